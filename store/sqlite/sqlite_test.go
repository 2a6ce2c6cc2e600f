package sqlite_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/sqlite"
	"evergreen/store/storetest"
)

var ctx = context.Background()

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, filepath.Join(t.TempDir(), "evergreen.db"))
	})
}

func TestConformanceInMemory(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return open(t, ":memory:") })
}

func open(t testing.TB, path string) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(path)
	if err != nil {
		t.Fatalf("Open(%s): %v", path, err)
	}
	return s
}

func TestOpenBadPath(t *testing.T) {
	for _, path := range []string{"", "a.db?mode=ro", filepath.Join(t.TempDir(), "missing-dir", "x.db")} {
		if s, err := sqlite.Open(path); err == nil {
			s.Close()
			t.Errorf("Open(%q) succeeded, want an error", path)
		}
	}
}

// TestDurableAcrossReopen writes through one Store, closes it, and reads
// everything back through a new one on the same file.
func TestDurableAcrossReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evergreen.db")
	at := time.Date(2025, 5, 5, 5, 5, 5, 5000, time.UTC)
	tb := store.Table{
		Code: "DUR001", Game: "nobles", RulesCode: "rc", Seed: 1<<64 - 1, FirstSeat: 1,
		Seats: []store.Seat{
			{Seat: 0, Kind: store.KindLocal, Name: "Ada", Claimed: true},
			{Seat: 1, Kind: store.KindOnline, TokenHash: bytes.Repeat([]byte{7}, 32), Claimed: true},
		},
		Status: store.StatusPlaying, HostTokenHash: bytes.Repeat([]byte{9}, 32), BotDelayMs: 700,
		CreatedAt: at, UpdatedAt: at,
	}
	doc := []byte(`{"turn_counting":"shared"}`)

	s := open(t, path)
	if err := s.CreateTable(ctx, tb); err != nil {
		t.Fatal(err)
	}
	for seq := int64(1); seq <= 5; seq++ {
		if err := s.AppendMove(ctx, "DUR001", store.Move{Seq: seq, Seat: int(seq % 2), Move: fmt.Appendf(nil, `{"n":%d}`, seq), At: at}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SaveRules(ctx, "rc", doc); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	for round := range 3 { // reopening repeatedly must neither lose nor redo anything
		s = open(t, path)
		got, err := s.Table(ctx, "DUR001")
		if err != nil {
			t.Fatalf("round %d: Table: %v", round, err)
		}
		if got.Seed != tb.Seed || got.Status != tb.Status || len(got.Seats) != 2 ||
			!bytes.Equal(got.Seats[1].TokenHash, tb.Seats[1].TokenHash) ||
			!bytes.Equal(got.HostTokenHash, tb.HostTokenHash) || !got.CreatedAt.Equal(at) {
			t.Errorf("round %d: table after reopen = %+v", round, got)
		}
		ms, err := s.Moves(ctx, "DUR001", 0)
		if err != nil || len(ms) != 5+round {
			t.Fatalf("round %d: Moves = %d moves, %v; want %d", round, len(ms), err, 5+round)
		}
		for i, m := range ms[:5] {
			if m.Seq != int64(i+1) || string(m.Move) != fmt.Sprintf(`{"n":%d}`, i+1) || !m.At.Equal(at) {
				t.Errorf("round %d: move %d = %+v", round, i, m)
			}
		}
		if r, err := s.Rules(ctx, "rc"); err != nil || !bytes.Equal(r, doc) {
			t.Errorf("round %d: Rules = %q, %v", round, r, err)
		}
		// The log carries on where it stopped.
		next := int64(6 + round)
		if err := s.AppendMove(ctx, "DUR001", store.Move{Seq: next - 1, Move: []byte(`{}`)}); !errors.Is(err, store.ErrConflict) {
			t.Errorf("round %d: re-append seq %d = %v, want ErrConflict", round, next-1, err)
		}
		if err := s.AppendMove(ctx, "DUR001", store.Move{Seq: next, Move: []byte(`{}`)}); err != nil {
			t.Errorf("round %d: append seq %d: %v", round, next, err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAcknowledgedIsInTheFile checks that a move is visible to a second,
// independent Store on the same file as soon as AppendMove returns: it
// has left the process.
func TestAcknowledgedIsInTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evergreen.db")
	w := open(t, path)
	defer w.Close()
	r := open(t, path)
	defer r.Close()
	if err := w.CreateTable(ctx, store.Table{Code: "ACK001", Status: store.StatusPlaying}); err != nil {
		t.Fatal(err)
	}
	for seq := int64(1); seq <= 3; seq++ {
		if err := w.AppendMove(ctx, "ACK001", store.Move{Seq: seq, Move: []byte(`{}`)}); err != nil {
			t.Fatal(err)
		}
		ms, err := r.Moves(ctx, "ACK001", 0)
		if err != nil || int64(len(ms)) != seq {
			t.Fatalf("other Store sees %d moves (%v) after seq %d was acknowledged", len(ms), err, seq)
		}
	}
}

// TestTwoStoresOneFile races two Stores (as two processes would) for the
// same seqs of one table: the seq check must hold across connections.
func TestTwoStoresOneFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evergreen.db")
	stores := []*sqlite.Store{open(t, path), open(t, path)}
	for _, s := range stores {
		defer s.Close()
	}
	if err := stores[0].CreateTable(ctx, store.Table{Code: "TWO001", Status: store.StatusPlaying}); err != nil {
		t.Fatal(err)
	}
	const moves = 40
	wins := make([]int, len(stores))
	errs := make(chan error, len(stores))
	var wg sync.WaitGroup
	for i, s := range stores {
		wg.Go(func() {
			for seq := int64(1); seq <= moves; seq++ {
				for {
					err := s.AppendMove(ctx, "TWO001", store.Move{Seq: seq, Seat: i, Move: []byte(`{}`)})
					if err == nil {
						wins[i]++
						break
					}
					if !errors.Is(err, store.ErrConflict) {
						errs <- err
						return
					}
					if ms, err := s.Moves(ctx, "TWO001", seq-1); err != nil {
						errs <- err
						return
					} else if len(ms) > 0 {
						break
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	ms, err := stores[1].Moves(ctx, "TWO001", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != moves || wins[0]+wins[1] != moves {
		t.Fatalf("log has %d moves, wins %v; want %d in all", len(ms), wins, moves)
	}
	for i, m := range ms {
		if m.Seq != int64(i+1) {
			t.Fatalf("move %d has seq %d", i, m.Seq)
		}
	}
}
