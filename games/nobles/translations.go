package nobles

// A rule set's texts in the players' languages (package ruleset,
// Translations): every name, title and text a player reads has a place
// ("virtues.royal-favour.text"), and each place may have a translation
// per locale. The default rule set's are in content/texts.*.json, beside
// its document and outside its code; a variant's own travel in its
// document ("translations"), and a variant keeps the default's
// translation of every text it has not rewritten. Translations are words,
// never play: the rules code, the bots and the move log read the English
// rule set, and a page is sent the texts in its reader's locale.

import (
	"encoding/json"
	"fmt"
	"sync"

	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/ruleset"
	"evergreen/wording"
)

// textPlace is one player-facing text of a rule set: its place, the text
// and the entry whose numbers it may name.
type textPlace struct {
	place string
	text  *string
	entry any
}

// places lists every player-facing text of r by place: the rule set's
// name and description, each House's name, noble and motto, each
// Virtue's and Market item's name and text, each card's title and text
// and each Proving option's label and text. An entry is named by its id,
// so a translation follows its card when a variant reorders a deck.
func (r *Rules) places() []textPlace {
	out := []textPlace{{"name", &r.Name, nil}, {"description", &r.Description, nil}}
	for i := range r.Houses {
		h := &r.Houses[i]
		p := "houses." + h.ID + "."
		out = append(out, textPlace{p + "name", &h.Name, h}, textPlace{p + "noble", &h.Noble, h}, textPlace{p + "motto", &h.Motto, h})
	}
	for i := range r.Virtues {
		v := &r.Virtues[i]
		out = append(out, textPlace{"virtues." + v.ID + ".name", &v.Name, v}, textPlace{"virtues." + v.ID + ".text", &v.Text, v})
	}
	for i := range r.Market {
		it := &r.Market[i]
		out = append(out, textPlace{"market." + it.ID + ".name", &it.Name, it}, textPlace{"market." + it.ID + ".text", &it.Text, it})
	}
	for i := range r.Decks.Proving {
		c := &r.Decks.Proving[i]
		p := "decks.proving." + c.ID + "."
		out = append(out, textPlace{p + "title", &c.Title, c}, textPlace{p + "text", &c.Text, c})
		for j := range c.Options {
			o := &c.Options[j]
			q := fmt.Sprintf("%soptions[%d].", p, j)
			out = append(out, textPlace{q + "label", &o.Label, o}, textPlace{q + "text", &o.Text, o})
		}
	}
	for d, deck := range [2][]Card{r.Decks.Ordeal, r.Decks.Decree} {
		for i := range deck {
			c := &deck[i]
			p := "decks." + deckNames[d+1] + "." + c.ID + "."
			out = append(out, textPlace{p + "title", &c.Title, c}, textPlace{p + "text", &c.Text, c})
		}
	}
	// A text left empty (a House with no motto) is nothing to translate.
	kept := out[:0]
	for _, t := range out {
		if *t.text != "" {
			kept = append(kept, t)
		}
	}
	return kept
}

// english is every place's text in r, as written.
func (r *Rules) english() map[string]string {
	out := map[string]string{}
	for _, t := range r.places() {
		out[t.place] = *t.text
	}
	return out
}

// Locales are the locales a Nobles rule set may be translated into.
func Locales() []string { return []string{"de", "es", "zh-Hant"} }

// defaults holds the default rule set's English texts and its
// translations (content/texts.*.json), read once.
type defaults struct {
	english map[string]string
	texts   map[string]map[string]string
	err     error
}

var defaultTexts = sync.OnceValue(func() defaults {
	var d defaults
	var r Rules
	if err := json.Unmarshal(content.Default(), &r); err != nil {
		d.err = err
		return d
	}
	d.english = r.english()
	d.texts = map[string]map[string]string{}
	for _, lang := range Locales() {
		var t map[string]string
		if raw := content.Texts(lang); raw != nil {
			if err := json.Unmarshal(raw, &t); err != nil {
				d.err = fmt.Errorf("content/texts.%s.json: %v", lang, err)
				return d
			}
		}
		d.texts[lang] = t
	}
	return d
})

// DefaultTranslationProblems checks the default rule set's translations
// (content/texts.*.json): every place a real text of the default, every
// translation reading exactly its English's placeholders and filling
// from the default's numbers in its locale. It returns every problem;
// nil when all is well.
func DefaultTranslationProblems() error {
	d := defaultTexts()
	if d.err != nil {
		return d.err
	}
	rs, err := Default()
	if err != nil {
		return err
	}
	var ps ruleset.Problems
	for _, lang := range Locales() {
		ps = append(ps, ruleset.Unknown(lang, d.english, d.texts[lang])...)
		_, _, bad := ruleset.Translate(lang, d.english, d.texts[lang])
		ps = append(ps, bad...)
		if _, err := rs.RulesIn(lang); err != nil {
			ps = append(ps, ruleset.Problem{Path: lang, Message: err.Error()})
		}
	}
	if len(ps) == 0 {
		return nil
	}
	return ps
}

