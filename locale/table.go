package locale

import (
	"encoding/json"
	"fmt"

	"evergreen/wording"
)

// CompareTables holds a game's wording table in another locale to its
// English one: both JSON objects whose topics ("events", "labels", …)
// are objects of texts, nested as deep as the game likes. Every English
// text must be in the other with the same names read (Compare); a text
// only the other has is an error too. The tables' top-level strings (an
// "about" note for the people who edit them) are not texts.
func CompareTables(english, other []byte) error {
	a, err := flatTable(english)
	if err != nil {
		return fmt.Errorf("the English table: %w", err)
	}
	b, err := flatTable(other)
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
		case map[string]any:
			for k, x := range v {
				if err := walk(prefix+"."+k, x); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("%s: a text must be a string, not %T", prefix, v)
		}
		return nil
	}
	for k, v := range top {
		if m, ok := v.(map[string]any); ok {
			if err := walk(k, m); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}
