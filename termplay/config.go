package termplay

import (
	"errors"
	"fmt"
	"strings"

	"evergreen/locale"

	"evergreen/game"
)

// Config is how a terminal game is set up. Game is required; the rest
// may be left zero: everything open is asked interactively, and the
// other seats are played by the game's own choice of bot with seed 0.
type Config struct {
	// Game is the game to play; it must implement game.Terminal.
	Game game.Game
	// Rules is the rule set to play; nil means the game's default.
	Rules game.Rules
	// Seats is the number of seats at the table, within the game's
	// player range; 0 asks.
	Seats int
	// Humans is how many seats are played by people at this device,
	// 1–Seats; 0 asks (and then also asks which seats). When it is given
	// the people sit in seats 1 to Humans.
	Humans int
	// Bot names the bot that plays every other seat: any name
	// game.NewBot accepts under the rules (Nobles: "ismcts:hard",
	// "ismcts:500"); empty means the game's choice (game.TermUI.DefaultBot).
	Bot string
	// Seed fixes every die and shuffle (and the bots' choices): the same
	// seed and the same answers replay the same game.
	Seed uint64
	// First is the seat, counted from 0, that takes the first turn.
	First int
	// Colour turns on ANSI colour.
	Colour bool
	// Lang is the locale of every word at the table (locale.Tags): the
	// frame's questions, prompts and cover, and the game's screens
	// (game.TermUI.Speak); "" or "en" for English.
	Lang string
	// CoverLines is how many blank lines the pass-the-device cover prints
	// to scroll the last screen out of sight before it clears the screen
	// and the scrollback; 0 means 60.
	CoverLines int
}

// ErrInputClosed is returned by Run when the input ends before the game
// does.
var ErrInputClosed = errors.New("input closed; game abandoned")

// ErrQuit is returned by Run when a player types q and confirms.
var ErrQuit = errors.New("game abandoned by a player")

// ErrNoTerminal is returned (wrapped, naming the game) by Run for a game
// that cannot be played in the terminal.
var ErrNoTerminal = errors.New("cannot be played in the terminal")

// check reports the first problem with the parts of cfg that are fixed.
func (cfg *Config) check() error {
	if cfg.Game == nil {
		return errors.New("game: no game given")
	}
	_, hi := cfg.Game.Players()
	if cfg.Seats != 0 {
		if err := game.CheckPlayers(cfg.Game, cfg.Seats); err != nil {
			return fmt.Errorf("seats: %w", err)
		}
	}
	maxHumans := hi
	if cfg.Seats != 0 {
		maxHumans = cfg.Seats
	}
	if cfg.Humans < 0 || cfg.Humans > maxHumans {
		return fmt.Errorf("humans: must be 1 to %d, got %d", maxHumans, cfg.Humans)
	}
	if cfg.First < 0 || cfg.First >= hi || (cfg.Seats != 0 && cfg.First >= cfg.Seats) {
		return fmt.Errorf("first: seat %d is not at the table", cfg.First+1)
	}
	if cfg.Lang != "" && !locale.Supported(cfg.Lang) {
		return fmt.Errorf("lang: %q is not a language we offer (%s)", cfg.Lang, strings.Join(locale.Tags(), ", "))
	}
	if cfg.CoverLines < 0 {
		return fmt.Errorf("cover lines: must not be negative, got %d", cfg.CoverLines)
	}
	return nil
}

// Terminal returns g's terminal screens under r, or an error wrapping
// ErrNoTerminal.
func Terminal(g game.Game, r game.Rules, colour bool) (game.TermUI, error) {
	t, ok := g.(game.Terminal)
	if !ok {
		return nil, fmt.Errorf("%s %w", g.Title(), ErrNoTerminal)
	}
	return t.Terminal(r, colour)
}
