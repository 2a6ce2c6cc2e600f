package review

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/engine"
)

// Judge is a bot that lends its judgement of positions: the
// determinization it searches with and its playouts (ismcts.Bot).
type Judge interface {
	bots.Bot
	// Game samples complete states consistent with a seat's view.
	Game() bots.Searchable
	// PlayOut plays a sampled state (the caller's) on to the end and
	// returns the state reached, root being the seat whose point of view
	// it is.
	PlayOut(st engine.State, root engine.Seat, rng *rand.Rand) engine.State
}

// ErrNoJudge is returned when the bot asked to judge cannot: it does not
// lend its judgement (see Judge).
var ErrNoJudge = errors.New("review: the bot cannot judge positions")

// DefaultSamples is the samples per judged move at the default depth.
const DefaultSamples = 256

// Config sets up a review.
type Config struct {
	// Seats are the seats reviewed (the people at the table); nil means
	// every seat.
	Seats []engine.Seat
	// Samples per judged move and per position valued for luck; 0 means
	// DefaultSamples.
	Samples int
	// Probes are the samples that tell a chance event apart; 0 means 12
	// (a coin toss then goes unnoticed once in 4,096 times).
	Probes int
	// Seed makes the review reproducible.
	Seed uint64
	// Words, if set, words the moves played and the better ones
	// (Decision.Words).
	Words MoveWords
	// Acquire, if set, is called before each move is looked at, and the
	// function it returns after: a pool of background work (the
	// server's jobs.Pool) hands the review a slot one move at a time,
	// so that it shares the cores fairly with other jobs. An error stops
	// the review.
	Acquire func(ctx context.Context) (release func(), err error)
	// Progress, if set, is called with each decision and chance event as
	// soon as it is judged, in the order of the game.
	Progress func(Progress)
}

// Game is the finished game to review: its first state (as dealt, before
// any move) and every move in order.
type Game struct {
	Start engine.State
	Moves []engine.SeatedMove
}

// Progress reports a review under way: Step moves of Steps have been
// looked at, and Decision or Luck (one of them) was just judged.
type Progress struct {
	Step, Steps int
	Decision    *Decision
	Luck        *Luck
}

// Run reviews g with judge. It stops early with ctx's error when ctx is
// done.
func Run(ctx context.Context, g Game, judge bots.Bot, cfg Config) (*Report, error) {
	j, ok := judge.(Judge)
	if !ok {
		return nil, fmt.Errorf("%w: %s does not sample positions for a review; use a search bot (ismcts)", ErrNoJudge, judge.Name())
	}
	if g.Start == nil {
		return nil, errors.New("review: the game has no first state")
	}
	// Check the whole game before judging any of it.
	end, _, err := engine.Replay(g.Start, g.Moves)
	if err != nil {
		return nil, fmt.Errorf("review: the game as given: %w", err)
	}
	if !end.Outcome().Ended {
		return nil, ErrNotEnded
	}
	if cfg.Samples <= 0 {
		cfg.Samples = DefaultSamples
	}
	if cfg.Probes <= 0 {
		cfg.Probes = 12
	}
	n := g.Start.Seats()
	seats, err := reviewed(cfg.Seats, n)
	if err != nil {
		return nil, err
	}
	r := &runner{judge: j, cfg: cfg, seats: seats, n: n, mem: bots.NewMemory(n)}
	rep := &Report{Version: Version, Judge: judge.Name(), Samples: cfg.Samples, Seed: cfg.Seed, Steps: len(g.Moves), Thresholds: DefaultThresholds}
	if o, ok := g.Start.(engine.Opener); ok {
		r.mem.Add(o.Opening())
	}
	st := g.Start
	// The win chances at the start are valued last, so that the first
	// decision streams as soon as it is judged; the memory of the start
	// is kept for them.
	opening := bots.NewMemory(n)
	if o, ok := g.Start.(engine.Opener); ok {
		opening.Add(o.Opening())
	}
	forced := make([]int, n)
	for i, sm := range g.Moves {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		step := i + 1
		release, err := r.acquire(ctx)
		if err != nil {
			return nil, err
		}
		next, err := r.move(st, sm, step, len(g.Moves), rep, forced)
		release()
		if err != nil {
			return nil, err
		}
		st = next
	}
	r.mem = opening
	start := make([]float64, n)
	for _, s := range seats {
		v, err := r.value(g.Start, s, 0)
		if err != nil {
			return nil, err
		}
		start[s] = v.win
	}
	rep.summarise(seats, start, st.Outcome(), forced, r.luckErrors())
	return rep, nil
}

