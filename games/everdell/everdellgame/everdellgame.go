// Package everdellgame registers Everdell with the platform: it is the
// game.Game that cmd/evergreen lists, joining the rules (package everdell)
// and their bots.
//
// A seat's set-up is a JSON object, every field optional, or empty:
//
//	{"colour": "#2f6b3a"}   the seat's colour at the table
//
// A table (Rules.Seats) names an unnamed seat "Player N" and gives a seat
// without a colour the first free colour of the palette; two seats may
// not share a colour.
package everdellgame

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellbots"
)

// Game is Everdell. The zero value is not usable, use New.
type Game struct {
	cache *game.RulesCache[*Rules]
}

// New returns the game.
func New() *Game { return &Game{cache: game.NewRulesCache[*Rules](game.RulesCacheSize)} }

// Name is "everdell".
func (*Game) Name() string { return "everdell" }

// Title is "Everdell".
func (*Game) Title() string { return "Everdell" }

// Players is 1 to 4.
func (*Game) Players() (int, int) { return everdell.MinSeats, everdell.MaxSeats }

// Rules merges patch onto the default rule set.
func (g *Game) Rules(patch []byte) (game.Rules, error) {
	rs, err := everdell.LoadRules(patch)
	if err != nil {
		return nil, err
	}
	return g.cache.Keep(Wrap(rs)), nil
}

// Document checks a complete document.
func (g *Game) Document(doc []byte) (game.Rules, error) {
	return g.cache.Document(doc, func(doc []byte) (*Rules, error) {
		rs, err := everdell.LoadDocument(doc)
		if err != nil {
			return nil, err
		}
		return Wrap(rs), nil
	})
}

// Rules is a compiled rule set of Everdell as the platform sees it.
type Rules struct {
	RS   *everdell.Ruleset
	bots bots.Registry
}

// Wrap returns the platform's view of a compiled rule set.
func Wrap(rs *everdell.Ruleset) *Rules { return &Rules{RS: rs, bots: everdellbots.Registry(rs)} }

// Doc is the canonical document.
func (r *Rules) Doc() []byte { return r.RS.Doc }

// Code is the rule set's code.
func (r *Rules) Code() string { return r.RS.Code }

// Bots are the bots that can play.
func (r *Rules) Bots() bots.Registry { return r.bots }

func palette() [everdell.MaxSeats]string {
	return [...]string{"#3f7d3a", "#b5452b", "#2b5fa8", "#c08a1e"}
}

// Setup is one seat's set-up.
type Setup struct {
	Colour string `json:"colour,omitempty"`
}

var colourPattern = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// ParseSetup reads a seat's set-up; empty means no choice made.
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
		default:
			return s, fmt.Errorf("unknown field %q (known: colour)", k)
		}
	}
	return s, nil
}

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

func seatName(i int) string { return fmt.Sprintf("Player %d", i+1) }

// Start deals a new game; Rig draws are for deck "cards", by card id.
func (r *Rules) Start(s game.Setup) (engine.State, error) {
	if _, err := setups(s.Seats); err != nil {
		return nil, err
	}
	su := everdell.Setup{Seed: s.Seed, FirstSeat: s.First, Rig: s.Rig}
	for i, seat := range s.Seats {
		name := seat.Name
		if name == "" {
			name = seatName(i)
		}
		su.Seats = append(su.Seats, everdell.SeatSetup{Name: name})
	}
	st, _, err := everdell.NewGame(r.RS, su)
	if err != nil {
		return nil, err
	}
	return st, nil
}

// Seats names unnamed seats and hands out free colours.
func (r *Rules) Seats(seats []game.Seat, _ *rand.Rand) ([]game.Seat, error) {
	sus, err := setups(seats)
	if err != nil {
		return nil, err
	}
	colours := make([]string, len(sus))
	for i, su := range sus {
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
