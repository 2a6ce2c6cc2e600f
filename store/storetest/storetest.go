// Package storetest is the one conformance suite for store.Store.
//
// Every implementation's tests call Run with a function that opens a
// fresh, empty store; the suite closes each store it opens. A new backend
// is done when Run passes, with -race.
package storetest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"evergreen/store"
)

// Run runs the conformance suite against the stores open returns. Each
// call of open must return a new, empty store; subtests run in parallel.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	fresh := func(t *testing.T) store.Store {
		t.Helper()
		t.Parallel()
		s := open(t)
		t.Cleanup(func() { s.Close() })
		return s
	}
	for _, tc := range []struct {
		name string
		fn   func(t *testing.T, s store.Store)
	}{
		{"CreateAndGet", testCreateAndGet},
		{"CreateDefaultTimes", testCreateDefaultTimes},
		{"CreateDuplicate", testCreateDuplicate},
		{"Update", testUpdate},
		{"NotFound", testNotFound},
		{"AppendMoveSeq", testAppendMoveSeq},
		{"AppendMoveFields", testAppendMoveFields},
		{"MovesAfter", testMovesAfter},
		{"MovesPerTable", testMovesPerTable},
		{"Tables", testTables},
		{"Rules", testRules},
		{"Copies", testCopies},
		{"ConcurrentTables", testConcurrentTables},
		{"ConcurrentSameSeq", testConcurrentSameSeq},
		{"ConcurrentMixed", testConcurrentMixed},
		{"CancelledContext", testCancelledContext},
		// Turn clocks and chat (clock.go).
		{"ClockFields", testClockFields},
		{"DueTables", testDueTables},
		{"Chat", testChat},
		// The Rules Studio's library (studio.go).
		{"NameRules", testNameRules},
		{"RulesNamesOrder", testRulesNamesOrder},
		{"RulesNamesByGame", testRulesNamesByGame},
		{"Previews", testPreviews},
		{"StudioCancelledContext", testStudioCancelledContext},
		// Reviews of finished games (review.go).
		{"Reviews", testReviews},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.fn(t, fresh(t)) })
	}
}

var ctx = context.Background()

// micro is what a store keeps of a time.
func micro(t time.Time) time.Time { return t.Truncate(time.Microsecond).UTC() }

// sampleTable has every field set to something a careless round trip
// would lose: a seed above MaxInt64, a non-UTC time with nanoseconds,
// token hashes, every seat kind.
func sampleTable(code string) store.Table {
	at := time.Date(2025, 3, 14, 15, 9, 26, 535897932, time.FixedZone("X", 5*3600+1800))
	return store.Table{
		Code:      code,
		Game:      "nobles",
		RulesCode: "w1egz1pv51",
		Seed:      1<<63 + 12345,
		FirstSeat: 2,
		Seats: []store.Seat{
			{Seat: 0, Kind: store.KindLocal, Name: "Ada", Setup: json.RawMessage(`{"house":"ashgrove","virtue":"royal-favour","n":[1,{"deep":null}]}`), Claimed: true},
			{Seat: 1, Kind: store.KindOnline, Name: "Ben", TokenHash: hash("seat1"), Claimed: true},
			{Seat: 2, Kind: store.KindOnline},
			{Seat: 3, Kind: store.KindBot, Bot: "random", Name: "Bot", Claimed: true},
		},
		Status:        store.StatusLobby,
		HostTokenHash: hash("host"),
		Rematch:       "",
		BotDelayMs:    600,
		// The deal: fixed at creation, and the salt must come back
		// byte for byte.
		SeedCommitment: hash("commitment"),
		SeedSalt:       hash("salt\x00\xff"),
		SeedChosen:     true,
		CreatedAt:      at,
		UpdatedAt:      at.Add(90 * time.Second),
	}
}

func hash(s string) []byte {
	h := make([]byte, 32)
	for i := range h {
		h[i] = s[i%len(s)] ^ byte(i)
	}
	return h
}

