package table_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"evergreen/store/memstore"
	"evergreen/table"
)

// notices are the notices in a log, as "kind:seat:name".
func notices(log []table.LoggedEvent) []string {
	var out []string
	for _, e := range log {
		if e.Type == table.EventNotice {
			out = append(out, e.Detail+":"+string(rune('0'+int(e.Seat)+1))+":"+e.Ref)
		}
	}
	return out
}

func hasNotice(t *testing.T, up table.Update, want string) {
	t.Helper()
	for _, n := range notices(up.Log) {
		if n == want {
			return
		}
	}
	t.Fatalf("no notice %q in the log; notices: %v", want, notices(up.Log))
}

// TestLeaveTheLobby: a player leaves the lobby; the seat is open again,
// their token holds nothing, everyone's log says so, and once the game
// has begun leaving is refused (concede instead).
func TestLeaveTheLobby(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Local, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	bea, _ := tb.Claim(ctx, "", 1, "Bea")
	if err := tb.Leave(ctx, host, 1); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("the host leaving Bea's seat: %v", err)
	}
	if err := tb.Leave(ctx, bea, 1); err != nil {
		t.Fatal(err)
	}
	in, _ := tb.Info(ctx, bea)
	if len(in.You) != 0 || in.Seats[1].Claimed || in.Seats[1].Name != "" {
		t.Fatalf("after leaving: you %v, seat %+v", in.You, in.Seats[1])
	}
	up, _ := tb.View(ctx, "", -1, 0, "")
	hasNotice(t, up, "leave:2:Bea")
	cleo, _ := tb.Claim(ctx, "", 1, "Cleo")
	if err := tb.Start(ctx, host); err != nil {
		t.Fatal(err)
	}
	if err := tb.Leave(ctx, cleo, 1); !errors.Is(err, table.ErrStarted) {
		t.Fatalf("leaving during play: %v", err)
	}
	// The lobby's notice stays in the log of the game, and after a reload.
	up, _ = tb.View(ctx, "", -1, 0, "")
	hasNotice(t, up, "leave:2:Bea")
}

// TestConcede: a player who concedes leaves their seat to a bot, under
// their name; their token no longer plays it; the others play on; the
// last person's concession ends the table. A restart replays the same.
func TestConcede(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	r := registry(t, st)
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Online, table.Online), RulesPatch: []byte(`{"rounds":20}`)})
	if err != nil {
		t.Fatal(err)
	}
	ada, _ := tb.Claim(ctx, "", 0, "Ada")
	bea, _ := tb.Claim(ctx, "", 1, "Bea")
	if err := tb.Start(ctx, host); err != nil {
		t.Fatal(err)
	}
	if err := tb.Concede(ctx, ada, 1); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("Ada conceding for Bea: %v", err)
	}
	if err := tb.Concede(ctx, bea, 1); err != nil {
		t.Fatal(err)
	}
	in, _ := tb.Info(ctx, bea)
	if len(in.You) != 0 || in.Seats[1].Kind != table.Bot || in.Seats[1].Name != "Bea" || in.Status != table.Playing {
		t.Fatalf("after Bea conceded: you %v, seat %+v, %s", in.You, in.Seats[1], in.Status)
	}
	if _, err := tb.Move(ctx, bea, 1, pick(1), in.Seq); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("Bea moving after conceding: %v", err)
	}
	up, _ := tb.View(ctx, ada, 0, 0, "")
	hasNotice(t, up, "concede:2:Bea")
	if _, err := tb.Move(ctx, ada, 0, pick(2), up.Seq); err != nil {
		t.Fatalf("Ada plays on: %v", err)
	}
	if err := tb.Concede(ctx, ada, 0); err != nil {
		t.Fatal(err)
	}
	in, _ = tb.Info(ctx, "")
	if in.Status != table.Ended {
		t.Fatalf("everyone conceded, yet the table is %s", in.Status)
	}
	live, _ := tb.View(ctx, "", -1, 0, "")
	hasNotice(t, live, "concede:1:Ada")
	if !live.Table.Unfinished {
		t.Fatal("a table everyone conceded does not say its game is unfinished")
	}
	// A new server replays the log to the same place.
	r2 := registry(t, st)
	again, err := r2.Get(ctx, tb.Code())
	if err != nil {
		t.Fatal(err)
	}
	reloaded, _ := again.View(ctx, "", -1, 0, "")
	if reloaded.Seq != live.Seq || len(notices(reloaded.Log)) != len(notices(live.Log)) {
		t.Fatalf("after a restart: seq %d, notices %v; live: seq %d, notices %v", reloaded.Seq, notices(reloaded.Log), live.Seq, notices(live.Log))
	}
}

