package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"evergreen/game"
	"evergreen/ruleset"
	"evergreen/sim"
)

const simLong = `Play many games between bots, on every core, and report wins, shares of
victories and scores per bot, per seat and (Nobles of Evergreen) per
House with its Virtue, with 95% intervals; the score distribution, the
first seat's advantage, moves per game, the margin of victory, how often
each card and space fires, the bots' thinking time and the speed; and the
game's own figures (Nobles of Evergreen: Gems against Vault Tokens,
Ordeal failures, surrendered turns, Market purchases). The same flags
give the same results.

What each seat plays as is dealt in every game as a table deals it when
nobody chooses (from the seed): Nobles of Evergreen seats Houses drawn
from every House of the rule set, each with its own Virtue, so the seat
figures measure the seats and the House figures are those players meet;
--undealt seats House i at seat i in every game, as a year started with
no set-up does. A victory shared by k
counts 1/k to each in every share shown.

--against FILE plays the same games (bots, seats, seeds) under a second
rule set and compares the two figure by figure: the difference (the
--against rules less the --rules rules) with its 95% interval.

Ctrl-C stops early and still reports the games finished, marked partial.

Bots are the game's ("evergreen games" lists them): in every game the
levels novice, skilled and expert (the report shows their labels), and
each game's own names (Nobles of Evergreen: random, steward,
steward-lite, ismcts:easy, ismcts:normal, ismcts:hard, ismcts:N for N
iterations per decision, ismcts:50ms for a time budget).

Exit status: 0 done, 1 a game failed or output failed, 2 bad flags or a
bad rule-set file, 130 interrupted (the partial report is printed).`

const simExample = `  evergreen sim --games 10000 --houses 4 --bots ismcts:hard,steward,steward,random --seed 1
  evergreen sim --bots steward,random --rules my-rules.json --json
  evergreen sim --bots steward --houses 4 --rules a.json --against b.json
  evergreen sim --game evergreen --players 3 --bots gardener,random`

// simFlags are "evergreen sim"'s flags.
type simFlags struct {
	game, bots, rules, against      string
	games, seats, workers           int
	seed                            uint64
	shared, fixed, asJSON, progress bool
	undealt                         bool
	// botsSet: --bots was given; otherwise a game without the default
	// bots plays its terminal's default bot against random.
	botsSet bool
}

func (a *app) simCommand() *cobra.Command {
	var f simFlags
	cmd := &cobra.Command{
		Use:     "sim",
		Short:   "Play many games between bots and report statistics",
		Long:    simLong,
		Example: simExample,
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			f.botsSet = cmd.Flags().Changed("bots")
			a.code = a.sim(f)
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.game, "game", a.list.Default().Name(), "the game played, one of: "+strings.Join(a.list.Names(), ", "))
	fl.IntVar(&f.games, "games", 1000, "number of games")
	fl.IntVar(&f.seats, "houses", 0, "seats at the table, within the game's player range (default: the number of --bots)")
	fl.IntVar(&f.seats, "players", 0, "the same as --houses")
	fl.StringVar(&f.bots, "bots", "steward,random", "comma-separated bots, one per seat; if fewer than\n--houses are given, the last is repeated (a game without\nsteward: its own bot against random)")
	fl.StringVar(&f.rules, "rules", "", "rule-set `FILE` merged on the game's default rule set")
	fl.BoolVar(&f.shared, "shared", false, "shared turn counting, for games with a turn_counting rule\n(a season is its turns round the whole table)")
	fl.Uint64Var(&f.seed, "seed", 1, "seed; game i is seeded from (seed, i)")
	fl.IntVar(&f.workers, "workers", runtime.GOMAXPROCS(0), "games played at once")
	fl.StringVar(&f.against, "against", "", "a second rule-set `FILE`, played with the same bots and seeds and compared")
	fl.BoolVar(&f.fixed, "fixed", false, "keep bot i at seat i (default: bots rotate round the seats)")
	fl.BoolVar(&f.undealt, "undealt", false, "seat House i at seat i in every game (default: dealt at random per game)")
	fl.BoolVar(&f.asJSON, "json", false, "print the report as JSON")
	fl.BoolVar(&f.progress, "progress", false, "show a progress bar on standard error even when it is not a terminal")
	_ = cmd.RegisterFlagCompletionFunc("game", a.completeGames)
	_ = cmd.MarkFlagFilename("rules", "json")
	_ = cmd.MarkFlagFilename("against", "json")
	return cmd
}

