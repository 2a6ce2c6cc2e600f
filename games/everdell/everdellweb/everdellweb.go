// Package everdellweb is Everdell's own pages, served through the
// platform's game.Site: the Rulebook, drawn from the rule set in force,
// and the powers' texts the browser renderer shows on hover and tap.
//
// Its words are ours (templates/rulebook.html and content/words.json);
// every number, card, location and event comes from the rule set, so a
// table that changes a value reads its own rules. The seed's statements
// stand beside the published rules, each badged source-confirmed or
// differs.
//
// Paths, relative to the game's base ("/games/everdell"):
//
//	GET /rulebook             the default rule set's Rulebook
//	GET /t/{code}/rulebook    a table's own
//	GET /texts.json           what each card, location and event does, for
//	                          the browser renderer (everdellui), by id
//	GET /t/{code}/texts.json  the same under a table's rules
//	GET /                   redirects to the Rulebook
package everdellweb

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
)

//go:embed templates/*.html
var templatesFS embed.FS

// Config is what the pages need.
type Config struct {
	Game game.Game
	Host game.Host
	// Ruleset opens one of Game's rule sets to the compiled rules inside.
	Ruleset func(game.Rules) (*everdell.Ruleset, error)
}

type site struct {
	host  game.Host
	log   *slog.Logger
	open  func(game.Rules) (*everdell.Ruleset, error)
	def   *everdell.Ruleset
	words *everdellwords.Words
	pages *template.Template
}

const pageRulebook = "ed-rulebook.html"

// New builds Everdell's pages.
func New(cfg Config) (game.Pages, error) {
	h := cfg.Host
	switch {
	case cfg.Game == nil || cfg.Ruleset == nil:
		return game.Pages{}, errors.New("everdellweb: Config.Game and Config.Ruleset are required")
	case h.Layout == nil || h.NotFound == nil || h.TableRules == nil:
		return game.Pages{}, errors.New("everdellweb: the host must give Layout, NotFound and TableRules")
	}
	if h.Logger == nil {
		h.Logger = slog.Default()
	}
	s := &site{host: h, log: h.Logger, open: cfg.Ruleset}
	var err error
	if s.words, err = everdellwords.Load(); err != nil {
		return game.Pages{}, err
	}
	r, err := cfg.Game.Rules(nil)
	if err != nil {
		return game.Pages{}, fmt.Errorf("everdellweb: the default rule set: %w", err)
	}
	if s.def, err = cfg.Ruleset(r); err != nil {
		return game.Pages{}, fmt.Errorf("everdellweb: the default rule set: %w", err)
	}
	layout, err := h.Layout()
	if err != nil {
		return game.Pages{}, fmt.Errorf("everdellweb: the site's layout: %w", err)
	}
	if s.pages, err = layout.ParseFS(templatesFS, "templates/*.html"); err != nil {
		return game.Pages{}, fmt.Errorf("everdellweb: templates: %w", err)
	}
	// Draw the default Rulebook now, so that a template that cannot
	// render fails the server's start rather than a visitor's request.
	if err := s.pages.ExecuteTemplate(&bytes.Buffer{}, pageRulebook, s.view(s.def, "")); err != nil {
		return game.Pages{}, fmt.Errorf("everdellweb: the Rulebook: %w", err)
	}
	m := http.NewServeMux()
	m.HandleFunc("GET /rulebook", s.rulebook(false))
	m.HandleFunc("GET /t/{code}/rulebook", s.rulebook(true))
	m.HandleFunc("GET /texts.json", s.texts(false))
	m.HandleFunc("GET /t/{code}/texts.json", s.texts(true))
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, h.Base+"/rulebook", http.StatusSeeOther)
	})
	m.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) { h.NotFound(w, r, "Not found") })
	return game.Pages{Handler: m, Links: []game.Link{{Label: "Rulebook", Path: "/rulebook"}}}, nil
}

func (s *site) rulebook(atTable bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		rs, code := s.def, ""
		if atTable {
			rules, canonical, err := s.host.TableRules(r, r.PathValue("code"))
			if err == nil {
				rs, err = s.open(rules)
			}
			switch {
			case errors.Is(err, game.ErrTooManyTries):
				s.render(w, http.StatusTooManyRequests, "ed-problem", problem(s.host.Base, http.StatusTooManyRequests, ""))
				return
			case errors.Is(err, game.ErrNoTable):
				s.render(w, http.StatusNotFound, "ed-problem", problem(s.host.Base, http.StatusNotFound, r.PathValue("code")))
				return
			case err != nil:
				s.log.Error("everdell rulebook", "table", canonical, "err", err)
				s.render(w, http.StatusInternalServerError, "ed-problem", problem(s.host.Base, http.StatusInternalServerError, ""))
				return
			}
			code = canonical
		}
		s.render(w, http.StatusOK, pageRulebook, s.view(rs, code))
	}
}

func problem(base string, status int, code string) map[string]any {
	title := "Something went wrong"
	switch status {
	case http.StatusNotFound:
		title = "No such table"
	case http.StatusTooManyRequests:
		title = "Too many tries"
	}
	return map[string]any{"Title": title, "Status": status, "Code": code, "Base": base}
}

func (s *site) render(w http.ResponseWriter, status int, name string, data any) {
	var buf bytes.Buffer
	if err := s.pages.ExecuteTemplate(&buf, name, data); err != nil {
		s.log.Error("render", "page", name, "err", err)
		http.Error(w, "the page could not be drawn", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}
