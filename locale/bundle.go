package locale

import (
	"embed"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"evergreen/wording"
)

//go:embed messages/*.json
var messageFiles embed.FS

// Bundle is every locale's catalog, parsed and checked once.
type Bundle struct {
	texts map[string]map[string]string
	cats  map[string]wording.Catalog
	forms map[string]wording.Formatter
}

// Load reads the catalogs in messages/ and checks them: every key of
// the English catalog in every locale and no other, and every locale's
// text reading the same names as the English.
func Load() (*Bundle, error) {
	texts := map[string]map[string]string{}
	for _, tag := range tags {
		raw, err := messageFiles.ReadFile("messages/" + tag + ".json")
		if err != nil {
			return nil, fmt.Errorf("locale %s: no catalog: %w", tag, err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(raw, &m); err != nil {
			return nil, fmt.Errorf("locale %s: messages/%s.json is not a JSON object of texts: %w", tag, tag, err)
		}
		texts[tag] = m
	}
	return New(texts)
}

// New builds a Bundle from texts by locale (English required), with the
// same checks as Load.
func New(texts map[string]map[string]string) (*Bundle, error) {
	b := &Bundle{texts: texts, cats: map[string]wording.Catalog{}, forms: map[string]wording.Formatter{}}
	if _, ok := texts[Default]; !ok {
		return nil, fmt.Errorf("locale: no English catalog, which every other follows")
	}
	for tag, m := range texts {
		c, err := wording.NewCatalog(m)
		if err != nil {
			return nil, fmt.Errorf("locale %s: %w", tag, err)
		}
		b.cats[tag] = c
		b.forms[tag] = FormatterOf(tag)
	}
	for _, tag := range slices.Sorted(maps.Keys(texts)) {
		if err := Compare(b.cats[Default], b.cats[tag]); err != nil {
			return nil, fmt.Errorf("locale %s: %w", tag, err)
		}
	}
	return b, nil
}

// Compare reports how other's keys or placeholders differ from base's:
// a key missing or extra, or a text reading other names than base's.
func Compare(base, other wording.Catalog) error {
	var problems []string
	for _, k := range slices.Sorted(maps.Keys(base)) {
		t, ok := other[k]
		if !ok {
			problems = append(problems, fmt.Sprintf("%s: not translated", k))
			continue
		}
		if a, b := names(base[k]), names(t); a != b {
			problems = append(problems, fmt.Sprintf("%s: reads {%s}, the English reads {%s}", k, b, a))
		}
	}
	for _, k := range slices.Sorted(maps.Keys(other)) {
		if _, ok := base[k]; !ok {
			problems = append(problems, fmt.Sprintf("%s: no such key in English", k))
		}
	}
	if problems != nil {
		return fmt.Errorf("%d problems: %s", len(problems), strings.Join(problems, "; "))
	}
	return nil
}

// names are the distinct names a text reads, sorted: what must match
// across locales (the order may differ, as languages order words).
func names(t *wording.Template) string {
	ns := slices.Clone(t.Names())
	slices.Sort(ns)
	return strings.Join(slices.Compact(ns), "} {")
}

// Has reports whether key is in the catalogs.
func (b *Bundle) Has(key string) bool { _, ok := b.cats[Default][key]; return ok }

// T writes key in tag, with values given as name, value pairs ("count",
// 3). An unknown tag reads English; an unknown key reads as itself, so a
// slip shows on the page rather than hiding. A text whose value is
// missing shows what it can (see wording.Template.FillWith).
func (b *Bundle) T(tag, key string, pairs ...any) string {
	m := wording.Map{}
	for i := 0; i+1 < len(pairs); i += 2 {
		if k, ok := pairs[i].(string); ok {
			m[k] = pairs[i+1]
		}
	}
	return b.Text(tag, key, m)
}

// Text writes key in tag with values.
func (b *Bundle) Text(tag, key string, values wording.Values) string {
	c, ok := b.cats[tag]
	if !ok {
		tag, c = Default, b.cats[Default]
	}
	t, ok := c[key]
	if !ok {
		return key
	}
	s, _ := t.FillWith(values, wording.Options{Format: b.forms[tag]})
	return s
}

// Formatter is tag's Formatter.
func (b *Bundle) Formatter(tag string) wording.Formatter { return FormatterOf(tag) }

// Browser is what a page gives its scripts: the locale's Descriptor and
// its texts for the browser (every key but the terminal's, "term.").
type Browser struct {
	Format   Descriptor        `json:"format"`
	Messages map[string]string `json:"messages"`
}

// ForBrowser returns tag's Browser.
func (b *Bundle) ForBrowser(tag string) Browser {
	if _, ok := b.texts[tag]; !ok {
		tag = Default
	}
	out := Browser{Format: DescriptorOf(tag), Messages: map[string]string{}}
	for k, v := range b.texts[tag] {
		if !strings.HasPrefix(k, "term.") {
			out.Messages[k] = v
		}
	}
	return out
}
