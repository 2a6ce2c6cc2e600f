package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"evergreen/store"
	"evergreen/store/postgres"
	"evergreen/store/postgres/pgtest"
	"evergreen/store/storetest"
)

// These tests need a PostgreSQL server: set EVERGREEN_TEST_POSTGRES to the
// DSN of a database they may create and drop schemas in. Without it they
// skip, except those that need no server. Each store gets a schema of its
// own (pgtest.DSN), dropped when its test ends.

var ctx = context.Background()

func TestConformance(t *testing.T) {
	needServer(t)
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, pgtest.DSN(t))
	})
}

// needServer skips t, with pgtest's note on how to run it, when no test
// server is configured.
func needServer(t *testing.T) {
	t.Helper()
	if os.Getenv(pgtest.Env) == "" {
		pgtest.DSN(t) // skips
	}
}

// open opens a Store on dsn and closes it when the test ends (before the
// schema is dropped, if SchemaDSN made dsn).
func open(t testing.TB, dsn string) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(ctx, dsn)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestOpenBadDSN checks that a DSN that cannot be parsed, or names a
// server that cannot be reached, gives an error that says so, and that no
// error shows the password. Only the last case needs the test server.
func TestOpenBadDSN(t *testing.T) {
	const pw = "s3cr3t-PW"
	for _, tc := range []struct {
		dsn  string
		want string // in the error
	}{
		{"", "empty DSN"},
		{"   ", "empty DSN"},
		{"postgres://u:" + pw + "@host:badport/db", "invalid port"},
		{"postgres://u:" + pw + "@[::1/db", "bad DSN"},
		{"postgres://u:" + pw + "%zz@host/db", "bad DSN"},
		{"postgres://u:" + url.QueryEscape(pw) + "@host/db?sslmode=bogus", "sslmode"},
		{"postgres://u:" + pw + "@host/db?pool_max_conns=many", "pool_max_conns"},
		{"postgresql://u:" + pw + "@a@host/db?sslmode=bogus", "sslmode"},
		{"host=h password=" + pw + " port=x", "invalid port"},
		{"host=h password='" + pw + " port=5432", "bad DSN"},
		{"host=h password=" + pw + " sslmode=bogus", "sslmode"},
		{"password=" + pw + " host", "bad DSN"},
		{"mysql://u:" + pw + "@h/db", "bad DSN"},
		{pw, "bad DSN"},
		// Parsed, but nothing listens on port 1.
		{"postgres://u:" + pw + "@127.0.0.1:1/db?sslmode=disable&connect_timeout=5", "connecting to 127.0.0.1:1/db"},
		{"host=127.0.0.1 port=1 user=u password=" + pw + " dbname=db sslmode=disable connect_timeout=5", "connecting to 127.0.0.1:1/db"},
	} {
		s, err := postgres.Open(ctx, tc.dsn)
		if err == nil {
			s.Close()
			t.Errorf("Open(%q) succeeded, want an error", tc.dsn)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "postgres: ") || !strings.Contains(msg, tc.want) {
			t.Errorf("Open(%q) = %q, want a postgres: error saying %q", tc.dsn, msg, tc.want)
		}
		if strings.Contains(msg, pw) || strings.Contains(msg, "s3cr3t") {
			t.Errorf("Open(%q) error shows the password: %q", tc.dsn, msg)
		}
	}

	t.Run("WrongPassword", func(t *testing.T) {
		needServer(t)
		u, err := url.Parse(os.Getenv(pgtest.Env))
		if err != nil || u.Scheme == "" {
			t.Skip("the test server's DSN is not a URL")
		}
		u.User = url.UserPassword(u.User.Username(), pw)
		s, err := postgres.Open(ctx, u.String())
		if err == nil {
			s.Close()
			t.Skip("the test server accepts any password (trust authentication)")
		}
		msg := err.Error()
		if !strings.Contains(msg, "connecting to "+u.Host+u.Path) || strings.Contains(msg, pw) {
			t.Errorf("Open(wrong password) = %q; want it to name %s and not show the password", msg, u.Host+u.Path)
		}
	})
}

// TestRefusesNewerSchema: a database migrated by a newer binary is left
// alone.
func TestRefusesNewerSchema(t *testing.T) {
	dsn := pgtest.DSN(t)
	s, err := postgres.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	version := pgtest.QueryInt(t, dsn, `SELECT version FROM schema_version`)
	pgtest.Exec(t, dsn, `UPDATE schema_version SET version = version + 1`)
	if s, err := postgres.Open(ctx, dsn); err == nil {
		s.Close()
		t.Fatal("Open of a database with a newer schema succeeded")
	} else if !strings.Contains(err.Error(), "newer") {
		t.Errorf("Open error = %v, want it to say the schema is newer", err)
	}
	if v := pgtest.QueryInt(t, dsn, `SELECT version FROM schema_version`); v != version+1 {
		t.Errorf("schema_version = %d after the refused Open, want %d left alone", v, version+1)
	}
}

