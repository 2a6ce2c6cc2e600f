package termplay

import (
	"errors"
	"fmt"

	"evergreen/bots"
	"evergreen/bots/steward"
	"evergreen/games/nobles"
)

// Config is how a terminal game is set up. The zero value asks for
// everything interactively and plays the default rule set against the
// steward-lite bot with seed 0.
type Config struct {
	// Rules is the rule set to play; nil means the default (the Crown's
	// Guidance).
	Rules *nobles.Ruleset
	// Houses is the number of Houses at the table, 2–8; 0 asks.
	Houses int
	// Humans is how many seats are played by people at this device,
	// 1–Houses; 0 asks (and then also asks which seats). When it is given
	// the people sit in seats 1 to Humans.
	Humans int
	// Bot names the bot that plays every other seat: "steward-lite" (the
	// default) or "random".
	Bot string
	// Seed fixes every die and shuffle (and the bots' choices): the same
	// seed and the same answers replay the same year.
	Seed uint64
	// First is the seat, counted from 0, that takes the first turn.
	First int
	// Colour turns on ANSI colour, and lets the pass-the-device cover
	// clear the screen instead of scrolling it away.
	Colour bool
	// CoverLines is how many blank lines the pass-the-device cover prints
	// to scroll the last screen out of sight; 0 means 60.
	CoverLines int
}

// DefaultBot is the bot used when Config.Bot is empty.
const DefaultBot = "steward-lite"

// ErrInputClosed is returned by Run when the input ends before the year
// does.
var ErrInputClosed = errors.New("input closed; game abandoned")

// ErrQuit is returned by Run when a player types q and confirms.
var ErrQuit = errors.New("game abandoned by a player")

// Bots is the registry of bots termplay offers for rule set rs.
func Bots(rs *nobles.Ruleset) bots.Registry {
	r := bots.Basic()
	r["steward-lite"] = func() bots.Bot { return steward.NewLite(rs) }
	return r
}

// BotNames lists the names Config.Bot accepts.
func BotNames() []string { return Bots(nil).Names() }

// check reports the first problem with the parts of cfg that are fixed.
func (cfg *Config) check() error {
	if cfg.Houses != 0 && (cfg.Houses < nobles.MinSeats || cfg.Houses > nobles.MaxSeats) {
		return fmt.Errorf("houses: a table seats %d to %d Houses, got %d", nobles.MinSeats, nobles.MaxSeats, cfg.Houses)
	}
	maxHumans := nobles.MaxSeats
	if cfg.Houses != 0 {
		maxHumans = cfg.Houses
	}
	if cfg.Humans < 0 || cfg.Humans > maxHumans {
		return fmt.Errorf("humans: must be 1 to %d, got %d", maxHumans, cfg.Humans)
	}
	if cfg.First < 0 || cfg.First >= nobles.MaxSeats || (cfg.Houses != 0 && cfg.First >= cfg.Houses) {
		return fmt.Errorf("first: seat %d is not at the table", cfg.First+1)
	}
	if cfg.Bot != "" {
		if _, ok := Bots(nil)[cfg.Bot]; !ok {
			return fmt.Errorf("bot: unknown bot %q (known: %v)", cfg.Bot, BotNames())
		}
	}
	if cfg.CoverLines < 0 {
		return fmt.Errorf("cover lines: must not be negative, got %d", cfg.CoverLines)
	}
	return nil
}

// ValidBot reports whether name is a bot Config.Bot accepts.
func ValidBot(name string) bool {
	_, ok := Bots(nil)[name]
	return ok
}
