package ismcts

import (
	"math"
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/engine"
)

// node is one information set of the public history: what every seat
// has seen happen since the root (the moves made and the public part of
// what they caused). Hidden facts, which differ between samples, never
// split it, so one node gathers every sample that reaches it.
type node struct {
	edges []edge
	// shared holds the children of moves made simultaneously with other
	// seats' (see iterate), one per public outcome, whatever the move.
	shared []kid
	visits int32
	// searched is set once the node's moves have been chosen by UCB1
	// rather than by the policy.
	searched bool
}

// edge is one move from a node, with its statistics and its children, one
// per distinct public outcome.
type edge struct {
	move          engine.Move
	visits, avail int32
	reward        float64
	kids          []kid
}

type kid struct {
	key  uint64
	node int32
}

type step struct {
	node, edge int32
	seat       engine.Seat
}

// search is the scratch memory of one search, kept between decisions so
// that a bot at the table allocates next to nothing once warmed up: the
// nodes, their edges and their children's lists are truncated, not
// dropped, and refilled in place.
type search struct {
	cfg     Config
	root    engine.Seat
	nodes   []node
	path    []step
	legal   []engine.Move
	evs     []engine.Event
	rewards []float64
	untried []int32
	// rounds holds the root seat's reward of every iteration, round by
	// round, one per root move.
	rounds []float64
	sums   [][2]float64
	moves  int
	// depth is the most tree steps an iteration took; searched counts the
	// nodes below the root whose moves were searched, and searchedDepth is
	// the deepest of them (the root's children are at depth 1).
	depth, searched, searchedDepth int
}

func (s *search) reset(cfg Config, seat engine.Seat) {
	s.cfg, s.root = cfg, seat
	s.nodes = s.nodes[:0]
	s.newNode()
	s.moves, s.depth, s.searched, s.searchedDepth = 0, 0, 0, 0
}

// newNode adds an empty node, reusing the memory of a node of an earlier
// search, and returns its index.
func (s *search) newNode() int32 {
	n := len(s.nodes)
	if n < cap(s.nodes) {
		s.nodes = s.nodes[:n+1]
		nd := &s.nodes[n]
		nd.edges, nd.shared, nd.visits, nd.searched = nd.edges[:0], nd.shared[:0], 0, false
	} else {
		s.nodes = append(s.nodes, node{})
	}
	return int32(n)
}

// edgeOf returns the index of m's edge at node n, adding it if need be
// (reusing the memory of an edge dropped by an earlier search).
func (s *search) edgeOf(n int32, m engine.Move) int32 {
	nd := &s.nodes[n]
	for i := range nd.edges {
		if nd.edges[i].move == m {
			return int32(i)
		}
	}
	i := len(nd.edges)
	if i < cap(nd.edges) {
		nd.edges = nd.edges[:i+1]
		e := &nd.edges[i]
		*e = edge{move: m, kids: e.kids[:0]}
	} else {
		nd.edges = append(nd.edges, edge{move: m})
	}
	return int32(i)
}

