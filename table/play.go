package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/store"
)

// openDecision is one seat's open decision as the table last saw it, and
// the sequence number at which it opened.
type openDecision struct {
	pending bool // the seat has a decision at all
	kind    string
	moves   []engine.Move
	opened  int64
}

// Move plays a move for seat, made against sequence number seq: the
// table's sequence number in the last update the player saw. See the
// package doc for when such a move is stale.
func (t *Table) Move(ctx context.Context, token string, seat int, m engine.Move, seq int64) (int64, error) {
	return t.asSeat(ctx, token, seat, func(s *state) (int64, error) {
		out, err := s.play(ctx, seat, m, seq)
		if err == nil {
			s.returned(ctx, seat)
		}
		return out, err
	})
}

// asSeat runs f on the table's loop for a caller whose token controls
// seat, and returns its sequence number.
func (t *Table) asSeat(ctx context.Context, token string, seat int, f func(s *state) (int64, error)) (int64, error) {
	var out int64
	var err error
	if e := t.do(ctx, func(s *state) {
		if !s.may(token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		out, err = f(s)
	}); e != nil {
		return 0, e
	}
	return out, err
}

// play applies and logs a move; the caller has checked who may make it.
func (s *state) play(ctx context.Context, seat int, m engine.Move, seq int64) (int64, error) {
	switch s.rec.Status {
	case Lobby:
		return s.seq, ErrNotStarted
	case Ended:
		return s.seq, ErrEnded
	}
	if seq > s.seq {
		return s.seq, fmt.Errorf("%w: you saw %d, but the table is only at %d", ErrStale, seq, s.seq)
	}
	// Only the seat's own question matters: other seats deciding at the
	// same time may have moved since the player looked.
	if seat >= 0 && seat < len(s.open) && seq < s.open[seat].opened {
		return s.seq, fmt.Errorf("%w: you saw %d, but seat %d's decision changed at %d", ErrStale, seq, seat, s.open[seat].opened)
	}
	next, evs, err := s.st.Apply(engine.Seat(seat), m)
	if err != nil {
		return s.seq, err
	}
	raw, _ := json.Marshal(m)
	rec := store.Move{Seq: s.seq + 1, Seat: seat, Move: raw, At: s.now()}
	if err := s.appendMove(ctx, rec); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return s.lostRace(ctx, seat, m, seq)
		}
		if errors.Is(err, ErrStorage) {
			return s.seq, err
		}
		return s.seq, fmt.Errorf("table: saving the move: %w", err)
	}
	s.back.moved(s.seq+1, seat, s.st, next, evs)
	s.st, s.seq = next, s.seq+1
	for _, e := range evs {
		s.events = append(s.events, LoggedEvent{Seq: s.seq, Event: e})
	}
	s.track(seat)
	if s.st.Outcome().Ended {
		if err := s.saveWith(ctx, func() { s.rec.Status = Ended }); err != nil {
			s.t.reg.log.Error("table: recording the end", "table", s.rec.Code, "err", err)
		}
	}
	s.setDeadlines(ctx)
	s.broadcast()
	s.scheduleBots()
	return s.seq, nil
}

// track notes the open decisions after the move at s.seq by mover (-1
// at the start of a game). A seat's decision opens anew, at s.seq, when
// its kind or legal moves differ from before, when it appears or goes,
// and whenever the seat itself has just moved (so that a move sent twice
// is stale the second time even if the next question looks the same).
func (s *state) track(mover int) {
	s.pending = s.st.Pending()
	n := s.st.Seats()
	if len(s.open) != n {
		s.open = make([]openDecision, n)
		s.thinking = make([]int64, n)
		for i := range s.thinking {
			s.thinking[i] = -1
		}
	}
	now := make([]openDecision, n)
	for _, d := range s.pending {
		if i := int(d.Seat); i >= 0 && i < n && !now[i].pending {
			now[i] = openDecision{pending: true, kind: d.Kind, moves: d.Moves}
		}
	}
	for i, o := range s.open {
		d := now[i]
		if i == mover || d.pending != o.pending || d.kind != o.kind || !slices.Equal(d.moves, o.moves) {
			d.opened = s.seq
			s.open[i] = d
		}
	}
}

