package table

import (
	"context"
	"fmt"
)

// Subscriptions: a table's feed of updates to its watchers and players.

// Sub is a subscription to a table's updates. C is closed when the table
// drops the subscriber (it fell behind) or shuts down.
type Sub struct {
	C       <-chan *Update
	c       chan *Update
	token   string
	seat    int
	lang    string // the language its log is worded in (tell.go)
	lastSeq int64
	closed  bool
	// watcher: a spectator whose token controls nothing at the table
	// (fixed: such a token never comes to control a seat).
	watcher bool
	// counted: the subscription counts against the spectator cap: every
	// one but the first at a seat (fixed when it subscribes).
	counted bool
	// you are the seats the token controls and host whether it is the
	// host's, as of the last change of seats (refreshPresence).
	you  []int
	host bool
	// lastChat is the last chat line sent.
	lastChat int64
}

// subBuffer bounds each subscriber's queue.
const subBuffer = 16

// broadcast sends every subscriber its update; one whose queue is full
// is dropped. Subscribers of one audience (the same token at the same
// seat, or any spectator whose token holds nothing) who have seen the
// same log and chat get one shared update, built and encoded once
// (Update.MarshalJSON): a thousand sockets of one seat, or a thousand
// spectators, cost one view and one encoding per move, not a thousand.
func (s *state) broadcast() { s.broadcastExcept(nil) }

// audience is who an update is for, and what they have seen.
type audience struct {
	token     string
	seat      int
	lang      string
	seq, chat int64
}

// broadcastExcept is broadcast to all but skip.
func (s *state) broadcastExcept(skip *Sub) {
	shared := map[audience]*Update{}
	for sub := range s.subs {
		if sub == skip {
			continue
		}
		k := audience{sub.token, sub.seat, sub.lang, sub.lastSeq, sub.lastChat}
		// A watcher's token may since have claimed a reopened seat
		// (sub.you is kept current by refreshPresence): then it is no
		// longer one of the anonymous audience.
		if sub.watcher && len(sub.you) == 0 && !sub.host {
			k.token, k.seat = "", -1
		}
		up := shared[k]
		if up == nil {
			u := s.update(sub.token, sub.seat, sub.lastSeq, sub.lang)
			u.Chat = s.chatAfter(sub.lastChat)
			u.enc = &encoded{}
			up = &u
			shared[k] = up
		}
		select {
		case sub.c <- up:
			sub.lastSeq = up.Seq
			sub.lastChat = s.lastChat()
		default:
			s.t.reg.log.Warn("table: dropping a slow subscriber", "table", s.rec.Code, "seat", sub.seat)
			s.drop(sub)
		}
	}
}

// anonymous reports whether token controls nothing at the table: a
// spectator's.
func (s *state) anonymous(token string) bool {
	if token == "" {
		return true
	}
	you, host := s.controls(token)
	return !host && len(you) == 0
}

func (s *state) drop(sub *Sub) {
	if !sub.closed {
		sub.closed = true
		close(sub.c)
	}
	if _, ok := s.subs[sub]; ok && sub.counted {
		s.watchers--
	}
	delete(s.subs, sub)
}

// seatFed reports whether a subscription already follows seat.
func (s *state) seatFed(seat int) bool {
	for sub := range s.subs {
		if sub.seat == seat {
			return true
		}
	}
	return false
}

// Subscribe starts a feed of updates for seat (-1: spectator), its log
// worded in lang (a tag of package locale; "" is English). The first
// update, with the whole log, is already queued.
func (t *Table) Subscribe(ctx context.Context, token string, seat int, lang string) (*Sub, error) {
	var sub *Sub
	var err error
	if e := t.do(ctx, func(s *state) {
		if seat >= 0 && !s.may(token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		watcher := seat < 0 && s.anonymous(token)
		// A seat's first feed is its player's and is never refused; every
		// other (a spectator's, a seat's second tab, a host watching)
		// counts against the cap, whatever its token.
		counted := seat < 0 || s.seatFed(seat)
		if counted && s.watchers >= s.t.reg.spectatorCap() {
			err = fmt.Errorf("%w: %d feeds are open besides the players', the most a table allows", ErrTooManySpectators, s.watchers)
			return
		}
		c := make(chan *Update, subBuffer)
		sub = &Sub{C: c, c: c, token: token, seat: seat, lang: lang, watcher: watcher, counted: counted}
		if counted {
			s.watchers++
		}
		sub.you, sub.host = s.controls(token)
		s.subs[sub] = struct{}{}
		changed := s.refreshPresence()
		up := s.update(token, seat, 0, lang)
		c <- &up
		sub.lastSeq, sub.lastChat = up.Seq, s.lastChat()
		// A player arriving changes what the others see.
		if changed {
			s.broadcastExcept(sub)
		}
	}); e != nil {
		return nil, e
	}
	return sub, err
}

// SwitchSeat changes the perspective of a subscription to another seat
// token controls (the hot-seat hand-over) and queues a full update.
func (t *Table) SwitchSeat(ctx context.Context, sub *Sub, seat int) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, ok := s.subs[sub]; !ok {
			err = ErrClosed
			return
		}
		if seat >= 0 && !s.may(sub.token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		sub.seat, sub.lastSeq = seat, 0
		up := s.update(sub.token, seat, 0, sub.lang)
		select {
		case sub.c <- &up:
			sub.lastSeq, sub.lastChat = up.Seq, s.lastChat()
		default:
			s.drop(sub)
		}
	}); e != nil {
		return e
	}
	return err
}

// Unsubscribe ends a subscription. A player leaving is news for the
// others (presence); a subscriber dropped for falling behind is not
// announced, and its seat shows away with the next update.
func (t *Table) Unsubscribe(sub *Sub) {
	_ = t.do(context.Background(), func(s *state) {
		s.drop(sub)
		s.notePresence(nil)
	})
}
