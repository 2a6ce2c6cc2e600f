package nobles

import (
	"evergreen/ruleset"
)

// Every number a rule set holds has an upper bound (docs/RULESETS.md,
// "Bounds"), so that nothing the game adds up over a year at a full
// table can overflow, and a slip such as six extra zeros is refused with
// its path instead of played. Lower bounds (no negative price, a
// positive cost) are the field's own checks in Validate.
const (
	// MaxCrowns bounds any amount of Crowns: income, Duty costs, token
	// value, prices, option costs, effect amounts (either sign) and the
	// Crowns in a condition.
	MaxCrowns = 1_000_000
	// MaxDurationTurns bounds a duration in turns: a whole year at the
	// most turns a season allows (4 × 64).
	MaxDurationTurns = 4 * 64
	// MaxDurationSeasons bounds a duration in seasons: a year.
	MaxDurationSeasons = 4
	// MaxCount bounds the Vault Tokens and Market items a condition
	// counts.
	MaxCount = 1_000
	// MaxListed bounds how many cards a deck holds and how many Houses,
	// Virtues and Market items a rule set offers.
	MaxListed = 500
)

// checkBounds adds a problem for every number of r above its bound.
func (r *Rules) checkBounds(ps *ruleset.Problems) {
	// over's format reads the bound and the number, grouped by thousands.
	over := func(path string, v, hi int, format string) {
		if v > hi || v < -hi {
			ps.Add(path, format, ruleset.Grouped(hi), ruleset.Grouped(v))
		}
	}
	crowns := func(path string, v int) { over(path, v, MaxCrowns, "must be at most %s Crowns, got %s") }
	for i, v := range [4]int{r.Income.Spring, r.Income.Summer, r.Income.Autumn, r.Income.Winter} {
		crowns("income."+SeasonName(i), v)
	}
	crowns("duties.save_cost", r.Duties.SaveCost)
	crowns("duties.give_cost", r.Duties.GiveCost)
	crowns("duties.token_value", r.Duties.TokenValue)
	listed := func(path string, n int) { over(path, n, MaxListed, "must be at most %s entries, got %s") }
	listed("houses", len(r.Houses))
	listed("virtues", len(r.Virtues))
	listed("market", len(r.Market))
	listed("decks.proving", len(r.Decks.Proving))
	listed("decks.ordeal", len(r.Decks.Ordeal))
	listed("decks.decree", len(r.Decks.Decree))

	effects := func(path string, effs []Effect) {
		for i, e := range effs {
			p := ruleset.Index(path, i)
			crowns(ruleset.Field(p, "amount"), e.Amount)
			if d := e.Duration; d != nil {
				over(ruleset.Field(p, "duration.turns"), d.Turns, MaxDurationTurns, "must be at most %s turns, got %s")
				over(ruleset.Field(p, "duration.seasons"), d.Seasons, MaxDurationSeasons, "must be at most %s seasons, got %s")
			}
			if c := e.If; c != nil {
				cp := ruleset.Field(p, "if")
				for _, f := range []struct {
					name string
					v    *int
					hi   int
				}{
					{"min_crowns", c.MinCrowns, MaxCrowns}, {"max_crowns", c.MaxCrowns, MaxCrowns},
					{"min_tokens", c.MinTokens, MaxCount}, {"max_tokens", c.MaxTokens, MaxCount},
					{"min_items", c.MinItems, MaxCount}, {"max_items", c.MaxItems, MaxCount},
				} {
					if f.v != nil {
						over(ruleset.Field(cp, f.name), *f.v, f.hi, "must be at most %s, got %s")
					}
				}
			}
		}
	}
	for i, v := range r.Virtues {
		effects(ruleset.Field(ruleset.Index("virtues", i), "modifiers"), v.Modifiers)
	}
	for i, it := range r.Market {
		p := ruleset.Index("market", i)
		crowns(ruleset.Field(p, "price"), it.Price)
		effects(ruleset.Field(p, "modifiers"), it.Modifiers)
	}
	for i, c := range r.Decks.Proving {
		for j, o := range c.Options {
			p := ruleset.Index(ruleset.Field(ruleset.Index("decks.proving", i), "options"), j)
			crowns(ruleset.Field(p, "cost"), o.Cost)
			effects(ruleset.Field(p, "effects"), o.Effects)
		}
	}
	for i, c := range r.Decks.Ordeal {
		effects(ruleset.Field(ruleset.Index("decks.ordeal", i), "effects"), c.Effects)
	}
	for i, c := range r.Decks.Decree {
		effects(ruleset.Field(ruleset.Index("decks.decree", i), "effects"), c.Effects)
	}
}