// diffTable describes how got differs from want ("" if it does not).
// want's times are compared as a store keeps them.
func diffTable(got, want store.Table) string {
	var d []string
	f := func(name string, g, w any) {
		if !reflect.DeepEqual(g, w) {
			d = append(d, fmt.Sprintf("%s = %v, want %v", name, g, w))
		}
	}
	f("Code", got.Code, want.Code)
	f("Game", got.Game, want.Game)
	f("RulesCode", got.RulesCode, want.RulesCode)
	f("Seed", got.Seed, want.Seed)
	f("FirstSeat", got.FirstSeat, want.FirstSeat)
	f("Status", got.Status, want.Status)
	f("Rematch", got.Rematch, want.Rematch)
	f("BotDelayMs", got.BotDelayMs, want.BotDelayMs)
	f("SeedChosen", got.SeedChosen, want.SeedChosen)
	if !bytes.Equal(got.SeedCommitment, want.SeedCommitment) || !bytes.Equal(got.SeedSalt, want.SeedSalt) {
		d = append(d, fmt.Sprintf("SeedCommitment, SeedSalt = %x, %x, want %x, %x", got.SeedCommitment, got.SeedSalt, want.SeedCommitment, want.SeedSalt))
	}
	f("Clock", got.Clock, want.Clock)
	if !got.Due.Equal(micro(want.Due)) || (!got.Due.IsZero() && got.Due.Location() != time.UTC) {
		d = append(d, fmt.Sprintf("Due = %v, want %v", got.Due, micro(want.Due)))
	}
	if !bytes.Equal(got.HostTokenHash, want.HostTokenHash) {
		d = append(d, fmt.Sprintf("HostTokenHash = %x, want %x", got.HostTokenHash, want.HostTokenHash))
	}
	if !got.CreatedAt.Equal(micro(want.CreatedAt)) || got.CreatedAt.Location() != time.UTC {
		d = append(d, fmt.Sprintf("CreatedAt = %v, want %v", got.CreatedAt, micro(want.CreatedAt)))
	}
	if !got.UpdatedAt.Equal(micro(want.UpdatedAt)) || got.UpdatedAt.Location() != time.UTC {
		d = append(d, fmt.Sprintf("UpdatedAt = %v, want %v", got.UpdatedAt, micro(want.UpdatedAt)))
	}
	if len(got.Seats) != len(want.Seats) {
		d = append(d, fmt.Sprintf("%d seats, want %d", len(got.Seats), len(want.Seats)))
	} else {
		for i, g := range got.Seats {
			w := want.Seats[i]
			if !bytes.Equal(g.TokenHash, w.TokenHash) {
				d = append(d, fmt.Sprintf("Seats[%d].TokenHash = %x, want %x", i, g.TokenHash, w.TokenHash))
			}
			if !bytes.Equal(g.Setup, w.Setup) {
				d = append(d, fmt.Sprintf("Seats[%d].Setup = %s, want %s", i, g.Setup, w.Setup))
			}
			g.TokenHash, w.TokenHash, g.Setup, w.Setup = nil, nil, nil, nil
			f(fmt.Sprintf("Seats[%d]", i), g, w)
		}
	}
	return strings.Join(d, "; ")
}

func mustCreate(t *testing.T, s store.Store, tb store.Table) {
	t.Helper()
	if err := s.CreateTable(ctx, tb); err != nil {
		t.Fatalf("CreateTable(%q): %v", tb.Code, err)
	}
}

func mustGet(t *testing.T, s store.Store, code string) store.Table {
	t.Helper()
	tb, err := s.Table(ctx, code)
	if err != nil {
		t.Fatalf("Table(%q): %v", code, err)
	}
	return tb
}

func mustAppend(t *testing.T, s store.Store, code string, m store.Move) {
	t.Helper()
	if err := s.AppendMove(ctx, code, m); err != nil {
		t.Fatalf("AppendMove(%q, seq %d): %v", code, m.Seq, err)
	}
}

func mustMoves(t *testing.T, s store.Store, code string, after int64) []store.Move {
	t.Helper()
	ms, err := s.Moves(ctx, code, after)
	if err != nil {
		t.Fatalf("Moves(%q, %d): %v", code, after, err)
	}
	return ms
}

func move(seq int64, seat int) store.Move {
	return store.Move{Seq: seq, Seat: seat, Move: fmt.Appendf(nil, `{"move":"roll","n":%d}`, seq)}
}

// checkMoves fails unless ms are exactly want (times compared as stored).
func checkMoves(t *testing.T, ms, want []store.Move) {
	t.Helper()
	if len(ms) != len(want) {
		t.Fatalf("got %d moves %v, want %d", len(ms), seqs(ms), len(want))
	}
	for i, m := range ms {
		w := want[i]
		if m.Seq != w.Seq || m.Seat != w.Seat || !bytes.Equal(m.Move, w.Move) {
			t.Errorf("move %d = {%d %d %s}, want {%d %d %s}", i, m.Seq, m.Seat, m.Move, w.Seq, w.Seat, w.Move)
		}
		if !w.At.IsZero() && (!m.At.Equal(micro(w.At)) || m.At.Location() != time.UTC) {
			t.Errorf("move %d At = %v, want %v", i, m.At, micro(w.At))
		}
	}
}

