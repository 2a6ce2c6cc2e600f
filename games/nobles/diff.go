package nobles

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"evergreen/ruleset"
)

// Change is one difference between two rule sets, as Diff reports it (see
// ruleset.Change): Item names things as "Ordeal 'The Spring Floods'",
// "Board space 7" or "Income", Field parts as "amount" or "option 2
// cost", and an effect's value is its compact JSON.
//
// The wording shown to people ("Ordeal 'Flooded Mill': amount 600 → 800")
// is built from these fields by the callers (the Studio's pages and
// `evergreen rules diff`), not here.
type Change struct {
	ruleset.Change
	// OldEffect and NewEffect are the whole effects (or modifiers) a
	// change inside one concerns, as they stand in each rule set (nil
	// where one has none), so that the change can be said in words: "Give
	// costs 100 Crowns less → 200 Crowns less", not "amount -100 → -200".
	OldEffect *Effect `json:"-"`
	NewEffect *Effect `json:"-"`
}

// Diff compares other with base field by field and returns every
// difference in a stable order: the top-level settings in the order of
// Rules, then the board space by space, then Houses, Virtues, Market
// items and the three decks. Entries with ids (Houses, Virtues, items,
// cards) are matched by id, so a card whose text changed is one change to
// its text, not a removal and an addition; effects and options are
// compared by position. Equal rule sets give an empty (nil) list.
//
// Neither rule set needs to be valid: Diff reads whatever the documents
// hold, so the Studio can show what an invalid draft changes.
func Diff(base, other *Rules) []Change {
	var d differ
	d.top(base, other)
	d.board(base.Board, other.Board)
	d.houses(base.Houses, other.Houses)
	d.virtues(base.Virtues, other.Virtues)
	d.market(base.Market, other.Market)
	d.provings(base.Decks.Proving, other.Decks.Proving)
	d.cards("decks.ordeal", "Ordeal", base.Decks.Ordeal, other.Decks.Ordeal)
	d.cards("decks.decree", "Decree", base.Decks.Decree, other.Decks.Decree)
	return d.out
}

type differ struct{ out []Change }

func (d *differ) add(kind, path, item, field, old, new string) {
	d.out = append(d.out, Change{Change: ruleset.Change{Kind: kind, Path: path, Item: item, Field: field, Old: old, New: new}})
}

// str records a change of a string value.
func (d *differ) str(path, item, field, old, new string) {
	if old != new {
		d.add(ruleset.ChangeChanged, path, item, field, old, new)
	}
}

func (d *differ) num(path, item, field string, old, new int) {
	if old != new {
		d.add(ruleset.ChangeChanged, path, item, field, strconv.Itoa(old), strconv.Itoa(new))
	}
}

func (d *differ) flag(path, item, field string, old, new bool) {
	if old != new {
		d.add(ruleset.ChangeChanged, path, item, field, strconv.FormatBool(old), strconv.FormatBool(new))
	}
}

func (d *differ) top(a, b *Rules) {
	d.str("game", "Rule set", "game", a.Game, b.Game)
	d.str("name", "Rule set", "name", a.Name, b.Name)
	d.str("description", "Rule set", "description", a.Description, b.Description)
	d.str("turn_counting", "Turn counting", "", a.TurnCounting, b.TurnCounting)
	d.num("turns_per_season", "Turns per season", "", a.TurnsPerSeason, b.TurnsPerSeason)
	for s := range Seasons {
		name := SeasonName(s)
		d.num("income."+name, "Income", name, a.Income.Season(s), b.Income.Season(s))
	}
	d.num("duties.save_cost", "Duties", "save_cost", a.Duties.SaveCost, b.Duties.SaveCost)
	d.num("duties.give_cost", "Duties", "give_cost", a.Duties.GiveCost, b.Duties.GiveCost)
	d.num("duties.token_value", "Duties", "token_value", a.Duties.TokenValue, b.Duties.TokenValue)
	d.str("rulings.token_conversion", "Rulings", "token_conversion", a.Rulings.TokenConversion, b.Rulings.TokenConversion)
	d.flag("rulings.surrender_stacks", "Rulings", "surrender_stacks", a.Rulings.SurrenderStacks, b.Rulings.SurrenderStacks)
	d.flag("rulings.item_once", "Rulings", "item_once", a.Rulings.ItemOnce, b.Rulings.ItemOnce)
	d.flag("rulings.no_virtues", "Rulings", "no_virtues", a.Rulings.NoVirtues, b.Rulings.NoVirtues)

	for _, k := range ruleset.Keys(a.Provenance, b.Provenance) {
		old, inA := a.Provenance[k]
		new, inB := b.Provenance[k]
		p := ruleset.Key("provenance", k)
		switch {
		case inA && !inB:
			d.add(ruleset.ChangeRemoved, p, "Provenance", k, old, "")
		case !inA && inB:
			d.add(ruleset.ChangeAdded, p, "Provenance", k, "", new)
		default:
			d.str(p, "Provenance", k, old, new)
		}
	}
}

