package gameweb

// What a game's Studio does alike besides its API: checking a draft
// document (merged onto the default, diffed while it is still being
// typed, loaded by the game), charting the game's own figures in a
// balance preview, drawing its pages and serving its assets.

import (
	"bytes"
	"errors"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"strconv"

	"evergreen/game"
	"evergreen/preview"
	"evergreen/ruleset"
)

// CheckDoc merges doc (a whole rule set or a patch) onto def, the
// default's canonical document, and checks it with g's loader. changes
// words what a merged draft changes from the default; it is called with
// every draft that is JSON, valid or not (a draft the game's types cannot
// hold gives what changes returns for nil). compile turns a valid rule
// set into the Studio's form. err is only for failures of the server,
// never of the document.
func CheckDoc[C any](g game.Game, def, doc []byte, changes func(merged []byte) any, compile func(game.Rules) (C, error)) (Checked[C], error) {
	merged, err := ruleset.Merge(def, doc)
	if err != nil {
		var de *ruleset.DocError
		if errors.As(err, &de) {
			return Checked[C]{Problems: []ruleset.Problem{de.Problem()}, Changes: changes(nil)}, nil
		}
		return Checked[C]{}, err
	}
	c := Checked[C]{Changes: changes(merged)}
	rules, err := g.Document(merged)
	var ps ruleset.Problems
	var de *ruleset.DocError
	switch {
	case errors.As(err, &ps):
		c.Problems = ps
	case errors.As(err, &de):
		c.Problems = []ruleset.Problem{de.Problem()}
	case err != nil:
		// Any other refusal of the game's loader is still the
		// document's fault: say it, without a path.
		c.Problems = []ruleset.Problem{{Message: err.Error()}}
	default:
		rs, err := compile(rules)
		if err != nil {
			return Checked[C]{}, err
		}
		c.RS = &rs
	}
	return c, nil
}

// FigureCharts are bar charts of a game's own figures for a balance
// preview, perChart bars to a chart: "figures", "figures-2", ….
func FigureCharts(metrics []game.Metric, perChart int) []preview.Chart {
	var out []preview.Chart
	for i := 0; i < len(metrics); i += perChart {
		name := "figures"
		if i > 0 {
			name = "figures-" + strconv.Itoa(i/perChart+1)
		}
		out = append(out, preview.Chart{
			Name: name, Title: "The game's figures (mean per player per game)", YLabel: "per player",
			Metrics: metrics[i:min(i+perChart, len(metrics))],
		})
	}
	return out
}

// Render draws the page name of pages with data, never cached (a
// Studio's library changes), or answers 500 and logs why it could not.
func Render(w http.ResponseWriter, log *slog.Logger, pages *template.Template, name string, data any) {
	draw(w, log, pages, http.StatusOK, name, data, "no-store")
}

// draw draws the page name of pages with data, answering status with
// the Cache-Control cache ("" for none), or answers 500 and logs why it
// could not.
func draw(w http.ResponseWriter, log *slog.Logger, pages *template.Template, status int, name string, data any, cache string) {
	var buf bytes.Buffer
	if err := pages.ExecuteTemplate(&buf, name, data); err != nil {
		log.Error("render", "page", name, "err", err)
		http.Error(w, "the page could not be drawn", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if cache != "" {
		w.Header().Set("Cache-Control", cache)
	}
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// Assets serves a Studio's own script and styles, files at the root of
// files, under prefix ("/studio-assets/"): revalidated rather than cached
// for long, since they change with the program and carry no version in
// their names.
func Assets(files fs.FS, prefix string) http.HandlerFunc {
	h := http.StripPrefix(prefix, http.FileServerFS(files))
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		h.ServeHTTP(w, r)
	}
}
