// Command train fits the Everdell evaluator's weights to self-play and
// writes them as a weights file (everdellbots.Train): the bot plays every
// seat of the games, and the file records the command that made it, so
// that running it again gives the same bytes. The expert's weights came
// from
//
//	go run ./games/everdell/everdellbots/train -bot lookahead+hand -games 64 -seed 100 -seats 2 -every 2 -ridge 1 -out games/everdell/everdellbots/weights/learned.json
//
// The playing bot's own weights are embedded data too: a bot that reads
// the set being written (the expert, once it reads it) gives other
// games, and so other weights, after each fit; lookahead+hand does not.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellbots"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := everdellbots.TrainConfig{}
	fs.StringVar(&cfg.Bot, "bot", "lookahead+hand", "the bot that plays every seat of the self-play games")
	fs.IntVar(&cfg.Games, "games", 64, "self-play games")
	fs.Uint64Var(&cfg.Seed, "seed", 100, "seed of the games (keep it off the seeds the bots are measured on)")
	fs.IntVar(&cfg.Seats, "seats", 2, "seats a game")
	fs.IntVar(&cfg.Every, "every", 2, "sample one decision in this many, at random")
	fs.Float64Var(&cfg.Ridge, "ridge", 1, "the ridge penalty on each weight but the intercept")
	fs.IntVar(&cfg.Workers, "workers", 1, "games played at once (the weights do not depend on it)")
	name := fs.String("name", "learned", "the weight set's name")
	out := fs.String("out", "", "the weights file to write (- for standard output)")
	quiet := fs.Bool("quiet", false, "no progress on standard error")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *out == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "train: give -out FILE (or -out -), and no other arguments")
		return 2
	}
	rs, err := everdell.Default()
	if err != nil {
		fmt.Fprintln(stderr, "train:", err)
		return 1
	}
	if !*quiet {
		cfg.Progress = func(done, total int) { fmt.Fprintf(stderr, "\rtrain: %d of %d games", done, total) }
	}
	set, err := everdellbots.Train(rs, cfg)
	if !*quiet {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		fmt.Fprintln(stderr, "train:", err)
		return 1
	}
	set.Name = *name
	set.Command = command(cfg, *name, *out)
	data, err := set.Encode()
	if err != nil {
		fmt.Fprintln(stderr, "train:", err)
		return 1
	}
	if *out == "-" {
		_, err = stdout.Write(data)
	} else {
		err = os.WriteFile(*out, data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "train:", err)
		return 1
	}
	return 0
}

// command is the command that makes the file again, every flag that
// changes the weights spelled out (not -workers, which does not).
func command(cfg everdellbots.TrainConfig, name, out string) string {
	parts := []string{"go run ./games/everdell/everdellbots/train",
		"-bot", cfg.Bot, "-games", fmt.Sprint(cfg.Games), "-seed", fmt.Sprint(cfg.Seed),
		"-seats", fmt.Sprint(cfg.Seats), "-every", fmt.Sprint(cfg.Every), "-ridge", fmt.Sprint(cfg.Ridge)}
	if name != "learned" {
		parts = append(parts, "-name", name)
	}
	return strings.Join(append(parts, "-out", out), " ")
}
