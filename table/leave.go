package table

import (
	"context"
	"fmt"
	"time"

	"evergreen/game"
)

// Leaving a table: a player leaves the lobby or concedes the game, the
// host ends a table everyone else has left, and a table nobody plays at
// for too long ends by itself. Each is a notice in the table's log
// (notice.go), which every seat sees.

// Leave gives up seat in the lobby: the seat is open again for anyone,
// and token no longer holds it. Its own player only.
func (t *Table) Leave(ctx context.Context, token string, seat int) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if seat < 0 || seat >= len(s.rec.Seats) || s.rec.Seats[seat].Kind != Online || !TokenMatches(token, s.rec.Seats[seat].TokenHash) {
			err = fmt.Errorf("%w: seat %d is not an online seat you hold", ErrForbidden, seat)
			return
		}
		if s.rec.Status != Lobby {
			err = fmt.Errorf("%w: the game has begun: concede instead of leaving", ErrStarted)
			return
		}
		st := &s.rec.Seats[seat]
		name := st.Name
		st.TokenHash, st.Claimed, st.Name = nil, false, ""
		st.Reserved, st.ReservedUntil = nil, time.Time{}
		if err = s.save(ctx); err != nil {
			return
		}
		s.note(ctx, seat, NoticeLeave, name)
		s.reseat()
		s.broadcast()
	}); e != nil {
		return e
	}
	return err
}

// Concede gives up the game for seat, as the game's manifest says
// (game.Manifest.Concede): a bot plays the seat to the end, under its
// player's name, and the token no longer holds it. When no seat is left
// to a person, the table ends there. token must control the seat.
func (t *Table) Concede(ctx context.Context, token string, seat int) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if !s.may(token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		switch s.rec.Status {
		case Lobby:
			err = fmt.Errorf("%w: the game has not begun: leave the seat instead", ErrNotStarted)
			return
		case Ended:
			err = ErrEnded
			return
		}
		if s.concedes() != game.ConcedeBot {
			err = fmt.Errorf("%w: this game offers no concession", ErrForbidden)
			return
		}
		st := &s.rec.Seats[seat]
		st.Kind, st.Bot = Bot, s.standinBot("")
		st.TokenHash, st.Claimed, st.Standin, st.Missed = nil, true, "", 0
		st.Reserved, st.ReservedUntil = nil, time.Time{}
		if !s.anyPerson() {
			s.rec.Status = Ended
		}
		if err = s.save(ctx); err != nil {
			return
		}
		s.note(ctx, seat, NoticeConcede, st.Name)
		s.reseat()
		s.setDeadlines(ctx)
		s.broadcast()
		s.scheduleBots()
	}); e != nil {
		return e
	}
	return err
}

// concedes is the game's concession rule (game.Manifest.Concede).
func (s *state) concedes() string {
	g, err := s.t.reg.games.Get(s.rec.Game)
	if err != nil {
		return ""
	}
	return g.Manifest().Concede
}

// standinBot is bot if the game has it, else the table's clock's bot,
// else the game's first.
func (s *state) standinBot(bot string) string {
	for _, b := range []string{bot, s.rec.Clock.Bot} {
		if b != "" {
			if _, err := s.rules.Bots().New(b); err == nil {
				return b
			}
		}
	}
	return first1(s.rules.Bots().Names())
}

// anyPerson reports whether some seat is still played by a person: a
// hot-seat seat, or an online seat someone holds or may still claim.
func (s *state) anyPerson() bool {
	for _, st := range s.rec.Seats {
		if st.Kind == Local || st.Kind == Online {
			return true
		}
	}
	return false
}

// Endable reports whether the host may end the table now: it is not
// over, and no online seat's player is here (everyone else has left,
// conceded or gone away).
func (s *state) endable() bool {
	if s.rec.Status == Ended {
		return false
	}
	for i, st := range s.rec.Seats {
		if st.Kind == Online && st.Claimed && i < len(s.presence) && s.presence[i].here {
			return false
		}
	}
	return true
}

// End ends a table that everyone but the host has left, in the lobby or
// during play: it is over for everyone, its game unfinished. Host only.
func (t *Table) End(ctx context.Context, token string) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host ends the table", ErrForbidden)
			return
		}
		if s.rec.Status == Ended {
			err = ErrEnded
			return
		}
		if !s.endable() {
			err = fmt.Errorf("%w: a player is still at the table: they may concede or leave first", ErrForbidden)
			return
		}
		err = s.close(ctx, NoticeEnd)
	}); e != nil {
		return e
	}
	return err
}

// close ends the table without its game, with a notice of kind.
func (s *state) close(ctx context.Context, kind string) error {
	if err := s.saveWith(ctx, func() { s.rec.Status = Ended }); err != nil {
		return err
	}
	s.note(ctx, -1, kind, "")
	s.setDeadlines(ctx)
	s.broadcast()
	return nil
}

// EndIdle ends every table, in the lobby or in play, that nobody has
// played at for longer than after: no move, notice or change of seats
// since. It returns how many it ended.
func (r *Registry) EndIdle(ctx context.Context, after time.Duration) int {
	cutoff := r.clock.Now().Add(-after)
	n := 0
	for _, status := range []string{Lobby, Playing} {
		recs, err := r.store.Tables(ctx, status, 0)
		if err != nil {
			r.log.Error("table: finding idle tables", "err", err)
			return n
		}
		for _, rec := range recs {
			if rec.UpdatedAt.After(cutoff) {
				continue
			}
			if last, err := r.store.Moves(ctx, rec.Code, 0); err == nil && len(last) > 0 && last[len(last)-1].At.After(cutoff) {
				continue
			}
			t, err := r.Get(ctx, rec.Code)
			if err != nil {
				continue
			}
			ended := false
			_ = t.do(ctx, func(s *state) {
				if s.rec.Status == Ended || len(s.subs) > 0 {
					// Someone is looking at it: not abandoned.
					return
				}
				ended = s.close(ctx, NoticeIdle) == nil
			})
			if ended {
				n++
			}
		}
	}
	return n
}

// WatchIdle ends idle tables (EndIdle) now and then every every; after
// <= 0 does nothing. Call it once.
func (r *Registry) WatchIdle(after, every time.Duration) {
	if after <= 0 || every <= 0 {
		return
	}
	go func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			r.EndIdle(context.Background(), after)
			select {
			case <-tick.C:
			case <-r.stop:
				return
			}
		}
	}()
}
