package server

// The hosted games: what the server tells clients about them, each game's
// default rule set, and the pages a game serves itself (gameweb.Site),
// mounted under /games/{name}/ and, for the default game, also at the
// addresses they had before games had prefixes (gameweb.Pages.Root). The
// server draws none of a game's pages and knows none of their paths.

import (
	"bytes"
	"encoding/json"
	"errors"
	"evergreen/locale"
	"fmt"
	"html/template"
	"net/http"
	"strings"

	"evergreen/game"
	"evergreen/table"
	"evergreen/web"
	"evergreen/web/gameweb"
)

// gameRoutes registers the games' API and mounts their pages.
func (s *Server) gameRoutes(m *http.ServeMux) error {
	s.defaults = map[string]game.Rules{}
	for _, g := range s.cfg.Games {
		r, err := g.Rules(nil)
		if err != nil {
			return fmt.Errorf("server: %s: the default rule set does not load: %w", g.Name(), err)
		}
		s.defaults[g.Name()] = r
	}
	m.HandleFunc("GET /api/games", s.apiGames)
	m.HandleFunc("GET /api/games/{name}/content", s.apiGameContent)
	m.HandleFunc("GET /api/content", s.apiContent)
	m.HandleFunc("GET /api/rules/{rules}", s.apiRules)

	for _, g := range s.cfg.Games {
		s.site.Games = append(s.site.Games, g.Title())
		s.site.Nav = append(s.site.Nav, web.GameNav{Name: g.Name(), Title: g.Title(), Play: "/new?game=" + g.Name()})
	}
	for i, g := range s.cfg.Games {
		site, ok := g.(gameweb.Site)
		if !ok {
			continue
		}
		prefix := "/games/" + g.Name()
		pages, err := site.Site(s.host(g, basePath(g, i == 0)))
		if err != nil {
			return fmt.Errorf("server: %s: its pages: %w", g.Name(), err)
		}
		if pages.Close != nil {
			s.closers = append(s.closers, pages.Close)
		}
		if pages.Handler == nil {
			return fmt.Errorf("server: %s: its Site gave no Handler", g.Name())
		}
		for _, l := range pages.Links {
			link := web.Link{Label: l.Label, Href: basePath(g, i == 0) + l.Path}
			if i > 0 { // the default game's pages are the site's; others say whose they are
				link.Game = g.Title()
			}
			s.site.Links = append(s.site.Links, link)
			s.site.Nav[i].Links = append(s.site.Nav[i].Links, web.Link{Label: l.Label, Href: basePath(g, i == 0) + l.Path})
		}
		if err := handle(m, prefix+"/", http.StripPrefix(prefix, pages.Handler)); err != nil {
			return fmt.Errorf("server: %s: %w", g.Name(), err)
		}
		if i > 0 {
			continue
		}
		for _, p := range pages.Root {
			if err := handle(m, p, pages.Handler); err != nil {
				return fmt.Errorf("server: %s: the root address %q: %w", g.Name(), p, err)
			}
		}
		for _, p := range pages.Moved {
			if err := handle(m, p, moved(prefix)); err != nil {
				return fmt.Errorf("server: %s: the moved address %q: %w", g.Name(), p, err)
			}
		}
	}
	return nil
}

// moved redirects a request at the site's root to the same path and
// query under prefix, permanently.
func moved(prefix string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u := prefix + r.URL.EscapedPath()
		if r.URL.RawQuery != "" {
			u += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, u, http.StatusMovedPermanently)
	})
}

// siteInfo is what the shared layout shows of the hosted games.
func (s *Server) siteInfo() web.Site { return s.site }

// basePath is where a game's pages link to: the site's root for the
// default game (its Root addresses), /games/{name} for the others.
func basePath(g game.Game, isDefault bool) string {
	if isDefault {
		return ""
	}
	return "/games/" + g.Name()
}

// methods are those a pattern without one is registered for: a pattern
// for every method would conflict with the site's "GET /" not-found page.
var methods = []string{"GET", "POST", "PUT", "PATCH", "DELETE"}

