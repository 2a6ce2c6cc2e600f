package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"evergreen/loadtest"
)

const loadtestLong = `Open many tables of bot clients over real WebSockets, play for a while,
and report moves per second, latency percentiles and the server's memory
per table. Without --url it starts its own server ("evergreen serve" on
a fresh database, bots moving at once) and tests that.

Several servers sharing one PostgreSQL database (a cluster) are tested
together: give --url once per server, or a comma-separated list. Tables
are opened on the servers in turn and each table's seats connect to
different servers, so that every move is broadcast across servers; the
report times each move's update at the sender's server and at the
others, and gives each server's memory from its GET /api/health. With
--nodes N and --data naming a PostgreSQL database, it starts N servers
on that database itself.`

const loadtestExample = `  evergreen loadtest
  evergreen loadtest --tables 1000 --duration 45s --think 5s
  evergreen loadtest --url http://localhost:8080 --tables 50 --json
  evergreen loadtest --url http://127.0.0.1:8081,http://127.0.0.1:8082 --tables 200
  evergreen loadtest --nodes 2 --data 'postgres://evergreen@127.0.0.1:5432/evergreen'
  evergreen loadtest --tables 50 --adversary previews`

// loadtestFlags are "evergreen loadtest"'s flags.
type loadtestFlags struct {
	urls, serveArgs []string
	data            string
	tables, seats   int
	nodes           int
	pgStats         string
	duration, think time.Duration
	seed            uint64
	asJSON          bool
	adversary       string
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
	fl.StringArrayVar(&f.urls, "url", nil, "`URL` of a server to test; repeat it, or give a comma-separated list, for the servers of a cluster (default: start servers and test those)")
	fl.IntVar(&f.nodes, "nodes", 1, "servers to start when no --url is given; more than one needs --data to name a PostgreSQL database")
	fl.StringVar(&f.pgStats, "pg-stats", "", "PostgreSQL `URL` of the servers' database: report its work per move (commits, notifications, statements with pg_stat_statements); default: --data when it is PostgreSQL")
	fl.StringArrayVar(&f.serveArgs, "serve-flag", nil, "an extra flag for each started server, e.g. --serve-flag=--idle=0 (repeat for more)")
	fl.IntVar(&f.tables, "tables", 100, "tables to open")
	fl.IntVar(&f.seats, "seats", 4, "seats (WebSocket clients) per table, 2 to 8")
	fl.DurationVar(&f.duration, "duration", 30*time.Second, "how long to play once every table is open")
	fl.DurationVar(&f.think, "think", time.Second, "mean pause before each move, as a person would take")
	fl.Uint64Var(&f.seed, "seed", 1, "seed for table seeds and clients' choices")
	fl.BoolVar(&f.asJSON, "json", false, "print the result as JSON")
	fl.StringVar(&f.adversary, "adversary", "", "attack the (first) server while the tables play, to measure what the attack costs them: previews (a flood of the largest balance previews), sockets (WebSockets with one host token) or idle (WebSockets that never answer)")
	fl.StringVar(&f.data, "data", "", "database for the started servers: a SQLite `FILE`, a PostgreSQL URL, or \"memory:\" (keeps nothing, to measure what the database costs) (default: a temporary SQLite file)")
	return cmd
}

// loadtest runs "evergreen loadtest" and returns the exit status.
func (a *app) loadtest(f loadtestFlags) int {
	stdout, stderr := a.stdout, a.stderr
	if f.tables < 1 || f.seats < 2 || f.seats > 8 {
		return usageError(stderr, "evergreen loadtest", "--tables must be at least 1 and --seats 2 to 8")
	}
	var bases []string
	if len(f.urls) > 0 {
		var err error
		if bases, err = loadtest.ParseURLs(f.urls); err != nil {
			return usageError(stderr, "evergreen loadtest", "--url: %v", err)
		}
		if f.nodes != 1 || f.data != "" || len(f.serveArgs) > 0 {
			return usageError(stderr, "evergreen loadtest", "--nodes, --data and --serve-flag are for servers the load tester starts; with --url it starts none")
		}
	}
	if f.adversary != "" && !slices.Contains(loadtest.Adversaries, f.adversary) {
		return usageError(stderr, "evergreen loadtest", "--adversary: no adversary is called %q; there are %s", f.adversary, strings.Join(loadtest.Adversaries, ", "))
	}
	if f.nodes < 1 {
		return usageError(stderr, "evergreen loadtest", "--nodes must be at least 1, got %d", f.nodes)
	}
	if f.nodes > 1 && !isPostgresURL(f.data) {
		return usageError(stderr, "evergreen loadtest", "--nodes %d: servers share tables only through PostgreSQL: give --data postgres://… (docs/DEPLOY.md)", f.nodes)
	}
	raiseFileLimit(stderr)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	var procs []*loadtest.Process
	if len(bases) == 0 {
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
		args := append([]string{"-bot-delay", "0", "-join-rate", "1000000", "-join-burst", "1000000", "-tables-per-hour", "100000000"}, f.serveArgs...)
		for i := range f.nodes {
			proc, err := loadtest.StartServer(ctx, self, dbPath, stderr, args...)
			if err != nil {
				fmt.Fprintf(stderr, "evergreen loadtest: starting server %d: %v\n", i+1, err)
				return 1
			}
			defer proc.Kill()
			procs = append(procs, proc)
			bases = append(bases, proc.Base)
		}
	}
	var before []int64
	for _, p := range procs {
		rss, _ := p.RSS()
		before = append(before, rss)
	}
	o := loadtest.Options{Bases: bases, Tables: f.tables, Seats: f.seats, Duration: f.duration, Think: f.think, Seed: f.seed, Progress: stderr, PGStats: f.pgStats, Adversary: f.adversary}
	if o.PGStats == "" && isPostgresURL(f.data) {
		o.PGStats = f.data
	}
	if len(procs) > 0 {
		o.RSS = func(i int) (int64, error) { return procs[i].RSS() }
	}
	res, err := loadtest.Run(ctx, o)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen loadtest: %v\n", err)
		return 1
	}
	out := struct {
		loadtest.Result
		ServerRSS     int64 `json:"server_rss_bytes,omitempty"`
		BytesPerTable int64 `json:"server_bytes_per_table,omitempty"`
	}{Result: res}
	// What the started servers grew by, over the tables they hold between
	// them (each holds in memory every table it has a client of).
	for i, n := range res.Nodes {
		if i < len(before) && n.RSS > 0 {
			out.ServerRSS += n.RSS
			out.BytesPerTable += (n.RSS - before[i]) / int64(f.tables)
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
		fmt.Fprintf(stdout, "server memory: %.1f MiB resident in all, about %.1f KiB per open table (with its %d connections)\n",
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