// checkTranslations adds a problem for every translation r carries that
// names an unknown locale or place, or reads other placeholders than its
// English.
func (r *Rules) checkTranslations(ps *ruleset.Problems) {
	if len(r.Translations) == 0 {
		return
	}
	english := r.english()
	for lang, table := range r.Translations {
		if lang == locale.Default || !locale.Supported(lang) {
			ps.Add("translations."+lang, "%q is not a locale a rule set is translated into (%v)", lang, Locales())
			continue
		}
		*ps = append(*ps, ruleset.Unknown(lang, english, table)...)
		_, _, bad := ruleset.Translate(lang, english, table)
		*ps = append(*ps, bad...)
	}
}

// translate writes r's texts in lang in place, as written (placeholders
// not filled), and returns the places left in English: r's own
// translation of a place first, else the default's when r's English
// there is the default's (a text a variant rewrote is not the one the
// default's translation says).
func (r *Rules) translate(lang string) []string {
	if lang == locale.Default || lang == "" {
		return nil
	}
	english := r.english()
	d := defaultTexts()
	inherited := map[string]string{}
	for place, tr := range d.texts[lang] {
		if en, ok := english[place]; ok && en == d.english[place] {
			inherited[place] = tr
		}
	}
	texts, missing, _ := ruleset.Translate(lang, english, r.Translations[lang], inherited)
	for _, t := range r.places() {
		*t.text = texts[t.place]
	}
	r.Translations = nil
	return missing
}

// raw decodes rs's document again: its texts as written.
func (rs *Ruleset) raw() Rules {
	var r Rules
	if err := json.Unmarshal(rs.Doc, &r); err != nil {
		panic(fmt.Sprintf("nobles: a compiled rule set's document does not decode: %v", err))
	}
	return r
}

// DocIn returns rs's document with every text in locale lang as written
// (its placeholders for the reader's filler: the browser's fills them
// from the same numbers in lang), and the places left in English. In
// English it is rs.Doc.
func (rs *Ruleset) DocIn(lang string) ([]byte, []string) {
	if lang == locale.Default || !locale.Supported(lang) {
		return rs.Doc, nil
	}
	r := rs.raw()
	missing := r.translate(lang)
	b, err := json.Marshal(&r)
	if err != nil {
		panic(fmt.Sprintf("nobles: a rule set does not encode: %v", err))
	}
	return b, missing
}

// MissingIn lists the places of rs left in English in locale lang.
func (rs *Ruleset) MissingIn(lang string) []string {
	r := rs.raw()
	return r.translate(lang)
}

// RulesIn returns rs's rules with every text in locale lang, filled from
// the same numbers with the locale's Formatter and units: what a Go
// front end (the terminal) shows a reader of lang. A text that does not
// fill is an error naming its place.
func (rs *Ruleset) RulesIn(lang string) (Rules, error) {
	if lang == locale.Default || !locale.Supported(lang) {
		return rs.Rules, nil
	}
	r := rs.raw()
	r.translate(lang)
	opt := wording.Options{Format: locale.FormatterOf(lang), Units: UnitsIn(lang)}
	root := r.textRoot()
	for _, f := range r.textFields() {
		out, err := fillTextWith(*f.text, f.entry, root, opt)
		if err != nil {
			return rs.Rules, fmt.Errorf("%s: the %s text: %w", f.path, lang, err)
		}
		*f.text = out
	}
	return r, nil
}

// Places lists the places of rs's player-facing texts, in document
// order ("name", "houses.ashgrove.name", …): what a translation keys.
func (rs *Ruleset) Places() []string {
	r := rs.raw()
	var out []string
	for _, t := range r.places() {
		out = append(out, t.place)
	}
	return out
}

// NamedIn says s in locale lang when s is, as written in English, the
// default rule set's name or description (its translation in
// content/texts.{lang}.json); any other text as it is, for a name a
// designer gave their own rule set is theirs. The Studio's library and
// pages name the default by it.
func NamedIn(lang, s string) string {
	d := defaultTexts()
	if lang == locale.Default || d.err != nil || s == "" {
		return s
	}
	for _, place := range []string{"name", "description"} {
		if s == d.english[place] {
			if tr := d.texts[lang][place]; tr != "" {
				return tr
			}
		}
	}
	return s
}
