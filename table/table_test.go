package table_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesgame"
	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/store/sqlite"
	"evergreen/table"
)

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// hosted is what the tests host: Nobles, the default, and Highest
// Unique, a game of simultaneous decisions.
func hosted() game.List { return game.MustList(noblesgame.New(), highest.New()) }

func registry(t *testing.T, st store.Store) *table.Registry {
	r := table.NewRegistry(st, quiet(), hosted())
	t.Cleanup(r.Close)
	return r
}

func seats(kinds ...string) []table.SeatConfig {
	out := make([]table.SeatConfig, len(kinds))
	for i, k := range kinds {
		out[i] = table.SeatConfig{Kind: k}
		if k == table.Bot {
			out[i].Bot = "random"
		}
	}
	return out
}

// playLocal makes random legal moves for the local seats until the game
// ends or limit moves are made, waiting for bots in between.
func playLocal(t *testing.T, tb *table.Table, token string, limit int, rng *rand.Rand) table.Update {
	t.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(30 * time.Second)
	for n := 0; n < limit; {
		up, err := tb.View(ctx, token, -1, 1<<62, "")
		if err != nil {
			t.Fatal(err)
		}
		v := up.View.(*nobles.View)
		if v.Ended {
			return up
		}
		d := v.Pending[0]
		if up.Table.Seats[d.Seat].Kind == table.Bot {
			if time.Now().After(deadline) {
				t.Fatal("bots stopped playing")
			}
			time.Sleep(time.Millisecond)
			continue
		}
		m := d.Moves[rng.IntN(len(d.Moves))]
		if _, err := tb.Move(ctx, token, int(d.Seat), m, up.Seq); err != nil {
			t.Fatalf("move %v: %v", m, err)
		}
		n++
	}
	up, _ := tb.View(ctx, token, -1, 1<<62, "")
	return up
}

func TestHotSeatTable(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Seed: 5, Seats: seats(table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	info, _ := tb.Info(ctx, host)
	if info.Status != table.Playing || !info.Host || len(info.You) != 2 {
		t.Fatalf("hot-seat table: %+v", info)
	}
	if len(tb.Code()) != table.CodeLength {
		t.Fatalf("room code %q", tb.Code())
	}
	// Nobody else may move for the local seats.
	if _, err := tb.Move(ctx, "", 0, engine.M("roll"), 0); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("spectator moved: %v", err)
	}
	if _, err := tb.Move(ctx, table.NewToken(), 0, engine.M("roll"), 0); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("stranger moved: %v", err)
	}
	if _, err := tb.Move(ctx, host, 1, engine.M("roll"), 0); !errors.Is(err, engine.ErrNotYourTurn) {
		t.Fatalf("out of turn: %v", err)
	}
	if _, err := tb.Move(ctx, host, 0, engine.M("save"), 0); !errors.Is(err, engine.ErrIllegalMove) {
		t.Fatalf("illegal: %v", err)
	}
	seq, err := tb.Move(ctx, host, 0, engine.M("roll"), 0)
	if err != nil || seq != 1 {
		t.Fatalf("roll: %d %v", seq, err)
	}
	if _, err := tb.Move(ctx, host, 0, engine.M("wait"), 0); !errors.Is(err, table.ErrStale) {
		t.Fatalf("stale move accepted: %v", err)
	}
	up := playLocal(t, tb, host, 100000, rand.New(rand.NewPCG(1, 2)))
	if !up.View.(*nobles.View).Ended || up.Table.Status != table.Ended {
		t.Fatalf("game did not end: %s", up.Table.Status)
	}
	if _, err := tb.Move(ctx, host, 0, engine.M("roll"), up.Seq); !errors.Is(err, table.ErrEnded) {
		t.Fatalf("move after the Gala: %v", err)
	}
}

