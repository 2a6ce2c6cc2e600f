// Package everdellwords says Everdell in words: what each card, location
// and event does, and the log's sentences, from content/words.json with
// every number read from the rule set in force (a table that changes a
// card's gain reads its own numbers).
package everdellwords

import (
	"encoding/json"
	"fmt"
	"strconv"

	"evergreen/engine"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/wording"
)

// Ruling is one of the seed's statements beside the published rule.
type Ruling struct {
	Topic     string `json:"topic"`
	Seed      string `json:"seed"`
	Published string `json:"published"`
	Badge     string `json:"badge"` // "source-confirmed" or "differs"
}

// Words is the wording table.
type Words struct {
	Cards     map[string]string `json:"cards"`
	Locations map[string]string `json:"locations"`
	Events    map[string]string `json:"events"`
	Log       map[string]string `json:"log"`
	Rulings   []Ruling          `json:"rulings"`
	// Solo is how the solitary opponent plays, for the Rulebook: Rugwort's
	// published rules in our words, then our readings and the variant.
	Solo []SoloRule `json:"solo"`
}

// SoloRule is one paragraph of the solitary rules.
type SoloRule struct {
	Topic string `json:"topic"`
	Text  string `json:"text"`
	Badge string `json:"badge"` // "source" or "provisional"
	// Opponent is "rival" for a paragraph about the rival variant, which
	// a Rulebook shows only where a table plays it; empty, Rugwort.
	Opponent string `json:"opponent,omitempty"`
}

// Load reads the wording table.
func Load() (*Words, error) {
	var w Words
	if err := json.Unmarshal(content.Words(), &w); err != nil {
		return nil, fmt.Errorf("everdellwords: words.json: %w", err)
	}
	if err := w.check(); err != nil {
		return nil, err
	}
	return &w, nil
}

// Card says what card id does under rs.
func (w *Words) Card(rs *everdell.Ruleset, id string) string {
	c, ok := rs.Card(id)
	if !ok {
		return ""
	}
	return Fill(w.Cards[id], effectFields(rs, c.Effect))
}

// Location says what location id does under rs.
func (w *Words) Location(rs *everdell.Ruleset, id string) string {
	l, ok := rs.Location(id)
	if !ok {
		return ""
	}
	return Fill(w.Locations[id], effectFields(rs, l.Effect))
}

// Event says what achieving event id needs or does under rs.
func (w *Words) Event(rs *everdell.Ruleset, id string) string {
	e, ok := rs.Event(id)
	if !ok {
		return ""
	}
	f := map[string]string{}
	if e.Effect != nil {
		f = effectFields(rs, *e.Effect)
	}
	if e.Requires.Count > 0 {
		f["count"] = strconv.Itoa(e.Requires.Count)
	}
	if e.Requires.EachType > 0 {
		f["each_type"] = strconv.Itoa(e.Requires.EachType)
	}
	return Fill(w.Events[id], f)
}

// Line says event e of the log; names are the seats' names.
func (w *Words) Line(rs *everdell.Ruleset, e engine.Event, names []string) string {
	name := func(s int) string {
		if s >= 0 && s < len(names) {
			return names[s]
		}
		return ""
	}
	f := map[string]string{"who": name(int(e.Seat)), "detail": e.Detail, "res": e.Ref}
	if e.Amount != 0 {
		f["amount"] = strconv.Itoa(e.Amount)
	}
	f["from"] = map[string]string{"hand": "their hand", "meadow": "the Meadow"}[e.Detail]
	if c, ok := rs.Card(e.Ref); ok {
		f["card"] = c.Name
	}
	if c, ok := rs.Card(e.Secret); ok {
		f["card"] = c.Name
	}
	if l, ok := rs.Location(e.Ref); ok {
		f["place"] = l.Name
	} else if c, ok := rs.Card(e.Ref); ok {
		f["place"] = c.Name
	}
	if ev, ok := rs.Event(e.Ref); ok {
		f["event"] = ev.Name
		f["place"] = ev.Name
	}
	f["season"] = e.Ref
	switch r := resIndex(e.Ref); {
	case r >= 0:
		var b everdell.Bag
		b[r] = e.Amount
		f["stuff"] = Resources(b)
	case e.Ref == "points" && e.Amount == 1:
		f["stuff"] = "1 point"
	case e.Ref == "any":
		f["stuff"] = fmt.Sprintf("%d of any resource", e.Amount)
	default:
		f["stuff"] = fmt.Sprintf("%d %s", e.Amount, e.Ref)
	}
	if o, err := strconv.Atoi(e.Detail); err == nil {
		f["target"] = name(o)
	}
	f["opponent"] = Opponent(rs)
	return Fill(w.Log[e.Type], f)
}

// Opponent names the solo opponent rs plays, at the start of a sentence:
// "Rugwort", or "The rival" for the variant.
func Opponent(rs *everdell.Ruleset) string {
	if rs.Solo != nil && rs.Solo.Opponent == everdell.OpponentRival {
		return "The rival"
	}
	return "Rugwort"
}

func resIndex(name string) int {
	for r := range everdell.NumRes {
		if everdell.ResName(r) == name {
			return r
		}
	}
	return -1
}

// effectFields are the placeholders an effect fills.
func effectFields(rs *everdell.Ruleset, e everdell.Effect) map[string]string {
	f := map[string]string{}
	num := func(k string, v int) {
		if v != 0 {
			f[k] = strconv.Itoa(v)
		}
	}
	num("cards", e.Cards)
	num("points", e.Points)
	num("any", e.Any)
	num("max", e.Max)
	num("each", e.Each)
	num("ratio", e.Ratio)
	num("discard", e.Discard)
	num("tokens", e.Tokens)
	if e.And != nil {
		num("and_each", e.And.Each)
	}
	if s := Resources(e.Gain.Bag()); s != "" {
		f["gain"] = s
	}
	if s := Resources(e.Bonus.Bag()); s != "" {
		f["bonus"] = s
	}
	if s := Resources(e.Discount.Bag()); s != "" {
		f["discount"] = s
	}
	if e.Resource != "" {
		f["resource"] = plural(e.Resource)
	}
	for k, id := range map[string]string{"per": e.Per, "if_card": e.IfCard} {
		if c, ok := rs.Card(id); ok {
			f[k] = c.Name
		}
	}
	return f
}

// Resources says an amount of resources: "2 twigs and 1 resin".
func Resources(b everdell.Bag) string {
	var parts []string
	for r, n := range b {
		if n == 0 {
			continue
		}
		name := everdell.ResName(r)
		if n != 1 {
			name = plural(name)
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, name))
	}
	return wording.English.List(parts)
}

func plural(res string) string {
	switch res {
	case "berry":
		return "berries"
	case "resin":
		return "resin"
	}
	return res + "s"
}

// Fill writes t with fields in package wording's grammar, the one of
// every text (see package content); a field fields lacks reads "".
func Fill(t string, fields map[string]string) string {
	m := make(wording.Map, len(fields))
	for k, v := range fields {
		m[k] = v
	}
	out, _ := wording.Fill(t, m)
	return out
}

// check parses every text of w, naming the first that breaks the
// grammar.
func (w *Words) check() error {
	for table, texts := range map[string]map[string]string{"cards": w.Cards, "locations": w.Locations, "events": w.Events, "log": w.Log} {
		if _, err := wording.NewCatalog(texts); err != nil {
			return fmt.Errorf("everdellwords: words.json: %s.%w", table, err)
		}
	}
	return nil
}
