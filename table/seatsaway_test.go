package table_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"evergreen/store/memstore"
	"evergreen/table"
)

// onlinePair opens a Highest Unique table with a hot-seat seat 0 and an
// online seat 1 claimed by a player, and starts it.
func onlinePair(t *testing.T, r *table.Registry, clock table.ClockConfig) (*table.Table, string, string) {
	t.Helper()
	ctx := context.Background()
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Local, table.Online), RulesPatch: []byte(`{"rounds":20}`), Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	player, err := tb.Claim(ctx, "", 1, "Bea")
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Start(ctx, host); err != nil {
		t.Fatal(err)
	}
	return tb, host, player
}

// TestPresence: a seat is here while a connection holding it is open,
// and says since when; spectators are counted; a player arriving or
// leaving is news for the others.
func TestPresence(t *testing.T) {
	ctx := context.Background()
	clock := table.NewManualClock(start)
	r := clocked(t, memstore.New(), clock)
	tb, host, player := onlinePair(t, r, table.ClockConfig{})
	in, _ := tb.Info(ctx, host)
	if in.Seats[0].Presence != table.Away || in.Seats[1].Presence != table.Away || in.Spectators != 0 {
		t.Fatalf("nobody connected: %+v, %d spectators", in.Seats, in.Spectators)
	}
	hostSub, err := tb.Subscribe(ctx, host, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	<-hostSub.C
	clock.Advance(time.Minute)
	sub, err := tb.Subscribe(ctx, player, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	first := <-sub.C
	if p := first.Table.Seats[1]; p.Presence != table.Here || p.Since == nil || !p.Since.Equal(start.Add(time.Minute)) {
		t.Fatalf("the player's own first update: %+v", p)
	}
	// The host hears of it.
	news := <-hostSub.C
	if news.Table.Seats[1].Presence != table.Here || news.Table.Seats[0].Presence != table.Here {
		t.Fatalf("the host's news: %+v", news.Table.Seats)
	}
	// Spectators are counted, and cost no broadcast.
	spec, err := tb.Subscribe(ctx, "", -1, "")
	if err != nil {
		t.Fatal(err)
	}
	<-spec.C
	if in, _ := tb.Info(ctx, host); in.Spectators != 1 {
		t.Fatalf("%d spectators, want 1", in.Spectators)
	}
	select {
	case up := <-hostSub.C:
		t.Fatalf("a spectator arriving was broadcast: %+v", up.Table.Seats)
	default:
	}
	clock.Advance(time.Minute)
	tb.Unsubscribe(sub)
	news = <-hostSub.C
	if p := news.Table.Seats[1]; p.Presence != table.Away || !p.Since.Equal(start.Add(2*time.Minute)) {
		t.Fatalf("after the player left: %+v", p)
	}
}

// TestHostHandsAwaySeatToBot: the host may have a bot play an online
// seat whose player is away, or reopen it for someone else; never a
// seat whose player is here. A newcomer then claims the reopened seat
// during play, and the old token controls it no more.
func TestHostHandsAwaySeatToBot(t *testing.T) {
	ctx := context.Background()
	r := clocked(t, memstore.New(), table.NewManualClock(start))
	tb, host, player := onlinePair(t, r, table.ClockConfig{})
	if err := tb.HandToBot(ctx, player, 1, "random"); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a player handed a seat over: %v", err)
	}
	sub, err := tb.Subscribe(ctx, player, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.HandToBot(ctx, host, 1, "random"); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("the host handed over the seat of a player who is here: %v", err)
	}
	tb.Unsubscribe(sub)
	if err := tb.HandToBot(ctx, host, 0, "random"); !errors.Is(err, table.ErrBadRequest) {
		t.Fatalf("handed over a hot-seat seat: %v", err)
	}
	if err := tb.HandToBot(ctx, host, 1, "random"); err != nil {
		t.Fatal(err)
	}
	// The bot picks for seat 1 as soon as it has a decision.
	in, _ := tb.Info(ctx, host)
	if in.Seats[1].Standin != "random" {
		t.Fatalf("seat 1: %+v", in.Seats[1])
	}
	if _, err := tb.Move(ctx, host, 0, pick(1), in.Seq); err != nil {
		t.Fatal(err)
	}
	await(t, tb, host, "the stand-in's pick", func(in table.Info) bool { return in.Seq >= 2 })

	// Reopened: the old token no longer holds it, a newcomer claims it.
	if err := tb.Reopen(ctx, host, 1, ""); err != nil {
		t.Fatal(err)
	}
	if in, _ := tb.Info(ctx, player); len(in.You) != 0 || in.Seats[1].Claimed || in.Seats[1].Standin == "" {
		t.Fatalf("after reopening: you %v, seat %+v", in.You, in.Seats[1])
	}
	if err := tb.TakeBack(ctx, player, 1); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("the old player took a reopened seat back: %v", err)
	}
	newcomer, err := tb.Claim(ctx, "", 1, "Cy")
	if err != nil {
		t.Fatalf("claiming a reopened seat during play: %v", err)
	}
	in, _ = tb.Info(ctx, newcomer)
	if len(in.You) != 1 || in.You[0] != 1 || in.Seats[1].Standin != "" || in.Seats[1].Name != "Cy" {
		t.Fatalf("the newcomer's seat: you %v, %+v", in.You, in.Seats[1])
	}
	if _, err := tb.Claim(ctx, "", 1, "Dee"); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a taken seat was claimed again: %v", err)
	}
}

