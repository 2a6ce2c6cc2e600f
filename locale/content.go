package locale

import (
	"fmt"
	"io/fs"
	"slices"
)

// Content is a game's words in every language, as its content package
// embeds them: for each table name, name.json in English and
// name.{tag}.json in every other locale (words.de.json beside
// words.json), each translation held to the English when it is read.
// One Content serves all of a content package's tables, so that no
// game writes its own reader of a table per locale.
type Content struct {
	files   fs.FS
	compare map[string]func(english, other []byte) error
}

// NewContent returns the tables in files; every translation is held to
// its English by CompareTables unless Comparing says otherwise.
func NewContent(files fs.FS) Content { return Content{files: files} }

// Comparing returns c with name's translations held to the English by
// compare instead of CompareTables (a table with parts other than texts:
// Nobles' units).
func (c Content) Comparing(name string, compare func(english, other []byte) error) Content {
	m := map[string]func(english, other []byte) error{name: compare}
	for k, f := range c.compare {
		if k != name {
			m[k] = f
		}
	}
	c.compare = m
	return c
}

// English is name.json, a fresh copy the caller may change. The tables
// are embedded, so one missing is a broken build: it panics, naming it.
func (c Content) English(name string) []byte {
	raw, err := fs.ReadFile(c.files, name+".json")
	if err != nil {
		panic(fmt.Sprintf("locale: the English table %s.json is not embedded: %v", name, err))
	}
	return raw
}

// In is name's table in locale tag (not the default: English is
// English), checked against the English: every text there and no
// other, each reading the same fields.
func (c Content) In(name, tag string) ([]byte, error) {
	if compare := c.compare[name]; compare != nil {
		file := name + "." + tag + ".json"
		raw, err := fs.ReadFile(c.files, file)
		if err != nil {
			return nil, fmt.Errorf("%s: no such table in %q", file, tag)
		}
		if err := compare(c.English(name), raw); err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		return raw, nil
	}
	return TableIn(c.files, c.English(name), name, tag)
}

// Translated are the locales the tables are translated into: every
// supported tag but the default, in Tags' order.
func Translated() []string {
	return slices.DeleteFunc(Tags(), func(t string) bool { return t == Default })
}
