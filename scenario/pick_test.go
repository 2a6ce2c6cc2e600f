package scenario_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/nobles/noblesgame"
	"evergreen/scenario"
)

// pick is Highest Unique (game/gametest/highest), a game of
// simultaneous secret choices, seen through wrappers that list each
// round's decisions highest seat first, so that the runner's seat order
// is tested, and that hide its Snapshotter, so the tests also show what
// the runner does without one.
type pick struct{ game.Game }

func (p pick) Rules(patch []byte) (game.Rules, error)  { return wrapRules(p.Game.Rules(patch)) }
func (p pick) Document(doc []byte) (game.Rules, error) { return wrapRules(p.Game.Document(doc)) }

type pickRules struct{ game.Rules }

func wrapRules(r game.Rules, err error) (game.Rules, error) {
	if err != nil {
		return nil, err
	}
	return pickRules{r}, nil
}

func (r pickRules) Start(s game.Setup) (engine.State, error) {
	st, err := r.Rules.Start(s)
	if err != nil {
		return nil, err
	}
	return reversed{st}, nil
}

// reversed lists pending decisions highest seat first.
type reversed struct{ engine.State }

func (r reversed) Pending() []engine.Decision {
	ds := r.State.Pending()
	slices.Reverse(ds)
	return ds
}

func (r reversed) Apply(s engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	st, evs, err := r.State.Apply(s, m)
	if err != nil {
		return nil, nil, err
	}
	return reversed{st}, evs, nil
}

var twoGames = game.MustList(noblesgame.New(), pick{highest.New()})

// TestSimultaneousAutoplay runs the pick game (Highest Unique), where every seat decides
// at once: autoplay must decide for every pending seat, in seat order,
// and a scripted move may come from any pending seat.
func TestSimultaneousAutoplay(t *testing.T) {
	out, code, err := scenario.Run(twoGames, []byte(`{"game":"highest","seed":3,"seats":["A","B","C"],
		"moves":[{"seat":2,"move":"pick","option":3}],"autoplay":"random"}`))
	if err != nil || code != scenario.ExitOK {
		t.Fatalf("exit %d: %v", code, err)
	}
	if len(out.Autoplay) != 8 {
		t.Fatalf("%d autoplayed moves, want 8 (2 in the first round, then 3 and 3)", len(out.Autoplay))
	}
	want := []engine.Seat{0, 1, 0, 1, 2, 0, 1, 2}
	for i, m := range out.Autoplay {
		if m.Seat != want[i] {
			t.Fatalf("autoplayed move %d by seat %d, want %d: %v", i, m.Seat, want[i], out.Autoplay)
		}
	}
	if out.State != nil {
		t.Errorf("a game without a Snapshotter printed a state: %v", out.State)
	}
	b, _ := json.Marshal(out)
	if strings.Contains(string(b), `"state"`) {
		t.Errorf("the output has a state field: %s", b)
	}
	// The same file runs the same way.
	again, _, _ := scenario.Run(twoGames, []byte(`{"game":"highest","seed":3,"seats":["A","B","C"],
		"moves":[{"seat":2,"move":"pick","option":3}],"autoplay":"random"}`))
	if b2, _ := json.Marshal(again); string(b) != string(b2) {
		t.Error("two runs of one scenario differ")
	}
}

// TestGameByName checks that "game" picks the game, empty is the list's
// default, and a game refuses rigged chance it does not have.
func TestGameByName(t *testing.T) {
	if _, code, err := scenario.Run(twoGames, []byte(`{"houses":["A","B"],"moves":[{"seat":0,"move":"roll"}]}`)); code != 0 {
		t.Errorf("no game named: exit %d, %v (want the default, Nobles)", code, err)
	}
	if _, code, err := scenario.Run(twoGames, []byte(`{"game":"highest","seats":["A","B"],"moves":[{"seat":0,"move":"roll"}]}`)); code != 1 {
		t.Errorf("a roll in highest: exit %d, %v; want an illegal move", code, err)
	}
	_, code, err := scenario.Run(twoGames, []byte(`{"game":"highest","seats":["A","B"],"draws":{"prize":["x"]},"moves":[]}`))
	if code != 2 || err == nil || !strings.Contains(err.Error(), "rig.draws: Highest Unique has no decks") {
		t.Errorf("draws in highest: exit %d, %v", code, err)
	}
	_, code, err = scenario.Run(twoGames, []byte(`{"game":"go","seats":["A","B"],"moves":[]}`))
	if code != 2 || err == nil || !strings.Contains(err.Error(), `game: unknown game "go" (known: nobles, highest)`) {
		t.Errorf("unknown game: exit %d, %v", code, err)
	}
}
