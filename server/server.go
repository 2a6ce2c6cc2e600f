package server

import (
	"errors"
	"html/template"
	"log/slog"
	"net/http"
	"time"

	"evergreen/game"
	"evergreen/store"
	"evergreen/table"
	"evergreen/web"
)

// Config is everything a Server needs.
type Config struct {
	// Games are the games hosted, the first the default. Required.
	Games  game.List
	Store  store.Store
	Logger *slog.Logger
	// BotDelayMs is the default pause before a bot's move (tables may
	// set their own).
	BotDelayMs int
	// Origins lists extra allowed WebSocket origins (host patterns); the
	// request's own host is always allowed.
	Origins []string
	// JoinRate and JoinBurst bound join attempts (unknown room codes and
	// seat claims) per client address: JoinRate a second after a burst of
	// JoinBurst. Defaults: 2 a second, burst 20.
	JoinRate  float64
	JoinBurst int
	// IdleTables, if positive, unloads from memory the tables nobody has
	// used for that long (nobody watching, no bot about to move); they
	// are loaded again from the store when next asked for.
	IdleTables time.Duration
}

// Server serves the app.
type Server struct {
	cfg    Config
	log    *slog.Logger
	tables *table.Registry
	pages  *template.Template
	mux    *http.ServeMux
	joins  *joinLimiter
	// defaults holds each hosted game's default rules, by game name.
	defaults map[string]game.Rules
	// closers stop what the games' own pages run (the Studio's balance
	// previews); Close calls them.
	closers []func()
	// site is what the shared layout shows: the games and their pages'
	// links, complete once New has mounted every game.
	site web.Site
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
	if cfg.BotDelayMs == 0 {
		cfg.BotDelayMs = 700
	}
	pages, err := web.Templates()
	if err != nil {
		return nil, err
	}
	s := &Server{
		cfg:    cfg,
		log:    cfg.Logger,
		tables: table.NewRegistry(cfg.Store, cfg.Logger, cfg.Games),
		pages:  pages,
		mux:    http.NewServeMux(),
		joins:  newJoinLimiter(cfg.JoinRate, cfg.JoinBurst),
	}
	web.Bind(s.pages, s.siteInfo)
	s.tables.EvictIdle(cfg.IdleTables)
	s.tables.WatchClocks(time.Minute)
	s.routes()
	if err := s.gameRoutes(s.mux); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Handler returns the root handler.
func (s *Server) Handler() http.Handler { return s.mux }

// Close stops every live table and any balance preview still running.
func (s *Server) Close() {
	s.tables.Close()
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
	m.HandleFunc("GET /api/tables/{code}/replay", s.apiReplay)
	m.HandleFunc("GET /api/tables/{code}/ws", s.apiWS)
	m.HandleFunc("GET /api/health", s.apiHealth)
	s.seatRoutes(m)

	// Pages.
	s.pageRoutes(m)
	s.assetRoutes(m)
	m.Handle("GET /static/", http.StripPrefix("/static/", web.Static()))
}
