package server

import (
	"errors"
	"evergreen/locale"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"net/netip"
	"time"

	"evergreen/game"
	"evergreen/jobs"
	"evergreen/review"
	"evergreen/ruleset"
	"evergreen/store"
	"evergreen/table"
	"evergreen/web"
)

// DefaultBotDelayMs is the pause before a bot's move when Config
// leaves it unset: long enough for players to follow.
const DefaultBotDelayMs = 700

// Config is everything a Server needs.
type Config struct {
	// Games are the games hosted, the first the default. Required.
	Games  game.List
	Store  store.Store
	Logger *slog.Logger
	// BotDelayMs is the default pause before a bot's move, in
	// milliseconds (tables may set their own); nil means
	// DefaultBotDelayMs, and 0 means none.
	BotDelayMs *int
	// Origins lists extra allowed WebSocket origins (host patterns); the
	// request's own host is always allowed.
	Origins []string
	// JoinRate and JoinBurst bound join attempts (unknown room codes and
	// seat claims) per client address: JoinRate a second after a burst of
	// JoinBurst. Defaults: 2 a second, burst 20.
	JoinRate  float64
	JoinBurst int
	// NetworkJoinRate and NetworkJoinBurst bound them per network (the
	// /24 of an IPv4 address, the /64 of an IPv6 one), GlobalJoinRate and
	// GlobalJoinBurst over the whole server. Defaults: 8 a second, burst
	// 80; 50 a second, burst 500. A caller holding a token for the table
	// is never refused by these (docs/RELIABILITY.md).
	NetworkJoinRate  float64
	NetworkJoinBurst int
	GlobalJoinRate   float64
	GlobalJoinBurst  int
	// TablesPerHour caps the tables (rematches included) one client (an
	// IPv4 address, an IPv6 /64) may set in an hour. Default 60.
	TablesPerHour int
	// RulesetsPerDay caps the rule sets one client may add to the Rules
	// Studios' libraries in a day. Default 50.
	RulesetsPerDay int
	// MaxSpectators caps the spectators' feeds of one table (players are
	// never refused). Default 200.
	MaxSpectators int
	// SocketsPerClient caps the WebSockets one client (an IPv4 address,
	// an IPv6 /64) holds open on this node, SocketsPerToken those opened
	// with one table token. Defaults: 64 and 16 (docs/RELIABILITY.md).
	SocketsPerClient int
	SocketsPerToken  int
	// Every WebSocket is pinged every PingEvery and closed if the pong
	// has not come within PongWait; the first ping goes at once and must
	// be answered within WSHandshake. Defaults: 25 s, 20 s, 10 s.
	PingEvery, PongWait, WSHandshake time.Duration
	// PreviewWorkers is how many preview games the server plays at once,
	// over every Studio's previews (the slots of their jobs.Pool); 0 means
	// half the cores, at least one, so that live tables keep the rest.
	PreviewWorkers int
	// WorkerCommand, if set, starts a worker process (jobs.Config.Command:
	// `evergreen worker`) for each preview and each review, so that their
	// games are played at the lowest priority out of the server's
	// process; nil: in it.
	WorkerCommand []string
	// PreviewDuty is the share of its core each preview slot may take
	// (jobs.Config.Duty): a quarter by default, which kept live tables'
	// latency at its quiet level under a flood of previews
	// (docs/RELIABILITY.md), where a whole core did not; 1: no rest.
	PreviewDuty float64
	// PreviewCost bounds one preview, in units of games × seats × bot
	// cost (preview.Spec.Cost; the default rule set's games it is
	// compared with count too); PreviewBudget bounds a client's previews
	// an hour, its network's four times that (budget.go). Defaults:
	// 25,000 and 250,000.
	PreviewCost, PreviewBudget int
	// ChecksPerMinute caps the rule sets one client checks in a Studio a
	// minute. Default 60.
	ChecksPerMinute int
	// MaxBody bounds every request body, in bytes (handlers have smaller
	// limits of their own). Default 2 MiB.
	MaxBody int64
	// BehindTLS: the server sits behind a proxy that terminates TLS, so
	// cookies are marked Secure although requests arrive over plain HTTP.
	BehindTLS bool
	// TrustedProxies are the peers whose X-Forwarded-For is believed (a
	// reverse proxy in front of the servers, docs/DEPLOY.md): from any
	// other peer the header is ignored and the peer's own address is the
	// client's. Default: none.
	TrustedProxies []netip.Prefix
	// The timeouts of HTTPServer: ReadHeaderTimeout for a request's
	// headers, ReadTimeout for the whole request with its body,
	// WriteTimeout for a response, IdleTimeout for a keep-alive
	// connection between requests. A WebSocket, once upgraded, is bound by
	// none of them. Defaults: 10 s, 30 s, 60 s, 120 s.
	ReadHeaderTimeout time.Duration
	ReadTimeout       time.Duration
	WriteTimeout      time.Duration
	IdleTimeout       time.Duration
	// IdleTables, if positive, unloads from memory the tables nobody has
	// used for that long (nobody watching, no bot about to move); they
	// are loaded again from the store when next asked for.
	IdleTables time.Duration
	// AbandonAfter, if positive, ends every table nobody has played at
	// for that long (no move, notice or change of seats), in the lobby
	// or in play, with a notice in its log; checked hourly
	// (table.Registry.WatchIdle). cmd's default is 14 days.
	AbandonAfter time.Duration
	// StoreProbe is how often the store is asked whether it answers
	// (each probe given as long to answer): while it does not, moves are
	// refused at once, and /api/health says so. Default 1 s.
	StoreProbe time.Duration
	// Cluster makes this server one node of several on one PostgreSQL
	// store (package table's cluster): it needs a store that is a
	// store.Cluster. Node names the node (default: host name and process
	// id) and Lease is how long a table's lease lasts unrenewed (default
	// table.DefaultLease): how long a dead node's tables wait before
	// another runs their bots and clocks.
	Cluster bool
	Node    string
	Lease   time.Duration
	// ReviewWorkers is how many games' reviews are computed at once, each
	// on one core at low priority (package review); 0 means 1.
	// ReviewSamples is their depth, samples per judged move; 0 means
	// review.DefaultSamples.
	ReviewWorkers int
	ReviewSamples int
}

