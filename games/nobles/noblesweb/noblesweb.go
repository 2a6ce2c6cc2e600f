// Package noblesweb is Nobles of Evergreen's own pages, served through
// the platform's gameweb.Site: the Rulebook and the Crown's Guidance, filled
// from the rule set in force (rulebook.go, placeholders.go), and the
// Rules Studio, where a designer reads, copies, edits, saves, shares and
// previews rule sets: the platform's one Studio (gameweb.NewStudio), of
// which studio.go declares what is Nobles' own (its templates in
// templates/studio/). The pages' own scripts and styles are assets/.
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
	"embed"
	"errors"
	"fmt"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/web/gameweb"
)

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

// compiled is a rule set as the Rulebook reads it.
type compiled struct {
	*nobles.Ruleset
}

// site holds everything the pages share.
type site struct {
	game  game.Game
	host  gameweb.Host
	log   *slog.Logger
	store gameweb.RulesLibrary
	open  func(game.Rules) (*nobles.Ruleset, error)
	def   compiled

	// books are the Rulebook's texts by locale (loadBooks).
	books map[string]*content.Rulebook
	// rb draws the Rulebook and the Guidance on the platform's one
	// Rulebook page.
	rb *gameweb.Rulebook[*nobles.Ruleset]
}

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
	if s.books, err = loadBooks(content.RulebookTranslations()); err != nil {
		return gameweb.Pages{}, fmt.Errorf("noblesweb: %w", err)
	}
	s.rb, err = gameweb.NewRulebook(h, gameweb.RulebookConfig[*nobles.Ruleset]{Game: cfg.Game, Open: cfg.Ruleset,
		Book: func(rs *nobles.Ruleset, code, lang string) (gameweb.Book, []error) {
			return s.page(pageRules, rs, code, lang)
		}})
	if err != nil {
		return gameweb.Pages{}, fmt.Errorf("noblesweb: %w", err)
	}
	// The Studio lives at the game's own address, as every game's does;
	// its old addresses at the root redirect there (movedPatterns).
	sh := h
	if h.Home != "" {
		sh.Base = h.Home
	}
	studio, err := gameweb.NewStudio(cfg.Game, sh, s.studio())
	if err != nil {
		return gameweb.Pages{}, fmt.Errorf("noblesweb: %w", err)
	}

	m := http.NewServeMux()
	s.rulebookRoutes(m)
	studio.Routes(m)
	// Anything else under the API is the API's 404, not a page's.
	// (Per method: "/api/" for every method would conflict with "GET /".)
	noAPI := func(w http.ResponseWriter, r *http.Request) {
		gameweb.WriteError(w, http.StatusNotFound, gameweb.Error{Code: "not_found", Message: "no such API endpoint"})
	}
	m.HandleFunc("GET /api/", noAPI)
	m.HandleFunc("POST /api/", noAPI)
	// The game's own front page is its Rulebook.
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, h.Base+"/rulebook", http.StatusSeeOther)
	})
	// Any other page under the game's base is the site's not-found page.
	m.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) { h.NotFound(w, r, "Not found") })
	links := []gameweb.Link{{Label: "Rulebook", Path: "/rulebook"}, {Label: "Crown's Guidance", Path: "/guidance"}, {Label: "Rules Studio", Path: "/studio"}}
	return gameweb.Pages{Handler: m, Root: rootPatterns, Moved: movedPatterns, Close: studio.Close, Links: links}, nil
}

// rootPatterns are the addresses Nobles' pages had before games had a
// prefix: the browser tests, bookmarks and shared Studio links use them.
var rootPatterns = []string{
	"GET /rulebook", "GET /guidance", "GET /t/{code}/rulebook", "GET /t/{code}/guidance",
	"GET /rules", "GET /t/{code}/rules", "GET /studio-assets/",
	"/api/rulesets", "/api/rulesets/",
}

// movedPatterns are the Studio's pages at the root, which redirect to
// /games/nobles/studio… like every game's.
var movedPatterns = []string{"GET /studio", "GET /studio/"}

// compile opens r for the pages.
func (s *site) compile(r game.Rules) (compiled, error) {
	rs, err := s.open(r)
	if err != nil {
		return compiled{}, fmt.Errorf("noblesweb: rules %s: %w", r.Code(), err)
	}
	return compiled{Ruleset: rs}, nil
}
