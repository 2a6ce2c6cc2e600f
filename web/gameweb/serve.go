package gameweb

// A game's whole site from one declaration (SiteSpec): the Rulebook, the
// Rules Studio, any further page of rules drawn like the Rulebook, and
// any per-rule-set data the game's renderer reads, mounted on one mux
// with the navigation links and the shutdown the server needs. A game
// declares what is its own; where the pages live, how a table's rules
// are found by code and what an unknown code answers are the platform's.

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"

	"evergreen/game"
	"evergreen/locale"
)

// SiteSpec is what a game declares of its own pages. Book is required.
type SiteSpec[R any] struct {
	// Open opens one of the game's rule sets to its own reading of it;
	// nil: the rules themselves, when they are an R (OpenAs).
	Open func(game.Rules) (R, error)
	// Book builds the Rulebook of rs (table "" for the default's) in
	// lang, served at /rulebook and /t/{code}/rulebook.
	Book func(rs R, table, lang string) (Book, []error)
	// Books are further pages of rules drawn like the Rulebook, each at
	// /{Path} and /t/{code}/{Path} and offered in the navigation after
	// the Rulebook.
	Books []BookPage[R]
	// Studio declares the game's Rules Studio (a StudioSpec); nil for a
	// game without one. The game's manifest must name the Studio's
	// sections exactly when it has one.
	Studio StudioDecl
	// Data are the per-rule-set JSON files the game's renderer reads, by
	// file name: each served at /{name} for the default rule set and at
	// /t/{code}/{name} for a table's own.
	Data map[string]func(rs R) any
	// DataIn are such files made in the reader's locale (lang, one of
	// locale.Tags, chosen as the pages choose it: locale.Negotiate).
	DataIn map[string]func(rs R, lang string) any
	// Routes mounts whatever else the game's pages answer (redirects
	// from old addresses, at paths relative to h.Base); the Rulebook's
	// own routes answer every other GET with the site's not-found page.
	Routes func(m *http.ServeMux, h Host)
	// Root and Moved are Pages.Root and Pages.Moved.
	Root, Moved []string
}

// BookPage is one further page of rules (SiteSpec.Books).
type BookPage[R any] struct {
	Path, Label string
	Book        func(rs R, table, lang string) (Book, []error)
}

// StudioDecl is a game's Studio declaration: a StudioSpec, of whatever
// type its Studio reads rule sets as.
type StudioDecl interface {
	mount(g game.Game, h Host) (mountedStudio, error)
}

type mountedStudio interface {
	Routes(m *http.ServeMux)
	Close()
}

func (s StudioSpec[C]) mount(g game.Game, h Host) (mountedStudio, error) { return NewStudio(g, h, s) }

// Serve builds g's pages from spec over what the host lends. The Studio
// is at the game's own address (Host.Home, when the host gives one), as
// every game's is.
func Serve[R any](g game.Game, h Host, spec SiteSpec[R]) (Pages, error) {
	studioDeclared := len(g.Manifest().Studio) > 0
	if (spec.Studio != nil) != studioDeclared {
		return Pages{}, fmt.Errorf("gameweb: %s's manifest names Studio sections %q, but its pages declare %s",
			g.Name(), g.Manifest().Studio, map[bool]string{true: "a Studio", false: "none"}[spec.Studio != nil])
	}
	rb, err := NewRulebook(h, RulebookConfig[R]{Game: g, Open: spec.Open, Book: spec.Book})
	if err != nil {
		return Pages{}, fmt.Errorf("gameweb: %s: %w", g.Name(), err)
	}
	m := http.NewServeMux()
	p := Pages{Handler: m, Root: spec.Root, Moved: spec.Moved, Links: []Link{{Label: "Rulebook", Path: "/rulebook"}}}
	for _, bp := range spec.Books {
		if bp.Path == "" || bp.Label == "" || bp.Book == nil {
			return Pages{}, fmt.Errorf("gameweb: %s: a further page of rules needs a Path, a Label and a Book", g.Name())
		}
		for _, lang := range locale.Tags() {
			if b, errs := bp.Book(rb.Default(), "", lang); len(errs) > 0 {
				return Pages{}, fmt.Errorf("gameweb: %s's %s in %s: %w", g.Name(), bp.Label, lang, errors.Join(errs...))
			} else if err := rb.Check("rulebook-page", rb.finish(b, "", lang)); err != nil {
				return Pages{}, fmt.Errorf("gameweb: %s's %s: %w", g.Name(), bp.Label, err)
			}
		}
		rb.mountBook("/"+bp.Path, bp.Book, m)
		p.Links = append(p.Links, Link{Label: bp.Label, Path: "/" + bp.Path})
	}
	data := maps.Clone(spec.DataIn)
	if data == nil {
		data = map[string]func(R, string) any{}
	}
	for name, of := range spec.Data {
		data[name] = func(rs R, _ string) any { return of(rs) }
	}
	for _, name := range slices.Sorted(maps.Keys(data)) {
		mountData(m, rb, name, data[name])
	}
	if spec.Studio != nil {
		sh := h
		if h.Home != "" {
			sh.Base = h.Home
		}
		st, err := spec.Studio.mount(g, sh)
		if err != nil {
			return Pages{}, fmt.Errorf("gameweb: %s: %w", g.Name(), err)
		}
		st.Routes(m)
		// Anything else under the Studio's API is the API's 404, not a
		// page's. (Per method: "/api/" for every method would conflict
		// with "GET /".)
		noAPI := func(w http.ResponseWriter, r *http.Request) {
			WriteError(w, http.StatusNotFound, Error{Code: "not_found", Message: "no such API endpoint"})
		}
		m.HandleFunc("GET /api/", noAPI)
		m.HandleFunc("POST /api/", noAPI)
		p.Close = st.Close
		p.Links = append(p.Links, Link{Label: "Rules Studio", Path: "/studio"})
	}
	if spec.Routes != nil {
		spec.Routes(m, h)
	}
	rb.Routes(m)
	return p, nil
}