// ErrNeedsPostgres: Config.Cluster on a store that cannot be shared.
var ErrNeedsPostgres = errors.New("server: a cluster of several nodes needs PostgreSQL (a postgres:// data URL): SQLite and the memory store serve one node only; drop the cluster setting to run one node")

// Server serves the app.
type Server struct {
	cfg    Config
	log    *slog.Logger
	tables *table.Registry
	pages  map[string]*template.Template // the page templates, by locale
	words  *locale.Bundle                // the message catalogs
	// problems word each game's rule-set problems, by game name.
	problems map[string]*ruleset.Wording
	mux      *http.ServeMux
	// handler is mux behind the security layer (security.go).
	handler http.Handler
	// guesses bound failed room-code lookups; creates the tables and
	// rulesets the rule sets each client stores (limit.go).
	guesses  *guessLimits
	creates  *keyedLimiter
	rulesets *keyedLimiter
	// defaults holds each hosted game's default rules, by game name.
	defaults map[string]game.Rules
	// previews is the pool every game's balance previews run in
	// (budget.go).
	previews *jobs.Pool
	// closers stop what the games' own pages run (the Studio's balance
	// previews); Close calls them.
	closers []func()
	// site is what the shared layout shows: the games and their pages'
	// links, complete once New has mounted every game.
	site web.Site
	// drain counts the WebSockets and closes them when the node drains
	// (health.go).
	drain drainState
	// sockets counts the open WebSockets by client and token
	// (sockets.go).
	sockets socketCounts
	// reviews computes and keeps finished games' reviews (review.go).
	reviews *review.Runner
}