func TestOnlineTable(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Online, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	if info, _ := tb.Info(ctx, host); info.Status != table.Lobby {
		t.Fatalf("status %s", info.Status)
	}
	if err := tb.Start(ctx, host); err == nil {
		t.Fatal("started with open seats")
	}
	ben, err := tb.Claim(ctx, "", 1, "Ben")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Claim(ctx, "", 1, "Thief"); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("seat claimed twice: %v", err)
	}
	if again, err := tb.Claim(ctx, ben, 1, "Benjamin"); err != nil || again != ben {
		t.Fatalf("reclaim with own token: %v", err)
	}
	if err := tb.FillBots(ctx, ben, -1, "random"); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a guest seated bots: %v", err)
	}
	if err := tb.Start(ctx, ben); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a guest started: %v", err)
	}
	if err := tb.FillBots(ctx, host, -1, "random"); err != nil {
		t.Fatal(err)
	}
	if err := tb.Start(ctx, host); err != nil {
		t.Fatal(err)
	}
	info, _ := tb.Info(ctx, ben)
	if len(info.You) != 1 || info.You[0] != 1 || info.Seats[1].Name != "Benjamin" || info.Seats[2].Kind != table.Bot {
		t.Fatalf("info for Ben: %+v", info)
	}
	// Ben's token moves seat 1 only; the host cannot move an online seat.
	if _, err := tb.View(ctx, ben, 0, 0, ""); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("Ben read seat 0's view: %v", err)
	}
	if _, err := tb.Move(ctx, host, 1, engine.M("roll"), 0); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("host moved an online seat: %v", err)
	}
}

func TestSubscribersAndSlowClients(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, _ := r.Create(ctx, table.Config{Seed: 7, Seats: seats(table.Local, table.Local)})
	sub, err := tb.Subscribe(ctx, host, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	first := <-sub.C
	if first.Seat != 0 || first.Seq != 0 {
		t.Fatalf("first update %+v", first)
	}
	slow, _ := tb.Subscribe(ctx, "", -1, "") // never reads
	if _, err := tb.Subscribe(ctx, "", 0, ""); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("spectator subscribed as seat 0: %v", err)
	}
	rng := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 40; i++ {
		up, _ := tb.View(ctx, host, -1, 1<<62, "")
		d := up.View.(*nobles.View).Pending[0]
		if _, err := tb.Move(ctx, host, int(d.Seat), d.Moves[rng.IntN(len(d.Moves))], up.Seq); err != nil {
			t.Fatal(err)
		}
		got := <-sub.C
		if got.Seq != up.Seq+1 || len(got.Log) == 0 || got.Log[0].Seq != up.Seq+1 {
			t.Fatalf("update %d: seq %d with %d events", i, got.Seq, len(got.Log))
		}
	}
	// The slow subscriber was dropped, not allowed to block the table.
	n := 0
	for range slow.C {
		n++
	}
	if n > 17 {
		t.Fatalf("slow subscriber got %d updates past its buffer", n)
	}
}

func TestSoloTableBotsPlay(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Seed: 8, Seats: seats(table.Local, table.Bot, table.Bot, table.Bot)})
	if err != nil {
		t.Fatal(err)
	}
	up := playLocal(t, tb, host, 100000, rand.New(rand.NewPCG(4, 4)))
	out := up.View.(*nobles.View).Outcome
	if out == nil || !out.Ended || len(out.Winners) == 0 {
		t.Fatalf("solo year did not reach the Gala: %+v", out)
	}
}

