package engine_test

import (
	"encoding/json"
	"errors"
	"testing"

	"evergreen/engine"
)

// FuzzSeatedMove checks that move JSON either decodes to a move that
// round-trips exactly, or is refused with ErrBadMove.
func FuzzSeatedMove(f *testing.F) {
	for _, s := range []string{
		`{"seat":0,"move":"roll"}`,
		`{"seat":1,"move":"choose","option":0}`,
		`{"seat":2,"move":"invest","item":"estate-butler"}`,
		`{"seat":0}`, `{"move":"roll"}`, `[]`, `{"seat":0,"move":"roll","x":1}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var sm engine.SeatedMove
		if err := json.Unmarshal(data, &sm); err != nil {
			var se *json.SyntaxError
			if !errors.Is(err, engine.ErrBadMove) && !errors.As(err, &se) {
				t.Fatalf("refused without ErrBadMove: %v", err)
			}
			return
		}
		b, err := json.Marshal(sm)
		if err != nil {
			t.Fatal(err)
		}
		var again engine.SeatedMove
		if err := json.Unmarshal(b, &again); err != nil || again != sm {
			t.Fatalf("round trip: %v → %s → %v (%v)", sm, b, again, err)
		}
	})
}