// TestReopen opens the same schema again and again: the data stays and no
// migration runs twice (each uses plain CREATE, so a re-run would fail).
func TestReopen(t *testing.T) {
	dsn := pgtest.DSN(t)
	s := open(t, dsn)
	version := pgtest.QueryInt(t, dsn, `SELECT version FROM schema_version`)
	if version < 1 {
		t.Fatalf("schema_version = %d after Open", version)
	}
	if err := s.CreateTable(ctx, store.Table{Code: "RE0001", Status: store.StatusPlaying}); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveRules(ctx, "keep", []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	for round := range 3 {
		s := open(t, dsn)
		if err := s.AppendMove(ctx, "RE0001", store.Move{Seq: int64(round + 1), Move: []byte(`{}`)}); err != nil {
			t.Fatalf("round %d: AppendMove: %v", round, err)
		}
		if ms, err := s.Moves(ctx, "RE0001", 0); err != nil || len(ms) != round+1 {
			t.Errorf("round %d: Moves = %d moves, %v", round, len(ms), err)
		}
		if doc, err := s.Rules(ctx, "keep"); err != nil || string(doc) != "{}" {
			t.Errorf("round %d: Rules = %q, %v", round, doc, err)
		}
		s.Close()
	}
	if v := pgtest.QueryInt(t, dsn, `SELECT version FROM schema_version`); v != version {
		t.Errorf("schema_version = %d after reopening, want %d", v, version)
	}
	if n := pgtest.QueryInt(t, dsn, `SELECT COUNT(*) FROM schema_version`); n != 1 {
		t.Errorf("schema_version has %d rows, want 1", n)
	}
}

// TestConcurrentOpen starts several stores at once on a new schema, as
// several servers might: the advisory lock lets one build the schema and
// the others find it built.
func TestConcurrentOpen(t *testing.T) {
	dsn := pgtest.DSN(t)
	const n = 6
	stores := make([]*postgres.Store, n)
	errs := make([]error, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-start
			stores[i], errs[i] = postgres.Open(ctx, dsn)
		})
	}
	close(start)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("Open %d: %v", i, err)
		} else {
			defer stores[i].Close()
		}
	}
	if t.Failed() {
		return
	}
	if err := stores[0].CreateTable(ctx, store.Table{Code: "CO0001"}); err != nil {
		t.Fatal(err)
	}
	if _, err := stores[n-1].Table(ctx, "CO0001"); err != nil {
		t.Errorf("a table created through one store is not seen through another: %v", err)
	}
}

// TestNoSchema: a search_path naming no schema that exists gives a clear
// error, not a failed CREATE.
func TestNoSchema(t *testing.T) {
	needServer(t)
	dsn := pgtest.WithSearchPath(t, os.Getenv(pgtest.Env), "evergreen_test_no_such_schema")
	if s, err := postgres.Open(ctx, dsn); err == nil {
		s.Close()
		t.Fatal("Open with no schema to create tables in succeeded")
	} else if !strings.Contains(err.Error(), "search_path") {
		t.Errorf("Open error = %v, want it to mention the search_path", err)
	}
}

