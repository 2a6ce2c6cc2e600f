// Package evergreenweb is the planet game's own pages, served through the
// platform's gameweb.Site: the Rulebook, drawn from the rule set in force.
//
// The Rulebook's words are ours, written in content/rulebook.json and
// drawn by the platform's one Rulebook page (gameweb.Book); every
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
	"errors"
	"fmt"
	"net/http"

	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreenstudio"
	"evergreen/web/gameweb"
)

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
	game game.Game
	def  *evergreen.Ruleset
	text gameweb.BookTexts
}

// New builds the planet game's pages.
func New(cfg Config) (gameweb.Pages, error) {
	h := cfg.Host
	switch {
	case cfg.Game == nil || cfg.Ruleset == nil:
		return gameweb.Pages{}, errors.New("evergreenweb: Config.Game and Config.Ruleset are required")
	case h.Library == nil:
		return gameweb.Pages{}, errors.New("evergreenweb: the host must give a Library")
	}
	s := &site{game: cfg.Game}
	var err error
	if s.text, err = gameweb.DecodeBookTexts(content.Rulebook(), nil); err != nil {
		return gameweb.Pages{}, fmt.Errorf("evergreenweb: content/rulebook.json: %w", err)
	}
	if s.def, err = gameweb.DefaultRules(cfg.Game, cfg.Ruleset); err != nil {
		return gameweb.Pages{}, fmt.Errorf("evergreenweb: %w", err)
	}
	rb, err := gameweb.NewRulebook(h, gameweb.RulebookConfig[*evergreen.Ruleset]{Game: cfg.Game, Open: cfg.Ruleset, Book: s.book})
	if err != nil {
		return gameweb.Pages{}, fmt.Errorf("evergreenweb: %w", err)
	}
	m := http.NewServeMux()
	closeStudio, err := evergreenstudio.Routes(m, h, cfg.Game)
	if err != nil {
		return gameweb.Pages{}, err
	}
	rb.Routes(m)
	links := []gameweb.Link{{Label: "Rulebook", Path: "/rulebook"}, {Label: "Rules Studio", Path: "/studio"}}
	return gameweb.Pages{Handler: m, Close: closeStudio, Links: links}, nil
}