// acquire waits for the pool's slot, if the review has a pool.
func (r *runner) acquire(ctx context.Context) (func(), error) {
	if r.cfg.Acquire == nil {
		return func() {}, nil
	}
	return r.cfg.Acquire(ctx)
}

func (r *runner) report(p Progress) {
	if r.cfg.Progress != nil {
		r.cfg.Progress(p)
	}
}

// reviewed checks the seats asked for.
func reviewed(asked []engine.Seat, n int) ([]engine.Seat, error) {
	if asked == nil {
		out := make([]engine.Seat, n)
		for i := range out {
			out[i] = engine.Seat(i)
		}
		return out, nil
	}
	seen := make([]bool, n)
	for _, s := range asked {
		if s < 0 || int(s) >= n {
			return nil, fmt.Errorf("review: seat %d is not at this table (seats 0 to %d)", s, n-1)
		}
		if seen[s] {
			return nil, fmt.Errorf("review: seat %d is asked for twice", s)
		}
		seen[s] = true
	}
	return asked, nil
}

// before finds the seats for which the move sm, made at st, was a chance
// event, and values each one's win chance just before it: for the seat
// that moved, what its move was expected to bring (played, when its
// decision was judged); for the others, their position before the move.
func (r *runner) before(st, next engine.State, sm engine.SeatedMove, evs []engine.Event, step int, played *estimate) ([]Luck, error) {
	var out []Luck
	for _, s := range r.seats {
		ok, err := r.chance(st, next, sm, evs, s, step)
		if err != nil || !ok {
			if err != nil {
				return nil, err
			}
			continue
		}
		var est estimate
		if s == sm.Seat && played != nil {
			est = *played
		} else if est, err = r.value(st, s, step-1); err != nil {
			return nil, err
		}
		out = append(out, Luck{Step: step, Seat: s, Mover: sm.Seat, Before: est.win, before: est.wins})
	}
	return out, nil
}

// move looks at the step-th move of the game, sm made at st: the
// decision it was, if a reviewed seat had a choice, and the luck it
// brought each reviewed seat. It returns the state the move led to.
func (r *runner) move(st engine.State, sm engine.SeatedMove, step, steps int, rep *Report, forced []int) (engine.State, error) {
	legal := st.Legal(sm.Seat, r.legal[:0])
	r.legal = legal
	var played *estimate
	if r.reviews(sm.Seat) && len(legal) == 1 {
		forced[sm.Seat]++
	}
	if len(legal) > 1 && r.reviews(sm.Seat) {
		d, q, err := r.decide(st, sm, legal, step)
		if err != nil {
			return nil, fmt.Errorf("review: move %d: %w", step, err)
		}
		played = q
		rep.Decisions = append(rep.Decisions, d)
		r.report(Progress{Step: step, Steps: steps, Decision: &rep.Decisions[len(rep.Decisions)-1]})
	}
	next, evs, err := st.Apply(sm.Seat, sm.Move)
	if err != nil {
		return nil, fmt.Errorf("review: move %d (seat %d, %s) is not legal in the game as stored: %w", step, sm.Seat, sm.Move, err)
	}
	lucky, err := r.before(st, next, sm, evs, step, played)
	if err != nil {
		return nil, fmt.Errorf("review: move %d: %w", step, err)
	}
	r.mem.Add(evs)
	for _, l := range lucky {
		after, err := r.value(next, l.Seat, step)
		if err != nil {
			return nil, fmt.Errorf("review: move %d: %w", step, err)
		}
		l.After = after.win
		l.Luck = l.After - l.Before
		r.addLuck(l.Seat, after.wins, l.before)
		l.Error, l.before = pairedError(after.wins, l.before), nil
		rep.Luck = append(rep.Luck, l)
		r.report(Progress{Step: step, Steps: steps, Luck: &rep.Luck[len(rep.Luck)-1]})
	}
	return next, nil
}
