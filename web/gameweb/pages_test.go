package gameweb

import (
	"context"
	"errors"
	"html/template"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"evergreen/game"
)

func TestRulesetPages(t *testing.T) {
	unknown := errors.New("no rule set has that code")
	p := RulesetPages[string]{
		Host: Host{Base: "/games/g", NotFound: func(w http.ResponseWriter, _ *http.Request, title string) {
			http.Error(w, title, http.StatusNotFound)
		}},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Lookup: func(_ context.Context, raw string) (string, error) {
			if strings.EqualFold(raw, "abc") {
				return "ABC", nil
			}
			return "", unknown
		},
		Code:    func(c string) string { return c },
		Unknown: unknown,
	}
	serve := func(h http.HandlerFunc, target string) *httptest.ResponseRecorder {
		m := http.NewServeMux()
		m.HandleFunc("GET /studio/{code}", h)
		m.HandleFunc("GET /open", h)
		w := httptest.NewRecorder()
		m.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		return w
	}
	var got string
	page := func(w http.ResponseWriter, r *http.Request) {
		if rs, ok := p.Ruleset(w, r, "/edit"); ok {
			got = rs
		}
	}
	if w := serve(page, "/studio/ABC"); w.Code != http.StatusOK || got != "ABC" {
		t.Errorf("canonical code: %d, rule set %q", w.Code, got)
	}
	if w := serve(page, "/studio/abc"); w.Code != http.StatusMovedPermanently || w.Header().Get("Location") != "/games/g/studio/ABC/edit" {
		t.Errorf("loose code: %d to %q, want a permanent redirect to the canonical page", w.Code, w.Header().Get("Location"))
	}
	if w := serve(page, "/studio/XYZ"); w.Code != http.StatusNotFound {
		t.Errorf("unknown code: %d, want 404", w.Code)
	}
	if w := serve(p.Open, "/open?code=abc"); w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/games/g/studio/ABC" {
		t.Errorf("open: %d to %q", w.Code, w.Header().Get("Location"))
	}
	if w := serve(p.Open, "/open?code=nope"); w.Code != http.StatusNotFound {
		t.Errorf("open an unknown code: %d, want 404", w.Code)
	}
}

// TestTableRules: a table's rules are opened, and each way of failing
// draws the problem page with its status.
func TestTableRules(t *testing.T) {
	pages := template.Must(template.New("problem").Parse(`{{.Status}} {{.Title}} {{.Code}}`))
	var tableErr, openErr error
	p := SitePages{
		Host: Host{Base: "/games/g", TableRules: func(_ *http.Request, code string) (game.Rules, string, error) {
			return nil, strings.ToUpper(code), tableErr
		}},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Pages: pages, ProblemPage: "problem",
	}
	open := func(game.Rules) (string, error) { return "opened", openErr }
	for _, c := range []struct {
		name              string
		tableErr, openErr error
		status            int
		body              string
	}{
		{"found", nil, nil, http.StatusOK, ""},
		{"no table", ErrNoTable, nil, http.StatusNotFound, "404 No such table abc"},
		{"too many tries", ErrTooManyTries, nil, http.StatusTooManyRequests, "429 Too many tries "},
		{"rules that do not open", nil, errors.New("broken"), http.StatusInternalServerError, "500 Something went wrong "},
	} {
		tableErr, openErr = c.tableErr, c.openErr
		w := httptest.NewRecorder()
		var got string
		var ok bool
		m := http.NewServeMux()
		m.HandleFunc("GET /t/{code}", func(w http.ResponseWriter, r *http.Request) {
			var code string
			if got, code, ok = TableRules(p, w, r, "test", open); ok && code != "ABC" {
				t.Errorf("%s: code %q, want the canonical ABC", c.name, code)
			}
		})
		m.ServeHTTP(w, httptest.NewRequest("GET", "/t/abc", nil))
		if ok != (c.status == http.StatusOK) || (ok && got != "opened") {
			t.Errorf("%s: ok %v, rules %q", c.name, ok, got)
		}
		if !ok && (w.Code != c.status || w.Body.String() != c.body) {
			t.Errorf("%s: %d %q, want %d %q", c.name, w.Code, w.Body.String(), c.status, c.body)
		}
	}
}
