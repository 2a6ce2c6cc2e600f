package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"evergreen/server"
)

// serveCmd starts the web app: `evergreen serve [-addr :8080] [-data FILE|URL]`.
func serveCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("evergreen serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", envOr("EVERGREEN_ADDR", "localhost:8080"), "address to listen on (env EVERGREEN_ADDR)")
	data := fs.String("data", envOr("EVERGREEN_DATA", "evergreen.db"), "SQLite database file, or a PostgreSQL URL postgres://user:password@host:5432/db (env EVERGREEN_DATA)")
	botDelay := fs.Int("bot-delay", 700, "milliseconds a bot waits before moving, so players can follow")
	joinRate := fs.Float64("join-rate", 2, "join attempts (unknown room codes, seat claims) allowed per second per client address")
	joinBurst := fs.Int("join-burst", 20, "join attempts allowed in a burst per client address")
	pprofAddr := fs.String("pprof", "", "serve net/http/pprof on this address (e.g. 127.0.0.1:6060) for profiling")
	idle := fs.Duration("idle", 10*time.Minute, "unload tables nobody has used for this long from memory (they reload from the database on demand); 0 keeps every table loaded")
	origins := fs.String("origins", os.Getenv("EVERGREEN_ORIGINS"), "extra allowed origins (WebSockets and state-changing requests), comma-separated host patterns (env EVERGREEN_ORIGINS)")
	behindTLS := fs.Bool("behind-tls", envBool("EVERGREEN_BEHIND_TLS"), "a proxy in front terminates TLS: mark cookies Secure (env EVERGREEN_BEHIND_TLS=1)")
	tablesPerHour := fs.Int("tables-per-hour", 60, "tables one client address may set per hour")
	maxSpectators := fs.Int("max-spectators", 200, "spectators one table may have")
	if code, done := parseFlags(fs, args, stderr); done {
		return code
	}
	if *idle < 0 {
		return usageError(stderr, "evergreen serve", "-idle: must be 0 (keep every table loaded) or a positive duration such as 10m, got %v", *idle)
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	st, shown, err := openStore(context.Background(), *data)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen serve: opening %s: %v\n", shown, err)
		return 1
	}
	defer st.Close()
	cfg := server.Config{Games: hosted(), Store: st, Logger: log, BotDelayMs: *botDelay, JoinRate: *joinRate, JoinBurst: *joinBurst, IdleTables: *idle,
		BehindTLS: *behindTLS, TablesPerHour: *tablesPerHour, MaxSpectators: *maxSpectators}
	if *origins != "" {
		cfg.Origins = strings.Split(*origins, ",")
	}
	srv, err := server.New(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen serve: %v\n", err)
		return 1
	}
	defer srv.Close()
	if *pprofAddr != "" {
		go func() {
			if err := http.ListenAndServe(*pprofAddr, pprofMux()); err != nil {
				log.Error("pprof", "err", err)
			}
		}()
	}
	ln, err := net.Listen("tcp", *addr)
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
