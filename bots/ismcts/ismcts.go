// Package ismcts is Information-Set Monte Carlo Tree Search, a bot for
// any game that offers bots.Searchable.
//
// Each iteration samples one complete state consistent with the seat's
// view (the game's determinization: hidden parts drawn afresh, so the
// search never sees the real ones), walks the tree from the root with
// UCB1 using availability counts (a move is only judged against the
// iterations in which it was legal), adds one node, plays the sample out
// to the end with a rollout policy, and credits every decision on the way
// with the reward of the seat that made it. A node's moves are searched
// only once it has been reached Config.Expand times; until then play from
// it follows the rollout policy, and when its moves are first tried the
// policy's choice goes first. In a game full of chance most nodes below
// the root are reached a handful of times, and moves chosen on so little
// are mostly noise; the policy plays them better. With Config.Others the
// other seats' nodes play the policy's move, so the tree plans the
// seat's own decisions against the policy as a model of the others. A
// game may play whole playouts itself (Config.Playout), faster than a
// policy asked move by move. The tree's memory is kept by the Bot and
// reused from one decision to the next, and Config.MaxNodes bounds it.
//
// Simultaneous decisions (several seats pending at once) are searched as
// if taken one at a time: the root seat's first, then the others in seat
// order (bots.Next), in the tree and in playouts alike. Sequential play
// would let a later seat see an earlier one's choice, so a move made
// while others are still to decide leads to a child shared by all the
// seat's moves, told apart only by the public events the move caused
// (which a game keeps free of secret picks until all are in): a seat
// deciding later in the order gathers its statistics over what it could
// know at the table, not over the earlier seat's choice. This is enough
// for information-set search, which already averages each seat's
// choices over sampled states; what it does not do is compute a mixed
// equilibrium (as regret matching would), which the games here, with few
// simultaneous choices, do not call for. Rollout policies see the sampled
// state whole and must not read other seats' secret choices from it.
//
// The tree is keyed by public history: a child is one move together with
// the events it caused, so the die faces and cards that chance deals
// after a move lead to different nodes, while hidden facts (which differ
// between samples) never split the tree.
// With Config.OpenLoop a child is the move and the seat that decides
// next alone, so chance does not split the tree either.
//
// Iterations come in rounds, one per root move, sharing one seed: the
// same sample, dice, cards and playout choices wherever play allows. Root
// moves are thus compared on common random numbers, which in a game as
// full of luck as Nobles tells them apart on far fewer iterations. A
// prior bot (Config.Prior) may name a default move, which the search
// keeps unless another beats it by a margin of standard errors of the
// paired difference; the search also stops early once every other move
// clearly trails the prior's.
//
// All randomness comes from the *rand.Rand passed to Choose, and budgets
// are counted in iterations and simulated moves, so a bot is
// deterministic for a given seed. A time budget (Config.Budget) is
// available but makes play depend on the machine.
package ismcts

import (
	"math"
	"math/rand/v2"
	"time"

	"evergreen/bots"
	"evergreen/engine"
)

