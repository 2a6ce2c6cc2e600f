package locale

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"strings"

	"evergreen/wording"
)

// CompareTables holds a game's wording table in another locale to its
// English one: both JSON objects whose topics ("events", "labels", …)
// are objects (or lists) of texts, nested as deep as the game likes; a
// list's texts are named by place ("solo[2].text"), so a translation
// keeps its entries in the English order. Every English
// text must be in the other with the same names read (Compare); a text
// only the other has is an error too. The tables' top-level strings (an
// "about" note for the people who edit them) are not texts.
func CompareTables(english, other []byte) error {
	a, b, err := flatBoth(english, other)
	if err != nil {
		return err
	}
	ca, err := wording.NewCatalog(a)
	if err != nil {
		return fmt.Errorf("the English table: %w", err)
	}
	cb, err := wording.NewCatalog(b)
	if err != nil {
		return err
	}
	return Compare(ca, cb)
}

// flatBoth reads the English table and the other one (flatTable).
func flatBoth(english, other []byte) (a, b map[string]string, err error) {
	if a, err = flatTable(english); err != nil {
		return nil, nil, fmt.Errorf("the English table: %w", err)
	}
	if b, err = flatTable(other); err != nil {
		return nil, nil, err
	}
	return a, b, nil
}

// flatTable reads a table's texts under dotted keys ("events.pick").
func flatTable(raw []byte) (map[string]string, error) {
	var top map[string]any
	if err := json.Unmarshal(raw, &top); err != nil {
		return nil, fmt.Errorf("not a JSON object: %w", err)
	}
	out := map[string]string{}
	var walk func(prefix string, v any) error
	walk = func(prefix string, v any) error {
		switch v := v.(type) {
		case string:
			out[prefix] = v
		case bool: // a switch (a Rulebook's "ordered"), kept as a word for SameFields
			out[prefix] = strconv.FormatBool(v)
		case map[string]any:
			for k, x := range v {
				if err := walk(prefix+"."+k, x); err != nil {
					return err
				}
			}
		case []any:
			for i, x := range v {
				if err := walk(fmt.Sprintf("%s[%d]", prefix, i), x); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("%s: a text must be a string, not %T", prefix, v)
		}
		return nil
	}
	for k, v := range top {
		switch v.(type) {
		case map[string]any, []any:
			if err := walk(k, v); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// TableIn reads the table name in locale tag, the file "name.tag.json"
// of fsys (words.de.json beside words.json), and checks it against the
// English one (CompareTables).
func TableIn(fsys fs.FS, english []byte, name, tag string) ([]byte, error) {
	file := name + "." + tag + ".json"
	raw, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, fmt.Errorf("%s: no such table in %q", file, tag)
	}
	if err := CompareTables(english, raw); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return raw, nil
}

// SameFields reports the first text of other under one of keys (the last
// name of its path: "id", "badge", a list's "legend") that differs from
// english's: the fields a program reads, which a translation keeps as
// they are.
func SameFields(english, other []byte, keys ...string) error {
	a, b, err := flatBoth(english, other)
	if err != nil {
		return err
	}
	for _, path := range slices.Sorted(maps.Keys(a)) {
		last := path[strings.LastIndex(path, ".")+1:]
		if i := strings.IndexByte(last, '['); i >= 0 {
			last = last[:i]
		}
		if slices.Contains(keys, last) && b[path] != a[path] {
			return fmt.Errorf("%s: reads %q, but a program reads this field: keep the English %q", path, b[path], a[path])
		}
	}
	return nil
}
