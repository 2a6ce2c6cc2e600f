package gameweb

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

// A problem's path is named in words: by the longest declared part of
// it, the rest worded from its keys, a list's position counted from 1.
func TestFieldWords(t *testing.T) {
	fields := []Field{
		{Path: "turns_per_season", Words: "Turns per season"},
		{Path: "cards[]", Words: "Card {n}"},
		{Path: "cards[].points", Words: "Card {n}'s points"},
	}
	for _, c := range []struct{ path, want string }{
		{"turns_per_season", "Turns per season"},
		{"cards[3].points", "Card 4's points"},
		{"cards[0].cost.twig", "Card 1 › cost › twig"},
		{"duties.give_cost", "Duties › give cost"},
		{"decks.ordeal[2].effects[0]", "Decks › ordeal 3 › effects 1"},
		{`names["a.b"]`, "Names › a.b"},
		{"", ""},
	} {
		if got := FieldWords(fields, c.path); got != c.want {
			t.Errorf("FieldWords(%q) = %q, want %q", c.path, got, c.want)
		}
	}
	ps := Worded(fields, []ruleset.Problem{{Path: "cards[1]", Message: "x"}, {Message: "whole"}})
	if ps[0].Field != "Card 2" || ps[1].Field != "" {
		t.Errorf("Worded: %+v", ps)
	}
}

type change struct {
	Kind string `json:"kind"`
	Path string `json:"path"`
	Old  string `json:"old"`
}

func (c change) Words() string { return "Hand limit: " + c.Old + " → 9" }

// A game's changes keep their own fields in JSON, with their words added.
func TestWordChanges(t *testing.T) {
	cs := WordChanges([]change{{Kind: "changed", Path: "hand_limit", Old: "8"}}, change.Words)
	if len(cs) != 1 || cs[0].Kind != "changed" || cs[0].Path != "hand_limit" || cs[0].Words != "Hand limit: 8 → 9" {
		t.Fatalf("%+v", cs)
	}
	raw, _ := json.Marshal(cs)
	if s := string(raw); !strings.Contains(s, `"old":"8"`) || !strings.Contains(s, `"words":"Hand limit: 8 → 9"`) {
		t.Errorf("JSON %s", raw)
	}
	if raw, _ := json.Marshal(WordChanges(nil, change.Words)); string(raw) != "[]" {
		t.Errorf("no changes are %s, want []", raw)
	}
}

