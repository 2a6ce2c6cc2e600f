package storetest

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"evergreen/store"
)

// testConcurrentMixed has many tables write at once the way live tables
// do (moves, chat lines, seat updates), with a bad write among the good
// ones now and then: a move or a chat line out of turn, a write to a
// table that does not exist. A store that shares one commit among
// several tables' writes must refuse each bad write alone, with its own
// error, and keep every good one; each log stays gap-free.
func testConcurrentMixed(t *testing.T, s store.Store) {
	const tables, rounds = 12, 15
	codes := make([]string, tables)
	for i := range codes {
		codes[i] = fmt.Sprintf("MX%04d", i)
		mustCreate(t, s, sampleTable(codes[i]))
	}
	errs := make(chan error, 4*tables)
	var wg sync.WaitGroup
	for i, code := range codes {
		wg.Go(func() {
			fail := func(format string, a ...any) { errs <- fmt.Errorf("table %s: "+format, append([]any{code}, a...)...) }
			tb := sampleTable(code)
			for n := int64(1); n <= rounds; n++ {
				if err := s.AppendMove(ctx, code, move(n, int(n%2))); err != nil {
					fail("move %d: %v", n, err)
					return
				}
				if err := s.AppendChat(ctx, code, store.Chat{N: n, Seat: int(n % 2), Seq: n, Kind: "text", Text: fmt.Sprintf("line %d", n)}); err != nil {
					fail("chat %d: %v", n, err)
					return
				}
				tb.Status = store.StatusPlaying
				tb.Rematch = fmt.Sprintf("R%d", n)
				tb.UpdatedAt = time.Date(2026, 1, 1, 0, 0, int(n), 0, time.UTC)
				if err := s.UpdateTable(ctx, tb); err != nil {
					fail("update %d: %v", n, err)
					return
				}
				// Every third round, by turns, one bad write.
				if (int(n)+i)%3 != 0 {
					continue
				}
				switch (int(n) + i) % 4 {
				case 0:
					if err := s.AppendMove(ctx, code, move(n, 0)); !errors.Is(err, store.ErrConflict) {
						fail("move %d again: %v, want ErrConflict", n, err)
					}
				case 1:
					if err := s.AppendMove(ctx, code, move(n+2, 0)); !errors.Is(err, store.ErrConflict) {
						fail("move %d (a gap): %v, want ErrConflict", n+2, err)
					}
				case 2:
					if err := s.AppendChat(ctx, code, store.Chat{N: n, Kind: "text", Text: "again"}); !errors.Is(err, store.ErrConflict) {
						fail("chat %d again: %v, want ErrConflict", n, err)
					}
				default:
					if err := s.AppendMove(ctx, "NO"+code, move(1, 0)); !errors.Is(err, store.ErrNotFound) {
						fail("move to a missing table: %v, want ErrNotFound", err)
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for _, code := range codes {
		ms := mustMoves(t, s, code, 0)
		if got := seqs(ms); len(got) != rounds || got[0] != 1 || got[len(got)-1] != rounds {
			t.Errorf("table %s moves %v, want 1..%d", code, got, rounds)
		}
		chat, err := s.Chat(ctx, code, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(chat) != rounds {
			t.Errorf("table %s has %d chat lines, want %d", code, len(chat), rounds)
		}
		for i, c := range chat {
			if c.N != int64(i+1) || c.Text != fmt.Sprintf("line %d", i+1) {
				t.Errorf("table %s chat %d = %d %q", code, i, c.N, c.Text)
			}
		}
		if tb := mustGet(t, s, code); tb.Rematch != fmt.Sprintf("R%d", rounds) || tb.Status != store.StatusPlaying {
			t.Errorf("table %s: rematch %q, status %s after the last update", code, tb.Rematch, tb.Status)
		}
	}
	if _, err := s.Moves(ctx, "NO"+codes[0], 0); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a refused write to a missing table created it: %v", err)
	}
}
