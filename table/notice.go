package table

import (
	"context"
	"encoding/json"

	"evergreen/engine"
	"evergreen/store"
)

// EventNotice is the event a table logs when who sits where changes, or
// the table itself ends without the game: Detail is one of the Notice
// kinds, Seat the seat concerned (engine.NoSeat for the whole table)
// and Ref the name of the player concerned. It is public: every seat,
// spectator and bot sees it.
const EventNotice = "notice"

// Notice kinds.
const (
	NoticeLeave   = "leave"   // the player left the lobby; the seat is open again
	NoticeConcede = "concede" // the player conceded; a bot plays the seat to the end
	NoticeReopen  = "reopen"  // the host freed the away player's seat for someone else
	NoticeClaim   = "claim"   // a newcomer took the seat (Ref: their name)
	NoticeHand    = "hand"    // the host had a bot play the away player's seat
	NoticeClock   = "clock"   // the seat let the clock run out too often: its bot plays it until taken back
	NoticeReturn  = "return"  // the seat's player took it back from the bot
	NoticeEnd     = "end"     // the host ended the table, everyone else having left
	NoticeIdle    = "idle"    // nobody played for too long: the table ended by itself
)

// noticeEntry is a notice as the move log keeps it. It changes no game
// state: replaying the log passes over it, keeping only its event, so a
// replay stays exact whatever happened to the seats.
type noticeEntry struct {
	Notice string `json:"notice"`
	Name   string `json:"name,omitempty"`
}

// IsNotice reports whether a logged move is a notice entry.
func IsNotice(raw []byte) bool {
	_, ok := noticeOf(raw)
	return ok
}

func noticeOf(raw []byte) (noticeEntry, bool) {
	var n noticeEntry
	if len(raw) == 0 || raw[0] != '{' || json.Unmarshal(raw, &n) != nil || n.Notice == "" {
		return noticeEntry{}, false
	}
	return n, true
}

// noticeEvent is the event of a logged notice.
func noticeEvent(mv store.Move, n noticeEntry) engine.Event {
	seat := engine.Seat(mv.Seat)
	if mv.Seat < 0 {
		seat = engine.NoSeat
	}
	return engine.Event{Type: EventNotice, Seat: seat, Detail: n.Notice, Ref: n.Name}
}

// note logs a notice of kind for seat (-1: the whole table), naming the
// player name, and adds its event to the table's log; the caller tells
// everyone. The record is saved before: a notice that cannot be logged
// (another node logged first) is reported and dropped, the change stays.
func (s *state) note(ctx context.Context, seat int, kind, name string) {
	raw, _ := json.Marshal(noticeEntry{Notice: kind, Name: name})
	mv := store.Move{Seq: s.seq + 1, Seat: seat, Move: raw, At: s.now()}
	if err := s.appendMove(ctx, mv); err != nil {
		s.t.reg.log.Warn("table: logging a notice", "table", s.rec.Code, "notice", kind, "err", err)
		return
	}
	s.noted(mv)
}

// noted applies a logged notice: the sequence number moves on and its
// event joins the log. It opens no decision anew: a move made against
// the number before is not stale for it.
func (s *state) noted(mv store.Move) {
	n, _ := noticeOf(mv.Move)
	s.seq = mv.Seq
	s.events = append(s.events, LoggedEvent{Seq: mv.Seq, Event: noticeEvent(mv, n)})
}

// reused reports whether seat's name is also another seat's, or was its
// former player's (SeatInfo.Reused).
func (s *state) reused(seat store.Seat) bool {
	if seat.Name == "" || seat.Kind == Bot || (seat.Kind == Online && !seat.Claimed) {
		return false
	}
	if seat.Name == seat.Former {
		return true
	}
	for _, o := range s.rec.Seats {
		if o.Seat != seat.Seat && o.Name == seat.Name && (o.Kind == Local || o.Claimed) {
			return true
		}
	}
	return false
}