// A game's fields read from JSON strictly, each with a path and words.
func TestParseFields(t *testing.T) {
	fs, err := ParseFields([]byte(`[{"path": "hand_limit", "words": "Hand limit", "kind": "number", "min": 1, "max": 20}]`))
	if err != nil || len(fs) != 1 || fs[0].Max != 20 || fs[0].Kind != "number" {
		t.Fatalf("%+v %v", fs, err)
	}
	for _, bad := range []string{`[{"path": "a"}]`, `[{"path": "a", "words": "A", "label": "x"}]`, `{}`} {
		if _, err := ParseFields([]byte(bad)); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
}

// TestFieldsInLocale: a field's and a choice's names in another locale
// replace its words for that locale alone, and a field named in some
// locales but not all, or reading {n} where its words do not, is
// refused.
func TestFieldsInLocale(t *testing.T) {
	fs, err := ParseFields([]byte(`[{"path": "cards[]", "words": "Card {n}", "in": {"de": "Karte {n}", "es": "Carta {n}", "zh-Hant": "卡牌 {n}"}},
	  {"path": "mode", "words": "Mode", "kind": "choice", "choices": [{"value": "a", "words": "automatic", "in": {"de": "automatisch"}}]}]`))
	if err != nil {
		t.Fatal(err)
	}
	de := FieldsIn(fs, "de")
	if got := FieldWords(de, "cards[3]"); got != "Karte 4" {
		t.Errorf("German cards[3] reads %q", got)
	}
	if de[1].Choices[0].Words != "automatisch" || fs[1].Choices[0].Words != "automatic" {
		t.Errorf("choices: German %q, English %q", de[1].Choices[0].Words, fs[1].Choices[0].Words)
	}
	if got := FieldWords(FieldsIn(fs, "en"), "cards[0]"); got != "Card 1" {
		t.Errorf("English cards[0] reads %q", got)
	}
	for name, doc := range map[string]string{
		"a locale missing": `[{"path": "a", "words": "A", "in": {"de": "A", "es": "A"}}]`,
		"{n} lost":         `[{"path": "a[]", "words": "A {n}", "in": {"de": "A", "es": "A {n}", "zh-Hant": "A {n}"}}]`,
		"an unknown one":   `[{"path": "a", "words": "A", "in": {"de": "A", "es": "A", "zh-Hant": "A", "fr": "A"}}]`,
	} {
		if _, err := ParseFields([]byte(doc)); err == nil {
			t.Errorf("%s: taken", name)
		}
	}
}

type toyDoc struct {
	Rounds int `json:"rounds"`
}

func toyDiff(a, b *toyDoc) []ruleset.Change {
	if a.Rounds == b.Rounds {
		return nil
	}
	return []ruleset.Change{{Kind: "changed", Path: "rounds", Item: "Rounds", Old: strconv.Itoa(a.Rounds), New: strconv.Itoa(b.Rounds)}}
}

// TestDiffWords: a Studio's changes and a draft's come from the game's
// one diff; a draft that is no JSON yet changes nothing (a list, not
// null), one the strict loader would refuse still shows its changes; each
// is said in the reader's locale.
func TestDiffWords(t *testing.T) {
	cw, err := changewords.Load(map[string]map[string]string{"de": {"Rounds": "Runden"}})
	if err != nil {
		t.Fatal(err)
	}
	changes, draft := DiffWords(cw, func(d toyDoc) *toyDoc { return &d }, toyDiff)
	words := func(v any) string {
		var ws []string
		for _, c := range v.([]Change) {
			ws = append(ws, c.Path+": "+c.Words)
		}
		return strings.Join(ws, "; ")
	}
	def := toyDoc{Rounds: 3}
	if got := words(changes("en", def, toyDoc{Rounds: 5})); got != "rounds: Rounds: 3 → 5" {
		t.Errorf("changes: %q", got)
	}
	if got := words(changes("de", def, toyDoc{Rounds: 5})); got != "rounds: Runden: 3 → 5" {
		t.Errorf("changes in German: %q", got)
	}
	if got := words(draft("en", def, []byte(`{"rounds": 7, "unknown": true}`))); got != "rounds: Rounds: 3 → 7" {
		t.Errorf("a loose draft's changes: %q", got)
	}
	for _, merged := range [][]byte{nil, []byte(`{"rounds": "seven"}`)} {
		if got := draft("en", def, merged).([]Change); got == nil || len(got) != 0 {
			t.Errorf("draft %s: %#v, want an empty list", merged, got)
		}
	}
}

// A part of an entry is named after the entry it lies in, at any depth.
func TestFieldWordsOfParts(t *testing.T) {
	fields := []Field{
		{Path: "decks.ordeal[]", Words: "Ordeal {n}"},
		{Path: "decks.ordeal[].effects[]", Words: "Effect {n}", Part: true},
		{Path: "decks.ordeal[].effects[].amount", Words: "Amount", Part: true},
		{Path: "cards[].cost", Words: "Card {n}'s cost"},
	}
	for path, want := range map[string]string{
		"decks.ordeal[3].effects[0].amount":     "Ordeal 4 › Effect 1 › Amount",
		"decks.ordeal[3].effects[1]":            "Ordeal 4 › Effect 2",
		"decks.ordeal[3].effects[1].if.max_min": "Ordeal 4 › Effect 2 › if › max min",
		"cards[2].cost":                         "Card 3's cost",
	} {
		if got := FieldWords(fields, path); got != want {
			t.Errorf("FieldWords(%s) = %q, want %q", path, got, want)
		}
	}
}
