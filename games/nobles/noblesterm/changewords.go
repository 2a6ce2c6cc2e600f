package noblesterm

import (
	"fmt"
	"strconv"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/nobles"
)

// Worded is one change between two rule sets said in a player's words:
// "Virtue 'Steady Resolve': Give costs 100 Crowns less → Give costs 200
// Crowns less", "Income in winter: 2,200 → 2,500 Crowns". No key, kind
// or id of the file format appears in Words; the change's path (and the
// raw fields of nobles.Change) are there for those who want them, as the
// Studio's tooltips.
//
// It is the one wording of a diff: `evergreen rules diff` and the Rules
// Studio's pages both show it.
type Worded struct {
	nobles.Change
	// Words is the change in one line. For a long text it says only what
	// was reworded ("Ordeal 'The Spring Floods': text reworded"), and Was
	// and Now hold the texts in full.
	Words string `json:"words"`
	Was   string `json:"was,omitempty"`
	Now   string `json:"now,omitempty"`
}

// Line is w in one string for a terminal: Words, then a long text's old
// and new wording on indented lines of their own.
func (w Worded) Line() string {
	if w.Was == "" && w.Now == "" {
		return w.Words
	}
	return w.Words + "\n      was: " + w.Was + "\n      now: " + w.Now
}

// DiffWords is nobles.Diff(base, other) in words. A change that touches
// several fields of one effect reads the same for each, and is said once.
func DiffWords(base, other *nobles.Rules) []Worded {
	w := newChangeWords(base, other)
	out := []Worded{}
	for _, c := range nobles.Diff(base, other) {
		wc := w.words(c)
		if n := len(out); n > 0 && out[n-1].Words == wc.Words && out[n-1].Was == wc.Was && out[n-1].Now == wc.Now {
			continue
		}
		out = append(out, wc)
	}
	return out
}

// changeWords holds what wording a change needs from both rule sets.
type changeWords struct {
	names map[string]string // Virtue, Market item and card ids → their names, from both rule sets
}

func newChangeWords(sets ...*nobles.Rules) changeWords {
	w := changeWords{names: map[string]string{}}
	for _, r := range sets {
		for _, v := range r.Virtues {
			w.names[v.ID] = v.Name
		}
		for _, it := range r.Market {
			w.names[it.ID] = it.Name
		}
		for _, c := range r.Decks.Proving {
			w.names[c.ID] = c.Title
		}
		for _, c := range append(append([]nobles.Card(nil), r.Decks.Ordeal...), r.Decks.Decree...) {
			w.names[c.ID] = c.Title
		}
	}
	return w
}

func (w changeWords) name(id string) string {
	if n := w.names[id]; n != "" {
		return n
	}
	return id
}

// settings words the top-level settings: what the setting is, and how to
// say its values.
var settings = map[string]struct {
	what   string
	values func(string) string
}{
	"game":                     {"Game", nil},
	"name":                     {"Name", nil},
	"description":              {"Description", nil},
	"turn_counting":            {"Turn counting", choice(map[string]string{nobles.PerNoble: "each noble takes every season's turns", nobles.Shared: "a season's turns are shared round the table"})},
	"turns_per_season":         {"Turns each season", nil},
	"duties.save_cost":         {"The Save Duty costs", crownsOf},
	"duties.give_cost":         {"The Give Duty costs", crownsOf},
	"duties.token_value":       {"A converted Vault Token pays", crownsOf},
	"rulings.token_conversion": {"Converting a Vault Token for a payment", choice(map[string]string{"offer": "offered to the noble", "auto": "automatic"})},
	"rulings.surrender_stacks": {"A second failed payment adds a second surrendered turn", yesNo},
	"rulings.item_once":        {"Each House may buy a Market item only once", yesNo},
	"rulings.no_virtues":       {"The table plays without Virtues", yesNo},
}

func choice(m map[string]string) func(string) string {
	return func(s string) string {
		if w, ok := m[s]; ok {
			return w
		}
		return s
	}
}

func crownsOf(s string) string {
	n, err := strconv.Atoi(s)
	if err != nil {
		return s
	}
	return thousands(n) + " Crowns"
}

func yesNo(s string) string {
	switch s {
	case "true":
		return "yes"
	case "false":
		return "no"
	}
	return s
}

