package noblesweb_test

import (
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"

	"evergreen/games/nobles/content"
)

// wordedDoc is the default rule set with Steady Resolve's modifier set to
// −200 and Vault Tokens converted automatically: a change inside an
// effect and a ruling, the two the Studio used to show as "amount -100 →
// -200" and "token_conversion offer → auto". was is the default's
// Steady Resolve discount, in Crowns.
func wordedDoc(t *testing.T) (doc string, was int) {
	t.Helper()
	var d map[string]any
	if err := json.Unmarshal(content.Default(), &d); err != nil {
		t.Fatal(err)
	}
	v := d["virtues"].([]any)[1].(map[string]any)
	if v["id"] != "steady-resolve" {
		t.Fatalf("virtues[1] is %v, not Steady Resolve", v["id"])
	}
	m := v["modifiers"].([]any)[0].(map[string]any)
	was = -int(m["amount"].(float64))
	m["amount"] = -200
	d["rulings"].(map[string]any)["token_conversion"] = "auto"
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), was
}

// internalWords are what a player must not read in a change: keys of the
// file format (snake_case), effect fields and raw ruling values.
var internalWords = regexp.MustCompile(`[a-z]+_[a-z]+|\bamount\b|\bmodifier\b|\boffer\b|\bauto\b|-200|-100`)

// TestStudioChangesInWords: the Studio's diff, live (validate) and saved
// (its API and its page), says each change in the words of `evergreen
// rules diff` (nobles.DiffWords); the path is only a tooltip.
func TestStudioChangesInWords(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	doc, was := wordedDoc(t)
	want := []string{
		"Converting a Vault Token for a payment: offered to the noble → automatic",
		fmt.Sprintf("Virtue 'Steady Resolve': “Proving choices cost %d Crowns less” → “Proving choices cost 200 Crowns less”", was),
	}

	check := func(where string, chs []any) {
		t.Helper()
		var words []string
		for _, ch := range chs {
			m := ch.(map[string]any)
			w, _ := m["words"].(string)
			if w == "" {
				t.Errorf("%s: a change without words: %v", where, m)
			}
			if bad := internalWords.FindString(w); bad != "" {
				t.Errorf("%s: %q says %q", where, w, bad)
			}
			words = append(words, w)
		}
		all := strings.Join(words, "\n")
		for _, w := range want {
			if !strings.Contains(all, w) {
				t.Errorf("%s lacks %q:\n%s", where, w, all)
			}
		}
	}

	status, out, _ := c.do("POST", "/api/rulesets/validate", doc)
	if status != 200 || out["ok"] != true {
		t.Fatalf("validate = %d %v", status, out)
	}
	chs, _ := out["changes"].([]any)
	check("validate", chs)

	status, out, _ = c.do("POST", "/api/rulesets", `{"name":"Worded","doc":`+doc+`}`)
	code, _ := out["code"].(string)
	if status != 201 || code == "" {
		t.Fatalf("save = %d %v", status, out)
	}
	_, out, _ = c.do("GET", "/api/rulesets/"+code, "")
	chs, _ = out["changes"].([]any)
	check("get", chs)

	// The page: the same words; the path in a title, never on show.
	_, _, body := c.do("GET", "/studio/"+code, "")
	page := html.UnescapeString(string(body))
	for _, w := range want {
		if !strings.Contains(page, w) {
			t.Errorf("the page lacks %q", w)
		}
	}
	if !strings.Contains(page, `title="rulings.token_conversion"`) {
		t.Error("the page has no tooltip with the change's path")
	}
	list := page[strings.Index(page, `data-testid="changes"`):]
	list = list[:strings.Index(list, "</ul>")]
	visible := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(list, " ")
	if bad := internalWords.FindString(visible); bad != "" {
		t.Errorf("the page's changes show %q:\n%s", bad, visible)
	}
}

// TestStudioBadgeChangeInWords: a badge changed in a rule set reads by
// its label, as the pages badge it, not by its id ("source").
func TestStudioBadgeChangeInWords(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	var d map[string]any
	if err := json.Unmarshal(content.Default(), &d); err != nil {
		t.Fatal(err)
	}
	v := d["virtues"].([]any)[1].(map[string]any)
	old, _ := v["provenance"].(string)
	v["provenance"] = "withheld"
	b, _ := json.Marshal(d)
	_, out, _ := c.do("POST", "/api/rulesets/validate", string(b))
	chs, _ := out["changes"].([]any)
	var words []string
	for _, ch := range chs {
		words = append(words, ch.(map[string]any)["words"].(string))
	}
	labels := map[string]string{"source": "Source-confirmed", "ruling": "Crown's ruling", "provisional": "Provisional"}
	want := "Virtue 'Steady Resolve': badge: " + labels[old] + " → Withheld"
	if !strings.Contains(strings.Join(words, "\n"), want) {
		t.Errorf("changes lack %q:\n%s", want, strings.Join(words, "\n"))
	}
}
