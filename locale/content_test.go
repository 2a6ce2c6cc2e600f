package locale_test

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"evergreen/locale"
)

// A Content reads a table in English and, checked against it, in each
// other locale; a table with its own check uses that one; the English
// is a fresh copy each time.
func TestContent(t *testing.T) {
	files := fstest.MapFS{
		"words.json":    {Data: []byte(`{"t": {"a": "{n} seats"}}`)},
		"words.de.json": {Data: []byte(`{"t": {"a": "{n} Plätze"}}`)},
		"words.es.json": {Data: []byte(`{"t": {"a": "{count} asientos"}}`)},
		"units.json":    {Data: []byte(`{"u": 1}`)},
		"units.de.json": {Data: []byte(`{"u": 2}`)},
	}
	c := locale.NewContent(files)
	if got, err := c.In("words", "de"); err != nil || string(got) != `{"t": {"a": "{n} Plätze"}}` {
		t.Errorf("German: %s, %v", got, err)
	}
	if _, err := c.In("words", "es"); err == nil || !strings.Contains(err.Error(), "t.a: reads {count}, the English reads {n}") {
		t.Errorf("Spanish with another field: %v", err)
	}
	if _, err := c.In("words", "zh-Hant"); err == nil || !strings.Contains(err.Error(), `words.zh-Hant.json: no such table in "zh-Hant"`) {
		t.Errorf("no Chinese: %v", err)
	}
	e := c.English("words")
	e[0] = 'x'
	if c.English("words")[0] != '{' {
		t.Error("English is not a fresh copy")
	}
	own := c.Comparing("units", func(english, other []byte) error { return errors.New("not the same units") })
	if _, err := own.In("units", "de"); err == nil || err.Error() != "units.de.json: not the same units" {
		t.Errorf("own check: %v", err)
	}
	if _, err := own.In("words", "de"); err != nil {
		t.Errorf("another table under the own check: %v", err)
	}
	if got := strings.Join(locale.Translated(), ","); got != "de,es,zh-Hant" {
		t.Errorf("translated into %s", got)
	}
}
