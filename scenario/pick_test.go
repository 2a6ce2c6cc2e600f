package scenario_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/scenario"
)

// pick is a test-only game with simultaneous secret choices: each of
// three rounds, every seat picks 1, 2 or 3 at once; the highest number
// nobody else picked scores a point. It has no snapshot and no move
// checker, so it also shows what the runner does without them.
type pick struct{}

func (pick) Name() string                        { return "pick" }
func (pick) Title() string                       { return "Pick" }
func (pick) Players() (int, int)                 { return 2, 4 }
func (pick) Rules([]byte) (game.Rules, error)    { return pickRules{}, nil }
func (pick) Document([]byte) (game.Rules, error) { return pickRules{}, nil }

type pickRules struct{}

func (pickRules) Doc() []byte                                            { return []byte(`{}`) }
func (pickRules) Code() string                                           { return "pick" }
func (pickRules) Seats(s []game.Seat, _ *rand.Rand) ([]game.Seat, error) { return s, nil }
func (pickRules) Bots() bots.Registry                                    { return bots.Basic() }
func (pickRules) Start(s game.Setup) (engine.State, error) {
	if !s.Rig.Empty() {
		return nil, fmt.Errorf("dice: Pick has no chance to rig")
	}
	return &pickState{picks: make([]int, len(s.Seats)), scores: make([]int, len(s.Seats))}, nil
}

type pickState struct {
	round  int
	picks  []int // this round's picks; 0 = not yet
	scores []int
}

func (p *pickState) Seats() int { return len(p.picks) }
func (p *pickState) Pending() []engine.Decision {
	if p.round == 3 {
		return nil
	}
	var out []engine.Decision
	// Listed highest seat first, so that the runner's seat order is tested.
	for s := len(p.picks) - 1; s >= 0; s-- {
		if p.picks[s] == 0 {
			out = append(out, engine.Decision{Seat: engine.Seat(s), Kind: "pick", Moves: p.Legal(engine.Seat(s), nil)})
		}
	}
	return out
}
func (p *pickState) Legal(s engine.Seat, buf []engine.Move) []engine.Move {
	if p.round == 3 || p.picks[s] != 0 {
		return buf
	}
	for n := 1; n <= 3; n++ {
		buf = append(buf, engine.WithOption("pick", n))
	}
	return buf
}
func (p *pickState) Apply(s engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	if !slices.Contains(p.Legal(s, nil), m) {
		return nil, nil, &engine.MoveError{Err: engine.ErrIllegalMove, Message: "not a legal pick"}
	}
	n := &pickState{round: p.round, picks: slices.Clone(p.picks), scores: slices.Clone(p.scores)}
	n.picks[s] = m.Option
	evs := []engine.Event{{Type: "picked", Seat: s, Private: m.Option}}
	if !slices.Contains(n.picks, 0) {
		best := -1
		for i, v := range n.picks {
			if (best < 0 || v > n.picks[best]) && strings.Count(fmt.Sprint(n.picks), fmt.Sprint(v)) == 1 {
				best = i
			}
		}
		if best >= 0 {
			n.scores[best]++
			evs = append(evs, engine.Event{Type: "round_won", Seat: engine.Seat(best)})
		}
		n.round++
		clear(n.picks)
	}
	return n, evs, nil
}
func (p *pickState) View(engine.Seat) any { return p.round }
func (p *pickState) Outcome() engine.Outcome {
	if p.round < 3 {
		return engine.Outcome{}
	}
	return engine.Outcome{Ended: true, Scores: p.scores, Winners: []engine.Seat{0}}
}

var twoGames = game.MustList(noblesgame.New(), pick{})

// TestSimultaneousAutoplay runs the pick game, where every seat decides
// at once: autoplay must decide for every pending seat, in seat order,
// and a scripted move may come from any pending seat.
func TestSimultaneousAutoplay(t *testing.T) {
	out, code, err := scenario.Run(twoGames, []byte(`{"game":"pick","seed":3,"seats":["A","B","C"],
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
	again, _, _ := scenario.Run(twoGames, []byte(`{"game":"pick","seed":3,"seats":["A","B","C"],
		"moves":[{"seat":2,"move":"pick","option":3}],"autoplay":"random"}`))
	if b2, _ := json.Marshal(again); string(b) != string(b2) {
		t.Error("two runs of one scenario differ")
	}
}

// TestGameByName checks that "game" picks the game, empty is the list's
// default, and a game that cannot be rigged refuses dice.
func TestGameByName(t *testing.T) {
	if _, code, err := scenario.Run(twoGames, []byte(`{"houses":["A","B"],"moves":[{"seat":0,"move":"roll"}]}`)); code != 0 {
		t.Errorf("no game named: exit %d, %v (want the default, Nobles)", code, err)
	}
	if _, code, err := scenario.Run(twoGames, []byte(`{"game":"pick","seats":["A","B"],"moves":[{"seat":0,"move":"roll"}]}`)); code != 1 {
		t.Errorf("a roll in pick: exit %d, %v; want an illegal move", code, err)
	}
	_, code, err := scenario.Run(twoGames, []byte(`{"game":"pick","seats":["A","B"],"dice":[3],"moves":[]}`))
	if code != 2 || err == nil || !strings.Contains(err.Error(), "dice: Pick has no chance") {
		t.Errorf("dice in pick: exit %d, %v", code, err)
	}
	_, code, err = scenario.Run(twoGames, []byte(`{"game":"go","seats":["A","B"],"moves":[]}`))
	if code != 2 || err == nil || !strings.Contains(err.Error(), `game: unknown game "go" (known: nobles, pick)`) {
		t.Errorf("unknown game: exit %d, %v", code, err)
	}
}
