package storetest

import (
	"bytes"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"evergreen/store"
)

// testConcurrentTables appends to many tables at once, with readers
// running alongside; every table must end with exactly its own moves.
func testConcurrentTables(t *testing.T, s store.Store) {
	const tables, perTable = 8, 25
	codes := make([]string, tables)
	for i := range codes {
		codes[i] = fmt.Sprintf("CT%04d", i)
		mustCreate(t, s, sampleTable(codes[i]))
	}
	payload := func(code string, seq int64) []byte { return fmt.Appendf(nil, `{"t":%q,"s":%d}`, code, seq) }

	var wg sync.WaitGroup
	done := make(chan struct{})
	errs := make(chan error, tables+1)
	for _, code := range codes {
		wg.Go(func() {
			for seq := int64(1); seq <= perTable; seq++ {
				if err := s.AppendMove(ctx, code, store.Move{Seq: seq, Seat: int(seq % 4), Move: payload(code, seq)}); err != nil {
					errs <- fmt.Errorf("AppendMove(%s, %d): %w", code, seq, err)
					return
				}
			}
		})
	}
	var readers sync.WaitGroup
	readers.Go(func() {
		for i := 0; ; i++ {
			select {
			case <-done:
				return
			default:
			}
			code := codes[i%tables]
			ms, err := s.Moves(ctx, code, 0)
			if err == nil {
				for j, m := range ms {
					if m.Seq != int64(j+1) || !bytes.Equal(m.Move, payload(code, m.Seq)) {
						err = fmt.Errorf("Moves(%s)[%d] = seq %d %s mid-write", code, j, m.Seq, m.Move)
						break
					}
				}
			}
			if err == nil {
				_, err = s.Tables(ctx, "", 3)
			}
			if err != nil {
				errs <- err
				return
			}
		}
	})
	wg.Wait()
	close(done)
	readers.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for _, code := range codes {
		ms := mustMoves(t, s, code, 0)
		if len(ms) != perTable {
			t.Errorf("table %s has %d moves, want %d", code, len(ms), perTable)
		}
		for i, m := range ms {
			if m.Seq != int64(i+1) || !bytes.Equal(m.Move, payload(code, m.Seq)) {
				t.Errorf("table %s move %d = seq %d %s", code, i, m.Seq, m.Move)
			}
		}
	}
}

// testConcurrentSameSeq has several writers race for every seq of one
// table: exactly one must win each, and the log must hold the winners'
// moves, no more and no fewer.
func testConcurrentSameSeq(t *testing.T, s store.Store) {
	const writers, moves = 6, 30
	const code = "RACE01"
	mustCreate(t, s, sampleTable(code))
	payload := func(w int, seq int64) []byte { return fmt.Appendf(nil, `{"w":%d,"s":%d}`, w, seq) }

	won := make([][]int64, writers)
	errs := make(chan error, writers)
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for seq := int64(1); seq <= moves; seq++ {
				for {
					err := s.AppendMove(ctx, code, store.Move{Seq: seq, Seat: w, Move: payload(w, seq)})
					if err == nil {
						won[w] = append(won[w], seq)
						break
					}
					if !errors.Is(err, store.ErrConflict) {
						errs <- err
						return
					}
					// Lost, or too early (seq-1 not written yet)? Only a
					// loss moves this writer on.
					ms, err := s.Moves(ctx, code, seq-1)
					if err != nil {
						errs <- err
						return
					}
					if len(ms) > 0 {
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

	winner := map[int64]int{}
	for w, seqs := range won {
		for _, seq := range seqs {
			if prev, ok := winner[seq]; ok {
				t.Errorf("seq %d won by writers %d and %d", seq, prev, w)
			}
			winner[seq] = w
		}
	}
	ms := mustMoves(t, s, code, 0)
	if len(ms) != moves || len(winner) != moves {
		t.Fatalf("log has %d moves and %d seqs were won, want %d", len(ms), len(winner), moves)
	}
	for i, m := range ms {
		w := winner[m.Seq]
		if m.Seq != int64(i+1) || m.Seat != w || !bytes.Equal(m.Move, payload(w, m.Seq)) {
			t.Errorf("move %d = seq %d seat %d %s, want the winner %d's", i, m.Seq, m.Seat, m.Move, w)
		}
	}
}

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
