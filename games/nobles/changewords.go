package nobles

// A rule set's changes said in a reader's words and language: the
// platform's frames (ruleset/changewords, the locale catalogs' "diff.*")
// with Nobles' own terms, content/words.{lang}.json's "changes" topic,
// and each effect said as the game's log says it (effectwords.go).

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"evergreen/game/provenance"
	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
	"evergreen/wording"
)

// Worded is one change between two rule sets said in a player's words:
// "Virtue 'Steady Resolve': Give costs 100 Crowns less → Give costs 200
// Crowns less", "Income in winter: 2,200 → 2,500 Crowns". No key, kind
// or id of the file format appears in Words; the change's path (and the
// raw fields of Change) are there for those who want them, as the
// Studio's tooltips.
//
// It is the one wording of a diff: `evergreen rules diff`, the lobby and
// the Rules Studio's pages all show it.
type Worded struct {
	Change
	// Words is the change in one line. For a long text it says only what
	// was reworded ("Ordeal 'The Spring Floods': text reworded"), and Was
	// and Now hold the texts in full.
	Words string `json:"words"`
	Was   string `json:"was,omitempty"`
	Now   string `json:"now,omitempty"`
}

// Line is w in one string for a terminal: Words, then a long text's old
// and new wording on indented lines of their own, labelled was and now
// (the locale's words for them).
func (w Worded) Line(was, now string) string {
	if w.Was == "" && w.Now == "" {
		return w.Words
	}
	return w.Words + "\n      " + was + ": " + w.Was + "\n      " + now + ": " + w.Now
}

// ChangeWords is the platform's wording of changes with Nobles' terms in
// every locale: the "changes" topic of its words and the default rule
// set's names as its texts translate them. Both are embedded: read once.
var ChangeWords = sync.OnceValues(func() (changewords.Words, error) {
	def := defaultTexts()
	terms := map[string]map[string]string{}
	for _, lang := range Locales() {
		raw, err := content.WordsIn(lang)
		if err != nil {
			return changewords.Words{}, err
		}
		var t struct {
			Changes map[string]string `json:"changes"`
		}
		if err := json.Unmarshal(raw, &t); err != nil {
			return changewords.Words{}, fmt.Errorf("nobles: the words in %s: %w", lang, err)
		}
		for place, english := range def.english {
			if tr := def.texts[lang][place]; tr != "" && !strings.HasSuffix(place, ".text") && !strings.Contains(tr, "{") {
				t.Changes[english] = tr
			}
		}
		terms[lang] = t.Changes
	}
	return changewords.Load(terms)
})

// DiffWords is Diff(base, other) in words, in lang. A change that
// touches several fields of one effect reads the same for each, and is
// said once.
func DiffWords(lang string, base, other *Rules) []Worded {
	cw, err := ChangeWords()
	if err != nil { // the words are embedded and tested: say the changes plainly
		cw = changewords.New(mustBundle(), nil)
	}
	w := newChangeWords(lang, cw, base, other)
	out := []Worded{}
	for _, c := range Diff(base, other) {
		wc := w.words(c)
		if n := len(out); n > 0 && out[n-1].Words == wc.Words && out[n-1].Was == wc.Was && out[n-1].Now == wc.Now {
			continue
		}
		out = append(out, wc)
	}
	return out
}

func mustBundle() *locale.Bundle {
	b, err := locale.Load()
	if err != nil {
		b, _ = locale.New(map[string]map[string]string{locale.Default: {}})
	}
	return b
}

// changeWords holds what wording a change needs from both rule sets.
type changeWords struct {
	lang  string
	cw    changewords.Words
	eff   effectTable
	names map[string]string // Virtue, Market item and card ids → their names, from both rule sets
}

