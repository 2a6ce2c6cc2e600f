package noblesgame

import (
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// A move outside Nobles' vocabulary is refused saying which move and
// why (every move the rules list passes: gametest's conformance).
func TestCheckMoveRefuses(t *testing.T) {
	r, err := New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	rules := r.(*Rules)
	for _, c := range []struct {
		m    engine.Move
		want string
	}{
		{engine.M("fly"), `unknown move "fly" (moves: choose, convert, decline, give, invest, keep, reroll, roll, save, wait)`},
		{engine.M(nobles.MoveChoose), `choose needs "option": 0 or 1`},
		{engine.WithOption(nobles.MoveChoose, 2), "choose: option 2 is not 0 or 1"},
		{engine.WithItem(nobles.MoveInvest, "golden-goose"), `invest: "golden-goose" is not a Market item of this rule set (ledger-of-wisdom,`},
		{engine.M(nobles.MoveInvest), `invest needs "item"`},
		{engine.WithOption(nobles.MoveRoll, 1), `roll takes no "option"`},
		{engine.WithItem(nobles.MoveWait, "x"), `wait takes no "item"`},
	} {
		if err := rules.Moves().Check(c.m); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.m, err, c.want)
		}
	}
	if err := rules.Moves().Check(engine.WithOption(nobles.MoveChoose, 1)); err != nil {
		t.Errorf("choose 1: %v", err)
	}
}
