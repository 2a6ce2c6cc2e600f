package ruleset

// Translations: a rule set's player-facing texts in other languages.
//
// A rule set is written in English; beside it, each of its texts may
// have a translation per locale, keyed by the text's place in the
// document ("virtues.royal-favour.text": a place names an entry by its
// id, not its index, so a translation stays with its card when a
// variant reorders a deck). A translation is words only: it is filled
// from the same numbers as the English, by the same grammar (package
// wording) with the locale's Formatter, so it must read exactly the
// placeholders its English reads. A place with no translation reads
// the English and is reported missing, so that a Studio can show what
// is left to translate.
//
// Where the translations are kept is the game's to say (the default
// rule set's in files beside it, outside its document, so that they
// are not part of its code); this file only checks and chooses them.

import (
	"maps"
	"slices"

	"evergreen/wording"
)

// Translations holds translated texts: locale → place → text.
type Translations map[string]map[string]string

// CheckTranslation reports how translated, a text's translation, reads
// other placeholders than english, its English: nil when both read the
// same names (in any order, as languages order words their own way).
// The error says, in words, which placeholder is missing or extra.
func CheckTranslation(english, translated string) error {
	te, err := wording.Parse(english)
	if err != nil {
		return Errorf("the English text does not parse: %v", err)
	}
	tt, err := wording.Parse(translated)
	if err != nil {
		return Errorf("the translation does not parse: %v", err)
	}
	want, got := nameSet(te), nameSet(tt)
	var problems []Phrase
	for _, n := range slices.Sorted(maps.Keys(want)) {
		if !got[n] {
			problems = append(problems, Say("it leaves out the placeholder {%s} that the English reads", n))
		}
	}
	for _, n := range slices.Sorted(maps.Keys(got)) {
		if !want[n] {
			problems = append(problems, Say("it reads a placeholder {%s} that the English does not", n))
		}
	}
	if problems == nil {
		return nil
	}
	all := problems[0]
	for _, p := range problems[1:] {
		all = Say("%s; %s", all, p)
	}
	return phraseError{all}
}

func nameSet(t *wording.Template) map[string]bool {
	out := map[string]bool{}
	for _, n := range t.Names() {
		out[n] = true
	}
	return out
}

// Translate chooses, for one locale, the text of every place in english
// (place → English text): the first of tables that has the place with a
// translation that checks (CheckTranslation), else the English. It
// returns the chosen texts, the places left in English (sorted) and a
// problem for every translation refused, located as
// "translations.<locale>.<place>" for the first table and
// "<locale>.<place>" for later ones.
func Translate(lang string, english map[string]string, tables ...map[string]string) (texts map[string]string, missing []string, ps Problems) {
	texts = make(map[string]string, len(english))
	for _, place := range slices.Sorted(maps.Keys(english)) {
		en := english[place]
		texts[place] = en
		found := false
		for i, tab := range tables {
			tr, ok := tab[place]
			if !ok || tr == "" {
				continue
			}
			if err := CheckTranslation(en, tr); err != nil {
				at := lang + "." + place
				if i == 0 {
					at = "translations." + at
				}
				ps.Add(at, "the %s translation of %s: %v", lang, place, err)
				continue
			}
			texts[place], found = tr, true
			break
		}
		if !found {
			missing = append(missing, place)
		}
	}
	return texts, missing, ps
}

// Unknown reports, as problems at "translations.<locale>.<place>", the
// places of table (one locale's translations) that english does not
// have: a translation of a text the rule set no longer has.
func Unknown(lang string, english, table map[string]string) Problems {
	var ps Problems
	for _, place := range slices.Sorted(maps.Keys(table)) {
		if _, ok := english[place]; !ok {
			ps.Add("translations."+lang+"."+place, "the %s translation names %s, a text this rule set does not have", lang, place)
		}
	}
	return ps
}

// CheckTranslations reports every translation t, a rule set's own, that
// names a locale other than locales (those a rule set is translated
// into), a place english (place → English text) does not have, or a
// text reading other placeholders than its English: each at its path
// ("translations.de.name"), locale by locale.
func CheckTranslations(english map[string]string, t Translations, locales []string) Problems {
	var ps Problems
	for _, lang := range slices.Sorted(maps.Keys(t)) {
		if !slices.Contains(locales, lang) {
			ps.Add("translations."+lang, "%q is not a locale a rule set is translated into (%v)", lang, locales)
			continue
		}
		ps = append(ps, Unknown(lang, english, t[lang])...)
		_, _, bad := Translate(lang, english, t[lang])
		ps = append(ps, bad...)
	}
	return ps
}