// handle registers pattern, once per method when it names none, and
// turns the mux's panic on a conflicting or malformed pattern into an
// error.
func handle(m *http.ServeMux, pattern string, h http.Handler) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%v", p)
		}
	}()
	if method, _, ok := strings.Cut(pattern, " "); ok && method != "" && !strings.HasPrefix(method, "/") {
		m.Handle(pattern, h)
		return nil
	}
	for _, method := range methods {
		m.Handle(method+" "+pattern, h)
	}
	return nil
}

// host is what the server lends g's pages.
func (s *Server) host(g game.Game, base string) gameweb.Host {
	return gameweb.Host{
		Base:           base,
		Home:           "/games/" + g.Name(),
		Library:        s.cfg.Store,
		PreviewWorkers: s.cfg.PreviewWorkers,
		Jobs:           s.previews,
		Logger:         s.log.With("game", g.Name()),
		Layout: func() (*template.Template, error) {
			t, err := web.Layout()
			if err != nil {
				return nil, err
			}
			return web.Localize(web.Bind(t, s.siteInfo), s.words, locale.Default)
		},
		Localize: func(t *template.Template, lang string) (*template.Template, error) {
			return web.Localize(t, s.words, lang)
		},
		Words: s.words,
		NotFound: func(w http.ResponseWriter, r *http.Request, title string) {
			s.renderStatus(w, r, http.StatusNotFound, "notfound.html", page{Title: title, Path: r.URL.Path})
		},
		TableRules: func(r *http.Request, code string) (game.Rules, string, error) {
			return s.tableRules(r, g, code)
		},
	}
}

// tableRules loads the rules of the table named by raw for g's pages. A
// miss counts as a failed lookup (see lookup), since whether a page
// exists tells whether a room code is in use.
func (s *Server) tableRules(r *http.Request, g game.Game, raw string) (game.Rules, string, error) {
	ctx := r.Context()
	t, _, err := s.lookup(r, raw)
	code, _ := table.NormalizeCode(raw)
	switch {
	case errors.Is(err, errRateLimited):
		return nil, "", gameweb.ErrTooManyTries
	case errors.Is(err, table.ErrNotFound):
		return nil, code, gameweb.ErrNoTable
	case err != nil:
		return nil, code, err
	}
	info, err := t.Info(ctx, "")
	if err != nil {
		return nil, code, err
	}
	if info.Game != "" && info.Game != g.Name() {
		// Another game's table: no page of this game is about it.
		return nil, code, gameweb.ErrNoTable
	}
	if d := s.defaults[g.Name()]; d.Code() == info.RulesCode {
		return d, code, nil
	}
	doc, err := s.cfg.Store.Rules(ctx, info.RulesCode)
	if err != nil {
		return nil, code, fmt.Errorf("rules %s: %w", info.RulesCode, err)
	}
	rules, err := g.Document(doc)
	if err != nil {
		return nil, code, fmt.Errorf("rules %s: %w", info.RulesCode, err)
	}
	return rules, code, nil
}

