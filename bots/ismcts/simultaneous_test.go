package ismcts_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/engine"
)

// guess is a tiny game of simultaneous secret choices: each round chance
// shows a target, 0 or 1, then both seats at once secretly pick 0 or 1,
// and a seat whose pick is the target scores a point. A seat's view shows
// whether the other has picked, never what.
type guess struct {
	round, rounds, target int
	picks, scores         [2]int // picks: -1 until made
	rng                   rand.PCG
}

func newGuess(seed uint64, rounds int) *guess {
	g := &guess{round: 1, rounds: rounds, picks: [2]int{-1, -1}}
	g.rng.Seed(seed, 1)
	g.target = int(g.rng.Uint64() % 2)
	return g
}

func (g *guess) Seats() int      { return 2 }
func (g *guess) ended() bool     { return g.round > g.rounds }
func (g *guess) open(s int) bool { return !g.ended() && g.picks[s] < 0 }

func (g *guess) Pending() []engine.Decision {
	var out []engine.Decision
	for s := range 2 {
		if g.open(s) {
			out = append(out, engine.Decision{Seat: engine.Seat(s), Kind: "pick", Moves: g.Legal(engine.Seat(s), nil)})
		}
	}
	return out
}

func (g *guess) Legal(seat engine.Seat, buf []engine.Move) []engine.Move {
	if seat < 0 || seat > 1 || !g.open(int(seat)) {
		return buf
	}
	return append(buf, engine.WithOption("pick", 0), engine.WithOption("pick", 1))
}

func (g *guess) Apply(seat engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	if !slices.Contains(g.Legal(seat, nil), m) {
		return nil, nil, &engine.MoveError{Err: engine.ErrIllegalMove, Seat: seat, Move: m, Message: "not legal now"}
	}
	n := *g
	n.picks[seat] = m.Option
	evs := []engine.Event{{Type: "picked", Seat: seat}}
	if n.picks[0] < 0 || n.picks[1] < 0 {
		return &n, evs, nil
	}
	for s, p := range n.picks {
		evs = append(evs, engine.Event{Type: "reveal", Seat: engine.Seat(s), Amount: p})
		if p == n.target {
			n.scores[s]++
		}
	}
	n.picks = [2]int{-1, -1}
	n.round++
	n.target = int(n.rng.Uint64() % 2)
	return &n, append(evs, engine.Event{Type: "target", Seat: engine.NoSeat, Amount: n.target}), nil
}

type guessView struct {
	Viewer, Round, Rounds, Target int
	Scores                        [2]int
	Picked                        [2]bool
	Mine                          int // -1 if not picked (or a spectator)
}

func (g *guess) View(seat engine.Seat) any {
	v := &guessView{Viewer: int(seat), Round: g.round, Rounds: g.rounds, Target: g.target, Scores: g.scores, Mine: -1}
	for s, p := range g.picks {
		v.Picked[s] = p >= 0
		if engine.Seat(s) == seat {
			v.Mine = p
		}
	}
	return v
}

func (g *guess) Outcome() engine.Outcome {
	if !g.ended() {
		return engine.Outcome{}
	}
	out := engine.Outcome{Ended: true, Scores: []int{g.scores[0], g.scores[1]}}
	for s, sc := range g.scores {
		if sc == max(g.scores[0], g.scores[1]) {
			out.Winners = append(out.Winners, engine.Seat(s))
		}
	}
	return out
}

// guessGame samples states from a view: the other seat's pick, if made,
// and the targets to come are drawn afresh.
type guessGame struct{}

func (guessGame) Sampler(view any, _ []engine.Event) (bots.Sampler, error) {
	v, ok := view.(*guessView)
	if !ok {
		return nil, fmt.Errorf("not a guess view: %T", view)
	}
	return guessSampler{v}, nil
}

type guessSampler struct{ v *guessView }

func (s guessSampler) Sample(rng *rand.Rand) engine.State {
	v := s.v
	g := &guess{round: v.Round, rounds: v.Rounds, target: v.Target, scores: v.Scores, picks: [2]int{-1, -1}}
	g.rng.Seed(rng.Uint64(), rng.Uint64())
	for seat, picked := range v.Picked {
		switch {
		case !picked:
		case seat == v.Viewer:
			g.picks[seat] = v.Mine
		default:
			g.picks[seat] = rng.IntN(2)
		}
	}
	return g
}

// TestSimultaneousRootIsOwnSeat asks each seat for its pick while the
// other is pending too, and after the other has picked: the search must
// judge its own seat's moves (not those of Pending()[0]) and so always
// pick the target.
func TestSimultaneousRootIsOwnSeat(t *testing.T) {
	bot := ismcts.New(ismcts.Config{Game: guessGame{}, Iterations: 64})
	for seed := range uint64(6) {
		for seat := range 2 {
			for _, otherPicked := range []bool{false, true} {
				var st engine.State = newGuess(seed, 3)
				target := st.(*guess).target
				if otherPicked {
					var err error
					if st, _, err = st.Apply(engine.Seat(1-seat), engine.WithOption("pick", 1-target)); err != nil {
						t.Fatal(err)
					}
				}
				legal := st.Legal(engine.Seat(seat), nil)
				m := bot.Choose(engine.Seat(seat), st.View(engine.Seat(seat)), legal, rand.New(rand.NewPCG(seed, 9)))
				if m.Option != target {
					t.Errorf("seed %d, seat %d (other picked: %v): picked %d, target %d", seed, seat, otherPicked, m.Option, target)
				}
			}
		}
	}
}

// TestGuessViewHidesPicks checks the test game itself: seat 1 sees the
// same view whichever number seat 0 picked.
func TestGuessViewHidesPicks(t *testing.T) {
	st := newGuess(1, 2)
	var views []string
	for _, k := range []int{0, 1} {
		next, evs, err := st.Apply(0, engine.WithOption("pick", k))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(struct {
			V any
			E []engine.Event
		}{next.View(1), evs})
		views = append(views, string(b))
	}
	if views[0] != views[1] {
		t.Fatalf("seat 1 can tell seat 0's pick:\n%s\n%s", views[0], views[1])
	}
}

// TestPlayOutSimultaneous plays whole games with two search bots through
// bots.PlayOut: both seats decide every round, lowest seat first, and
// both hit every target.
func TestPlayOutSimultaneous(t *testing.T) {
	players := []bots.Bot{
		ismcts.New(ismcts.Config{Game: guessGame{}, Iterations: 64}),
		ismcts.New(ismcts.Config{Game: guessGame{}, Iterations: 64}),
	}
	final, moves, _, err := bots.PlayOut(newGuess(7, 4), players, rand.New(rand.NewPCG(7, 7)), 100)
	if err != nil {
		t.Fatal(err)
	}
	out := final.Outcome()
	if !out.Ended || !slices.Equal(out.Scores, []int{4, 4}) {
		t.Fatalf("outcome %+v", out)
	}
	for i, m := range moves {
		if int(m.Seat) != i%2 {
			t.Fatalf("move %d was seat %d's: simultaneous decisions must go in seat order", i, m.Seat)
		}
	}
}
