package gameweb

// Studio: a game's whole Rules Studio built from one declaration. The
// library, the JSON API, the balance previews, the three pages (front
// page, a rule set's page, the editor) and their script are the
// platform's; a game declares only what differs (StudioSpec): how it
// opens a rule set, how it words a change, how it lays a rule set out,
// its editor's fields in words and its preview's bots.

import (
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"reflect"
	"strings"

	"evergreen/game"
	"evergreen/game/provenance"
	"evergreen/locale"
	"evergreen/preview"
	"evergreen/ruleset"
)

// StudioSpec is what a game declares of its Rules Studio. Open, Meta,
// Changes and Browse are required; the rest has defaults.
type StudioSpec[C any] struct {
	// Open opens one of the game's rule sets for the Studio; nil: the
	// rules themselves, when they are a C (OpenAs).
	Open func(game.Rules) (C, error)
	// Meta is a rule set's code, name, description and canonical
	// document; nil: the rules' own Code, Title and Doc (game.Compiled's),
	// when C has them.
	Meta func(C) RulesMeta
	// Changes words how rs differs from def, the default, in lang (the
	// reader's locale): a list (never nil) whose items carry at least
	// "path" and "words" in JSON. nil: the settings Fields names at the
	// top of the document, compared value by value (FieldChanges).
	Changes func(lang string, def, rs C) any
	// Draft words what a draft changes while it may still have problems:
	// merged is the draft merged onto the default, nil when it is not
	// JSON. nil: a draft's changes are shown once it is valid.
	Draft func(lang string, def C, merged []byte) any
	// Browse lays rs out for reading against def; the game's
	// "studio-browse" template reads it. BrowseIn, when set, does it in
	// the page's locale (its texts translated), and is used instead.
	// Neither: the template reads the document itself, by its keys.
	Browse   func(rs, def C) any
	BrowseIn func(rs, def C, lang string) any
	// Edit is what the game's editor reads, embedded in the editor's
	// page as JSON (#studio-data); nil for nothing. EditIn, when set,
	// is the same in the page's locale, and is read instead.
	Edit   func() any
	EditIn func(lang string) any
	// Words are the game's own words on its Studio pages, by locale
	// (key → text; every locale holds the English's keys, each reading
	// the same placeholders, which locale.New checks): the templates'
	// t and the browser's t() read them before the platform's catalogs.
	Words map[string]map[string]string
	// Fields name the parts of a document in words (see FieldWords), so
	// that every problem is shown by the name of what it is about.
	Fields []Field
	// FieldsJSON is more fields, as JSON (ParseFields): a game keeps its
	// fields' words as data beside its Studio.
	FieldsJSON []byte
	// Variants are the ready-made rule sets the front page offers.
	Variants []game.Variant
	// Templates holds the game's hooks of the Studio's pages (*.html at
	// its root): "studio-browse" and "studio-edit-main" at least, and
	// any of the pages' hooks it replaces (templates/studio-pages.html).
	Templates fs.FS
	Funcs     template.FuncMap
	// Named says a rule set's name or description in lang when the game
	// translates it (its default's and ready-made variants'), else as
	// written: templates write {{named .Name}}. nil: as written.
	Named func(lang, s string) string
	// Assets holds the game's own script and styles, served at
	// /studio-assets/; Script names its page module there (see
	// web/static/studio-page.js), Styles its stylesheets.
	Assets fs.FS
	Script string
	Styles []string
	// Preview: the bots offered, quickest first (by their level names,
	// bots.Levels, wherever the game has one); how many seats by default;
	// bars per chart of the game's figures; the game's name for seats
	// in the API ("seats" if empty); its own charts, if it has them
	// instead of FiguresOf's; and how its POST body is read (SeatsBody
	// if nil).
	PreviewBots []string
	Seats       int
	PerChart    int
	SeatsKey    string
	Figures     *PreviewFigures
	FromBody    func(r *http.Request) (PreviewRequest, error)
	// Legend is every badge the game gives (provenance.Legend if nil).
	Legend []provenance.Badge
	// ExportName is the file name a rule set downloads as
	// (GAME-rules-CODE.json if nil).
	ExportName func(code string) string
	// NoGameInList: GET /api/rulesets does not name the game (an answer
	// older clients of the default game read as it was).
	NoGameInList bool
}

