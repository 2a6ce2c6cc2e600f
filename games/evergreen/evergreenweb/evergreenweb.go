// Package evergreenweb is the planet game's own pages, served through the
// platform's gameweb.Site: the Rulebook, drawn from the rule set in force.
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
// Paths, relative to the game's base (gameweb.Host.Base, "/games/evergreen"):
//
//	GET /rulebook           the default rule set's Rulebook
//	GET /t/{code}/rulebook  a table's own
//	GET /                   redirects to the Rulebook
package evergreenweb

import (
	"embed"
	"errors"
	"evergreen/games/evergreen/evergreenstudio"
	"fmt"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/web/gameweb"
)

//go:embed templates/*.html
var templatesFS embed.FS

// Config is what the pages need.
type Config struct {
	// Game is the planet game as the platform hosts it: it loads the
	// default rule set and names the player range.
	Game game.Game
	Host gameweb.Host
	// Ruleset opens one of Game's rule sets to the compiled rules inside.
	Ruleset func(game.Rules) (*evergreen.Ruleset, error)
}

type site struct {
	gameweb.SitePages
	game game.Game
	open func(game.Rules) (*evergreen.Ruleset, error)
	def  *evergreen.Ruleset
}

// New builds the planet game's pages.
func New(cfg Config) (gameweb.Pages, error) {
	h := cfg.Host
	switch {
	case cfg.Game == nil || cfg.Ruleset == nil:
		return gameweb.Pages{}, errors.New("evergreenweb: Config.Game and Config.Ruleset are required")
	case h.Library == nil || h.Layout == nil || h.NotFound == nil || h.TableRules == nil:
		return gameweb.Pages{}, errors.New("evergreenweb: the host must give Library, Layout, NotFound and TableRules")
	}
	if h.Logger == nil {
		h.Logger = slog.Default()
	}
	pages, err := gameweb.NewSitePages(h, templatesFS, "eg-problem", "templates/*.html")
	if err != nil {
		return gameweb.Pages{}, fmt.Errorf("evergreenweb: %w", err)
	}
	s := &site{SitePages: pages, game: cfg.Game, open: cfg.Ruleset}
	if s.def, err = gameweb.DefaultRules(cfg.Game, cfg.Ruleset); err != nil {
		return gameweb.Pages{}, fmt.Errorf("evergreenweb: %w", err)
	}
	if err := s.Check(pageRulebook, s.view(s.def, "")); err != nil {
		return gameweb.Pages{}, fmt.Errorf("evergreenweb: the Rulebook: %w", err)
	}

	m := http.NewServeMux()
	closeStudio, err := evergreenstudio.Routes(m, h, cfg.Game)
	if err != nil {
		return gameweb.Pages{}, err
	}
	gameweb.RulebookRoutes(m, s.SitePages, s.def, s.open, func(w http.ResponseWriter, rs *evergreen.Ruleset, code string) {
		s.Render(w, http.StatusOK, pageRulebook, s.view(rs, code))
	})
	links := []gameweb.Link{{Label: "Rulebook", Path: "/rulebook"}, {Label: "Rules Studio", Path: "/studio"}}
	return gameweb.Pages{Handler: m, Close: closeStudio, Links: links}, nil
}

const pageRulebook = "rulebook.html"
