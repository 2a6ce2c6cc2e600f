package engine_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"evergreen/engine"
)

func TestMoveJSON(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want engine.Move
		err  bool
	}{
		{`{"move":"roll"}`, engine.M("roll"), false},
		{`{"move":"choose","option":0}`, engine.WithOption("choose", 0), false},
		{`{"move":"invest","item":"estate-butler"}`, engine.WithItem("invest", "estate-butler"), false},
		{`{"move":""}`, engine.Move{}, true},
		{`{"option":1}`, engine.Move{}, true},
		{`{"move":"roll","opton":1}`, engine.Move{}, true},
	} {
		var m engine.Move
		err := json.Unmarshal([]byte(tc.in), &m)
		if (err != nil) != tc.err || (!tc.err && m != tc.want) {
			t.Errorf("%s: got %v, %v", tc.in, m, err)
		}
		if err != nil && !errors.Is(err, engine.ErrBadMove) {
			t.Errorf("%s: error %v is not ErrBadMove", tc.in, err)
		}
	}
	b, _ := json.Marshal(engine.WithOption("choose", 0))
	if string(b) != `{"move":"choose","option":0}` {
		t.Errorf("option 0 must be written: %s", b)
	}
}

func TestRedact(t *testing.T) {
	e := engine.Event{Type: "give", Seat: 2, Amount: 500, Private: 3}
	if e.Redact(2).Private != 3 || e.Redact(1).Private != 0 || e.Redact(engine.Spectator).Private != 0 {
		t.Fatal("private value reached the wrong viewer")
	}
}

func TestRig(t *testing.T) {
	r := &engine.Rig{Dice: []int{3, 5}, Draws: map[string][]string{"ordeal": {"a", "b"}}}
	c := r.Clone()
	if d, _ := r.NextDie(); d != 3 {
		t.Fatal(d)
	}
	if id, _ := r.NextDraw("ordeal"); id != "a" {
		t.Fatal(id)
	}
	if d, _ := c.NextDie(); d != 3 {
		t.Fatal("clone shares the queue")
	}
	r.NextDie()
	r.NextDraw("ordeal")
	if !r.Empty() {
		t.Fatal("rig not empty")
	}
	if _, ok := r.NextDie(); ok {
		t.Fatal("empty rig gave a die")
	}
	var nilRig *engine.Rig
	if _, ok := nilRig.NextDie(); ok || !nilRig.Empty() {
		t.Fatal("nil rig")
	}
}

func TestErrorCodes(t *testing.T) {
	for err, code := range map[error]string{
		engine.ErrGameOver: "game_over", engine.ErrNotYourTurn: "not_your_turn",
		engine.ErrIllegalMove: "illegal_move", engine.ErrUnknownSeat: "unknown_seat",
		engine.ErrBadMove: "bad_move", errors.New("x"): "error",
	} {
		wrapped := &engine.MoveError{Err: err, Message: "m"}
		if got := engine.ErrorCode(fmt.Errorf("outer: %w", wrapped)); got != code {
			t.Errorf("%v: code %q, want %q", err, got, code)
		}
	}
}

func ExampleMove_MarshalJSON() {
	b, _ := json.Marshal(engine.SeatedMove{Seat: 1, Move: engine.WithOption("choose", 0)})
	fmt.Println(string(b))
	// Output: {"seat":1,"move":"choose","option":0}
}