// Config sets up a bot.
type Config struct {
	// Name is what Name reports, e.g. "ismcts:hard".
	Name string
	// Game samples states consistent with a view. Required.
	Game bots.Searchable
	// Iterations per decision at most; 0 means 1000.
	Iterations int
	// Moves, if positive, also caps the moves simulated per decision
	// (tree and playouts together), which bounds the time a decision
	// takes however long the game still has to run, and stays
	// deterministic.
	Moves int
	// Budget, if positive, also stops the search once this much time has
	// passed. Play then depends on the machine's speed.
	Budget time.Duration
	// Exploration is the UCB1 constant; 0 means 0.7.
	Exploration float64
	// Rollout plays out samples; nil plays uniformly at random.
	Rollout bots.Policy
	// RolloutLimit caps the moves of one rollout; 0 means 100000. A
	// rollout cut short scores every seat alike.
	RolloutLimit int
	// Reward turns a final outcome into one reward per seat, in [0,1];
	// nil means DefaultReward.
	Reward func(out engine.Outcome, r []float64)
	// Evaluate, if set, gives the reward of every seat, in [0,1], for the
	// state a playout stopped in, whether the game ended there or the
	// playout was cut off at RolloutLimit moves: a game's evaluation of a
	// position, so that a search can play a few moves ahead instead of
	// to the end. It replaces Reward, and the equal shares a cut-off
	// playout scores without it. It must not change st.
	Evaluate func(st engine.State, r []float64)
	// Prior, if set, is a bot whose move the search keeps unless another
	// move does better by a clear margin: on the shared samples of each
	// round, the mean difference in reward must exceed Confidence
	// standard errors. Without a prior the move with the best mean wins.
	Prior bots.Bot
	// Confidence is that margin in standard errors; 0 means 2.
	Confidence float64
	// Expand is how many times the search must reach a node below the
	// root before it searches the node's moves (by UCB1); until then an
	// iteration that reaches it leaves the tree there and the rollout
	// policy plays on. 0 or 1 searches a node from its first visit
	// (classic ISMCTS). A larger value keeps sparsely visited nodes,
	// whose statistics are mostly noise, from straying from the policy's
	// sensible play; a very large one (1,000 at these budgets) makes the
	// search flat below the root.
	Expand int
	// Others, if set, has the other seats' nodes play the rollout
	// policy's move instead of being searched: the policy is then a model
	// of the other players (the steward's, for a bot that meets
	// stewards), and the search plans the seat's own later decisions
	// against it. The tree still holds their moves, which key the seat's
	// information sets.
	Others bool
	// Bias is the bonus the rollout policy's move gets at a searched
	// node, Bias/(visits+1), fading as its record grows; 0 means none.
	Bias float64
	// MaxNodes bounds the tree; 0 means 1<<16. A full tree stops
	// growing, and iterations walk it and play out as before.
	MaxNodes int
	// Playout, if set, plays samples out instead of asking Rollout move
	// by move; it must play as Rollout would (see bots.Playout).
	Playout bots.Playout
	// Model, if set, is the policy of the other seats, in rollouts and at
	// their nodes, where Rollout stays the searching seat's: a model of
	// the opponents (the steward itself, for a bot that meets stewards)
	// kept apart from the searcher's own cheaper playout habits.
	Model bots.Policy
	// SeatPlayout, if set, replaces Playout and is told the searching
	// seat: it must play that seat as Rollout would and the others as
	// Model (or Rollout, without one) would.
	SeatPlayout func(st engine.State, root engine.Seat, rng *rand.Rand, limit int) (moves int, ok bool)
	// OpenLoop keys a node's children by the move alone, not by the
	// public events it caused: what chance deals after a move no longer
	// splits the tree, and availability counts absorb the moves that
	// chance takes away. Nodes a turn or two ahead then gather the visits
	// of every die face and card instead of a sixth of them.
	OpenLoop bool
	// Settle, with a prior, ends the search early once every other move
	// trails the prior's by more than Settle standard errors (after 16
	// rounds at least); 0 means 3, negative never.
	Settle float64
	// Halving, if set, spends the iterations on the root moves by
	// sequential halving (halving.go): rounds over every move, then over
	// the better half, and so on, the best mean of the last moves left
	// winning. Confidence and Settle then do not apply.
	Halving bool
}

// Bot is an ISMCTS player. It keeps no state between decisions, so one
// Bot may serve several seats, but not from several goroutines at once.
type Bot struct {
	cfg Config
	s   search
	// judge is the scratch memory of PlayOut, apart from the search's.
	judge search
}

// New returns a bot with the given configuration.
func New(cfg Config) *Bot {
	if cfg.Iterations <= 0 {
		cfg.Iterations = 1000
	}
	if cfg.Exploration == 0 {
		cfg.Exploration = 0.7
	}
	if cfg.RolloutLimit <= 0 {
		cfg.RolloutLimit = 100000
	}
	if cfg.Reward == nil {
		cfg.Reward = DefaultReward
	}
	if cfg.Name == "" {
		cfg.Name = "ismcts"
	}
	if cfg.Confidence == 0 {
		cfg.Confidence = 2
	}
	if cfg.Settle == 0 {
		cfg.Settle = 3
	}
	if cfg.MaxNodes <= 0 {
		cfg.MaxNodes = 1 << 16
	}
	return &Bot{cfg: cfg}
}

// Name reports the configured name.
func (b *Bot) Name() string { return b.cfg.Name }

// Searches: a search bot searches ahead at every decision
// (bots.Searching).
func (b *Bot) Searches() bool { return true }

// Choose searches and returns the move with the best mean reward or,
// with a prior, the prior's move unless another beats it clearly. A move
// that is the only legal one is returned at once.
func (b *Bot) Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move {
	m, _ := b.Search(seat, view, nil, legal, rng)
	return m
}

// Recall is Choose for a seat that remembers the game: seen (see
// bots.Recaller) goes to the game's sampler, which may learn from it what
// the view alone does not show.
func (b *Bot) Recall(seat engine.Seat, view any, seen []engine.Event, legal []engine.Move, rng *rand.Rand) engine.Move {
	m, _ := b.Search(seat, view, seen, legal, rng)
	return m
}

