package nobles

// Texts made from the numbers. A card's, option's, Virtue's or Market
// item's text never states a number its effects hold: it names it with a
// placeholder, filled from the entry when the rule set loads, so the words
// and the rules cannot drift apart (an Ordeal edited to 450 reads 450).
//
// The grammar is package wording's, the one every text of every game is
// written in; Nobles adds two units, crowns and more (Units). A
// placeholder names a number by its path, relative to the entry the text
// belongs to (a Proving option's text: the option), else from the top of
// the rule set:
//
//	{crowns:price}                          Market items: "1,600 Crowns"
//	{crowns:cost}                           Proving options
//	{more:effects[0].amount|more|less}      "100 Crowns less" for -100
//	{more:modifiers[1].amount|up|down}      Virtues and Market items
//	{crowns:effects[0].if.min_crowns}       a condition's bound
//	{words:effects[0].duration.turns|turn|turns}   a duration: "two turns"
//	{crowns:duties.give_cost+modifiers[0].amount}  a sum, with the rule
//	                                        set's own numbers: duties.*,
//	                                        income.*, turns_per_season
//
// The browser fills the same placeholders with the same grammar
// (games/nobles/noblesui/assets/cardtext.js on web/static/wording.js) for Rules Studio's
// live preview.

import (
	"encoding/json"
	"fmt"
	"sync"

	"evergreen/games/nobles/content"
	"evergreen/ruleset"
	"evergreen/wording"
)

// Units are the units Nobles texts count in, from content/words.json
// (the browser reads the same table): {crowns:n} is "1 Crown", "1,600
// Crowns"; {more:n|up|down} says the sign in words, "100 Crowns down"
// for -100. The map is shared: read it, never change it.
var Units = sync.OnceValue(func() map[string]wording.Unit {
	var t struct {
		Units map[string]wording.Unit `json:"units"`
	}
	if err := json.Unmarshal(content.Words(), &t); err != nil || len(t.Units) == 0 {
		panic(fmt.Sprintf("nobles: content/words.json has no units: %v", err))
	}
	return t.Units
})

// textRoot is what a text may read from the rule set itself: its Duty
// costs, season incomes and turns per season (the browser's filler reads
// the same three).
func (r *Rules) textRoot() wording.Tree {
	return wording.TreeOf(struct {
		Duties         Duties `json:"duties"`
		Income         Income `json:"income"`
		TurnsPerSeason int    `json:"turns_per_season"`
	}{r.Duties, r.Income, r.TurnsPerSeason})
}

// UnitsIn are Units in locale lang, from content/words.<lang>.json
// ("1.600 Kronen"); English's for a locale with no table.
func UnitsIn(lang string) map[string]wording.Unit {
	raw, err := content.WordsIn(lang)
	if err != nil {
		return Units()
	}
	var t struct {
		Units map[string]wording.Unit `json:"units"`
	}
	if err := json.Unmarshal(raw, &t); err != nil || len(t.Units) == 0 {
		return Units()
	}
	return t.Units
}

// fillText fills every placeholder in text from entry, then root.
func fillText(text string, entry any, root wording.Tree) (string, error) {
	return fillTextWith(text, entry, root, wording.Options{Units: Units()})
}

// fillTextWith is fillText in a locale: opt's Formatter and units.
func fillTextWith(text string, entry any, root wording.Tree, opt wording.Options) (string, error) {
	t, err := wording.Parse(text)
	if err != nil {
		return "", ruleset.Errorf("text: %v", err)
	}
	out, err := t.FillWith(wording.Chain{wording.TreeOf(entry), root}, opt)
	if err != nil {
		return "", ruleset.Errorf("text: %v", err)
	}
	return out, nil
}

// textField is one text of a rule set with the entry it is filled from.
type textField struct {
	path  string  // "decks.ordeal[0].text"
	text  *string // the text, filled in place by renderTexts
	entry any     // the entry whose numbers the text may name
}

// textFields lists every card, option, Virtue and item text in r.
func (r *Rules) textFields() []textField {
	var out []textField
	for i := range r.Virtues {
		out = append(out, textField{fmt.Sprintf("virtues[%d].text", i), &r.Virtues[i].Text, &r.Virtues[i]})
	}
	for i := range r.Market {
		out = append(out, textField{fmt.Sprintf("market[%d].text", i), &r.Market[i].Text, &r.Market[i]})
	}
	for i := range r.Decks.Proving {
		c := &r.Decks.Proving[i]
		out = append(out, textField{fmt.Sprintf("decks.proving[%d].text", i), &c.Text, c})
		for j := range c.Options {
			out = append(out, textField{fmt.Sprintf("decks.proving[%d].options[%d].text", i, j), &c.Options[j].Text, &c.Options[j]})
		}
	}
	for d, deck := range [2][]Card{r.Decks.Ordeal, r.Decks.Decree} {
		for i := range deck {
			out = append(out, textField{fmt.Sprintf("decks.%s[%d].text", deckNames[d+1], i), &deck[i].Text, &deck[i]})
		}
	}
	return out
}

// checkTexts reports every text whose placeholders do not fill, without
// filling any.
func (r *Rules) checkTexts(ps *ruleset.Problems) {
	root := r.textRoot()
	for _, f := range r.textFields() {
		if _, err := fillText(*f.text, f.entry, root); err != nil {
			ps.Add(f.path, "%v", err)
		}
	}
}

// TextProblem is a text whose placeholders do not fill, by path.
type TextProblem struct {
	Path string
	Err  error
}

// RenderTexts fills the placeholders of every card, option, Virtue and
// Market item text of r in place. A text that does not fill is left as
// written and reported. LoadDocument does this for every rule set it
// loads, so the rules code, the bots and every page read finished text;
// Ruleset.Doc keeps the texts as written.
func (r *Rules) RenderTexts() []TextProblem {
	root := r.textRoot()
	var ps []TextProblem
	for _, f := range r.textFields() {
		out, err := fillText(*f.text, f.entry, root)
		if err != nil {
			ps = append(ps, TextProblem{f.path, err})
			continue
		}
		*f.text = out
	}
	return ps
}
