package highest

import (
	"embed"
	"io/fs"

	"evergreen/game"
	"evergreen/web/gameweb"
	"evergreen/wording"
)

//go:embed assets
var assets embed.FS

// Assets are the browser renderer's files.
func (Game) Assets() fs.FS { return game.Sub(assets, "assets") }

// rulebook is the Rulebook's text: its numbers are the rule set's, by
// their names in the document.
var rulebook = gameweb.BookText{
	Heading: "Rulebook", Intro: "Pick the highest number nobody else picks.",
	Sections: []gameweb.SectionText{
		{ID: "round", Title: "A round", Heading: "A round", Blocks: []gameweb.BlockText{
			{Text: "A prize of 1 to 3 points is drawn. Everyone picks a number from 1 to {highest} at once, unseen."}}},
		{ID: "win", Title: "Who wins it", Heading: "Who wins it", Blocks: []gameweb.BlockText{
			{Text: "The highest number nobody else picked wins the prize; if every number is shared, nobody does."}}},
		{ID: "end", Title: "The end", Heading: "The end", Blocks: []gameweb.BlockText{
			{Text: "After {count:rounds|round|rounds} the most points win."}}},
	},
}

// Site is the Rulebook, at /rulebook and a table's at /t/{code}/rulebook,
// and the Rules Studio (studio.go): one declaration the platform serves.
func (g Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	return gameweb.Serve(g, h, gameweb.SiteSpec[game.Rules]{
		Book: func(r game.Rules, _, lang string) (gameweb.Book, []error) {
			d, _ := game.RulesetOf[Doc](r)
			return rulebook.Fill(gameweb.BookFacts{Values: wording.TreeOf(d), Lang: lang})
		},
		Studio: studio(),
	})
}