func newChangeWords(lang string, cw changewords.Words, sets ...*Rules) changeWords {
	w := changeWords{lang: lang, cw: cw, eff: effectTableIn(lang), names: map[string]string{}}
	for _, r := range sets {
		for _, v := range r.Virtues {
			w.names[v.ID] = v.Name
		}
		for _, it := range r.Market {
			w.names[it.ID] = it.Name
		}
		for _, c := range r.Decks.Proving {
			w.names[c.ID] = c.Title
		}
		for _, c := range append(append([]Card(nil), r.Decks.Ordeal...), r.Decks.Decree...) {
			w.names[c.ID] = c.Title
		}
	}
	return w
}

func (w changeWords) name(id string) string {
	if n := w.names[id]; n != "" {
		return w.term(n)
	}
	return id
}

func (w changeWords) term(s string) string { return w.cw.Term(w.lang, s) }
func (w changeWords) frame(key string, pairs ...any) string {
	return w.cw.Frame(w.lang, key, pairs...)
}

// settings are the top-level settings: what the setting is (a term), and
// how to say its values.
var settings = map[string]struct {
	what   string
	values func(w changeWords, s string) string
}{
	"game":                     {"Game", nil},
	"name":                     {"Name", nil},
	"description":              {"Description", nil},
	"turn_counting":            {"Turn counting", choice(map[string]string{PerNoble: "each noble takes every season's turns", Shared: "a season's turns are shared round the table"})},
	"turns_per_season":         {"Turns each season", nil},
	"duties.save_cost":         {"The Save Duty costs", crownsOf},
	"duties.give_cost":         {"The Give Duty costs", crownsOf},
	"duties.token_value":       {"A converted Vault Token pays", crownsOf},
	"rulings.token_conversion": {"Converting a Vault Token for a payment", choice(map[string]string{"offer": "offered to the noble", "auto": "automatic"})},
	"rulings.surrender_stacks": {"A second failed payment adds a second surrendered turn", yesNo},
	"rulings.item_once":        {"Each House may buy a Market item only once", yesNo},
	"rulings.no_virtues":       {"The table plays without Virtues", yesNo},
}

func choice(m map[string]string) func(changeWords, string) string {
	return func(w changeWords, s string) string {
		if t, ok := m[s]; ok {
			return w.term(t)
		}
		return s
	}
}

func crownsOf(w changeWords, s string) string {
	n, err := strconv.Atoi(s)
	if err != nil {
		return s
	}
	return w.eff.crowns(n)
}

func yesNo(w changeWords, s string) string {
	switch s {
	case "true":
		return w.term("yes")
	case "false":
		return w.term("no")
	}
	return s
}

// badge says a provenance badge by its label, the one the pages show
// (game/provenance), as the planet game's diff does.
func badge(w changeWords, s string) string {
	switch {
	case s == "":
		return w.frame("diff.none")
	case provenance.Valid(s):
		return w.term(provenance.Get(s).Label)
	}
	return s
}

func space(w changeWords, kind string) string {
	switch kind {
	case SpaceProving:
		return w.term("a Proving space")
	case SpaceOrdeal:
		return w.term("an Ordeal space")
	case SpaceDecree:
		return w.term("a Decree space")
	}
	return kind
}

func plain(w changeWords, s string) string { return w.cw.Value(w.lang, s) }

// words says c.
func (w changeWords) words(c Change) Worded {
	out := w.say(c)
	out.Change = c
	return out
}