// Stats describes one search.
type Stats struct {
	Iterations int
	Moves      int // moves simulated
	Nodes      int
	// Depth is the most tree steps one iteration took from the root
	// before playing out. Searched counts the nodes below the root whose
	// moves the search chose by UCB1 rather than by the rollout policy,
	// and SearchedDepth is the deepest of them in tree steps (1: a child
	// of the root); both are 0 for a search flat below the root.
	Depth, Searched, SearchedDepth int
	// Visits (rounds played) and mean reward per move of legal, in the
	// order given.
	Visits []int
	Mean   []float64
	// Prior is the index in legal of the prior's move, or -1.
	Prior int
	// Err is set when the view could not be sampled; the bot then played
	// the prior's move (or the first legal move).
	Err error
}

// Search is Recall with statistics; seen may be nil.
func (b *Bot) Search(seat engine.Seat, view any, seen []engine.Event, legal []engine.Move, rng *rand.Rand) (engine.Move, Stats) {
	if len(legal) == 1 {
		return legal[0], Stats{Prior: -1}
	}
	prior := -1
	if b.cfg.Prior != nil {
		pm := b.cfg.Prior.Choose(seat, view, legal, rng)
		for i, m := range legal {
			if m == pm {
				prior = i
			}
		}
	}
	sampler, err := b.cfg.Game.Sampler(view, seen)
	if err != nil {
		return legal[max(0, prior)], Stats{Prior: prior, Err: err}
	}
	s := &b.s
	s.reset(b.cfg, seat)
	if b.cfg.Halving {
		return b.halve(seat, sampler, legal, prior, rng)
	}
	var deadline time.Time
	if b.cfg.Budget > 0 {
		deadline = time.Now().Add(b.cfg.Budget)
	}
	// Iterations come in rounds, one per root move, that share a seed:
	// the same sample, the same dice and cards to come and the same
	// playout choices wherever play allows, so that root moves are
	// compared on common random numbers and differences in their rewards
	// are due to the moves rather than to luck.
	var pcg rand.PCG
	shared := rand.New(&pcg)
	k := len(legal)
	s.rounds = s.rounds[:0]
	// per move: sum and sum of squares of its lead over the prior's
	sums := append(s.sums[:0], make([][2]float64, k)...)
	s.sums = sums
	it, n := 0, 0
	for it < b.cfg.Iterations {
		a, c := rng.Uint64(), rng.Uint64()
		for j := range legal {
			pcg.Seed(a, c)
			s.rounds = append(s.rounds, s.iterate(sampler.Sample(shared), shared, legal[j]))
			it++
		}
		n++
		if b.cfg.Budget > 0 && time.Now().After(deadline) {
			break
		}
		if b.cfg.Moves > 0 && s.moves >= b.cfg.Moves {
			break
		}
		if prior >= 0 && b.cfg.Settle > 0 {
			row := s.rounds[(n-1)*k:]
			settled := n >= 16
			for j := range legal {
				d := row[j] - row[prior]
				sums[j][0] += d
				sums[j][1] += d * d
				if j == prior || !settled {
					continue
				}
				mean := sums[j][0] / float64(n)
				sd := math.Sqrt(max(0, (sums[j][1]-sums[j][0]*mean)/float64(n-1)))
				if mean+b.cfg.Settle*sd/math.Sqrt(float64(n)) > 0 {
					settled = false
				}
			}
			if settled {
				break
			}
		}
	}
	st := Stats{Iterations: it, Moves: s.moves, Nodes: len(s.nodes), Depth: s.depth, Searched: s.searched, SearchedDepth: s.searchedDepth, Visits: make([]int, k), Mean: make([]float64, k), Prior: prior}
	for j := range legal {
		st.Visits[j] = n
		for r := range n {
			st.Mean[j] += s.rounds[r*k+j]
		}
		if n > 0 {
			st.Mean[j] /= float64(n)
		}
	}
	best := 0
	if prior < 0 {
		for j := range legal {
			if st.Mean[j] > st.Mean[best] {
				best = j
			}
		}
		return legal[best], st
	}
	// Leave the prior's move only for one that beats it clearly on the
	// same samples.
	best, bestZ := prior, 0.0
	for j := range legal {
		if j == prior || n < 2 {
			continue
		}
		sum, sq := 0.0, 0.0
		for r := range n {
			d := s.rounds[r*k+j] - s.rounds[r*k+prior]
			sum += d
			sq += d * d
		}
		mean := sum / float64(n)
		v := (sq - sum*mean) / float64(n-1)
		if mean <= 0 {
			continue
		}
		z := math.Inf(1)
		if v > 0 {
			z = mean / math.Sqrt(v/float64(n))
		}
		if z > b.cfg.Confidence && z > bestZ {
			best, bestZ = j, z
		}
	}
	return legal[best], st
}
