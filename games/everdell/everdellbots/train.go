package everdellbots

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/everdell"
)

// TrainConfig sets up Train: the bot (a Registry name) that plays every
// seat of Games self-play games at Seats seats, seeded from Seed; one
// decision in Every, drawn at random, is sampled; Ridge is the fit's
// penalty; Workers play games at once (the weights do not depend on it);
// Progress, if set, hears of each game done.
type TrainConfig struct {
	Bot      string
	Games    int
	Seed     uint64
	Seats    int
	Every    int
	Ridge    float64
	Workers  int
	Progress func(done, total int)
}

// sample is one seat at one sampled decision: its features and what it
// scored from there to the end.
type sample struct {
	f      features
	target float64
}

// Train fits the evaluator's weights to self-play: it plays the games,
// records at each sampled decision the features of every seat still
// playing (terms, the quantities the weights multiply) and what the seat
// went on to score (its final total less its total then), and fits the
// weights by ridge least squares, the intercept (Bias) unpenalised. The
// same rules and config give the same weights, bit for bit. The set has
// no name or command; the caller gives them.
func Train(rs *everdell.Ruleset, cfg TrainConfig) (WeightSet, error) {
	switch {
	case cfg.Games <= 0:
		return WeightSet{}, fmt.Errorf("everdellbots: train: %d games; play at least one", cfg.Games)
	case cfg.Every <= 0:
		return WeightSet{}, fmt.Errorf("everdellbots: train: sample one decision in %d; want at least 1", cfg.Every)
	case cfg.Seats < everdell.MinSeats || cfg.Seats > everdell.MaxSeats:
		return WeightSet{}, fmt.Errorf("everdellbots: train: %d seats; Everdell seats %d to %d", cfg.Seats, everdell.MinSeats, everdell.MaxSeats)
	}
	reg := Registry(rs)
	if _, err := reg.New(cfg.Bot); err != nil {
		return WeightSet{}, fmt.Errorf("everdellbots: train: %w", err)
	}
	hand, err := WeightsNamed("hand")
	if err != nil {
		return WeightSet{}, err
	}
	per := make([][]sample, cfg.Games)
	errs := make([]error, cfg.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range max(1, cfg.Workers) {
		wg.Go(func() {
			for g := range next {
				per[g], errs[g] = trainGame(rs, reg, newEvaluator(rs, hand), cfg, g)
				if cfg.Progress != nil {
					mu.Lock()
					done++
					cfg.Progress(done, cfg.Games)
					mu.Unlock()
				}
			}
		})
	}
	for g := range cfg.Games {
		next <- g
	}
	close(next)
	wg.Wait()
	var x [][]float64
	var y []float64
	for g := range per {
		if errs[g] != nil {
			return WeightSet{}, errs[g]
		}
		for i := range per[g] {
			x, y = append(x, per[g][i].f[:]), append(y, per[g][i].target)
		}
	}
	if len(x) == 0 {
		return WeightSet{}, fmt.Errorf("everdellbots: train: %d games gave no samples", cfg.Games)
	}
	w, r2, err := ridge(x, y, cfg.Ridge, []int{fBias})
	if err != nil {
		return WeightSet{}, err
	}
	ws := Weights{ResScale: 1, Hand: w[fHand], Placement: w[fPlacement], Production: w[fProduction],
		EventReady: w[fEventReady], EventPartial: w[fEventPartial],
		SpecialReady: w[fSpecialReady], SpecialHand: w[fSpecialHand], SpecialOne: w[fSpecialOne],
		SpecialWorth: hand.SpecialWorth, Bias: w[fBias],
		HandPoints: w[fHandPoints], ResActions: w[fResActions], HandActions: w[fHandActions], Room: w[fRoom]}
	for r := range everdell.NumRes {
		ws.Res[r] = w[fRes+r]
	}
	return WeightSet{Weights: ws, Fit: &FitSummary{Bot: cfg.Bot, Games: cfg.Games, Seed: cfg.Seed, Samples: len(x), Ridge: cfg.Ridge, R2: r2}}, nil
}

// trainGame plays self-play game g of cfg and returns its samples.
func trainGame(rs *everdell.Ruleset, reg bots.Registry, e *evaluator, cfg TrainConfig, g int) ([]sample, error) {
	seed := rand.New(rand.NewPCG(cfg.Seed, uint64(g))).Uint64()
	seats := make([]everdell.SeatSetup, cfg.Seats)
	players := make([]bots.Bot, cfg.Seats)
	for i := range seats {
		seats[i].Name = fmt.Sprintf("seat %d", i+1)
		b, err := reg.New(cfg.Bot)
		if err != nil {
			return nil, err
		}
		players[i] = b
	}
	st, opening, err := everdell.NewGame(rs, everdell.Setup{Seed: seed, Seats: seats, FirstSeat: g % cfg.Seats})
	if err != nil {
		return nil, fmt.Errorf("everdellbots: train: game %d: %w", g, err)
	}
	rng := rand.New(rand.NewPCG(seed, 26))
	pick := rand.New(rand.NewPCG(seed, 27))
	seen := make([][]engine.Event, cfg.Seats)
	for i := range seen {
		seen[i] = engine.RedactAll(opening, engine.Seat(i))
	}
	type pending struct {
		seat int
		s    sample
	}
	var taken []pending
	var s engine.State = st
	for !s.Outcome().Ended {
		cur := s.(*everdell.State)
		if pick.IntN(cfg.Every) == 0 {
			for i := range cfg.Seats {
				if cur.PlayerOf(i).Passed {
					continue
				}
				p := pending{seat: i}
				p.s.target = -float64(cur.ScoreOf(i).Total)
				e.terms(cur, i, &p.s.f)
				taken = append(taken, p)
			}
		}
		d := s.Pending()[0]
		m := bots.Decide(players[d.Seat], d.Seat, s.View(d.Seat), seen[d.Seat], d.Moves, rng)
		var evs []engine.Event
		if s, evs, err = s.Apply(d.Seat, m); err != nil {
			return nil, fmt.Errorf("everdellbots: train: game %d: %w", g, err)
		}
		for i := range seen {
			seen[i] = append(seen[i], engine.RedactAll(evs, engine.Seat(i))...)
		}
	}
	end := s.(*everdell.State)
	out := make([]sample, len(taken))
	for i, p := range taken {
		out[i] = p.s
		out[i].target += float64(end.ScoreOf(p.seat).Total)
	}
	return out, nil
}
