package gametest

import (
	"errors"
	"slices"
	"testing"

	"evergreen/engine"
)

// checkReplay plays m to its end, then plays the same moves again from a
// fresh start, step by step and through engine.Replay, and requires the
// same positions and events.
func (s *suite) checkReplay(t *testing.T, m *match, src source) {
	t.Helper()
	var sums [][32]byte
	var states []engine.State
	var events [][]engine.Event
	opening := m.last
	s.walk(t, m, src, func(m *match) bool {
		sums = append(sums, s.print(t, m.st).sum())
		states = append(states, m.st)
		if len(m.moves) > 0 {
			events = append(events, m.last)
		}
		return true
	})
	s.checkReplayOf(t, m, sums, states, opening, events)
}

// checkReplayOf starts m's game again and replays its moves, comparing
// each position with the recorded one.
func (s *suite) checkReplayOf(t testing.TB, m *match, sums [][32]byte, states []engine.State, opening []engine.Event, events [][]engine.Event) {
	t.Helper()
	again := func() engine.State {
		st, err := m.rules.Start(m.setup)
		if err != nil {
			m.failf(t, "starting the same game again: %v", err)
		}
		return st
	}
	st := again()
	if o, ok := st.(engine.Opener); ok && !slices.Equal(o.Opening(), opening) {
		m.failf(t, "replay: opening events %v, first time %v", o.Opening(), opening)
	}
	compare := func(i int, st engine.State) {
		if p := s.print(t, st); p.sum() != sums[i] {
			m.failf(t, "replay differs after move %d: %s", i, s.print(t, states[i]).diff(p))
		}
	}
	compare(0, st)
	var all []engine.Event
	for i, sm := range m.moves {
		next, evs, err := st.Apply(sm.Seat, sm.Move)
		if err != nil {
			m.failf(t, "replay: move %d (seat %d %v) refused: %v", i, sm.Seat, sm.Move, err)
		}
		if !slices.Equal(evs, events[i]) {
			m.failf(t, "replay: move %d gave events %v, first time %v", i, evs, events[i])
		}
		all = append(all, evs...)
		st = next
		compare(i+1, st)
	}
	final, evs, err := engine.Replay(again(), m.moves)
	if err != nil {
		m.failf(t, "engine.Replay: %v", err)
	}
	if !slices.Equal(evs, all) {
		m.failf(t, "engine.Replay's events differ from the moves' own")
	}
	compare(len(m.moves), final)
}

// checkLegal plays m to its end, checking Legal and Apply at every
// position.
func (s *suite) checkLegal(t *testing.T, m *match, src source) {
	t.Helper()
	s.walk(t, m, src, func(m *match) bool {
		s.checkPosition(t, m, src, s.opt.Garbage, nil)
		return true
	})
}

// checkPosition checks that Legal, Pending and Apply agree at m's
// position, trying garbage random unlisted moves from src, and that
// nothing changes the position. before is the position's print, if the
// caller has it.
func (s *suite) checkPosition(t testing.TB, m *match, src source, garbageMoves int, before print) {
	t.Helper()
	st := m.st
	if before == nil {
		before = s.print(t, st)
	}
	n := st.Seats()
	pending := st.Pending()
	decision := map[engine.Seat]engine.Decision{}
	ended := st.Outcome().Ended
	if ended && len(pending) > 0 {
		m.failf(t, "the game has ended but Pending lists %d decisions", len(pending))
	}
	if !ended && len(pending) == 0 {
		m.failf(t, "the game has not ended but nothing is pending")
	}
	for _, d := range pending {
		if d.Seat < 0 || int(d.Seat) >= n {
			m.failf(t, "a pending decision for seat %d, not at the table of %d", d.Seat, n)
		}
		if _, dup := decision[d.Seat]; dup {
			m.failf(t, "seat %d has two pending decisions", d.Seat)
		}
		if len(d.Moves) == 0 {
			m.failf(t, "seat %d's pending %q decision offers no move", d.Seat, d.Kind)
		}
		for i, mv := range d.Moves {
			if slices.Contains(d.Moves[:i], mv) {
				m.failf(t, "seat %d's pending decision lists %v twice", d.Seat, mv)
			}
		}
		decision[d.Seat] = d
	}
	// Legal appends to the buffer it is given and lists exactly Pending's
	// moves.
	mark := engine.M("gametest-mark")
	for seat := engine.Seat(-1); int(seat) <= n; seat++ {
		got := st.Legal(seat, []engine.Move{mark})
		if len(got) == 0 || got[0] != mark {
			m.failf(t, "Legal(%d, buf) did not append to buf: %v", seat, got)
		}
		if want := decision[seat].Moves; !slices.Equal(got[1:], want) {
			m.failf(t, "Legal(%d) is %v but Pending lists %v", seat, got[1:], want)
		}
	}
	// Every listed move applies.
	var all []choice
	for _, d := range pending {
		for _, mv := range d.Moves {
			all = append(all, choice{d.Seat, mv})
			s.checkReads(t, m, d.Seat, mv)
			next, _, err := st.Apply(d.Seat, mv)
			if err != nil || next == nil {
				m.failf(t, "seat %d's listed move %v: state %v, error %v", d.Seat, mv, next, err)
			}
			if next.Seats() != n {
				m.failf(t, "after seat %d's %v the table has %d seats, not %d", d.Seat, mv, next.Seats(), n)
			}
		}
	}
	// Seats with nothing pending may play nothing, not even another seat's
	// move; so may a game that has ended.
	for seat := range engine.Seat(n) {
		if _, ok := decision[seat]; ok && !ended {
			continue
		}
		for _, c := range all {
			s.refused(t, m, seat, c.move)
		}
		if len(m.moves) > 0 {
			s.refused(t, m, seat, m.moves[len(m.moves)-1].Move)
		}
	}
	// Random unlisted moves, at any seat, are refused.
	for range garbageMoves {
		seat, mv, ok := garbage(src, n, all)
		if !ok {
			break
		}
		if slices.Contains(decision[seat].Moves, mv) {
			continue
		}
		s.refused(t, m, seat, mv)
	}
	if d := before.diff(s.print(t, st)); d != "" {
		m.failf(t, "checking the position (trying moves on it) changed it: %s", d)
	}
}

