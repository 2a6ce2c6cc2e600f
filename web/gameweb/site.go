package gameweb

// What a game's own pages (its Rulebook and the like, beside the Studio)
// set up and answer alike: the default rule set opened, the templates
// parsed onto the site's layout, a table's rules found by code with the
// same problem pages for an unknown code, too many tries and a failure.

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"

	"evergreen/game"
	"evergreen/game/provenance"
	"evergreen/locale"
)

// SitePages draws a game's own pages inside the site's layout.
type SitePages struct {
	Host  Host
	Log   *slog.Logger
	Pages *template.Template
	// ProblemPage names the template of the not-found, too-many-tries
	// and server-error pages; it reads Title, Status, Code and Base.
	ProblemPage string
	// Words write the pages' own words in Go (titles, notes).
	Words *locale.Bundle
	// byLang is Pages in each locale (Host.Localize), English as Pages.
	byLang map[string]*template.Template
}

// NewSitePages parses the game's templates (patterns in files) onto the
// site's layout (h.Layout); a host without a Logger logs to slog's
// default.
func NewSitePages(h Host, files fs.FS, problemPage string, patterns ...string) (SitePages, error) {
	if h.Logger == nil {
		h.Logger = slog.Default()
	}
	layout, err := h.Layout()
	if err != nil {
		return SitePages{}, fmt.Errorf("the site's layout: %w", err)
	}
	words, err := hostWords(h)
	if err != nil {
		return SitePages{}, err
	}
	pages, err := englishT(layout, words).ParseFS(files, patterns...)
	if err != nil {
		return SitePages{}, fmt.Errorf("templates: %w", err)
	}
	byLang, err := localized(h, pages)
	if err != nil {
		return SitePages{}, err
	}
	return SitePages{Host: h, Log: h.Logger, Pages: pages, ProblemPage: problemPage, Words: words, byLang: byLang}, nil
}

// englishT gives layout the "t" the pages' texts read, in English until
// Host.Localize binds another locale: a host's layout that has none (a
// test's) still parses them.
func englishT(layout *template.Template, words *locale.Bundle) *template.Template {
	return layout.Funcs(template.FuncMap{
		"t": func(key string, pairs ...any) string { return words.T(locale.Default, key, pairs...) },
		// badgeLabel is a badge's own English label (package provenance):
		// a badge that reads it is named in the page's language.
		"badgeLabel": func(name string) string { return provenance.Get(name).Label },
		// named is a Studio's (StudioSpec.Named), bound per locale by
		// NewStudio: as written until then.
		"named": func(s string) string { return s },
		// lang is the page's locale (the host's layout binds it per
		// request): English until then.
		"lang": func() string { return locale.Default },
	})
}

// hostWords are the host's catalogs, else the embedded ones.
func hostWords(h Host) (*locale.Bundle, error) {
	if h.Words != nil {
		return h.Words, nil
	}
	return locale.Load()
}

// localized returns pages, parsed and not yet executed, in every locale
// the host localizes (none without Host.Localize: the pages stay
// English).
func localized(h Host, pages *template.Template) (map[string]*template.Template, error) {
	byLang := map[string]*template.Template{}
	if h.Localize == nil {
		return byLang, nil
	}
	for _, tag := range locale.Tags() {
		t, err := h.Localize(pages, tag)
		if err != nil {
			return nil, fmt.Errorf("the pages in %s: %w", tag, err)
		}
		byLang[tag] = t
	}
	return byLang, nil
}

// Lang is the locale r is answered in (locale.Negotiate).
func (p SitePages) Lang(r *http.Request) string { return locale.Negotiate(r) }

// T writes the catalog's key in lang (locale.Bundle.T); pages made
// without NewSitePages read the embedded catalogs.
func (p SitePages) T(lang, key string, pairs ...any) string {
	if p.Words == nil {
		if b, err := locale.Load(); err == nil {
			return b.T(lang, key, pairs...)
		}
		return key
	}
	return p.Words.T(lang, key, pairs...)
}

// In is the pages in lang: English when the host does not localize.
func (p SitePages) In(lang string) *template.Template {
	if t, ok := p.byLang[lang]; ok {
		return t
	}
	return p.Pages
}

