package gameweb

// A game's Studio pages, drawn alike: the front page (the default laid
// out, the library, open and import), a rule set's page (browse, diff,
// share, preview) and the editor. What is the game's own (how a rule
// set is laid out, its diff in words, the editor's vocabulary) comes in
// through StudioPages' hooks.

import (
	"context"
	"errors"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"slices"
	"time"

	"evergreen/bots"
	"evergreen/game/provenance"
	"evergreen/locale"
	"evergreen/preview"
)

// RulesetPages finds the rule set a Studio page names by code, for any
// game: C is the game's compiled rule set as its pages hold it.
type RulesetPages[C any] struct {
	Host Host
	Log  *slog.Logger
	// Lookup finds a rule set by code as typed; Code is its canonical
	// code. An error wrapping Unknown means no rule set has the code,
	// which is the visitor's mistake and not logged.
	Lookup  func(ctx context.Context, raw string) (C, error)
	Code    func(C) string
	Unknown error
}

// Ruleset finds the rule set the path's {code} names, answering 404 when
// there is none and redirecting a code typed loosely to its canonical
// form (/studio/CODE then suffix); it reports whether the page goes on.
func (p RulesetPages[C]) Ruleset(w http.ResponseWriter, r *http.Request, suffix string) (C, bool) {
	var zero C
	raw := r.PathValue("code")
	rs, err := p.Lookup(r.Context(), raw)
	if err != nil {
		if !errors.Is(err, p.Unknown) {
			p.Log.Error("studio", "code", raw, "err", err)
		}
		p.Host.NotFound(w, r, noRuleset(p.Host, r))
		return zero, false
	}
	if code := p.Code(rs); raw != code {
		http.Redirect(w, r, p.Host.Base+"/studio/"+code+suffix, http.StatusMovedPermanently)
		return zero, false
	}
	return rs, true
}

// noRuleset is the not-found page's title for an unknown rule set, in
// r's language when the host lends its catalogs.
func noRuleset(h Host, r *http.Request) string {
	if h.Words == nil {
		return "No such rule set"
	}
	return h.Words.T(locale.Negotiate(r), "studio.no_ruleset")
}

// Open sends the "open a code" form (?code=) on to the rule set's page.
func (p RulesetPages[C]) Open(w http.ResponseWriter, r *http.Request) {
	rs, err := p.Lookup(r.Context(), r.URL.Query().Get("code"))
	if err != nil {
		if !errors.Is(err, p.Unknown) {
			p.Log.Error("studio: open", "err", err)
		}
		p.Host.NotFound(w, r, noRuleset(p.Host, r))
		return
	}
	http.Redirect(w, r, p.Host.Base+"/studio/"+p.Code(rs), http.StatusSeeOther)
}

// StudioPage is what every game's Studio templates read; a game's own
// page type embeds it and adds its parts (Browse, Changes, …), so the
// templates read both alike.
type StudioPage struct {
	Title string
	// Base is the game's base path, the start of every link.
	Base string
	// GameName is the game's name in the platform's API ("evergreen").
	GameName string
	// GameTitle is the game's name for people.
	GameTitle string
	// Code and Name of the rule set the page is about.
	Code, Name               string
	DefaultCode, DefaultName string
	IsDefault                bool
	// Saved: the rule set is in the library, since Created.
	Saved   bool
	Created time.Time
	// New: the editor starts a new copy.
	New bool
	// Lang is the page's locale.
	Lang string
	// Library lists the saved rule sets (the front page).
	Library []LibraryEntry
	// The balance preview: its bots, seats, charts and limits, and the
	// game's own figures (embedded as JSON for the summary).
	PreviewBots          []BotChoice
	Seats, MinSeats, Max int
	Charts               []string
	MaxGames, MaxSearch  int
	Metrics              []PageMetric
	// Items is what the game counts by identifier per bot ("powers"),
	// Key "" if nothing.
	Items PageMetric
	// Legend is every badge the game gives, with its meaning.
	Legend []provenance.Badge

	// What a Studio (NewStudio) adds for the game's hooks: its styles
	// and page module under /studio-assets/, the rule set laid out
	// (Browse, for "studio-browse"), its changes from the default, the
	// front page's variants, the editor's data (#studio-data) and
	// fields in words (#studio-fields).
	Styles  []string
	Script  string
	Browse  any
	Changes any
	// Translations says, locale by locale, which of the rule set's texts
	// are left in English (game.Translated; none for a game whose rule
	// sets are not).
	Translations []TranslationState
	Variants     []VariantView
	Edit         any
	// Texts are the edited rule set's texts in the page's locale, by
	// their English as written (TextsIn; #studio-texts), for the
	// editor's titles and readings.
	Texts  map[string]string
	Fields []Field
	// OwnWords are the game's own words in the page's locale, which the
	// page's scripts read before the catalog (StudioSpec.Words).
	OwnWords map[string]string
}