// RulesMeta is what the Studio reads of every rule set alike.
type RulesMeta struct {
	Code, Name, Description string
	Doc                     []byte
}

// Studio is a game's Rules Studio, ready to mount.
type Studio[C any] struct {
	spec   StudioSpec[C]
	game   game.Game
	host   Host
	log    *slog.Logger
	def    C
	lib    *Library[C]
	pages  *template.Template
	byLang map[string]*template.Template
	words  *locale.Bundle
	says   *ruleset.Wording // the game's problems in each locale
	own    *locale.Bundle
	runner *preview.Runner
	figs   PreviewFigures
	vars   []VariantView
}

// VariantView is a ready-made variant on the front page; Patch is the
// document (a patch onto the default) its button saves.
type VariantView struct {
	ID, Name, Description, Code, Patch string
	Badge                              provenance.Badge
}

// studioCacheSize bounds the compiled rule sets a Studio's library keeps.
const studioCacheSize = 128

// MaxRulesDoc bounds a rule-set document sent to a Studio.
const MaxRulesDoc = 1 << 20

// NewStudio builds g's Studio from spec, over what the host lends.
func NewStudio[C any](g game.Game, h Host, spec StudioSpec[C]) (*Studio[C], error) {
	words, err := hostWords(h)
	if err != nil {
		return nil, err
	}
	if spec.Open == nil {
		spec.Open = OpenAs[C]
	}
	if spec.Meta == nil && reflect.TypeFor[C]().Implements(reflect.TypeFor[titled]()) {
		spec.Meta = metaOf[C]
	}
	if spec.Changes == nil && spec.Meta != nil {
		spec.Changes = func(lang string, def, c C) any {
			return FieldChanges(words, spec.Fields, lang, spec.Meta(def).Doc, spec.Meta(c).Doc)
		}
	}
	if spec.Browse == nil && spec.BrowseIn == nil && spec.Meta != nil {
		spec.Browse = func(c, _ C) any { return docTree(spec.Meta(c).Doc) }
	}
	switch {
	case g == nil || spec.Open == nil || spec.Meta == nil || spec.Changes == nil || spec.Browse == nil || spec.Templates == nil:
		return nil, errors.New("gameweb: a Studio needs its game, Open, Meta, Changes, Browse and Templates")
	case h.Library == nil || h.Layout == nil || h.NotFound == nil:
		return nil, errors.New("gameweb: a Studio's host must give Library, Layout and NotFound")
	}
	if h.Logger == nil {
		h.Logger = slog.Default()
	}
	if len(spec.FieldsJSON) > 0 {
		fs, err := ParseFields(spec.FieldsJSON)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", g.Name(), err)
		}
		spec.Fields = append(spec.Fields, fs...)
	}
	says, err := ruleset.WordingOf(g)
	if err != nil {
		return nil, err
	}
	s := &Studio[C]{spec: spec, game: g, host: h, log: h.Logger, says: says}
	r, err := g.Rules(nil)
	if err != nil {
		return nil, fmt.Errorf("gameweb: %s's default rule set: %w", g.Name(), err)
	}
	if s.def, err = s.open(r); err != nil {
		return nil, err
	}
	s.lib = NewLibrary(h.Library, g, s.def, spec.Meta(s.def).Code, s.open, studioCacheSize)
	for _, v := range spec.Variants {
		vr, err := g.Rules(v.Patch)
		if err != nil {
			return nil, fmt.Errorf("gameweb: %s's variant %s: %w", g.Name(), v.ID, err)
		}
		c, err := s.open(vr)
		if err != nil {
			return nil, err
		}
		m := spec.Meta(c)
		s.vars = append(s.vars, VariantView{ID: v.ID, Name: m.Name, Description: m.Description, Code: m.Code,
			Patch: string(v.Patch), Badge: provenance.Get(provenance.Variant)})
	}
	layout, err := h.Layout()
	if err != nil {
		return nil, fmt.Errorf("gameweb: the site's layout: %w", err)
	}
	s.words = words
	named := func(lang string) template.FuncMap {
		return template.FuncMap{"named": func(s string) string {
			if spec.Named == nil {
				return s
			}
			return spec.Named(lang, s)
		}}
	}
	layout = englishT(layout, s.words).Funcs(named(locale.Default))
	if s.pages, err = StudioTemplates(layout.Funcs(template.FuncMap{"inc": func(i int) int { return i + 1 }}).Funcs(spec.Funcs), spec.Templates, "*.html"); err != nil {
		return nil, fmt.Errorf("gameweb: %s's Studio templates: %w", g.Name(), err)
	}
	if s.byLang, err = localized(h, s.pages); err != nil {
		return nil, fmt.Errorf("gameweb: %s's Studio templates: %w", g.Name(), err)
	}
	for tag, t := range s.byLang {
		s.byLang[tag] = t.Funcs(named(tag))
	}
	if spec.Words != nil {
		if s.own, err = locale.New(spec.Words); err != nil {
			return nil, fmt.Errorf("gameweb: %s's Studio words: %w", g.Name(), err)
		}
		s.pages = ownFirst(s.pages, s.own, s.words, locale.Default)
		for lang, t := range s.byLang {
			s.byLang[lang] = ownFirst(t, s.own, s.words, lang)
		}
	}
	if spec.Figures != nil {
		s.figs = *spec.Figures
		s.figs.Offer = s.figs.Offer.Searching(r.Bots())
	} else {
		s.figs = FiguresOf(g, r, max(spec.Seats, 1), max(spec.PerChart, 1), spec.PreviewBots...)
	}
	s.runner = preview.NewRunner(preview.Config{Cache: h.Library, Game: g, Default: r, Logger: s.log, Workers: h.PreviewWorkers, Pool: h.Jobs})
	return s, nil
}

