package locale

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"evergreen/wording"
)

// CompareDocuments holds a content document in another locale (a
// Rulebook's rulebook.de.json) to its English one: the same shape (every
// object the same keys, every list as long), the same facts (numbers,
// booleans, and the strings under a key fixed names: ids, conditions,
// badges, which are never translated), and every other string, a text,
// reading the same placeholders as the English. Each difference is one
// problem, at its path ("rulebook.rules[2].lines[0].text"), in plain
// words.
func CompareDocuments(english, other []byte, fixed func(key string) bool) error {
	var a, b any
	if err := json.Unmarshal(english, &a); err != nil {
		return fmt.Errorf("the English document is not JSON: %w", err)
	}
	if err := json.Unmarshal(other, &b); err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	c := docCompare{fixed: fixed}
	c.walk("", "", a, b)
	if c.problems != nil {
		return fmt.Errorf("%d problems: %s", len(c.problems), strings.Join(c.problems, "; "))
	}
	return nil
}

type docCompare struct {
	fixed    func(string) bool
	problems []string
}

func (c *docCompare) add(path, format string, args ...any) {
	if path == "" {
		path = "the document"
	}
	c.problems = append(c.problems, path+": "+fmt.Sprintf(format, args...))
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// walk compares a and b at path, the value of key.
func (c *docCompare) walk(path, key string, a, b any) {
	switch a := a.(type) {
	case map[string]any:
		m, ok := b.(map[string]any)
		if !ok {
			c.add(path, "must be an object, as in the English")
			return
		}
		for _, k := range slices.Sorted(maps.Keys(a)) {
			if _, ok := m[k]; !ok {
				c.add(join(path, k), "missing (the English has it)")
				continue
			}
			c.walk(join(path, k), k, a[k], m[k])
		}
		for _, k := range slices.Sorted(maps.Keys(m)) {
			if _, ok := a[k]; !ok {
				c.add(join(path, k), "not in the English")
			}
		}
	case []any:
		l, ok := b.([]any)
		if !ok || len(l) != len(a) {
			c.add(path, "must be a list of %d, as in the English", len(a))
			return
		}
		for i := range a {
			c.walk(path+"["+strconv.Itoa(i)+"]", key, a[i], l[i])
		}
	case string:
		s, ok := b.(string)
		switch {
		case !ok:
			c.add(path, "must be a text, as in the English")
		case c.fixed != nil && c.fixed(key):
			if s != a {
				c.add(path, "is %q in the English, which stays as it is in every language, got %q", a, s)
			}
		case (a == "") != (s == ""):
			c.add(path, "must be empty exactly when the English is")
		default:
			c.text(path, a, s)
		}
	default:
		if a != b {
			c.add(path, "is %v in the English, which no translation changes, got %v", a, b)
		}
	}
}

// text compares two texts' placeholders.
func (c *docCompare) text(path, a, b string) {
	ta, err := wording.Parse(a)
	if err != nil {
		c.add(path, "the English does not read: %v", err)
		return
	}
	tb, err := wording.Parse(b)
	if err != nil {
		c.add(path, "does not read: %v", err)
		return
	}
	if na, nb := names(ta), names(tb); na != nb {
		c.add(path, "reads {%s}, the English reads {%s}", nb, na)
	}
}