func (d *differ) board(a, b []string) {
	at := func(i int) (string, string) { return ruleset.Index("board", i), fmt.Sprintf("Board space %d", i+1) }
	ruleset.Positions(len(a), len(b),
		func(i int) { p, item := at(i); d.str(p, item, "", a[i], b[i]) },
		func(i int) { p, item := at(i); d.add(ruleset.ChangeRemoved, p, item, "", a[i], "") },
		func(i int) { p, item := at(i); d.add(ruleset.ChangeAdded, p, item, "", "", b[i]) })
}

// label names an entry: "Ordeal 'The Spring Floods'", or by id when it has
// no title.
func label(noun, title, id string) string {
	if title == "" {
		title = id
	}
	return noun + " '" + title + "'"
}

func orderItem(noun string) string {
	switch noun {
	case "Proving", "Ordeal", "Decree":
		return noun + " deck"
	case "Market item":
		return "Market"
	}
	return noun + "s"
}

// listed diffs two lists of entries with ids (Houses, Virtues, Market
// items, cards) through ruleset.List: key gives an entry's id and title,
// and same compares two matched entries field by field, p being the
// entry's path in the other list and q its path in the base one. An
// entry added or removed is summed up by its id, and a new order lists
// ids.
func listed[T any](d *differ, path, noun string, a, b []T, key func(T) (id, title string), same func(x, y T, p, q, item string)) {
	id := func(x T) string { id, _ := key(x); return id }
	ruleset.List[T]{Path: path, ID: id, Summary: id,
		Item:      func(x T) string { id, title := key(x); return label(noun, title, id) },
		Same:      same,
		OrderItem: orderItem(noun), OrderField: "order",
	}.Diff(a, b, func(c ruleset.Change) { d.out = append(d.out, Change{Change: c}) })
}

func (d *differ) houses(a, b []House) {
	listed(d, "houses", "House", a, b, func(h House) (string, string) { return h.ID, h.Name }, func(x, y House, p, _, item string) {
		d.str(ruleset.Field(p, "name"), item, "name", x.Name, y.Name)
		d.str(ruleset.Field(p, "noble"), item, "noble", x.Noble, y.Noble)
		d.str(ruleset.Field(p, "colour"), item, "colour", x.Colour, y.Colour)
		d.str(ruleset.Field(p, "sigil"), item, "sigil", x.Sigil, y.Sigil)
		d.str(ruleset.Field(p, "virtue"), item, "virtue", x.Virtue, y.Virtue)
		d.str(ruleset.Field(p, "motto"), item, "motto", x.Motto, y.Motto)
		d.str(ruleset.Field(p, "provenance"), item, "provenance", x.Provenance, y.Provenance)
	})
}

func (d *differ) virtues(a, b []Virtue) {
	listed(d, "virtues", "Virtue", a, b, func(v Virtue) (string, string) { return v.ID, v.Name }, func(x, y Virtue, p, _, item string) {
		d.str(ruleset.Field(p, "name"), item, "name", x.Name, y.Name)
		d.str(ruleset.Field(p, "text"), item, "text", x.Text, y.Text)
		d.effects(ruleset.Field(p, "modifiers"), item, "modifier", x.Modifiers, y.Modifiers)
		d.str(ruleset.Field(p, "provenance"), item, "provenance", x.Provenance, y.Provenance)
	})
}

func (d *differ) market(a, b []Item) {
	listed(d, "market", "Market item", a, b, func(it Item) (string, string) { return it.ID, it.Name }, func(x, y Item, p, _, item string) {
		d.str(ruleset.Field(p, "name"), item, "name", x.Name, y.Name)
		d.num(ruleset.Field(p, "price"), item, "price", x.Price, y.Price)
		d.str(ruleset.Field(p, "text"), item, "text", x.Text, y.Text)
		d.effects(ruleset.Field(p, "modifiers"), item, "modifier", x.Modifiers, y.Modifiers)
		d.flag(ruleset.Field(p, "withheld"), item, "withheld", x.Withheld, y.Withheld)
		d.str(ruleset.Field(p, "provenance"), item, "provenance", x.Provenance, y.Provenance)
	})
}

