// Package evergreengame registers the planet game, Evergreen, with the
// platform: it is the game.Game that cmd/evergreen lists, joining the
// rules (package evergreen), their content and the bots (package
// evergreenbots).
//
// A seat's set-up is a JSON object, every field optional, or empty:
//
//	{"colour": "#2f6b3a"}                 the seat's colour at the table
//	{"planet": [".......", "..t.T..", …]} pieces already standing (scenarios)
//
// A table (Rules.Seats) names an unnamed seat "Player N" and gives a seat
// without a colour the first colour of the palette no other seat holds;
// two seats may not share a colour. "planet" lists the planet's rows in
// piece letters (see evergreen.SeatSetup.Planet); it is for scenarios and
// tests, which call Start directly, and a table refuses it so that no
// online game starts from a planted position. Nothing in a seat's set-up
// changes the rules of play: every planet is the rule set's planet.
package evergreengame

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreenbots"
)

// Game is the planet game. It keeps compiled rule sets so that tables
// sharing rules share one copy; the zero value is not usable, use New.
type Game struct {
	cache *game.RulesCache[*Rules]
}

// New returns the game.
func New() *Game { return &Game{cache: game.NewRulesCache[*Rules](game.RulesCacheSize)} }

// Name is "evergreen".
func (*Game) Name() string { return "evergreen" }

// Title is "Evergreen".
func (*Game) Title() string { return "Evergreen" }

// Players is 1 to 4 planets.
func (*Game) Players() (int, int) { return evergreen.MinSeats, evergreen.MaxSeats }

// Rules merges patch onto the default rule set.
func (g *Game) Rules(patch []byte) (game.Rules, error) {
	rs, err := evergreen.LoadRules(patch)
	if err != nil {
		return nil, err
	}
	return g.cache.Keep(Wrap(rs)), nil
}

// Document checks a complete document.
func (g *Game) Document(doc []byte) (game.Rules, error) { return g.Ruleset(doc) }

// Ruleset returns the compiled rules of a complete document.
func (g *Game) Ruleset(doc []byte) (*Rules, error) {
	return g.cache.Document(doc, func(doc []byte) (*Rules, error) {
		rs, err := evergreen.LoadDocument(doc)
		if err != nil {
			return nil, err
		}
		return Wrap(rs), nil
	})
}

// Rules is a compiled rule set of the planet game as the platform sees
// it.
type Rules struct {
	RS   *evergreen.Ruleset
	bots bots.Registry
}

// Wrap returns the platform's view of a compiled rule set.
func Wrap(rs *evergreen.Ruleset) *Rules {
	return &Rules{RS: rs, bots: evergreenbots.Registry(rs)}
}

// Doc is the canonical document.
func (r *Rules) Doc() []byte { return r.RS.Doc }

// Code is the rule set's code.
func (r *Rules) Code() string { return r.RS.Code }

// Bots are random, gardener and the ISMCTS levels.
func (r *Rules) Bots() bots.Registry { return r.bots }

// palette is the colours a table hands out, in order, to seats that
// chose none: as many as the game has seats.
func palette() [evergreen.MaxSeats]string {
	return [...]string{"#2f6b3a", "#b5452b", "#2b5fa8", "#c08a1e"}
}

// Setup is one seat's set-up.
type Setup struct {
	Colour string   `json:"colour,omitempty"`
	Planet []string `json:"planet,omitempty"`
}

var colourPattern = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// ParseSetup reads a seat's set-up; empty means no choice made. Unknown
// fields are refused, so a typo is not silently a different seat.
func ParseSetup(raw json.RawMessage) (Setup, error) {
	var s Setup
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return s, nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return s, fmt.Errorf("must be an object {\"colour\": \"#rrggbb\"}")
	}
	for k, v := range fields {
		switch k {
		case "colour":
			if err := json.Unmarshal(v, &s.Colour); err != nil || !colourPattern.MatchString(s.Colour) {
				return s, fmt.Errorf("colour: must be a colour \"#rrggbb\", got %s", v)
			}
		case "planet":
			if err := json.Unmarshal(v, &s.Planet); err != nil {
				return s, fmt.Errorf("planet: must be a list of rows in piece letters (.stTbl, # off the planet)")
			}
		default:
			return s, fmt.Errorf("unknown field %q (known: colour, planet)", k)
		}
	}
	return s, nil
}

// setups reads every seat's set-up, naming the seat in errors.
func setups(seats []game.Seat) ([]Setup, error) {
	out := make([]Setup, len(seats))
	for i, s := range seats {
		su, err := ParseSetup(s.Setup)
		if err != nil {
			return nil, fmt.Errorf("seats[%d].setup.%v", i, err)
		}
		out[i] = su
	}
	return out, nil
}

// seatName is the name of an unnamed seat.
func seatName(i int) string { return fmt.Sprintf("Player %d", i+1) }

// Start deals a new game: the seats' planets, if given, already planted;
// unnamed seats called "Player N"; Rig draws for deck "cards".
func (r *Rules) Start(s game.Setup) (engine.State, error) {
	sus, err := setups(s.Seats)
	if err != nil {
		return nil, err
	}
	setup := evergreen.Setup{Seed: s.Seed, FirstSeat: s.First, Rig: s.Rig}
	for i, su := range sus {
		name := s.Seats[i].Name
		if name == "" {
			name = seatName(i)
		}
		setup.Seats = append(setup.Seats, evergreen.SeatSetup{Name: name, Planet: su.Planet})
	}
	st, err := evergreen.NewGame(r.RS, setup)
	if se, ok := err.(*evergreen.SetupError); ok && strings.HasPrefix(se.Path, "seats[") {
		// The rules name a seat's planet "seats[i].planet[y]"; to the
		// platform it is part of the seat's set-up.
		return nil, &evergreen.SetupError{Path: seatPath.ReplaceAllString(se.Path, "$1.setup.$2"), Message: se.Message}
	}
	if err != nil {
		return nil, err
	}
	return st, nil
}

var seatPath = regexp.MustCompile(`^(seats\[\d+\])\.(.*)$`)

// Seats names unnamed seats "Player N", hands out free colours and
// refuses a colour taken twice or a planted planet.
func (r *Rules) Seats(seats []game.Seat, _ *rand.Rand) ([]game.Seat, error) {
	sus, err := setups(seats)
	if err != nil {
		return nil, err
	}
	colours := make([]string, len(sus))
	for i, su := range sus {
		if su.Planet != nil {
			return nil, fmt.Errorf("seats[%d].setup.planet: a table starts every planet empty (planet is for scenarios)", i)
		}
		colours[i] = su.Colour
	}
	p := palette()
	if err := game.SettleColours(colours, p[:]); err != nil {
		return nil, err
	}
	for i := range sus {
		sus[i].Colour = colours[i]
	}
	out := make([]game.Seat, len(seats))
	for i, su := range sus {
		out[i].Name = seats[i].Name
		if out[i].Name == "" {
			out[i].Name = seatName(i)
		}
		out[i].Setup, _ = json.Marshal(su) // strings only: cannot fail
	}
	return out, nil
}

// Look is the seat's colour.
func (r *Rules) Look(seat game.Seat) game.Look {
	su, err := ParseSetup(seat.Setup)
	if err != nil {
		return game.Look{}
	}
	return game.Look{Colour: su.Colour}
}

var (
	_ game.Game   = (*Game)(nil)
	_ game.Rules  = (*Rules)(nil)
	_ game.Looker = (*Rules)(nil)
)
