package wording

import (
	"fmt"
	"strings"
)

// Catalog is a table of texts by key ("events.roll"), each parsed once.
// A game's wording table is a Catalog; another locale is another
// Catalog under the same keys.
type Catalog map[string]*Template

// NewCatalog parses every text of texts, naming the key of the first
// that breaks the grammar. Its problems, like every problem of this
// package, are worded in every locale (problems.{locale}.json).
func NewCatalog(texts map[string]string) (Catalog, error) {
	c := make(Catalog, len(texts))
	for _, k := range sortedKeys(texts) {
		t, err := Parse(texts[k])
		if err != nil {
			return nil, errorf("%s: %v", k, err)
		}
		c[k] = t
	}
	return c, nil
}

// Check reports the first text that reads a name known does not
// accept: how a wording table is held to the fields its sentences may
// read.
func (c Catalog) Check(known func(key, name string) bool) error {
	for _, k := range sortedKeys(c) {
		var bad []string
		for _, n := range c[k].Names() {
			if !known(k, n) {
				bad = append(bad, fmt.Sprintf("%q", n))
			}
		}
		if bad != nil {
			return errorf("%s: %s: no such field", k, strings.Join(bad, ", "))
		}
	}
	return nil
}
