package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"evergreen/games/nobles"
	"evergreen/ruleset"
	"evergreen/termplay"
)

const playUsage = `Usage: evergreen play [flags]

Play a year of Nobles of Evergreen in the terminal: hot-seat on one device,
or solo against bots. Anything not given by a flag is asked for.

Flags:
`

// playCmd runs "evergreen play". Exit status: 0 when the year is played
// (or a player quits), 1 when input ends early or output fails, 2 for
// bad flags or a bad rule-set file.
func playCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("evergreen play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	houses := fs.Int("houses", 0, "number of Houses at the table, 2-8 (default: ask)")
	humans := fs.Int("humans", 0, "how many seats are played by people at this device, 1 to -houses;\nthey take seats 1 to N (default: ask, including which seats)")
	bot := fs.String("bot", termplay.DefaultBot, "bot for the other seats: "+strings.Join(termplay.BotNames(), " or "))
	seed := fs.Uint64("seed", 0, "seed for the dice, the decks and the bots; the same seed and answers\nreplay the same year (default: from the clock, and printed)")
	first := fs.Int("first", 1, "seat (1 to -houses, clockwise) that takes the first turn")
	shared := fs.Bool("shared", false, "shared turn counting: a season ends after its turns are taken\nround the whole table, not by every noble")
	rulesFile := fs.String("rules", "", "rule-set `FILE` merged on the default rule set")
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

	cfg := termplay.Config{Bot: *bot, Colour: *colour}
	if set["houses"] {
		if *houses < nobles.MinSeats || *houses > nobles.MaxSeats {
			return bad("-houses must be %d to %d, got %d", nobles.MinSeats, nobles.MaxSeats, *houses)
		}
		cfg.Houses = *houses
	}
	if set["humans"] {
		top := nobles.MaxSeats
		if cfg.Houses != 0 {
			top = cfg.Houses
		}
		if *humans < 1 || *humans > top {
			return bad("-humans must be 1 to %d, got %d", top, *humans)
		}
		cfg.Humans = *humans
	}
	if !termplay.ValidBot(*bot) {
		return bad("-bot must be %s, got %q", strings.Join(termplay.BotNames(), " or "), *bot)
	}
	top := nobles.MaxSeats
	if cfg.Houses != 0 {
		top = cfg.Houses
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

	rs, code := loadPlayRules(*rulesFile, *shared, stderr)
	if rs == nil {
		return code
	}
	cfg.Rules = rs

	err := termplay.Run(cfg, stdin, stdout)
	switch {
	case err == nil, errors.Is(err, termplay.ErrQuit):
		return 0
	case errors.Is(err, termplay.ErrInputClosed):
		fmt.Fprintf(stderr, "evergreen play: %v (replay with -seed %d)\n", err, cfg.Seed)
		return 1
	}
	fmt.Fprintf(stderr, "evergreen play: %v\n", err)
	return 1
}

// loadPlayRules builds the rule set from -rules and -shared. On failure
// it reports the problem and returns nil and the exit code.
func loadPlayRules(file string, shared bool, stderr io.Writer) (*nobles.Ruleset, int) {
	var patch []byte
	if file != "" {
		data, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen play: -rules: %v\n", err)
			return nil, 2
		}
		// Check the file alone first, so that its problems are reported
		// against it and not against a merge.
		if _, err := nobles.LoadRules(data); err != nil {
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
	rs, err := nobles.LoadRules(patch)
	if err != nil {
		name := "rule set"
		if file != "" {
			name = file
		}
		fmt.Fprintf(stderr, "evergreen play: %s: %v\n", name, err)
		return nil, 2
	}
	return rs, 0
}
