package review

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"evergreen/bots"
	"evergreen/engine"
)

// runner holds one review's judge, configuration and memory: what every
// seat has seen so far, and the positions already valued.
type runner struct {
	judge Judge
	cfg   Config
	seats []engine.Seat
	n     int
	mem   *bots.Memory
	// values caches each seat's win chance at a position, by the number
	// of moves made to reach it.
	values map[[2]int]estimate
	pcg    rand.PCG
	legal  []engine.Move
	// luck holds each seat's total luck so far, sample by sample.
	luck [][]float64
}

func (r *runner) reviews(s engine.Seat) bool { return slices.Contains(r.seats, s) }

// addLuck adds one chance event's luck, sample by sample, to seat's
// running totals: the samples share their random numbers from one
// position to the next, so sample k's total is one draw of the game's
// whole luck.
func (r *runner) addLuck(seat engine.Seat, after, before []float64) {
	if r.luck == nil {
		r.luck = make([][]float64, r.n)
	}
	if r.luck[seat] == nil {
		r.luck[seat] = make([]float64, r.cfg.Samples)
	}
	for k := range after {
		r.luck[seat][k] += after[k] - before[k]
	}
}

// luckErrors is each seat's standard error of its total luck.
func (r *runner) luckErrors() []float64 {
	out := make([]float64, r.n)
	for s, t := range r.luck {
		if t != nil {
			out[s] = meanError(t)
		}
	}
	return out
}

// estimate is what the samples of one candidate came to for one seat:
// its share of victory and final score, on average and sample by sample.
type estimate struct {
	win, score   float64
	wins, scores []float64
}

// share is seat's share of the victory in out: 1, 1/k for a victory
// shared by k, or 0.
func share(out engine.Outcome, seat engine.Seat) float64 {
	if slices.Contains(out.Winners, seat) {
		return 1 / float64(len(out.Winners))
	}
	return 0
}

// seed sets r.pcg to the generator of sample k for seat, salted: the
// same for every candidate move and every position the seat's samples
// value (common random numbers), so that differences (a move against
// another, the win chance after a die against before it) are measured
// far more precisely than either figure alone; and a function of the
// review's seed alone.
func (r *runner) seed(seat engine.Seat, k int, salt uint64) {
	h := r.cfg.Seed ^ 0x9e3779b97f4a7c15
	for _, x := range []uint64{uint64(seat) + 1, uint64(k), salt} {
		h ^= x + 0x9e3779b97f4a7c15 + h<<6 + h>>2
		h *= 0xbf58476d1ce4e5b9
	}
	r.pcg.Seed(h, h^0x94d049bb133111eb)
}

// judge samples seat's position st (its view and history) cfg.Samples
// times and plays each candidate move (none: the position as it is) out
// to the end on every sample, the candidates sharing the sample.
func (r *runner) judgeMoves(st engine.State, seat engine.Seat, step int, moves []engine.Move) ([]estimate, error) {
	sampler, err := r.judge.Game().Sampler(st.View(seat), r.mem.Seen(seat))
	if err != nil {
		return nil, fmt.Errorf("the judge could not sample seat %d's position: %w", seat, err)
	}
	k := max(1, len(moves))
	res := make([]estimate, k)
	for c := range res {
		res[c].wins = make([]float64, r.cfg.Samples)
		res[c].scores = make([]float64, r.cfg.Samples)
	}
	rng := rand.New(&r.pcg)
	for i := range r.cfg.Samples {
		for c := range k {
			r.seed(seat, i, 0)
			smp := sampler.Sample(rng)
			if len(moves) > 0 {
				if smp, err = apply(smp, seat, moves[c]); err != nil {
					return nil, fmt.Errorf("a sample of seat %d's position refused %s, legal at the table: %w", seat, moves[c], err)
				}
			}
			out := final(r.judge.PlayOut(smp, seat, rng))
			w, sc := 1/float64(r.n), 0.0
			if out.Ended {
				w, sc = share(out, seat), float64(out.Scores[seat])
			}
			res[c].wins[i], res[c].scores[i] = w, sc
			res[c].win += w
			res[c].score += sc
		}
	}
	for c := range res {
		res[c].win /= float64(r.cfg.Samples)
		res[c].score /= float64(r.cfg.Samples)
	}
	return res, nil
}

// final is the outcome of a sample played out. A sample may wrap the
// game's own state (Unwrap), valuing it for the search in a form of its
// own (a search to a horizon scores in tenths); once the game underneath
// has ended, its outcome is the one a player would read.
func final(st engine.State) engine.Outcome {
	out := st.Outcome()
	if w, ok := st.(interface{ Unwrap() engine.State }); ok {
		if in := w.Unwrap().Outcome(); in.Ended {
			return in
		}
	}
	return out
}

// apply plays m on a sample the caller owns, in place when it can.
func apply(st engine.State, seat engine.Seat, m engine.Move) (engine.State, error) {
	if sp, ok := st.(bots.Stepper); ok {
		_, err := sp.Step(seat, m, nil)
		return st, err
	}
	next, _, err := st.Apply(seat, m)
	return next, err
}