// TestRematchKeepsSeats: a rematch keeps each online seat for the
// player who held it: a spectator cannot take it, the player takes it
// with the token they had; after RematchHold it is open to anyone.
func TestRematchKeepsSeats(t *testing.T) {
	ctx := context.Background()
	clock := table.NewManualClock(start)
	r := clocked(t, memstore.New(), clock)
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Local, table.Online, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	p1, _ := tb.Claim(ctx, "", 1, "Bea")
	p2, _ := tb.Claim(ctx, "", 2, "Cy")
	if err := tb.Start(ctx, host); err != nil {
		t.Fatal(err)
	}
	if _, _, err := r.JoinRematch(ctx, tb, p1); !errors.Is(err, table.ErrBadRequest) {
		t.Fatalf("joined a rematch nobody called: %v", err)
	}
	code, err := tb.Rematch(ctx, host)
	if err != nil {
		t.Fatal(err)
	}
	nt, err := r.Get(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	in, _ := nt.Info(ctx, "")
	if in.Seats[1].ReservedUntil == nil || !in.Seats[1].ReservedUntil.Equal(start.Add(table.RematchHold)) || in.Seats[1].Name != "Bea" {
		t.Fatalf("the rematch's seat 1: %+v", in.Seats[1])
	}
	// A spectator, or the other player, cannot take seat 1 first.
	if _, err := nt.Claim(ctx, "", 1, "Eve"); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a spectator took a kept seat: %v", err)
	}
	if _, err := nt.Claim(ctx, p2, 1, ""); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("another player took a kept seat: %v", err)
	}
	if _, _, err := r.JoinRematch(ctx, tb, table.NewToken()); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a stranger joined the rematch: %v", err)
	}
	got, seatsTaken, err := r.JoinRematch(ctx, tb, p1)
	if err != nil || got != code || len(seatsTaken) != 1 || seatsTaken[0] != 1 {
		t.Fatalf("JoinRematch: %q %v %v", got, seatsTaken, err)
	}
	if in, _ := nt.Info(ctx, p1); len(in.You) != 1 || in.You[0] != 1 || in.Seats[1].Name != "Bea" {
		t.Fatalf("the player at the rematch: you %v, %+v", in.You, in.Seats[1])
	}
	// Seat 2's hold lapses: anyone may take it, under their own name.
	clock.Advance(table.RematchHold)
	eve, err := nt.Claim(ctx, "", 2, "")
	if err != nil {
		t.Fatalf("claiming after the hold: %v", err)
	}
	if in, _ := nt.Info(ctx, eve); len(in.You) != 1 || in.You[0] != 2 || in.Seats[2].Name != "" || in.Seats[2].ReservedUntil != nil {
		t.Fatalf("after the hold: you %v, %+v", in.You, in.Seats[2])
	}
}

// TestReopenInTheLobby: a player who claimed a seat and left before the
// start does not hold the table up: the host reopens the seat.
func TestReopenInTheLobby(t *testing.T) {
	ctx := context.Background()
	r := clocked(t, memstore.New(), table.NewManualClock(start))
	tb, host, err := r.Create(ctx, table.Config{Game: "highest", Seats: seats(table.Local, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Reopen(ctx, host, 1, ""); !errors.Is(err, table.ErrBadRequest) {
		t.Fatalf("reopened a seat nobody held: %v", err)
	}
	player, _ := tb.Claim(ctx, "", 1, "Bea")
	if err := tb.HandToBot(ctx, host, 1, "random"); !errors.Is(err, table.ErrBadRequest) {
		t.Fatalf("a stand-in in the lobby: %v", err)
	}
	if err := tb.Reopen(ctx, host, 1, ""); err != nil {
		t.Fatal(err)
	}
	if in, _ := tb.Info(ctx, player); len(in.You) != 0 || in.Seats[1].Claimed || in.Seats[1].Standin != "" || in.Seats[1].Name != "" {
		t.Fatalf("after reopening in the lobby: you %v, %+v", in.You, in.Seats[1])
	}
	if err := tb.FillBots(ctx, host, 1, "random"); err != nil {
		t.Fatal(err)
	}
	if err := tb.Start(ctx, host); err != nil {
		t.Fatal(err)
	}
}