func (s *Studio[C]) open(r game.Rules) (C, error) {
	c, err := s.spec.Open(r)
	if err != nil {
		var zero C
		return zero, fmt.Errorf("gameweb: %s: rules %s: %w", s.game.Name(), r.Code(), err)
	}
	return c, nil
}

// translations is c's texts' state in every locale (TranslationsOf).
func (s *Studio[C]) translations(c C) []TranslationState {
	r, err := s.game.Document(s.spec.Meta(c).Doc)
	if err != nil {
		return nil
	}
	return TranslationsOf(r)
}

// Default is the game's default rule set as the Studio holds it.
func (s *Studio[C]) Default() C { return s.def }

// Close stops the balance previews; call it once when the server shuts
// down (Pages.Close).
func (s *Studio[C]) Close() { s.runner.Close() }

// Routes mounts the Studio on m, at paths relative to the game's base:
// its pages, its assets and its JSON API (docs/API.md).
func (s *Studio[C]) Routes(m *http.ServeMux) {
	s.pagesOf().Routes(m)
	exportName := s.spec.ExportName
	if exportName == nil {
		exportName = func(code string) string { return s.game.Name() + "-rules-" + code + ".json" }
	}
	api := &StudioAPI[C]{
		Lib: s.lib, Base: s.host.Base, Log: s.log, MaxDoc: MaxRulesDoc, Fail: s.fail,
		Check: s.check,
		Meta: func(c C) (string, string, []byte) {
			m := s.spec.Meta(c)
			return m.Code, m.Name, m.Doc
		},
		Changes:    func(lang string, c C) any { return s.spec.Changes(lang, s.def, c) },
		ExportName: exportName,
		ListGame:   !s.spec.NoGameInList, GameName: s.game.Name(),
		Fields: s.spec.Fields, Words: s.says,
	}
	api.Routes(m)
	s.previews().Routes(m)
}

// browse is rs laid out for reading in lang.
func (s *Studio[C]) browse(rs C, lang string) any {
	if s.spec.BrowseIn != nil {
		return s.spec.BrowseIn(rs, s.def, lang)
	}
	return s.spec.Browse(rs, s.def)
}

func (s *Studio[C]) fail(w http.ResponseWriter, err error) { Fail(w, s.log, err) }

