package engine_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
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

// TestRedactAudience: an event with an audience shows its private part
// to exactly the seats in it (the giver and the receiver of a card),
// not to Seat when Seat is left out of it, and never to a spectator;
// its public part reaches everyone.
func TestRedactAudience(t *testing.T) {
	e := engine.Event{Type: "give-card", Seat: 0, Detail: "2", Secret: "farm", Private: 7, Audience: engine.SeatsOf(0, 2)}
	for viewer := engine.Spectator; viewer < 4; viewer++ {
		r := e.Redact(viewer)
		sees := viewer == 0 || viewer == 2
		if got := r.Secret == "farm" && r.Private == 7; got != sees {
			t.Errorf("viewer %d: secret %q, private %d; should see it: %v", viewer, r.Secret, r.Private, sees)
		}
		if !sees && (r.Secret != "" || r.Private != 0) {
			t.Errorf("viewer %d kept part of the private part: %+v", viewer, r)
		}
		if r.Type != e.Type || r.Seat != e.Seat || r.Detail != e.Detail || r.Audience != e.Audience {
			t.Errorf("viewer %d: the public part changed: %+v", viewer, r)
		}
	}
	told := engine.Event{Type: "note", Seat: 1, Secret: "x", Audience: engine.SeatsOf(3)}
	if told.Redact(1).Secret != "" || told.Redact(3).Secret != "x" {
		t.Error("an audience that leaves Seat out must be followed, not Seat")
	}
	alone := engine.Event{Type: "draw", Seat: 1, Secret: "mine"}
	if alone.Redact(1).Secret != "mine" || alone.Redact(0).Secret != "" {
		t.Error("with no audience the private part is Seat's alone")
	}
}

// TestEventJSON: the private part and the audience are left out when
// empty, so events without them keep their wire form, and an audience
// is a list of seats both ways.
func TestEventJSON(t *testing.T) {
	b, err := json.Marshal(engine.Event{Type: "give", Seat: 1, Amount: 3, Private: 2})
	if err != nil || string(b) != `{"type":"give","seat":1,"amount":3,"private":2}` {
		t.Fatalf("%s %v", b, err)
	}
	e := engine.Event{Type: "give-card", Seat: 3, Secret: "farm", Audience: engine.SeatsOf(3, 0)}
	b, err = json.Marshal(e)
	if err != nil || string(b) != `{"type":"give-card","seat":3,"secret":"farm","audience":[0,3]}` {
		t.Fatalf("%s %v", b, err)
	}
	var back engine.Event
	if err := json.Unmarshal(b, &back); err != nil || back != e {
		t.Fatalf("read back %+v %v, want %+v", back, err, e)
	}
	for _, bad := range []string{`{"audience":[64]}`, `{"audience":[-1]}`, `{"audience":"0"}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil || !strings.Contains(err.Error(), "audience") {
			t.Errorf("%s: %v, want an error naming the audience", bad, err)
		}
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