func seqs(ms []store.Move) []int64 {
	out := make([]int64, len(ms))
	for i, m := range ms {
		out[i] = m.Seq
	}
	return out
}

func testCreateAndGet(t *testing.T, s store.Store) {
	want := sampleTable("K7M2QX")
	mustCreate(t, s, want)
	if d := diffTable(mustGet(t, s, "K7M2QX"), want); d != "" {
		t.Errorf("round trip: %s", d)
	}

	// A minimal table: no seats, no hashes, zero seed.
	bare := store.Table{Code: "BARE01", Game: "nobles", Status: store.StatusPlaying, CreatedAt: want.CreatedAt, UpdatedAt: want.CreatedAt}
	mustCreate(t, s, bare)
	if d := diffTable(mustGet(t, s, "BARE01"), bare); d != "" {
		t.Errorf("bare round trip: %s", d)
	}
}

func testCreateDefaultTimes(t *testing.T, s store.Store) {
	tb := sampleTable("NOW001")
	tb.CreatedAt, tb.UpdatedAt = time.Time{}, time.Time{}
	before := time.Now()
	mustCreate(t, s, tb)
	after := time.Now()
	got := mustGet(t, s, "NOW001")
	if got.CreatedAt.Before(before.Add(-time.Second)) || got.CreatedAt.After(after.Add(time.Second)) {
		t.Errorf("zero CreatedAt became %v, want about %v", got.CreatedAt, before)
	}
	if !got.UpdatedAt.Equal(got.CreatedAt) {
		t.Errorf("zero UpdatedAt became %v, want CreatedAt %v", got.UpdatedAt, got.CreatedAt)
	}
}

func testCreateDuplicate(t *testing.T, s store.Store) {
	orig := sampleTable("DUP001")
	mustCreate(t, s, orig)
	again := sampleTable("DUP001")
	again.Game, again.Status, again.Seats = "other", store.StatusEnded, nil
	if err := s.CreateTable(ctx, again); !errors.Is(err, store.ErrExists) {
		t.Fatalf("CreateTable(duplicate) = %v, want ErrExists", err)
	}
	if d := diffTable(mustGet(t, s, "DUP001"), orig); d != "" {
		t.Errorf("duplicate create changed the table: %s", d)
	}
}

func testUpdate(t *testing.T, s store.Store) {
	orig := sampleTable("UPD001")
	mustCreate(t, s, orig)

	up := sampleTable("UPD001")
	up.Seats[2] = store.Seat{Seat: 2, Kind: store.KindOnline, Name: "Cy", Setup: json.RawMessage(`{"house":"fernhold"}`), TokenHash: hash("seat2"), Claimed: true}
	up.Seats = up.Seats[:3]
	up.Status = store.StatusPlaying
	up.Rematch = "NEXT01"
	up.FirstSeat = 1
	up.UpdatedAt = orig.CreatedAt.Add(time.Hour)
	// Fixed at creation: UpdateTable must ignore these.
	up.Game, up.RulesCode, up.Seed, up.HostTokenHash, up.BotDelayMs = "chess", "other", 7, hash("evil"), 1
	up.SeedCommitment, up.SeedSalt, up.SeedChosen = hash("other"), hash("pepper"), false
	up.CreatedAt = orig.CreatedAt.Add(-time.Hour)
	if err := s.UpdateTable(ctx, up); err != nil {
		t.Fatalf("UpdateTable: %v", err)
	}
	want := orig
	want.Seats, want.Status, want.Rematch, want.FirstSeat, want.UpdatedAt = up.Seats, up.Status, up.Rematch, up.FirstSeat, up.UpdatedAt
	if d := diffTable(mustGet(t, s, "UPD001"), want); d != "" {
		t.Errorf("after update: %s", d)
	}

	// A zero UpdatedAt means now.
	up.UpdatedAt = time.Time{}
	up.Status = store.StatusEnded
	before := time.Now()
	if err := s.UpdateTable(ctx, up); err != nil {
		t.Fatalf("UpdateTable: %v", err)
	}
	got := mustGet(t, s, "UPD001")
	if got.Status != store.StatusEnded {
		t.Errorf("Status = %q, want ended", got.Status)
	}
	if got.UpdatedAt.Before(before.Add(-time.Second)) || got.UpdatedAt.After(time.Now().Add(time.Second)) {
		t.Errorf("zero UpdatedAt became %v, want about %v", got.UpdatedAt, before)
	}
}

