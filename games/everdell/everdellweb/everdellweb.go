// Package everdellweb is Everdell's own pages, declared for the
// platform (Spec, served by gameweb.Serve): the Rulebook, drawn from the rule set in force,
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
	"fmt"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellstudio"
	"evergreen/games/everdell/everdellwords"
	"evergreen/locale"
	"evergreen/web/gameweb"
)

type site struct {
	def   *everdell.Ruleset
	words *everdellwords.Words
	local map[string]*everdellwords.Words // by locale, for the texts
	text  gameweb.BookText
	books gameweb.BookTexts // the Rulebook's text by locale
}

// Spec declares Everdell's pages for the platform (gameweb.Serve): the
// Rulebook of every rule set, opened with open, texts.json and the Rules
// Studio (package everdellstudio).
func Spec(g game.Game, open func(game.Rules) (*everdell.Ruleset, error)) (gameweb.SiteSpec[*everdell.Ruleset], error) {
	s := &site{}
	var err error
	if s.local, err = everdellwords.LoadAll(); err != nil {
		return gameweb.SiteSpec[*everdell.Ruleset]{}, err
	}
	s.words = s.local[locale.Default]
	if s.books, err = gameweb.ReadBookTexts(content.Rulebook(), content.WordLocales(), content.RulebookIn); err != nil {
		return gameweb.SiteSpec[*everdell.Ruleset]{}, fmt.Errorf("everdellweb: content/rulebook.json: %w", err)
	}
	s.text = s.books[locale.Default]
	if s.def, err = gameweb.DefaultRules(g, open); err != nil {
		return gameweb.SiteSpec[*everdell.Ruleset]{}, fmt.Errorf("everdellweb: %w", err)
	}
	studio, err := everdellstudio.Spec()
	return gameweb.SiteSpec[*everdell.Ruleset]{
		Open: open, Book: s.book, Studio: studio,
		// texts.json in the reader's locale (the picker's cookie, else
		// Accept-Language).
		DataIn: map[string]func(*everdell.Ruleset, string) any{"texts.json": func(rs *everdell.Ruleset, lang string) any {
			w := s.local[lang]
			if w == nil {
				w = s.words
			}
			return TextsOf(w, rs)
		}},
	}, err
}
