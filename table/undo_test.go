package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"evergreen/engine"
	"evergreen/store/memstore"
	"evergreen/store/sqlite"
	"evergreen/table"
)

// TestUndoHotSeat: at a hot-seat table of Highest Unique, the host takes
// picks back one at a time, any seat's, back to the round's reveal; each
// is an entry of its own in the log and an "undo" event everyone sees;
// the reveal is final.
func TestUndoHotSeat(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	r := registry(t, st)
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 3, Seats: seats(table.Local, table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	move := func(seat, k int, seq int64) int64 {
		t.Helper()
		n, err := tb.Move(ctx, host, seat, pick(k), seq)
		if err != nil {
			t.Fatalf("seat %d picks %d: %v", seat, k, err)
		}
		return n
	}
	if up, _ := tb.View(ctx, host, 0, 0, ""); up.Undo {
		t.Fatal("undo offered before any move")
	}
	if _, err := tb.Undo(ctx, host, 0, 0); !errors.Is(err, table.ErrNoUndo) {
		t.Fatalf("undo before any move: %v", err)
	}
	seq := move(0, 5, 0)
	seq = move(1, 4, seq)
	if up, _ := tb.View(ctx, host, 2, 0, ""); !up.Undo {
		t.Fatal("undo not offered after two picks")
	}
	if _, err := tb.Undo(ctx, host, 2, seq-1); !errors.Is(err, table.ErrStale) {
		t.Fatalf("undo against an old number: %v", err)
	}
	seq, err = tb.Undo(ctx, host, 2, seq) // takes back seat 1's pick
	if err != nil || seq != 3 {
		t.Fatalf("first undo: %d %v", seq, err)
	}
	up, _ := tb.View(ctx, host, 1, seq-1, "")
	if len(up.Moves) == 0 || len(up.Log) != 1 || up.Log[0].Event != (engine.Event{Type: engine.EventUndo, Seat: 1, Amount: 2}) {
		t.Fatalf("after undo: seat 1 may %v, log %+v", up.Moves, up.Log)
	}
	if _, err := tb.Move(ctx, host, 1, pick(4), 2); !errors.Is(err, table.ErrStale) {
		t.Fatalf("a pick against the number before the undo: %v", err)
	}
	// Every decision opens anew at an undo, even one it left unchanged.
	if _, err := tb.Move(ctx, host, 2, pick(1), 2); !errors.Is(err, table.ErrStale) {
		t.Fatalf("seat 2's pick against the number before the undo: %v", err)
	}
	seq, err = tb.Undo(ctx, host, 1, seq) // takes back seat 0's pick
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Undo(ctx, host, 1, seq); !errors.Is(err, table.ErrNoUndo) {
		t.Fatalf("undo with nothing left: %v", err)
	}
	seq = move(0, 2, seq)
	seq = move(1, 3, seq)
	seq = move(2, 4, seq) // the reveal
	if _, err := tb.Undo(ctx, host, 2, seq); !errors.Is(err, table.ErrNoUndo) {
		t.Fatalf("undo of the reveal: %v", err)
	}
	seq = move(0, 1, seq)
	live, _ := tb.View(ctx, host, 0, 0, "")

	// The log holds every pick and undo; a reload replays it exactly.
	moves, _ := st.Moves(ctx, tb.Code(), 0)
	if len(moves) != 8 || len(table.Kept(moves)) != 4 {
		t.Fatalf("log of %d entries, %d kept", len(moves), len(table.Kept(moves)))
	}
	if n := r.Sweep(time.Nanosecond); n != 1 {
		t.Fatalf("unloaded %d tables", n)
	}
	again, err := tb.View(ctx, host, 0, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(live.View)
	b, _ := json.Marshal(again.View)
	if again.Seq != seq || string(a) != string(b) || len(again.Log) != len(live.Log) || again.Undo != live.Undo || !again.Undo {
		t.Fatalf("after reload: seq %d (want %d), view %s (want %s), undo %v", again.Seq, seq, b, a, again.Undo)
	}
	if _, err := tb.Undo(ctx, host, 0, seq); err != nil {
		t.Fatalf("undo after reload: %v", err)
	}
}

// TestUndoOnline: a player takes back only their own latest move, and
// not once another seat has moved; the game's reveal is final; a game
// that has not said what reveals (Nobles) offers no undo.
func TestUndoOnline(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Online, table.Online, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	tok := make([]string, 3)
	for i := range tok {
		if tok[i], err = tb.Claim(ctx, "", i, ""); err != nil {
			t.Fatal(err)
		}
	}
	if err := tb.Start(ctx, host); err != nil {
		t.Fatal(err)
	}
	seq, err := tb.Move(ctx, tok[0], 0, pick(3), 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Undo(ctx, tok[1], 0, seq); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("seat 1 undoing for seat 0: %v", err)
	}
	if up, _ := tb.View(ctx, tok[1], 1, 0, ""); up.Undo {
		t.Fatal("seat 1 offered undo of seat 0's pick")
	}
	if seq, err = tb.Move(ctx, tok[1], 1, pick(2), seq); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Undo(ctx, tok[0], 0, seq); !errors.Is(err, table.ErrNoUndo) {
		t.Fatalf("seat 0 undoing after seat 1 moved: %v", err)
	}
	if seq, err = tb.Undo(ctx, tok[1], 1, seq); err != nil {
		t.Fatalf("seat 1 undoing its own pick: %v", err)
	}
	if _, err = tb.Undo(ctx, tok[0], 0, seq); err != nil {
		t.Fatalf("seat 0 undoing its pick, now the latest: %v", err)
	}

	nb, nhost, err := r.Create(ctx, table.Config{Seed: 5, Seats: seats(table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	up, _ := nb.View(ctx, nhost, 0, 0, "")
	for _, w := range up.Waiting {
		vu, _ := nb.View(ctx, nhost, w.Seat, 0, "")
		if len(vu.Moves) == 0 {
			continue
		}
		n, err := nb.Move(ctx, nhost, w.Seat, vu.Moves[0], vu.Seq)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := nb.Undo(ctx, nhost, w.Seat, n); !errors.Is(err, table.ErrNoUndo) {
			t.Fatalf("undo in a game that offers none: %v", err)
		}
		break
	}
}

// TestUndoSolo: at a table with a bot and no online seat, an undo takes
// back the bots' moves after the player's latest move with it.
func TestUndoSolo(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	// The bot's pause waits on a manual clock, so the player picks first
	// and the bot after, whatever the machine's load.
	clock := table.NewManualClock(start)
	r := table.NewRegistry(st, quiet(), hosted(), table.WithClock(clock))
	t.Cleanup(r.Close)
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 7, BotDelayMs: 1000, Seats: seats(table.Local, table.Bot, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Move(ctx, host, 0, pick(2), 0); err != nil {
		t.Fatal(err)
	}
	botsPlay(t, clock, tb, host, "the bot's pick", func(in table.Info) bool { return in.Seq == 2 })
	seq, err := tb.Undo(ctx, host, 2, 2)
	if err != nil || seq != 4 {
		t.Fatalf("undo: %d %v, want two entries taken back", seq, err)
	}
	moves, _ := st.Moves(ctx, tb.Code(), 0)
	if len(moves) < 4 || moves[2].Seat != 1 || moves[3].Seat != 0 {
		t.Fatalf("log %+v", moves)
	}
	if up, _ := tb.View(ctx, host, 0, 0, ""); len(up.Moves) == 0 {
		t.Fatal("seat 0 cannot pick again")
	}
}

// TestUndoSurvivesRestart: undo entries stored in SQLite replay after a
// restart to the same position, with the same moves still undoable.
func TestUndoSurvivesRestart(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "tables.db")
	st, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	r := table.NewRegistry(st, quiet(), hosted())
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 2, Seats: seats(table.Local, table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	seq := int64(0)
	for _, step := range []struct {
		seat, pick int
		undo       bool
	}{{0, 1, false}, {1, 2, false}, {0, 0, true}, {1, 5, false}, {2, 0, true}} {
		if step.undo {
			seq, err = tb.Undo(ctx, host, step.seat, seq)
		} else {
			seq, err = tb.Move(ctx, host, step.seat, pick(step.pick), seq)
		}
		if err != nil {
			t.Fatalf("%+v: %v", step, err)
		}
	}
	before, _ := tb.View(ctx, host, 1, 0, "")
	code := tb.Code()
	r.Close()
	st.Close()

	st2, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	r2 := table.NewRegistry(st2, quiet(), hosted())
	defer r2.Close()
	tb2, err := r2.Get(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	after, _ := tb2.View(ctx, host, 1, 0, "")
	game := func(u table.Update) string {
		b, _ := json.Marshal([]any{u.Seq, u.View, u.Waiting, u.Moves, u.Undo, u.Log})
		return string(b)
	}
	a, b := game(before), game(after)
	if a != b || !after.Undo {
		t.Fatalf("after the restart:\n%s\nbefore:\n%s", b, a)
	}
	if _, err := tb2.Undo(ctx, host, 1, seq); err != nil {
		t.Fatalf("the last pick left cannot be taken back after the restart: %v", err)
	}
}