func testNotFound(t *testing.T, s store.Store) {
	mustCreate(t, s, sampleTable("THERE1"))
	if err := s.SaveRules(ctx, "rules1", []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"NOPE01", "", "there1"} {
		if _, err := s.Table(ctx, code); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Table(%q) = %v, want ErrNotFound", code, err)
		}
		if err := s.UpdateTable(ctx, store.Table{Code: code, Status: store.StatusEnded}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("UpdateTable(%q) = %v, want ErrNotFound", code, err)
		}
		for _, seq := range []int64{1, 2} {
			if err := s.AppendMove(ctx, code, move(seq, 0)); !errors.Is(err, store.ErrNotFound) {
				t.Errorf("AppendMove(%q, seq %d) = %v, want ErrNotFound", code, seq, err)
			}
		}
		if _, err := s.Moves(ctx, code, 0); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Moves(%q) = %v, want ErrNotFound", code, err)
		}
	}
	for _, code := range []string{"nope", "", "RULES1", "THERE1"} {
		if _, err := s.Rules(ctx, code); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Rules(%q) = %v, want ErrNotFound", code, err)
		}
	}
	// Failed calls created nothing.
	if ts, err := s.Tables(ctx, "", 0); err != nil || len(ts) != 1 {
		t.Errorf("Tables = %d tables, %v; want just THERE1", len(ts), err)
	}
}

func testTables(t *testing.T, s store.Store) {
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	make := func(code string, minute int, status string) store.Table {
		tb := sampleTable(code)
		tb.Status = status
		tb.CreatedAt = base.Add(time.Duration(minute) * time.Minute)
		tb.UpdatedAt = tb.CreatedAt
		return tb
	}
	// Created out of order; E and F share a CreatedAt and F is created later.
	for _, tb := range []store.Table{
		make("CCCCCC", 3, store.StatusLobby),
		make("AAAAAA", 1, store.StatusLobby),
		make("EEEEEE", 5, store.StatusLobby),
		make("BBBBBB", 2, store.StatusPlaying),
		make("DDDDDD", 4, store.StatusEnded),
		make("FFFFFF", 5, store.StatusPlaying),
	} {
		mustCreate(t, s, tb)
	}
	// Updating does not reorder: the order is by creation.
	a := mustGet(t, s, "AAAAAA")
	a.UpdatedAt = base.Add(time.Hour)
	if err := s.UpdateTable(ctx, a); err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		status string
		limit  int
		want   string
	}{
		{"", 0, "FEDCBA"},
		{"", -1, "FEDCBA"},
		{"", 6, "FEDCBA"},
		{"", 100, "FEDCBA"},
		{"", 1, "F"},
		{"", 3, "FED"},
		{store.StatusLobby, 0, "ECA"},
		{store.StatusLobby, 2, "EC"},
		{store.StatusPlaying, 0, "FB"},
		{store.StatusEnded, 5, "D"},
		{"nope", 0, ""},
	} {
		ts, err := s.Tables(ctx, tc.status, tc.limit)
		if err != nil {
			t.Fatalf("Tables(%q, %d): %v", tc.status, tc.limit, err)
		}
		got := ""
		for _, tb := range ts {
			got += tb.Code[:1]
			if d := diffTable(tb, mustGet(t, s, tb.Code)); d != "" {
				t.Errorf("Tables(%q, %d): %s differs from Table: %s", tc.status, tc.limit, tb.Code, d)
			}
		}
		if got != tc.want {
			t.Errorf("Tables(%q, %d) = %q, want %q", tc.status, tc.limit, got, tc.want)
		}
	}
}

