// Package noblesgame registers Nobles of Evergreen with the platform: it
// is the game.Game that cmd/evergreen lists, joining the rules (package
// nobles), their content, the bots (package noblesbots) and the game's
// own pages.
//
// A seat's set-up is {"house": id, "virtue": id}, both optional: a table
// (Rules.Seats) fills an empty House at random among the free ones and an
// empty Virtue with the House's own (or a random free one when another
// seat holds it); Start alone takes the rules' fixed defaults instead.
// "virtue": null seats the House with no Virtue (scenarios and tests).
package noblesgame

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/games/nobles/noblesbots"
	rset "evergreen/ruleset"
)

// Game is Nobles of Evergreen. The zero value is not usable, use New.
type Game struct{ *game.Defined[*Rules] }

// New returns the game.
func New() *Game {
	return &Game{game.Define(game.Definition[*Rules]{
		Name: "nobles", Title: "Nobles of Evergreen", Min: nobles.MinSeats, Max: nobles.MaxSeats,
		Rules:    game.Wrapper(nobles.LoadRules, Wrap),
		Document: game.Wrapper(nobles.LoadDocument, Wrap),
		Problems: rset.MustTranslations(content.Problems()),
		Manifest: game.Manifest{
			Chance: true, Hidden: true, Concede: game.ConcedeBot,
			Rulebook: rulebookSections(),
			Studio:   []string{"sd-year", "sd-board", "sd-virtues", "sd-market", "sd-proving", "sd-ordeal", "sd-decree"},
		},
	})}
}

// rulebookSections are the ids of the Rulebook's rules, "rule-1" on.
func rulebookSections() []string {
	rb, err := content.LoadRulebook()
	if err != nil {
		panic(err) // embedded content: a test catches a broken file first
	}
	out := make([]string, len(rb.Rulebook.Rules))
	for i, r := range rb.Rulebook.Rules {
		out[i] = fmt.Sprintf("rule-%d", r.Number)
	}
	return out
}

// Rules is a compiled Nobles rule set as the platform sees it.
type Rules struct {
	game.Compiled[*nobles.Ruleset]
	// spaces names each space (1–BoardSize) as the tally reports it
	// ("07 ordeal"), named once here rather than in every game.
	spaces [nobles.BoardSize + 1]string
	// fires names what the tally counts by index (game.FireCounter):
	// every card, deck by deck, then every space; deckAt is where each
	// deck's cards start, cardAt a card's index by id.
	fires  [][]string
	deckAt []int
	cardAt map[string]int
	// dealt is each House's seat set-up with each Virtue (index v+1; 0
	// with none), written once here for Undealt; roles is the role of
	// each such set-up, by its JSON, for Roles.
	dealt [][][]byte
	roles map[string]game.Role
}

// Wrap returns the platform's view of a compiled rule set.
func Wrap(rs *nobles.Ruleset) *Rules {
	r := &Rules{Compiled: game.Compile(rs, rs.Doc, rs.Code, rs.Name, noblesbots.Registry(rs))}
	for p := 1; p <= nobles.BoardSize; p++ {
		r.spaces[p] = fmt.Sprintf("%02d %s", p, nobles.DeckName(rs.SpaceDeck(p)))
	}
	// The decks in the order of nobles.Counts.Drawn (nobles.DeckName).
	var ids [3][]string
	for _, c := range rs.Decks.Proving {
		ids[0] = append(ids[0], c.ID)
	}
	for _, c := range rs.Decks.Ordeal {
		ids[1] = append(ids[1], c.ID)
	}
	for _, c := range rs.Decks.Decree {
		ids[2] = append(ids[2], c.ID)
	}
	var cards []string
	r.cardAt = map[string]int{}
	for _, deck := range ids {
		r.deckAt = append(r.deckAt, len(cards))
		for _, id := range deck {
			if _, ok := r.cardAt[id]; !ok {
				r.cardAt[id] = len(cards)
			}
			cards = append(cards, id)
		}
	}
	r.fires = [][]string{cards, r.spaces[1:]}
	r.dealt = make([][][]byte, len(rs.Houses))
	r.roles = map[string]game.Role{}
	for h, house := range rs.Houses {
		r.dealt[h] = make([][]byte, len(rs.Virtues)+1)
		for v := -1; v < len(rs.Virtues); v++ {
			su := Setup{House: house.ID}
			if v >= 0 {
				su.Virtue = rs.Virtues[v].ID
			}
			b, _ := su.MarshalJSON() // cannot fail
			// Clipped, so that a caller appending to a dealt set-up copies it.
			r.dealt[h][v+1] = slices.Clip(b)
			r.roles[string(b)] = roleOf(rs, h, v)
		}
	}
	return r
}