// TestHostEndsAnEmptyTable: the host may not end a table while a player
// is connected; once everyone else has gone, the host ends it, and it
// says so.
func TestHostEndsAnEmptyTable(t *testing.T) {
	ctx := context.Background()
	r := clocked(t, memstore.New(), table.NewManualClock(start))
	tb, host, player := onlinePair(t, r, table.ClockConfig{})
	if err := tb.End(ctx, player); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a player ending the table: %v", err)
	}
	sub, err := tb.Subscribe(ctx, player, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	<-sub.C
	if in, _ := tb.Info(ctx, host); in.Endable {
		t.Fatal("the table may be ended while Bea is here")
	}
	if err := tb.End(ctx, host); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("ending while Bea is here: %v", err)
	}
	tb.Unsubscribe(sub)
	if in, _ := tb.Info(ctx, host); !in.Endable {
		t.Fatal("the host may not end the table everyone else has left")
	}
	if err := tb.End(ctx, host); err != nil {
		t.Fatal(err)
	}
	up, _ := tb.View(ctx, "", -1, 0, "")
	if up.Table.Status != table.Ended {
		t.Fatalf("the table is %s", up.Table.Status)
	}
	hasNotice(t, up, "end:0:")
}

// TestIdleTablesEnd: a table nobody has played at for longer than the
// limit ends by itself, with a notice; one played at since does not.
func TestIdleTablesEnd(t *testing.T) {
	ctx := context.Background()
	clock := table.NewManualClock(start)
	r := clocked(t, memstore.New(), clock)
	idle, _, _ := onlinePair(t, r, table.ClockConfig{})
	clock.Advance(48 * time.Hour)
	busy, _, bea := onlinePair(t, r, table.ClockConfig{})
	if _, err := busy.Move(ctx, bea, 1, pick(1), 0); err != nil {
		t.Fatal(err)
	}
	clock.Advance(2 * time.Hour)
	if n := r.EndIdle(ctx, 24*time.Hour); n != 1 {
		t.Fatalf("%d tables ended, want 1", n)
	}
	up, _ := idle.View(ctx, "", -1, 0, "")
	if up.Table.Status != table.Ended {
		t.Fatalf("the idle table is %s", up.Table.Status)
	}
	hasNotice(t, up, "idle:0:")
	if in, _ := busy.Info(ctx, ""); in.Status != table.Playing {
		t.Fatalf("the table played at is %s", in.Status)
	}
}

// TestSeatChangesAreNotices: a hand-over to a bot, the player's return,
// a reopened seat and the newcomer who claims it are each a notice all
// seats see; the reopened seat keeps its player's name until taken; a
// newcomer under the old name is marked; a rematch keeps the names.
func TestSeatChangesAreNotices(t *testing.T) {
	ctx := context.Background()
	r := clocked(t, memstore.New(), table.NewManualClock(start))
	tb, host, bea := onlinePair(t, r, table.ClockConfig{})
	if err := tb.HandToBot(ctx, host, 1, "random"); err != nil {
		t.Fatal(err)
	}
	if err := tb.TakeBack(ctx, bea, 1); err != nil {
		t.Fatal(err)
	}
	if err := tb.Reopen(ctx, host, 1, "random"); err != nil {
		t.Fatal(err)
	}
	if in, _ := tb.Info(ctx, host); in.Seats[1].Name != "Bea" || in.Seats[1].Claimed {
		t.Fatalf("the reopened seat: %+v", in.Seats[1])
	}
	if _, err := tb.Claim(ctx, "", 1, "Bea"); err != nil {
		t.Fatal(err)
	}
	up, _ := tb.View(ctx, host, 0, 0, "")
	for _, n := range []string{"hand:2:Bea", "return:2:Bea", "reopen:2:Bea", "claim:2:Bea"} {
		hasNotice(t, up, n)
	}
	if !up.Table.Seats[1].Reused {
		t.Fatalf("a newcomer under the old player's name is not marked: %+v", up.Table.Seats[1])
	}
	if err := tb.End(ctx, host); err != nil {
		t.Fatal(err)
	}
	code, err := tb.Rematch(ctx, host)
	if err != nil {
		t.Fatal(err)
	}
	next, _ := r.Get(ctx, code)
	if in, _ := next.Info(ctx, host); in.Seats[1].Name != "Bea" {
		t.Fatalf("the rematch's seat 2: %+v", in.Seats[1])
	}
}
