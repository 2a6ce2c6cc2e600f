package nobles

import (
	"encoding/json"
	"strings"
	"sync"

	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/wording"
)

// effectTable is one locale's sentences for an effect said on its own,
// as a rule set's changes say it: the "effects" topic of
// content/words.{lang}.json (the same sentences as the game's log) and
// its "effectwords" topic (who an effect reaches, for how long, whom its
// condition admits).
type effectTable struct {
	effects, parts wording.Catalog
	opt            wording.Options
}

// effectTables are every locale's tables, read once (they are embedded).
var effectTables = sync.OnceValue(func() map[string]effectTable {
	out := map[string]effectTable{}
	for _, tag := range locale.Tags() {
		out[tag] = readEffectTable(tag)
	}
	return out
})

// effectTableIn is lang's table; a locale with none reads English.
func effectTableIn(lang string) effectTable {
	if t, ok := effectTables()[lang]; ok {
		return t
	}
	return effectTables()[locale.Default]
}

// readEffectTable reads lang's table from the content.
func readEffectTable(lang string) effectTable {
	raw := content.Words()
	if lang != locale.Default {
		if r, err := content.WordsIn(lang); err == nil {
			raw = r
		} else {
			lang = locale.Default
		}
	}
	var t struct {
		Effects map[string]string `json:"effects"`
		Parts   map[string]string `json:"effectwords"`
	}
	_ = json.Unmarshal(raw, &t) // embedded and tested (TestEffectWordsInEveryLocale)
	e, _ := wording.NewCatalog(t.Effects)
	p, _ := wording.NewCatalog(t.Parts)
	return effectTable{effects: e, parts: p, opt: wordingOptions(lang)}
}

// say fills the part key with values given as name, value pairs.
func (t effectTable) say(key string, pairs ...any) string {
	m := wording.Map{}
	for i := 0; i+1 < len(pairs); i += 2 {
		m[pairs[i].(string)] = pairs[i+1]
	}
	tpl, ok := t.parts[key]
	if !ok {
		return key
	}
	out, _ := tpl.FillWith(m, t.opt)
	return out
}

func (t effectTable) crowns(n int) string { return t.say("crowns", "amount", n) }

// words says one effect of a card, Virtue or Market item as a player
// reads it, from the same sentences as the game's log: "pay 300 Crowns",
// "Give costs 100 Crowns less (every other noble; 2 turns)". No kind or
// field name of the file format reaches the reader. itemName names a
// Market item by its id.
func (t effectTable) words(e Effect, itemName func(id string) string) string {
	var what string
	switch e.Kind {
	case KindPay:
		what = t.say("pay", "amount", e.Amount)
	case KindGain:
		what = t.say("receive", "amount", e.Amount)
	case KindEndTurn:
		what = t.say("end_turn")
	default:
		if s, ok := t.effects[e.Kind]; ok {
			what, _ = s.FillWith(wording.Map{"amount": e.Amount}, t.opt)
		} else {
			what = t.say("unknown", "kind", e.Kind)
		}
	}
	var about []string
	switch {
	case e.Who == "active" && e.Duration == nil:
		// A Virtue's or item's modifier (a card's has a duration):
		// only the cards its holder draws.
		about = append(about, t.say("own_draws"))
	case e.Who == "self", e.Who == "all", e.Who == "others", e.Who == "active":
		about = append(about, t.say("who_"+e.Who))
	}
	if d := e.Duration; d != nil {
		switch {
		case d.Year:
			about = append(about, t.say("all_year"))
		case d.Turns > 0:
			about = append(about, t.say("turns", "count", d.Turns))
		case d.Seasons == 1:
			about = append(about, t.say("next_season"))
		case d.Seasons > 1:
			about = append(about, t.say("seasons", "count", d.Seasons))
		}
	}
	if c := e.If; c != nil {
		about = append(about, t.condition(c, itemName))
	}
	if len(about) == 0 {
		return what
	}
	return t.say("about", "what", what, "about", strings.Join(about, t.say("separator")))
}

// condition words who an effect's condition admits.
func (t effectTable) condition(c *Condition, itemName func(string) string) string {
	var parts []string
	bound := func(lo, hi *int, unit string) {
		switch {
		case lo != nil && hi != nil:
			parts = append(parts, t.say("between_"+unit, "lo", *lo, "hi", *hi))
		case lo != nil:
			parts = append(parts, t.say("at_least_"+unit, "count", *lo))
		case hi != nil:
			parts = append(parts, t.say("at_most_"+unit, "count", *hi))
		}
	}
	bound(c.MinCrowns, c.MaxCrowns, "crowns")
	bound(c.MinTokens, c.MaxTokens, "tokens")
	bound(c.MinItems, c.MaxItems, "items")
	and := t.say("and")
	var who []string
	if len(parts) > 0 {
		who = append(who, t.say("holding", "what", strings.Join(parts, and)))
	}
	if c.HasItem != "" {
		who = append(who, t.say("owning", "item", itemName(c.HasItem)))
	}
	return t.say("only", "who", strings.Join(who, and))
}
