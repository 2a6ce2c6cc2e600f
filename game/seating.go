package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
)

// ColourSeats is the seat set-up policy of a game whose seats differ by
// colour: a seat's set-up is a JSON object, every field optional,
//
//	{"colour": "#2f6b3a"}
//
// plus the fields named in Extra, which the game reads itself (pieces
// already standing, for scenarios). A table (Seats) leaves an unnamed
// seat unnamed (each front end names it in its reader's language, "Player
// 2", "Spieler 2"), gives a seat without a colour the first free colour of
// Palette, refuses a colour taken twice and refuses every Extra field, so
// that no online game starts from a planted position.
type ColourSeats struct {
	Palette []string
	// Extra names the set-up fields besides "colour" the game accepts in
	// scenarios and tests (Start), with what each must be, for errors.
	Extra map[string]string
}

// SeatSetup is one seat's set-up as ColourSeats reads it.
type SeatSetup struct {
	Colour string
	// Extra holds the game's own fields, as given.
	Extra map[string]json.RawMessage
}

var colourPattern = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// Read reads every seat's set-up, naming the seat and field in errors:
// `seats[1].setup.colour: must be a colour "#rrggbb", got 7`.
func (p ColourSeats) Read(seats []Seat) ([]SeatSetup, error) {
	out := make([]SeatSetup, len(seats))
	for i, s := range seats {
		su, err := p.read(s.Setup)
		if err != nil {
			return nil, fmt.Errorf("seats[%d].setup%v", i, err)
		}
		out[i] = su
	}
	return out, nil
}

func (p ColourSeats) read(raw json.RawMessage) (SeatSetup, error) {
	var su SeatSetup
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return su, nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return su, fmt.Errorf(`: must be an object {"colour": "#rrggbb"}`)
	}
	for k, v := range fields {
		if k == "colour" {
			if err := json.Unmarshal(v, &su.Colour); err != nil || !colourPattern.MatchString(su.Colour) {
				return su, fmt.Errorf(`.colour: must be a colour "#rrggbb", got %s`, v)
			}
			continue
		}
		if _, ok := p.Extra[k]; !ok {
			return su, fmt.Errorf(": unknown field %q (known: %s)", k, strings.Join(p.known(), ", "))
		}
		if su.Extra == nil {
			su.Extra = map[string]json.RawMessage{}
		}
		su.Extra[k] = v
	}
	return su, nil
}

func (p ColourSeats) known() []string {
	out := []string{"colour"}
	for k := range p.Extra {
		out = append(out, k)
	}
	slices.Sort(out[1:])
	return out
}

// Seats settles a table's seats: free colours, no Extra field; names as
// given, an unnamed seat unnamed. It
// is Rules.Seats, so that a game's Rules may embed its ColourSeats and
// have its seating and its Look (Looker) from it; no seat is drawn, so
// the generator is not used.
func (p ColourSeats) Seats(seats []Seat, _ *rand.Rand) ([]Seat, error) {
	sus, err := p.Read(seats)
	if err != nil {
		return nil, err
	}
	colours := make([]string, len(sus))
	for i, su := range sus {
		for k := range su.Extra {
			return nil, fmt.Errorf("seats[%d].setup.%s: a table starts from the rules' own set-up (%s is for scenarios)", i, k, k)
		}
		colours[i] = su.Colour
	}
	if err := SettleColours(colours, p.Palette); err != nil {
		return nil, err
	}
	out := make([]Seat, len(seats))
	for i := range seats {
		out[i].Name = seats[i].Name
		if colours[i] != "" {
			out[i].Setup, _ = json.Marshal(map[string]string{"colour": colours[i]}) // strings only: cannot fail
		}
	}
	return out, nil
}

// Look is the seat's colour.
func (p ColourSeats) Look(seat Seat) Look {
	su, err := p.read(seat.Setup)
	if err != nil {
		return Look{}
	}
	return Look{Colour: su.Colour}
}
