package noblesterm

import (
	"fmt"
	"strings"
	"sync"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
)

// effectTable is content/words.json parsed once for EffectWords.
var effectTable = sync.OnceValues(func() (*table, error) { return loadTable(content.Words()) })

// EffectWords words one effect of a card, Virtue or Market item as a
// player reads it, from the same sentences as the game's log: "pay 300
// Crowns", "Give costs 100 Crowns less (every other noble; 2 turns)". It
// is how a rule set's changes are said (`evergreen rules diff`), so no
// kind or field name of the file format reaches the reader. itemName
// names a Market item by its id.
func EffectWords(e nobles.Effect, itemName func(id string) string) string {
	var what string
	switch e.Kind {
	case nobles.KindPay:
		what = "pay " + crowns(e.Amount)
	case nobles.KindGain:
		what = "receive " + crowns(e.Amount)
	case nobles.KindEndTurn:
		what = "the turn ends after the Path, with no Duty"
	default:
		t, err := effectTable()
		if s, ok := t.effects[e.Kind]; err == nil && ok {
			what = fill(s, fields{"amount": e.Amount})
		} else {
			what = fmt.Sprintf("an effect of unknown kind %q", e.Kind)
		}
	}
	var about []string
	switch e.Who {
	case "self":
		about = append(about, "the noble who drew it")
	case "all":
		about = append(about, "every noble")
	case "others":
		about = append(about, "every other noble")
	case "active":
		about = append(about, "the active noble")
	}
	if d := e.Duration; d != nil {
		switch {
		case d.Year:
			about = append(about, "all year")
		case d.Turns > 0:
			about = append(about, plural(d.Turns, "turn", "turns"))
		case d.Seasons == 1:
			about = append(about, "until next season")
		case d.Seasons > 1:
			about = append(about, plural(d.Seasons, "season", "seasons"))
		}
	}
	if c := e.If; c != nil {
		about = append(about, conditionWords(c, itemName))
	}
	if len(about) == 0 {
		return what
	}
	return what + " (" + strings.Join(about, "; ") + ")"
}

// conditionWords words who an effect's condition admits.
func conditionWords(c *nobles.Condition, itemName func(string) string) string {
	var parts []string
	bound := func(lo, hi *int, words func(int) string) {
		switch {
		case lo != nil && hi != nil:
			parts = append(parts, fmt.Sprintf("%s to %s", thousands(*lo), words(*hi)))
		case lo != nil:
			parts = append(parts, "at least "+words(*lo))
		case hi != nil:
			parts = append(parts, "at most "+words(*hi))
		}
	}
	bound(c.MinCrowns, c.MaxCrowns, crowns)
	bound(c.MinTokens, c.MaxTokens, func(n int) string { return plural(n, "Vault Token", "Vault Tokens") })
	bound(c.MinItems, c.MaxItems, func(n int) string { return plural(n, "Market item", "Market items") })
	var who []string
	if len(parts) > 0 {
		who = append(who, "holding "+strings.Join(parts, " and "))
	}
	if c.HasItem != "" {
		who = append(who, "owning the "+itemName(c.HasItem))
	}
	return "only nobles " + strings.Join(who, " and ")
}
