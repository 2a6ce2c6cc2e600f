package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"evergreen/game"
)

// Input is a scenario file.
type Input struct {
	// Game names the game; empty means the list's default.
	Game string `json:"game"`
	Seed uint64 `json:"seed"`
	// Seats are the players in seat order, with their game-defined
	// set-up. Houses is the older Nobles spelling of the same thing; a
	// file has one or the other.
	Seats     []SeatEntry         `json:"seats,omitempty"`
	Houses    []HouseEntry        `json:"houses,omitempty"`
	Rules     json.RawMessage     `json:"rules,omitempty"`
	FirstSeat int                 `json:"first_seat"`
	Dice      []int               `json:"dice,omitempty"`
	Draws     map[string][]string `json:"draws,omitempty"`
	Moves     []json.RawMessage   `json:"moves"`
	Autoplay  string              `json:"autoplay,omitempty"`
}

// SeatEntry is one of "seats": a plain name string, or an object
// {"name": …, "setup": {…}} whose setup the game defines.
type SeatEntry game.Seat

// UnmarshalJSON reads either form, refusing unknown fields.
func (s *SeatEntry) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err == nil {
		*s = SeatEntry{Name: name}
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("a seat must be a name string or an object {\"name\": …, \"setup\": {…}}")
	}
	*s = SeatEntry{}
	for k, v := range raw {
		switch k {
		case "name":
			if err := json.Unmarshal(v, &s.Name); err != nil {
				return fmt.Errorf("a seat's name must be a string")
			}
		case "setup":
			s.Setup = v
		default:
			return fmt.Errorf("unknown seat field %q (known: name, setup)", k)
		}
	}
	return nil
}

// HouseEntry is one of "houses", the Nobles spelling of a seat: a plain
// name string, or an object {"name": …, "house": id, "virtue": id or
// null}. Every field but "name" is the seat's set-up, as it is; the game
// checks it.
type HouseEntry game.Seat

// UnmarshalJSON reads either form.
func (h *HouseEntry) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err == nil {
		*h = HouseEntry{Name: name}
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("a House must be a name string or an object {\"name\":…, \"virtue\":…}")
	}
	*h = HouseEntry{}
	if v, ok := raw["name"]; ok {
		if err := json.Unmarshal(v, &h.Name); err != nil {
			return fmt.Errorf("a House's name must be a string")
		}
		delete(raw, "name")
	}
	if len(raw) > 0 {
		h.Setup, _ = json.Marshal(raw) // re-encoding decoded JSON cannot fail
	}
	return nil
}

// seats returns the file's seats and the key they were written under.
func (in *Input) seats() ([]game.Seat, string, error) {
	if len(in.Seats) > 0 && len(in.Houses) > 0 {
		return nil, "", &InputError{Path: "seats", Message: "give \"seats\" or \"houses\", not both"}
	}
	if in.Houses != nil {
		out := make([]game.Seat, len(in.Houses))
		for i, h := range in.Houses {
			out[i] = game.Seat(h)
		}
		return out, "houses", nil
	}
	out := make([]game.Seat, len(in.Seats))
	for i, s := range in.Seats {
		out[i] = game.Seat(s)
	}
	return out, "seats", nil
}

// Parse decodes and checks a scenario file without running it.
func Parse(data []byte) (*Input, error) {
	var in Input
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return nil, jsonError(data, err)
	}
	if dec.More() {
		return nil, &InputError{Message: "unexpected data after the scenario object"}
	}
	if in.Moves == nil {
		in.Moves = []json.RawMessage{}
	}
	return &in, nil
}

func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
		return &InputError{Message: fmt.Sprintf("malformed JSON at byte %d (line %d): %v", se.Offset, line, se)}
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return &InputError{Message: "malformed JSON: the document ends before the scenario object is complete"}
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return &InputError{Path: te.Field, Message: fmt.Sprintf("must be %s, got JSON %s", te.Type, te.Value)}
	}
	return &InputError{Message: strings.TrimPrefix(err.Error(), "json: ")}
}

// InputError is bad input: the file cannot be run at all (exit code 2).
type InputError struct {
	Path    string
	Message string
}

func (e *InputError) Error() string {
	if e.Path == "" {
		return "scenario: " + e.Message
	}
	return "scenario: " + e.Path + ": " + e.Message
}
