// Package everdellweb is Everdell's own pages, served through the
// platform's gameweb.Site: the Rulebook, drawn from the rule set in force,
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
	"embed"
	"errors"
	"fmt"
	"net/http"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
	"evergreen/web/gameweb"
)

//go:embed templates/*.html
var templatesFS embed.FS

// Config is what the pages need.
type Config struct {
	Game game.Game
	Host gameweb.Host
	// Ruleset opens one of Game's rule sets to the compiled rules inside.
	Ruleset func(game.Rules) (*everdell.Ruleset, error)
}

type site struct {
	gameweb.SitePages
	open  func(game.Rules) (*everdell.Ruleset, error)
	def   *everdell.Ruleset
	words *everdellwords.Words
}

const pageRulebook = "ed-rulebook.html"

// New builds Everdell's pages.
func New(cfg Config) (gameweb.Pages, error) {
	h := cfg.Host
	switch {
	case cfg.Game == nil || cfg.Ruleset == nil:
		return gameweb.Pages{}, errors.New("everdellweb: Config.Game and Config.Ruleset are required")
	case h.Layout == nil || h.NotFound == nil || h.TableRules == nil:
		return gameweb.Pages{}, errors.New("everdellweb: the host must give Layout, NotFound and TableRules")
	}
	pages, err := gameweb.NewSitePages(h, templatesFS, "ed-problem", "templates/*.html")
	if err != nil {
		return gameweb.Pages{}, fmt.Errorf("everdellweb: %w", err)
	}
	s := &site{SitePages: pages, open: cfg.Ruleset}
	if s.words, err = everdellwords.Load(); err != nil {
		return gameweb.Pages{}, err
	}
	if s.def, err = gameweb.DefaultRules(cfg.Game, cfg.Ruleset); err != nil {
		return gameweb.Pages{}, fmt.Errorf("everdellweb: %w", err)
	}
	if err := s.Check(pageRulebook, s.view(s.def, "")); err != nil {
		return gameweb.Pages{}, fmt.Errorf("everdellweb: the Rulebook: %w", err)
	}
	m := http.NewServeMux()
	gameweb.RulebookRoutes(m, s.SitePages, s.def, s.open, func(w http.ResponseWriter, rs *everdell.Ruleset, code string) {
		s.Render(w, http.StatusOK, pageRulebook, s.view(rs, code))
	})
	m.HandleFunc("GET /texts.json", s.texts(false))
	m.HandleFunc("GET /t/{code}/texts.json", s.texts(true))
	return gameweb.Pages{Handler: m, Links: []gameweb.Link{{Label: "Rulebook", Path: "/rulebook"}}}, nil
}
