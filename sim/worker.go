package sim

import (
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
)

// Worker plays games of one Config one after another on one goroutine,
// keeping what the games can share: each distinct set-up started once
// (a game.Reseeder reseeds it for every game dealt the same way, instead
// of Start reading the set-up again), a finished state's memory for the
// next game, and the stateless Random bot. A game's result does not
// depend on the Worker or on the games it played before: Run gives each
// of its goroutines one.
type Worker struct {
	cfg *Config
	// starts maps a set-up (its seats' set-ups, concatenated) to the
	// state Start returned for it, when that state is a game.Reseeder.
	starts map[string]game.Reseeder
	// spare is the last game's final state, whose memory Reseed reuses.
	spare engine.State
	// random is the Random bots by name.
	random map[string]bots.Bot
	key    []byte
	// views holds, by seat, the last view built for the seat, which a
	// game that is a bots.ViewReuser builds the next one over.
	views []any
	// What every game needs afresh, kept for the next: the bots by seat,
	// which seats a random bot holds, the bots' generator, and the
	// game's tally when it can count another game (game.Resetter).
	players  []bots.Bot
	isRandom []bool
	pcg      *rand.PCG
	rng      *rand.Rand
	dealPCG  *rand.PCG
	dealRng  *rand.Rand
	tallied  game.Tally
	roles    []game.Role
	// fireIDs are the names of what the game's tally counts by index
	// (game.FireCounter), one list per Stats.Fires kind, or nil.
	fireIDs [][]string
}

// NewWorker returns a Worker for cfg.
func NewWorker(cfg *Config) *Worker {
	pcg := rand.NewPCG(0, 0)
	deal := rand.NewPCG(0, 0)
	w := &Worker{
		cfg: cfg, starts: map[string]game.Reseeder{}, random: map[string]bots.Bot{},
		pcg: pcg, rng: rand.New(pcg), dealPCG: deal, dealRng: rand.New(deal),
	}
	if sc := cfg.statistician(); sc != nil {
		n := len(cfg.Bots)
		if fc, ok := sc.Tally(cfg.Rules, n).(game.FireCounter); ok {
			if ids := fc.FireIDs(); ids != nil && len(ids) == len(sc.Stats(cfg.Rules, n).Fires) {
				w.fireIDs = ids
			}
		}
	}
	return w
}

// tally is a Tally for the next game, or nil for a game that is not a
// game.Statistician; with reuse, the last game's when it is a
// game.Resetter.
func (w *Worker) tally(reuse bool) game.Tally {
	sc := w.cfg.statistician()
	if sc == nil {
		return nil
	}
	if reuse && w.tallied != nil {
		w.tallied.(game.Resetter).Reset()
		return w.tallied
	}
	t := sc.Tally(w.cfg.Rules, len(w.cfg.Bots))
	if _, ok := t.(game.Resetter); ok && reuse {
		w.tallied = t
	}
	return t
}

// bot builds the bot called name; a Random bot, which holds nothing, is
// built once.
func (w *Worker) bot(name string) (bots.Bot, error) {
	if b, ok := w.random[name]; ok {
		return b, nil
	}
	b, err := w.cfg.newBot(name)
	if _, random := b.(bots.Random); random {
		w.random[name] = b
	}
	return b, err
}

// maxStarts bounds the set-ups a Worker keeps: a game whose dealing has
// more distinct set-ups than that starts the rest afresh.
const maxStarts = 1024

// start starts the game seeded with seed with seats' set-ups: by Start
// the first time a set-up is seen, then by reseeding that first state.
func (w *Worker) start(seed uint64, seats []game.Seat) (engine.State, error) {
	w.key = w.key[:0]
	for _, s := range seats {
		// A set-up is JSON, so a byte it cannot hold as is (a control
		// character) separates the seats.
		w.key = append(append(append(w.key, s.Name...), 0), s.Setup...)
		w.key = append(w.key, 1)
	}
	if r, ok := w.starts[string(w.key)]; ok {
		st := r.Reseed(seed, w.spare)
		w.spare = nil
		return st, nil
	}
	st, err := w.cfg.Rules.Start(game.Setup{Seed: seed, Seats: seats})
	if err != nil {
		return nil, err
	}
	if r, ok := st.(game.Reseeder); ok && len(w.starts) < maxStarts {
		// Keep the state Start returned as it is, and play a copy.
		w.starts[string(w.key)] = r
		return r.Reseed(seed, w.spare), nil
	}
	return st, nil
}

// finished hands back a game's final state: its memory serves the next.
func (w *Worker) finished(st engine.State) { w.spare = st }

// view is seat's view of st: built over the seat's last one when st is a
// bots.ViewReuser, so that the view of each decision costs no new
// memory. The bot is done with the last one: bots keep no view between
// decisions (bots.ViewReuser).
func (w *Worker) view(st engine.State, seat engine.Seat) any {
	r, ok := st.(bots.ViewReuser)
	if !ok {
		return st.View(seat)
	}
	for int(seat) >= len(w.views) {
		w.views = append(w.views, nil)
	}
	w.views[seat] = r.ViewInto(seat, w.views[seat])
	return w.views[seat]
}
