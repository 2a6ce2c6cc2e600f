package table

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// RematchHold is how long a rematch keeps each online seat for the
// player who held it in the last game, before anyone may take it.
const RematchHold = 10 * time.Minute

// HandToBot has bot play an online seat whose player is away, until
// the player takes it back (TakeBack) with their token. Host only; a
// seat whose player is connected is theirs to play.
func (t *Table) HandToBot(ctx context.Context, token string, seat int, bot string) error {
	return t.steward(ctx, token, seat, bot, false)
}

// Reopen frees an online seat whose player is away for someone else
// to claim, and during play has bot play it until someone does (in the
// lobby the seat is simply open again). Host only.
func (t *Table) Reopen(ctx context.Context, token string, seat int, bot string) error {
	return t.steward(ctx, token, seat, bot, true)
}

func (t *Table) steward(ctx context.Context, token string, seat int, bot string, reopen bool) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host hands a seat to a bot or reopens it", ErrForbidden)
			return
		}
		lobby := s.rec.Status == Lobby
		switch {
		case s.rec.Status == Ended:
			err = ErrEnded
			return
		case lobby && !reopen:
			err = fmt.Errorf("%w: in the lobby, reopen the seat and seat a bot in it", ErrBadRequest)
			return
		}
		if seat < 0 || seat >= len(s.rec.Seats) || s.rec.Seats[seat].Kind != Online {
			err = fmt.Errorf("%w: seat %d is not an online seat", ErrBadRequest, seat)
			return
		}
		if s.present(seat) {
			err = fmt.Errorf("%w: seat %d's player is here", ErrForbidden, seat)
			return
		}
		if bot == "" {
			bot = s.rec.Clock.Bot
		}
		if bot == "" {
			bot = first1(s.rules.Bots().Names())
		}
		if _, e := s.rules.Bots().New(bot); e != nil {
			err = fmt.Errorf("%w: bot: %v", ErrBadRequest, e)
			return
		}
		st := &s.rec.Seats[seat]
		if lobby && !st.Claimed {
			err = fmt.Errorf("%w: seat %d is open already", ErrBadRequest, seat)
			return
		}
		st.Standin, st.Missed = bot, 0
		if lobby {
			st.Standin = "" // nobody plays before the start
		}
		kind := NoticeHand
		if reopen {
			// The seat keeps its player's name until someone takes it,
			// so that everyone can tell whose seat a bot plays meanwhile.
			kind = NoticeReopen
			st.TokenHash, st.Claimed = nil, false
			if lobby {
				st.Name = "" // before the start, the seat is simply open again
			}
			st.Reserved, st.ReservedUntil = nil, time.Time{}
		}
		err = s.changedHands(ctx, seat, kind, st.Name)
	}); e != nil {
		return e
	}
	return err
}

// TakeBack ends a stand-in bot's play of seat: its owner, back, plays
// again. token must control the seat.
func (t *Table) TakeBack(ctx context.Context, token string, seat int) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if !s.may(token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		if s.rec.Seats[seat].Standin == "" {
			err = fmt.Errorf("%w: no bot is playing seat %d", ErrBadRequest, seat)
			return
		}
		s.returned(ctx, seat)
	}); e != nil {
		return e
	}
	return err
}

// returned notes that seat's own player acted for it: its run of
// missed decisions ends and any stand-in leaves.
func (s *state) returned(ctx context.Context, seat int) {
	st := &s.rec.Seats[seat]
	if st.Missed == 0 && st.Standin == "" {
		return
	}
	kind := ""
	if st.Standin != "" {
		kind = NoticeReturn
	}
	st.Missed, st.Standin = 0, ""
	if err := s.changedHands(ctx, seat, kind, st.Name); err != nil {
		s.t.reg.log.Warn("table: saving a seat's return", "table", s.rec.Code, "seat", seat, "err", err)
	}
}

// changedHands saves the seats after who plays seat changed, logs a
// notice of kind naming name (none if kind is ""), gives deadlines to
// the seats now timed, tells everyone and starts the bots now playing.
// If another node saved the table first, the change is not made
// (ErrStale; the copy has taken the other node's record).
func (s *state) changedHands(ctx context.Context, seat int, kind, name string) error {
	if err := s.save(ctx); err != nil {
		if !errors.Is(err, ErrStale) {
			s.t.reg.log.Error("table: saving seats", "table", s.rec.Code, "err", err)
		}
		return err
	}
	if kind != "" {
		s.note(ctx, seat, kind, name)
	}
	s.reseat()
	s.setDeadlines(ctx)
	s.broadcast()
	s.scheduleBots()
	return nil
}

// JoinRematch takes, at the rematch of the table old, the online seats
// token held at old, which the rematch keeps for it (RematchHold). It
// returns the rematch's code and the seats taken; the same token then
// controls them.
func (r *Registry) JoinRematch(ctx context.Context, old *Table, token string) (string, []int, error) {
	var code string
	var seats []int
	if err := old.do(ctx, func(s *state) {
		code = s.rec.Rematch
		you, _ := s.controls(token)
		for _, y := range you {
			if s.rec.Seats[y].Kind == Online {
				seats = append(seats, y)
			}
		}
	}); err != nil {
		return "", nil, err
	}
	if code == "" {
		return "", nil, fmt.Errorf("%w: no rematch has been called", ErrBadRequest)
	}
	if len(seats) == 0 {
		return code, nil, fmt.Errorf("%w: you held no online seat at the last game", ErrForbidden)
	}
	nt, err := r.Get(ctx, code)
	if err != nil {
		return "", nil, err
	}
	for _, seat := range seats {
		if _, err := nt.Claim(ctx, token, seat, ""); err != nil {
			return code, nil, err
		}
	}
	return code, seats, nil
}

// reservedFor reports whether seat is still kept for another player
// than token's by a rematch.
func (s *state) reservedFor(seat int, token string) bool {
	st := s.rec.Seats[seat]
	return len(st.Reserved) > 0 && s.now().Before(st.ReservedUntil) && !TokenMatches(token, st.Reserved)
}

// heldBefore reports whether token is the one a rematch keeps seat for.
func (s *state) heldBefore(seat int, token string) bool {
	st := s.rec.Seats[seat]
	return len(st.Reserved) > 0 && TokenMatches(token, st.Reserved)
}