func (d *differ) provings(a, b []Proving) {
	listed(d, "decks.proving", "Proving", a, b, func(c Proving) (string, string) { return c.ID, c.Title }, func(x, y Proving, p, q, item string) {
		d.str(ruleset.Field(p, "title"), item, "title", x.Title, y.Title)
		d.str(ruleset.Field(p, "text"), item, "text", x.Text, y.Text)
		at := func(path string, k int) (string, string) {
			return ruleset.Index(ruleset.Field(path, "options"), k), fmt.Sprintf("option %d", k+1)
		}
		ruleset.Positions(len(x.Options), len(y.Options), func(k int) {
			at, name := at(p, k)
			o, n := x.Options[k], y.Options[k]
			d.str(ruleset.Field(at, "label"), item, name+" label", o.Label, n.Label)
			d.str(ruleset.Field(at, "text"), item, name+" text", o.Text, n.Text)
			d.num(ruleset.Field(at, "cost"), item, name+" cost", o.Cost, n.Cost)
			d.effects(ruleset.Field(at, "effects"), item, name+" effect", o.Effects, n.Effects)
		}, func(k int) {
			at, name := at(q, k)
			d.add(ruleset.ChangeRemoved, at, item, name, x.Options[k].Label, "")
		}, func(k int) {
			at, name := at(p, k)
			d.add(ruleset.ChangeAdded, at, item, name, "", y.Options[k].Label)
		})
		d.str(ruleset.Field(p, "provenance"), item, "provenance", x.Provenance, y.Provenance)
	})
}

func (d *differ) cards(path, noun string, a, b []Card) {
	listed(d, path, noun, a, b, func(c Card) (string, string) { return c.ID, c.Title }, func(x, y Card, p, _, item string) {
		d.str(ruleset.Field(p, "title"), item, "title", x.Title, y.Title)
		d.str(ruleset.Field(p, "text"), item, "text", x.Text, y.Text)
		d.effects(ruleset.Field(p, "effects"), item, "effect", x.Effects, y.Effects)
		d.str(ruleset.Field(p, "provenance"), item, "provenance", x.Provenance, y.Provenance)
	})
}

// effects compares two effect lists position by position. When both
// lists hold exactly one effect its fields are named plainly ("amount");
// otherwise by position ("effect 2 amount").
func (d *differ) effects(path, item, noun string, a, b []Effect) {
	single := len(a) == 1 && len(b) == 1
	for k := range max(len(a), len(b)) {
		p := ruleset.Index(path, k)
		name := fmt.Sprintf("%s %d", noun, k+1)
		prefix := name + " "
		if single {
			prefix = ""
		}
		from := len(d.out)
		var x, y *Effect
		switch {
		case k >= len(a):
			y = &b[k]
			d.add(ruleset.ChangeAdded, p, item, name, "", effectString(*y))
		case k >= len(b):
			x = &a[k]
			d.add(ruleset.ChangeRemoved, p, item, name, effectString(*x), "")
		default:
			x, y = &a[k], &b[k]
			d.str(ruleset.Field(p, "kind"), item, prefix+"kind", x.Kind, y.Kind)
			d.num(ruleset.Field(p, "amount"), item, prefix+"amount", x.Amount, y.Amount)
			d.str(ruleset.Field(p, "who"), item, prefix+"who", x.Who, y.Who)
			d.str(ruleset.Field(p, "if"), item, prefix+"if", jsonString(x.If), jsonString(y.If))
			d.str(ruleset.Field(p, "duration"), item, prefix+"duration", jsonString(x.Duration), jsonString(y.Duration))
		}
		for i := from; i < len(d.out); i++ {
			d.out[i].OldEffect, d.out[i].NewEffect = x, y
		}
	}
}

// effectString is an effect's compact JSON, as it is written in a rule set.
func effectString(e Effect) string { return jsonString(e) }

// jsonString writes v as compact JSON, or "" for a nil pointer.
func jsonString[T any](v T) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return ""
	}
	s := strings.TrimSuffix(b.String(), "\n")
	if s == "null" {
		return ""
	}
	return s
}