// check merges doc onto the default and checks it (CheckDoc), its
// changes said in lang.
func (s *Studio[C]) check(lang string, doc []byte) (Checked[C], error) {
	c, err := CheckDoc(s.game, s.spec.Meta(s.def).Doc, doc, func(merged []byte) any {
		if s.spec.Draft == nil {
			return s.spec.Changes(lang, s.def, s.def)
		}
		return s.spec.Draft(lang, s.def, merged)
	}, s.open)
	if err == nil && s.spec.Draft == nil && c.RS != nil {
		c.Changes = s.spec.Changes(lang, s.def, *c.RS)
	}
	return c, err
}

// previews are the preview endpoints over the Studio's library.
func (s *Studio[C]) previews() Previews {
	key, body := s.spec.SeatsKey, s.spec.FromBody
	if key == "" {
		key = "seats"
	}
	if body == nil {
		body = SeatsBody
	}
	return Previews{
		Runner: s.runner, Offer: s.figs.Offer, SeatsKey: key, Charts: s.figs.Charts, Fail: s.fail,
		Rules: func(r *http.Request) (game.Rules, error) {
			c, err := s.lib.Lookup(r.Context(), r.PathValue("code"))
			if err != nil {
				return nil, err
			}
			// The game keeps compiled rules by document, so this is
			// the copy the library's lookup compiled.
			return s.game.Document(s.spec.Meta(c).Doc)
		},
		FromBody: body,
	}
}

// pagesOf is the Studio's three pages, drawn from the platform's
// templates (templates/studio-pages.html) with the game's hooks.
func (s *Studio[C]) pagesOf() *StudioPages[C] {
	code := func(c C) string { return s.spec.Meta(c).Code }
	legend := s.spec.Legend
	if legend == nil {
		legend = provenance.Legend()
	}
	var styles []string
	for _, st := range s.spec.Styles {
		if !strings.HasPrefix(st, "/") {
			st = s.host.Base + "/studio-assets/" + st
		}
		styles = append(styles, st)
	}
	script := ""
	if s.spec.Script != "" {
		script = s.host.Base + "/studio-assets/" + s.spec.Script
	}
	own := func(p StudioPage) StudioPage {
		p.Styles, p.Script, p.Fields = styles, script, FieldsIn(s.spec.Fields, p.Lang)
		if p.Fields == nil {
			p.Fields = []Field{}
		}
		p.OwnWords = map[string]string{}
		if s.own != nil {
			p.OwnWords = s.own.ForBrowser(p.Lang).Messages
		}
		return p
	}
	var assets fs.FS
	if s.spec.Assets != nil {
		assets = s.spec.Assets
	}
	return &StudioPages[C]{
		RulesetPages: RulesetPages[C]{Host: s.host, Log: s.log, Lookup: s.lib.Lookup, Unknown: ErrNoRules, Code: code},
		Lib:          s.lib, Pages: s.pages, Localized: s.byLang, Words: s.words, Assets: assets,
		Default: s.def, DocName: func(c C) string { return s.spec.Meta(c).Name },
		IndexTitle: "studio.title",
		Figures:    s.figs,
		Legend:     legend,
		Index:      "studio-index", View: "studio-view", Edit: "studio-edit",
		IndexPage: func(p StudioPage) any {
			p = own(p)
			p.Browse, p.Variants = s.browse(s.def, p.Lang), s.vars
			p.Translations = s.translations(s.def)
			return p
		},
		ViewPage: func(p StudioPage, rs C) any {
			p = own(p)
			p.Browse, p.Changes = s.browse(rs, p.Lang), s.spec.Changes(p.Lang, s.def, rs)
			p.Translations = s.translations(rs)
			return p
		},
		EditPage: func(p StudioPage, rs C) any {
			p = own(p)
			if r, err := s.game.Document(s.spec.Meta(rs).Doc); err == nil {
				p.Texts = TextsIn(r, p.Lang)
			}
			switch {
			case s.spec.EditIn != nil:
				p.Edit = s.spec.EditIn(p.Lang)
			case s.spec.Edit != nil:
				p.Edit = s.spec.Edit()
			}
			return p
		},
	}
}
