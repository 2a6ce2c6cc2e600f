package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"evergreen/server"
	"evergreen/table"
)

const serveLong = `Start the web app: the lobby, tables joined by room code, hot-seat and
solo play against bots, the rulebooks and the Rules Studio. Tables and
moves are kept in the database --data names: a SQLite file (created on
first start) or a PostgreSQL URL. Ctrl+C stops the server cleanly.`

const serveExample = `  evergreen serve
  evergreen serve --addr :9000 --data /var/lib/evergreen.db
  evergreen serve --data 'postgres://evergreen:PASSWORD@db.example:5432/evergreen?sslmode=require'
  EVERGREEN_ADDR=0.0.0.0:8080 evergreen serve --origins play.example.org
  evergreen serve --cluster --node web-1 --data 'postgres://evergreen:PASSWORD@db.example:5432/evergreen'`

// serveFlags are "evergreen serve"'s flags.
type serveFlags struct {
	addr, data, pprof, origins, trustedProxies   string
	botDelay, joinBurst                          int
	tablesPerHour, maxSpectators, previewWorkers int
	socketsPerClient, socketsPerToken            int
	previewCost, previewBudget                   int
	joinRate                                     float64
	idle, lease                                  time.Duration
	behindTLS, cluster, jobsHere                 bool
	node                                         string
}

