package table_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/table"
)

// start is where the manual clocks of these tests stand at first.
var start = time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)

func clocked(t *testing.T, st store.Store, c table.Clock) *table.Registry {
	r := table.NewRegistry(st, quiet(), hosted(), table.WithClock(c))
	t.Cleanup(r.Close)
	return r
}

// await polls tb's public description until ok holds; the bound only
// stops a hung test (nothing here measures time).
func await(t *testing.T, tb *table.Table, token, what string, ok func(table.Info) bool) table.Info {
	t.Helper()
	for i := 0; ; i++ {
		in, err := tb.Info(context.Background(), token)
		if err != nil {
			t.Fatal(err)
		}
		if ok(in) {
			return in
		}
		if i > 20000 {
			t.Fatalf("%s never happened: %+v", what, in)
		}
		time.Sleep(time.Millisecond)
	}
}

func due(in table.Info, seat int) time.Time {
	if d := in.Seats[seat].Due; d != nil {
		return *d
	}
	return time.Time{}
}

// TestClockRunsOut: at a live table of Highest Unique, where both seats
// pick at once, each picking seat has its own deadline; when time runs
// out the clock's bot picks for the seat through the ordinary move path
// (the move is in the log under that seat) and the miss is counted.
func TestClockRunsOut(t *testing.T) {
	ctx := context.Background()
	clock := table.NewManualClock(start)
	st := memstore.New()
	r := clocked(t, st, clock)
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 4, Seats: seats(table.Local, table.Local),
		Clock: table.ClockConfig{Kind: table.ClockLive}})
	if err != nil {
		t.Fatal(err)
	}
	in, _ := tb.Info(ctx, host)
	if in.Clock == nil || in.Clock.Kind != table.ClockLive || in.Clock.Seconds != table.LiveSeconds || in.Clock.Bot == "" || in.Clock.Misses != table.DefaultMisses {
		t.Fatalf("clock %+v, want the live defaults", in.Clock)
	}
	want := start.Add(table.LiveSeconds * time.Second)
	if !due(in, 0).Equal(want) || !due(in, 1).Equal(want) {
		t.Fatalf("deadlines %v %v, want both %v", due(in, 0), due(in, 1), want)
	}
	// Seat 0 picks in time; its next decision waits for seat 1.
	if _, err := tb.Move(ctx, host, 0, pick(1), 0); err != nil {
		t.Fatal(err)
	}
	in, _ = tb.Info(ctx, host)
	if in.Seats[0].Due != nil || !due(in, 1).Equal(want) {
		t.Fatalf("after seat 0 picked: deadlines %v %v", in.Seats[0].Due, in.Seats[1].Due)
	}
	clock.Advance(table.LiveSeconds*time.Second - time.Second)
	if in, _ := tb.Info(ctx, host); in.Seq != 1 || in.Seats[1].Missed != 0 {
		t.Fatalf("a second before the deadline: seq %d, missed %d", in.Seq, in.Seats[1].Missed)
	}
	clock.Advance(time.Second)
	in = await(t, tb, host, "the bot's pick for seat 1", func(in table.Info) bool { return in.Seq >= 2 })
	if in.Seats[1].Missed != 1 || in.Seats[0].Missed != 0 || in.Seats[1].Standin != "" {
		t.Fatalf("after the deadline: %+v", in.Seats)
	}
	moves, err := st.Moves(ctx, tb.Code(), 0)
	if err != nil || len(moves) < 2 || moves[1].Seat != 1 {
		t.Fatalf("the log: %+v %v, want seat 1's move second", moves, err)
	}
	// A new round: both seats timed afresh from now.
	want = clock.Now().Add(table.LiveSeconds * time.Second)
	if !due(in, 0).Equal(want) || !due(in, 1).Equal(want) {
		t.Fatalf("new round's deadlines %v %v, want %v", due(in, 0), due(in, 1), want)
	}
	// Seat 1 plays its own pick: its run of misses ends.
	if _, err := tb.Move(ctx, host, 1, pick(2), in.Seq); err != nil {
		t.Fatal(err)
	}
	if in, _ := tb.Info(ctx, host); in.Seats[1].Missed != 0 {
		t.Fatalf("missed %d after the player's own move, want 0", in.Seats[1].Missed)
	}
}