// iterate runs one iteration on st, a fresh sample, playing first at
// the root, and returns the root seat's reward.
//
// From the root it walks down the tree, choosing moves by UCB1 over
// availability (at another seat's node, when Config.Others says so, by
// the rollout policy), until it adds a node, the first not yet in the
// tree, or reaches one visited fewer than Config.Expand times; then it
// plays the sample out with the rollout policy.
func (s *search) iterate(st engine.State, rng *rand.Rand, first engine.Move) float64 {
	s.path = s.path[:0]
	cur := int32(0)
	_, sequential := st.(bots.Decider)
	for {
		// The root decision is the searching seat's, even when other
		// seats are pending at the same time (simultaneous decisions):
		// its move goes first, then the others in seat order.
		seat := s.root
		if cur != 0 {
			seat = bots.Next(st)
		}
		if seat < 0 {
			break
		}
		s.legal = st.Legal(seat, s.legal[:0])
		if len(s.legal) == 0 {
			break
		}
		s.nodes[cur].visits++
		var e int32
		switch {
		case cur == 0:
			e = s.rootEdge(first, rng)
		case int(s.nodes[cur].visits) < s.cfg.Expand:
			// Too little seen here to search: leave the tree, and let
			// the policy play on.
			e = -1
		case s.cfg.Others && seat != s.root && len(s.legal) > 1:
			e = s.edgeOf(cur, s.policy(st, seat, rng))
		default:
			e = s.selectEdge(cur, st, seat, rng)
			if !s.nodes[cur].searched && len(s.legal) > 1 {
				s.nodes[cur].searched = true
				s.searched++
				s.searchedDepth = max(s.searchedDepth, len(s.path))
			}
		}
		if e < 0 {
			break
		}
		m := s.nodes[cur].edges[e].move
		// A move made while other seats are still to decide at the same
		// time leads to a node shared by all of this seat's moves, so
		// that the seats deciding after it in the tree do not learn its
		// choice from the path, just as they could not at the table.
		simultaneous := !sequential && len(st.Pending()) > 1
		s.path = append(s.path, step{node: cur, edge: e, seat: seat})
		st, s.evs = play(st, seat, m, s.evs[:0])
		s.moves++
		var key uint64
		if s.cfg.OpenLoop {
			// Keyed by who decides next, so that a node's moves are
			// always one seat's, whichever way chance went.
			key = uint64(bots.Next(st) + 1)
		} else {
			key = hashEvents(s.evs)
		}
		kids := &s.nodes[cur].edges[e].kids
		if simultaneous {
			kids = &s.nodes[cur].shared
		}
		next := int32(-1)
		for _, k := range *kids {
			if k.key == key {
				next = k.node
				break
			}
		}
		if next < 0 {
			// Add one node, unless the tree is full, then play out.
			if len(s.nodes) < s.cfg.MaxNodes {
				n := s.newNode()
				// newNode may have moved the nodes: find the list again.
				kids = &s.nodes[cur].edges[e].kids
				if simultaneous {
					kids = &s.nodes[cur].shared
				}
				*kids = append(*kids, kid{key: key, node: n})
			}
			break
		}
		cur = next
	}
	s.depth = max(s.depth, len(s.path))
	st = s.rollout(st, rng)
	n := st.Seats()
	if cap(s.rewards) < n {
		s.rewards = make([]float64, n)
	}
	r := s.rewards[:n]
	if s.cfg.Evaluate != nil {
		s.cfg.Evaluate(st, r)
	} else if out := st.Outcome(); out.Ended {
		s.cfg.Reward(out, r)
	} else {
		for i := range r {
			r[i] = 1 / float64(n)
		}
	}
	for _, p := range s.path {
		ed := &s.nodes[p.node].edges[p.edge]
		ed.visits++
		if int(p.seat) < len(r) {
			ed.reward += r[p.seat]
		}
	}
	if int(s.root) >= 0 && int(s.root) < len(r) {
		return r[s.root]
	}
	return 0
}

// rootEdge counts every legal move of the root as available and returns
// first's edge. The root's moves are not chosen by UCB1 (each round plays
// every one of them), but a round used to draw one number from rng here
// while some root move was untried; it still does, so that the figures
// measured with the games' flat searches stay reproducible to the game.
func (s *search) rootEdge(first engine.Move, rng *rand.Rand) int32 {
	untried := 0
	for _, m := range s.legal {
		e := &s.nodes[0].edges[s.edgeOf(0, m)]
		e.avail++
		if e.visits == 0 {
			untried++
		}
	}
	if untried > 0 {
		rng.IntN(untried)
	}
	return s.edgeOf(0, first)
}

// policy is the rollout policy's move for seat among s.legal (at least
// two), or a random one without a policy.
func (s *search) policy(st engine.State, seat engine.Seat, rng *rand.Rand) engine.Move {
	if p := s.policyOf(seat); p != nil {
		return p(st, seat, s.legal, rng)
	}
	return s.legal[rng.IntN(len(s.legal))]
}

// policyOf is the policy seat plays by: Config.Model for the other
// seats when set, else Config.Rollout.
func (s *search) policyOf(seat engine.Seat) bots.Policy {
	if s.cfg.Model != nil && seat != s.root {
		return s.cfg.Model
	}
	return s.cfg.Rollout
}

