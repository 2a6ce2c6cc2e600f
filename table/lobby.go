package table

import (
	"context"
	"fmt"
	"time"

	"evergreen/store"
)

// Claim takes an open online seat for a newcomer and returns its token.
// Calling it again with the seat's own token just renames. A seat a
// rematch keeps for its last player (RematchHold) goes to that player,
// with the token they had, and to nobody else until the hold ends; a
// seat the host reopened during play is claimed like one in the lobby.
func (t *Table) Claim(ctx context.Context, token string, seat int, name string) (string, error) {
	var out string
	var err error
	name, err = CheckName(name)
	if err != nil {
		return "", err
	}
	if e := t.do(ctx, func(s *state) {
		if seat < 0 || seat >= len(s.rec.Seats) {
			err = fmt.Errorf("%w: no seat %d", ErrBadRequest, seat)
			return
		}
		st := &s.rec.Seats[seat]
		fresh := false
		switch {
		case TokenMatches(token, s.rec.HostTokenHash):
			err = fmt.Errorf("%w: the host's device holds the hot-seat seats; an online seat is claimed from another browser", ErrForbidden)
			return
		case st.Kind != Online:
			err = fmt.Errorf("%w: seat %d is not an online seat", ErrForbidden, seat)
			return
		case st.Claimed && !TokenMatches(token, st.TokenHash):
			err = fmt.Errorf("%w: seat %d is taken", ErrForbidden, seat)
			return
		case st.Claimed:
			out = token
		case s.rec.Status == Ended:
			err = ErrEnded
			return
		case s.reservedFor(seat, token):
			err = fmt.Errorf("%w: seat %d is kept for its player from the last game until %s UTC", ErrForbidden, seat, st.ReservedUntil.Format("15:04"))
			return
		case s.heldBefore(seat, token):
			out = token
			st.TokenHash, st.Claimed = st.Reserved, true
		default:
			fresh = true
			out = NewToken()
			st.TokenHash, st.Claimed = HashToken(out), true
			// The seat's last player's name is kept, to tell a newcomer
			// under the same name from them (SeatInfo.Reused).
			st.Former = st.Name
			if name == "" {
				st.Name = "" // not the name of whoever the seat was kept for
			}
		}
		st.Reserved, st.ReservedUntil = nil, time.Time{}
		if name != "" && (s.rec.Status == Lobby || fresh) {
			st.Name = name
		}
		if s.rec.Status == Playing && st.Standin != "" {
			// A newcomer to a reopened seat plays it from now on.
			st.Standin, st.Missed = "", 0
		}
		kind := ""
		if fresh && s.rec.Status == Playing {
			// A claim in the lobby is seen in the lobby itself; one during
			// play is a change of hands everyone is told of.
			kind = NoticeClaim
		}
		if s.rec.Status == Playing {
			if err = s.changedHands(ctx, seat, kind, st.Name); err != nil {
				out = ""
			}
			return
		}
		if err = s.save(ctx); err != nil {
			out = ""
			return
		}
		s.reseat()
		s.broadcast()
	}); e != nil {
		return "", e
	}
	return out, err
}

// FillBots seats a bot in one open online seat, or in all of them when
// seat is -1. Host only.
func (t *Table) FillBots(ctx context.Context, token string, seat int, bot string) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host seats bots", ErrForbidden)
			return
		}
		if s.rec.Status != Lobby {
			err = ErrStarted
			return
		}
		if _, e := s.rules.Bots().New(bot); e != nil {
			err = fmt.Errorf("%w: %v", ErrBadRequest, e)
			return
		}
		n := 0
		for i := range s.rec.Seats {
			st := &s.rec.Seats[i]
			if (seat < 0 || seat == i) && st.Kind == Online && !st.Claimed {
				st.Kind, st.Bot, st.TokenHash = Bot, bot, nil
				n++
			}
		}
		if n == 0 {
			err = fmt.Errorf("%w: no open seat to fill", ErrBadRequest)
			return
		}
		if err = s.save(ctx); err == nil {
			s.broadcast()
		}
	}); e != nil {
		return e
	}
	return err
}

