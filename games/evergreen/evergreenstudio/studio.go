// Package evergreenstudio is the planet game's Rules Studio: browse the
// default rule set, copy it, edit the planet grid and the card list with
// live validation (every problem at its path), save a rule set under a
// name and share it by code, diff it against the default in words, and
// preview its balance with bot games.
//
// It is a part of the game's Site: the game's pages (package
// evergreenweb) call Routes on their own mux, so the Studio's addresses
// sit beside the Rulebook's under the game's base (gameweb.Host.Base):
//
//	GET  /studio, /studio/new, /studio/open, /studio/{code}, /studio/{code}/edit
//	GET  /studio-assets/{file}               the Studio's own script and styles
//	     /api/rulesets…                      its JSON API (docs/API.md)
//
// The pages are templates/*.html, drawn in the site's shared layout
// (gameweb.Host.Layout); their script is assets/, served from here so that
// the platform's web/static names no game.
//
// # One library per game
//
// The store keeps each game's library apart (store.RulesName.Game): the
// Studio names its rule sets under its game's name and lists only those.
// A code whose library entry is another game's is, here, a code no rule
// set has. A code saved with no library entry (a table's rule set) is
// judged by its document, which names its game ("game": "evergreen",
// required by the planet game's validator, as Nobles' requires "nobles").
package evergreenstudio

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/preview"
	"evergreen/ruleset"
	"evergreen/web/gameweb"
)

//go:embed templates/*.html
var templatesFS embed.FS

//go:embed assets/*
var assetsFS embed.FS

// compiled is a rule set as the platform knows it (rules, for previews
// and saving) and as the Studio reads it (the decoded document).
type compiled struct {
	*evergreen.Rules
	rules game.Rules
	Code  string
	Doc   []byte
}

// site holds everything the Studio shares.
type site struct {
	game  game.Game
	host  gameweb.Host
	log   *slog.Logger
	store gameweb.RulesLibrary
	def   compiled
	pages *template.Template

	runner *preview.Runner
	// figs are what previews offer and chart, the game's own figures
	// (game.Statistician: the planet game counts the powers played by
	// identifier) among them.
	figs gameweb.PreviewFigures

	// lib finds this game's rule sets by code and keeps its library.
	lib *gameweb.Library[compiled]
	// variants are the ready-made rule sets the front page offers
	// (content.Variants), compiled at start.
	variants []variant
}

// variant is a ready-made rule set as the front page offers it.
type variant struct {
	ID, Name, Description, Code string
	patch                       []byte
}

// cacheSize bounds the compiled rule sets the library keeps by code.
const cacheSize = 256

// Routes mounts the Studio on mux, at paths relative to h.Base (the mux
// is the game's own, which the server strips the base from). g is the
// planet game as the platform hosts it: it loads rule sets and seats the
// previews' bots. closeFn stops the balance previews; call it once when
// the server shuts down (gameweb.Pages.Close).
func Routes(mux *http.ServeMux, h gameweb.Host, g game.Game) (closeFn func(), err error) {
	switch {
	case mux == nil || g == nil:
		return nil, errors.New("evergreenstudio: a mux and the game are required")
	case h.Library == nil || h.Layout == nil || h.NotFound == nil:
		return nil, errors.New("evergreenstudio: the host must give Store, Layout and NotFound")
	}
	if h.Logger == nil {
		h.Logger = slog.Default()
	}
	s := &site{game: g, host: h, log: h.Logger, store: h.Library}
	r, err := g.Rules(nil)
	if err != nil {
		return nil, fmt.Errorf("evergreenstudio: the default rule set: %w", err)
	}
	if s.def, err = s.compile(r); err != nil {
		return nil, err
	}
	s.lib = gameweb.NewLibrary(h.Library, g, s.def, s.def.Code, s.compile, cacheSize)
	if err := s.loadVariants(); err != nil {
		return nil, err
	}
	layout, err := h.Layout()
	if err != nil {
		return nil, fmt.Errorf("evergreenstudio: the site's layout: %w", err)
	}
	if s.pages, err = gameweb.StudioTemplates(layout.Funcs(funcs), templatesFS, "templates/*.html"); err != nil {
		return nil, fmt.Errorf("evergreenstudio: templates: %w", err)
	}
	s.figs = gameweb.FiguresOf(g, r, previewSeats, metricsPerChart, previewBots...)
	s.runner = preview.NewRunner(preview.Config{Cache: h.Library, Game: g, Default: r, Logger: s.log, Workers: h.PreviewWorkers, Pool: h.Jobs})

	s.pageRoutes(mux)
	s.apiRoutes(mux)
	return s.runner.Close, nil
}

// loadVariants compiles the ready-made variants: one that does not load
// is the program's fault, found at start.
func (s *site) loadVariants() error {
	vs, err := game.ReadVariants(content.VariantFiles(), ".")
	if err != nil {
		return fmt.Errorf("evergreenstudio: %w", err)
	}
	for _, v := range vs {
		r, err := s.game.Rules(v.Patch)
		if err != nil {
			return fmt.Errorf("evergreenstudio: variant %s: %w", v.ID, err)
		}
		c, err := s.compile(r)
		if err != nil {
			return err
		}
		s.variants = append(s.variants, variant{ID: v.ID, Name: c.Name, Description: c.Description, Code: c.Code, patch: v.Patch})
	}
	return nil
}

// compile reads r's document for the Studio.
func (s *site) compile(r game.Rules) (compiled, error) {
	var rs evergreen.Rules
	if err := ruleset.DecodeStrict(r.Doc(), &rs); err != nil {
		return compiled{}, fmt.Errorf("evergreenstudio: rules %s: %w", r.Code(), err)
	}
	return compiled{Rules: &rs, rules: r, Code: r.Code(), Doc: r.Doc()}, nil
}

// errNoRules: no rule set of this game has the code asked for.
var errNoRules = gameweb.ErrNoRules

// lookup finds a rule set of this game by code, as typed: the default,
// or one saved by the Studio or by a table (gameweb.Library.Lookup).
func (s *site) lookup(ctx context.Context, raw string) (compiled, error) {
	return s.lib.Lookup(ctx, raw)
}
