package storetest

import (
	"errors"
	"testing"
	"time"

	"evergreen/store"
)

// The move log: gap-free sequence numbers, stored fields, reads after a seq.

func testAppendMoveSeq(t *testing.T, s store.Store) {
	mustCreate(t, s, sampleTable("SEQ001"))
	conflict := func(seq int64) {
		t.Helper()
		m := move(seq, 3)
		m.Move = []byte(`{"move":"should-not-be-stored"}`)
		if err := s.AppendMove(ctx, "SEQ001", m); !errors.Is(err, store.ErrConflict) {
			t.Errorf("AppendMove(seq %d) = %v, want ErrConflict", seq, err)
		}
	}
	var want []store.Move
	// The first move must be 1.
	for _, seq := range []int64{0, -1, 2, 100} {
		conflict(seq)
	}
	checkMoves(t, mustMoves(t, s, "SEQ001", 0), want)

	for seq := int64(1); seq <= 3; seq++ {
		m := move(seq, int(seq%2))
		mustAppend(t, s, "SEQ001", m)
		want = append(want, m)
	}
	conflict(3) // repeat
	conflict(1) // old
	conflict(5) // gap
	conflict(0)
	checkMoves(t, mustMoves(t, s, "SEQ001", 0), want)

	m := move(4, 1)
	mustAppend(t, s, "SEQ001", m)
	want = append(want, m)
	conflict(4)
	checkMoves(t, mustMoves(t, s, "SEQ001", 0), want)
}

func testAppendMoveFields(t *testing.T, s store.Store) {
	mustCreate(t, s, sampleTable("FLD001"))
	at := time.Date(2025, 6, 1, 12, 0, 0, 123456789, time.FixedZone("Y", -7*3600))
	m1 := store.Move{Seq: 1, Seat: 7, Move: []byte(`{"move":"choose","option":1,"text":"ünïcødé ✓"}`), At: at}
	mustAppend(t, s, "FLD001", m1)

	// A zero At means now.
	before := time.Now()
	m2 := store.Move{Seq: 2, Seat: 0, Move: []byte(`{"move":"roll"}`)}
	mustAppend(t, s, "FLD001", m2)

	ms := mustMoves(t, s, "FLD001", 0)
	checkMoves(t, ms, []store.Move{m1, m2})
	if len(ms) == 2 {
		if got := ms[1].At; got.Before(before.Add(-time.Second)) || got.After(time.Now().Add(time.Second)) {
			t.Errorf("zero At became %v, want about %v", got, before)
		}
	}
}

func testMovesAfter(t *testing.T, s store.Store) {
	mustCreate(t, s, sampleTable("AFT001"))
	if ms := mustMoves(t, s, "AFT001", 0); len(ms) != 0 {
		t.Errorf("Moves of a new table = %v, want none", seqs(ms))
	}
	var all []store.Move
	for seq := int64(1); seq <= 6; seq++ {
		m := move(seq, int(seq%3))
		mustAppend(t, s, "AFT001", m)
		all = append(all, m)
	}
	for _, tc := range []struct {
		after int64
		want  []store.Move
	}{
		{-5, all}, {0, all}, {1, all[1:]}, {4, all[4:]}, {5, all[5:]}, {6, nil}, {100, nil},
	} {
		checkMoves(t, mustMoves(t, s, "AFT001", tc.after), tc.want)
	}
}

func testMovesPerTable(t *testing.T, s store.Store) {
	mustCreate(t, s, sampleTable("PTA001"))
	mustCreate(t, s, sampleTable("PTB001"))
	a1, a2, b1 := move(1, 0), move(2, 1), move(1, 2)
	b1.Move = []byte(`{"move":"b"}`)
	mustAppend(t, s, "PTA001", a1)
	mustAppend(t, s, "PTB001", b1) // each table counts from 1
	mustAppend(t, s, "PTA001", a2)
	checkMoves(t, mustMoves(t, s, "PTA001", 0), []store.Move{a1, a2})
	checkMoves(t, mustMoves(t, s, "PTB001", 0), []store.Move{b1})
}
