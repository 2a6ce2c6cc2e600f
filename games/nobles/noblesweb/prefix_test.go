package noblesweb_test

import (
	"net/http"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
)

// TestPagesUnderPrefix: when Nobles is not the default game (Highest
// Unique, hosted first, is), its pages live under /games/nobles/ alone
// and every link, redirect and saved rule set's address stays there.
func TestPagesUnderPrefix(t *testing.T) {
	ts := startServer(t, func(c *server.Config) { c.Games = game.MustList(highest.New(), noblesgame.New()) })
	c := &client{t: t, base: ts.URL}
	const base = "/games/nobles"

	status, _, page := c.do("GET", base+"/studio", "")
	if status != 200 || !strings.Contains(string(page), `data-base="/games/nobles"`) || !strings.Contains(string(page), `href="/games/nobles/studio/new"`) {
		t.Errorf("GET %s/studio = %d, or its links leave the prefix", base, status)
	}
	status, out, _ := c.do("POST", base+"/api/rulesets", `{"name":"Short","doc":{"turns_per_season":3}}`)
	if status != 201 || !strings.HasPrefix(out["url"].(string), base+"/studio/") {
		t.Fatalf("save = %d %v", status, out)
	}
	code := out["code"].(string)
	if status, _, page := c.do("GET", base+"/studio/"+code, ""); status != 200 || !strings.Contains(string(page), base+"/api/rulesets/"+code+"/export") {
		t.Errorf("the rule set's page = %d, or its export link leaves the prefix", status)
	}
	if status, _, page := c.do("GET", base+"/rules", ""); status != 200 || !strings.Contains(string(page), `href="/games/nobles/guidance"`) {
		t.Errorf("the Rulebook = %d, or its link to the Guidance leaves the prefix", status)
	}
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noFollow.Get(ts.URL + base + "/studio/open?code=" + strings.ToUpper(code))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if loc := resp.Header.Get("Location"); loc != base+"/studio/"+code {
		t.Errorf("open redirects to %q", loc)
	}
	// Not the default: nothing of Nobles at the site's root.
	for _, path := range []string{"/rules", "/studio", "/api/rulesets"} {
		if status, _, _ := c.do("GET", path, ""); status != 404 {
			t.Errorf("GET %s = %d, want 404 with Nobles not the default", path, status)
		}
	}
}
