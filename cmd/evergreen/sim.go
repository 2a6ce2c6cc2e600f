package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"

	"evergreen/game"
	"evergreen/ruleset"
	"evergreen/sim"
)

const simUsage = `Usage: evergreen sim [flags]

Play many games between bots, on every core, and report wins and scores
per seat and per bot (with 95% confidence intervals), the score
distribution, the first seat's advantage, the bots' thinking time and the
speed, and the game's own figures (Nobles of Evergreen: Gems against
Vault Tokens, Ordeal failures, surrendered turns, Market purchases). The
same flags give the same results.

Example:
  evergreen sim --games 10000 --houses 4 --bots ismcts:hard,steward,steward,random --seed 1

Bots are the game's (Nobles of Evergreen: random, steward, steward-lite,
ismcts:easy, ismcts:normal, ismcts:hard, ismcts:N for N iterations per
decision, ismcts:50ms for a time budget).

Flags:
`

// simCmd runs "evergreen sim". Exit status: 0 done, 1 a game failed or
// output failed, 2 bad flags or a bad rule-set file.
func simCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return simGames(hosted(), args, stdin, stdout, stderr)
}

// simGames is simCmd for the games of list.
func simGames(list game.List, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	_ = stdin
	fs := flag.NewFlagSet("evergreen sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameName := fs.String("game", list.Default().Name(), "the game played, one of: "+strings.Join(list.Names(), ", "))
	games := fs.Int("games", 1000, "number of games")
	var seats int
	fs.IntVar(&seats, "houses", 0, "seats at the table, within the game's player range (default: the number of -bots)")
	fs.IntVar(&seats, "players", 0, "the same as -houses")
	botList := fs.String("bots", "steward,random", "comma-separated bots, one per seat; if fewer than\n-houses are given, the last is repeated")
	rulesFile := fs.String("rules", "", "rule-set `FILE` merged on the game's default rule set")
	shared := fs.Bool("shared", false, "shared turn counting, for games with a turn_counting rule\n(a season is its turns round the whole table)")
	seed := fs.Uint64("seed", 1, "seed; game i is seeded from (seed, i)")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games played at once")
	fixed := fs.Bool("fixed", false, "keep bot i at seat i (default: bots rotate round the seats)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	progress := fs.Bool("progress", false, "show a progress bar on standard error even when it is not a terminal")
	fs.Usage = func() {
		fmt.Fprint(stderr, simUsage)
		fs.PrintDefaults()
	}
	if code, done := parseFlags(fs, args, stderr); done {
		return code
	}
	bad := func(format string, a ...any) int { return usageError(stderr, "evergreen sim", format, a...) }
	g, err := list.Get(*gameName)
	if err != nil {
		return bad("-game: %v", err)
	}
	var names []string
	for _, n := range strings.Split(*botList, ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return bad("-bots names no bot")
	}
	n := seats
	if n == 0 {
		lo, _ := g.Players()
		n = max(lo, len(names))
	}
	if err := game.CheckPlayers(g, n); err != nil {
		return bad("-houses: %v", err)
	}
	if len(names) > n {
		return bad("-bots names %d bots for %d seats", len(names), n)
	}
	for len(names) < n {
		names = append(names, names[len(names)-1])
	}
	if *games < 1 {
		return bad("-games must be at least 1, got %d", *games)
	}
	if *workers < 1 {
		return bad("-workers must be at least 1, got %d", *workers)
	}
	rules, err := loadSimRules(g, *rulesFile, *shared)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen sim: %v\n", err)
		return 2
	}
	for _, name := range names {
		if _, err := game.NewBot(rules, name); err != nil {
			return bad("-bots: %s: %v", g.Name(), err)
		}
	}

	cfg := sim.Config{
		Game: g, Rules: rules, Bots: names, Games: *games, Seed: *seed,
		Workers: *workers, Fixed: *fixed,
	}
	if *progress || isTerminal(stderr) {
		cfg.Progress = func(done, total int) { drawProgress(stderr, done, total) }
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := sim.Run(ctx, cfg)
	if cfg.Progress != nil {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "evergreen sim: %v\n", err)
		return 1
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return 1
		}
		return 0
	}
	if err := rep.WriteText(stdout); err != nil {
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

func drawProgress(w io.Writer, done, total int) {
	const width = 40
	filled := width * done / max(1, total)
	fmt.Fprintf(w, "\r[%s%s] %d/%d games", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total)
}

// loadSimRules builds g's rule set from -rules and -shared.
func loadSimRules(g game.Game, file string, shared bool) (game.Rules, error) {
	var patch []byte
	if file != "" {
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("-rules: %w", err)
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
				return nil, fmt.Errorf("-rules %s: %w", file, err)
			}
			patch = merged
		}
	}
	r, err := g.Rules(patch)
	if err != nil && shared {
		return nil, fmt.Errorf("-shared: %w", err)
	}
	return r, err
}
