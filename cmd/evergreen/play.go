package main

import (
	"errors"
	"evergreen/locale"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"evergreen/game"
	"evergreen/ruleset"
	"evergreen/termplay"
)

const playLong = `Play a game in the terminal: hot-seat on one device, or solo against
bots. Anything not given by a flag is asked for. The game is the first
hosted game (see "evergreen games") unless --game names another.

Exit status: 0 when the game is played (or a player quits), 1 when input
ends early or output fails, 2 for bad flags or a bad rule-set file.`

const playExample = `  evergreen play                                  # asks for everything
  evergreen play --houses 4 --humans 1 --bot steward
  evergreen play --houses 3 --humans 3 --colour   # hot-seat for three
  evergreen play --seed 42 --rules my-rules.json
  evergreen play --game evergreen --seats 1       # the planet game, solitary`

// playFlags are "evergreen play"'s flags.
type playFlags struct {
	game, bot, rules     string
	lang                 string
	seats, humans, first int
	seed                 uint64
	shared, colour       bool
}

func (a *app) playCommand() *cobra.Command {
	var f playFlags
	cmd := &cobra.Command{
		Use:     "play",
		Short:   "Hot-seat or solo play against bots in the terminal",
		Long:    playLong,
		Example: playExample,
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			a.code = a.play(cmd, f)
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.game, "game", "", "the game to play, by name: "+strings.Join(a.list.Names(), ", ")+" (default "+a.list.Default().Name()+")")
	fl.IntVar(&f.seats, "seats", 0, "number of seats at the table, within the game's player range (default: ask)")
	fl.IntVar(&f.seats, "houses", 0, "same as --seats (Nobles: the number of Houses)")
	fl.IntVar(&f.humans, "humans", 0, "how many seats are played by people at this device, 1 to --seats;\nthey take seats 1 to N (default: ask, including which seats)")
	fl.StringVar(&f.bot, "bot", "", "bot for the other seats, any the game offers (see \"evergreen games\";\ndefault: the game's choice, Nobles: steward-lite)")
	fl.Uint64Var(&f.seed, "seed", 0, "seed for the dice, the decks and the bots; the same seed and answers\nreplay the same game (default: from the clock, and printed)")
	fl.IntVar(&f.first, "first", 1, "seat (1 to --seats, clockwise) that takes the first turn")
	fl.BoolVar(&f.shared, "shared", false, "Nobles: shared turn counting: a season ends after its turns are taken\nround the whole table, not by every noble")
	fl.StringVar(&f.rules, "rules", "", "rule-set `FILE` merged on the game's default rule set")
	fl.StringVar(&f.lang, "lang", "en", "language of the terminal's questions, prompts and screens: "+strings.Join(locale.Tags(), ", "))
	fl.BoolVar(&f.colour, "colour", false, "use ANSI colour")
	fl.BoolVar(&f.colour, "color", false, "same as --colour")
	_ = cmd.RegisterFlagCompletionFunc("game", a.completeGames)
	_ = cmd.MarkFlagFilename("rules", "json")
	return cmd
}

// play runs "evergreen play" and returns its exit status.
func (a *app) play(cmd *cobra.Command, f playFlags) int {
	stdin, stdout, stderr := a.stdin, a.stdout, a.stderr
	set := func(name string) bool { return cmd.Flags().Changed(name) }
	bad := func(format string, a ...any) int { return usageError(stderr, "evergreen play", format, a...) }
	g, err := a.list.Get(f.game)
	if err != nil {
		return bad("--game: %s", strings.TrimPrefix(err.Error(), "game: "))
	}
	lo, hi := g.Players()
	if !locale.Supported(f.lang) {
		return bad("--lang: %q is not a language we offer (%s)", f.lang, strings.Join(locale.Tags(), ", "))
	}
	cfg := termplay.Config{Game: g, Bot: f.bot, Colour: f.colour, Lang: f.lang}
	if set("seats") || set("houses") {
		if f.seats < lo || f.seats > hi {
			return bad("--seats must be %d to %d, got %d", lo, hi, f.seats)
		}
		cfg.Seats = f.seats
	}
	top := hi
	if cfg.Seats != 0 {
		top = cfg.Seats
	}
	if set("humans") {
		if f.humans < 1 || f.humans > top {
			return bad("--humans must be 1 to %d, got %d", top, f.humans)
		}
		cfg.Humans = f.humans
	}
	if f.first < 1 || f.first > top {
		return bad("--first must be a seat from 1 to %d, got %d", top, f.first)
	}
	cfg.First = f.first - 1
	if set("seed") {
		cfg.Seed = f.seed
	} else {
		// Short enough to type back in.
		cfg.Seed = uint64(time.Now().UnixNano()) % 1_000_000_000
	}

	rules, code := loadPlayRules(g, f.rules, f.shared, stderr)
	if rules == nil {
		return code
	}
	cfg.Rules = rules
	if f.bot != "" {
		if _, err := game.NewBot(rules, f.bot); err != nil {
			return bad("--bot: %v", err)
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
		data, err := readRuleSet(file, nil)
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
