package nobles_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
)

// aText is one card, option, Virtue or item text with the entry whose
// numbers it may state.
type aText struct {
	path, text string
	entry      any
}

func texts(r *nobles.Rules) []aText {
	var out []aText
	for i, v := range r.Virtues {
		out = append(out, aText{fmt.Sprintf("virtues[%d] %s", i, v.Name), v.Text, v})
	}
	for i, it := range r.Market {
		out = append(out, aText{fmt.Sprintf("market[%d] %s", i, it.Name), it.Text, it})
	}
	for i, c := range r.Decks.Proving {
		out = append(out, aText{fmt.Sprintf("decks.proving[%d] %s", i, c.Title), c.Text, struct{}{}})
		for j, o := range c.Options {
			out = append(out, aText{fmt.Sprintf("decks.proving[%d].options[%d] %s", i, j, o.Label), o.Text, o})
		}
	}
	for i, c := range r.Decks.Ordeal {
		out = append(out, aText{fmt.Sprintf("decks.ordeal[%d] %s", i, c.Title), c.Text, c})
	}
	for i, c := range r.Decks.Decree {
		out = append(out, aText{fmt.Sprintf("decks.decree[%d] %s", i, c.Title), c.Text, c})
	}
	return out
}

// numbersIn lists every whole number in v's JSON form, without sign.
func numbersIn(v any) []int {
	b, _ := json.Marshal(v)
	var tree any
	_ = json.Unmarshal(b, &tree)
	var out []int
	var walk func(any)
	walk = func(x any) {
		switch x := x.(type) {
		case float64:
			out = append(out, max(int(x), -int(x)))
		case map[string]any:
			for _, y := range x {
				walk(y)
			}
		case []any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(tree)
	return out
}

var (
	digitsRE = regexp.MustCompile(`\d{1,3}(?:,\d{3})+|\d+`)
	// "one" is left out: it is ordinary English ("at least one", "no
	// one") far more often than a number an effect holds.
	wordsRE = regexp.MustCompile(`\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b`)
	// idiom drops phrases where a number word counts no effect.
	idiom     = strings.NewReplacer("the two of you", "")
	wordValue = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
)

// wrongNumbers returns each number the words state that the entry's
// effects do not hold. A number may be one the entry holds, a Duty cost
// (or a Duty cost the entry changes), a duration less the current turn
// ("this turn and your next four": five turns), or the sum of two the
// entry holds (or their difference: numbersIn drops the signs), as it
// is read once both apply (Fortune's Eye's Ordeal
// payments on its holder's own draws: every card's and the own draws').
func wrongNumbers(r *nobles.Rules, t aText) []string {
	ok := map[int]bool{}
	nums := numbersIn(t.entry)
	for i, n := range nums {
		ok[n], ok[n-1] = true, true
		for _, d := range []int{r.Duties.SaveCost, r.Duties.GiveCost} {
			ok[d], ok[d+n], ok[d-n] = true, true, true
		}
		for _, m := range nums[i+1:] { // numbersIn drops the signs
			ok[n+m], ok[max(n-m, m-n)] = true, true
		}
	}
	var bad []string
	for _, m := range digitsRE.FindAllString(t.text, -1) {
		n, _ := strconv.Atoi(strings.ReplaceAll(m, ",", ""))
		if !ok[n] {
			bad = append(bad, m)
		}
	}
	for _, m := range wordsRE.FindAllString(idiom.Replace(t.text), -1) {
		if !ok[wordValue[m]] {
			bad = append(bad, m)
		}
	}
	return bad
}

// TestTextsStateTheirNumbers renders every default card, option, Virtue
// and Market item and checks each number in its words against its
// effects.
func TestTextsStateTheirNumbers(t *testing.T) {
	rs := defaultRuleset(t)
	all := texts(&rs.Rules)
	if len(all) < 60 {
		t.Fatalf("only %d texts found: the default content has more", len(all))
	}
	for _, x := range all {
		if strings.Contains(x.text, "{") {
			t.Errorf("%s: a placeholder was left unfilled: %q", x.path, x.text)
		}
		if bad := wrongNumbers(&rs.Rules, x); len(bad) > 0 {
			t.Errorf("%s states %v, which its effects do not hold: %q", x.path, bad, x.text)
		}
	}
}

// TestTextsCheckCatchesDrift: the check above fails on the Reinforced
// Vault Door's old free text ("50 Crowns smaller" beside a -100
// modifier).
func TestTextsCheckCatchesDrift(t *testing.T) {
	rs := defaultRuleset(t)
	i, _ := rs.ItemIndex("reinforced-vault-door")
	it := rs.Market[i]
	it.Text = "Every payment an Ordeal demands of you is 50 Crowns smaller, though never less than nothing."
	if bad := wrongNumbers(&rs.Rules, aText{"vault door", it.Text, it}); len(bad) != 1 || bad[0] != "50" {
		t.Fatalf("the old Vault Door text: found %v, want [50]", bad)
	}
}

// TestTextsWriteNoNumber: the default content, as written, states no
// number outside a placeholder, so no text can drift from its effects.
func TestTextsWriteNoNumber(t *testing.T) {
	var raw nobles.Rules
	if err := json.Unmarshal(content.Default(), &raw); err != nil {
		t.Fatal(err)
	}
	placeholder := regexp.MustCompile(`\{[^}]*\}`)
	for _, x := range texts(&raw) {
		words := placeholder.ReplaceAllString(x.text, "")
		if m := digitsRE.FindString(words); m != "" {
			t.Errorf("%s writes %s in digits: make it a placeholder (%q)", x.path, m, x.text)
		}
		for _, m := range wordsRE.FindAllString(idiom.Replace(words), -1) {
			t.Errorf("%s writes %q in words: make it a placeholder (%q)", x.path, m, x.text)
		}
	}
}

// TestEditedAmountReads: an amount edited in a rule set is the amount its
// text states (Spring Floods edited to 450 reads 450).
func TestEditedAmountReads(t *testing.T) {
	var r nobles.Rules
	if err := json.Unmarshal(content.Default(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Decks.Ordeal[0].ID != "spring-floods" {
		t.Fatalf("the first Ordeal is %q, want spring-floods", r.Decks.Ordeal[0].ID)
	}
	r.Decks.Ordeal[0].Effects[0].Amount = 450
	r.Virtues[1].Modifiers[0].Amount = 100 // Steady Resolve: now dearer
	doc, _ := json.Marshal(r)
	rs, err := nobles.LoadDocument(doc)
	if err != nil {
		t.Fatal(err)
	}
	if got := rs.Decks.Ordeal[0].Text; !strings.Contains(got, "Every noble pays 450 Crowns.") || strings.Contains(got, "300") {
		t.Errorf("Spring Floods at 450 reads %q", got)
	}
	if got := rs.Virtues[1].Text; !strings.Contains(got, "costs you 100 Crowns more") {
		t.Errorf("Steady Resolve at +100 reads %q", got)
	}
	// The document keeps the text as written, placeholders and all.
	if !strings.Contains(string(rs.Doc), "{crowns:effects[0].amount}") {
		t.Error("the document lost its placeholders")
	}
}

func TestTextPlaceholderProblems(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Pay {crowns:effects[5].amount}.", "names no value"},
		{"Pay {crowns:effects[0].amount.", "never closed"},
		{"Pay {loud:effects[0].amount}.", "is not a form"},
		{"Pay {more:effects[0].amount|up}.", "more:"},
	}
	for _, c := range cases {
		var r nobles.Rules
		if err := json.Unmarshal(content.Default(), &r); err != nil {
			t.Fatal(err)
		}
		r.Decks.Ordeal[2].Text = c.text
		doc, _ := json.Marshal(r)
		_, err := nobles.LoadDocument(doc)
		if err == nil || !strings.Contains(err.Error(), "decks.ordeal[2].text") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want a problem at decks.ordeal[2].text saying %q", c.text, err, c.want)
		}
	}
}

// BenchmarkLoadDefault measures loading the default rule set, texts
// checked and filled included (docs/PERFORMANCE.md).
func BenchmarkLoadDefault(b *testing.B) {
	doc := content.Default()
	for b.Loop() {
		if _, err := nobles.LoadDocument(doc); err != nil {
			b.Fatal(err)
		}
	}
}