// scheduleBots starts a bot for every pending seat that a bot plays and
// that no bot is thinking for yet.
func (s *state) scheduleBots() {
	if s.st == nil || s.rec.Status != Playing || !s.owner {
		return
	}
	for _, d := range s.pending {
		seat := int(d.Seat)
		if seat < 0 || seat >= len(s.rec.Seats) || s.botFor(seat) == "" || s.thinking[seat] == s.open[seat].opened {
			continue
		}
		s.think(seat, s.botFor(seat), false)
	}
}

// think runs the bot name for seat in its own goroutine. Its move is
// played unless the seat's own decision has changed meanwhile (moves by
// other seats deciding at the same time do not make it stale), or,
// unless it answers a decision whose time ran out (timeout), the seat
// has gone back to a human meanwhile.
func (s *state) think(seat int, name string, timeout bool) {
	bot, err := s.rules.Bots().New(name)
	if err != nil {
		s.t.reg.log.Error("table: unknown bot", "table", s.rec.Code, "seat", seat, "bot", name)
		return
	}
	opened := s.open[seat].opened
	s.thinking[seat] = opened
	view := s.st.View(engine.Seat(seat))
	legal := s.st.Legal(engine.Seat(seat), nil)
	// The bot remembers what its seat has seen, like a player at the
	// table; bots that can use it (bots.Recaller) are handed it.
	var seen []engine.Event
	if _, ok := bot.(bots.Recaller); ok {
		seen = recalled(s.events, engine.Seat(seat))
	}
	// Seat 0's stream is the one every bot had when one seat decided at
	// a time; each seat has its own.
	rng := rand.New(rand.NewPCG(s.rec.Seed, uint64(s.seq)^uint64(seat)<<48))
	delay := time.Duration(s.rec.BotDelayMs) * time.Millisecond
	t := s.t
	go func() {
		clock := t.reg.clock
		start := clock.Now()
		m := bots.Decide(bot, engine.Seat(seat), view, seen, legal, rng)
		// The pause before a bot's move runs on the table's clock, like
		// its deadlines: a test holding a ManualClock decides when a
		// bot moves.
		if wait := delay - clock.Now().Sub(start); wait > 0 {
			waited := make(chan struct{})
			timer := clock.AfterFunc(wait, func() { close(waited) })
			select {
			case <-waited:
			case <-t.done:
				timer.Stop()
				return
			}
		}
		_ = t.do(context.Background(), func(s *state) {
			if !s.owner || s.rec.Status != Playing || seat >= len(s.open) || !s.open[seat].pending || s.open[seat].opened != opened {
				return
			}
			if !timeout && s.botFor(seat) == "" {
				return // the owner took the seat back while the bot thought
			}
			if _, err := s.play(context.Background(), seat, m, s.seq); err != nil {
				s.t.reg.log.Error("table: bot move refused", "table", s.rec.Code, "seat", seat, "move", m.String(), "err", err)
			}
		})
	}()
}

// opening returns the events that open a game (seq 0), for games that
// report them (engine.Opener).
func opening(st engine.State) []LoggedEvent {
	out := []LoggedEvent{}
	if o, ok := st.(engine.Opener); ok {
		for _, e := range o.Opening() {
			out = append(out, LoggedEvent{Seq: 0, Event: e})
		}
	}
	return out
}

// begin deals the game of the table rec under rules, as its start did.
func begin(rules game.Rules, rec store.Table) (engine.State, error) {
	seats := make([]game.Seat, len(rec.Seats))
	for i, s := range rec.Seats {
		seats[i] = game.Seat{Name: s.Name, Setup: s.Setup}
	}
	return rules.Start(game.Setup{Seed: rec.Seed, Seats: seats, First: rec.FirstSeat})
}