// Declared serves g's pages as a game's pages package declares them:
// spec is its Spec, given the game and how to open one of its rule sets
// to its own compiled rules (game.RulesetOf). A game's Site is then
//
//	func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) { return gameweb.Declared(g, h, yourweb.Spec) }
func Declared[R any](g game.Game, h Host, spec func(game.Game, func(game.Rules) (R, error)) (SiteSpec[R], error)) (Pages, error) {
	s, err := spec(g, game.RulesetOf[R])
	if err != nil {
		return Pages{}, err
	}
	return Serve(g, h, s)
}

// mountBook serves the page book draws at path and at /t/{code}path.
func (rb *Rulebook[R]) mountBook(path string, book func(rs R, table, lang string) (Book, []error), m *http.ServeMux) {
	draw := func(w http.ResponseWriter, r *http.Request, rs R, code string) {
		b, errs := book(rs, code, rb.Lang(r))
		for _, err := range errs {
			rb.Log.Warn("rulebook", "page", path, "table", code, "err", err)
		}
		rb.DrawBook(w, r, b, code)
	}
	m.HandleFunc("GET "+path, func(w http.ResponseWriter, r *http.Request) { draw(w, r, rb.def, "") })
	m.HandleFunc("GET /t/{code}"+path, func(w http.ResponseWriter, r *http.Request) {
		if rs, code, ok := TableRules(rb.SitePages, w, r, "rulebook", rb.cfg.Open); ok {
			draw(w, r, rs, code)
		}
	})
}

// mountData serves of(rs, the reader's locale) as JSON at /name, for
// the default rule set, and at /t/{code}/name for a table's. Its errors
// are plain words: the renderer that reads it shows none of them.
func mountData[R any](m *http.ServeMux, rb *Rulebook[R], name string, of func(rs R, lang string) any) {
	write := func(w http.ResponseWriter, r *http.Request, rs R) {
		body, err := json.Marshal(of(rs, locale.Negotiate(r)))
		if err != nil {
			rb.Log.Error("data", "file", name, "err", err)
			http.Error(w, name+" could not be made", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Vary", "Cookie, Accept-Language")
		_, _ = w.Write(body)
	}
	m.HandleFunc("GET /"+name, func(w http.ResponseWriter, r *http.Request) { write(w, r, rb.def) })
	m.HandleFunc("GET /t/{code}/"+name, func(w http.ResponseWriter, r *http.Request) {
		rules, canonical, err := rb.Host.TableRules(r, r.PathValue("code"))
		var rs R
		if err == nil {
			rs, err = rb.cfg.Open(rules)
		}
		switch {
		case errors.Is(err, ErrTooManyTries):
			http.Error(w, "too many unknown room codes tried", http.StatusTooManyRequests)
		case errors.Is(err, ErrNoTable):
			http.Error(w, "no "+rb.cfg.Game.Title()+" table has the code "+r.PathValue("code"), http.StatusNotFound)
		case err != nil:
			rb.Log.Error("data", "file", name, "table", canonical, "err", err)
			http.Error(w, name+" could not be made", http.StatusInternalServerError)
		default:
			write(w, r, rs)
		}
	})
}