// DefaultRules opens g's default rule set with open, the game's own
// reading of it.
func DefaultRules[R any](g game.Game, open func(game.Rules) (R, error)) (R, error) {
	var zero R
	r, err := g.Rules(nil)
	if err == nil {
		var rs R
		if rs, err = open(r); err == nil {
			return rs, nil
		}
	}
	return zero, fmt.Errorf("the default rule set: %w", err)
}

// Check draws the page name with data once, so that a template that
// cannot render fails the server's start rather than a visitor's
// request.
func (p SitePages) Check(name string, data any) error {
	for _, t := range p.byLang {
		if err := t.ExecuteTemplate(&bytes.Buffer{}, name, data); err != nil {
			return err
		}
	}
	return p.Pages.ExecuteTemplate(&bytes.Buffer{}, name, data)
}

// RenderIn draws the page name with data in lang, answering status, or
// answers 500 and logs why it could not.
func (p SitePages) RenderIn(w http.ResponseWriter, lang string, status int, name string, data any) {
	draw(w, p.Log, p.In(lang), status, name, data, "")
}

// Problem draws the problem page for status, in r's language: 404 (no
// table has code), 429 (too many tries) or a failure.
func (p SitePages) Problem(w http.ResponseWriter, r *http.Request, status int, code string) {
	key := "problem.failed"
	switch status {
	case http.StatusNotFound:
		key = "notfound.table"
	case http.StatusTooManyRequests:
		key = "problem.tries"
	}
	lang := p.Lang(r)
	p.RenderIn(w, lang, status, p.ProblemPage, map[string]any{"Title": p.T(lang, key), "Status": status, "Code": code, "Base": p.Host.Base})
}

// TableRules opens the rule set of the table the path's {code} names,
// through the host (which counts unknown codes against the visitor's
// join limit), and its canonical code. When it cannot, it draws the
// problem page (a failure logged under what) and reports false.
func TableRules[R any](p SitePages, w http.ResponseWriter, r *http.Request, what string, open func(game.Rules) (R, error)) (rs R, code string, ok bool) {
	rules, code, err := p.Host.TableRules(r, r.PathValue("code"))
	if err == nil {
		if rs, err = open(rules); err != nil {
			err = fmt.Errorf("the table's rules: %w", err)
		}
	}
	switch {
	case errors.Is(err, ErrTooManyTries):
		p.Problem(w, r, http.StatusTooManyRequests, "")
	case errors.Is(err, ErrNoTable):
		p.Problem(w, r, http.StatusNotFound, r.PathValue("code"))
	case err != nil:
		p.Log.Error(what, "table", code, "err", err)
		p.Problem(w, r, http.StatusInternalServerError, "")
	default:
		return rs, code, true
	}
	return rs, code, false
}

// RulebookRoutes mounts every game's one Rulebook scheme on m, at paths
// relative to the game's base: GET /rulebook draws def, the default rule
// set's Rulebook; GET /t/{code}/rulebook the table's own, opened with
// open (an unknown code, too many tries or a failure answered with the
// game's problem page, see TableRules); the base itself redirects to
// /rulebook, a game's front page, and every other GET there is the
// site's not-found page. draw renders one Rulebook (code "" for the
// default's).
func RulebookRoutes[R any](m *http.ServeMux, p SitePages, def R, open func(game.Rules) (R, error), draw func(w http.ResponseWriter, r *http.Request, rs R, code string)) {
	m.HandleFunc("GET /rulebook", func(w http.ResponseWriter, r *http.Request) { draw(w, r, def, "") })
	m.HandleFunc("GET /t/{code}/rulebook", func(w http.ResponseWriter, r *http.Request) {
		if rs, code, ok := TableRules(p, w, r, "rulebook", open); ok {
			draw(w, r, rs, code)
		}
	})
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, p.Host.Base+"/rulebook", http.StatusSeeOther)
	})
	m.HandleFunc("GET /", func(w http.ResponseWriter, r *http.Request) { p.Host.NotFound(w, r, p.T(p.Lang(r), "notfound.short")) })
}

// ownFirst is t writing a game's own words (own) before the frame's:
// its t reads a key own has from own, any other from frame, in lang.
func ownFirst(t *template.Template, own, frame *locale.Bundle, lang string) *template.Template {
	return t.Funcs(template.FuncMap{"t": func(key string, pairs ...any) string {
		if own.Has(key) {
			return own.T(lang, key, pairs...)
		}
		return frame.T(lang, key, pairs...)
	}})
}
