// Package noblesweb is Nobles of Evergreen's own pages, declared for the
// platform (Spec, served by gameweb.Serve): the Rulebook and the Crown's Guidance, filled
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
	"fmt"
	"net/http"
	"net/url"

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

// site holds everything the pages share.
type site struct {
	open func(game.Rules) (*nobles.Ruleset, error)
	def  *nobles.Ruleset
	// books are the Rulebook's texts by locale (loadBooks).
	books map[string]*content.Rulebook
}

// Spec declares Nobles' pages for the platform (gameweb.Serve): the
// Rulebook and the Crown's Guidance of every rule set, opened with open,
// the Rules Studio, and the addresses Nobles' pages had before every
// game had its own.
func Spec(g game.Game, open func(game.Rules) (*nobles.Ruleset, error)) (gameweb.SiteSpec[*nobles.Ruleset], error) {
	s := &site{open: open}
	var err error
	if s.def, err = gameweb.DefaultRules(g, open); err != nil {
		return gameweb.SiteSpec[*nobles.Ruleset]{}, fmt.Errorf("noblesweb: %w", err)
	}
	if s.books, err = loadBooks(content.RulebookTranslations()); err != nil {
		return gameweb.SiteSpec[*nobles.Ruleset]{}, fmt.Errorf("noblesweb: %w", err)
	}
	studio, err := s.studio()
	if err != nil {
		return gameweb.SiteSpec[*nobles.Ruleset]{}, fmt.Errorf("noblesweb: %w", err)
	}
	return gameweb.SiteSpec[*nobles.Ruleset]{
		Open: open,
		Book: func(rs *nobles.Ruleset, code, lang string) (gameweb.Book, []error) {
			return s.page(pageRules, rs, code, lang)
		},
		Books: []gameweb.BookPage[*nobles.Ruleset]{{Path: "guidance", Label: "Crown's Guidance",
			Book: func(rs *nobles.Ruleset, code, lang string) (gameweb.Book, []error) {
				return s.page(pageGuidance, rs, code, lang)
			}}},
		Studio: studio,
		Routes: movedRulebook,
		Root:   rootPatterns,
		Moved:  movedPatterns,
	}, nil
}

// movedRulebook redirects the Rulebook's addresses from before every
// game's was .../rulebook.
func movedRulebook(m *http.ServeMux, h gameweb.Host) {
	m.HandleFunc("GET /rules", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, h.Base+"/rulebook", http.StatusMovedPermanently)
	})
	m.HandleFunc("GET /t/{code}/rules", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, h.Base+"/t/"+url.PathEscape(r.PathValue("code"))+"/rulebook", http.StatusMovedPermanently)
	})
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
