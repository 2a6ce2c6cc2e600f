package nobles

import (
	"testing"

	"pgregory.net/rapid"
)

// TestBoundsHoldAsCondition checks the compiled form of a condition that
// reaches tests against Condition.Holds, which the steward bot decides
// through: random conditions, random nobles, the same answer.
func TestBoundsHoldAsCondition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		bound := func(name string) *int {
			if !rapid.Bool().Draw(t, name+"?") {
				return nil
			}
			v := rapid.IntRange(-3, 12).Draw(t, name)
			return &v
		}
		c := &Condition{
			MinCrowns: bound("min_crowns"), MaxCrowns: bound("max_crowns"),
			MinTokens: bound("min_tokens"), MaxTokens: bound("max_tokens"),
			MinItems: bound("min_items"), MaxItems: bound("max_items"),
		}
		if rapid.Bool().Draw(t, "has_item?") {
			c.HasItem = "x"
		}
		b := compileCondition(c)
		crowns, tokens, items := rapid.IntRange(-2, 14).Draw(t, "crowns"), rapid.IntRange(0, 14).Draw(t, "tokens"), rapid.IntRange(0, 14).Draw(t, "items")
		has := rapid.Bool().Draw(t, "has")
		if got, want := b.admits(crowns, tokens, items, has), c.Holds(crowns, tokens, items, has); got != want {
			t.Fatalf("condition %+v, crowns %d, tokens %d, items %d, has %v: bounds say %v, Holds %v", c, crowns, tokens, items, has, got, want)
		}
	})
}