// roleOf is House h with Virtue v (-1 for none) as reports name it:
// "ashgrove/royal-favour", "House Ashgrove (Royal Favour)".
func roleOf(rs *nobles.Ruleset, h, v int) game.Role {
	house := rs.Houses[h]
	if v < 0 {
		return game.Role{Key: house.ID + "/", Label: house.Name}
	}
	vt := rs.Virtues[v]
	return game.Role{Key: house.ID + "/" + vt.ID, Label: house.Name + " (" + vt.Name + ")"}
}

// Setup is a Nobles seat's set-up.
type Setup struct {
	House  string `json:"house,omitempty"`
	Virtue string `json:"virtue,omitempty"`
	// NoVirtue is written "virtue": null.
	NoVirtue bool `json:"-"`
}

// MarshalJSON writes {"house":…,"virtue":…}, with "virtue": null for
// NoVirtue, as encoding/json writes a map of them (keys in order). The
// simulator deals a set-up per seat per game, so it is written by hand.
func (s Setup) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 32+len(s.House)+len(s.Virtue))
	b = append(b, '{')
	if s.House != "" {
		b = appendString(append(b, `"house":`...), s.House)
	}
	if s.NoVirtue || s.Virtue != "" {
		if s.House != "" {
			b = append(b, ',')
		}
		b = append(b, `"virtue":`...)
		if s.NoVirtue {
			b = append(b, "null"...)
		} else {
			b = appendString(b, s.Virtue)
		}
	}
	return append(b, '}'), nil
}