// badge says a provenance badge by its label, the one the pages show
// (game/provenance), as the planet game's diff does.
func badge(s string) string {
	switch {
	case s == "":
		return "(none)"
	case provenance.Valid(s):
		return provenance.Get(s).Label
	}
	return s
}

func space(kind string) string {
	switch kind {
	case nobles.SpaceProving:
		return "a Proving space"
	case nobles.SpaceOrdeal:
		return "an Ordeal space"
	case nobles.SpaceDecree:
		return "a Decree space"
	}
	return kind
}

// words says c.
func (w changeWords) words(c nobles.Change) Worded {
	out := w.say(c)
	out.Change = c
	return out
}

// say words c, leaving out the change itself.
func (w changeWords) say(c nobles.Change) Worded {
	if c.OldEffect != nil || c.NewEffect != nil {
		return Worded{Words: w.effect(c)}
	}
	if s, ok := settings[c.Path]; ok && s.what != "" {
		return w.values(s.what, c, s.values)
	}
	if season, ok := strings.CutPrefix(c.Path, "income."); ok {
		return w.values("Income in "+season, c, crownsOf)
	}
	if k, ok := strings.CutPrefix(c.Path, "provenance."); ok {
		return w.values("Badge of "+strings.ReplaceAll(k, "_", " "), c, badge)
	}
	if strings.HasPrefix(c.Path, "board[") {
		return w.values(c.Item, c, space)
	}
	switch c.Kind {
	case nobles.ChangeAdded:
		if c.Field != "" {
			return Worded{Words: fmt.Sprintf("%s: %s added, %q", c.Item, c.Field, c.New)}
		}
		return Worded{Words: c.Item + ": added"}
	case nobles.ChangeRemoved:
		if c.Field != "" {
			return Worded{Words: fmt.Sprintf("%s: %s removed, %q", c.Item, c.Field, c.Old)}
		}
		return Worded{Words: c.Item + ": removed"}
	case nobles.ChangeMoved:
		return Worded{Words: fmt.Sprintf("%s: new order %s (was %s)", c.Item, w.list(c.New), w.list(c.Old))}
	}
	field, values := c.Field, func(s string) string { return s }
	switch {
	case field == "virtue":
		field, values = "Virtue", w.name
	case field == "provenance":
		field, values = "badge", badge
	case field == "price", strings.HasSuffix(field, " cost"):
		values = crownsOf
	case field == "withheld":
		field, values = "withheld from play", yesNo
	}
	return w.values(c.Item+": "+field, c, values)
}

// values words a change of one value: "what: old → new", or a long text
// as reworded, with its old and new wording whole.
func (w changeWords) values(what string, c nobles.Change, say func(string) string) Worded {
	if say == nil {
		say = func(s string) string { return s }
	}
	or := func(s string) string {
		if s == "" {
			return "(none)"
		}
		return say(s)
	}
	if len(c.Old) > 60 || len(c.New) > 60 || strings.Contains(c.Old+c.New, "\n") {
		return Worded{Words: what + " reworded", Was: or(c.Old), Now: or(c.New)}
	}
	return Worded{Words: fmt.Sprintf("%s: %s → %s", what, or(c.Old), or(c.New))}
}

// effect words a change inside one effect of a card, Virtue or item as
// the whole effect before and after.
func (w changeWords) effect(c nobles.Change) string {
	where := c.Item
	if opt, _, ok := strings.Cut(c.Field, " effect"); ok && strings.HasPrefix(opt, "option ") {
		where += ", " + opt
	}
	say := func(e *nobles.Effect) string { return "“" + EffectWords(*e, w.name) + "”" }
	switch {
	case c.OldEffect == nil:
		return fmt.Sprintf("%s: adds %s", where, say(c.NewEffect))
	case c.NewEffect == nil:
		return fmt.Sprintf("%s: no longer %s", where, say(c.OldEffect))
	}
	return fmt.Sprintf("%s: %s → %s", where, say(c.OldEffect), say(c.NewEffect))
}

// list words a list of ids, comma-separated, as names.
func (w changeWords) list(ids string) string {
	parts := strings.Split(ids, ", ")
	for i, id := range parts {
		parts[i] = w.name(id)
	}
	return strings.Join(parts, ", ")
}
