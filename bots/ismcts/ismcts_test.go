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

// TestDeterministic: a search is a function of its seed, whatever the
// shape of the tree, and reusing a bot (whose memory is kept between
// searches) changes nothing: a fresh bot and one that has just searched
// elsewhere agree statistic for statistic.
func TestDeterministic(t *testing.T) {
	nimPlayout := func(st engine.State, rng *rand.Rand, limit int) (int, bool) {
		n, ok := st.(*nim)
		if !ok {
			return 0, false
		}
		moves := 0
		for ; n.pile > 0 && moves < limit; moves++ {
			k := min(n.pile, 1+rng.IntN(2))
			n.pile, n.turn = n.pile-k, 1-n.turn
		}
		return moves, true
	}
	for _, c := range []struct {
		name string
		game bots.Searchable
		cfg  ismcts.Config
		view func() (any, []engine.Move)
	}{
		{"nim, flat", nimGame{}, ismcts.Config{Iterations: 300, Expand: 1 << 30}, nimView(9)},
		{"nim, classic tree", nimGame{}, ismcts.Config{Iterations: 300}, nimView(9)},
		{"nim, tree from the 4th visit, policy bias", nimGame{}, ismcts.Config{Iterations: 300, Expand: 4, Bias: 0.5, Rollout: perfectNim}, nimView(11)},
		{"nim, others by the policy", nimGame{}, ismcts.Config{Iterations: 300, Others: true, Rollout: perfectNim}, nimView(10)},
		{"nim, whole playouts", nimGame{}, ismcts.Config{Iterations: 300, Playout: nimPlayout}, nimView(10)},
		{"nim, a small tree", nimGame{}, ismcts.Config{Iterations: 300, MaxNodes: 20}, nimView(12)},
		{"nim, a move budget", nimGame{}, ismcts.Config{Iterations: 300, Moves: 500}, nimView(12)},
		{"guess, simultaneous", guessGame{}, ismcts.Config{Iterations: 200, Expand: 2}, guessPosition(3)},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := c.cfg
			cfg.Game = c.game
			view, legal := c.view()
			used := ismcts.New(cfg)
			other, otherLegal := c.view()
			used.Search(1, other, nil, otherLegal, rand.New(rand.NewPCG(8, 8)))
			var got []string
			for _, bot := range []*ismcts.Bot{ismcts.New(cfg), ismcts.New(cfg), used} {
				m, st := bot.Search(0, view, nil, legal, rand.New(rand.NewPCG(3, 4)))
				got = append(got, fmt.Sprint(m, st))
			}
			for _, g := range got[1:] {
				if g != got[0] {
					t.Fatalf("same seed, different searches:\n%v\n%v", got[0], g)
				}
			}
		})
	}
}

func nimView(pile int) func() (any, []engine.Move) {
	return func() (any, []engine.Move) {
		v := &nim{pile: pile}
		return v, v.Legal(0, nil)
	}
}

func guessPosition(seed uint64) func() (any, []engine.Move) {
	return func() (any, []engine.Move) {
		g := newGuess(seed, 4)
		return g.View(0), g.Legal(0, nil)
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
// and that a threshold of 1 (or 0) searches deeper: nodes below the root
// searched, several steps down.
func TestExpandThreshold(t *testing.T) {
	for _, c := range []struct {
		expand   int
		maxNodes int // 0: more than 3 wanted, and nodes searched below the root
	}{
		{expand: 1 << 30, maxNodes: 3}, // the root and its two children
		{expand: 1},
		{expand: 0},
		{expand: 4},
	} {
		bot := ismcts.New(ismcts.Config{Game: nimGame{}, Iterations: 200, Rollout: perfectNim, Expand: c.expand})
		for _, pile := range []int{4, 5, 7, 8, 10, 11} {
			v := &nim{pile: pile}
			m, st := bot.Search(0, v, nil, v.Legal(0, nil), rand.New(rand.NewPCG(2, uint64(pile))))
			if (pile-m.Option)%3 != 0 {
				t.Errorf("expand %d, pile %d: took %d", c.expand, pile, m.Option)
			}
			if c.maxNodes > 0 && (st.Nodes > c.maxNodes || st.Searched > 0 || st.Depth > 1) {
				t.Errorf("expand %d, pile %d: %d nodes, %d searched below the root, %d deep; want a flat search", c.expand, pile, st.Nodes, st.Searched, st.Depth)
			}
			if c.maxNodes == 0 && (st.Nodes <= 3 || st.Searched == 0 || st.SearchedDepth < 2 || st.Depth < 3) {
				t.Errorf("expand %d, pile %d: %d nodes, %d searched below the root (the deepest %d steps down), %d deep; want a tree", c.expand, pile, st.Nodes, st.Searched, st.SearchedDepth, st.Depth)
			}
		}
	}
}

// TestMaxNodes: the tree never holds more nodes than asked, and a full
// tree still searches (the iterations go on, walking it and playing
// out) and finds nim's winning move.
func TestMaxNodes(t *testing.T) {
	for _, max := range []int{1, 2, 10, 50} {
		bot := ismcts.New(ismcts.Config{Game: nimGame{}, Iterations: 600, MaxNodes: max})
		v := &nim{pile: 10}
		m, st := bot.Search(0, v, nil, v.Legal(0, nil), rand.New(rand.NewPCG(5, 5)))
		if st.Nodes > max || st.Iterations < 600 {
			t.Errorf("max %d: %d nodes after %d iterations", max, st.Nodes, st.Iterations)
		}
		if max >= 10 && m.Option != 1 {
			t.Errorf("max %d: took %d from 10", max, m.Option)
		}
	}
}
