package noblesgame_test

import (
	"encoding/json"
	"evergreen/engine/enginetest"
	"regexp"
	"strings"
	"testing"

	"evergreen/game/gametest"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/locale"
)

// TestChangesInEveryLocale: whatever a designer changes in Nobles' rule
// set, the change reads in German, Spanish and Chinese: never the
// English sentence, and no English term of the game's (content/words.json's
// "changes") left in it.
func TestChangesInEveryLocale(t *testing.T) {
	def := enginetest.Load(t, nobles.LoadRules, "")
	english := map[string]*regexp.Regexp{}
	for _, tag := range locale.Tags() {
		if tag != locale.Default {
			english[tag] = englishTerms(t, tag)
		}
	}
	n := 0
	gametest.EachLeafChanged(t, content.Default(), func(path string, doc []byte) {
		var r nobles.Rules
		if json.Unmarshal(doc, &r) != nil {
			return
		}
		en := nobles.DiffWords(locale.Default, &def.Rules, &r)
		for _, tag := range locale.Tags() {
			if tag == locale.Default {
				continue
			}
			for i, c := range nobles.DiffWords(tag, &def.Rules, &r) {
				n++
				if c.Path != "name" && c.Words == en[i].Words {
					t.Errorf("%s, %s: in English: %q", tag, c.Path, c.Words)
				}
				if m := english[tag].FindString(ownWords(c.Words)); m != "" {
					t.Errorf("%s, %s: %q left in English in %q", tag, c.Path, m, c.Words)
				}
			}
		}
	})
	if n == 0 {
		t.Fatal("no change found")
	}
}

// TestChangeInGerman: a changed Virtue of the default reads in German,
// its name the default's German one and its effect the log's words.
func TestChangeInGerman(t *testing.T) {
	def := enginetest.Load(t, nobles.LoadRules, "")
	other := def.Rules
	other.Duties.SaveCost += 100
	other.Income.Winter = 2500
	var got []string
	for _, c := range nobles.DiffWords("de", &def.Rules, &other) {
		got = append(got, c.Words)
	}
	want := []string{"Einkommen im Winter: 2.200 Kronen → 2.500 Kronen", "Die Pflicht Sparen kostet: 500 Kronen → 600 Kronen"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("in German:\n got %q\nwant %q", got, want)
	}
}

// quoted are the names and effects a sentence quotes (a rule set's own
// words, which a variant writes as it likes).
var quoted = regexp.MustCompile(`„[^“]*“|«[^»]*»|「[^」]*」|'[^']*'|“[^”]*”`)

// ownWords is what a change's sentence says in the reader's words: no
// quoted name or effect, and no value (after the arrow).
func ownWords(s string) string {
	s, _, _ = strings.Cut(quoted.ReplaceAllString(s, ""), " → ")
	return s
}

// englishTerms matches, as whole words, every English term of Nobles'
// changes that tag's differs from (a term the locale writes alike, as
// German's "Name", is no fallback).
func englishTerms(t *testing.T, tag string) *regexp.Regexp {
	t.Helper()
	var en, de struct {
		Changes map[string]string `json:"changes"`
	}
	raw, err := content.WordsIn(tag)
	if err != nil || json.Unmarshal(content.Words(), &en) != nil || json.Unmarshal(raw, &de) != nil {
		t.Fatalf("the words: %v", err)
	}
	expr := ""
	for k := range en.Changes {
		if de.Changes[k] == k || len(k) < 4 {
			continue
		}
		if expr != "" {
			expr += "|"
		}
		expr += regexp.QuoteMeta(k)
	}
	return regexp.MustCompile(`\b(` + expr + `)\b`)
}