// say words c, leaving out the change itself.
func (w changeWords) say(c Change) Worded {
	if c.OldEffect != nil || c.NewEffect != nil {
		return Worded{Words: w.effect(c)}
	}
	if s, ok := settings[c.Path]; ok && s.what != "" {
		return w.values(w.term(s.what), c, s.values)
	}
	if season, ok := strings.CutPrefix(c.Path, "income."); ok {
		return w.values(w.term("Income in "+season), c, crownsOf)
	}
	if k, ok := strings.CutPrefix(c.Path, "provenance."); ok {
		return w.values(w.cw.Item(w.lang, "Badge of "+strings.ReplaceAll(k, "_", " ")), c, badge)
	}
	item := w.cw.Item(w.lang, c.Item)
	if strings.HasPrefix(c.Path, "board[") {
		return w.values(item, c, space)
	}
	field := w.field(c.Field)
	switch c.Kind {
	case ruleset.ChangeAdded:
		if c.Field != "" {
			return Worded{Words: w.frame("diff.field.added", "item", item, "field", field, "new", c.New)}
		}
		return Worded{Words: w.frame("diff.entry.added", "item", item)}
	case ruleset.ChangeRemoved:
		if c.Field != "" {
			return Worded{Words: w.frame("diff.field.removed", "item", item, "field", field, "old", c.Old)}
		}
		return Worded{Words: w.frame("diff.entry.removed", "item", item)}
	case ruleset.ChangeMoved:
		return Worded{Words: w.frame("diff.reordered", "item", item, "new", w.list(c.New), "old", w.list(c.Old))}
	}
	values := plain
	switch {
	case c.Field == "virtue":
		field, values = w.term("Virtue"), func(w changeWords, s string) string { return w.name(s) }
	case c.Field == "provenance":
		field, values = w.term("badge"), badge
	case c.Field == "price", strings.HasSuffix(c.Field, " cost"):
		values = crownsOf
	case c.Field == "withheld":
		field, values = w.term("withheld from play"), yesNo
	}
	return w.values(item+": "+field, c, values)
}

// field is a change's field in the reader's words: a term, or an
// option's part ("option 2 label") as the option and the part.
func (w changeWords) field(f string) string {
	if t := w.term(f); t != f {
		return t
	}
	if rest, ok := strings.CutPrefix(f, "option "); ok {
		n, part, _ := strings.Cut(rest, " ")
		out := w.term("option") + " " + n
		if part != "" {
			out += " " + w.term(part)
		}
		return out
	}
	return f
}

// values words a change of one value: "what: old → new", or a long text
// as reworded, with its old and new wording whole.
func (w changeWords) values(what string, c Change, say func(changeWords, string) string) Worded {
	if say == nil {
		say = plain
	}
	or := func(s string) string {
		if s == "" {
			return w.frame("diff.none")
		}
		return say(w, s)
	}
	if len(c.Old) > 60 || len(c.New) > 60 || strings.Contains(c.Old+c.New, "\n") {
		return Worded{Words: w.frame("diff.reworded", "what", what), Was: or(c.Old), Now: or(c.New)}
	}
	return Worded{Words: w.frame("diff.value", "what", what, "old", or(c.Old), "new", or(c.New))}
}

// effect words a change inside one effect of a card, Virtue or item as
// the whole effect before and after.
func (w changeWords) effect(c Change) string {
	where := w.cw.Item(w.lang, c.Item)
	if opt, _, ok := strings.Cut(c.Field, " effect"); ok && strings.HasPrefix(opt, "option ") {
		where += ", " + w.field(opt)
	}
	say := func(e *Effect) string { return w.eff.words(*e, w.name) }
	switch {
	case c.OldEffect == nil:
		return w.frame("diff.effect.added", "where", where, "effect", say(c.NewEffect))
	case c.NewEffect == nil:
		return w.frame("diff.effect.removed", "where", where, "effect", say(c.OldEffect))
	}
	return w.frame("diff.effect.changed", "where", where, "old", say(c.OldEffect), "new", say(c.NewEffect))
}

// list words a list of ids, comma-separated, as names.
func (w changeWords) list(ids string) string {
	parts := strings.Split(ids, ", ")
	for i, id := range parts {
		parts[i] = w.name(id)
	}
	return strings.Join(parts, ", ")
}

// wordingOptions are Nobles' units and lang's formatter, for a sentence
// in lang.
func wordingOptions(lang string) wording.Options {
	return wording.Options{Units: UnitsIn(lang), Format: locale.FormatterOf(lang)}
}
