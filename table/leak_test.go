package table_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"evergreen/games/nobles"
	"evergreen/store/memstore"
	"evergreen/table"
)

// TestLeakOverManyGames plays 1,000 random games at live tables with a
// subscriber on every seat and on the spectator's chair, and checks every
// payload each one receives (as the JSON the server would send): no other
// House's Gem total before the Gala, no other seat's private event value,
// no deck order, no seed or generator state.
func TestLeakOverManyGames(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	ctx := context.Background()
	r := registry(t, memstore.New())
	shared := `{"turn_counting":"shared"}`
	for g := range games {
		n := 2 + g%3
		kinds := make([]string, n)
		for i := range kinds {
			kinds[i] = table.Local
		}
		tb, host, err := r.Create(ctx, table.Config{Seed: uint64(g + 1), Seats: seats(kinds...), RulesPatch: []byte(shared), BotDelayMs: 0})
		if err != nil {
			t.Fatal(err)
		}
		subs := make([]*table.Sub, n+1)
		for i := -1; i < n; i++ {
			if subs[i+1], err = tb.Subscribe(ctx, host, i, ""); err != nil {
				t.Fatal(err)
			}
		}
		check := func(sub *table.Sub, viewer int) {
			for {
				select {
				case up, ok := <-sub.C:
					if !ok {
						t.Fatalf("game %d: viewer %d was dropped", g, viewer)
					}
					checkLeak(t, g, viewer, up)
				default:
					return
				}
			}
		}
		rng := newRand(uint64(g))
		for {
			up, _ := tb.View(ctx, host, -1, 1<<62, "")
			v := up.View.(*nobles.View)
			for i, sub := range subs {
				check(sub, i-1)
			}
			if v.Ended {
				break
			}
			d := v.Pending[0]
			if _, err := tb.Move(ctx, host, int(d.Seat), d.Moves[rng.IntN(len(d.Moves))], up.Seq); err != nil {
				t.Fatal(err)
			}
		}
		for _, sub := range subs {
			tb.Unsubscribe(sub)
		}
	}
}

func checkLeak(t *testing.T, g, viewer int, up *table.Update) {
	t.Helper()
	// The seed is revealed in the table's Deal once the game is over,
	// and nowhere else ever.
	if d := up.Table.Deal; (d.Seed != "" || d.Salt != "") && up.Table.Status != table.Ended {
		t.Fatalf("game %d: viewer %d received the seed before the end: %+v", g, viewer, d)
	}
	cut := *up
	cut.Table.Deal = table.Deal{}
	raw, _ := json.Marshal(&cut)
	for _, secret := range []string{`"rng"`, `"seed"`, `"draw":[`, `"discard":[`, `"token`, `"host_token`} {
		if bytes.Contains(raw, []byte(secret)) {
			t.Fatalf("game %d: viewer %d received %s", g, viewer, secret)
		}
	}
	for _, e := range up.Log {
		if e.Private != 0 && int(e.Seat) != viewer {
			t.Fatalf("game %d: viewer %d received seat %d's private %s value", g, viewer, e.Seat, e.Type)
		}
	}
	v, ok := up.View.(*nobles.View)
	if !ok || v.Ended {
		return
	}
	for _, h := range v.Houses {
		if h.Gems != nil && h.Seat != viewer {
			t.Fatalf("game %d: viewer %d received seat %d's Gems (%d)", g, viewer, h.Seat, *h.Gems)
		}
	}
	if viewer >= 0 {
		if h := v.Houses[viewer]; h.Gems == nil {
			t.Fatalf("game %d: seat %d does not see its own Gems", g, viewer)
		}
	}
}
