package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"evergreen/engine"
	"evergreen/store"
)

// ErrNoUndo: there is no move the asker may take back.
var ErrNoUndo = errors.New("table: nothing to take back")

// undoEntry is the log entry of an undo: it takes back the latest move
// not yet taken back. Its seat is the seat whose move that was.
var undoEntry = []byte(`{"undo":true}`)

// IsUndo reports whether a logged move is an undo entry.
func IsUndo(raw []byte) bool {
	var u struct {
		Undo bool `json:"undo"`
	}
	return json.Unmarshal(raw, &u) == nil && u.Undo
}

// takeBack is a move that may still be taken back: its log number, its
// seat and the state before it.
type takeBack struct {
	seq    int64
	seat   int
	before engine.State
}

// takeBacks are the moves since the last final one (engine.Final), the
// latest last. Games that offer no undo keep it empty.
type takeBacks []takeBack

// moved notes a move from before to after with events evs.
func (b *takeBacks) moved(seq int64, seat int, before, after engine.State, evs []engine.Event) {
	if engine.Final(after, evs) {
		*b = (*b)[:0]
		return
	}
	*b = append(*b, takeBack{seq: seq, seat: seat, before: before})
}

// pop takes the latest move back.
func (b *takeBacks) pop() (takeBack, bool) {
	n := len(*b)
	if n == 0 {
		return takeBack{}, false
	}
	last := (*b)[n-1]
	*b = (*b)[:n-1]
	return last, true
}

func undoEvent(b takeBack) engine.Event {
	return engine.Event{Type: engine.EventUndo, Seat: engine.Seat(b.seat), Amount: int(b.seq)}
}

// Kept returns the moves of a log that still count: undo entries, the
// moves they took back and notices (notice.go) left out, for readers
// that analyse the game as it was finally played (a review). It trusts
// the log: an undo with nothing before it is dropped.
func Kept(moves []store.Move) []store.Move {
	out := make([]store.Move, 0, len(moves))
	for _, mv := range moves {
		if IsNotice(mv.Move) {
			continue
		}
		if IsUndo(mv.Move) {
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
			continue
		}
		out = append(out, mv)
	}
	return out
}

// Undo takes back the latest move seat may take back, seen at sequence
// number seq (the table's own: an undo answers what the player saw). A
// player takes back their own move if no seat has moved since and it
// revealed nothing; at a table with no online seat (solo or hot-seat),
// the host takes back the latest move of a seat on this device, with
// the bots' moves after it, back to the last reveal. Each move taken
// back is logged as an undo entry of its own, with an EventUndo everyone
// sees. It returns the new sequence number.
func (t *Table) Undo(ctx context.Context, token string, seat int, seq int64) (int64, error) {
	return t.asSeat(ctx, token, seat, func(s *state) (int64, error) { return s.undo(ctx, seat, seq) })
}

func (s *state) undo(ctx context.Context, seat int, seq int64) (int64, error) {
	switch s.rec.Status {
	case Lobby:
		return s.seq, ErrNotStarted
	case Ended:
		return s.seq, ErrEnded
	}
	if seq != s.seq {
		return s.seq, fmt.Errorf("%w: you saw %d, but the table is at %d", ErrStale, seq, s.seq)
	}
	n, why := s.undoable(seat)
	if n == 0 {
		return s.seq, fmt.Errorf("%w: %s", ErrNoUndo, why)
	}
	for range n {
		b := s.back[len(s.back)-1]
		rec := store.Move{Seq: s.seq + 1, Seat: b.seat, Move: undoEntry, At: s.now()}
		if err := s.appendMove(ctx, rec); err != nil {
			if errors.Is(err, store.ErrConflict) {
				err = fmt.Errorf("%w: the table moved on meanwhile", ErrStale)
			}
			s.broadcast()
			return s.seq, err
		}
		s.tookBack()
	}
	s.setDeadlines(ctx)
	s.broadcast()
	s.scheduleBots()
	return s.seq, nil
}

// undoable says how many moves an undo by seat takes back (0: none, with
// why in words).
func (s *state) undoable(seat int) (int, string) {
	if len(s.back) == 0 {
		return 0, "no move since the last reveal can be taken back (a die, a drawn or shown card or a hidden choice made the moves before final)"
	}
	if !s.sameDevice() {
		if s.back[len(s.back)-1].seat != seat {
			return 0, "only your own latest move can be taken back, and another seat has moved since"
		}
		return 1, ""
	}
	for i := len(s.back) - 1; i >= 0; i-- {
		if s.botFor(s.back[i].seat) == "" {
			return len(s.back) - i, ""
		}
	}
	return 0, "only bots have moved since the last reveal"
}

// sameDevice reports a table with no online seat: solo or hot-seat.
func (s *state) sameDevice() bool {
	for _, st := range s.rec.Seats {
		if st.Kind == Online {
			return false
		}
	}
	return true
}

// tookBack applies one logged undo entry: the latest move is taken back,
// and every seat's decision opens anew, so that moves and bots' answers
// made against the state before are stale.
func (s *state) tookBack() {
	b, _ := s.back.pop()
	s.st, s.seq = b.before, s.seq+1
	s.events = append(s.events, LoggedEvent{Seq: s.seq, Event: undoEvent(b)})
	s.reopen()
}

// reopen opens every seat's decision anew at s.seq, after an undo.
func (s *state) reopen() {
	s.track(-1)
	for i := range s.open {
		s.open[i].opened = s.seq
	}
}

// canUndo reports whether the seat could take a move back now, for the
// frame's Undo button.
func (s *state) canUndo(seat int) bool {
	if s.rec.Status != Playing || seat < 0 {
		return false
	}
	n, _ := s.undoable(seat)
	return n > 0
}

// recalled is what a bot at seat remembers of the log: every event as
// the seat saw it, but those of moves taken back, so that a game's
// sampler counts only what still stands; the undo events stay, for bots
// that care that a move was taken back.
func recalled(log []LoggedEvent, seat engine.Seat) []engine.Event {
	undone := map[int64]bool{}
	for _, e := range log {
		if e.Event.Type == engine.EventUndo {
			undone[int64(e.Event.Amount)] = true
		}
	}
	seen := make([]engine.Event, 0, len(log))
	for _, e := range log {
		if !undone[e.Seq] || e.Event.Type == engine.EventUndo {
			seen = append(seen, e.Event.Redact(seat))
		}
	}
	return seen
}