// TestMissesHandTheSeatToABot: after Misses decisions in a row run out,
// the bot keeps the seat (no more deadlines for it) until its owner
// takes it back with their token, when the clock runs for them again.
// The bots' pause runs on the manual clock, so no bot moves until the
// test moves the clock: the game cannot end before the seat is taken
// back, whatever the machine's speed.
func TestMissesHandTheSeatToABot(t *testing.T) {
	ctx := context.Background()
	clock := table.NewManualClock(start)
	r := clocked(t, memstore.New(), clock)
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seed: 5, Seats: seats(table.Local, table.Bot), RulesPatch: []byte(`{"rounds":20}`),
		BotDelayMs: 1000, Clock: table.ClockConfig{Kind: table.ClockLive, Seconds: 30, Misses: 2, Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	for miss := 1; miss <= 2; miss++ {
		botsPlay(t, clock, tb, host, "seat 0's deadline", func(in table.Info) bool { return in.Seats[0].Due != nil })
		clock.Advance(30 * time.Second)
		await(t, tb, host, "the miss", func(in table.Info) bool { return in.Seats[0].Missed == miss })
	}
	in := await(t, tb, host, "the stand-in", func(in table.Info) bool { return in.Seats[0].Standin == "random" })
	if in.Status != table.Playing {
		t.Fatalf("the game is %s when the seat is handed over", in.Status)
	}
	// Every seat reads that the clock handed the seat over, once.
	up, err := tb.View(ctx, host, 0, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := notices(up.Log); len(got) != 1 || got[0] != "clock:1:"+in.Seats[0].Name {
		t.Fatalf("the clock's hand-over in the log: notices %v, want one clock:1:%s", got, in.Seats[0].Name)
	}
	// The bot plays on for seat 0 with no clock at all.
	seq := in.Seq
	in = botsPlay(t, clock, tb, host, "the stand-in's moves", func(in table.Info) bool { return in.Seq >= seq+2 })
	if in.Seats[0].Due != nil {
		t.Fatalf("a seat a bot plays has a deadline: %v", in.Seats[0].Due)
	}
	if err := tb.TakeBack(ctx, table.NewToken(), 0); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a stranger took the seat back: %v", err)
	}
	if err := tb.TakeBack(ctx, host, 0); err != nil {
		t.Fatal(err)
	}
	in, _ = tb.Info(ctx, host)
	if in.Status != table.Playing || in.Seats[0].Standin != "" || in.Seats[0].Missed != 0 {
		t.Fatalf("after taking it back: %s %+v", in.Status, in.Seats[0])
	}
	botsPlay(t, clock, tb, host, "the owner's deadline", func(in table.Info) bool { return in.Seats[0].Due != nil })
}

// botsPlay lets the bots of tb move one pause at a time until ok holds:
// whenever something waits on clock, the clock moves a second (a bot's
// pause, never a 30-second deadline) and the test waits for the move it
// let through. So at most one move per seat is played past the one
// that made ok hold.
func botsPlay(t *testing.T, clock *table.ManualClock, tb *table.Table, token, what string, ok func(table.Info) bool) table.Info {
	t.Helper()
	for range 200 {
		in := await(t, tb, token, what, func(table.Info) bool { return true })
		if ok(in) {
			return in
		}
		// Wait for a bot's pause to be on the clock, then end it.
		await(t, tb, token, "a bot waiting on the clock", func(table.Info) bool { return clock.Waiting() > 0 })
		clock.Advance(time.Second)
		await(t, tb, token, "the bot's move", func(now table.Info) bool { return now.Seq > in.Seq || ok(now) })
	}
	t.Fatalf("%s never happened in 200 bot moves", what)
	return table.Info{}
}

// TestDeadlineSurvivesRestart: a deadline is in the store. A server
// that starts before it runs out keeps it (no one gains time by a
// restart); one that starts after fires it on loading, without anyone
// visiting the table (WakeDue).
func TestDeadlineSurvivesRestart(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	first := table.NewRegistry(st, quiet(), hosted(), table.WithClock(table.NewManualClock(start)))
	tb, host, err := first.Create(ctx, table.Config{Game: "highest", Seed: 6, Seats: seats(table.Local, table.Local),
		Clock: table.ClockConfig{Kind: table.ClockRelaxed}})
	if err != nil {
		t.Fatal(err)
	}
	code := tb.Code()
	want := start.Add(table.RelaxedSeconds * time.Second)
	if in, _ := tb.Info(ctx, host); !due(in, 0).Equal(want) {
		t.Fatalf("deadline %v, want %v", due(in, 0), want)
	}
	if rec, _ := st.Table(ctx, code); !rec.Due.Equal(want) {
		t.Fatalf("stored deadline %v, want %v", rec.Due, want)
	}
	first.Close()

	// Restarted an hour later: the same deadline.
	clock := table.NewManualClock(start.Add(time.Hour))
	second := clocked(t, st, clock)
	if n := second.WakeDue(ctx, time.Minute); n != 0 {
		t.Fatalf("woke %d tables a day early", n)
	}
	tb2, err := second.Get(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	if in, _ := tb2.Info(ctx, host); !due(in, 0).Equal(want) || in.Seq != 0 {
		t.Fatalf("after a restart: deadline %v seq %d, want %v and 0", due(in, 0), in.Seq, want)
	}
	second.Close()

	// Restarted after the deadline: it fires once the table is loaded,
	// by the watch, for both seats.
	third := clocked(t, st, table.NewManualClock(want.Add(time.Minute)))
	if n := third.WakeDue(ctx, time.Minute); n != 1 {
		t.Fatalf("woke %d tables, want 1", n)
	}
	tb3, err := third.Get(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	in := await(t, tb3, host, "the bots' picks after the restart", func(in table.Info) bool { return in.Seq >= 2 })
	if in.Seats[0].Missed != 1 || in.Seats[1].Missed != 1 {
		t.Fatalf("misses %d %d, want 1 each", in.Seats[0].Missed, in.Seats[1].Missed)
	}
}

func TestClockConfigErrors(t *testing.T) {
	ctx := context.Background()
	r := clocked(t, memstore.New(), table.NewManualClock(start))
	for _, c := range []table.ClockConfig{
		{Kind: "blitz"},
		{Kind: table.ClockLive, Seconds: 1},
		{Kind: table.ClockRelaxed, Seconds: table.MaxSeconds + 1},
		{Kind: table.ClockLive, Bot: "nobody"},
		{Kind: table.ClockLive, Misses: -1},
	} {
		if _, _, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Local, table.Local), Clock: c}); !errors.Is(err, table.ErrBadRequest) {
			t.Errorf("clock %+v: %v, want ErrBadRequest", c, err)
		}
	}
	// No clock: no deadlines.
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Local, table.Local), Clock: table.ClockConfig{Kind: table.ClockNone}})
	if err != nil {
		t.Fatal(err)
	}
	if in, _ := tb.Info(ctx, host); in.Clock != nil || in.Seats[0].Due != nil {
		t.Fatalf("a table without a clock: %+v %+v", in.Clock, in.Seats[0])
	}
}