// BotChoice is a bot a preview offers, under the words players know it
// by: Key, the platform catalog's key of its label (a level's, or random
// moves'), which the page writes in its language, or for any other bot
// "" and Label, its name as it is. Search: it searches ahead, so a
// preview with it plays at most preview.MaxSearchGames games.
type BotChoice struct {
	Name, Key, Label string
	Search           bool
}

// botChoices are the bots of offer a page shows: those players know by
// a level (bots.Levels) and random moves, under their labels; a game
// with none of those shows every bot under bots.Label.
func botChoices(offer preview.Offer) []BotChoice {
	var out []BotChoice
	for _, b := range offer.Bots {
		search := slices.Contains(offer.Search, b)
		if l, ok := bots.LevelOf(b); ok {
			out = append(out, BotChoice{Name: b, Key: "bot." + l.Name + ".label", Label: l.Label, Search: search})
		} else if b == "random" {
			out = append(out, BotChoice{Name: b, Key: "bot.random.label", Label: "Random moves"})
		}
	}
	if len(out) == 0 {
		for _, b := range offer.Bots {
			out = append(out, BotChoice{Name: b, Label: bots.Label(b), Search: slices.Contains(offer.Search, b)})
		}
	}
	return out
}

// PageMetric is one of the game's figures as the preview's summary
// reads it.
type PageMetric struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

// StudioPages draws a game's Studio pages from its templates (Pages, with
// the shared parts of StudioTemplates): Index, View and Edit name them.
// The hooks add the game's own parts to the page every game fills alike
// and return what the template reads (a value embedding the StudioPage).
type StudioPages[C any] struct {
	RulesetPages[C]
	Lib   *Library[C]
	Pages *template.Template
	// Localized is Pages in each locale (Host.Localize), Words the
	// catalogs the pages' titles are written from.
	Localized map[string]*template.Template
	Words     *locale.Bundle
	// Assets, when not nil, holds the Studio's own script and styles,
	// served at /studio-assets/.
	Assets fs.FS
	// Default is the default rule set; DocName gives a rule set's name
	// in its document (a saved one is shown under its library name).
	Default C
	DocName func(C) string
	// IndexTitle is the catalog's key of the front page's title, which
	// reads {game}.
	IndexTitle string
	// Figures are what the balance preview offers and charts.
	Figures PreviewFigures
	Legend  []provenance.Badge

	Index, View, Edit string
	// IndexPage adds the front page's parts; ViewPage a rule set's page's
	// (rs); EditPage the editor's (rs the rule set it starts from).
	IndexPage func(p StudioPage) any
	ViewPage  func(p StudioPage, rs C) any
	EditPage  func(p StudioPage, rs C) any
}

// Routes mounts the pages on m, at paths relative to the game's base.
func (s *StudioPages[C]) Routes(m *http.ServeMux) {
	m.HandleFunc("GET /studio", s.pageIndex)
	m.HandleFunc("GET /studio/new", s.pageEdit)
	m.HandleFunc("GET /studio/open", s.Open)
	m.HandleFunc("GET /studio/{code}", s.pageView)
	m.HandleFunc("GET /studio/{code}/edit", s.pageEdit)
	if s.Assets != nil {
		m.HandleFunc("GET /studio-assets/{file}", Assets(s.Assets, "/studio-assets/"))
	}
}

