// Package sim plays many games of any hosted game between bots and
// measures the rules and the bots: wins, shares of victories and scores
// per seat, per bot and per role with confidence intervals, the score
// distribution, the first seat's advantage, moves per game, the margin
// of victory, the bots' thinking time and how fast it all ran. A game
// that is a game.Statistician adds figures of its own (Nobles: Gems
// against Vault Tokens, Ordeal failures, surrendered turns, Market
// purchases, the cards and spaces that fired), which the report carries
// under the game's own names; a game.Dealer has what each seat plays as
// dealt per game (deal.go), so that seats and roles are measured apart.
// Compare sets two runs side by side (compare.go).
//
// The simulator knows no game: it starts games through game.Rules, asks
// the bots of the rules' registry, and drives every pending decision
// through engine.State, taking simultaneous decisions one at a time in
// seat order (see Play). Games that offer bots.Stepper and bots.Decider
// are played in place, without copying the state at every move.
//
// Results never depend on scheduling: game i is seeded from (Seed, i)
// alone, games run on as many workers as asked, and the results are
// gathered in game order. The same Config gives the same Report, apart
// from the timing figures.
package sim

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
)

// Config says what to simulate.
type Config struct {
	// Game is the game played: its title, player range and, if it is a
	// game.Statistician, its own figures. Optional: without it the seat
	// count is only checked by Start, and only the platform's figures are
	// reported.
	Game game.Game
	// Rules is the rule set played. Required.
	Rules game.Rules
	// Bots names one bot per seat, in seat order; its length is the
	// number of seats.
	Bots []string
	// NewBot, if set, builds a bot by name instead of the rules
	// (game.NewBot).
	NewBot func(name string) (bots.Bot, error)
	// Games is how many games to play.
	Games int
	// Seed fixes everything: game i is seeded from (Seed, i).
	Seed uint64
	// Workers is how many games run at once; 0 means one per CPU.
	Workers int
	// Fixed keeps bot i at seat i in every game. By default the bots
	// rotate round the table game by game (game i seats Bots[(s+i)%n] at
	// seat s), so that every bot plays every seat and turn order equally
	// often.
	Fixed bool
	// Undealt keeps what each seat plays as the same in every game: what
	// a game started with no set-up gives (Nobles: House i, with its
	// Virtue, at seat i). By default a game.Dealer's seats are settled
	// anew for every game from the game's seed, as a table settles them
	// (Rules.Seats), so that a seat's figures measure the seat and not
	// what it plays as, and a role's figures are those players meet
	// (see deal.go).
	Undealt bool
	// Gate, if set, is called before each game and must return before
	// the game is played; the function it returns is called once the
	// game is over. A scheduler shares the cores through it (package
	// jobs: a preview's games take a slot each). An error stops the run
	// as a cancelled context does.
	Gate func(ctx context.Context) (release func(), err error)
	// Setups, if set, fixes what some seats play as: seat i asks
	// Rules.Seats for Setups[i] (Nobles: {"house": "merrow"}), and what
	// it leaves open is dealt as at a table. Ignored when Undealt.
	Setups []game.Seat
	// Progress, if set, is called now and then with the games finished,
	// from a goroutine of its own, and once more at the end.
	Progress func(done, total int)
}

// newBot builds the bot called name.
func (cfg *Config) newBot(name string) (bots.Bot, error) {
	if cfg.NewBot != nil {
		return cfg.NewBot(name)
	}
	return game.NewBot(cfg.Rules, name)
}

// statistician is the game's, or nil.
func (cfg *Config) statistician() game.Statistician {
	st, _ := cfg.Game.(game.Statistician)
	return st
}

