package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"evergreen/loadtest"
)

const loadtestLong = `Open many tables of bot clients over real WebSockets, play for a while,
and report moves per second, latency percentiles and the server's memory
per table. Without --url it starts its own server ("evergreen serve" on
a fresh database, bots moving at once) and tests that.`

const loadtestExample = `  evergreen loadtest
  evergreen loadtest --tables 1000 --duration 45s --think 5s
  evergreen loadtest --url http://localhost:8080 --tables 50 --json`

// loadtestFlags are "evergreen loadtest"'s flags.
type loadtestFlags struct {
	url, data       string
	tables, seats   int
	duration, think time.Duration
	seed            uint64
	asJSON          bool
}

func (a *app) loadtestCommand() *cobra.Command {
	var f loadtestFlags
	cmd := &cobra.Command{
		Use:     "loadtest",
		Short:   "Drive many tables of bot clients over WebSockets and report speed",
		Long:    loadtestLong,
		Example: loadtestExample,
		Args:    noArgs,
		RunE: func(*cobra.Command, []string) error {
			a.code = a.loadtest(f)
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.url, "url", "", "`URL` of the server to test (default: start a server on a fresh database and test that)")
	fl.IntVar(&f.tables, "tables", 100, "tables to open")
	fl.IntVar(&f.seats, "seats", 4, "seats (WebSocket clients) per table, 2 to 8")
	fl.DurationVar(&f.duration, "duration", 30*time.Second, "how long to play once every table is open")
	fl.DurationVar(&f.think, "think", time.Second, "mean pause before each move, as a person would take")
	fl.Uint64Var(&f.seed, "seed", 1, "seed for table seeds and clients' choices")
	fl.BoolVar(&f.asJSON, "json", false, "print the result as JSON")
	fl.StringVar(&f.data, "data", "", "database `FILE` for the started server (default: a temporary file; \"memory:\" keeps nothing, to measure what the database costs)")
	return cmd
}

// loadtest runs "evergreen loadtest" and returns the exit status.
func (a *app) loadtest(f loadtestFlags) int {
	stdout, stderr := a.stdout, a.stderr
	if f.tables < 1 || f.seats < 2 || f.seats > 8 {
		return usageError(stderr, "evergreen loadtest", "-tables must be at least 1 and -seats 2 to 8")
	}
	raiseFileLimit(stderr)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	base := f.url
	var proc *loadtest.Process
	if base == "" {
		self, err := os.Executable()
		if err != nil {
			fmt.Fprintf(stderr, "evergreen loadtest: %v\n", err)
			return 1
		}
		dbPath := f.data
		if dbPath == "" {
			dir, err := os.MkdirTemp("", "evergreen-load-")
			if err != nil {
				fmt.Fprintf(stderr, "evergreen loadtest: %v\n", err)
				return 1
			}
			defer os.RemoveAll(dir)
			dbPath = filepath.Join(dir, "load.db")
		}
		proc, err = loadtest.StartServer(ctx, self, dbPath, stderr, "-bot-delay", "0", "-join-rate", "1000000", "-join-burst", "1000000", "-tables-per-hour", "1000000")
		if err != nil {
			fmt.Fprintf(stderr, "evergreen loadtest: starting the server: %v\n", err)
			return 1
		}
		defer proc.Kill()
		base = proc.Base
	}
	var before int64
	if proc != nil {
		before, _ = proc.RSS()
	}
	res, err := loadtest.Run(ctx, loadtest.Options{Base: base, Tables: f.tables, Seats: f.seats, Duration: f.duration, Think: f.think, Seed: f.seed, Progress: stderr})
	if err != nil {
		fmt.Fprintf(stderr, "evergreen loadtest: %v\n", err)
		return 1
	}
	out := struct {
		loadtest.Result
		ServerRSS     int64 `json:"server_rss_bytes,omitempty"`
		BytesPerTable int64 `json:"server_bytes_per_table,omitempty"`
	}{Result: res}
	if proc != nil {
		if after, err := proc.RSS(); err == nil {
			out.ServerRSS = after
			out.BytesPerTable = (after - before) / int64(f.tables)
		}
	}
	if f.asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(out)
		return 0
	}
	fmt.Fprintln(stdout, res)
	if out.ServerRSS > 0 {
		fmt.Fprintf(stdout, "server memory: %.1f MiB resident, about %.1f KiB per open table (with its %d connections)\n",
			float64(out.ServerRSS)/(1<<20), float64(out.BytesPerTable)/1024, f.seats)
	}
	return 0
}

// raiseFileLimit lifts the open-file limit (the started server inherits
// it): every WebSocket is a file descriptor on both ends.
func raiseFileLimit(stderr io.Writer) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return
	}
	// Root may also raise the hard limit; others get what the hard limit allows.
	const want = 1 << 17
	if lim.Max < want {
		hi := lim
		hi.Cur, hi.Max = want, want
		if syscall.Setrlimit(syscall.RLIMIT_NOFILE, &hi) == nil {
			return
		}
	}
	if lim.Cur < lim.Max {
		lim.Cur = lim.Max
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
			fmt.Fprintf(stderr, "evergreen loadtest: could not raise the open-file limit: %v\n", err)
		}
	}
}
