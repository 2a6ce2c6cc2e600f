package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/review"
	"evergreen/scenario"
	"evergreen/store"
	"evergreen/table"
)

const reviewLong = `Review a finished game decision by decision: each move a person made
beside the strongest bot's choice, the win chance and expected final score
of each (judged from what that seat knew then, never from hidden cards),
the loss, a mark (?! ? ??) where the loss is clearly beyond the estimate's
uncertainty, and the luck of every die, card and reveal. The game is a
stored table (--table CODE, in the database --data names) or a scenario
file played to its end (FILE, - for standard input; autoplay finishes it).

The review is a function of the game, the judge, --samples and --seed.
Exit status: 0 ok, 1 a review that could not be made, 2 bad input.`

const reviewExample = `  evergreen review --table K7QP2M
  evergreen review --data 'postgres://evergreen@db.example/evergreen' --table K7QP2M --json
  evergreen review testdata/scenarios/autoplay-year.json --seats 0
  evergreen review --game highest --samples 96 game.json`

type reviewFlags struct {
	data, table, gameName, bot, seats string
	samples                           int
	seed                              uint64
	asJSON                            bool
}

func (a *app) reviewCommand() *cobra.Command {
	var f reviewFlags
	cmd := &cobra.Command{
		Use:     "review [--table CODE | FILE.json]",
		Short:   "Review a finished game: each decision beside the strongest bot's, its cost, and the luck",
		Long:    reviewLong,
		Example: reviewExample,
		Args:    argsBetween(0, 1, "FILE.json (a scenario file, or - for standard input)"),
		RunE: func(_ *cobra.Command, args []string) error {
			a.code = a.review(f, args)
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.data, "data", envOr("EVERGREEN_DATA", "evergreen.db"), "the server's database, for --table: a SQLite file or a postgres:// URL (env EVERGREEN_DATA)")
	fl.StringVar(&f.table, "table", "", "review the stored table with room code `CODE`")
	fl.StringVar(&f.gameName, "game", "", "play a scenario file with game `NAME` whatever the file says")
	fl.StringVar(&f.bot, "bot", "", "judge with bot `NAME` (default: the strongest search bot the game offers)")
	fl.StringVar(&f.seats, "seats", "", "review these seats, from 0, comma-separated (default: a table's people, a scenario's every seat)")
	fl.IntVar(&f.samples, "samples", review.DefaultSamples, "samples per judged move: more is steadier and slower")
	fl.Uint64Var(&f.seed, "seed", 1, "the review's seed")
	fl.BoolVar(&f.asJSON, "json", false, "print the review as JSON")
	_ = cmd.RegisterFlagCompletionFunc("game", a.completeGames)
	return cmd
}

// review is "evergreen review"; it returns the exit status.
func (a *app) review(f reviewFlags, args []string) int {
	const name = "evergreen review"
	if (f.table == "") == (len(args) == 0) {
		return usageError(a.stderr, name, "give either --table CODE or a scenario FILE, not both and not neither")
	}
	if f.samples < 1 || f.samples > 10_000 {
		return usageError(a.stderr, name, "--samples: must be 1 to 10000, got %d", f.samples)
	}
	var t *review.Table
	var err error
	if f.table != "" {
		t, err = a.reviewTable(f)
	} else {
		t, err = a.reviewScenario(f, args[0])
	}
	if err != nil {
		fmt.Fprintf(a.stderr, "%s: %v\n", name, err)
		var ie *scenario.InputError
		if errors.As(err, &ie) || errors.Is(err, store.ErrNotFound) || errors.Is(err, review.ErrNotEnded) {
			return 2
		}
		return 1
	}
	if f.seats != "" {
		if t.People, err = parseSeats(f.seats); err != nil {
			return usageError(a.stderr, name, "--seats: %v", err)
		}
	}
	judge, err := review.JudgeFor(t.Rules, f.bot)
	if err != nil {
		return usageError(a.stderr, name, "--bot: %v", err)
	}
	rep, err := review.Run(context.Background(), t.Game, judge, review.Config{Seats: t.People, Samples: f.samples, Seed: f.seed, Words: t.Words})
	if err != nil {
		fmt.Fprintf(a.stderr, "%s: %v\n", name, err)
		if errors.Is(err, review.ErrNotEnded) {
			fmt.Fprintf(a.stderr, "(a scenario file's \"autoplay\" plays a game to its end)\n")
			return 2
		}
		return 1
	}
	if f.asJSON {
		enc := json.NewEncoder(a.stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(rep)
	} else {
		err = rep.Text(a.stdout, review.Words{Seat: func(s engine.Seat) string {
			if int(s) < len(t.Names) && t.Names[s] != "" {
				return t.Names[s]
			}
			return ""
		}})
	}
	if err != nil {
		fmt.Fprintf(a.stderr, "%s: writing the review: %v\n", name, err)
		return 1
	}
	return 0
}

// reviewTable reads a stored table.
func (a *app) reviewTable(f reviewFlags) (*review.Table, error) {
	if !isPostgresURL(f.data) {
		if _, err := os.Stat(f.data); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("no database at %s (--data names the server's database)", f.data)
		}
	}
	ctx := context.Background()
	st, shown, err := openStore(ctx, f.data)
	if err != nil {
		return nil, fmt.Errorf("opening %s: %v", shown, err)
	}
	defer st.Close()
	code := strings.ToUpper(strings.TrimSpace(f.table))
	rec, err := st.Table(ctx, code)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, fmt.Errorf("--table: no table %q in %s: %w", code, shown, err)
		}
		return nil, fmt.Errorf("reading table %s: %v", code, err)
	}
	doc, err := st.Rules(ctx, rec.RulesCode)
	if err != nil {
		return nil, fmt.Errorf("reading table %s's rule set: %v", code, err)
	}
	moves, err := st.Moves(ctx, code, 0)
	if err != nil {
		return nil, fmt.Errorf("reading table %s's moves: %v", code, err)
	}
	return review.FromStore(a.list, doc, rec, table.Kept(moves))
}

// reviewScenario plays a scenario file to its end.
func (a *app) reviewScenario(f reviewFlags, file string) (*review.Table, error) {
	data, err := readLimited(file, a.stdin, scenario.MaxBytes+1)
	if err != nil {
		return nil, err
	}
	in, err := scenario.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if f.gameName != "" {
		in.Game = f.gameName
	}
	rules, start, moves, err := in.Played(a.list)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	g, _ := a.list.Get(in.Game)
	seats := make([]game.Seat, start.Seats())
	return &review.Table{Rules: rules, Game: review.Game{Start: start, Moves: moves}, Words: review.TerminalWords(g, rules, seats)}, nil
}

// parseSeats reads "0,2".
func parseSeats(s string) ([]engine.Seat, error) {
	var out []engine.Seat
	for _, p := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return nil, fmt.Errorf("%q is not a seat number (seats count from 0)", p)
		}
		out = append(out, engine.Seat(n))
	}
	return out, nil
}
