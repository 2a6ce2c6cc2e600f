package sqlite

import (
	"context"
	"testing"
	"time"

	"evergreen/store"
)

// TestOldSeatsLoad reads a table whose seats were written before a
// seat's set-up was the game's own data, with the Nobles fields "house"
// and "virtue" at the top level: they load as the seat's Setup, with no
// migration, and the platform's fields are kept.
func TestOldSeatsLoad(t *testing.T) {
	ctx := context.Background()
	s, err := Open(":memory:")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	at := time.Date(2025, 5, 5, 5, 5, 5, 0, time.UTC)
	if err := s.CreateTable(ctx, store.Table{Code: "OLD001", Game: "nobles", RulesCode: "rc", Seed: 1, Status: store.StatusPlaying, CreatedAt: at, UpdatedAt: at}); err != nil {
		t.Fatal(err)
	}
	// Exactly what an earlier release wrote (json.Marshal of the old
	// store.Seat).
	old := `[{"seat":0,"kind":"local","name":"Lady Rowena Ashgrove","house":"ashgrove","virtue":"royal-favour","bot":"","claimed":true},` +
		`{"seat":1,"kind":"bot","name":"Sir Aldric Merrow","house":"merrow","virtue":"","bot":"steward","claimed":true},` +
		`{"seat":2,"kind":"online","name":"Ben","house":"stagmere","virtue":"fortunes-eye","bot":"","token_hash":"BwcH","claimed":true}]`
	if _, err := s.db.Exec(`UPDATE tables SET seats = ? WHERE code = 'OLD001'`, old); err != nil {
		t.Fatal(err)
	}
	tb, err := s.Table(ctx, "OLD001")
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ kind, name, bot, setup string }{
		{store.KindLocal, "Lady Rowena Ashgrove", "", `{"house":"ashgrove","virtue":"royal-favour"}`},
		{store.KindBot, "Sir Aldric Merrow", "steward", `{"house":"merrow","virtue":""}`},
		{store.KindOnline, "Ben", "", `{"house":"stagmere","virtue":"fortunes-eye"}`},
	}
	if len(tb.Seats) != len(want) {
		t.Fatalf("%d seats, want %d", len(tb.Seats), len(want))
	}
	for i, w := range want {
		g := tb.Seats[i]
		if g.Seat != i || g.Kind != w.kind || g.Name != w.name || g.Bot != w.bot || !g.Claimed || string(g.Setup) != w.setup {
			t.Errorf("seats[%d] = %+v (setup %s), want %+v", i, g, g.Setup, w)
		}
	}
	if string(tb.Seats[2].TokenHash) != "\x07\x07\x07" {
		t.Errorf("seats[2].token_hash = %x", tb.Seats[2].TokenHash)
	}
	// Saved again, the seat is in the new form and reads the same.
	if err := s.UpdateTable(ctx, tb); err != nil {
		t.Fatal(err)
	}
	var raw string
	if err := s.db.QueryRow(`SELECT seats FROM tables WHERE code = 'OLD001'`).Scan(&raw); err != nil {
		t.Fatal(err)
	}
	again, _ := s.Table(ctx, "OLD001")
	if string(again.Seats[0].Setup) != want[0].setup {
		t.Errorf("after saving again: seats %s", raw)
	}
}