// TestAppendMoveRace has many goroutines, on several connections of one
// pool and on a second store's pool, released together to append the same
// seq: exactly one wins each round and every other gets ErrConflict.
func TestAppendMoveRace(t *testing.T) {
	dsn := pgtest.DSN(t)
	stores := []*postgres.Store{open(t, dsn), open(t, dsn)}
	const code, writers, rounds = "RACE01", 16, 25
	if err := stores[0].CreateTable(ctx, store.Table{Code: code, Status: store.StatusPlaying}); err != nil {
		t.Fatal(err)
	}
	winners := make([]int, 0, rounds)
	for seq := int64(1); seq <= rounds; seq++ {
		errs := make([]error, writers)
		start := make(chan struct{})
		var wg sync.WaitGroup
		for w := range writers {
			wg.Go(func() {
				<-start
				errs[w] = stores[w%2].AppendMove(ctx, code, store.Move{Seq: seq, Seat: w, Move: fmt.Appendf(nil, `{"w":%d}`, w)})
			})
		}
		close(start)
		wg.Wait()
		winner := -1
		for w, err := range errs {
			switch {
			case err == nil && winner >= 0:
				t.Fatalf("seq %d: writers %d and %d both won", seq, winner, w)
			case err == nil:
				winner = w
			case !errors.Is(err, store.ErrConflict):
				t.Fatalf("seq %d: writer %d: %v, want nil or ErrConflict", seq, w, err)
			}
		}
		if winner < 0 {
			t.Fatalf("seq %d: nobody won", seq)
		}
		winners = append(winners, winner)
	}
	ms, err := stores[1].Moves(ctx, code, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != rounds {
		t.Fatalf("log has %d moves, want %d", len(ms), rounds)
	}
	for i, m := range ms {
		if w := winners[i]; m.Seq != int64(i+1) || m.Seat != w || string(m.Move) != fmt.Sprintf(`{"w":%d}`, w) {
			t.Errorf("move %d = seq %d seat %d %s, want the winner %d's", i, m.Seq, m.Seat, m.Move, w)
		}
	}
}

// TestSeeds: every uint64 comes back exactly, and is stored as the int64
// with the same bits.
func TestSeeds(t *testing.T) {
	dsn := pgtest.DSN(t)
	s := open(t, dsn)
	for i, seed := range []uint64{0, 1, 1<<63 - 1, 1 << 63, 1<<63 + 12345, 1<<64 - 2, 1<<64 - 1} {
		code := fmt.Sprintf("SEED%02d", i)
		if err := s.CreateTable(ctx, store.Table{Code: code, Seed: seed}); err != nil {
			t.Fatal(err)
		}
		got, err := s.Table(ctx, code)
		if err != nil || got.Seed != seed {
			t.Errorf("seed %d came back as %d (%v)", seed, got.Seed, err)
		}
		if raw := pgtest.QueryInt(t, dsn, `SELECT seed FROM tables WHERE code = $1`, code); raw != int64(seed) {
			t.Errorf("seed %d stored as %d, want %d", seed, raw, int64(seed))
		}
	}
}

// TestUnstorableText: PostgreSQL text holds neither NUL nor invalid UTF-8.
// Looking such a code up finds nothing; storing one fails without
// pretending to be a sentinel; inside the seats' JSON both are fine.
func TestUnstorableText(t *testing.T) {
	s := open(t, pgtest.DSN(t))
	for _, code := range []string{"NUL\x00", "\xff\xfe"} {
		if _, err := s.Table(ctx, code); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Table(%q) = %v, want ErrNotFound", code, err)
		}
		if _, err := s.Moves(ctx, code, 0); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Moves(%q) = %v, want ErrNotFound", code, err)
		}
		if err := s.AppendMove(ctx, code, store.Move{Seq: 1}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("AppendMove(%q) = %v, want ErrNotFound", code, err)
		}
		if err := s.UpdateTable(ctx, store.Table{Code: code}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("UpdateTable(%q) = %v, want ErrNotFound", code, err)
		}
		if _, err := s.Rules(ctx, code); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Rules(%q) = %v, want ErrNotFound", code, err)
		}
		if _, err := s.Preview(ctx, code); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Preview(%q) = %v, want ErrNotFound", code, err)
		}
		if _, err := s.NameRules(ctx, store.RulesName{Code: code}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("NameRules(%q) = %v, want ErrNotFound", code, err)
		}
		err := s.CreateTable(ctx, store.Table{Code: code})
		if err == nil || errors.Is(err, store.ErrExists) || !strings.HasPrefix(err.Error(), "postgres: create table") {
			t.Errorf("CreateTable(%q) = %v, want a postgres: error", code, err)
		}
	}
	seats := []store.Seat{{Seat: 0, Kind: store.KindLocal, Name: "nul\x00 and ✓"}}
	if err := s.CreateTable(ctx, store.Table{Code: "SEATS1", Seats: seats}); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Table(ctx, "SEATS1"); err != nil || len(got.Seats) != 1 || got.Seats[0].Name != seats[0].Name {
		t.Errorf("seats came back as %+v, %v; want %+v", got.Seats, err, seats)
	}
}

// TestAcknowledgedIsVisible: as soon as AppendMove returns, another store
// (another pool, as another server would have) sees the move.
func TestAcknowledgedIsVisible(t *testing.T) {
	dsn := pgtest.DSN(t)
	w, r := open(t, dsn), open(t, dsn)
	if err := w.CreateTable(ctx, store.Table{Code: "ACK001", Status: store.StatusPlaying}); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2025, 5, 5, 5, 5, 5, 5999, time.UTC)
	for seq := int64(1); seq <= 3; seq++ {
		if err := w.AppendMove(ctx, "ACK001", store.Move{Seq: seq, Move: []byte(`{}`), At: at}); err != nil {
			t.Fatal(err)
		}
		ms, err := r.Moves(ctx, "ACK001", 0)
		if err != nil || int64(len(ms)) != seq {
			t.Fatalf("other store sees %d moves (%v) after seq %d was acknowledged", len(ms), err, seq)
		}
		if got := ms[seq-1].At; !got.Equal(at.Truncate(time.Microsecond)) {
			t.Errorf("At = %v, want %v truncated to the microsecond", got, at)
		}
	}
}

// TestClosed: a closed store refuses work with an error, not a hang.
func TestClosed(t *testing.T) {
	s := open(t, pgtest.DSN(t))
	if err := s.CreateTable(ctx, store.Table{Code: "CLS001"}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := s.AppendMove(ctx, "CLS001", store.Move{Seq: 1, Move: []byte(`{}`)}); err == nil || errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrNotFound) {
		t.Errorf("AppendMove on a closed store = %v, want a plain error", err)
	}
	if _, err := s.Table(ctx, "CLS001"); err == nil {
		t.Error("Table on a closed store succeeded")
	}
}