// replay plays stored moves from start with engine.ReplayEach, calling
// each after every move with the move, the state it led to and its
// events, and returns the last state.
func replay(start engine.State, moves []store.Move, each func(mv store.Move, st engine.State, evs []engine.Event)) (engine.State, takeBacks, error) {
	st := start
	var back takeBacks
	for _, mv := range moves {
		if n, ok := noticeOf(mv.Move); ok {
			each(mv, st, []engine.Event{noticeEvent(mv, n)})
			continue
		}
		if IsUndo(mv.Move) {
			b, ok := back.pop()
			if !ok {
				return nil, nil, fmt.Errorf("stored move %d takes back a move that was final", mv.Seq)
			}
			st = b.before
			each(mv, st, []engine.Event{undoEvent(b)})
			continue
		}
		var m engine.Move
		if err := json.Unmarshal(mv.Move, &m); err != nil {
			return nil, nil, fmt.Errorf("stored move %d: %w", mv.Seq, err)
		}
		next, evs, err := st.Apply(engine.Seat(mv.Seat), m)
		if err != nil {
			return nil, nil, fmt.Errorf("stored move %d refused on replay: %w", mv.Seq, err)
		}
		back.moved(mv.Seq, mv.Seat, st, next, evs)
		st = next
		each(mv, st, evs)
	}
	return st, back, nil
}

// restore rebuilds the game by replaying the stored moves, noting the
// open decisions after each exactly as live play did, so that a player's
// sequence number means the same after a restart.
func (s *state) restore(moves []store.Move) error {
	if s.rec.Status == Lobby {
		// Only notices come before the start (who left, who took a seat).
		for _, mv := range moves {
			if !IsNotice(mv.Move) {
				return fmt.Errorf("stored move %d comes before the game began", mv.Seq)
			}
			s.noted(mv)
		}
		return nil
	}
	start, err := begin(s.rules, s.rec)
	if err != nil {
		return err
	}
	s.st, s.events = start, opening(start)
	s.track(-1)
	_, back, err := replay(start, moves, func(mv store.Move, st engine.State, evs []engine.Event) {
		s.st, s.seq = st, mv.Seq
		for _, e := range evs {
			s.events = append(s.events, LoggedEvent{Seq: mv.Seq, Event: e})
		}
		switch {
		case IsNotice(mv.Move):
			// A notice opens no decision anew, as when it was logged.
		case IsUndo(mv.Move):
			s.track(mv.Seat)
			s.reopen()
		default:
			s.track(mv.Seat)
		}
	})
	if err != nil {
		return err
	}
	s.back = back
	if s.st.Outcome().Ended && s.rec.Status != Ended {
		_ = s.saveWith(context.Background(), func() { s.rec.Status = Ended })
	}
	s.setDeadlines(context.Background())
	s.scheduleBots()
	return nil
}

// StateAt replays a finished game to move k for the replay page, with
// the log of events up to it, worded for a spectator in lang.
func (r *Registry) StateAt(doc []byte, rec store.Table, moves []store.Move, k int, lang string) (engine.State, []LoggedEvent, error) {
	g, err := r.games.Get(rec.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("table %s: %w", rec.Code, err)
	}
	rules, err := g.Document(doc)
	if err != nil {
		return nil, nil, err
	}
	start, err := begin(rules, rec)
	if err != nil {
		return nil, nil, err
	}
	log := opening(start)
	end, _, err := replay(start, moves[:max(0, min(k, len(moves)))], func(mv store.Move, _ engine.State, evs []engine.Event) {
		for _, e := range evs {
			log = append(log, LoggedEvent{Seq: mv.Seq, Event: e})
		}
	})
	if err != nil {
		return nil, nil, err
	}
	r.tellAll(rec, rules, log, engine.Spectator, lang)
	return end, log, nil
}