// sim runs "evergreen sim" and returns the exit status.
func (a *app) sim(f simFlags) int {
	list, stdout, stderr := a.list, a.stdout, a.stderr
	bad := func(format string, a ...any) int { return usageError(stderr, "evergreen sim", format, a...) }
	g, err := list.Get(f.game)
	if err != nil {
		return bad("--game: %v", err)
	}
	var names []string
	for _, n := range strings.Split(f.bots, ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return bad("--bots names no bot")
	}
	n := f.seats
	if n == 0 {
		lo, _ := g.Players()
		n = max(lo, len(names))
	}
	if err := game.CheckPlayers(g, n); err != nil {
		return bad("--houses: %v", err)
	}
	if len(names) > n {
		return bad("--bots names %d bots for %d seats", len(names), n)
	}
	for len(names) < n {
		names = append(names, names[len(names)-1])
	}
	if f.games < 1 {
		return bad("--games must be at least 1, got %d", f.games)
	}
	if f.workers < 1 {
		return bad("--workers must be at least 1, got %d", f.workers)
	}
	rules, err := loadSimRules(g, f.rules, f.shared)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen sim: %v\n", err)
		return 2
	}
	if !f.botsSet {
		names = gameDefaultBots(g, rules, names)
	}
	for _, name := range names {
		if _, err := game.NewBot(rules, name); err != nil {
			return bad("--bots: %s: %v", g.Name(), err)
		}
	}

	var against game.Rules
	if f.against != "" {
		if against, err = loadSimRules(g, f.against, f.shared); err != nil {
			fmt.Fprintf(stderr, "evergreen sim: --against: %v\n", err)
			return 2
		}
	}

	cfg := sim.Config{
		Game: g, Rules: rules, Bots: names, Games: f.games, Seed: f.seed,
		Workers: f.workers, Fixed: f.fixed, Undealt: f.undealt,
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	show := f.progress || isTerminal(stderr)
	runs := []game.Rules{rules}
	if against != nil {
		runs = append(runs, against)
	}
	var reps []*sim.Report
	for i, r := range runs {
		cfg.Rules = r
		label := ""
		if against != nil {
			label = [2]string{"--rules: ", "--against: "}[i]
		}
		if show {
			start := time.Now()
			cfg.Progress = func(done, total int) {
				fmt.Fprintf(stderr, "\r%s%s\x1b[K", label, sim.ProgressLine(done, total, time.Since(start)))
			}
		}
		rep, err := sim.Run(ctx, cfg)
		if show {
			fmt.Fprintln(stderr)
		}
		if rep != nil {
			reps = append(reps, rep)
		}
		if errors.Is(err, context.Canceled) {
			if len(reps) == 0 {
				fmt.Fprintln(stderr, "evergreen sim: interrupted before any game finished")
				return 130
			}
			fmt.Fprintf(stderr, "evergreen sim: interrupted: the report covers the %d of %d games that finished\n", reps[len(reps)-1].Games, f.games)
			if code := writeSim(stdout, reps, f.asJSON); code != 0 {
				return code
			}
			return 130
		}
		if err != nil {
			fmt.Fprintf(stderr, "evergreen sim: %v\n", err)
			return 1
		}
	}
	return writeSim(stdout, reps, f.asJSON)
}

// writeSim writes one report, or two and their comparison, as text or
// JSON (a comparison's JSON holds both reports: {"a", "b", "diffs"}).
func writeSim(w io.Writer, reps []*sim.Report, asJSON bool) int {
	var out interface{ WriteText(io.Writer) error } = reps[0]
	var cmp *sim.Comparison
	if len(reps) == 2 {
		cmp = sim.Compare(reps[0], reps[1])
		out = cmp
	}
	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return 1
		}
		return 0
	}
	if cmp != nil {
		for i, rep := range reps {
			fmt.Fprintf(w, "%s\n\n", [2]string{"A: --rules", "B: --against"}[i])
			if err := rep.WriteText(w); err != nil {
				return 1
			}
			fmt.Fprintln(w)
		}
	}
	if err := out.WriteText(w); err != nil {
		return 1
	}
	return 0
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// loadSimRules builds g's rule set from a rule-set file (--rules or
// --against) and --shared.
func loadSimRules(g game.Game, file string, shared bool) (game.Rules, error) {
	var patch []byte
	if file != "" {
		data, err := readRuleSet(file, nil)
		if err != nil {
			return nil, err
		}
		if _, err := g.Rules(data); err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
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
				return nil, fmt.Errorf("--rules %s: %w", file, err)
			}
			patch = merged
		}
	}
	r, err := g.Rules(patch)
	if err != nil && shared {
		return nil, fmt.Errorf("--shared: %w", err)
	}
	return r, err
}

// gameDefaultBots keeps names (the default --bots) when g has those bots,
// and otherwise seats the bot g's terminal offers (game.TermUI.DefaultBot)
// against random ones, so that "evergreen sim --game NAME" runs for every
// game.
func gameDefaultBots(g game.Game, rules game.Rules, names []string) []string {
	if _, err := game.NewBot(rules, names[0]); err == nil {
		return names
	}
	first := "random"
	if t, ok := g.(game.Terminal); ok {
		if ui, err := t.Terminal(rules, false); err == nil {
			first = ui.DefaultBot()
		}
	}
	out := make([]string, len(names))
	for i := range out {
		out[i] = "random"
	}
	out[0] = first
	return out
}
