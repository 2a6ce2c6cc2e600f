// Package evergreenweb is the planet game's own pages, served through the
// platform's game.Site: the Rulebook, drawn from the rule set in force.
//
// The Rulebook's words are ours, written in templates/rulebook.html; every
// number, the planet's layout, the power tracks, the card list and the
// solitary rank table come from the rule set (rulebook.go builds the page
// model), so a table that changes a value reads its own rules. Each
// section carries a provenance badge: source-confirmed for what the
// printed rules state, provisional for what we authored (the planet, the
// cards, the track values, the solitary automa) and for any value a rule
// set changes from the default.
//
// Paths, relative to the game's base (game.Host.Base, "/games/evergreen"):
//
//	GET /rulebook           the default rule set's Rulebook
//	GET /t/{code}/rulebook  a table's own
//	GET /                   redirects to the Rulebook
package evergreenweb

import (
	"bytes"
	"embed"
	"errors"
	"evergreen/games/evergreen/evergreenstudio"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/games/evergreen"
)

//go:embed templates/*.html
var templatesFS embed.FS

// Config is what the pages need.
type Config struct {
	// Game is the planet game as the platform hosts it: it loads the
	// default rule set and names the player range.
	Game game.Game
	Host game.Host
	// Ruleset opens one of Game's rule sets to the compiled rules inside.
	Ruleset func(game.Rules) (*evergreen.Ruleset, error)
}

type site struct {
	game  game.Game
	host  game.Host
	log   *slog.Logger
	open  func(game.Rules) (*evergreen.Ruleset, error)
	def   *evergreen.Ruleset
	pages *template.Template
}

// New builds the planet game's pages.
func New(cfg Config) (game.Pages, error) {
	h := cfg.Host
	switch {
	case cfg.Game == nil || cfg.Ruleset == nil:
		return game.Pages{}, errors.New("evergreenweb: Config.Game and Config.Ruleset are required")
	case h.Store == nil || h.Layout == nil || h.NotFound == nil || h.TableRules == nil:
		return game.Pages{}, errors.New("evergreenweb: the host must give Store, Layout, NotFound and TableRules")
	}
	if h.Logger == nil {
		h.Logger = slog.Default()
	}
	s := &site{game: cfg.Game, host: h, log: h.Logger, open: cfg.Ruleset}
	r, err := cfg.Game.Rules(nil)
	if err != nil {
		return game.Pages{}, fmt.Errorf("evergreenweb: the default rule set: %w", err)
	}
	if s.def, err = cfg.Ruleset(r); err != nil {
		return game.Pages{}, fmt.Errorf("evergreenweb: the default rule set: %w", err)
	}
	layout, err := h.Layout()
	if err != nil {
		return game.Pages{}, fmt.Errorf("evergreenweb: the site's layout: %w", err)
	}
	if s.pages, err = layout.ParseFS(templatesFS, "templates/*.html"); err != nil {
		return game.Pages{}, fmt.Errorf("evergreenweb: templates: %w", err)
	}
	// Draw the default Rulebook once now, so that a template that cannot
	// render fails the server's start rather than a visitor's request.
	if err := s.pages.ExecuteTemplate(&bytes.Buffer{}, pageRulebook, s.view(s.def, "")); err != nil {
		return game.Pages{}, fmt.Errorf("evergreenweb: the Rulebook: %w", err)
	}

	m := http.NewServeMux()
	closeStudio, err := evergreenstudio.Routes(m, h, cfg.Game)
	if err != nil {
		return game.Pages{}, err
	}
	m.HandleFunc("GET /rulebook", s.rulebook(false))
	m.HandleFunc("GET /t/{code}/rulebook", s.rulebook(true))
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, h.Base+"/rulebook", http.StatusSeeOther)
	})
	m.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) { h.NotFound(w, r, "Not found") })
	links := []game.Link{{Label: "Rulebook", Path: "/rulebook"}, {Label: "Rules Studio", Path: "/studio"}}
	return game.Pages{Handler: m, Close: closeStudio, Links: links}, nil
}

const pageRulebook = "rulebook.html"

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
				s.problem(w, http.StatusTooManyRequests, "")
				return
			case errors.Is(err, game.ErrNoTable):
				s.problem(w, http.StatusNotFound, r.PathValue("code"))
				return
			case err != nil:
				s.log.Error("evergreen rulebook", "table", canonical, "err", err)
				s.problem(w, http.StatusInternalServerError, "")
				return
			}
			code = canonical
		}
		s.render(w, http.StatusOK, pageRulebook, s.view(rs, code))
	}
}

// problem renders the not-found, too-many-tries or server-error page.
func (s *site) problem(w http.ResponseWriter, status int, code string) {
	title := "Something went wrong"
	switch status {
	case http.StatusNotFound:
		title = "No such table"
	case http.StatusTooManyRequests:
		title = "Too many tries"
	}
	s.render(w, status, "eg-problem", map[string]any{"Title": title, "Status": status, "Code": code, "Base": s.host.Base})
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
