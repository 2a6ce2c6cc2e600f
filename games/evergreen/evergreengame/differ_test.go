package evergreengame_test

import (
	"testing"

	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
)

func TestDiffWordsAChangedCard(t *testing.T) {
	g := evergreengame.New()
	def, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	def2, _ := g.Rules(nil)
	other, err := g.Rules([]byte(`{"sun": {"forest_points": 2}}`))
	if err != nil {
		t.Fatal(err)
	}
	d, ok := def.(game.Differ)
	if !ok {
		t.Fatal("the planet game's rules are not a game.Differ")
	}
	if cs, err := d.Diff(def2, "en"); err != nil || len(cs) != 0 {
		t.Errorf("the default against itself: %v, %v", cs, err)
	}
	cs, err := d.Diff(other, "en")
	want := game.Change{Path: "sun.forest_points", Words: "Sun scoring: points per forest piece 1 → 2"}
	if err != nil || len(cs) != 1 || cs[0] != want {
		t.Errorf("diff: %v, %v; want [%v]", cs, err, want)
	}
}
