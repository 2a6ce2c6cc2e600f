package table

import (
	"reflect"
	"testing"

	"evergreen/engine"
)

// TestRecalled: a bot remembers the log without the events of moves
// taken back, keeping the undo events and redacting the rest.
func TestRecalled(t *testing.T) {
	log := []LoggedEvent{
		{Seq: 0, Event: engine.Event{Type: "turn", Seat: 0}},
		{Seq: 1, Event: engine.Event{Type: "save", Seat: 0, Amount: 2}},
		{Seq: 1, Event: engine.Event{Type: "turn", Seat: 1}},
		{Seq: 2, Event: engine.Event{Type: engine.EventUndo, Seat: 0, Amount: 1}},
		{Seq: 3, Event: engine.Event{Type: "give", Seat: 0, Amount: 1, Private: 9}},
	}
	got := recalled(log, 1)
	want := []engine.Event{
		{Type: "turn", Seat: 0},
		{Type: engine.EventUndo, Seat: 0, Amount: 1},
		{Type: "give", Seat: 0, Amount: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("recalled = %+v, want %+v", got, want)
	}
}