// value is seat's win chance at st, reached after moves moves, valued
// once.
func (r *runner) value(st engine.State, seat engine.Seat, moves int) (estimate, error) {
	key := [2]int{moves, int(seat)}
	if v, ok := r.values[key]; ok {
		return v, nil
	}
	if st.Outcome().Ended {
		out := st.Outcome()
		w := share(out, seat)
		return estimate{win: w, score: float64(out.Scores[seat]), wins: slices.Repeat([]float64{w}, r.cfg.Samples)}, nil
	}
	est, err := r.judgeMoves(st, seat, moves, nil)
	if err != nil {
		return estimate{}, err
	}
	if r.values == nil {
		r.values = map[[2]int]estimate{}
	}
	r.values[key] = est[0]
	return est[0], nil
}

// decide judges the decision sm made at st, the step-th move: the move
// played beside the judge's own choice.
func (r *runner) decide(st engine.State, sm engine.SeatedMove, legal []engine.Move, step int) (Decision, *estimate, error) {
	seat := sm.Seat
	view := st.View(seat)
	r.seed(seat, step, 1)
	choice := bots.Decide(r.judge, seat, view, r.mem.Seen(seat), slices.Clone(legal), rand.New(&r.pcg))
	moves := []engine.Move{sm.Move}
	if choice != sm.Move {
		moves = append(moves, choice)
	}
	est, err := r.judgeMoves(st, seat, step-1, moves)
	if err != nil {
		return Decision{}, nil, err
	}
	d := Decision{
		Step: step, Seat: seat, Kind: kindOf(st, seat), Options: len(legal),
		Played: Estimate{Move: sm.Move, Win: est[0].win, Score: est[0].score},
		Choice: choice,
	}
	d.Best = d.Played
	if len(est) > 1 {
		d.Error = pairedError(est[1].wins, est[0].wins)
		d.ScoreError = pairedError(est[1].scores, est[0].scores)
		// The judge's move is better if it wins more, or as much with a
		// higher score (a seat whose game is won or lost can still throw
		// points away).
		if est[1].win > est[0].win || est[1].win == est[0].win && est[1].score > est[0].score {
			d.Best = Estimate{Move: choice, Win: est[1].win, Score: est[1].score}
			d.Loss = est[1].win - est[0].win
			d.ScoreLoss = est[1].score - est[0].score
		}
	}
	d.Spread = meanError(est[0].scores) * math.Sqrt(float64(len(est[0].scores)))
	d.Mark = DefaultThresholds.Mark(d.Loss, d.Error)
	if r.cfg.Words != nil {
		d.PlayedWords = r.cfg.Words(st, seat, d.Played.Move)
		if d.Best.Move != d.Played.Move {
			d.BestWords = r.cfg.Words(st, seat, d.Best.Move)
		}
	}
	played := est[0]
	return d, &played, nil
}

// kindOf names seat's open decision at st.
func kindOf(st engine.State, seat engine.Seat) string {
	for _, d := range st.Pending() {
		if d.Seat == seat {
			return d.Kind
		}
	}
	return ""
}

// pairedError is the standard error of the mean of a[i]-b[i].
func pairedError(a, b []float64) float64 {
	n := float64(len(a))
	if n < 2 {
		return 0
	}
	sum, sq := 0.0, 0.0
	for i := range a {
		d := a[i] - b[i]
		sum += d
		sq += d * d
	}
	mean := sum / n
	return math.Sqrt(max(0, (sq-sum*mean)/(n-1)) / n)
}

// meanError is the standard error of the mean of xs.
func meanError(xs []float64) float64 {
	return pairedError(xs, make([]float64, len(xs)))
}

// chance reports whether the move sm, made at st with the events evs and
// leading to next, told seat something it could not have foreseen: on
// probing samples of seat's position the move's events, as seat sees
// them, or seat's view afterwards come out otherwise than they did. A
// sample on which the move is not legal (another seat's hidden hand drawn
// differently) proves nothing and is passed over.
func (r *runner) chance(st, next engine.State, sm engine.SeatedMove, evs []engine.Event, seat engine.Seat, step int) (bool, error) {
	sampler, err := r.judge.Game().Sampler(st.View(seat), r.mem.Seen(seat))
	if err != nil {
		return false, fmt.Errorf("the judge could not sample seat %d's position: %w", seat, err)
	}
	real := engine.RedactAll(evs, seat)
	realView, err := json.Marshal(next.View(seat))
	if err != nil {
		return false, err
	}
	rng := rand.New(&r.pcg)
	for k := range r.cfg.Probes {
		r.seed(seat, k, 2+uint64(step))
		ns, pevs, err := sampler.Sample(rng).Apply(sm.Seat, sm.Move)
		if err != nil {
			continue
		}
		if !slices.Equal(engine.RedactAll(pevs, seat), real) {
			return true, nil
		}
		v, err := json.Marshal(ns.View(seat))
		if err != nil {
			return false, err
		}
		if !bytes.Equal(v, realView) {
			return true, nil
		}
	}
	return false, nil
}
