package table_test

import (
	"context"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/store/memstore"
	"evergreen/table"
)

// TestLogIsWorded: every game event a reader is sent carries its line,
// worded by the game (game.Teller) for the reader: the seats' names, a
// round's line as its sentence, in the reader's language where the game
// speaks it (Highest Unique speaks English alone, so German readers
// read English); the table's own events (an undo) carry none, for the
// page words them.
func TestLogIsWorded(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	sts := seats(table.Local, table.Local)
	sts[0].Name, sts[1].Name = "Ada", "Ben"
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 3, Seats: sts})
	if err != nil {
		t.Fatal(err)
	}
	seq, err := tb.Move(ctx, host, 0, pick(5), 0)
	if err != nil {
		t.Fatal(err)
	}
	if seq, err = tb.Undo(ctx, host, 0, seq); err != nil {
		t.Fatal(err)
	}
	if seq, err = tb.Move(ctx, host, 0, pick(5), seq); err != nil {
		t.Fatal(err)
	}
	if _, err = tb.Move(ctx, host, 1, pick(4), seq); err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"", "de"} {
		up, err := tb.View(ctx, host, 0, 0, lang)
		if err != nil {
			t.Fatal(err)
		}
		said := map[string][]string{}
		for _, e := range up.Log {
			if e.Type == engine.EventUndo {
				if e.Text != "" || e.Kind != "" {
					t.Errorf("%q: the undo is worded %q (%q); the page words the table's own events", lang, e.Text, e.Kind)
				}
				continue
			}
			if e.Text != "" && e.Kind != game.TellEvent {
				t.Errorf("%q: %s is a %q line, want %q", lang, e.Type, e.Kind, game.TellEvent)
			}
			said[e.Type] = append(said[e.Type], e.Text)
		}
		if got := said["picked"]; len(got) != 3 || got[0] != "Ada has picked." || got[2] != "Ben has picked." {
			t.Errorf("%q: the picks read %q, want Ada's twice and Ben's", lang, got)
		}
		if got := said["round"]; len(got) != 1 || got[0] != "Ada wins 1 point." && got[0] != "Ada wins 2 points." && got[0] != "Ada wins 3 points." {
			t.Errorf("%q: the round reads %q, want Ada's win", lang, got)
		}
	}
}