func testRules(t *testing.T, s store.Store) {
	doc := []byte(`{"turn_counting":"shared","decks":{"ordeal":[]}}`)
	if err := s.SaveRules(ctx, "w1egz1pv51", doc); err != nil {
		t.Fatalf("SaveRules: %v", err)
	}
	// Identical bytes again: fine, any number of times.
	for range 2 {
		if err := s.SaveRules(ctx, "w1egz1pv51", bytes.Clone(doc)); err != nil {
			t.Fatalf("SaveRules(same doc again) = %v, want nil", err)
		}
	}
	// Different bytes under the same code, even semantically equal JSON: refused.
	for _, other := range [][]byte{
		[]byte(`{"turn_counting":"each"}`),
		[]byte(`{"decks":{"ordeal":[]},"turn_counting":"shared"}`),
		append(bytes.Clone(doc), '\n'),
		{},
	} {
		if err := s.SaveRules(ctx, "w1egz1pv51", other); !errors.Is(err, store.ErrConflict) {
			t.Errorf("SaveRules(different doc %q) = %v, want ErrConflict", other, err)
		}
	}
	got, err := s.Rules(ctx, "w1egz1pv51")
	if err != nil || !bytes.Equal(got, doc) {
		t.Errorf("Rules = %q, %v; want the first doc %q", got, err, doc)
	}

	// Other codes are independent.
	doc2 := []byte(`{"turn_counting":"each"}`)
	if err := s.SaveRules(ctx, "second0001", doc2); err != nil {
		t.Fatalf("SaveRules(second): %v", err)
	}
	if got, err := s.Rules(ctx, "second0001"); err != nil || !bytes.Equal(got, doc2) {
		t.Errorf("Rules(second) = %q, %v; want %q", got, err, doc2)
	}
	if got, err := s.Rules(ctx, "w1egz1pv51"); err != nil || !bytes.Equal(got, doc) {
		t.Errorf("Rules(first) = %q, %v; want %q", got, err, doc)
	}
}

func testCopies(t *testing.T, s store.Store) {
	// Mutating what was handed in must not reach the store...
	in := sampleTable("CPY001")
	mustCreate(t, s, in)
	want := sampleTable("CPY001")
	in.Seats[0].Name = "Mallory"
	in.Seats[1].TokenHash[0] ^= 0xff
	in.HostTokenHash[0] ^= 0xff
	m := move(1, 0)
	mustAppend(t, s, "CPY001", m)
	wantMove := move(1, 0)
	m.Move[0] = 'X'
	doc := []byte(`{"a":1}`)
	if err := s.SaveRules(ctx, "cpy", doc); err != nil {
		t.Fatal(err)
	}
	doc[0] = 'X'

	// ...nor mutating what was handed out.
	got := mustGet(t, s, "CPY001")
	got.Seats[0].Name = "Mallory"
	got.Seats[1].TokenHash[0] ^= 0xff
	got.HostTokenHash[0] ^= 0xff
	got.Seats = append(got.Seats[:1], got.Seats[2:]...)
	ts, err := s.Tables(ctx, "", 0)
	if err != nil || len(ts) != 1 {
		t.Fatalf("Tables = %d, %v", len(ts), err)
	}
	ts[0].Seats[0].Name = "Mallory"
	ts[0].Seats[1].TokenHash[0] ^= 0xff
	ts[0].HostTokenHash[0] ^= 0xff
	ms := mustMoves(t, s, "CPY001", 0)
	ms[0].Move[0] = 'X'
	ms[0].Seq = 99
	r, err := s.Rules(ctx, "cpy")
	if err != nil {
		t.Fatal(err)
	}
	r[0] = 'X'

	if d := diffTable(mustGet(t, s, "CPY001"), want); d != "" {
		t.Errorf("table changed through a caller's slice: %s", d)
	}
	checkMoves(t, mustMoves(t, s, "CPY001", 0), []store.Move{wantMove})
	if r, err := s.Rules(ctx, "cpy"); err != nil || string(r) != `{"a":1}` {
		t.Errorf("rules changed through a caller's slice: %q, %v", r, err)
	}
}

func testCancelledContext(t *testing.T, s store.Store) {
	mustCreate(t, s, sampleTable("CTX001"))
	c, cancel := context.WithCancel(ctx)
	cancel()
	check := func(name string, err error) {
		t.Helper()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a cancelled context = %v, want context.Canceled", name, err)
		}
	}
	check("CreateTable", s.CreateTable(c, sampleTable("CTX002")))
	check("UpdateTable", s.UpdateTable(c, sampleTable("CTX001")))
	_, err := s.Table(c, "CTX001")
	check("Table", err)
	_, err = s.Tables(c, "", 0)
	check("Tables", err)
	check("AppendMove", s.AppendMove(c, "CTX001", move(1, 0)))
	_, err = s.Moves(c, "CTX001", 0)
	check("Moves", err)
	check("SaveRules", s.SaveRules(c, "r", []byte("{}")))
	_, err = s.Rules(c, "r")
	check("Rules", err)

	// None of it happened.
	if _, err := s.Table(ctx, "CTX002"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("CreateTable with a cancelled context created the table (%v)", err)
	}
	if ms := mustMoves(t, s, "CTX001", 0); len(ms) != 0 {
		t.Errorf("AppendMove with a cancelled context wrote %v", seqs(ms))
	}
	if _, err := s.Rules(ctx, "r"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SaveRules with a cancelled context saved (%v)", err)
	}
}
