// Package sim plays many games of Nobles of Evergreen between bots and
// measures the rules and the bots: wins and scores per seat and per bot
// with confidence intervals, the score distribution, Gems against Vault
// Tokens, Ordeal failures, surrendered turns, Market purchases, the first
// seat's advantage, and how fast it all ran.
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
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Config says what to simulate.
type Config struct {
	// Rules is the rule set played. Required.
	Rules *nobles.Ruleset
	// Bots names one bot per seat, in seat order; its length is the
	// number of Houses.
	Bots []string
	// NewBot builds a bot by name. Required (see noblesbots.New).
	NewBot func(name string) (bots.Bot, error)
	// Games is how many games to play.
	Games int
	// Seed fixes everything: game i is seeded from (Seed, i).
	Seed uint64
	// Workers is how many games run at once; 0 means one per CPU.
	Workers int
	// Fixed keeps bot i at seat i in every game. By default the bots
	// rotate round the table game by game (game i seats Bots[(s+i)%n] at
	// seat s), so that every bot plays every seat, House and turn order
	// equally often.
	Fixed bool
	// Progress, if set, is called now and then with the games finished,
	// from a goroutine of its own, and once more at the end.
	Progress func(done, total int)
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
	Gems    []int    `json:"gems"`
	Tokens  []int    `json:"tokens"`
	Winners []int    `json:"winners"`
	// Failures counts Ordeal payments not made; Surrendered the turns
	// given up for them; Converted the Vault Tokens converted.
	Failures    []int `json:"ordeal_failures"`
	Surrendered []int `json:"surrendered_turns"`
	Converted   []int `json:"tokens_converted"`
	// Purchases lists the Market items each seat bought.
	Purchases [][]string `json:"purchases"`
	Moves     int        `json:"moves"`
	// times holds the thinking time of each decision with a choice.
	times []think
}

type think struct {
	seat int
	d    time.Duration
}

// seating returns the bot names by seat for game i.
func (cfg *Config) seating(i int) []string {
	n := len(cfg.Bots)
	out := make([]string, n)
	for s := range n {
		if cfg.Fixed {
			out[s] = cfg.Bots[s]
		} else {
			out[s] = cfg.Bots[(s+i)%n]
		}
	}
	return out
}

// Play plays game i of cfg alone.
func Play(cfg *Config, i int) (*Result, error) {
	n := len(cfg.Bots)
	seed := GameSeed(cfg.Seed, i)
	names := cfg.seating(i)
	players := make([]bots.Bot, n)
	for s, name := range names {
		b, err := cfg.NewBot(name)
		if err != nil {
			return nil, err
		}
		players[s] = b
	}
	st, err := nobles.NewGame(cfg.Rules, nobles.Setup{Seed: seed, Seats: make([]nobles.SeatSetup, n)})
	if err != nil {
		return nil, err
	}
	r := &Result{
		Index: i, Seed: seed, Bots: names,
		Failures: make([]int, n), Surrendered: make([]int, n), Converted: make([]int, n),
		Purchases: make([][]string, n),
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed_b075))
	// Bots that remember the game (bots.Recaller) are handed their seat's
	// history, as a table does; without one at the table mem stays nil
	// and remembers nothing.
	var mem *bots.Memory
	for _, p := range players {
		if _, ok := p.(bots.Recaller); ok {
			mem = bots.NewMemory(n)
			mem.Add(st.Opening())
			break
		}
	}
	// The simulator owns its state, so it plays moves in place (Step)
	// rather than copying the state for every move (Apply), and a move
	// that is the only legal one is played without asking the bot (or
	// building its view): every bot must play it anyway.
	var legal []engine.Move
	var evs []engine.Event
	for !st.Ended() {
		if r.Moves > 1_000_000 {
			return nil, fmt.Errorf("sim: game %d does not end", i)
		}
		seat := st.Decider()
		legal = st.Legal(seat, legal[:0])
		if len(legal) == 0 {
			return nil, fmt.Errorf("sim: game %d: nobody has a decision", i)
		}
		m := legal[0]
		if len(legal) > 1 {
			view := st.View(seat)
			start := time.Now()
			m = bots.Decide(players[seat], seat, view, mem.Seen(seat), legal, rng)
			r.times = append(r.times, think{int(seat), time.Since(start)})
		}
		evs, err = st.Step(seat, m, evs[:0])
		if err != nil {
			return nil, fmt.Errorf("sim: game %d: %s at seat %d: %w", i, players[seat].Name(), seat, err)
		}
		r.Moves++
		mem.Add(evs)
		for _, e := range evs {
			switch e.Type {
			case nobles.EvFail:
				r.Failures[e.Seat]++
			case nobles.EvSurrendered:
				r.Surrendered[e.Seat]++
			case nobles.EvConvert:
				r.Converted[e.Seat]++
			case nobles.EvInvest:
				r.Purchases[e.Seat] = append(r.Purchases[e.Seat], e.Ref)
			}
		}
	}
	out := st.Outcome()
	r.Scores = out.Scores
	for s := range n {
		nb := st.Noble(s)
		r.Gems = append(r.Gems, nb.Gems)
		r.Tokens = append(r.Tokens, nb.Tokens)
	}
	for _, w := range out.Winners {
		r.Winners = append(r.Winners, int(w))
	}
	return r, nil
}

// Run plays cfg.Games games on cfg.Workers workers and reports.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Rules == nil || cfg.NewBot == nil {
		return nil, errors.New("sim: Rules and NewBot are required")
	}
	if n := len(cfg.Bots); n < nobles.MinSeats || n > nobles.MaxSeats {
		return nil, fmt.Errorf("sim: %d bots given; a table seats %d to %d Houses", n, nobles.MinSeats, nobles.MaxSeats)
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("sim: games must be at least 1, got %d", cfg.Games)
	}
	for _, name := range cfg.Bots {
		if _, err := cfg.NewBot(name); err != nil {
			return nil, err
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Games)

	results := make([]*Result, cfg.Games)
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
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= cfg.Games {
					return
				}
				r, err := Play(&cfg, i)
				if err != nil {
					errOnce.Do(func() { firstErr = err; cancel() })
					return
				}
				results[i] = r
				done.Add(1)
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
		return nil, err
	}
	if cfg.Progress != nil {
		cfg.Progress(cfg.Games, cfg.Games)
	}
	return summarise(&cfg, results, elapsed, workers), nil
}
