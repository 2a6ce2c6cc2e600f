package gametest

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"evergreen/locale"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

// EachLeafChanged calls f with doc changed at one leaf at a time: every
// number one more, every text with a letter added, every flag turned,
// every list of plain values one shorter. It is how a test reaches every
// setting and field of a rule set's document, so that a Diff's wording
// is checked for each kind of change the Studio can make.
func EachLeafChanged(t testing.TB, doc []byte, f func(path string, changed []byte)) {
	t.Helper()
	var tree any
	if err := json.Unmarshal(doc, &tree); err != nil {
		t.Fatalf("the document: %v", err)
	}
	var walk func(path string, v any, set func(any))
	walk = func(path string, v any, set func(any)) {
		change := func(nv any) {
			set(nv)
			raw, err := json.Marshal(tree)
			set(v)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			f(path, raw)
		}
		switch x := v.(type) {
		case map[string]any:
			for _, k := range sortedKeys(x) {
				walk(ruleset.Field(path, k), x[k], func(nv any) { x[k] = nv })
			}
		case []any:
			plain := true
			for i, e := range x {
				switch e.(type) {
				case map[string]any, []any:
					plain = false
					walk(ruleset.Index(path, i), e, func(nv any) { x[i] = nv })
				}
			}
			if plain && len(x) > 0 {
				change(x[:len(x)-1])
			}
		case float64:
			change(x + 1)
		case string:
			change(x + "x")
		case bool:
			change(!x)
		}
	}
	walk("", tree, func(any) {})
}

func sortedKeys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}

// Said is a change as it reads in a locale (DiffTranslated).
type Said struct {
	Lang   string
	Change ruleset.Change
	Want   string
}

// DiffTranslated checks that a game's changes read in every locale's
// own words: for each change diff finds between def, the default
// document, and the default changed at one leaf (EachLeafChanged), both
// decoded as R, no term of its item or field is left in English
// (changewords.Words.Untranslated). A changed document that no longer
// decodes as R is passed over. Each of says, a change said in one
// locale, must read in the words as it wants. A game's test calls it
// once:
//
//	gametest.DiffTranslated(t, content.Default(), mystudio.ChangeWords, mygame.Diff,
//		gametest.Said{Lang: "de", Change: c, Want: "Karte „Architekt“: Punkte 2 → 3"})
func DiffTranslated[R any](t *testing.T, def []byte, read func() (changewords.Words, error), diff func(base, other *R) []ruleset.Change, says ...Said) {
	t.Helper()
	words, err := read()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range says {
		if got := words.Say(s.Lang, s.Change); got != s.Want {
			t.Errorf("in %s: %q, want %q", s.Lang, got, s.Want)
		}
	}
	missing := map[string][]string{} // "lang: term" → the paths that showed it
	n := 0
	var base R
	if err := json.Unmarshal(def, &base); err != nil {
		t.Fatalf("the default document: %v", err)
	}
	EachLeafChanged(t, def, func(path string, changed []byte) {
		var other R
		if json.Unmarshal(changed, &other) != nil {
			return
		}
		for _, c := range diff(&base, &other) {
			n++
			for _, tag := range locale.Tags() {
				for _, term := range words.Untranslated(tag, c) {
					k := fmt.Sprintf("%s: %q", tag, term)
					missing[k] = append(missing[k], c.Path)
				}
			}
		}
	})
	if n == 0 {
		t.Fatal("no change found: the test reached nothing")
	}
	for _, k := range sortedKeys(missing) {
		t.Errorf("%s untranslated (at %s)", k, strings.Join(first(missing[k], 3), ", "))
	}
}

func first(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