// in is the pages and the words of r's locale.
func (s *StudioPages[C]) in(r *http.Request) (*template.Template, string) {
	lang := locale.Negotiate(r)
	if t, ok := s.Localized[lang]; ok {
		return t, lang
	}
	return s.Pages, locale.Default
}

// t writes the catalog's key in lang.
func (s *StudioPages[C]) t(lang, key string, pairs ...any) string {
	if s.Words == nil {
		return key
	}
	return s.Words.T(lang, key, pairs...)
}

func (s *StudioPages[C]) page(title string) StudioPage {
	f := s.Figures
	p := StudioPage{
		Title: title, Base: s.Host.Base, GameName: s.Lib.game.Name(), GameTitle: s.Lib.game.Title(),
		DefaultCode: s.Code(s.Default), DefaultName: s.DocName(s.Default),
		PreviewBots: botChoices(f.Offer), Seats: f.Offer.Seats, MinSeats: f.Offer.Min, Max: f.Offer.Max,
		Charts: f.Charts.Names(), MaxGames: preview.MaxGames, MaxSearch: preview.MaxSearchGames,
		Metrics: []PageMetric{}, Items: PageMetric{Key: f.Items.Key, Label: f.Items.Label},
		Legend: s.Legend,
	}
	for _, m := range f.Metrics {
		p.Metrics = append(p.Metrics, PageMetric{Key: m.Key, Label: m.Label})
	}
	return p
}

func (s *StudioPages[C]) pageIndex(w http.ResponseWriter, r *http.Request) {
	pages, lang := s.in(r)
	p := s.page(s.t(lang, s.IndexTitle, "game", s.Lib.game.Title()))
	p.Lang = lang
	p.Code, p.Name, p.IsDefault = p.DefaultCode, p.DefaultName, true
	lib, err := s.Lib.List(r.Context())
	if err != nil {
		s.Log.Error("studio: library", "game", p.GameName, "err", err)
	}
	p.Library = lib
	Render(w, s.Log, pages, s.Index, s.IndexPage(p))
}

func (s *StudioPages[C]) pageView(w http.ResponseWriter, r *http.Request) {
	rs, ok := s.Ruleset(w, r, "")
	if !ok {
		return
	}
	code := s.Code(rs)
	name := s.DocName(rs)
	n, saved, err := s.Lib.Entry(r.Context(), code)
	if err != nil {
		s.Log.Error("studio: library", "code", code, "err", err)
	}
	p := s.page("")
	if saved {
		name, p.Saved, p.Created = n.Name, true, n.CreatedAt
	}
	pages, lang := s.in(r)
	p.Title, p.Lang = s.t(lang, "studio.title.ruleset", "name", name), lang
	p.Code, p.Name, p.IsDefault = code, name, code == p.DefaultCode
	Render(w, s.Log, pages, s.View, s.ViewPage(p, rs))
}

func (s *StudioPages[C]) pageEdit(w http.ResponseWriter, r *http.Request) {
	pages, lang := s.in(r)
	p := s.page(s.t(lang, "studio.title.edit"))
	p.Lang = lang
	var rs C
	if r.PathValue("code") == "" {
		// /studio/new: a copy of the default, or of ?from=CODE.
		p.New, p.Code = true, p.DefaultCode
		rs = s.Default
		if from := r.URL.Query().Get("from"); from != "" {
			var err error
			rs, err = s.Lookup(r.Context(), from)
			if err != nil {
				s.Host.NotFound(w, r, s.t(lang, "studio.no_ruleset"))
				return
			}
			p.Code = s.Code(rs)
		}
	} else {
		var ok bool
		rs, ok = s.Ruleset(w, r, "/edit")
		if !ok {
			return
		}
		p.Code = s.Code(rs)
	}
	Render(w, s.Log, pages, s.Edit, s.EditPage(p, rs))
}