func (a *app) serveCommand() *cobra.Command {
	var f serveFlags
	cmd := &cobra.Command{
		Use:     "serve",
		Short:   "Start the web app (the default command)",
		Long:    serveLong,
		Example: serveExample,
		Args:    noArgs,
		RunE: func(*cobra.Command, []string) error {
			a.code = a.serve(f)
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.addr, "addr", envOr("EVERGREEN_ADDR", "localhost:8080"), "address to listen on (env EVERGREEN_ADDR)")
	fl.StringVar(&f.data, "data", envOr("EVERGREEN_DATA", "evergreen.db"), "SQLite database file, or a PostgreSQL URL postgres://user:password@host:5432/db, or memory: to keep nothing (for measurements) (env EVERGREEN_DATA)")
	fl.IntVar(&f.botDelay, "bot-delay", server.DefaultBotDelayMs, "milliseconds a bot waits before moving, so players can follow (0: no wait)")
	fl.Float64Var(&f.joinRate, "join-rate", 2, "join attempts (unknown room codes, seat claims) allowed per second per client address")
	fl.IntVar(&f.joinBurst, "join-burst", 20, "join attempts allowed in a burst per client address")
	fl.StringVar(&f.pprof, "pprof", "", "serve net/http/pprof on this address (e.g. 127.0.0.1:6060) for profiling")
	fl.DurationVar(&f.idle, "idle", 10*time.Minute, "unload tables nobody has used for this long from memory (they reload from the database on demand); 0 keeps every table loaded")
	fl.StringVar(&f.origins, "origins", os.Getenv("EVERGREEN_ORIGINS"), "extra allowed origins (WebSockets and state-changing requests), comma-separated host patterns (env EVERGREEN_ORIGINS)")
	fl.StringVar(&f.trustedProxies, "trusted-proxies", os.Getenv("EVERGREEN_TRUSTED_PROXIES"), "addresses or CIDR prefixes of the reverse proxies in front (e.g. 127.0.0.1/32): only their X-Forwarded-For is believed; default none (env EVERGREEN_TRUSTED_PROXIES)")
	fl.BoolVar(&f.behindTLS, "behind-tls", envBool("EVERGREEN_BEHIND_TLS"), "a proxy in front terminates TLS: mark cookies Secure (env EVERGREEN_BEHIND_TLS=1)")
	fl.IntVar(&f.tablesPerHour, "tables-per-hour", 60, "tables one client address may set per hour")
	fl.IntVar(&f.maxSpectators, "max-spectators", 200, "spectators one table may have")
	fl.IntVar(&f.socketsPerClient, "sockets-per-client", 64, "WebSockets one client address (an IPv6 /64) may hold open on this server")
	fl.IntVar(&f.socketsPerToken, "sockets-per-token", 16, "WebSockets one table token (a seat's or the host's) may hold open on this server")
	fl.IntVar(&f.previewWorkers, "preview-workers", 0, "Studio balance-preview games this server plays at once, over every preview (0: half the cores, at least one)")
	fl.BoolVar(&f.jobsHere, "jobs-in-process", false, "play balance previews and compute reviews in the server's own process, rather than each in a worker process of this program at the lowest priority (the default)")
	fl.IntVar(&f.previewCost, "preview-cost", 25000, "the most one balance preview may cost, in games × seats (a search bot's seat counts 250)")
	fl.IntVar(&f.previewBudget, "preview-budget", 250000, "the preview units one client address may spend an hour (its network four times that)")
	fl.BoolVar(&f.cluster, "cluster", envBool("EVERGREEN_CLUSTER"), "run as one node of several on one PostgreSQL database (needs a postgres:// -data; env EVERGREEN_CLUSTER=1)")
	fl.StringVar(&f.node, "node", envOr("EVERGREEN_NODE", table.DefaultNode()), "this server's name, shown by /api/health and unique in a cluster (env EVERGREEN_NODE)")
	fl.DurationVar(&f.lease, "lease", table.DefaultLease, "in a cluster, how long a table's lease lasts unrenewed: how soon another node runs the bots and clocks of a node that died")
	return cmd
}

// serve runs the web app until interrupted and returns the exit status.
func (a *app) serve(f serveFlags) int {
	stdout, stderr := a.stdout, a.stderr
	if f.idle < 0 {
		return usageError(stderr, "evergreen serve", "--idle: must be 0 (keep every table loaded) or a positive duration such as 10m, got %v", f.idle)
	}
	if f.cluster && !isPostgresURL(f.data) {
		return usageError(stderr, "evergreen serve", "--cluster: a cluster of several nodes needs PostgreSQL: give --data a postgres:// URL (the nodes share it); SQLite (%s) serves one node only, so leave --cluster out to run one", f.data)
	}
	if f.cluster && f.lease < time.Second {
		return usageError(stderr, "evergreen serve", "--lease: must be at least 1s, got %v", f.lease)
	}
	trusted, err := server.ParseTrustedProxies(f.trustedProxies)
	if err != nil {
		return usageError(stderr, "evergreen serve", "--trusted-proxies: %v", err)
	}
	if f.previewWorkers <= 0 {
		f.previewWorkers = max(1, runtime.GOMAXPROCS(0)/2)
	}
	// Previews and reviews are made in worker processes: this program
	// again, at the lowest priority (jobs.Config.Command).
	var worker []string
	if !f.jobsHere {
		self, err := os.Executable()
		if err != nil {
			fmt.Fprintf(stderr, "evergreen serve: finding this program to start background workers (or pass --jobs-in-process): %v\n", err)
			return 1
		}
		worker = []string{self, "worker"}
	}
	// A preview's game played in this process holds one of Go's
	// scheduler slots (a P): give the previews slots of their own, so
	// that the live tables keep one per core (unless the operator set
	// GOMAXPROCS).
	if f.jobsHere && os.Getenv("GOMAXPROCS") == "" {
		runtime.SetDefaultGOMAXPROCS()
		runtime.GOMAXPROCS(runtime.GOMAXPROCS(0) + f.previewWorkers)
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	st, shown, err := openStore(context.Background(), f.data)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen serve: opening %s: %v\n", shown, err)
		return 1
	}
	defer st.Close()
	cfg := server.Config{Games: a.list, Store: st, Logger: log, BotDelayMs: &f.botDelay, JoinRate: f.joinRate, JoinBurst: f.joinBurst, IdleTables: f.idle,
		BehindTLS: f.behindTLS, TablesPerHour: f.tablesPerHour, MaxSpectators: f.maxSpectators, PreviewWorkers: f.previewWorkers, WorkerCommand: worker,
		Cluster: f.cluster, Node: f.node, Lease: f.lease, TrustedProxies: trusted,
		SocketsPerClient: f.socketsPerClient, SocketsPerToken: f.socketsPerToken,
		PreviewCost: f.previewCost, PreviewBudget: f.previewBudget}
	// The network and server-wide join limits follow the per-address
	// one (4× and 25×: the server's defaults for the default flags), so
	// that raising -join-rate for one address (evergreen loadtest does)
	// is not undone by the limits of the network it belongs to.
	cfg.NetworkJoinRate, cfg.NetworkJoinBurst = 4*f.joinRate, 4*f.joinBurst
	cfg.GlobalJoinRate, cfg.GlobalJoinBurst = 25*f.joinRate, 25*f.joinBurst
	if f.origins != "" {
		cfg.Origins = strings.Split(f.origins, ",")
	}
	srv, err := server.New(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen serve: %v\n", err)
		return 1
	}
	defer srv.Close()
	if f.pprof != "" {
		go func() {
			if err := http.ListenAndServe(f.pprof, pprofMux()); err != nil {
				log.Error("pprof", "err", err)
			}
		}()
	}
	ln, err := net.Listen("tcp", f.addr)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen serve: %v\n", err)
		return 1
	}
	hs := srv.HTTPServer() // the timeouts of docs/RELIABILITY.md
	if f.cluster {
		fmt.Fprintf(stdout, "Node %s of a cluster on %s.\n", f.node, shown)
	}
	fmt.Fprintf(stdout, "Evergreen is open at http://%s (data: %s). Press Ctrl+C to stop.\n", displayAddr(ln.Addr().String()), shown)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		// Drain first: hand the tables' leases over and send every
		// WebSocket to another node, then stop taking requests.
		if err := srv.Drain(sctx); err != nil {
			log.Warn("draining", "err", err)
		}
		_ = hs.Shutdown(sctx)
	}()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "evergreen serve: %v\n", err)
		return 1
	}
	return 0
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// envBool reads a yes/no environment variable: 1, true or yes.
func envBool(key string) bool {
	switch strings.ToLower(os.Getenv(key)) {
	case "1", "true", "yes":
		return true
	}
	return false
}

func displayAddr(a string) string {
	if strings.HasPrefix(a, "[::]:") || strings.HasPrefix(a, "0.0.0.0:") {
		return "localhost" + a[strings.LastIndex(a, ":"):]
	}
	return a
}
