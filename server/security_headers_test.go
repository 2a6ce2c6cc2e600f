package server_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/memstore"
)

// hardened starts a server hosting both games, with cfg's limits.
func hardened(t *testing.T, cfg server.Config) (*httptest.Server, *server.Server) {
	t.Helper()
	cfg.Games = game.MustList(noblesgame.New(), evergreengame.New())
	if cfg.Store == nil {
		cfg.Store = memstore.New()
	}
	cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	cfg.BotDelayMs = new(1)
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	return ts, srv
}

// inlineScript finds what a Content-Security-Policy without
// 'unsafe-inline' scripts would block: a script element with code in it
// (a JSON data block is not run, so it may stay), an on… handler
// attribute, a javascript: address.
var (
	scriptTag   = regexp.MustCompile(`(?is)<script([^>]*)>(.*?)</script>`)
	handlerAttr = regexp.MustCompile(`(?i)<[a-z][^>]*\son[a-z]+\s*=`)
	jsURL       = regexp.MustCompile(`(?i)(href|src|action)\s*=\s*["']?\s*javascript:`)
)

func inlineScript(page string) string {
	for _, m := range scriptTag.FindAllStringSubmatch(page, -1) {
		attrs, body := m[1], strings.TrimSpace(m[2])
		if body != "" && !strings.Contains(attrs, `type="application/json"`) {
			return m[0]
		}
	}
	if m := handlerAttr.FindString(page); m != "" {
		return m
	}
	return jsURL.FindString(page)
}

// checkHeaders reports what a response lacks of the security headers.
func checkHeaders(t *testing.T, what string, h http.Header) {
	t.Helper()
	csp := h.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "script-src 'self';", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("%s: Content-Security-Policy %q lacks %q", what, csp, want)
		}
	}
	if m := regexp.MustCompile(`script-src[^;]*`).FindString(csp); strings.Contains(m, "unsafe") {
		t.Errorf("%s: scripts allow %q", what, m)
	}
	if h.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("%s: X-Content-Type-Options %q", what, h.Get("X-Content-Type-Options"))
	}
	if h.Get("Referrer-Policy") == "" || h.Get("X-Frame-Options") != "DENY" {
		t.Errorf("%s: Referrer-Policy %q, X-Frame-Options %q", what, h.Get("Referrer-Policy"), h.Get("X-Frame-Options"))
	}
}

// TestSecurityHeadersEverywhere visits every page reachable from the
// home page (following the site's own links, both games' pages
// included), every API route, errors (404, 405, 400, 415, 403) and
// static files: each answer carries the security headers, and no page
// holds inline script the policy would block.
func TestSecurityHeadersEverywhere(t *testing.T) {
	ts, _ := hardened(t, server.Config{})
	c := &client{t: t, base: ts.URL}
	_, out, _ := c.do("POST", "/api/tables", `{"seats":[{"kind":"local"},{"kind":"online"}]}`)
	code := out["code"].(string)
	_, out, _ = c.do("POST", "/api/tables", `{"game":"evergreen","seats":[{"kind":"local"},{"kind":"local"}]}`)
	planet := out["code"].(string)

	seen := map[string]bool{}
	queue := []string{"/", "/t/" + code, "/t/" + code + "/replay", "/t/" + planet, "/join?code=QQQQQQ", "/no/such/page",
		"/games/nobles/rules?table=" + code, "/games/evergreen/rulebook?table=" + planet}
	link := regexp.MustCompile(`(?:href|src)="(/[^"]*)"`)
	for len(queue) > 0 && len(seen) < 200 {
		path := queue[0]
		queue = queue[1:]
		if seen[path] {
			continue
		}
		seen[path] = true
		resp, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		checkHeaders(t, "GET "+path, resp.Header)
		if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			continue
		}
		if s := inlineScript(string(body)); s != "" {
			t.Errorf("GET %s: inline script the policy blocks: %.120s", path, s)
		}
		for _, m := range link.FindAllStringSubmatch(string(body), -1) {
			if p := strings.ReplaceAll(m[1], "&amp;", "&"); !seen[p] {
				queue = append(queue, p)
			}
		}
	}
	if len(seen) < 20 {
		t.Fatalf("the crawl found only %d addresses: %v", len(seen), seen)
	}

	for _, r := range []struct{ method, path, ctype, body string }{
		{"GET", "/api/health", "", ""},
		{"GET", "/api/games", "", ""},
		{"GET", "/api/content", "", ""},
		{"GET", "/api/tables/" + code, "", ""},
		{"GET", "/api/tables/" + code + "/view", "", ""},
		{"GET", "/api/tables/" + code + "/replay", "", ""},
		{"GET", "/api/tables/QQQQQQ", "", ""},
		{"GET", "/api/no/such", "", ""},
		{"DELETE", "/api/tables", "application/json", ""},
		{"POST", "/api/tables", "application/json", `{"seats":`},
		{"POST", "/api/tables", "application/x-www-form-urlencoded", "seats=1"},
		{"POST", "/api/tables/" + code + "/claim", "application/json", `{"seat":1}`},
		{"POST", "/api/tables/" + code + "/start", "application/json", `{}`},
		{"POST", "/api/tables/" + code + "/moves", "application/json", `{"seat":0,"move":"roll","seq":0}`},
		{"POST", "/api/tables/" + code + "/bots", "application/json", `{"all":true}`},
		{"POST", "/api/tables/" + code + "/rematch", "application/json", `{}`},
		{"POST", "/api/rulesets/validate", "application/json", `{}`},
		{"POST", "/games/evergreen/api/rulesets/validate", "application/json", `{}`},
		{"GET", "/api/tables/" + code + "/ws", "", ""},
	} {
		req, _ := http.NewRequest(r.method, ts.URL+r.path, strings.NewReader(r.body))
		if r.ctype != "" {
			req.Header.Set("Content-Type", r.ctype)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		checkHeaders(t, r.method+" "+r.path, resp.Header)
	}
}
