package preview

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"evergreen/games/nobles"
)

// Limits on what a preview may ask for.
const (
	// MaxGames bounds the games of one preview with the quick bots.
	MaxGames = 2000
	// MaxSearchGames bounds the games of a preview with a search bot at
	// the table: each of its games takes seconds, not milliseconds.
	MaxSearchGames = 40
	// DefaultGames is the number of games when a Spec gives none.
	DefaultGames = 500
	// DefaultBot seats every House when a Spec names no bot.
	DefaultBot = "steward"
	// DefaultHouses is the table size when a Spec names no bots.
	DefaultHouses = 4
)

// Bots lists the bots a preview may seat, quickest first. The search bot
// is offered at its easy level only: harder levels take minutes a game.
var botNames = []string{"steward", "steward-lite", "random", "ismcts:easy"}

// Bots returns the names of the bots a preview may seat.
func Bots() []string { return slices.Clone(botNames) }

func isSearch(name string) bool { return strings.HasPrefix(name, "ismcts") }

// ErrSpec is wrapped by every error Normalize returns.
var ErrSpec = errors.New("preview")

// Spec says what to preview: how many games, and the bots at the table,
// one per seat (they rotate round the seats game by game).
type Spec struct {
	Games int      `json:"games"`
	Bots  []string `json:"bots"`
}

// Normalize fills in the defaults (DefaultGames games, DefaultHouses
// stewards) and checks the limits. Errors wrap ErrSpec and name the field.
func (s Spec) Normalize() (Spec, error) {
	if s.Games == 0 {
		s.Games = DefaultGames
	}
	if len(s.Bots) == 0 {
		s.Bots = slices.Repeat([]string{DefaultBot}, DefaultHouses)
	}
	s.Bots = slices.Clone(s.Bots)
	if n := len(s.Bots); n < nobles.MinSeats || n > nobles.MaxSeats {
		return s, fmt.Errorf("%w: bots: a table seats %d to %d Houses, got %d bots", ErrSpec, nobles.MinSeats, nobles.MaxSeats, n)
	}
	limit := MaxGames
	for i, b := range s.Bots {
		if !slices.Contains(botNames, b) {
			return s, fmt.Errorf("%w: bots[%d]: unknown bot %q (previews seat %s)", ErrSpec, i, b, strings.Join(botNames, ", "))
		}
		if isSearch(b) {
			limit = MaxSearchGames
		}
	}
	if s.Games < 1 || s.Games > limit {
		why := ""
		if limit == MaxSearchGames {
			why = " with a search bot at the table"
		}
		return s, fmt.Errorf("%w: games: must be between 1 and %d%s, got %d", ErrSpec, limit, why, s.Games)
	}
	return s, nil
}

// Seed is the seed every preview plays from: game i of every preview
// with the same Spec starts alike, whatever the rules.
const Seed = 1

// Key names the results of previewing the rule set with code under s.
// The version prefix changes whenever what is measured changes, so stale
// results are never read back (v2: ISMCTS remembers the announced Gives
// and follows the steward's policy below the root).
func (s Spec) Key(code string) string {
	return fmt.Sprintf("v2/%s/%d/%s", code, s.Games, strings.Join(s.Bots, ","))
}
