package noblesweb

import (
	"evergreen/engine/enginetest"
	"os"
	"strconv"
	"strings"
	"testing"

	"evergreen/game/provenance"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/wording"
)

// The titles of the seed's Rules, word for word.
var rbSeedTitles = map[int]string{
	1:  "What the game is and how a year is won.",
	2:  "Setup, seats and starting wealth.",
	3:  "A clockwise loop of 32 spaces through the seasons.",
	4:  "Journey, then Path, then Duty.",
	5:  "Exactly one of Save, Give, Invest or Wait.",
	6:  "Saved wealth that scores at the Gala.",
	7:  "Public purchases that never score.",
	8:  "A choice between two paths.",
	9:  "Hardship that reaches the whole court.",
	10: "Royal guidance and favour.",
	11: "Permanent, unlimited, always on.",
	13: "Gems given plus Vault Tokens held.",
}

// TestRulebookContent checks rulebook.json itself: it decodes strictly,
// every badge is valid, every placeholder and condition resolves under the
// default rule set, and every panel it asks for exists.
func TestRulebookContent(t *testing.T) {
	book, err := content.LoadRulebook()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := content.DecodeRulebook([]byte(`{"about":"","colour":"red"}`)); err == nil {
		t.Error("an unknown field decodes without error")
	}
	bad := strings.Replace(string(rbRulebookJSON(t)), `"provenance": "provisional"`, `"provenance": "rumour"`, 1)
	if _, err := content.DecodeRulebook([]byte(bad)); err == nil || !strings.Contains(err.Error(), "rumour") {
		t.Errorf("an unknown badge: got %v", err)
	}

	rs := enginetest.Load(t, nobles.LoadRules, "")
	vars := rbVars(rs)
	panels := map[string]bool{"board": true, "market": true, "virtues": true, "year": true, "turn_counting": true}
	check := func(where, text string) {
		t.Helper()
		if _, _, err := rbFillKeys(text, vars, wording.English); err != nil {
			t.Errorf("%s: %v", where, err)
		}
	}
	lines := func(where string, ls []content.Line) {
		t.Helper()
		for _, l := range ls {
			check(where, l.Text)
			if len(l.About) == 0 && !provenance.Valid(l.Provenance) {
				t.Errorf("%s: provenance %q", where, l.Provenance)
			}
			if _, err := rbWhenHolds(l.When, vars); err != nil {
				t.Errorf("%s: %v", where, err)
			}
		}
	}
	shows := func(where string, names []string) {
		for _, n := range names {
			if !panels[n] {
				t.Errorf("%s: unknown panel %q", where, n)
			}
		}
	}
	numbers := map[int]bool{}
	for _, r := range book.Rulebook.Rules {
		where := "Rule " + strconv.Itoa(r.Number)
		numbers[r.Number] = true
		check(where, r.Title)
		check(where, r.Heading)
		lines(where, r.Lines)
		shows(where, r.Show)
		if want, ok := rbSeedTitles[r.Number]; ok && r.Title != want {
			t.Errorf("%s: title %q, the seed has %q", where, r.Title, want)
		}
	}
	for n := 1; n <= 13; n++ {
		if !numbers[n] {
			t.Errorf("Rule %d is missing", n)
		}
	}
	if r := book.Rulebook.Rules[11]; r.Number != 12 || !r.Withheld() {
		t.Errorf("Rule 12 is %d, withheld %v: want withheld", r.Number, r.Withheld())
	}
	for _, s := range book.Guidance.Sections {
		where := "guidance " + s.ID
		check(where, s.Heading)
		lines(where, s.Paragraphs)
		lines(where, s.Bullets)
		shows(where, s.Show)
		for _, rd := range s.Readings {
			for _, txt := range []string{rd.Title, rd.Text, rd.Verdict, rd.Reason} {
				check(where, txt)
			}
			if rd.Reading != nobles.PerNoble && rd.Reading != nobles.Shared {
				t.Errorf("%s: reading %q", where, rd.Reading)
			}
		}
	}
	// Every number a rule set can change comes from a placeholder, so the
	// default's income and Duty figures never appear written out.
	raw := string(rbRulebookJSON(t))
	for _, n := range []string{"1,600", "1600", "1,800", "2,000", "2,200"} {
		if strings.Contains(raw, n) {
			t.Errorf("rulebook.json writes out %s: use a placeholder", n)
		}
	}
}

func rbRulebookJSON(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../content/rulebook.json")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRulebookPlaceholders(t *testing.T) {
	rs, err := nobles.LoadRules([]byte(`{"income":{"winter":12345},"turns_per_season":3}`))
	if err != nil {
		t.Fatal(err)
	}
	vars := rbVars(rs)
	for _, tc := range []struct{ in, want string }{
		{"no placeholders", "no placeholders"},
		{"{income.winter} Crowns", "12,345 Crowns"},
		{"{income.spring}", "1,600"},
		{"{words:turns_per_season} and {words:turns_per_year}", "three and twelve"},
		{"its {ordinal:turns_per_season} turn", "its third turn"},
		{"{market.royal-warrant.name} ({market.royal-warrant.price})", "Royal Warrant (700)"},
		{"{rulings.token_conversion}", "offer"},
		{"{board.size}", "32"},
		{"{{literal}", "{literal}"},
		{"a } alone", "a } alone"},
	} {
		got, _, err := rbFillKeys(tc.in, vars, wording.English)
		if err != nil || got != tc.want {
			t.Errorf("fill(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"{nope}", "{income.spring", "{roman:income.spring}", "{words:rulings.token_conversion}", "{income.spring|words}", "{}", "{Income.Spring}"} {
		got, _, err := rbFillKeys(in, vars, wording.English)
		if err == nil {
			t.Errorf("fill(%q) = %q: want an error", in, got)
		}
		if !strings.Contains(got, rbMissingMark) {
			t.Errorf("fill(%q) = %q: want the missing mark", in, got)
		}
	}
	for _, tc := range []struct {
		when string
		want bool
		bad  bool
	}{
		{"", true, false},
		{"turn_counting=per_noble", true, false},
		{"turn_counting=shared", false, false},
		{"rulings.item_once=true", true, false},
		{"turns_per_season=3", true, false},
		{"rulings.item_once", false, true},
		{"colour=red", false, true},
	} {
		got, err := rbWhenHolds(tc.when, vars)
		if got != tc.want || (err != nil) != tc.bad {
			t.Errorf("when(%q) = %v, %v", tc.when, got, err)
		}
	}
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 1600: "1,600", 1234567: "1,234,567", -2200: "-2,200"} {
		if got := wording.English.Number(n); got != want {
			t.Errorf("wording.English.Number(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{1: "first", 2: "second", 3: "third", 8: "eighth", 12: "twelfth", 20: "twentieth", 21: "twenty-first", 32: "thirty-second", 64: "sixty-fourth", 101: "101st", 112: "112th"} {
		if got := wording.English.Ordinal(n); got != want {
			t.Errorf("wording.English.Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{0: "zero", 8: "eight", 15: "fifteen", 32: "thirty-two", 40: "forty", 128: "128"} {
		if got := wording.English.Spell(n); got != want {
			t.Errorf("wording.English.Spell(%d) = %q, want %q", n, got, want)
		}
	}
}