// refused requires st.Apply(seat, mv) to fail as the Refusals of the
// package doc say.
func (s *suite) refused(t testing.TB, m *match, seat engine.Seat, mv engine.Move) {
	t.Helper()
	st := m.st
	want := []error{engine.ErrIllegalMove, engine.ErrBadMove}
	switch {
	case st.Outcome().Ended:
		want = []error{engine.ErrGameOver}
	case seat < 0 || int(seat) >= st.Seats():
		want = []error{engine.ErrUnknownSeat}
	case len(st.Legal(seat, nil)) == 0:
		want = []error{engine.ErrNotYourTurn}
	}
	next, _, err := st.Apply(seat, mv)
	if err == nil {
		m.failf(t, "seat %d's unlisted move %v was accepted (want %v)", seat, mv, want[0])
	}
	if next != nil {
		m.failf(t, "seat %d's refused move %v returned a state with the error %v", seat, mv, err)
	}
	var me *engine.MoveError
	if !errors.As(err, &me) {
		m.failf(t, "seat %d's refused move %v: error %T %q is not a *engine.MoveError", seat, mv, err, err)
	}
	if !slices.ContainsFunc(want, func(w error) bool { return errors.Is(err, w) }) {
		m.failf(t, "seat %d's refused move %v: error %q, want %v", seat, mv, err, want[0])
	}
	if me.Seat != seat || me.Move != mv {
		m.failf(t, "seat %d's refused move %v: the error names seat %d, move %v", seat, mv, me.Seat, me.Move)
	}
}

// garbage draws a random seat (sometimes one not at the table) and a
// random move, often made of the parts of moves that are legal somewhere.
// ok is false if src ran dry.
func garbage(src source, n int, listed []choice) (seat engine.Seat, mv engine.Move, ok bool) {
	d := &drawer{src: src}
	seat = engine.Seat(d.intn(n))
	if d.intn(5) == 0 {
		others := []engine.Seat{engine.Spectator, engine.Seat(n), engine.Seat(n + 7), -9}
		seat = others[d.intn(len(others))]
	}
	names := []string{"", "pass", "gametest-junk", "MOVE", `{"move":1}`}
	items := []string{"", "gametest-item", " ", "0"}
	for _, c := range listed {
		names = append(names, c.move.Name)
		if c.move.Item != "" {
			items = append(items, c.move.Item)
		}
	}
	if len(listed) > 0 && d.intn(3) == 0 {
		// A listed move (another seat's, or this seat's bent below).
		mv = listed[d.intn(len(listed))].move
	} else {
		mv.Name = names[d.intn(len(names))]
	}
	switch d.intn(4) {
	case 0:
		mv.Option, mv.HasOption = []int{-1, 0, 1, 2, 3, 7, 1 << 30}[d.intn(7)], true
	case 1:
		mv.Option, mv.HasOption = d.intn(3), false
	}
	if d.intn(3) == 0 {
		mv.Item = items[d.intn(len(items))]
	}
	return seat, mv, !d.dry
}

// drawer draws from a source until it runs dry, then gives zeros.
type drawer struct {
	src source
	dry bool
}

func (d *drawer) intn(n int) int {
	if d.dry {
		return 0
	}
	v, ok := d.src.intn(n)
	d.dry = !ok
	return v
}

// checkTermination plays m to its end and checks the Outcome on the way
// and at the end.
func (s *suite) checkTermination(t *testing.T, m *match, src source) {
	t.Helper()
	s.walk(t, m, src, func(m *match) bool {
		s.checkOutcome(t, m)
		return true
	})
	if !m.st.Outcome().Ended {
		m.failf(t, "the game stopped without ending")
	}
}

// checkOutcome checks that m's Outcome is consistent with its Pending.
func (s *suite) checkOutcome(t testing.TB, m *match) {
	t.Helper()
	st := m.st
	out := st.Outcome()
	n := st.Seats()
	if !out.Ended {
		if out.Scores != nil || out.Winners != nil {
			m.failf(t, "the game has not ended but its Outcome has scores %v, winners %v", out.Scores, out.Winners)
		}
		if len(st.Pending()) == 0 {
			m.failf(t, "the game has not ended but nothing is pending")
		}
		return
	}
	if p := st.Pending(); len(p) != 0 {
		m.failf(t, "the game has ended but Pending lists %v", p)
	}
	for seat := range engine.Seat(n) {
		if l := st.Legal(seat, nil); len(l) != 0 {
			m.failf(t, "the game has ended but seat %d has legal moves %v", seat, l)
		}
	}
	if len(out.Scores) != n {
		m.failf(t, "the Outcome has %d scores for %d seats", len(out.Scores), n)
	}
	for i, w := range out.Winners {
		if w < 0 || int(w) >= n {
			m.failf(t, "the Outcome names seat %d a winner, not at the table of %d", w, n)
		}
		if slices.Contains(out.Winners[:i], w) {
			m.failf(t, "the Outcome names seat %d a winner twice", w)
		}
	}
}
