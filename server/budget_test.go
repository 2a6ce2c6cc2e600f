package server_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"evergreen/server"
	"evergreen/store/memstore"
)

// TestPreviewBudgets: a preview dearer than PreviewCost is refused as a
// bad request; a client's previews past its hourly PreviewBudget are
// refused with 429 (another client's are not); rule-set checks past
// ChecksPerMinute too. The store's clock stands still, so no hour or
// minute ends between the requests.
func TestPreviewBudgets(t *testing.T) {
	still := time.Date(2026, 12, 2, 10, 30, 0, 0, time.UTC)
	ts, _ := hardened(t, server.Config{PreviewCost: 2000, PreviewBudget: 1500, ChecksPerMinute: 2,
		Store: memstore.NewAt(func() time.Time { return still })})
	var games struct {
		Games []struct {
			RulesCode string `json:"rules_code"`
		}
	}
	_, body := get(t, ts.URL+"/api/games")
	if err := json.Unmarshal([]byte(body), &games); err != nil {
		t.Fatal(err)
	}
	base := ts.URL + "/games/nobles/api/rulesets/" + games.Games[0].RulesCode + "/preview"
	start := func(games int, from string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest("POST", base, strings.NewReader(`{"games":`+itoa(games)+`,"bots":"random","houses":2}`))
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = from
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out struct {
			Error struct{ Code, Message string }
		}
		_ = json.NewDecoder(resp.Body).Decode(&out)
		return resp.StatusCode, out.Error.Code + ": " + out.Error.Message
	}
	// The default rule set: 1,001 games × 2 seats is over 2,000 units.
	if st, msg := start(1001, ""); st != 400 || !strings.Contains(msg, "games") {
		t.Fatalf("a preview of 1,001 games × 2 seats with PreviewCost 2,000: %d %s, want 400 about games", st, msg)
	}
	if st, msg := start(700, ""); st != 202 && st != 200 {
		t.Fatalf("a preview of 700 games × 2 seats: %d %s", st, msg)
	}
	// 1,400 of the 1,500 units are spent: 100 more games are not.
	if st, msg := start(100, ""); st != 429 || !strings.Contains(msg, "this hour") {
		t.Fatalf("past the hour's budget: %d %s, want 429 saying so", st, msg)
	}
	if st, msg := start(10, ""); st != 202 && st != 200 {
		t.Fatalf("5 games × 2 seats, within what is left: %d %s", st, msg)
	}

	check := func() int {
		st, _, _ := post(t, ts.URL+"/games/nobles/api/rulesets/validate", `{}`, map[string]string{"Content-Type": "application/json"})
		return st
	}
	for i := range 2 {
		if st := check(); st == 429 {
			t.Fatalf("check %d of 2: 429", i+1)
		}
	}
	if st := check(); st != 429 {
		t.Fatalf("a third check in a minute with ChecksPerMinute 2: %d, want 429", st)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
