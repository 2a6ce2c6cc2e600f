package game

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestColourSeats: a table's seats keep their names (an unnamed seat
// stays unnamed, for each front end to name in its reader's language) and
// are given free colours; a
// colour asked twice, an unknown field and a scenario's own field are
// refused with the seat's path; Read hands the scenario's field over.
func TestColourSeats(t *testing.T) {
	p := ColourSeats{Palette: []string{"#aa0000", "#00aa00"}, Extra: map[string]string{"planet": "rows"}}
	out, err := p.Seats([]Seat{{}, {Name: "Ada", Setup: json.RawMessage(`{"colour":"#AA0000"}`)}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if out[0].Name != "" || string(out[0].Setup) != `{"colour":"#00aa00"}` || out[1].Name != "Ada" || string(out[1].Setup) != `{"colour":"#aa0000"}` {
		t.Errorf("Seats = %+v", out)
	}
	if l := p.Look(out[1]); l.Colour != "#aa0000" {
		t.Errorf("Look = %+v", l)
	}
	for setup, want := range map[string]string{
		`{"colour":"red"}`:    `seats[0].setup.colour: must be a colour "#rrggbb"`,
		`{"color":"#000000"}`: `seats[0].setup: unknown field "color" (known: colour, planet)`,
		`{"planet":["..."]}`:  `seats[0].setup.planet: a table starts from the rules' own set-up`,
		`[1]`:                 `seats[0].setup: must be an object`,
	} {
		if _, err := p.Seats([]Seat{{Setup: json.RawMessage(setup)}}, nil); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("set-up %s: error %v, want %q", setup, err, want)
		}
	}
	if _, err := p.Seats([]Seat{{Setup: json.RawMessage(`{"colour":"#123456"}`)}, {Setup: json.RawMessage(`{"colour":"#123456"}`)}}, nil); err == nil {
		t.Error("two seats took one colour")
	}
	sus, err := p.Read([]Seat{{Setup: json.RawMessage(`{"planet":["ab"]}`)}})
	if err != nil || string(sus[0].Extra["planet"]) != `["ab"]` {
		t.Errorf("Read = %+v, %v", sus, err)
	}
}