// New builds a server over a store.
func New(cfg Config) (*Server, error) {
	if len(cfg.Games) == 0 {
		return nil, errors.New("server: Config.Games is empty: list the games to host (game.NewList), the default first")
	}
	if cfg.Store == nil {
		return nil, errors.New("server: Config.Store is required")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.JoinRate <= 0 {
		cfg.JoinRate = 2
	}
	if cfg.JoinBurst <= 0 {
		cfg.JoinBurst = 20
	}
	if cfg.BotDelayMs == nil {
		cfg.BotDelayMs = new(DefaultBotDelayMs)
	}
	if d := *cfg.BotDelayMs; d < 0 || d > table.MaxBotDelayMs {
		return nil, fmt.Errorf("server: a bot's delay must be between 0 and %d milliseconds, not %d", table.MaxBotDelayMs, d)
	}
	cfg.defaults()
	master, err := web.Templates()
	if err != nil {
		return nil, err
	}
	words, err := locale.Load()
	if err != nil {
		return nil, err
	}
	problems := map[string]*ruleset.Wording{}
	for _, g := range cfg.Games {
		if problems[g.Name()], err = ruleset.WordingOf(g); err != nil {
			return nil, err
		}
	}
	if cfg.Node == "" {
		cfg.Node = table.DefaultNode()
	}
	var opts []table.Option
	if cfg.Cluster {
		c, ok := cfg.Store.(store.Cluster)
		if !ok {
			return nil, ErrNeedsPostgres
		}
		opts = append(opts, table.WithCluster(c, cfg.Node, cfg.Lease))
	}
	s := &Server{
		cfg:      cfg,
		log:      cfg.Logger,
		tables:   table.NewRegistry(cfg.Store, cfg.Logger, cfg.Games, opts...),
		words:    words,
		problems: problems,
		mux:      http.NewServeMux(),
		guesses:  newGuessLimits(cfg),
		creates:  newKeyedLimiter(float64(cfg.TablesPerHour)/3600, cfg.TablesPerHour),
		rulesets: newKeyedLimiter(float64(cfg.RulesetsPerDay)/86400, cfg.RulesetsPerDay),
		drain:    drainState{drained: make(chan struct{})},
	}
	s.previews = s.previewPool()
	// Reviews take their steps in the same pool as the previews.
	s.reviews = review.NewRunner(review.RunnerConfig{Cache: cfg.Store, Workers: cfg.ReviewWorkers, Samples: cfg.ReviewSamples, Seed: 1, Logger: cfg.Logger, Slots: s.previews})
	if s.pages, err = web.Locales(web.Bind(master, s.siteInfo), words); err != nil {
		return nil, err
	}
	s.tables.EvictIdle(cfg.IdleTables)
	s.tables.LimitSpectators(cfg.MaxSpectators)
	s.tables.WatchClocks(time.Minute)
	s.tables.WatchIdle(cfg.AbandonAfter, time.Hour)
	s.tables.WatchStore(cfg.StoreProbe, cfg.StoreProbe)
	s.routes()
	if err := s.gameRoutes(s.mux); err != nil {
		s.Close()
		return nil, err
	}
	s.handler = s.secure(s.mux)
	return s, nil
}

// defaults fills in every limit left unset (docs/RELIABILITY.md).
func (cfg *Config) defaults() {
	orInt := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	orFloat := func(v *float64, d float64) {
		if *v <= 0 {
			*v = d
		}
	}
	orDur := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	orFloat(&cfg.NetworkJoinRate, 8)
	orInt(&cfg.NetworkJoinBurst, 80)
	orFloat(&cfg.GlobalJoinRate, 50)
	orInt(&cfg.GlobalJoinBurst, 500)
	orInt(&cfg.TablesPerHour, 60)
	orInt(&cfg.RulesetsPerDay, 50)
	orFloat(&cfg.PreviewDuty, 0.25)
	orInt(&cfg.PreviewCost, 25_000)
	orInt(&cfg.PreviewBudget, 250_000)
	orInt(&cfg.ChecksPerMinute, 60)
	orInt(&cfg.MaxSpectators, 200)
	orInt(&cfg.SocketsPerClient, 64)
	orInt(&cfg.SocketsPerToken, 16)
	orDur(&cfg.PingEvery, 25*time.Second)
	orDur(&cfg.PongWait, 20*time.Second)
	orDur(&cfg.WSHandshake, 10*time.Second)
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = 2 << 20
	}
	orDur(&cfg.ReadHeaderTimeout, 10*time.Second)
	orDur(&cfg.ReadTimeout, 30*time.Second)
	orDur(&cfg.WriteTimeout, 60*time.Second)
	orDur(&cfg.IdleTimeout, 120*time.Second)
	orDur(&cfg.StoreProbe, time.Second)
}

// Handler returns the root handler: every route behind the security
// layer (headers, same-origin checks, body limits; security.go).
func (s *Server) Handler() http.Handler { return s.handler }

// HTTPServer returns an http.Server for the handler with the configured
// timeouts, so that a client trickling its request a byte at a time, or
// never reading the answer, cannot hold a connection for long.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: s.cfg.ReadHeaderTimeout,
		ReadTimeout:       s.cfg.ReadTimeout,
		WriteTimeout:      s.cfg.WriteTimeout,
		IdleTimeout:       s.cfg.IdleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
}

// maxHeaderBytes bounds a request's headers: room for a browser's
// cookies for hundreds of tables.
const maxHeaderBytes = 64 << 10

// Close stops every live table and any balance preview still running.
func (s *Server) Close() {
	s.tables.Close()
	s.reviews.Close()
	for _, c := range s.closers {
		c()
	}
}

func (s *Server) routes() {
	m := s.mux
	// JSON API.
	m.HandleFunc("POST /api/tables", s.apiCreate)
	m.HandleFunc("GET /api/tables/{code}", s.apiTable)
	m.HandleFunc("POST /api/tables/{code}/claim", s.apiClaim)
	m.HandleFunc("POST /api/tables/{code}/bots", s.apiBots)
	m.HandleFunc("POST /api/tables/{code}/start", s.apiStart)
	m.HandleFunc("POST /api/tables/{code}/rematch", s.apiRematch)
	m.HandleFunc("GET /api/tables/{code}/view", s.apiView)
	m.HandleFunc("POST /api/tables/{code}/moves", s.apiMove)
	m.HandleFunc("POST /api/tables/{code}/undo", s.apiUndo)
	m.HandleFunc("GET /api/tables/{code}/replay", s.apiReplay)
	m.HandleFunc("GET /api/tables/{code}/changes", s.apiChanges)
	s.reviewRoutes(m)
	m.HandleFunc("GET /api/tables/{code}/ws", s.apiWS)
	m.HandleFunc("GET /api/health", s.apiHealth)
	s.seatRoutes(m)

	// Pages.
	s.pageRoutes(m)
	s.langRoutes(m)
	s.assetRoutes(m)
	m.Handle("GET /static/", http.StripPrefix("/static/", web.Static()))
}
