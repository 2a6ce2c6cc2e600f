package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/ruleset"
)

// Limits on a scenario file, so that a file that could never be meant (a
// million moves, gigabytes of input) is refused at once with a clear
// message rather than run for minutes. A whole year at eight Houses is
// about 2,000 moves and 100 KB.
const (
	// MaxBytes is the largest scenario file.
	MaxBytes = 4 << 20
	// MaxMoves is the most moves a file may list.
	MaxMoves = 20_000
)

// Input is a scenario file.
type Input struct {
	// Game names the game; empty means the list's default.
	Game string `json:"game"`
	Seed uint64 `json:"seed"`
	// Seats are the players in seat order, each a name string or an
	// object {"name": …, "setup": {…}} whose setup the game defines.
	// Houses is the older Nobles spelling: each a name string or an
	// object {"name": …, "house": id, "virtue": id or null}. A file has
	// one or the other.
	Seats     []json.RawMessage   `json:"seats,omitempty"`
	Houses    []json.RawMessage   `json:"houses,omitempty"`
	Rules     json.RawMessage     `json:"rules,omitempty"`
	FirstSeat int                 `json:"first_seat"`
	Dice      []int               `json:"dice,omitempty"`
	Draws     map[string][]string `json:"draws,omitempty"`
	Moves     []json.RawMessage   `json:"moves"`
	Autoplay  string              `json:"autoplay,omitempty"`
	// About says what the file shows, and Expect what its output must
	// hold: events that must occur in order (each matched on the fields
	// it gives), a part of the output object, the exit code and the
	// error. The run reads neither; the golden test checks each file's
	// output against its Expect (docs/RULESETS.md §4.6).
	About  string          `json:"about,omitempty"`
	Expect json.RawMessage `json:"expect,omitempty"`
}

// Parse decodes and checks a scenario file without running it. Problems
// are reported in the file's terms, each with its path ("houses[1]:
// must be a name or an object …"): unknown fields, values of the wrong
// type, duplicate keys (as rule sets refuse them), and files over the
// limits.
func Parse(data []byte) (*Input, error) {
	if len(data) > MaxBytes {
		return nil, &InputError{Message: fmt.Sprintf("the file is %s; a scenario file may be at most %s", size(len(data)), size(MaxBytes))}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &InputError{Message: "the file is empty; a scenario is a JSON object"}
	}
	var in Input
	if err := ruleset.DecodeStrict(data, &in); err != nil {
		return nil, problemsError(err)
	}
	if len(in.Moves) > MaxMoves {
		return nil, &InputError{Path: "moves", Message: fmt.Sprintf("lists %d moves; a scenario may list at most %d", len(in.Moves), MaxMoves)}
	}
	if in.Moves == nil {
		in.Moves = []json.RawMessage{}
	}
	if _, _, err := in.seats(); err != nil {
		return nil, err
	}
	for i, raw := range in.Moves {
		if _, err := parseMove(raw, i); err != nil {
			return nil, err
		}
	}
	return &in, nil
}

// problemsError turns DecodeStrict's problems into bad input: the one
// problem with its path, or all of them.
func problemsError(err error) error {
	var ps ruleset.Problems
	if !errors.As(err, &ps) || len(ps) == 0 {
		return &InputError{Message: err.Error()}
	}
	if len(ps) == 1 && ps[0].Path == "" {
		return &InputError{Message: "malformed JSON: " + ps[0].Message}
	}
	if len(ps) == 1 {
		return &InputError{Path: ps[0].Path, Message: ps[0].Message}
	}
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.String()
	}
	return &InputError{Message: fmt.Sprintf("%d problems:\n  %s", len(ps), strings.Join(lines, "\n  "))}
}

func size(n int) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d bytes", n)
}

