package locale_test

import (
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"evergreen/locale"
	"evergreen/wording"
)

// TestCatalogsComplete: every key of the English catalog exists in every
// locale, and reads the same placeholders (Load refuses otherwise).
func TestCatalogsComplete(t *testing.T) {
	b, err := locale.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range locale.Tags() {
		if got := b.T(tag, "nav.join"); got == "nav.join" || got == "" {
			t.Errorf("%s: nav.join reads %q", tag, got)
		}
	}
}

// TestCompareFindsGaps: the completeness check itself finds a key left
// out, a key added and a placeholder renamed.
func TestCompareFindsGaps(t *testing.T) {
	base := map[string]string{"a": "{count:n|Crown|Crowns}", "b": "Hello", "c": "{who} wins"}
	for name, tc := range map[string]struct {
		other map[string]string
		want  string
	}{
		"missing": {map[string]string{"a": "{count:n|Krone|Kronen}", "c": "{who} gewinnt"}, "b: not translated"},
		"extra":   {map[string]string{"a": "{count:n|Krone|Kronen}", "b": "Hallo", "c": "{who} gewinnt", "d": "x"}, "d: no such key"},
		"renamed": {map[string]string{"a": "{count:m|Krone|Kronen}", "b": "Hallo", "c": "{who} gewinnt"}, "a: reads {m}, the English reads {n}"},
	} {
		_, err := locale.New(map[string]map[string]string{"en": base, "de": tc.other})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, tc.want)
		}
	}
}

// TestFormats: numbers, plurals and lists per locale, through the one
// wording engine.
func TestFormats(t *testing.T) {
	b, err := locale.New(map[string]map[string]string{
		"en": {"k": "{count:n|Crown|Crowns}; {list:who}"}, "de": {"k": "{count:n|Krone|Kronen}; {list:who}"},
		"es": {"k": "{count:n|corona|coronas}; {list:who}"}, "zh-Hant": {"k": "{n} 克朗；{list:who}"},
	})
	if err != nil {
		t.Fatal(err)
	}
	who := []string{"A", "B", "C"}
	for _, tc := range []struct {
		tag  string
		n    int
		want string
	}{
		{"en", 1600, "1,600 Crowns; A, B and C"},
		{"en", 1, "1 Crown; A, B and C"},
		{"de", 1600, "1.600 Kronen; A, B und C"},
		{"de", 1, "1 Krone; A, B und C"},
		{"es", 1600, "1.600 coronas; A, B y C"},
		{"es", 1, "1 corona; A, B y C"},
		{"zh-Hant", 1600, "1,600 克朗；A、B和C"},
	} {
		if got := b.T(tc.tag, "k", "n", tc.n, "who", who); got != tc.want {
			t.Errorf("%s %d: %q, want %q", tc.tag, tc.n, got, tc.want)
		}
	}
}

// TestDescriptorAgreesWithFormatter: the rules the browser reads
// (Descriptor) write what the Go Formatter (golang.org/x/text) writes.
func TestDescriptorAgreesWithFormatter(t *testing.T) {
	for _, tag := range locale.Tags() {
		d, f := locale.DescriptorOf(tag), locale.FormatterOf(tag)
		for _, n := range []int{0, 1, 2, 5, 11, 21, 999, 1000, 1600, 12345, 1000000, -1600} {
			if got, want := byDescriptor(d, n), f.Number(n); got != want {
				t.Errorf("%s: %d reads %q by the descriptor, %q by x/text", tag, n, got, want)
			}
			forms := []string{"one", "other"}
			want := "other"
			if d.Plural == "one" && n == 1 {
				want = "one"
			}
			if got := f.Plural(n, forms); got != want {
				t.Errorf("%s: %d takes %q by x/text's CLDR rule, %q by the descriptor", tag, n, got, want)
			}
		}
		if got, want := f.List([]string{"A", "B", "C"}), "A"+d.ListSep+"B"+d.ListAnd+"C"; got != want {
			t.Errorf("%s: list %q, the descriptor says %q", tag, got, want)
		}
	}
}

// byDescriptor is how web/static/wording.js groups digits.
func byDescriptor(d locale.Descriptor, n int) string {
	s := strconv.Itoa(max(n, -n))
	var out strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out.WriteString(d.Group)
		}
		out.WriteRune(c)
	}
	if n < 0 {
		return "-" + out.String()
	}
	return out.String()
}

func TestNegotiate(t *testing.T) {
	for _, tc := range []struct{ cookie, accept, want string }{
		{"", "", "en"},
		{"", "de-AT,de;q=0.9,en;q=0.5", "de"},
		{"", "zh-TW,zh;q=0.9", "zh-Hant"},
		{"", "es-419", "es"},
		{"", "fr-FR", "en"},
		{"", "fr-FR,es;q=0.5", "es"},
		{"es", "de", "es"},
		{"klingon", "de", "de"},
		{"zh-TW", "", "en"}, // a cookie names a locale exactly
	} {
		r := httptest.NewRequest("GET", "/", nil)
		if tc.accept != "" {
			r.Header.Set("Accept-Language", tc.accept)
		}
		if tc.cookie != "" {
			r.Header.Set("Cookie", locale.Cookie+"="+tc.cookie)
		}
		if got := locale.Negotiate(r); got != tc.want {
			t.Errorf("cookie %q, Accept-Language %q: %s, want %s", tc.cookie, tc.accept, got, tc.want)
		}
	}
}

var _ wording.Formatter = locale.FormatterOf("de")

// TestCompareTables: a game's table in another locale must hold every
// text of the English one, reading the same names.
func TestCompareTables(t *testing.T) {
	en := `{"about": "notes", "events": {"pick": "{who} takes {card}."}, "labels": {"pointsOne": "point"}}`
	for _, tc := range []struct{ other, want string }{
		{`{"events": {"pick": "{who} nimmt {card}."}, "labels": {"pointsOne": "Punkt"}}`, ""},
		{`{"events": {"pick": "{who} nimmt {karte}."}, "labels": {"pointsOne": "Punkt"}}`, "events.pick: reads {karte} {who}"},
		{`{"events": {"pick": "{who} nimmt {card}."}}`, "labels.pointsOne: not translated"},
		{`{"events": {"pick": "{who} nimmt {card}.", "x": "y"}, "labels": {"pointsOne": "Punkt"}}`, "events.x: no such key in English"},
		{`{"events": {"pick": 3}}`, "events.pick: a text must be a string"},
		{`{"events": {"pick": "{who} nimmt {card}."}, "labels": {"pointsOne": "Punkt"}, "rules": [{"text": "Zug"}]}`, "rules[0].text: no such key in English"},
	} {
		err := locale.CompareTables([]byte(en), []byte(tc.other))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.other, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.other, err, tc.want)
		}
	}
}
