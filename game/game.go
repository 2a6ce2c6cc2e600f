// Package game is what the platform needs from a game, and nothing more.
//
// The engine package says how a game's state behaves once it exists
// (engine.State: pending decisions, legal moves, Apply, View, Outcome).
// This package says how the platform finds a game and brings a state into
// being: its name and player range, its rule sets, the set-up of each
// seat, and the bots that can sit in for a player. It is the small shape
// of boardgame.io's Game object (name, minPlayers/maxPlayers, setup,
// validateSetupData, playerView, ai) in Go interfaces.
//
// A game is a package plus one registration line: the game's package
// offers a value that implements Game, and cmd/evergreen puts it in the
// List it hands to the server, the table registry, the simulator, the
// scenario runner and the terminal player. No package keeps a registry of
// its own, so tests and programs can host exactly the games they want.
//
// Everything else a game may offer is optional and found by type
// assertion, the way engine.Opener already works: a seat's looks for the
// table (Looker), statistics for the simulator (Statistician), a snapshot
// for scenario output (Snapshotter), pages such as a Rulebook and a
// Studio (gameweb.Site), a browser renderer (Renderer). A game without one of
// them still plays everywhere; the platform leaves out what it lacks.
package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"evergreen/bots"
	"evergreen/engine"
)

// Game is one game the platform hosts.
type Game interface {
	// Name is the game's stable identifier ("nobles"): stored with every
	// table and accepted by every command that takes -game. Lower-case
	// letters and digits.
	Name() string
	// Title is the game's name for people ("Nobles of Evergreen").
	Title() string
	// Players is the range of seats a table may have.
	Players() (min, max int)
	// Rules loads a rule set: patch, a rule-set document merged onto the
	// game's default (nil or empty for the default itself). Problems are
	// reported with their paths (a ruleset.Problems, for example).
	Rules(patch []byte) (Rules, error)
	// Document loads a complete canonical document as saved by an earlier
	// Rules (a table's or the Studio's), checking it again.
	Document(doc []byte) (Rules, error)
	// Manifest declares what the game has (see Manifest). A game built
	// with Define declares it in its Definition.
	Manifest() Manifest
}

// ProblemTexter is a game whose own rule-set problems read in the
// locales but English (a game built with Define offers it): for each
// locale, the English format of a problem and its translation.
type ProblemTexter interface {
	ProblemTexts() map[string]map[string]string
}

// Rules is one compiled rule set of a game. It is immutable and may be
// shared by any number of tables and goroutines.
type Rules interface {
	// Doc is the canonical document; Code the content-derived code that
	// names it (the same bytes always give the same code).
	Doc() []byte
	Code() string
	// Seats checks each seat's game-defined set-up and settles every
	// choice left open (a random House, the House's own Virtue),
	// deterministically from rng, so that Start receives complete seats.
	// Problems name the seat and field: `seats[1].setup.house: House
	// "x" is taken by another seat`. The result has len(seats) entries.
	Seats(seats []Seat, rng *rand.Rand) ([]Seat, error)
	// Start deals a new game. Seats may leave choices open; Start then
	// settles them by the game's fixed defaults (never at random), so
	// that the simulator and scenarios need not call Seats.
	Start(s Setup) (engine.State, error)
	// Bots are the bots that can play a seat under these rules.
	Bots() bots.Registry
}

// Seat is the game-facing part of a seat: the player's name and the
// game's own set-up for the seat, as JSON (Nobles: {"house":…,
// "virtue":…}; a game with nothing to set up leaves it empty). The
// platform stores Setup as it is and never reads it.
type Seat struct {
	Name  string          `json:"name"`
	Setup json.RawMessage `json:"setup,omitempty"`
}

// Setup is everything a new game needs besides its rules.
type Setup struct {
	Seed  uint64
	Seats []Seat
	// First is the seat that begins.
	First int
	// Rig, if not empty, supplies chance results before the generator
	// (scenarios and tests). A game that cannot be rigged refuses a
	// non-empty Rig with an error.
	Rig *engine.Rig
}

// SeatNamer is implemented by Rules whose Seats names an unnamed seat
// from the rule set's content (Nobles: the noble of the seat's House).
// SeatNameIn is that name in locale lang, for seat as Seats settled it:
// the table names a seat its player left unnamed in the language of
// whoever set the table, once, as a name typed in the form would be.
type SeatNamer interface {
	SeatNameIn(seat Seat, lang string) string
}

// Looker is implemented by Rules that give a seat public looks for the
// table, the lobby and the home page.
type Looker interface {
	Look(seat Seat) Look
}

// Look is how a seat appears: all optional.
type Look struct {
	// Colour is a CSS colour ("#2f6b3a").
	Colour string `json:"colour,omitempty"`
	// Sigil is a short mark shown with the name (an emoji or a letter).
	Sigil string `json:"sigil,omitempty"`
	// Label names what the seat plays as ("House Ashgrove").
	Label string `json:"label,omitempty"`
}

// LookOf returns seat's looks under r, or none if r has no Looker.
func LookOf(r Rules, seat Seat) Look {
	if l, ok := r.(Looker); ok {
		return l.Look(seat)
	}
	return Look{}
}

// List is the games one program hosts, in the order they are offered;
// the first is the default for callers that name none.
type List []Game

// ErrUnknown is returned (wrapped, naming the game) for a game name no
// game in a List answers to.
var ErrUnknown = errors.New("game: unknown game")

// NewList checks games (at least one, each with a valid name, no name
// twice) and returns them as a List.
func NewList(games ...Game) (List, error) {
	if len(games) == 0 {
		return nil, errors.New("game: a list needs at least one game")
	}
	seen := map[string]bool{}
	for i, g := range games {
		name := g.Name()
		if !ValidName(name) {
			return nil, fmt.Errorf("game: games[%d]: name %q must be 1 to 32 lower-case letters and digits", i, name)
		}
		if seen[name] {
			return nil, fmt.Errorf("game: games[%d]: name %q is used twice", i, name)
		}
		seen[name] = true
		if lo, hi := g.Players(); lo < 1 || hi < lo {
			return nil, fmt.Errorf("game: %s: players %d to %d is not a range", name, lo, hi)
		}
	}
	return List(games), nil
}

// MustList is NewList for programs whose list is fixed at compile time.
func MustList(games ...Game) List {
	l, err := NewList(games...)
	if err != nil {
		panic(err)
	}
	return l
}

// ValidName reports whether name can name a game.
func ValidName(name string) bool {
	if name == "" || len(name) > 32 {
		return false
	}
	for _, c := range name {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// Default is the first game of the list.
func (l List) Default() Game { return l[0] }

// Get returns the game called name; "" means the default.
func (l List) Get(name string) (Game, error) {
	if name == "" {
		return l.Default(), nil
	}
	for _, g := range l {
		if g.Name() == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknown, name, strings.Join(l.Names(), ", "))
}

// Names lists the games' names in order.
func (l List) Names() []string {
	out := make([]string, len(l))
	for i, g := range l {
		out[i] = g.Name()
	}
	return out
}

// CheckPlayers returns an error saying what is allowed if n players
// cannot sit at a table of g.
func CheckPlayers(g Game, n int) error {
	lo, hi := g.Players()
	if n < lo || n > hi {
		if lo == hi {
			return fmt.Errorf("%s seats exactly %d players, got %d", g.Title(), lo, n)
		}
		return fmt.Errorf("%s seats %d to %d players, got %d", g.Title(), lo, hi, n)
	}
	return nil
}