// seats returns the file's seats and the key they were written under.
func (in *Input) seats() ([]game.Seat, string, error) {
	if len(in.Seats) > 0 && len(in.Houses) > 0 {
		return nil, "", &InputError{Path: "seats", Message: "give \"seats\" or \"houses\", not both"}
	}
	key, raws := "seats", in.Seats
	if in.Houses != nil {
		key, raws = "houses", in.Houses
	}
	out := make([]game.Seat, len(raws))
	for i, raw := range raws {
		s, err := parseSeat(raw, key == "houses")
		if err != nil {
			at := ruleset.Index(key, i)
			var fe *fieldError
			if errors.As(err, &fe) {
				return nil, "", &InputError{Path: ruleset.Key(at, fe.field), Message: fe.msg}
			}
			return nil, "", &InputError{Path: at, Message: err.Error()}
		}
		out[i] = s
	}
	return out, key, nil
}

// parseSeat reads one entry of "seats" (house false) or "houses": a name
// string or an object. A House's every field but "name" is its set-up,
// as it is; a seat's set-up is its "setup" object. The game checks the
// set-up.
func parseSeat(raw json.RawMessage, house bool) (game.Seat, error) {
	var name string
	if json.Unmarshal(raw, &name) == nil {
		return game.Seat{Name: name}, nil
	}
	shape := `a name string or an object {"name": …, "setup": {…}}`
	if house {
		shape = `a name string or an object {"name": …, "house": …, "virtue": …}`
	}
	var obj map[string]json.RawMessage
	if !bytes.HasPrefix(bytes.TrimSpace(raw), []byte("{")) || json.Unmarshal(raw, &obj) != nil {
		return game.Seat{}, fmt.Errorf("must be %s, got %s", shape, jsonKind(raw))
	}
	var s game.Seat
	if v, ok := obj["name"]; ok {
		if json.Unmarshal(v, &s.Name) != nil {
			return game.Seat{}, &fieldError{"name", "must be a string, got " + jsonKind(v)}
		}
		delete(obj, "name")
	}
	if house {
		if len(obj) > 0 {
			s.Setup, _ = json.Marshal(obj) // re-encoding decoded JSON cannot fail
		}
		return s, nil
	}
	for k, v := range obj {
		if k != "setup" {
			return game.Seat{}, &fieldError{k, `unknown field (a seat has "name" and "setup")`}
		}
		s.Setup = v
	}
	return s, nil
}

// fieldError is a problem with one field of a seat's entry.
type fieldError struct{ field, msg string }

func (e *fieldError) Error() string { return e.field + ": " + e.msg }

// seatedMove is one of "moves" as a file writes it: the seat and the
// move's wire form.
type seatedMove struct {
	Seat *engine.Seat `json:"seat"`
	engine.Wire
}

// parseMove reads moves[i], reporting problems in the file's terms.
func parseMove(raw json.RawMessage, i int) (engine.SeatedMove, error) {
	at := ruleset.Index("moves", i)
	var w seatedMove
	if err := ruleset.DecodeStrict(raw, &w); err != nil {
		var ps ruleset.Problems
		if errors.As(err, &ps) && len(ps) > 0 && ps[0].Path != "" {
			return engine.SeatedMove{}, &InputError{Path: ruleset.Field(at, ps[0].Path), Message: ps[0].Message}
		}
		if errors.As(err, &ps) && len(ps) > 0 {
			return engine.SeatedMove{}, &InputError{Path: at, Message: fmt.Sprintf(`must be an object {"seat": n, "move": …}, got %s`, jsonKind(raw))}
		}
		return engine.SeatedMove{}, &InputError{Path: at, Message: err.Error()}
	}
	if w.Seat == nil {
		return engine.SeatedMove{}, &InputError{Path: at, Message: `"seat" is missing`}
	}
	m, err := w.Parse()
	if err != nil {
		return engine.SeatedMove{}, &InputError{Path: at, Message: strings.TrimPrefix(strings.TrimPrefix(err.Error(), "engine: "), "bad move: ")}
	}
	return engine.SeatedMove{Seat: *w.Seat, Move: m}, nil
}

// jsonKind names the JSON type of raw, with the value for a short scalar.
func jsonKind(raw json.RawMessage) string {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	if len(t) > 20 {
		return "a number"
	}
	return "the number " + string(t)
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
