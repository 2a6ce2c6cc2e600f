// Package everdellstudio is Everdell's Rules Studio: read the default
// rule set card by card, open a seed reading ready-made (the forest
// locations only at four players), copy a rule set and edit it with
// every problem shown at its path as you type, save it under a name and
// share it by code, read what it changes from the default in words, and
// preview its balance with bot games.
//
// It is a part of the game's Site: everdellgame mounts Routes beside the
// Rulebook (package everdellweb) under the game's base:
//
//	GET  /studio, /studio/new, /studio/open, /studio/{code}, /studio/{code}/edit
//	GET  /studio-assets/{file}               the Studio's own script and styles
//	     /api/rulesets…                      its JSON API (docs/API.md)
//
// A ready-made variant (content.Variants) is a patch the front page shows
// with the code it saves to; its button saves it through the API (POST
// /api/rulesets) and opens it, so a variant is in the library only once
// someone opens it.
//
// What every game's Studio does alike comes from the platform: the
// library, the JSON API, checking drafts and previews (package gameweb),
// and the pages' script for sharing, previews and the editor's live
// check (web/static/studio-game.js). This package holds what is
// Everdell's: its pages, the cards laid out, its variants.
package everdellstudio

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellwords"
	"evergreen/preview"
	"evergreen/web/gameweb"
)

//go:embed templates/*.html
var templatesFS embed.FS

//go:embed assets/*
var assetsFS embed.FS

// compiled is a rule set as the platform knows it (rules, for previews
// and tables) and as the Studio reads it.
type compiled struct {
	RS    *everdell.Ruleset
	rules game.Rules
}

func (c compiled) meta() (code, name string, doc []byte) { return c.RS.Code, c.RS.Name, c.RS.Doc }

// variant is a ready-made rule set (content.Variants) as the front page
// offers it.
type variant struct {
	ID          string
	Name        string
	Description string
	Code        string
	patch       []byte
}

// Config is what the Studio needs.
type Config struct {
	Game game.Game
	Host gameweb.Host
	// Ruleset opens one of Game's rule sets to the compiled rules inside.
	Ruleset func(game.Rules) (*everdell.Ruleset, error)
}

// site holds everything the Studio shares.
type site struct {
	game     game.Game
	host     gameweb.Host
	log      *slog.Logger
	open     func(game.Rules) (*everdell.Ruleset, error)
	def      compiled
	words    *everdellwords.Words
	pages    *template.Template
	lib      *gameweb.Library[compiled]
	variants []variant

	runner *preview.Runner
	// figs are what previews offer and chart, the game's own figures
	// (game.Statistician) among them.
	figs gameweb.PreviewFigures
}

// cacheSize bounds the compiled rule sets the library keeps by code.
const cacheSize = 256

// Routes mounts the Studio on mux, at paths relative to cfg.Host.Base.
// closeFn stops the balance previews; call it once when the server
// shuts down (gameweb.Pages.Close).
func Routes(mux *http.ServeMux, cfg Config) (closeFn func(), err error) {
	h := cfg.Host
	switch {
	case mux == nil || cfg.Game == nil || cfg.Ruleset == nil:
		return nil, errors.New("everdellstudio: a mux, the game and Config.Ruleset are required")
	case h.Library == nil || h.Layout == nil || h.NotFound == nil:
		return nil, errors.New("everdellstudio: the host must give Store, Layout and NotFound")
	}
	if h.Logger == nil {
		h.Logger = slog.Default()
	}
	s := &site{game: cfg.Game, host: h, log: h.Logger, open: cfg.Ruleset}
	if s.words, err = everdellwords.Load(); err != nil {
		return nil, err
	}
	r, err := cfg.Game.Rules(nil)
	if err != nil {
		return nil, fmt.Errorf("everdellstudio: the default rule set: %w", err)
	}
	if s.def, err = s.compile(r); err != nil {
		return nil, err
	}
	s.lib = gameweb.NewLibrary(h.Library, cfg.Game, s.def, s.def.RS.Code, s.compile, cacheSize)
	if err := s.loadVariants(); err != nil {
		return nil, err
	}
	layout, err := h.Layout()
	if err != nil {
		return nil, fmt.Errorf("everdellstudio: the site's layout: %w", err)
	}
	if s.pages, err = gameweb.StudioTemplates(layout.Funcs(funcs), templatesFS, "templates/*.html"); err != nil {
		return nil, fmt.Errorf("everdellstudio: templates: %w", err)
	}
	s.figs = gameweb.FiguresOf(cfg.Game, r, previewSeats, metricsPerChart, previewBots...)
	s.runner = preview.NewRunner(preview.Config{Cache: h.Library, Game: cfg.Game, Default: r, Logger: s.log, Workers: h.PreviewWorkers, Pool: h.Jobs})
	s.pageRoutes(mux)
	s.apiRoutes(mux)
	return s.runner.Close, nil
}

// loadVariants compiles the ready-made variants: one that does not load
// is the program's fault, found at start.
func (s *site) loadVariants() error {
	for _, v := range content.Variants() {
		r, err := s.game.Rules(v.Patch)
		if err != nil {
			return fmt.Errorf("everdellstudio: variant %s: %w", v.ID, err)
		}
		c, err := s.compile(r)
		if err != nil {
			return err
		}
		s.variants = append(s.variants, variant{ID: v.ID, Name: c.RS.Name, Description: c.RS.Description,
			Code: c.RS.Code, patch: v.Patch})
	}
	return nil
}

// compile opens r for the Studio.
func (s *site) compile(r game.Rules) (compiled, error) {
	rs, err := s.open(r)
	if err != nil {
		return compiled{}, fmt.Errorf("everdellstudio: %w", err)
	}
	return compiled{RS: rs, rules: r}, nil
}

// lookup finds a rule set of this game by code, as typed.
func (s *site) lookup(ctx context.Context, raw string) (compiled, error) {
	return s.lib.Lookup(ctx, raw)
}
