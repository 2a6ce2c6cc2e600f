package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"evergreen/loadtest"
)

// loadtestCmd drives a server with many tables of bot clients over real
// WebSockets and reports throughput, latency and memory.
func loadtestCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("evergreen loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	url := fs.String("url", "", "server to test (default: start `evergreen serve` on a fresh database and test that)")
	tables := fs.Int("tables", 100, "tables to open")
	seats := fs.Int("seats", 4, "seats (WebSocket clients) per table")
	duration := fs.Duration("duration", 30*time.Second, "how long to play once every table is open")
	think := fs.Duration("think", time.Second, "mean pause before each move, as a person would take")
	seed := fs.Uint64("seed", 1, "seed for table seeds and clients' choices")
	asJSON := fs.Bool("json", false, "print the result as JSON")
	data := fs.String("data", "", "database file for the started server (default: a temporary file)")
	if code, done := parseFlags(fs, args, stderr); done {
		return code
	}
	if *tables < 1 || *seats < 2 || *seats > 8 {
		fmt.Fprintln(stderr, "evergreen loadtest: -tables must be at least 1 and -seats 2 to 8")
		return 2
	}
	raiseFileLimit(stderr)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	base := *url
	var proc *loadtest.Process
	if base == "" {
		self, err := os.Executable()
		if err != nil {
			fmt.Fprintf(stderr, "evergreen loadtest: %v\n", err)
			return 1
		}
		dbPath := *data
		if dbPath == "" {
			dir, err := os.MkdirTemp("", "evergreen-load-")
			if err != nil {
				fmt.Fprintf(stderr, "evergreen loadtest: %v\n", err)
				return 1
			}
			defer os.RemoveAll(dir)
			dbPath = filepath.Join(dir, "load.db")
		}
		proc, err = loadtest.StartServer(ctx, self, dbPath, stderr, "-bot-delay", "0", "-join-rate", "1000000", "-join-burst", "1000000")
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
	res, err := loadtest.Run(ctx, loadtest.Options{Base: base, Tables: *tables, Seats: *seats, Duration: *duration, Think: *think, Seed: *seed, Progress: stderr})
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
			out.BytesPerTable = (after - before) / int64(*tables)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(out)
		return 0
	}
	fmt.Fprintln(stdout, res)
	if out.ServerRSS > 0 {
		fmt.Fprintf(stdout, "server memory: %.1f MiB resident, about %.1f KiB per open table (with its %d connections)\n",
			float64(out.ServerRSS)/(1<<20), float64(out.BytesPerTable)/1024, *seats)
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