// selectEdge picks the move to follow from node n among the legal moves
// in s.legal: an untried one if any (the rollout policy's choice first,
// else one at random), else the best by UCB1 over availability, the
// policy's move with a bonus of Config.Bias/(visits+1) that fades as its
// record grows.
func (s *search) selectEdge(n int32, st engine.State, seat engine.Seat, rng *rand.Rand) int32 {
	s.untried = s.untried[:0]
	for _, m := range s.legal {
		e := s.edgeOf(n, m)
		s.nodes[n].edges[e].avail++
		if s.nodes[n].edges[e].visits == 0 {
			s.untried = append(s.untried, e)
		}
	}
	nd := &s.nodes[n]
	pm, hasPolicy := engine.Move{}, false
	if p := s.policyOf(seat); p != nil && (len(s.untried) > 1 || s.cfg.Bias > 0 && len(s.legal) > 1) {
		pm, hasPolicy = p(st, seat, s.legal, rng), true
	}
	if len(s.untried) > 0 {
		if hasPolicy && len(s.untried) > 1 {
			for _, e := range s.untried {
				if nd.edges[e].move == pm {
					return e
				}
			}
		}
		return s.untried[rng.IntN(len(s.untried))]
	}
	best, bestScore := int32(-1), math.Inf(-1)
	c := s.cfg.Exploration
	for _, m := range s.legal {
		for i := range nd.edges {
			ed := &nd.edges[i]
			if ed.move != m {
				continue
			}
			v := float64(ed.visits)
			score := ed.reward/v + c*math.Sqrt(math.Log(float64(ed.avail))/v)
			if hasPolicy && ed.move == pm {
				score += s.cfg.Bias / (v + 1)
			}
			if score > bestScore {
				best, bestScore = int32(i), score
			}
			break
		}
	}
	return best
}

func (s *search) rollout(st engine.State, rng *rand.Rand) engine.State {
	limit := s.cfg.RolloutLimit
	if s.cfg.SeatPlayout != nil {
		if n, ok := s.cfg.SeatPlayout(st, s.root, rng, limit); ok {
			s.moves += n
			return st
		}
	} else if s.cfg.Playout != nil {
		if n, ok := s.cfg.Playout(st, rng, limit); ok {
			s.moves += n
			return st
		}
	}
	// A QuietStepper moves in place, so st stays the same value throughout.
	q, quiet := st.(bots.QuietStepper)
	for range limit {
		seat := bots.Next(st)
		if seat < 0 {
			break
		}
		s.legal = st.Legal(seat, s.legal[:0])
		if len(s.legal) == 0 {
			break
		}
		m := s.legal[0]
		if len(s.legal) > 1 {
			if p := s.policyOf(seat); p != nil {
				m = p(st, seat, s.legal, rng)
			} else {
				m = s.legal[rng.IntN(len(s.legal))]
			}
		}
		if quiet {
			if err := q.StepQuiet(seat, m); err != nil {
				panic("ismcts: a legal move was refused: " + err.Error())
			}
		} else {
			st, s.evs = play(st, seat, m, s.evs[:0])
		}
		s.moves++
	}
	return st
}

// play applies m in place when st allows it, else through Apply. A move
// from the legal list cannot fail; if it does the game is broken, and the
// search stops following it by returning st unchanged.
func play(st engine.State, seat engine.Seat, m engine.Move, evs []engine.Event) (engine.State, []engine.Event) {
	if sp, ok := st.(bots.Stepper); ok {
		evs, err := sp.Step(seat, m, evs)
		if err != nil {
			panic("ismcts: a legal move was refused: " + err.Error())
		}
		return st, evs
	}
	next, e, err := st.Apply(seat, m)
	if err != nil {
		panic("ismcts: a legal move was refused: " + err.Error())
	}
	return next, append(evs, e...)
}

// hashEvents fingerprints the public part of what a move caused: what
// chance dealt shows up here. Private numbers are left out, since they
// may be sampled.
func hashEvents(evs []engine.Event) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	str := func(s string) {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= prime
		}
		h ^= 0xff
		h *= prime
	}
	num := func(n int) {
		h ^= uint64(n)
		h *= prime
	}
	for i := range evs {
		e := &evs[i]
		str(e.Type)
		num(int(e.Seat))
		num(e.Amount)
		str(e.Ref)
		str(e.Detail)
	}
	return h
}