// gameInfo is one game in GET /api/games.
type gameInfo struct {
	Name       string `json:"name"`
	Title      string `json:"title"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
	// Default: the game tables and commands get when they name none.
	Default bool `json:"default"`
	// RulesCode is the code of the game's default rule set, Bots the
	// bots that can sit at its tables.
	RulesCode string   `json:"rules_code"`
	Bots      []string `json:"bots"`
	// Capabilities lists the optional parts the game offers: "pages"
	// (gameweb.Site), "stats" (game.Statistician), "snapshot"
	// (game.Snapshotter), "looks" (its rules have game.Looker).
	Capabilities []string `json:"capabilities"`
	// Pages is where the game's own pages live, if it has any.
	Pages string `json:"pages,omitempty"`
}

func (s *Server) apiGames(w http.ResponseWriter, r *http.Request) {
	out := make([]gameInfo, 0, len(s.cfg.Games))
	for i, g := range s.cfg.Games {
		lo, hi := g.Players()
		def := s.defaults[g.Name()]
		gi := gameInfo{
			Name: g.Name(), Title: g.Title(), MinPlayers: lo, MaxPlayers: hi, Default: i == 0,
			RulesCode: def.Code(), Bots: def.Bots().Names(), Capabilities: []string{},
		}
		if _, ok := g.(gameweb.Site); ok {
			gi.Capabilities = append(gi.Capabilities, "pages")
			gi.Pages = "/games/" + g.Name() + "/"
		}
		if _, ok := g.(game.Statistician); ok {
			gi.Capabilities = append(gi.Capabilities, "stats")
		}
		if _, ok := g.(game.Snapshotter); ok {
			gi.Capabilities = append(gi.Capabilities, "snapshot")
		}
		if _, ok := def.(game.Looker); ok {
			gi.Capabilities = append(gi.Capabilities, "looks")
		}
		out = append(out, gi)
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": out})
}

// apiGameContent returns a game's default rule-set document (for the
// set-the-table form and the Studio).
func (s *Server) apiGameContent(w http.ResponseWriter, r *http.Request) {
	g, err := s.cfg.Games.Get(r.PathValue("name"))
	if err != nil || r.PathValue("name") == "" {
		writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_found", Message: fmt.Sprintf("no game is called %q (games: %s)", r.PathValue("name"), strings.Join(s.cfg.Games.Names(), ", "))}})
		return
	}
	writeDoc(w, s.contentDoc(r, g.Name()))
}

// apiContent is the default game's default rule set, as before games had
// names in addresses.
func (s *Server) apiContent(w http.ResponseWriter, r *http.Request) {
	writeDoc(w, s.contentDoc(r, s.cfg.Games.Default().Name()))
}

// contentDoc is game's default rule-set document: as written, for the
// Studio, which edits it; with "?translated" its texts in the request's
// locale, for a page that only shows them (the set-the-table form).
func (s *Server) contentDoc(r *http.Request, game string) []byte {
	doc := s.defaults[game].Doc()
	if lang := locale.Negotiate(r); r.URL.Query().Has("translated") && lang != locale.Default {
		return s.translatedDoc(doc, lang)
	}
	return doc
}

// writeDoc answers a stored rule-set document. Its strings are written
// with <, > and & escaped (\u003c …), as every JSON answer of the server
// is (docs/RELIABILITY.md): the same value, but one that no browser
// sniffing it as HTML, and no page pasting it into markup, can run.
func writeDoc(w http.ResponseWriter, doc []byte) {
	w.Header().Set("Content-Type", "application/json")
	var b bytes.Buffer
	json.HTMLEscape(&b, doc)
	_, _ = w.Write(b.Bytes())
}

// apiRules returns a rule-set document by code: one saved in the store
// (by a table or the Studio), or a hosted game's default.
func (s *Server) apiRules(w http.ResponseWriter, r *http.Request) {
	code := r.PathValue("rules")
	doc, err := s.cfg.Store.Rules(r.Context(), code)
	if err != nil {
		doc = nil
		for _, d := range s.defaults {
			if d.Code() == code {
				doc = d.Doc()
			}
		}
		if doc == nil {
			writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_found", Message: "no rule set has that code"}})
			return
		}
	}
	// A rule set is sent in its reader's language (game.Translated): the
	// same document, its texts in the request's locale.
	if lang := locale.Negotiate(r); lang != locale.Default {
		doc = s.translatedDoc(doc, lang)
	}
	w.Header().Set("Cache-Control", "private, max-age=86400")
	w.Header().Set("Vary", "Cookie, Accept-Language")
	writeDoc(w, doc)
}

// translatedDoc is doc with its texts in lang, when its game's rule sets
// are game.Translated; else doc as it is.
func (s *Server) translatedDoc(doc []byte, lang string) []byte {
	var head struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(doc, &head) != nil {
		return doc
	}
	for _, g := range s.cfg.Games {
		if g.Name() != head.Game {
			continue
		}
		rules, err := g.Document(doc)
		if err != nil {
			return doc
		}
		if t, ok := rules.(game.Translated); ok {
			out, _ := t.DocIn(lang)
			return out
		}
	}
	return doc
}
