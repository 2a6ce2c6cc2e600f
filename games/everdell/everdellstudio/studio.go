// Package everdellstudio is Everdell's Rules Studio, declared for the
// platform's one Studio (gameweb.NewStudio): read the default rule set
// card by card, open a seed reading ready-made (the forest locations
// only at four players), copy a rule set and edit it with every problem
// shown beside its field, save it under a name and share it by code,
// read what it changes from the default in words, and preview its
// balance with bot games.
//
// What is Everdell's own: the cards laid out (pages.go and
// templates/studio.html), the card table in the editor
// (assets/studio.js) and the settings' names in words (fields.json).
package everdellstudio

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellwords"
	"evergreen/ruleset/changewords"
	"evergreen/web/gameweb"
	"evergreen/wording"
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

// Spec declares Everdell's Studio, which the platform mounts with the
// game's pages (gameweb.Serve).
func Spec() (gameweb.StudioSpec[*everdell.Ruleset], error) {
	own, err := gameweb.TopicIn(content.Words(), content.WordsIn, "studio", "ed.")
	if err != nil {
		return gameweb.StudioSpec[*everdell.Ruleset]{}, fmt.Errorf("everdellstudio: %w", err)
	}
	langs, err := languages(own)
	if err != nil {
		return gameweb.StudioSpec[*everdell.Ruleset]{}, err
	}
	tpl, _ := fs.Sub(templatesFS, "templates")
	assets, _ := fs.Sub(assetsFS, "assets")
	cw, err := ChangeWords()
	if err != nil {
		return gameweb.StudioSpec[*everdell.Ruleset]{}, err
	}
	vs, err := game.ReadVariants(content.Variants, "variants")
	if err != nil {
		return gameweb.StudioSpec[*everdell.Ruleset]{}, fmt.Errorf("everdellstudio: %w", err)
	}
	changes, draft := gameweb.DiffWords(cw, func(rs *everdell.Ruleset) *everdell.Rules { return &rs.Rules }, everdell.Diff)
	return gameweb.StudioSpec[*everdell.Ruleset]{
		Changes: changes, Draft: draft,
		Open: game.RulesetOf[*everdell.Ruleset],
		Meta: func(rs *everdell.Ruleset) gameweb.RulesMeta {
			return gameweb.RulesMeta{Code: rs.Code, Name: rs.Name, Description: rs.Description, Doc: rs.Doc}
		},
		Browse:     func(rs, def *everdell.Ruleset) any { return layOut(langs, rs, def) },
		Words:      own,
		Named:      everdell.TextIn,
		FieldsJSON: fieldsJSON,
		Variants:   vs,
		Templates:  tpl, Assets: assets, Script: "studio.js", Styles: []string{"studio.css"},
		// The levels and random moves, quickest first; a search level
		// (found out from the bots) limits a preview to
		// preview.MaxSearchGames games.
		PreviewBots: []string{"gatherer", "novice", "skilled", "expert", "random"}, Seats: 2, PerChart: 5,
	}, nil
}

// ChangeWords says Everdell's changes in every locale: the platform's
// frames with the game's terms (everdell.ChangeTerms), as the Studio,
// `evergreen rules diff` and the lobby show them, read once.
var ChangeWords = changewords.WordsOf(everdell.ChangeTerms)

// languages are the game's words and its Studio's texts in every
// locale.
func languages(own map[string]map[string]string) (map[string]lang, error) {
	all, err := everdellwords.LoadAll()
	if err != nil {
		return nil, err
	}
	out := map[string]lang{}
	for tag, w := range all {
		texts := map[string]string{}
		for k, v := range own[tag] {
			texts[strings.TrimPrefix(k, "ed.")] = v
		}
		c, err := wording.NewCatalog(texts)
		if err != nil {
			return nil, fmt.Errorf("everdellstudio: the Studio's words in %s: %w", tag, err)
		}
		out[tag] = lang{words: w, texts: c}
	}
	return out, nil
}
