// Package evergreenweb is the planet game's own pages, declared for the
// platform (Spec, served by gameweb.Serve): the Rulebook, drawn from the rule set in force.
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
	"fmt"

	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreenstudio"
	"evergreen/web/gameweb"
)

type site struct {
	game  game.Game
	def   *evergreen.Ruleset
	texts gameweb.BookTexts // the Rulebook's text by locale
	words map[string]*bookWords
}

// Spec declares the planet game's pages for the platform (gameweb.Serve):
// the Rulebook of every rule set, opened with open, and the Rules Studio
// (package evergreenstudio).
func Spec(g game.Game, open func(game.Rules) (*evergreen.Ruleset, error)) (gameweb.SiteSpec[*evergreen.Ruleset], error) {
	s := &site{game: g}
	var err error
	if s.texts, err = gameweb.ReadBookTexts(content.Rulebook(), content.WordLocales(), content.RulebookIn); err != nil {
		return gameweb.SiteSpec[*evergreen.Ruleset]{}, fmt.Errorf("evergreenweb: content/rulebook.json: %w", err)
	}
	if s.words, err = readBookWords(); err != nil {
		return gameweb.SiteSpec[*evergreen.Ruleset]{}, fmt.Errorf("evergreenweb: content/words.json: %w", err)
	}
	if s.def, err = gameweb.DefaultRules(g, open); err != nil {
		return gameweb.SiteSpec[*evergreen.Ruleset]{}, fmt.Errorf("evergreenweb: %w", err)
	}
	studio, err := evergreenstudio.Spec()
	return gameweb.SiteSpec[*evergreen.Ruleset]{Open: open, Book: s.book, Studio: studio}, err
}
