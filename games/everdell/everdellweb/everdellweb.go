// Package everdellweb is Everdell's own pages, served through the
// platform's gameweb.Site: the Rulebook, drawn from the rule set in force,
// and the powers' texts the browser renderer shows on hover and tap.
//
// Its words are ours (content/rulebook.json and content/words.json),
// drawn by the platform's one Rulebook page (gameweb.Book);
// every number, card, location and event comes from the rule set, so a
// table that changes a value reads its own rules. Our first notes on
// the game stand beside the published rules, each badged
// source-confirmed or differs.
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
	"errors"
	"fmt"
	"net/http"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellwords"
	"evergreen/web/gameweb"
)

// Config is what the pages need.
type Config struct {
	Game game.Game
	Host gameweb.Host
	// Ruleset opens one of Game's rule sets to the compiled rules inside.
	Ruleset func(game.Rules) (*everdell.Ruleset, error)
}

type site struct {
	*gameweb.Rulebook[*everdell.Ruleset]
	open  func(game.Rules) (*everdell.Ruleset, error)
	def   *everdell.Ruleset
	words *everdellwords.Words
	text  gameweb.BookTexts
}

// New builds Everdell's pages.
func New(cfg Config) (gameweb.Pages, error) {
	if cfg.Game == nil || cfg.Ruleset == nil {
		return gameweb.Pages{}, errors.New("everdellweb: Config.Game and Config.Ruleset are required")
	}
	s := &site{open: cfg.Ruleset}
	var err error
	if s.words, err = everdellwords.Load(); err != nil {
		return gameweb.Pages{}, err
	}
	if s.text, err = gameweb.DecodeBookTexts(content.Rulebook(), nil); err != nil {
		return gameweb.Pages{}, fmt.Errorf("everdellweb: content/rulebook.json: %w", err)
	}
	if s.def, err = gameweb.DefaultRules(cfg.Game, cfg.Ruleset); err != nil {
		return gameweb.Pages{}, fmt.Errorf("everdellweb: %w", err)
	}
	if s.Rulebook, err = gameweb.NewRulebook(cfg.Host, gameweb.RulebookConfig[*everdell.Ruleset]{Game: cfg.Game, Open: cfg.Ruleset, Book: s.book}); err != nil {
		return gameweb.Pages{}, fmt.Errorf("everdellweb: %w", err)
	}
	m := http.NewServeMux()
	s.Routes(m)
	m.HandleFunc("GET /texts.json", s.texts(false))
	m.HandleFunc("GET /t/{code}/texts.json", s.texts(true))
	return gameweb.Pages{Handler: m, Links: []gameweb.Link{{Label: "Rulebook", Path: "/rulebook"}}}, nil
}