// Start begins the game once every seat is taken. Host only.
func (t *Table) Start(ctx context.Context, token string) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host starts the game", ErrForbidden)
			return
		}
		if s.rec.Status != Lobby {
			err = ErrStarted
			return
		}
		open := s.openSeat()
		if open >= 0 && s.t.reg.cluster != nil {
			// A seat claimed on another node a moment ago may not have
			// reached this copy yet: read the record before refusing.
			s.refresh(ctx)
			if s.rec.Status != Lobby {
				err = ErrStarted
				return
			}
			open = s.openSeat()
		}
		if open >= 0 {
			err = fmt.Errorf("%w: seat %d is still open: wait for a player or seat a bot", ErrBadRequest, open)
			return
		}
		err = s.start(ctx)
	}); e != nil {
		return e
	}
	return err
}

// openSeat is the first online seat nobody has claimed yet, or -1.
func (s *state) openSeat() int {
	for _, st := range s.rec.Seats {
		if st.Kind == Online && !st.Claimed {
			return st.Seat
		}
	}
	return -1
}

func (s *state) start(ctx context.Context) error {
	st, err := begin(s.rules, s.rec)
	if err != nil {
		return err
	}
	s.rec.Status = Playing
	if err := s.save(ctx); err != nil {
		return err
	}
	// The lobby's notices (who left, who took a seat) stay, after the
	// game's opening.
	s.st, s.events = st, append(opening(st), s.events...)
	s.track(-1)
	s.setDeadlines(ctx)
	s.broadcast()
	s.scheduleBots()
	return nil
}

// Rematch opens a new table with the same seats and rules and a new seed.
// Host only. It returns the new table's code.
func (t *Table) Rematch(ctx context.Context, token string) (string, error) {
	var cfg Config
	var existing string
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host calls a rematch", ErrForbidden)
			return
		}
		if existing = s.rec.Rematch; existing != "" {
			return
		}
		// No seed: the server deals the rematch afresh (deal.go).
		c := s.rec.Clock
		cfg = Config{
			Game: s.rec.Game, RulesDoc: s.rules.Doc(), FirstSeat: s.rec.FirstSeat, BotDelayMs: s.rec.BotDelayMs,
			Clock: ClockConfig{Kind: c.Kind, Seconds: c.Seconds, Bot: c.Bot, Misses: c.Misses},
		}
		for _, st := range s.rec.Seats {
			// The rematch keeps each seat's set-up as the game settled it.
			sc := SeatConfig{Kind: st.Kind, Name: st.Name, Setup: st.Setup, Bot: st.Bot}
			if st.Kind == Online {
				// The seat waits for the player who held it (JoinRematch),
				// under their name, for RematchHold; a seat nobody held
				// (reopened and never taken) is open at once. Either way
				// the name stays with the seat until someone else takes it.
				if st.Claimed && len(st.TokenHash) > 0 {
					sc.reserve = st.TokenHash
				}
			}
			cfg.Seats = append(cfg.Seats, sc)
		}
	}); e != nil {
		return "", e
	}
	if err != nil || existing != "" {
		return existing, err
	}
	// Created outside the loop: a new table has its own goroutine.
	nt, err := t.reg.createWithToken(ctx, cfg, token)
	if err != nil {
		return "", err
	}
	code := nt.code
	err = t.do(ctx, func(s *state) {
		made := code
		if e := s.saveWith(ctx, func() {
			// A second call (here or on another node) that won the race
			// keeps the first rematch.
			if s.rec.Rematch == "" {
				s.rec.Rematch = made
			}
			code = s.rec.Rematch
		}); e != nil {
			s.t.reg.log.Error("table: recording rematch", "err", e)
		}
		s.broadcast()
	})
	return code, err
}

// Replay returns every move of an ended game, for the replay page.
func (t *Table) Replay(ctx context.Context) (doc []byte, rec store.Table, moves []store.Move, err error) {
	if e := t.do(ctx, func(s *state) { doc, rec = s.rules.Doc(), s.rec }); e != nil {
		return nil, rec, nil, e
	}
	if rec.Status != Ended {
		return nil, rec, nil, fmt.Errorf("%w: a replay opens once the game is over", ErrForbidden)
	}
	moves, err = t.reg.store.Moves(ctx, t.code, 0)
	return doc, rec, moves, err
}
