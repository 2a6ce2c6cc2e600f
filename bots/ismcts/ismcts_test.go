package ismcts_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/engine"
)

// nim is a tiny game with no hidden information, to check the search on
// something other than Nobles: players take 1 or 2 from a pile in turn,
// and whoever takes the last one wins.
type nim struct {
	pile, turn int
}

func (n *nim) Seats() int { return 2 }
func (n *nim) Pending() []engine.Decision {
	if n.pile == 0 {
		return nil
	}
	return []engine.Decision{{Seat: engine.Seat(n.turn), Kind: "take", Moves: n.Legal(engine.Seat(n.turn), nil)}}
}
func (n *nim) Legal(seat engine.Seat, buf []engine.Move) []engine.Move {
	if n.pile == 0 || int(seat) != n.turn {
		return buf
	}
	for k := 1; k <= min(2, n.pile); k++ {
		buf = append(buf, engine.WithOption("take", k))
	}
	return buf
}
func (n *nim) Apply(seat engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	if n.pile == 0 || int(seat) != n.turn || m.Name != "take" || m.Option < 1 || m.Option > min(2, n.pile) {
		return nil, nil, fmt.Errorf("%w: %v", engine.ErrIllegalMove, m)
	}
	return &nim{pile: n.pile - m.Option, turn: 1 - n.turn}, []engine.Event{{Type: "take", Seat: seat, Amount: m.Option}}, nil
}
func (n *nim) View(engine.Seat) any { c := *n; return &c }
func (n *nim) Outcome() engine.Outcome {
	if n.pile > 0 {
		return engine.Outcome{}
	}
	w := engine.Seat(1 - n.turn) // took the last one
	sc := []int{0, 0}
	sc[w] = 1
	return engine.Outcome{Ended: true, Scores: sc, Winners: []engine.Seat{w}}
}

type nimGame struct{}

func (nimGame) Sampler(view any, _ []engine.Event) (bots.Sampler, error) {
	v, ok := view.(*nim)
	if !ok {
		return nil, fmt.Errorf("not a nim view")
	}
	return nimSampler{*v}, nil
}

type nimSampler struct{ n nim }

func (s nimSampler) Sample(*rand.Rand) engine.State { c := s.n; return &c }

func TestFindsWinningMoves(t *testing.T) {
	bot := ismcts.New(ismcts.Config{Game: nimGame{}, Iterations: 2000})
	// From a pile that is not a multiple of 3, the winning move leaves a
	// multiple of 3.
	for _, pile := range []int{2, 4, 5, 7, 8, 10} {
		v := &nim{pile: pile}
		legal := v.Legal(0, nil)
		m := bot.Choose(0, v, legal, rand.New(rand.NewPCG(1, uint64(pile))))
		if (pile-m.Option)%3 != 0 {
			t.Errorf("pile %d: took %d, leaving %d", pile, m.Option, pile-m.Option)
		}
	}
}

func TestDeterministic(t *testing.T) {
	bot := ismcts.New(ismcts.Config{Game: nimGame{}, Iterations: 300})
	v := &nim{pile: 9}
	legal := v.Legal(0, nil)
	_, a := bot.Search(0, v, nil, legal, rand.New(rand.NewPCG(3, 4)))
	_, b := bot.Search(0, v, nil, legal, rand.New(rand.NewPCG(3, 4)))
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Fatalf("same seed, different searches:\n%v\n%v", a, b)
	}
}

func TestOneLegalMoveIsFree(t *testing.T) {
	bot := ismcts.New(ismcts.Config{Game: nimGame{}, Iterations: 1000})
	v := &nim{pile: 1}
	m, st := bot.Search(0, v, nil, v.Legal(0, nil), rand.New(rand.NewPCG(1, 1)))
	if m.Option != 1 || st.Iterations != 0 {
		t.Fatalf("got %v after %d iterations", m, st.Iterations)
	}
}

func TestDefaultReward(t *testing.T) {
	r := make([]float64, 3)
	ismcts.DefaultReward(engine.Outcome{Ended: true, Scores: []int{10, 10, 4}, Winners: []engine.Seat{0, 1}}, r)
	if r[0] != r[1] || r[0] <= r[2] || r[0] > 1 || r[2] < 0 {
		t.Fatalf("rewards %v", r)
	}
}

// perfectNim leaves the opponent a multiple of 3 whenever it can.
func perfectNim(st engine.State, _ engine.Seat, legal []engine.Move, _ *rand.Rand) engine.Move {
	n := st.(*nim)
	for _, m := range legal {
		if (n.pile-m.Option)%3 == 0 {
			return m
		}
	}
	return legal[0]
}

// TestExpandThreshold checks that below the expansion threshold the tree
// does not grow past the root's children and play follows the policy,
// and that a threshold of 1 searches deeper.
func TestExpandThreshold(t *testing.T) {
	for _, c := range []struct {
		expand   int
		maxNodes int // 0: more than 3 wanted
	}{
		{expand: 1 << 30, maxNodes: 3}, // the root and its two children
		{expand: 1},
		{expand: 0},
	} {
		bot := ismcts.New(ismcts.Config{Game: nimGame{}, Iterations: 200, Rollout: perfectNim, Expand: c.expand})
		for _, pile := range []int{4, 5, 7, 8, 10, 11} {
			v := &nim{pile: pile}
			m, st := bot.Search(0, v, nil, v.Legal(0, nil), rand.New(rand.NewPCG(2, uint64(pile))))
			if (pile-m.Option)%3 != 0 {
				t.Errorf("expand %d, pile %d: took %d", c.expand, pile, m.Option)
			}
			if c.maxNodes > 0 && st.Nodes > c.maxNodes || c.maxNodes == 0 && st.Nodes <= 3 {
				t.Errorf("expand %d, pile %d: %d nodes", c.expand, pile, st.Nodes)
			}
		}
	}
}
