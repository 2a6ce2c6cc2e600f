// Package noblesweb is Nobles of Evergreen's own pages, served through
// the platform's gameweb.Site: the Rulebook and the Crown's Guidance, filled
// from the rule set in force (rulebook.go, placeholders.go), and the
// Rules Studio, where a designer reads, copies, edits, saves, shares and
// previews rule sets (studio.go for its JSON API, studiopages.go for its
// pages). The templates are embedded from templates/ and drawn inside
// the site's shared layout (gameweb.Host.Layout); the pages' scripts and
// styles are served by the platform from web/static.
//
// Every path here is relative to the game's base (gameweb.Host.Base):
//
//	GET  /rulebook, /guidance                     the default rule set's Rulebook and Guidance
//	GET  /t/{code}/rulebook, /t/{code}/guidance  a table's
//	GET  /rules, /t/{code}/rules                 moved: redirect to the Rulebook
//	GET  /studio, /studio/new, /studio/open, /studio/{code}, /studio/{code}/edit
//	GET  /studio-assets/{file}                    the pages' own scripts and styles
//	     /api/rulesets…                      the Studio's JSON API (docs/API.md)
//
// The server mounts them under /games/nobles/ and, Nobles being the
// default game, at the site's root as well (gameweb.Pages.Root).
package noblesweb

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/preview"
	"evergreen/web/gameweb"
)

//go:embed templates/*.html
var templatesFS embed.FS

// assetsFS is the pages' own scripts and styles, served at
// /studio-assets/.
//
//go:embed assets/*
var assetsFS embed.FS

// Config is what the pages need.
type Config struct {
	// Game is Nobles as the platform hosts it: it loads rule sets
	// (Rules, Document) and seats the preview's bots.
	Game game.Game
	Host gameweb.Host
	// Ruleset opens one of Game's rule sets to the compiled Nobles rules
	// inside it.
	Ruleset func(game.Rules) (*nobles.Ruleset, error)
}

// compiled is a rule set as the platform knows it (rules, for previews)
// and as the pages read it (the embedded Nobles rules).
type compiled struct {
	*nobles.Ruleset
	rules game.Rules
}

// site holds everything the pages share.
type site struct {
	game  game.Game
	host  gameweb.Host
	log   *slog.Logger
	store gameweb.RulesLibrary
	open  func(game.Rules) (*nobles.Ruleset, error)
	def   compiled
	pages *template.Template

	book *content.Rulebook
	// rb draws the Rulebook and the Guidance on the platform's one
	// Rulebook page.
	rb *gameweb.Rulebook[*nobles.Ruleset]

	runner *preview.Runner

	// lib finds this game's rule sets by code and keeps its library.
	lib *gameweb.Library[compiled]
}

// cacheSize bounds the compiled rule sets the library keeps by code.
const cacheSize = 64

// New builds Nobles' pages.
func New(cfg Config) (gameweb.Pages, error) {
	h := cfg.Host
	switch {
	case cfg.Game == nil || cfg.Ruleset == nil:
		return gameweb.Pages{}, errors.New("noblesweb: Config.Game and Config.Ruleset are required")
	case h.Library == nil || h.Layout == nil || h.NotFound == nil || h.TableRules == nil:
		return gameweb.Pages{}, errors.New("noblesweb: the host must give Store, Layout, NotFound and TableRules")
	}
	if h.Logger == nil {
		h.Logger = slog.Default()
	}
	s := &site{game: cfg.Game, host: h, log: h.Logger, store: h.Library, open: cfg.Ruleset}
	r, err := cfg.Game.Rules(nil)
	if err != nil {
		return gameweb.Pages{}, fmt.Errorf("noblesweb: the default rule set: %w", err)
	}
	if s.def, err = s.compile(r); err != nil {
		return gameweb.Pages{}, err
	}
	s.lib = gameweb.NewLibrary(h.Library, cfg.Game, s.def, s.def.Code, s.compile, cacheSize)
	layout, err := h.Layout()
	if err != nil {
		return gameweb.Pages{}, fmt.Errorf("noblesweb: the site's layout: %w", err)
	}
	if s.pages, err = gameweb.StudioTemplates(layout, templatesFS, "templates/*.html"); err != nil {
		return gameweb.Pages{}, fmt.Errorf("noblesweb: templates: %w", err)
	}
	if s.book, err = content.LoadRulebook(); err != nil {
		return gameweb.Pages{}, fmt.Errorf("noblesweb: %w", err)
	}
	s.rb, err = gameweb.NewRulebook(h, gameweb.RulebookConfig[*nobles.Ruleset]{Game: cfg.Game, Open: cfg.Ruleset,
		Book: func(rs *nobles.Ruleset, code string) (gameweb.Book, []error) { return s.page(pageRules, rs, code) }})
	if err != nil {
		return gameweb.Pages{}, fmt.Errorf("noblesweb: %w", err)
	}
	s.runner = preview.NewRunner(preview.Config{Cache: h.Library, Game: cfg.Game, Default: r, Logger: s.log, Workers: h.PreviewWorkers, Pool: h.Jobs})

	m := http.NewServeMux()
	s.rulebookRoutes(m)
	s.studioRoutes(m)
	assets, _ := fs.Sub(assetsFS, "assets") // the embedded tree always has assets/
	m.Handle("GET /studio-assets/", http.StripPrefix("/studio-assets/", http.FileServerFS(assets)))
	// The game's own front page is its Rulebook.
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, h.Base+"/rulebook", http.StatusSeeOther)
	})
	// Any other page under the game's base is the site's not-found page.
	m.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) { h.NotFound(w, r, "Not found") })
	links := []gameweb.Link{{Label: "Rulebook", Path: "/rulebook"}, {Label: "Crown's Guidance", Path: "/guidance"}, {Label: "Rules Studio", Path: "/studio"}}
	return gameweb.Pages{Handler: m, Root: rootPatterns, Close: s.runner.Close, Links: links}, nil
}

// rootPatterns are the addresses Nobles' pages had before games had a
// prefix: the browser tests, bookmarks and shared Studio links use them.
var rootPatterns = []string{
	"GET /rulebook", "GET /guidance", "GET /t/{code}/rulebook", "GET /t/{code}/guidance",
	"GET /rules", "GET /t/{code}/rules", "GET /studio-assets/",
	"GET /studio", "GET /studio/", "/api/rulesets", "/api/rulesets/",
}

// compile opens r for the pages.
func (s *site) compile(r game.Rules) (compiled, error) {
	rs, err := s.open(r)
	if err != nil {
		return compiled{}, fmt.Errorf("noblesweb: rules %s: %w", r.Code(), err)
	}
	return compiled{Ruleset: rs, rules: r}, nil
}

// errNoRules: no rule set of this game has the code asked for.
var errNoRules = gameweb.ErrNoRules

// lookup finds a rule set of this game by code, as typed: the default,
// or one saved by the Studio or by a table (gameweb.Library.Lookup).
// Another game's rule set is, here, a code no rule set has.
func (s *site) lookup(ctx context.Context, raw string) (compiled, error) {
	return s.lib.Lookup(ctx, raw)
}
