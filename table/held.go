package table

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"evergreen/store"
)

// Held is a table a visitor holds a token for, as the home page's list
// of "your tables" shows it. It comes from the table's stored record, so
// listing tables loads none of them.
type Held struct {
	Code    string
	Game    string // the game's name ("nobles")
	Status  string // Lobby, Playing or Ended
	Seats   []HeldSeat
	Host    bool // the token is the host's
	Created time.Time
	Rematch string // the rematch table's code, once there is one
}

// HeldSeat is one seat of a Held table.
type HeldSeat struct {
	Name  string // the player's name; "" for an open or unnamed seat
	Kind  string // Local, Online or Bot
	Bot   string // the bot's name, for a bot seat
	Open  bool   // an online seat nobody has claimed yet
	Yours bool   // the token controls this seat
}

// MaxHeld bounds how many tokens one call to Held looks up, so that a
// request carrying many cookies costs a bounded number of store reads.
const MaxHeld = 50

// Held looks up the tables that tokens (room code → token) open and
// returns them newest first. A code that is malformed or names no table,
// and a token that is neither the table's host token nor any of its seat
// tokens, are left out: a guessed or stale cookie shows nothing. Only the
// first MaxHeld codes in sorted order are looked at.
func (r *Registry) Held(ctx context.Context, tokens map[string]string) ([]Held, error) {
	codes := make([]string, 0, len(tokens))
	for code := range tokens {
		if c, ok := NormalizeCode(code); ok && c == code {
			codes = append(codes, code)
		}
	}
	slices.Sort(codes)
	codes = codes[:min(len(codes), MaxHeld)]
	out := []Held{}
	for _, code := range codes {
		rec, err := r.store.Table(ctx, code)
		if errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("table: listing held tables: %w", err)
		}
		if h, ok := held(rec, tokens[code]); ok {
			out = append(out, h)
		}
	}
	slices.SortFunc(out, func(a, b Held) int {
		return cmp.Or(b.Created.Compare(a.Created), cmp.Compare(a.Code, b.Code))
	})
	return out, nil
}

// held describes rec for token, and reports false if token opens none of
// it.
func held(rec store.Table, token string) (Held, bool) {
	you, host := controls(rec, token)
	if !host && len(you) == 0 {
		return Held{}, false
	}
	h := Held{Code: rec.Code, Game: rec.Game, Status: rec.Status, Host: host, Created: rec.CreatedAt, Rematch: rec.Rematch}
	for _, seat := range rec.Seats {
		h.Seats = append(h.Seats, HeldSeat{
			Name: seat.Name, Kind: seat.Kind, Bot: seat.Bot,
			Open:  seat.Kind == Online && !seat.Claimed,
			Yours: slices.Contains(you, seat.Seat),
		})
	}
	return h, true
}
