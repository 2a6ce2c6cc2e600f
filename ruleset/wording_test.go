package ruleset_test

import (
	"errors"
	"strings"
	"testing"

	"evergreen/ruleset"
	"evergreen/ruleset/rulesettest"
)

// Every problem the platform words (decoding, parsing, the shared
// checks) is translated into every locale, reading the same arguments.
func TestPlatformProblemsTranslated(t *testing.T) {
	own, err := ruleset.PlatformTranslations()
	if err != nil {
		t.Fatal(err)
	}
	rulesettest.Check(t, []string{"."}, map[string]int{"add": 1, "errAt": 1}, own)
}

type tDoc struct {
	Name  string `json:"name"`
	Turns int8   `json:"turns"`
}

func TestProblemsWordedInLocale(t *testing.T) {
	w, err := ruleset.NewWording()
	if err != nil {
		t.Fatal(err)
	}
	var v tDoc
	err = ruleset.DecodeStrict([]byte(`{"name": 3, "turns": 300, "nmae": "x"}`), &v)
	var ps ruleset.Problems
	if !errors.As(err, &ps) {
		t.Fatalf("DecodeStrict = %v, want problems", err)
	}
	english := ps.Error()
	for _, tt := range []struct{ lang, want string }{
		{"en", "name: must be a string, got number 3\n  turns: must be an integer from -128 to 127, got number 300\n  nmae: unknown field (did you mean \"name\"?)"},
		{"de", "name: muss ein Text sein, ist aber die Zahl 3\n  turns: muss eine ganze Zahl von -128 bis 127 sein, ist aber die Zahl 300\n  nmae: unbekanntes Feld (war \"name\" gemeint?)"},
		{"zh-Hant", "name: 必須是字串，卻是數字 3\n  turns: 必須是-128 到 127 之間的整數，卻是數字 300\n  nmae: 未知的欄位（是否想寫 \"name\"？）"},
	} {
		got := ps.In(w, tt.lang)
		if s := strings.TrimPrefix(got.Error(), "rule set: 3 problems:\n  "); s != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.lang, s, tt.want)
		}
		for i := range got {
			if got[i].Path != ps[i].Path {
				t.Errorf("%s: path %q became %q", tt.lang, ps[i].Path, got[i].Path)
			}
		}
	}
	if ps.Error() != english {
		t.Errorf("wording changed the problems themselves: %s", ps.Error())
	}
}

// A syntax error is worded with its place: line, column and byte.
func TestDocErrorWorded(t *testing.T) {
	w, err := ruleset.NewWording()
	if err != nil {
		t.Fatal(err)
	}
	_, err = ruleset.Merge([]byte(`{}`), []byte(`{"name": "a",}`))
	var de *ruleset.DocError
	if !errors.As(err, &de) {
		t.Fatalf("Merge = %v, want a DocError", err)
	}
	p := de.Problem()
	if p.Message != de.Error() {
		t.Errorf("English problem %q, error %q", p.Message, de.Error())
	}
	want := "Regelsatz-Dokument: Zeile 1:14 (Byte 13): nach ',' wird ein Schlüssel erwartet, gefunden: '}' (ein Komma am Ende ist nicht erlaubt)"
	if got := p.In(w, "de").Message; got != want {
		t.Errorf("German:\n got %s\nwant %s", got, want)
	}
}

// Numbers grouped by thousands are grouped as each locale groups them,
// and a locale may read the arguments in its own order.
func TestWordingNumbersAndOrder(t *testing.T) {
	w, err := ruleset.NewWording(ruleset.Translations{
		"de":      {"%s is over %s": "%[2]s liegt unter %[1]s"},
		"zh-Hant": {"%s is over %s": "%[2]s 低於 %[1]s"},
	})
	if err != nil {
		t.Fatal(err)
	}
	p := ruleset.Say("%s is over %s", ruleset.Grouped(1600), ruleset.Grouped(12000))
	for lang, want := range map[string]string{"en": "1,600 is over 12,000", "de": "12.000 liegt unter 1.600", "zh-Hant": "12,000 低於 1,600", "xx": "1,600 is over 12,000"} {
		if got := w.Phrase(lang, p); got != want {
			t.Errorf("%s: got %q, want %q", lang, got, want)
		}
	}
}

func TestNewWordingRefusesOtherArguments(t *testing.T) {
	for _, tr := range []string{"muss %d sein", "muss %q sein, ist %q", "muss %[2]q sein"} {
		_, err := ruleset.NewWording(ruleset.Translations{"de": {"must be %q, got %d": tr}})
		if err == nil {
			t.Errorf("%q accepted as a translation of %q", tr, "must be %q, got %d")
		}
	}
	if _, err := ruleset.NewWording(ruleset.Translations{"de": {"must be %q, got %d": "ist %[2]d, muss %[1]q sein"}}); err != nil {
		t.Errorf("reordered translation refused: %v", err)
	}
	if _, err := ruleset.NewWording(ruleset.Translations{"de": {"must not be empty": "leer!"}}); err == nil {
		t.Error("a game translating a platform problem again was accepted")
	}
}

// FuzzCheckFormat: any format reads the same arguments as itself, and
// the same format with its verbs numbered explicitly; a format that does
// not read is refused, never a panic.
func FuzzCheckFormat(f *testing.F) {
	for _, s := range []string{"must be %q, got %d", "%[2]s then %[1]s", "%*d %.*f", "100%% sure", "%", "%[", "%[0]d", "%-+# 05.2f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if err := ruleset.CheckFormat(s, s); err != nil && !strings.Contains(err.Error(), "does not read") {
			t.Errorf("CheckFormat(%q, itself) = %v", s, err)
		}
	})
}

// A choice of values reads "or" in each locale, the values as spelt.
func TestEitherWorded(t *testing.T) {
	w, err := ruleset.NewWording(ruleset.Translations{ // as a game words it
		"de":      {"must be %s, got %q": "muss %s sein, ist aber %q"},
		"zh-Hant": {"must be %s, got %q": "必須是 %s，卻是 %q"},
	})
	if err != nil {
		t.Fatal(err)
	}
	p := ruleset.Say("must be %s, got %q", ruleset.Either{"offer", "auto", "never"}, "x")
	for lang, want := range map[string]string{
		"en":      `must be "offer", "auto" or "never", got "x"`,
		"de":      `muss "offer", "auto" oder "never" sein, ist aber "x"`,
		"zh-Hant": `必須是 "offer", "auto" 或 "never"，卻是 "x"`,
	} {
		if got := w.Phrase(lang, p); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	if got := ruleset.Say("%s", ruleset.Either{"one"}).String(); got != `"one"` {
		t.Errorf("a choice of one = %q", got)
	}
}
