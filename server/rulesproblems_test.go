package server_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestNewTableProblemsInLocale: a table asked for with a broken rule set
// is refused with each problem worded in the asker's locale (the cookie's
// choice, else Accept-Language), the code and paths as they are.
func TestNewTableProblemsInLocale(t *testing.T) {
	ts := newServer(t)
	body := `{"seats":[{"kind":"local"},{"kind":"local"}],"rules":{"turns_per_season":0,"duties":{"give_cost":0}}}`
	for _, tt := range []struct{ cookie, accept, path, want string }{
		{"", "", "turns_per_season", "must be between 1 and 64, got 0"},
		{"", "de-AT,de;q=0.8", "turns_per_season", "muss zwischen 1 und 64 liegen, ist aber 0"},
		{"es", "de", "duties.give_cost", "debe ser positivo, pero es 0"},
		{"zh-Hant", "", "duties.give_cost", "必須是正數，卻是 0"},
	} {
		req, _ := http.NewRequest("POST", ts.URL+"/api/tables", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if tt.accept != "" {
			req.Header.Set("Accept-Language", tt.accept)
		}
		if tt.cookie != "" {
			req.AddCookie(&http.Cookie{Name: "lang", Value: tt.cookie})
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var out struct {
			Error struct {
				Code     string
				Problems []struct{ Path, Message string }
			}
		}
		if err := json.Unmarshal(raw, &out); err != nil || resp.StatusCode != 422 || out.Error.Code != "invalid_rules" {
			t.Fatalf("%s %s: %d %s", tt.cookie, tt.accept, resp.StatusCode, raw)
		}
		got := ""
		for _, p := range out.Error.Problems {
			if p.Path == tt.path {
				got = p.Message
			}
		}
		if got != tt.want {
			t.Errorf("cookie %q, Accept-Language %q: %s reads %q, want %q (%s)", tt.cookie, tt.accept, tt.path, got, tt.want, raw)
		}
	}
}