// GameSeed is the seed of game i of a run seeded with seed (splitmix64
// of the pair), so that any single game can be replayed alone.
func GameSeed(seed uint64, i int) uint64 {
	z := seed + 0x9e3779b97f4a7c15*uint64(i+1)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Result is one game's outcome and tallies, per seat.
type Result struct {
	Index   int      `json:"index"`
	Seed    uint64   `json:"seed"`
	Bots    []string `json:"bots"`
	Scores  []int    `json:"scores"`
	Winners []int    `json:"winners"`
	// Values holds the game's figures per seat, one per
	// game.Stats.Metrics; Items the things counted per seat (Nobles: the
	// Market items bought). Both are nil for a game that is not a
	// game.Statistician.
	Values [][]float64 `json:"values,omitempty"`
	Items  [][]string  `json:"items,omitempty"`
	Moves  int         `json:"moves"`
	// Roles names what each seat played as (game.Dealer's Role.Key);
	// nil for a game that deals nothing. RoleLabels are the same for
	// people (Role.Label).
	Roles      []string `json:"roles,omitempty"`
	RoleLabels []string `json:"-"`
	// Fired holds, per kind of game.Stats.Fires, what fired in the game:
	// the things' names, a repeat for each time, unless the game's tally
	// counts by index (game.FireCounter) and PlayInto played it.
	Fired [][]string `json:"-"`
	// fired holds, when PlayInto played the game with a tally that counts
	// by index, per kind the times each thing fired, by
	// game.FireCounter's index (Fired is then nil).
	fired [][]int
	// times holds the thinking time of each decision with a choice that
	// was clocked; unclocked, per seat, the decisions with a choice of a
	// random bot the state played (bots.RandomStepper), whose thinking
	// time counts as zero.
	times     []think
	unclocked []int
}

type think struct {
	seat int
	d    time.Duration
}

// Play plays game i of cfg alone (a Worker's first game).
func Play(cfg *Config, i int) (*Result, error) { return NewWorker(cfg).Play(i) }

// Play plays game i of w's Config into a Result of its own.
func (w *Worker) Play(i int) (*Result, error) {
	r := &Result{}
	if err := w.play(i, r, false); err != nil {
		return nil, err
	}
	return r, nil
}

// PlayInto plays game i of w's Config into r, reusing r's memory and the
// Worker's, as Run's workers do: r's slices (and what the game's tally
// handed back) hold until the next PlayInto with r, which overwrites
// them.
func (w *Worker) PlayInto(i int, r *Result) error { return w.play(i, r, true) }

// play plays game i into r; reuse lets r's slices and the game's tally
// (a game.Resetter) serve game after game.
//
// When several seats are pending at once (simultaneous decisions), the
// seats decide one at a time, lowest seat first, each move played before
// the next seat is asked (bots.Next): the game keeps each pick from the
// others until all are in, and the fixed order keeps the game a function
// of the seed.
func (w *Worker) play(i int, r *Result, reuse bool) error {
	cfg := w.cfg
	n := len(cfg.Bots)
	seed := GameSeed(cfg.Seed, i)
	if !reuse {
		*r = Result{}
	}
	r.Index, r.Seed, r.Moves = i, seed, 0
	r.Bots, r.Winners, r.times = r.Bots[:0], r.Winners[:0], r.times[:0]
	r.unclocked = slices.Grow(r.unclocked[:0], n)[:n]
	clear(r.unclocked)
	r.Values, r.Items, r.Fired = nil, nil, nil
	for s := range n {
		if cfg.Fixed {
			r.Bots = append(r.Bots, cfg.Bots[s])
		} else {
			r.Bots = append(r.Bots, cfg.Bots[(s+i)%n])
		}
	}
	players := w.players[:0]
	for _, name := range r.Bots {
		b, err := w.bot(name)
		if err != nil {
			return err
		}
		players = append(players, b)
	}
	w.players = players
	seats, roles, err := cfg.deal(seed, n, w.dealPCG, w.dealRng, w.roles)
	if err != nil {
		return fmt.Errorf("sim: game %d: %w", i, err)
	}
	w.roles = roles
	r.Roles, r.RoleLabels = r.Roles[:0], r.RoleLabels[:0]
	for _, role := range roles {
		r.Roles, r.RoleLabels = append(r.Roles, role.Key), append(r.RoleLabels, role.Label)
	}
	if roles == nil {
		r.Roles, r.RoleLabels = nil, nil
	}
	st, err := w.start(seed, seats)
	if err != nil {
		return fmt.Errorf("sim: game %d: %w", i, err)
	}
	defer w.finished(st)
	tally := w.tally(reuse)
	w.pcg.Seed(seed, 0x5eed_b075)
	pcg, rng := w.pcg, w.rng
	// A tally that counts from the state (game.Watcher) needs no events.
	watched := false
	if w, ok := tally.(game.Watcher); ok {
		watched = w.Watch(st)
	}
	// Bots that remember the game (bots.Recaller) are handed their seat's
	// history, as a table does; without one at the table mem stays nil
	// and remembers nothing.
	var mem *bots.Memory
	for _, p := range players {
		if _, ok := p.(bots.Recaller); ok {
			mem = bots.NewMemory(n)
			break
		}
	}
	// The opening events are built only for whoever reads them.
	if o, ok := st.(engine.Opener); ok && (mem != nil || (tally != nil && !watched)) {
		opening := o.Opening()
		if tally != nil && !watched {
			tally.Events(opening)
		}
		mem.Add(opening)
	}
	// The simulator owns its state, so when the game allows it plays moves
	// in place (bots.Stepper) rather than copying the state for every move
	// (Apply), and asks a strictly sequential game (bots.Decider) who
	// decides rather than listing the pending decisions. A move that is
	// the only legal one is played without asking the bot (or building
	// its view): every bot must play it anyway.
	stepper, inPlace := st.(bots.Stepper)
	var decider bots.Decider
	if inPlace {
		decider, _ = st.(bots.Decider)
	}
	// With nobody reading the events (no tally wanting them, no bot
	// remembering), a game that can plays its moves without building them.
	var quiet bots.QuietStepper
	if inPlace && mem == nil && (tally == nil || watched) {
		quiet, _ = st.(bots.QuietStepper)
	}
	// A random bot in a quiet game that can play its pick itself
	// (bots.RandomStepper) is played that way: the same draws from the
	// same generator, without the list of moves, their check or a clock
	// read (its thinking time is counted as zero).
	var random []bool
	var randomStep bots.RandomStepper
	if quiet != nil && decider != nil {
		if randomStep, _ = st.(bots.RandomStepper); randomStep != nil {
			random = slices.Grow(w.isRandom[:0], n)[:n]
			w.isRandom = random
			for s, p := range players {
				_, random[s] = p.(bots.Random)
			}
		}
	}
	var legal []engine.Move
	var evs []engine.Event
	for {
		if r.Moves > 1_000_000 {
			return fmt.Errorf("sim: game %d does not end", i)
		}
		var seat engine.Seat
		if decider != nil {
			seat = decider.Decider()
		} else {
			seat = bots.Next(st)
		}
		if seat < 0 {
			break
		}
		if random != nil && random[seat] {
			if randomStep.StepRandom(pcg) {
				r.unclocked[seat]++
			}
			r.Moves++
			continue
		}
		legal = st.Legal(seat, legal[:0])
		if len(legal) == 0 {
			return fmt.Errorf("sim: game %d: seat %d is pending but has no legal move", i, seat)
		}
		m := legal[0]
		if len(legal) > 1 {
			var view any
			if _, blind := players[seat].(bots.Blind); !blind {
				view = w.view(st, seat)
			}
			start := time.Now()
			m = bots.Decide(players[seat], seat, view, mem.Seen(seat), legal, rng)
			r.times = append(r.times, think{int(seat), time.Since(start)})
		}
		switch {
		case quiet != nil:
			err = quiet.StepQuiet(seat, m)
		case inPlace:
			evs, err = stepper.Step(seat, m, evs[:0])
		default:
			var next engine.State
			next, evs, err = st.Apply(seat, m)
			if err == nil {
				st = next
			}
		}
		if err != nil {
			return fmt.Errorf("sim: game %d: %s at seat %d: %w", i, players[seat].Name(), seat, err)
		}
		r.Moves++
		mem.Add(evs)
		if tally != nil && !watched {
			tally.Events(evs)
		}
	}
	out := st.Outcome()
	if !out.Ended {
		return fmt.Errorf("sim: game %d: nobody has a decision but the game has not ended", i)
	}
	if len(out.Scores) != n {
		return fmt.Errorf("sim: game %d: the outcome has %d scores for %d seats", i, len(out.Scores), n)
	}
	r.Scores = out.Scores
	for _, w := range out.Winners {
		r.Winners = append(r.Winners, int(w))
	}
	if tally != nil {
		r.Values, r.Items = tally.End(st)
		if reuse && w.fireIDs != nil {
			if r.fired == nil {
				r.fired = make([][]int, len(w.fireIDs))
				for k, ids := range w.fireIDs {
					r.fired[k] = make([]int, len(ids))
				}
			}
			for _, c := range r.fired {
				clear(c)
			}
			tally.(game.FireCounter).CountFired(r.fired)
		} else if f, ok := tally.(game.Firer); ok {
			r.Fired = f.Fired()
		}
		if len(r.Values) != n || (r.Items != nil && len(r.Items) != n) {
			return fmt.Errorf("sim: game %d: the game's tally has %d rows of figures and %d of items for %d seats", i, len(r.Values), len(r.Items), n)
		}
	}
	return nil
}

// Run plays cfg.Games games on cfg.Workers workers and reports. If ctx
// ends first, Run returns ctx's error with a partial report of the games
// that finished (Report.Partial), or nil if none had.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Rules == nil {
		return nil, errors.New("sim: Rules are required")
	}
	if len(cfg.Bots) == 0 {
		return nil, errors.New("sim: no bots given")
	}
	if cfg.Game != nil {
		if err := game.CheckPlayers(cfg.Game, len(cfg.Bots)); err != nil {
			return nil, fmt.Errorf("sim: %d bots given: %w", len(cfg.Bots), err)
		}
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("sim: games must be at least 1, got %d", cfg.Games)
	}
	for _, name := range cfg.Bots {
		if _, err := cfg.newBot(name); err != nil {
			return nil, err
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Games)

	var stats game.Stats
	if sc := cfg.statistician(); sc != nil {
		stats = sc.Stats(cfg.Rules, len(cfg.Bots))
	}
	g := newGather(&cfg, stats)
	ws := make([]*Worker, workers)
	for k := range ws {
		ws[k] = NewWorker(&cfg)
	}
	if ids := ws[0].fireIDs; ids != nil {
		g.countFires(ids)
	}
	perWorker := make([]*sums, workers)
	var next, done atomic.Int64
	var firstErr error
	var errOnce sync.Once
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	stopProgress := make(chan struct{})
	var progressDone sync.WaitGroup
	if cfg.Progress != nil {
		progressDone.Add(1)
		go func() {
			defer progressDone.Done()
			t := time.NewTicker(200 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-stopProgress:
					return
				case <-t.C:
					cfg.Progress(int(done.Load()), cfg.Games)
				}
			}
		}()
	}

	start := time.Now()
	var wg sync.WaitGroup
	for k := range workers {
		sm := g.newSums()
		perWorker[k] = sm
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, r := ws[k], &Result{}
			for {
				lo, hi := take(&next, cfg.Games, workers)
				if lo < 0 {
					return
				}
				for i := lo; i < hi; i++ {
					if ctx.Err() != nil {
						return
					}
					if err := playGated(ctx, &cfg, w, i, r); err != nil {
						errOnce.Do(func() { firstErr = err; cancel() })
						return
					}
					sm.add(r)
					done.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stopProgress)
	progressDone.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		// Interrupted (Ctrl-C): the games finished still make a report,
		// marked partial, returned with the error.
		return partial(&cfg, g, g.merged(perWorker), elapsed, workers), err
	}
	if cfg.Progress != nil {
		cfg.Progress(cfg.Games, cfg.Games)
	}
	return summarise(&cfg, g, g.merged(perWorker), elapsed, workers), nil
}

// playGated plays game i through cfg.Gate, if any. A gate that fails
// because ctx ended is no error of the game's: the run ends as
// interrupted.
func playGated(ctx context.Context, cfg *Config, w *Worker, i int, r *Result) error {
	if cfg.Gate == nil {
		return w.PlayInto(i, r)
	}
	release, err := cfg.Gate(ctx)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return err
	}
	defer release()
	return w.PlayInto(i, r)
}

// take hands a worker the next games to play, [lo, hi), or lo < 0 when
// none are left: an eighth of a worker's share of the games left, from
// 1 to 64, so that a worker writes the per-game rows of a stretch of
// games alone (workers taking every other game wrote into the same
// cache lines game after game) and the last games still spread over
// the workers one by one.
func take(next *atomic.Int64, games, workers int) (lo, hi int) {
	for {
		cur := next.Load()
		left := int64(games) - cur
		if left <= 0 {
			return -1, -1
		}
		n := min(max(left/int64(8*workers), 1), 64)
		if next.CompareAndSwap(cur, cur+n) {
			return int(cur), int(cur + n)
		}
	}
}
