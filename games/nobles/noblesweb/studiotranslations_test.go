package noblesweb_test

import (
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// TestStudioTranslations: the Studio's checker refuses a translation
// that reads another placeholder than its English, naming the locale,
// the text and the placeholder; a saved variant's page says which of
// its texts are left in English; and the rule set a table page reads
// comes in the reader's language.
func TestStudioTranslations(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}

	_, out, raw := c.do("POST", "/api/rulesets/validate",
		`{"translations":{"de":{"virtues.royal-favour.text":"Mehr: {more:modifiers[1].amount|mehr|weniger}."}}}`)
	if out["ok"] == true || !slices.Contains(problemPaths(out), "translations.de.virtues.royal-favour.text") ||
		!strings.Contains(string(raw), "modifiers[0].amount") {
		t.Errorf("a translation with a renamed placeholder: %s", raw)
	}

	doc := `{"description":"Our own reading.","translations":{"es":{"description":"Nuestra propia lectura."}}}`
	_, out, raw = c.do("POST", "/api/rulesets", `{"name":"Ours","doc":`+doc+`}`)
	code, _ := out["code"].(string)
	if code == "" {
		t.Fatalf("save: %s", raw)
	}
	_, _, page := c.do("GET", "/studio/"+code, "")
	for _, want := range []string{`data-testid="translations"`, "1 of ", "<code>description</code>", "every one of "} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the variant's page does not say %q about its translations", want)
		}
	}

	get := func(lang string) string { return getIn(t, ts.URL+"/api/rules/"+code, lang) }
	if de := getIn(t, ts.URL+"/api/content?translated", "de"); !strings.Contains(de, "Haus Ashgrove") {
		t.Errorf("the default rule set for the set-the-table form in German: %.300s", de)
	}
	if de := getIn(t, ts.URL+"/api/content", "de"); !strings.Contains(de, "House Ashgrove") {
		t.Errorf("the default rule set for the Studio is not as written: %.300s", de)
	}

	if de := get("de"); !strings.Contains(de, "Haus Ashgrove") || !strings.Contains(de, "Our own reading.") {
		t.Errorf("the rule set in German: not the default's German with the variant's own English: %.300s", de)
	}
	if es := get("es"); !strings.Contains(es, "Nuestra propia lectura.") || strings.Contains(es, `"translations"`) {
		t.Errorf("the rule set in Spanish: not the variant's own translation: %.300s", es)
	}
	if en := get("en"); !strings.Contains(en, "House Ashgrove") || !strings.Contains(en, `"translations"`) {
		t.Errorf("the rule set in English is not the document as saved: %.300s", en)
	}
}

// getIn is the body of GET url for a reader of lang.
func getIn(t *testing.T, url, lang string) string {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("Accept-Language", lang)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}
