package game_test

import (
	"errors"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
)

func TestRulesCacheSharesOneCopy(t *testing.T) {
	g := highest.New()
	def, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	loads := 0
	load := func(doc []byte) (game.Rules, error) { loads++; return g.Document(doc) }
	c := game.NewRulesCache[game.Rules](2)
	a, err := c.Document(def.Doc(), load)
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Document(def.Doc(), load)
	if err != nil {
		t.Fatal(err)
	}
	if loads != 1 || a != b {
		t.Errorf("two reads of one document: %d loads, same copy %v; want 1 load and one copy", loads, a == b)
	}
	if kept := c.Keep(def); kept != a {
		t.Errorf("Keep of rules already kept returned a new copy")
	}
	bad := errors.New("no such rules")
	if _, err := c.Document([]byte("{}x"), func([]byte) (game.Rules, error) { return nil, bad }); !errors.Is(err, bad) {
		t.Errorf("a failing load gave %v, want its own error", err)
	}
}
