package gametest

// The optional speed-ups a game's state may offer (bots.Stepper,
// bots.QuietStepper, bots.RandomStepper, bots.ViewReuser,
// game.Reseeder) are each checked against the base contract they stand
// in for, the way testing/fstest checks an fs.FS's optional interfaces:
// a speed-up that drifts from Apply or View would make search bots and
// the simulator play another game than the table does.

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
)

// checkSpeedUps runs a subtest for each speed-up the game's states offer.
func (s *suite) checkSpeedUps(t *testing.T) {
	probe := s.newMatch(t, s.opt.Players[0], 0, 1, 0).st
	if _, ok := probe.(bots.Stepper); ok {
		t.Run("Step", func(t *testing.T) { s.eachGame(t, s.checkStep) })
	}
	if _, ok := probe.(bots.QuietStepper); ok {
		t.Run("StepQuiet", func(t *testing.T) { s.eachGame(t, s.checkStepQuiet) })
	}
	if _, ok := probe.(bots.ViewReuser); ok {
		t.Run("ViewInto", func(t *testing.T) { s.eachGame(t, s.checkViewInto) })
	}
	if _, ok := probe.(bots.RandomStepper); ok {
		t.Run("StepRandom", func(t *testing.T) { s.eachGame(t, s.checkStepRandom) })
	}
	if _, ok := probe.(game.Reseeder); ok {
		t.Run("Reseed", func(t *testing.T) { s.eachGame(t, s.checkReseed) })
	}
}

// shadow is a second copy of m's game, dealt afresh from the same set-up,
// that a speed-up plays in place beside m's Apply.
func (s *suite) shadow(t testing.TB, m *match) engine.State {
	t.Helper()
	st, err := m.rules.Start(m.setup)
	if err != nil {
		m.failf(t, "Start again: %v", err)
	}
	return st
}

// checkStep plays each move of a random game with Apply and, on a copy,
// with Step: the positions and the events must be the same.
func (s *suite) checkStep(t *testing.T, m *match, src source) {
	inPlace := s.shadow(t, m)
	s.walkMoves(t, m, src, func(c choice, evs []engine.Event) {
		got, err := inPlace.(bots.Stepper).Step(c.seat, c.move, nil)
		if err != nil {
			m.failf(t, "Step refused seat %d %v, which Apply accepted: %v", c.seat, c.move, err)
		}
		if a, b := mustJSON(t, evs), mustJSON(t, got); !bytes.Equal(a, b) {
			m.failf(t, "Step's events differ from Apply's:\n  Step  %s\n  Apply %s", clip(b), clip(a))
		}
		s.same(t, m, "Step", inPlace)
	})
}

// checkStepQuiet is checkStep for StepQuiet, which reports no events.
func (s *suite) checkStepQuiet(t *testing.T, m *match, src source) {
	inPlace := s.shadow(t, m)
	s.walkMoves(t, m, src, func(c choice, _ []engine.Event) {
		if err := inPlace.(bots.QuietStepper).StepQuiet(c.seat, c.move); err != nil {
			m.failf(t, "StepQuiet refused seat %d %v, which Apply accepted: %v", c.seat, c.move, err)
		}
		s.same(t, m, "StepQuiet", inPlace)
	})
}

// checkViewInto asks every seat's view of every position through
// ViewInto, over a view of another seat or position, and requires View's.
func (s *suite) checkViewInto(t *testing.T, m *match, src source) {
	var old any
	s.walk(t, m, src, func(m *match) bool {
		for seat := engine.Spectator; seat < engine.Seat(m.st.Seats()); seat++ {
			want := mustJSON(t, m.st.View(seat))
			old = m.st.(bots.ViewReuser).ViewInto(seat, old)
			if got := mustJSON(t, old); !bytes.Equal(got, want) {
				m.failf(t, "ViewInto for %s over an earlier view differs from View:\n  ViewInto %s\n  View     %s", seatName(seat), clip(got), clip(want))
			}
		}
		return true
	})
}

// checkStepRandom plays one game with StepRandom and a copy with the
// move Random would choose, drawn from a generator in the same state:
// every position must be the same.
func (s *suite) checkStepRandom(t *testing.T, m *match, _ source) {
	inPlace := s.shadow(t, m)
	seed := m.setup.Seed
	pcgA, pcgB := rand.NewPCG(seed, 1), rand.NewPCG(seed, 1)
	for !m.st.Outcome().Ended {
		if len(m.moves) >= s.opt.MaxMoves {
			m.failf(t, "the game has not ended after the move budget of %d moves", s.opt.MaxMoves)
		}
		d, ok := m.st.(bots.Decider)
		if !ok {
			m.failf(t, "the state offers StepRandom but is no bots.Decider, which StepRandom needs")
		}
		seat := d.Decider()
		legal := m.st.Legal(seat, nil)
		if len(legal) == 0 {
			m.failf(t, "the Decider, %s, has no legal move", seatName(seat))
		}
		k := 0
		if len(legal) > 1 {
			k = rand.New(pcgA).IntN(len(legal))
		}
		m.play(t, choice{seat, legal[k]})
		if chose := inPlace.(bots.RandomStepper).StepRandom(pcgB); chose != (len(legal) > 1) {
			m.failf(t, "StepRandom reported a choice %v with %d legal moves", chose, len(legal))
		}
		s.same(t, m, "StepRandom", inPlace)
	}
}

// checkReseed deals each game again under other seeds through Reseed,
// with and without memory to reuse, and requires what Start deals.
func (s *suite) checkReseed(t *testing.T, m *match, src source) {
	start := s.print(t, m.start)
	var finished engine.State
	for i, seed := range []uint64{m.setup.Seed + 1, m.setup.Seed ^ 0x5eed} {
		again := m.setup
		again.Seed = seed
		want, err := m.rules.Start(again)
		if err != nil {
			m.failf(t, "Start with seed %d: %v", seed, err)
		}
		got := m.start.(game.Reseeder).Reseed(seed, finished)
		if d := s.print(t, want).diff(s.print(t, got)); d != "" {
			m.failf(t, "Reseed(%d) (reusing a finished game: %v) differs from a fresh deal: %s", seed, i > 0, d)
		}
		if d := start.diff(s.print(t, m.start)); d != "" {
			m.failf(t, "Reseed changed the state it was called on: %s", d)
		}
		if i == 0 {
			played := *m
			s.walk(t, &played, src, func(*match) bool { return true })
			finished = played.st
		}
	}
}

// walkMoves plays m to its end, calling after with each move and its
// events once Apply has played it.
func (s *suite) walkMoves(t testing.TB, m *match, src source, after func(c choice, evs []engine.Event)) {
	t.Helper()
	played := len(m.moves)
	s.walk(t, m, src, func(m *match) bool {
		if len(m.moves) > played {
			played = len(m.moves)
			after(choice{m.moves[played-1].Seat, m.moves[played-1].Move}, m.last)
		}
		return true
	})
}

// same fails unless st, played in place by the speed-up called what,
// is observably m's position.
func (s *suite) same(t testing.TB, m *match, what string, st engine.State) {
	t.Helper()
	if d := s.print(t, m.st).diff(s.print(t, st)); d != "" {
		m.failf(t, "after %s the position differs from Apply's: %s", what, d)
	}
}
