package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"evergreen/game"
	"evergreen/ruleset"
	"evergreen/termplay"
)

const playUsage = `Usage: evergreen play [flags]

Play a game in the terminal: hot-seat on one device, or solo against
bots. Anything not given by a flag is asked for. The game is the first
hosted game (see "evergreen games") unless -game names another.

Flags:
`

// playCmd runs "evergreen play". Exit status: 0 when the game is played
// (or a player quits), 1 when input ends early or output fails, 2 for
// bad flags or a bad rule-set file.
func playCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	list := hosted()
	fs := flag.NewFlagSet("evergreen play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameName := fs.String("game", "", "the game to play, by name: "+strings.Join(list.Names(), ", ")+" (default "+list.Default().Name()+")")
	seats := fs.Int("seats", 0, "number of seats at the table, within the game's player range (default: ask)")
	fs.IntVar(seats, "houses", 0, "same as -seats (Nobles: the number of Houses)")
	humans := fs.Int("humans", 0, "how many seats are played by people at this device, 1 to -seats;\nthey take seats 1 to N (default: ask, including which seats)")
	bot := fs.String("bot", "", "bot for the other seats, from the game's bots (default: the game's choice;\nNobles: steward-lite)")
	seed := fs.Uint64("seed", 0, "seed for the dice, the decks and the bots; the same seed and answers\nreplay the same game (default: from the clock, and printed)")
	first := fs.Int("first", 1, "seat (1 to -seats, clockwise) that takes the first turn")
	shared := fs.Bool("shared", false, "Nobles: shared turn counting: a season ends after its turns are taken\nround the whole table, not by every noble")
	rulesFile := fs.String("rules", "", "rule-set `FILE` merged on the game's default rule set")
	colour := fs.Bool("colour", false, "use ANSI colour, and clear the screen when passing the device")
	fs.BoolVar(colour, "color", false, "same as -colour")
	fs.Usage = func() {
		fmt.Fprint(stderr, playUsage)
		fs.PrintDefaults()
	}
	if code, done := parseFlags(fs, args, stderr); done {
		return code
	}
	bad := func(format string, a ...any) int { return usageError(stderr, "evergreen play", format, a...) }
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	g, err := list.Get(*gameName)
	if err != nil {
		return bad("-game: %s", strings.TrimPrefix(err.Error(), "game: "))
	}
	lo, hi := g.Players()
	cfg := termplay.Config{Game: g, Bot: *bot, Colour: *colour}
	if set["seats"] || set["houses"] {
		if *seats < lo || *seats > hi {
			return bad("-seats must be %d to %d, got %d", lo, hi, *seats)
		}
		cfg.Seats = *seats
	}
	top := hi
	if cfg.Seats != 0 {
		top = cfg.Seats
	}
	if set["humans"] {
		if *humans < 1 || *humans > top {
			return bad("-humans must be 1 to %d, got %d", top, *humans)
		}
		cfg.Humans = *humans
	}
	if *first < 1 || *first > top {
		return bad("-first must be a seat from 1 to %d, got %d", top, *first)
	}
	cfg.First = *first - 1
	if set["seed"] {
		cfg.Seed = *seed
	} else {
		// Short enough to type back in.
		cfg.Seed = uint64(time.Now().UnixNano()) % 1_000_000_000
	}

	rules, code := loadPlayRules(g, *rulesFile, *shared, stderr)
	if rules == nil {
		return code
	}
	cfg.Rules = rules
	if *bot != "" {
		if _, ok := rules.Bots()[*bot]; !ok {
			return bad("-bot must be one of %s, got %q", strings.Join(rules.Bots().Names(), ", "), *bot)
		}
	}

	err = termplay.Run(cfg, stdin, stdout)
	switch {
	case err == nil, errors.Is(err, termplay.ErrQuit):
		return 0
	case errors.Is(err, termplay.ErrInputClosed):
		fmt.Fprintf(stderr, "evergreen play: %v (replay with -seed %d)\n", err, cfg.Seed)
		return 1
	case errors.Is(err, termplay.ErrNoTerminal):
		fmt.Fprintf(stderr, "evergreen play: %v\n", err)
		return 2
	}
	fmt.Fprintf(stderr, "evergreen play: %v\n", err)
	return 1
}

// loadPlayRules builds g's rule set from -rules and -shared. On failure
// it reports the problem and returns nil and the exit code.
func loadPlayRules(g game.Game, file string, shared bool, stderr io.Writer) (game.Rules, int) {
	var patch []byte
	if file != "" {
		data, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen play: -rules: %v\n", err)
			return nil, 2
		}
		// Check the file alone first, so that its problems are reported
		// against it and not against a merge.
		if _, err := g.Rules(data); err != nil {
			fmt.Fprintf(stderr, "evergreen play: %s: %v\n", file, err)
			return nil, 2
		}
		patch = data
	}
	if shared {
		sharedPatch := []byte(`{"turn_counting":"shared"}`)
		if patch == nil {
			patch = sharedPatch
		} else {
			merged, err := ruleset.Merge(patch, sharedPatch)
			if err != nil {
				fmt.Fprintf(stderr, "evergreen play: -rules %s: %v\n", file, err)
				return nil, 2
			}
			patch = merged
		}
	}
	r, err := g.Rules(patch)
	if err != nil {
		name := "rule set"
		if file != "" {
			name = file
		}
		fmt.Fprintf(stderr, "evergreen play: %s: %v\n", name, err)
		return nil, 2
	}
	return r, 0
}
