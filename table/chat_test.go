package table_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"evergreen/store/memstore"
	"evergreen/table"
)

// TestChat: seated players talk, spectators read; messages are cleaned
// of control and bidirectional characters and capped in size; a seat
// talking too fast is slowed, a muted seat is silent; lines are stored
// and come back after a restart.
func TestChat(t *testing.T) {
	ctx := context.Background()
	clock := table.NewManualClock(start)
	st := memstore.New()
	r := clocked(t, st, clock)
	tb, host, player := onlinePair(t, r, table.ClockConfig{})
	spec, err := tb.Subscribe(ctx, "", -1, "")
	if err != nil {
		t.Fatal(err)
	}
	<-spec.C

	line, err := tb.Say(ctx, player, 1, table.ChatText, "  <b>hi</b>\u202e olleh\x00\n all ")
	if err != nil {
		t.Fatal(err)
	}
	if line.Text != "<b>hi</b> olleh  all" || line.N != 1 || line.Seat != 1 {
		t.Fatalf("stored line %+v", line)
	}
	up := <-spec.C
	if up.Type != "chat" || len(up.Chat) != 1 || up.Chat[0] != line || up.View != nil {
		t.Fatalf("the spectator heard %+v", up)
	}
	for _, bad := range []struct {
		token      string
		seat       int
		kind, text string
		want       error
	}{
		{"", -1, table.ChatText, "hello", table.ErrForbidden},    // spectators read only
		{player, 0, table.ChatText, "hello", table.ErrForbidden}, // not the player's seat
		{player, 1, table.ChatText, " \u200f\t", table.ErrBadRequest},
		{player, 1, table.ChatText, strings.Repeat("é", table.MaxChatRunes+1), table.ErrBadRequest},
		{player, 1, table.ChatText, "\xff", table.ErrBadRequest},
		{player, 1, table.ChatReaction, "<script>", table.ErrBadRequest},
		{player, 1, "shout", "hi", table.ErrBadRequest},
	} {
		if _, err := tb.Say(ctx, bad.token, bad.seat, bad.kind, bad.text); !errors.Is(err, bad.want) {
			t.Errorf("Say(seat %d, %s %q) = %v, want %v", bad.seat, bad.kind, bad.text, err, bad.want)
		}
	}
	if _, err := tb.Say(ctx, player, 1, table.ChatText, strings.Repeat("é", table.MaxChatRunes)); err != nil {
		t.Fatalf("a message of exactly the cap: %v", err)
	}
	// The rate limit: a burst, then one every ChatEvery (on the table's
	// clock).
	sent := 2 // the lines above
	for sent < table.ChatBurst+5 {
		if _, err := tb.Say(ctx, player, 1, table.ChatReaction, "gg"); err != nil {
			if !errors.Is(err, table.ErrTooFast) {
				t.Fatal(err)
			}
			break
		}
		sent++
	}
	if sent != table.ChatBurst {
		t.Fatalf("talked %d times before being slowed, want %d", sent, table.ChatBurst)
	}
	clock.Advance(table.ChatEvery)
	if _, err := tb.Say(ctx, player, 1, table.ChatReaction, "thanks"); err != nil {
		t.Fatalf("after waiting: %v", err)
	}
	// The host mutes seat 1; the host's own seats still talk.
	if err := tb.Mute(ctx, player, 1, true); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a player muted: %v", err)
	}
	if err := tb.Mute(ctx, host, 0, true); !errors.Is(err, table.ErrBadRequest) {
		t.Fatalf("the host muted their own seat: %v", err)
	}
	if err := tb.Mute(ctx, host, 1, true); err != nil {
		t.Fatal(err)
	}
	clock.Advance(time.Hour)
	if _, err := tb.Say(ctx, player, 1, table.ChatText, "hello?"); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a muted seat talked: %v", err)
	}
	if _, err := tb.Say(ctx, host, 0, table.ChatText, "quiet, please"); err != nil {
		t.Fatal(err)
	}
	if in, _ := tb.Info(ctx, ""); !in.Seats[1].Muted {
		t.Fatal("seat 1 does not show muted")
	}
	want, _ := tb.ChatLog(ctx)
	if len(want) != table.ChatBurst+2 { // the burst, one after waiting, the host's
		t.Fatalf("%d lines, want %d", len(want), table.ChatBurst+2)
	}
	// Stored with the table: a restarted server has the same chat.
	r.Close()
	r2 := clocked(t, st, clock)
	tb2, err := r2.Get(ctx, tb.Code())
	if err != nil {
		t.Fatal(err)
	}
	got, _ := tb2.ChatLog(ctx)
	if len(got) != len(want) {
		t.Fatalf("after a restart: %d lines, want %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("line %d after a restart: %+v, want %+v", i, got[i], want[i])
		}
	}
	// A new subscriber gets the whole chat with its first update.
	sub, err := tb2.Subscribe(ctx, player, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	if first := <-sub.C; len(first.Chat) != len(want) {
		t.Fatalf("first update has %d lines, want %d", len(first.Chat), len(want))
	}
}
