// Package evergreenstudio is the planet game's Rules Studio, declared
// for the platform's one Studio (gameweb.NewStudio): browse the default
// rule set, copy it, paint the planet grid and edit the card list with
// every problem shown beside its field, save a rule set under a name and
// share it by code, diff it against the default in words, and preview
// its balance with bot games.
//
// What is the planet game's own: the rule set laid out (pages.go,
// templates/studio.html), the grid and card editor (assets/studio.js)
// and the parts' names in words (fields.json).
//
// The store keeps each game's library apart (store.RulesName.Game); a
// code saved with no library entry (a table's rule set) is judged by its
// document, which names its game ("game": "evergreen").
package evergreenstudio

import (
	"embed"
	"fmt"
	"io/fs"

	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
	"evergreen/web/gameweb"
)

// fieldsJSON names a rule set's parts in words (gameweb.Field); those
// with a kind the platform's editor draws itself.
//
//go:embed fields.json
var fieldsJSON []byte

//go:embed templates/*.html
var templatesFS embed.FS

//go:embed assets/*
var assetsFS embed.FS

// compiled is a rule set as the Studio reads it: the decoded document.
type compiled struct {
	*evergreen.Rules
	Code string
	Doc  []byte
}

// Spec declares the planet game's Studio, which the platform mounts
// with the game's pages (gameweb.Serve).
func Spec() (gameweb.StudioSpec[compiled], error) {
	vs, err := game.ReadVariants(content.Variants, "variants")
	if err != nil {
		return gameweb.StudioSpec[compiled]{}, fmt.Errorf("evergreenstudio: %w", err)
	}
	tpl, _ := fs.Sub(templatesFS, "templates")
	assets, _ := fs.Sub(assetsFS, "assets")
	words, err := ChangeWords()
	if err != nil {
		return gameweb.StudioSpec[compiled]{}, fmt.Errorf("evergreenstudio: %w", err)
	}
	changes, draft := gameweb.DiffWords(words, func(c compiled) *evergreen.Rules { return c.Rules }, evergreen.Diff)
	own, err := gameweb.TopicIn(content.Words(), content.WordsIn, "studio", "ev.")
	if err != nil {
		return gameweb.StudioSpec[compiled]{}, fmt.Errorf("evergreenstudio: %w", err)
	}
	names, err := evergreen.ChangeTerms()
	if err != nil {
		return gameweb.StudioSpec[compiled]{}, fmt.Errorf("evergreenstudio: %w", err)
	}
	return gameweb.StudioSpec[compiled]{
		Open: open,
		Meta: func(c compiled) gameweb.RulesMeta {
			return gameweb.RulesMeta{Code: c.Code, Name: c.Name, Description: c.Description, Doc: c.Doc}
		},
		Changes: changes, Draft: draft,
		Browse:     func(rs, def compiled) any { return layOut(rs.Rules, def.Rules, names) },
		Words:      own,
		Named:      evergreen.TextIn,
		Edit:       func() any { return vocab() },
		FieldsJSON: fieldsJSON,
		Variants:   vs,
		Templates:  tpl, Assets: assets, Script: "studio.js", Styles: []string{"studio.css"},
		// The levels and random moves, quickest first; a search level
		// (found out from the bots) limits a preview to
		// preview.MaxSearchGames games.
		PreviewBots: []string{"gardener", "skilled", "novice", "expert", "random"}, Seats: 2, PerChart: 6,
	}, nil
}

// ChangeWords says the planet game's changes in every locale: the
// platform's frames with the game's terms (evergreen.ChangeTerms), as the
// Studio, `evergreen rules diff` and the lobby show them, read once.
var ChangeWords = changewords.WordsOf(evergreen.ChangeTerms)

// open reads r's document for the Studio.
func open(r game.Rules) (compiled, error) {
	var rs evergreen.Rules
	if err := ruleset.DecodeStrict(r.Doc(), &rs); err != nil {
		return compiled{}, err
	}
	return compiled{Rules: &rs, Code: r.Code(), Doc: r.Doc()}, nil
}
