package gameweb

import (
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

// TestTableRules: a table's rules are opened, and each way of failing
// draws the problem page with its status.
func TestTableRules(t *testing.T) {
	pages := template.Must(template.New("problem").Parse(`{{.Status}} {{.Title}} {{.Code}}`))
	var tableErr, openErr error
	p := SitePages{
		Host: game.Host{Base: "/games/g", TableRules: func(_ *http.Request, code string) (game.Rules, string, error) {
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
		{"no table", game.ErrNoTable, nil, http.StatusNotFound, "404 No such table abc"},
		{"too many tries", game.ErrTooManyTries, nil, http.StatusTooManyRequests, "429 Too many tries "},
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