// TestRestartResumes plays half a year on a SQLite file, shuts everything
// down, reopens the file and finishes the game; the result must equal an
// uninterrupted replay of the same moves.
func TestRestartResumes(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "tables.db")
	st, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	r := table.NewRegistry(st, quiet(), hosted())
	tb, host, err := r.Create(ctx, table.Config{Seed: 9, Seats: seats(table.Local, table.Bot, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	code := tb.Code()
	mid := playLocal(t, tb, host, 120, rand.New(rand.NewPCG(5, 5)))
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
	back, _ := tb2.View(ctx, host, -1, 1<<62, "")
	if back.Seq < mid.Seq {
		t.Fatalf("restart lost moves: %d < %d", back.Seq, mid.Seq)
	}
	a, _ := json.Marshal(mid.View)
	if back.Seq == mid.Seq {
		b, _ := json.Marshal(back.View)
		if string(a) != string(b) {
			t.Fatal("the restored table differs from the one before the restart")
		}
	}
	end := playLocal(t, tb2, host, 100000, rand.New(rand.NewPCG(6, 6)))
	if !end.View.(*nobles.View).Ended {
		t.Fatal("restored game did not reach the Gala")
	}
	// The stored log replays to the same end.
	_, rec, moves, err := tb2.Replay(ctx)
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := st2.Rules(ctx, rec.RulesCode)
	final, _, err := r2.StateAt(doc, rec, moves, len(moves), "")
	if err != nil {
		t.Fatal(err)
	}
	x, _ := json.Marshal(final.View(engine.Spectator))
	y, _ := json.Marshal(end.View)
	if string(x) != string(y) {
		t.Fatal("replaying the stored moves does not reach the live end")
	}
}

func TestCreateErrors(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	for _, tc := range []struct {
		name string
		cfg  table.Config
	}{
		{"one seat", table.Config{Seats: seats(table.Local)}},
		{"nine seats", table.Config{Seats: seats(table.Local, table.Local, table.Local, table.Local, table.Local, table.Local, table.Local, table.Local, table.Local)}},
		{"bad kind", table.Config{Seats: []table.SeatConfig{{Kind: "ghost"}, {Kind: table.Local}}}},
		{"unknown bot", table.Config{Seats: []table.SeatConfig{{Kind: table.Bot, Bot: "oracle"}, {Kind: table.Local}}}},
		{"duplicate house", table.Config{Seats: []table.SeatConfig{{Kind: table.Local, Setup: json.RawMessage(`{"house":"merrow"}`)}, {Kind: table.Local, Setup: json.RawMessage(`{"house":"merrow"}`)}}}},
		{"unknown virtue", table.Config{Seats: []table.SeatConfig{{Kind: table.Local, Setup: json.RawMessage(`{"virtue":"greed"}`)}, {Kind: table.Local}}}},
		{"unknown set-up field", table.Config{Seats: []table.SeatConfig{{Kind: table.Local, Setup: json.RawMessage(`{"hous":"merrow"}`)}, {Kind: table.Local}}}},
		{"set-up for a game without any", table.Config{Game: "highest", Seats: []table.SeatConfig{{Kind: table.Local, Setup: json.RawMessage(`{"house":"merrow"}`)}, {Kind: table.Local}}}},
		{"unknown game", table.Config{Game: "chess", Seats: seats(table.Local, table.Local)}},
		{"first seat", table.Config{FirstSeat: 4, Seats: seats(table.Local, table.Local)}},
		{"bad rules", table.Config{RulesPatch: []byte(`{"turn_counting":"never"}`), Seats: seats(table.Local, table.Local)}},
	} {
		if _, _, err := r.Create(ctx, tc.cfg); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
	if _, err := r.Get(ctx, "QQQQQQ"); !errors.Is(err, table.ErrNotFound) {
		t.Errorf("unknown code: %v", err)
	}
}

func TestCodes(t *testing.T) {
	// Codes are random, so two of 2,000 are the same about once in 120
	// runs (25^6 codes); Create draws again when a code is taken. Three
	// repeats would happen about once in 10^8 runs: a broken generator.
	seen := map[string]bool{}
	chars := map[rune]bool{}
	repeats := 0
	for range 2000 {
		c := table.NewCode()
		if _, ok := table.NormalizeCode(c); !ok {
			t.Fatalf("code %q invalid", c)
		}
		if seen[c] {
			repeats++
		}
		seen[c] = true
		for _, r := range c {
			chars[r] = true
		}
	}
	if repeats > 2 {
		t.Errorf("%d of 2000 codes repeated", repeats)
	}
	if len(chars) != 25 {
		t.Errorf("codes use %d characters, want all 25 of the alphabet", len(chars))
	}
	for in, want := range map[string]string{"k7m-3qx": "K7M3QX", " k7m 3qx ": "K7M3QX"} {
		if got, ok := table.NormalizeCode(in); !ok || got != want {
			t.Errorf("%q → %q", in, got)
		}
	}
	for _, bad := range []string{"", "ABC", "K7M3QXX", "K0M2QX", "<scrip"} {
		if _, ok := table.NormalizeCode(bad); ok {
			t.Errorf("%q accepted", bad)
		}
	}
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x1eaf)) }

func TestRematch(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	guest, _ := tb.Claim(ctx, "", 1, "Ben")
	if _, err := tb.Rematch(ctx, guest); !errors.Is(err, table.ErrForbidden) {
		t.Fatalf("a guest called a rematch: %v", err)
	}
	code, err := tb.Rematch(ctx, host)
	if err != nil || code == tb.Code() {
		t.Fatalf("rematch: %q %v", code, err)
	}
	if again, _ := tb.Rematch(ctx, host); again != code {
		t.Fatalf("a second rematch made another table: %s, %s", code, again)
	}
	old, _ := tb.Info(ctx, guest)
	if old.Rematch != code {
		t.Fatalf("the old table does not point to the rematch")
	}
	nt, err := r.Get(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	info, _ := nt.Info(ctx, host)
	if info.Status != table.Lobby || !info.Host || string(info.Seats[0].Setup) != string(old.Seats[0].Setup) || info.Seats[0].Label != old.Seats[0].Label || info.Seats[1].Claimed {
		t.Fatalf("rematch table: %+v", info)
	}
}
