package noblesweb_test

import (
	"html"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

var contentText = regexp.MustCompile(`(?s)<q class="rb-original".*?</q>|<p class="rb-(item-text|description)">.*?</p>|<span class="rb-item-name">.*?</span>`)

// TestRulebookPagesInLocale: the Rulebook and the Guidance read in the
// visitor's language, the page's frame and the pages' own words as well
// as the text, with the seed's own statements in English beside their
// translation; a table's pages too.
func TestRulebookPagesInLocale(t *testing.T) {
	ts := rbServer(t)
	code := rbCreate(t, ts, `{"turn_counting":"shared"}`)
	get := func(lang, path string) string {
		t.Helper()
		req, _ := http.NewRequest("GET", ts.URL+path, nil)
		req.AddCookie(&http.Cookie{Name: "lang", Value: lang})
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s %s: %d", lang, path, resp.StatusCode)
		}
		return html.UnescapeString(string(raw))
	}
	english := []string{"How to read the badges", "The rules in force", "The shape of a turn", "Rule 4 ·", "Read the Crown's Guidance",
		"The Market in this rule set", "Base income", "changed from the Crown's Guidance", "Source-confirmed", "Print<", "Crowns",
		"Ledger of Wisdom (", "Reinforced Vault Door ("}
	for _, tc := range []struct{ lang, rulebook, guidance, table string }{
		{"de", "Das Regelheft", "Der Leitfaden der Krone", "Dieser Tisch spielt die geteilte Lesart"},
		{"es", "El reglamento", "La Guía de la Corona", "Esta mesa juega la lectura compartida"},
		{"zh-Hant", "規則書", "王冠指引", "這張牌桌採用共享的解讀"},
	} {
		for _, page := range []struct{ path, want string }{
			{"/rulebook", tc.rulebook}, {"/guidance", tc.guidance},
			{"/t/" + code + "/rulebook", tc.table}, {"/t/" + code + "/guidance", tc.table},
		} {
			body := get(tc.lang, page.path)
			if !strings.Contains(body, `<html lang="`+tc.lang+`"`) || !strings.Contains(body, page.want) {
				t.Errorf("%s %s: want <html lang=%q> and %q", tc.lang, page.path, tc.lang, page.want)
			}
			// The seed's statements in English, and the rule set's own
			// texts (its description, its Market items and Virtues: content
			// translated with the cards), are not the pages' words.
			article := contentText.ReplaceAllString(body[strings.Index(body, "<article"):], "")
			for _, e := range english {
				if strings.Contains(article, e) {
					t.Errorf("%s %s: English %q on the page", tc.lang, page.path, e)
				}
			}
		}
		if body := get(tc.lang, "/rulebook"); !strings.Contains(body, `<q class="rb-original" lang="en">Nobles of Evergreen is a stewardship game`) {
			t.Errorf("%s: the seed's own statement is not shown beside its translation", tc.lang)
		}
	}
	if body := get("en", "/rulebook"); strings.Contains(body, "rb-original") {
		t.Error("the English Rulebook quotes the seed beside itself")
	}
}

// TestStudioFieldsInLocale: the Studio's problems name their field in
// the visitor's language (fields.json's "in"), the path as it is.
func TestStudioFieldsInLocale(t *testing.T) {
	ts := rbServer(t)
	for lang, want := range map[string]string{"en": "Give costs", "de": "Spenden kostet", "es": "Donar cuesta", "zh-Hant": "捐獻費用"} {
		req, _ := http.NewRequest("POST", ts.URL+"/api/rulesets/validate", strings.NewReader(`{"duties":{"give_cost":0}}`))
		req.Header.Set("Content-Type", "application/json")
		req.AddCookie(&http.Cookie{Name: "lang", Value: lang})
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(raw), `"field":"`+want+`"`) || !strings.Contains(string(raw), `"path":"duties.give_cost"`) {
			t.Errorf("%s: the problem does not name %q at duties.give_cost: %s", lang, want, raw)
		}
	}
}
