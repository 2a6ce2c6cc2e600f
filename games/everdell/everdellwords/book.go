package everdellwords

import (
	"encoding/json"
	"fmt"
)

// Book is the Rulebook's own words for the tables it builds from the
// rule set (everdellweb): column heads, the season effects, the
// solitary tables' rows, as texts by key, and Rugwort's titles by year,
// the seasons' and the card types' names as headings.
type Book struct {
	Texts   map[string]string
	Years   []string
	Seasons map[string]string
	Types   map[string]string
}

// UnmarshalJSON reads the "book" topic: its lists and name tables by
// their keys, every other key a text.
func (b *Book) UnmarshalJSON(raw []byte) error {
	var all map[string]json.RawMessage
	if err := json.Unmarshal(raw, &all); err != nil {
		return err
	}
	b.Texts = map[string]string{}
	for k, v := range all {
		var err error
		switch k {
		case "years":
			err = json.Unmarshal(v, &b.Years)
		case "seasons":
			err = json.Unmarshal(v, &b.Seasons)
		case "types":
			err = json.Unmarshal(v, &b.Types)
		default:
			var s string
			err = json.Unmarshal(v, &s)
			b.Texts[k] = s
		}
		if err != nil {
			return fmt.Errorf("book.%s: %w", k, err)
		}
	}
	return nil
}

// BookText is the Rulebook's text key filled with fields.
func (w *Words) BookText(key string, fields map[string]string) string {
	return Fill(w.Book.Texts[key], fields)
}

// List joins items in w's language: "1, 2 and 3", "1, 2 y 3".
func (w *Words) List(items []string) string {
	return w.formatter().List(items)
}
