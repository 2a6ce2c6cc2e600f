package server_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"evergreen/server"
	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/store/postgres"
	"evergreen/store/postgres/pgtest"
)

// The limits that must hold across a cluster (docs/RELIABILITY.md),
// checked on two servers sharing one store, as two nodes share one
// PostgreSQL database: each has its own buckets, so without the shared
// counts a client would get each server's whole budget.

// sharedStores runs f with a maker of pairs of new stores that share
// their data: one memstore given to both servers, and two PostgreSQL
// Stores on one new database schema when EVERGREEN_TEST_POSTGRES names a
// server (skipped without).
func sharedStores(t *testing.T, f func(t *testing.T, pair func() (a, b store.Store))) {
	t.Run("memstore", func(t *testing.T) {
		f(t, func() (store.Store, store.Store) {
			s := memstore.New()
			return s, s
		})
	})
	t.Run("postgres", func(t *testing.T) {
		pgtest.DSN(t) // skips without a server
		f(t, func() (store.Store, store.Store) {
			dsn := pgtest.DSN(t)
			return openPG(t, dsn), openPG(t, dsn)
		})
	})
}

func openPG(t *testing.T, dsn string) store.Store {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := postgres.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// twoServers starts two servers with cfg over a new pair of stores.
func twoServers(t *testing.T, cfg server.Config, pair func() (a, b store.Store)) (*httptest.Server, *httptest.Server) {
	t.Helper()
	a, b := pair()
	cfg.Store = a
	ta, _ := hardened(t, cfg)
	cfg.Store = b
	tb, _ := hardened(t, cfg)
	return ta, tb
}

// inOneWindow runs try until it runs wholly inside one window of the
// given length (a fixed-window count starts again at each window's
// start, which would let a test straddling two windows through). It
// gives up after three tries, which only a clock jumping about could use.
// Each try starts servers on new stores.
func inOneWindow(t *testing.T, window time.Duration, try func(t *testing.T) bool) {
	t.Helper()
	for range 3 {
		before := time.Now().Unix() / int64(window/time.Second)
		ok := try(t)
		if time.Now().Unix()/int64(window/time.Second) == before {
			if !ok {
				t.FailNow()
			}
			return
		}
	}
	t.Fatal("three tries each straddled two windows")
}

// TestTablesPerHourAcrossServers: a client's tables per hour are counted
// across servers: two on one, one on the other, and both refuse the
// fourth.
func TestTablesPerHourAcrossServers(t *testing.T) {
	sharedStores(t, func(t *testing.T, pair func() (a, b store.Store)) {
		inOneWindow(t, time.Hour, func(t *testing.T) bool {
			ta, tb := twoServers(t, server.Config{TablesPerHour: 3}, pair)
			ca, cb := &client{t: t, base: ta.URL}, &client{t: t, base: tb.URL}
			body := `{"seats":[{"kind":"local"},{"kind":"local"}]}`
			for i, c := range []*client{ca, ca, cb} {
				if status, _, raw := c.do("POST", "/api/tables", body); status != 201 {
					t.Errorf("table %d: %d %s", i, status, raw)
					return false
				}
			}
			for name, c := range map[string]*client{"the second server": cb, "the first server": ca} {
				if status, out, raw := c.do("POST", "/api/tables", body); status != 429 || errCode(out) != "rate_limited" {
					t.Errorf("the fourth table, on %s: %d %s", name, status, raw)
					return false
				}
			}
			return true
		})
	})
}

// TestRulesetSavesAcrossServers: the Studios' daily saves are counted
// across servers.
func TestRulesetSavesAcrossServers(t *testing.T) {
	sharedStores(t, func(t *testing.T, pair func() (a, b store.Store)) {
		inOneWindow(t, 24*time.Hour, func(t *testing.T) bool {
			ta, tb := twoServers(t, server.Config{RulesetsPerDay: 2}, pair)
			ca, cb := &client{t: t, base: ta.URL}, &client{t: t, base: tb.URL}
			for i, c := range []*client{ca, cb} {
				doc := fmt.Sprintf(`{"name":"Mine %d","doc":{"turns_per_season":%d}}`, i, 3+i)
				if status, _, raw := c.do("POST", "/api/rulesets", doc); status != 201 {
					t.Errorf("save %d: %d %s", i, status, raw)
					return false
				}
			}
			if status, out, raw := ca.do("POST", "/api/rulesets", `{"name":"Third","doc":{"turns_per_season":5}}`); status != 429 || errCode(out) != "rate_limited" {
				t.Errorf("the third save, on the first server: %d %s", status, raw)
				return false
			}
			return true
		})
	})
}

// TestGuessLimitsAcrossServers: failed room-code lookups are counted
// across servers. Each server's own bucket allows 5; the shared count
// allows 5 + what the rate adds in a minute (here nothing worth a
// lookup), and a server that has not yet seen the count reach the cap
// lets one more through: at most 7 of 20 guesses spread over two
// servers answer, where 10 would without sharing.
func TestGuessLimitsAcrossServers(t *testing.T) {
	sharedStores(t, func(t *testing.T, pair func() (a, b store.Store)) {
		inOneWindow(t, time.Minute, func(t *testing.T) bool {
			ta, tb := twoServers(t, server.Config{JoinRate: 0.001, JoinBurst: 5}, pair)
			ca, cb := &client{t: t, base: ta.URL}, &client{t: t, base: tb.URL}
			answered := 0
			for i := range 20 {
				c := ca
				if i%2 == 1 {
					c = cb
				}
				status, out, raw := c.do("GET", fmt.Sprintf("/api/tables/QQQQ%c%c", "ACDEFGHJKM"[i%10], "ACDEFGHJKM"[i/10]), "")
				switch {
				case status == 404:
					answered++
				case status != 429 || errCode(out) != "rate_limited":
					t.Errorf("guess %d: %d %s", i, status, raw)
					return false
				}
			}
			if answered > 7 {
				t.Errorf("%d of 20 guesses over two servers were answered, want at most 7 (5 + 1 for the rate + 1 for the second server)", answered)
				return false
			}
			return true
		})
	})
}

// TestTablesPerHourRace: many creations at once over two servers take
// exactly the cap, never more (the place is reserved in the shared
// count before the table is made).
func TestTablesPerHourRace(t *testing.T) {
	sharedStores(t, func(t *testing.T, pair func() (a, b store.Store)) {
		inOneWindow(t, time.Hour, func(t *testing.T) bool {
			ta, tb := twoServers(t, server.Config{TablesPerHour: 3}, pair)
			results := make(chan int, 12)
			for i := range cap(results) {
				base := ta.URL
				if i%2 == 1 {
					base = tb.URL
				}
				go func() {
					// Not client.do: its t.Fatal must not run off the test's goroutine.
					resp, err := http.Post(base+"/api/tables", "application/json", strings.NewReader(`{"seats":[{"kind":"local"},{"kind":"local"}]}`))
					if err != nil {
						t.Error(err)
						results <- 0
						return
					}
					resp.Body.Close()
					results <- resp.StatusCode
				}()
			}
			made := 0
			for range cap(results) {
				if <-results == 201 {
					made++
				}
			}
			if made != 3 {
				t.Errorf("%d tables made by 12 racing requests over two servers, want the cap, 3", made)
				return false
			}
			return true
		})
	})
}

// TestLimitsBehindLocalProxy: behind a trusted reverse proxy on the same
// machine (docs/DEPLOY.md), each player is counted by the address the
// proxy saw, not all as the proxy's one address; without
// --trusted-proxies the header is a client's say-so and is ignored.
func TestLimitsBehindLocalProxy(t *testing.T) {
	trusted, _ := server.ParseTrustedProxies("127.0.0.1/32,::1")
	ts, _ := hardened(t, server.Config{TablesPerHour: 1, TrustedProxies: trusted})
	create := func(fwd string) int {
		req, _ := http.NewRequest("POST", ts.URL+"/api/tables", strings.NewReader(`{"seats":[{"kind":"local"},{"kind":"local"}]}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", fwd)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if got := create("198.51.100.1"); got != 201 {
		t.Fatalf("the first player's table: %d", got)
	}
	if got := create("6.6.6.6, 198.51.100.1"); got != 429 {
		t.Fatalf("the first player's second table, with a made-up address before the proxy's: %d, want 429", got)
	}
	if got := create("198.51.100.2"); got != 201 {
		t.Fatalf("another player behind the same proxy: %d, want 201", got)
	}

	// No trusted proxies: five made-up addresses are one client.
	untrusting, _ := hardened(t, server.Config{TablesPerHour: 1})
	ts.URL = untrusting.URL
	if got := create("198.51.100.1"); got != 201 {
		t.Fatalf("the first table: %d", got)
	}
	for i := range 5 {
		if got := create(fmt.Sprintf("203.0.113.%d", i+1)); got != 429 {
			t.Fatalf("a second table claiming to come from another address, with no proxy trusted: %d, want 429", got)
		}
	}
}

// TestRaisedJoinRateRaisesNetworkAndGlobal: raising the per-address
// budget (serve -join-rate/-join-burst, as the load tester does) raises
// the network's and the service's to at least as much: they hold the
// address, and lower budgets would make the raise meaningless.
func TestRaisedJoinRateRaisesNetworkAndGlobal(t *testing.T) {
	ts, _ := hardened(t, server.Config{JoinRate: 1000, JoinBurst: 1000})
	c := &client{t: t, base: ts.URL}
	for i := range 600 { // past the network's default burst (80) and the service's (500)
		code := fmt.Sprintf("QQ%c%c%c%c", "ACDEFGHJKM"[i%10], "ACDEFGHJKM"[i/10%10], "ACDEFGHJKM"[i/100], 'Q')
		if status, _, raw := c.do("GET", "/api/tables/"+code, ""); status != 404 {
			t.Fatalf("guess %d: %d %s, want 404 (the address's budget is 1000)", i, status, raw)
		}
	}
}