// appendString appends s as a JSON string, as encoding/json writes it:
// as is when it holds nothing to escape (ids do not), else by
// encoding/json.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // a string: cannot fail
			return append(b, q...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}

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
		return s, fmt.Errorf("must be an object {\"house\": id, \"virtue\": id}")
	}
	for k, v := range fields {
		switch k {
		case "house":
			if err := json.Unmarshal(v, &s.House); err != nil {
				return s, fmt.Errorf("house: must be a House id string")
			}
		case "virtue":
			if bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
				s.NoVirtue = true
			} else if err := json.Unmarshal(v, &s.Virtue); err != nil {
				return s, fmt.Errorf("virtue: must be a Virtue id string or null")
			}
		default:
			return s, fmt.Errorf("unknown field %q (known: house, virtue)", k)
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

// Start deals a year.
func (r *Rules) Start(s game.Setup) (engine.State, error) {
	sus, err := setups(s.Seats)
	if err != nil {
		return nil, err
	}
	if err := enoughVirtues(r.RS, sus); err != nil {
		return nil, err
	}
	setup := nobles.Setup{Seed: s.Seed, FirstSeat: s.First, Rig: s.Rig}
	for i, su := range sus {
		setup.Seats = append(setup.Seats, nobles.SeatSetup{
			Name: s.Seats[i].Name, House: su.House, Virtue: su.Virtue, NoVirtue: su.NoVirtue,
		})
	}
	st, err := nobles.NewGame(r.RS, setup)
	var se *nobles.SetupError
	if errors.As(err, &se) {
		// The rules name a seat's House "seats[i].house"; to the
		// platform it is part of the seat's set-up.
		return nil, &nobles.SetupError{Path: setupPath.ReplaceAllString(se.Path, "$1.setup.$2"), Message: se.Message}
	}
	return st, err
}

var setupPath = regexp.MustCompile(`^(seats\[\d+\])\.(house|virtue)$`)

// Seats fills in random Houses and Virtues and checks that none repeats.
func (r *Rules) Seats(seats []game.Seat, rng *rand.Rand) ([]game.Seat, error) {
	rs := r.RS
	sus, err := setups(seats)
	if err != nil {
		return nil, err
	}
	houses, virtues := map[string]bool{}, map[string]bool{}
	for i, s := range sus {
		if s.House != "" {
			if _, ok := rs.HouseIndex(s.House); !ok {
				return nil, fmt.Errorf("seats[%d].setup.house: no House has id %q", i, s.House)
			}
			if houses[s.House] {
				return nil, fmt.Errorf("seats[%d].setup.house: House %q is taken by another seat", i, s.House)
			}
			houses[s.House] = true
		}
		if s.Virtue != "" {
			if _, ok := rs.VirtueIndex(s.Virtue); !ok {
				return nil, fmt.Errorf("seats[%d].setup.virtue: no Virtue has id %q", i, s.Virtue)
			}
			if virtues[s.Virtue] {
				return nil, fmt.Errorf("seats[%d].setup.virtue: Virtue %q is held by another seat", i, s.Virtue)
			}
			virtues[s.Virtue] = true
		}
	}
	for i := range sus {
		if sus[i].House == "" {
			var free []string
			for _, h := range rs.Houses {
				if !houses[h.ID] {
					free = append(free, h.ID)
				}
			}
			if len(free) == 0 {
				return nil, fmt.Errorf("seats[%d].setup.house: every House is taken", i)
			}
			sus[i].House = free[rng.IntN(len(free))]
			houses[sus[i].House] = true
		}
	}
	// A House's own Virtue unless someone else chose it; then a random free one.
	for i := range sus {
		if sus[i].Virtue != "" || sus[i].NoVirtue || rs.Rulings.NoVirtues {
			continue
		}
		h, _ := rs.HouseIndex(sus[i].House)
		v := rs.Houses[h].Virtue
		if v == "" || virtues[v] {
			var free []string
			for _, vv := range rs.Virtues {
				if !virtues[vv.ID] {
					free = append(free, vv.ID)
				}
			}
			if len(free) == 0 {
				continue
			}
			v = free[rng.IntN(len(free))]
		}
		sus[i].Virtue = v
		virtues[v] = true
	}
	out := make([]game.Seat, len(seats))
	for i, su := range sus {
		out[i].Name = seats[i].Name
		if out[i].Name == "" {
			h, _ := rs.HouseIndex(su.House)
			out[i].Name = rs.Houses[h].Noble
		}
		out[i].Setup, _ = json.Marshal(su)
	}
	return out, nil
}

// Look is the seat's House colour, sigil and name.
func (r *Rules) Look(seat game.Seat) game.Look {
	su, err := ParseSetup(seat.Setup)
	if err != nil {
		return game.Look{}
	}
	if h, ok := r.RS.HouseIndex(su.House); ok {
		hh := r.RS.Houses[h]
		return game.Look{Colour: hh.Colour, Sigil: hh.Sigil, Label: hh.Name}
	}
	return game.Look{}
}

// enoughVirtues refuses, as a problem of the rule set at "virtues", a
// table with more Houses needing a Virtue than the rule set has: Rule 1
// gives every House one, and no House is seated without one by accident.
// A table that means to play without them plays the variant
// (rulings.no_virtues); a seat set up with "virtue": null asks for none.
func enoughVirtues(rs *nobles.Ruleset, sus []Setup) error {
	if rs.Rulings.NoVirtues {
		return nil
	}
	need := 0
	for _, su := range sus {
		if !su.NoVirtue {
			need++
		}
	}
	if need <= len(rs.Virtues) {
		return nil
	}
	return rset.Problems{rset.Said("virtues", rset.Say("offers %d Virtues for %d Houses, and every House holds one Virtue (Rule 1): add Virtues, or play the variant without Virtues (rulings.no_virtues)", len(rs.Virtues), need))}
}

// SeatNameIn is the noble of seat's House in locale lang
// (game.SeatNamer): the name Seats gives a seat left unnamed, in the
// words of whoever sets the table; "" when the seat has no House.
func (r *Rules) SeatNameIn(seat game.Seat, lang string) string {
	su, err := ParseSetup(seat.Setup)
	if err != nil {
		return ""
	}
	h, ok := r.RS.HouseIndex(su.House)
	if !ok {
		return ""
	}
	noble := r.RS.Houses[h].Noble
	if texts, err := r.RS.RulesIn(lang); err == nil {
		for _, hh := range texts.Houses {
			if hh.ID == su.House {
				noble = hh.Noble
			}
		}
	}
	return noble
}

// DocIn is the rule set's document with its texts in locale lang
// (game.Translated; nobles.Ruleset.DocIn).
func (r *Rules) DocIn(lang string) ([]byte, []string) { return r.RS.DocIn(lang) }

// Places are the places of the rule set's texts (game.Translated).
func (r *Rules) Places() []string { return r.RS.Places() }
