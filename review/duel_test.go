package review_test

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/engine"
)

// duel is a tiny game whose best moves are known by construction: two
// seats take turns, each turn a forced roll (the mover gains 1 or 2 at
// random, a chance event) and then a take of 0 to 3 points; after turns
// turns the higher score wins. Taking less than 3 forfeits points for
// nothing; on the last turn, taking enough wins outright.
type duel struct {
	// flat duels' takes add nothing: every move is as good as another,
	// and the dice (of six faces) alone decide.
	flat   bool
	turns  int
	turn   int
	rolled bool
	scores [2]int
	rng    rand.PCG
}

func newDuel(seed uint64, turns int) *duel {
	return &duel{turns: turns, rng: *rand.NewPCG(seed, 1)}
}

func (d *duel) Seats() int { return 2 }

func (d *duel) ended() bool { return d.turn >= d.turns }

func (d *duel) mover() engine.Seat { return engine.Seat(d.turn % 2) }

func (d *duel) Pending() []engine.Decision {
	if d.ended() {
		return nil
	}
	return []engine.Decision{{Seat: d.mover(), Kind: "turn", Moves: d.Legal(d.mover(), nil)}}
}

func (d *duel) Legal(seat engine.Seat, buf []engine.Move) []engine.Move {
	if d.ended() || seat != d.mover() {
		return buf
	}
	if !d.rolled {
		return append(buf, engine.M("roll"))
	}
	for k := range 4 {
		buf = append(buf, engine.WithOption("take", k))
	}
	return buf
}

func (d *duel) Apply(seat engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	if !slices.Contains(d.Legal(seat, nil), m) {
		return nil, nil, &engine.MoveError{Err: engine.ErrIllegalMove, Seat: seat, Move: m, Message: "not legal now"}
	}
	n := *d
	if m.Name == "roll" {
		k := 1 + int(n.rng.Uint64()%2)
		if n.flat {
			k = 1 + int(n.rng.Uint64()%6)
		}
		n.scores[seat] += k
		n.rolled = true
		return &n, []engine.Event{{Type: "roll", Seat: seat, Amount: k}}, nil
	}
	if !n.flat {
		n.scores[seat] += m.Option
	} else {
		// Worth nothing, but it shifts the dice to come, so that the
		// samples of two takes fall apart: their difference is noise.
		for range m.Option {
			n.rng.Uint64()
		}
	}
	n.rolled = false
	n.turn++
	return &n, []engine.Event{{Type: "take", Seat: seat, Amount: m.Option}}, nil
}

type duelView struct {
	Flat        bool
	Turn, Turns int
	Rolled      bool
	Scores      [2]int
}

func (d *duel) View(engine.Seat) any {
	return duelView{Flat: d.flat, Turn: d.turn, Turns: d.turns, Rolled: d.rolled, Scores: d.scores}
}

func (d *duel) Outcome() engine.Outcome {
	if !d.ended() {
		return engine.Outcome{}
	}
	out := engine.Outcome{Ended: true, Scores: d.scores[:]}
	for s := range 2 {
		if d.scores[s] == max(d.scores[0], d.scores[1]) {
			out.Winners = append(out.Winners, engine.Seat(s))
		}
	}
	return out
}

// duelGame samples a duel from its view: everything is public but the
// dice to come, drawn afresh.
type duelGame struct{}

func (duelGame) Sampler(view any, _ []engine.Event) (bots.Sampler, error) {
	v, ok := view.(duelView)
	if !ok {
		return nil, fmt.Errorf("view is %T", view)
	}
	return duelSampler(v), nil
}

type duelSampler duelView

func (s duelSampler) Sample(rng *rand.Rand) engine.State {
	return &duel{flat: s.Flat, turns: s.Turns, turn: s.Turn, rolled: s.Rolled, scores: s.Scores, rng: *rand.NewPCG(rng.Uint64(), 2)}
}

// duelJudge is a search bot for duels, playing samples out at random.
func duelJudge() *ismcts.Bot {
	return ismcts.New(ismcts.Config{Name: "ismcts", Game: duelGame{}, Iterations: 400})
}

// playDuel plays a duel between two bots, or by the moves forced for the
// turns given (turn → take).
func playDuel(seed uint64, turns int, players [2]bots.Bot, forced map[int]int) (engine.State, []engine.SeatedMove) {
	start := newDuel(seed, turns)
	var st engine.State = start
	var moves []engine.SeatedMove
	rng := rand.New(rand.NewPCG(seed, 3))
	for !st.Outcome().Ended {
		d := st.(*duel)
		seat := d.mover()
		legal := st.Legal(seat, nil)
		m := legal[0]
		if k, ok := forced[d.turn]; ok && d.rolled {
			m = engine.WithOption("take", k)
		} else if len(legal) > 1 {
			m = players[seat].Choose(seat, st.View(seat), legal, rng)
		}
		next, _, err := st.Apply(seat, m)
		if err != nil {
			panic(err)
		}
		st = next
		moves = append(moves, engine.SeatedMove{Seat: seat, Move: m})
	}
	return start, moves
}
