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
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"evergreen/server"
)

const serveLong = `Start the web app: the lobby, tables joined by room code, hot-seat and
solo play against bots, the rulebooks and the Rules Studio. Tables and
moves are kept in the database --data names: a SQLite file (created on
first start) or a PostgreSQL URL. Ctrl+C stops the server cleanly.`

const serveExample = `  evergreen serve
  evergreen serve --addr :9000 --data /var/lib/evergreen.db
  evergreen serve --data 'postgres://evergreen:PASSWORD@db.example:5432/evergreen?sslmode=require'
  EVERGREEN_ADDR=0.0.0.0:8080 evergreen serve --origins play.example.org`

// serveFlags are "evergreen serve"'s flags.
type serveFlags struct {
	addr, data, pprof, origins   string
	botDelay, joinBurst          int
	tablesPerHour, maxSpectators int
	joinRate                     float64
	idle                         time.Duration
	behindTLS                    bool
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
	fl.IntVar(&f.botDelay, "bot-delay", 700, "milliseconds a bot waits before moving, so players can follow")
	fl.Float64Var(&f.joinRate, "join-rate", 2, "join attempts (unknown room codes, seat claims) allowed per second per client address")
	fl.IntVar(&f.joinBurst, "join-burst", 20, "join attempts allowed in a burst per client address")
	fl.StringVar(&f.pprof, "pprof", "", "serve net/http/pprof on this address (e.g. 127.0.0.1:6060) for profiling")
	fl.DurationVar(&f.idle, "idle", 10*time.Minute, "unload tables nobody has used for this long from memory (they reload from the database on demand); 0 keeps every table loaded")
	fl.StringVar(&f.origins, "origins", os.Getenv("EVERGREEN_ORIGINS"), "extra allowed origins (WebSockets and state-changing requests), comma-separated host patterns (env EVERGREEN_ORIGINS)")
	fl.BoolVar(&f.behindTLS, "behind-tls", envBool("EVERGREEN_BEHIND_TLS"), "a proxy in front terminates TLS: mark cookies Secure (env EVERGREEN_BEHIND_TLS=1)")
	fl.IntVar(&f.tablesPerHour, "tables-per-hour", 60, "tables one client address may set per hour")
	fl.IntVar(&f.maxSpectators, "max-spectators", 200, "spectators one table may have")
	return cmd
}

// serve runs the web app until interrupted and returns the exit status.
func (a *app) serve(f serveFlags) int {
	stdout, stderr := a.stdout, a.stderr
	if f.idle < 0 {
		return usageError(stderr, "evergreen serve", "-idle: must be 0 (keep every table loaded) or a positive duration such as 10m, got %v", f.idle)
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	st, shown, err := openStore(context.Background(), f.data)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen serve: opening %s: %v\n", shown, err)
		return 1
	}
	defer st.Close()
	cfg := server.Config{Games: a.list, Store: st, Logger: log, BotDelayMs: f.botDelay, JoinRate: f.joinRate, JoinBurst: f.joinBurst, IdleTables: f.idle,
		BehindTLS: f.behindTLS, TablesPerHour: f.tablesPerHour, MaxSpectators: f.maxSpectators}
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
	fmt.Fprintf(stdout, "Evergreen is open at http://%s (data: %s). Press Ctrl+C to stop.\n", displayAddr(ln.Addr().String()), shown)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
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
