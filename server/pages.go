package server

import (
	"bytes"
	"errors"
	"net/http"
	"strings"

	"evergreen/table"
)

// The HTML pages. They are thin: each renders a template that loads the
// page's ES module from /static, and the module talks to the JSON API of
// docs/API.md like any other client. The server renders only what it
// knows without asking the API: the bots it can seat, whether a room code
// names a table.

// page is what every page template reads. Title is shared with the
// Rulebook pages (layout.html uses only .Title).
type page struct {
	Title string
	// Code is the room code of the table a page is about.
	Code string
	// Solo presets the set-the-table form for one human and bots.
	Solo bool
	// Bots lists the bots the server can seat, for the form and the lobby.
	Bots []string
	// Error is a problem to show on the join form.
	Error string
	// Typed is what the visitor typed into the join form.
	Typed string
	// Path is the address that was not found.
	Path string
	// Held lists the tables the visitor's cookies open (the home page).
	Held []heldRow
	// Games are the hosted games (the home page and the form's picker);
	// Game the one the form sets a table for.
	Games []gameChoice
	Game  gameChoice
	// SeedChosen: the table is dealt from a seed its host chose (no
	// online seat; see table/deal.go), which its page says.
	SeedChosen bool
	// Deal is the table's revealed deal, on the replay page of a finished
	// game, so that anyone can check it.
	Deal *table.Deal
	// RulesName is the name a table's rule set was saved under in its
	// game's Rules Studio library ("" when it was never saved there: the
	// page then shows the document's own name); Rulebook is the address
	// of the table's own Rulebook, for a game that has one.
	RulesName string
	Rulebook  string
}

// pageRoutes registers the HTML pages.
func (s *Server) pageRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /{$}", s.pageHome)
	m.HandleFunc("GET /new", s.pageNew(false))
	m.HandleFunc("GET /solo", s.pageNew(true))
	m.HandleFunc("GET /join", s.pageJoin)
	m.HandleFunc("GET /t/{code}", s.pageTable("table.html", ""))
	m.HandleFunc("GET /t/{code}/replay", s.pageTable("replay.html", "/replay"))
	// Any other address a browser asks for (a mistyped one, a page yet
	// to be built) gets a friendly page rather than the bare 404. Other
	// methods keep the mux's own answers (405 for a known path).
	m.HandleFunc("GET /", s.pageNotFound)
}

func (s *Server) pageNotFound(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, "/api/") {
		writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_found", Message: "no such API endpoint"}})
		return
	}
	s.renderStatus(w, r, http.StatusNotFound, "notfound.html", page{Title: s.text(r, "notfound.short"), Path: r.URL.Path})
}

func (s *Server) pageNew(solo bool) http.HandlerFunc {
	title := "nav.new"
	if solo {
		title = "new.solo.short"
	}
	return func(w http.ResponseWriter, r *http.Request) {
		title := s.text(r, title)
		// ?game= chooses among the hosted games; the first is the default.
		games := s.gameChoices()
		var chosen gameChoice
		for i, g := range games {
			if i == 0 || g.Name == r.URL.Query().Get("game") {
				chosen = g
			}
		}
		bots := s.tables.BotNames(chosen.Name)
		s.render(w, r, "new.html", page{Title: title, Solo: solo, Games: games, Game: chosen, Bots: bots})
	}
}

// pageJoin shows the join form; with ?code= it sends the visitor on to
// the table, or says what was wrong with the code.
func (s *Server) pageJoin(w http.ResponseWriter, r *http.Request) {
	typed := strings.TrimSpace(r.URL.Query().Get("code"))
	p := page{Title: s.text(r, "nav.join"), Typed: typed}
	if typed == "" {
		s.render(w, r, "join.html", p)
		return
	}
	code, ok := table.NormalizeCode(typed)
	if !ok {
		p.Error = s.text(r, "join.err.form")
		s.renderStatus(w, r, http.StatusBadRequest, "join.html", p)
		return
	}
	switch _, err := s.findTable(r, code); {
	case errors.Is(err, errRateLimited):
		p.Error = s.text(r, "join.err.rate")
		s.renderStatus(w, r, http.StatusTooManyRequests, "join.html", p)
	case errors.Is(err, table.ErrNotFound):
		p.Error = s.text(r, "join.err.none", "code", code)
		s.renderStatus(w, r, http.StatusNotFound, "join.html", p)
	case err != nil:
		p.Error = s.text(r, "join.err.down")
		s.renderStatus(w, r, http.StatusServiceUnavailable, "join.html", p)
	default:
		http.Redirect(w, r, "/t/"+code, http.StatusSeeOther)
	}
}

// pageTable serves a table's page (the lobby, the game and its end are
// one page) or its replay. A code typed in lower case is redirected to
// its canonical form so that the cookie path and share link agree.
func (s *Server) pageTable(tmpl, suffix string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		raw := r.PathValue("code")
		code, ok := table.NormalizeCode(raw)
		if !ok {
			s.renderStatus(w, r, http.StatusNotFound, "notfound.html", page{Title: s.text(r, "notfound.table"), Code: raw, Path: r.URL.Path})
			return
		}
		if code != raw {
			http.Redirect(w, r, "/t/"+code+suffix, http.StatusMovedPermanently)
			return
		}
		t, err := s.findTable(r, code)
		switch {
		case errors.Is(err, errRateLimited):
			http.Error(w, s.text(r, "join.err.rate"), http.StatusTooManyRequests)
			return
		case errors.Is(err, table.ErrNotFound):
			s.renderStatus(w, r, http.StatusNotFound, "notfound.html", page{Title: s.text(r, "notfound.table"), Code: code, Path: r.URL.Path})
			return
		case err != nil:
			http.Error(w, s.text(r, "join.err.down"), http.StatusServiceUnavailable)
			return
		}
		title := s.text(r, "table.title", "code", code)
		if suffix != "" {
			title = s.text(r, "replay.title", "code", code)
		}
		p := page{Title: title, Code: code}
		if info, err := t.Info(r.Context(), ""); err == nil {
			p.Bots = s.tables.BotNames(info.Game) // the table's own game's bots, for the lobby
			p.SeedChosen = info.Deal.Chosen
			if info.Deal.Seed != "" { // the game is over: the deal may be shown
				p.Deal = &info.Deal
			}
			p.RulesName, p.Rulebook = s.tableFacts(r, info.Game, info.RulesCode, code)
			for i, g := range s.gameChoices() { // "" is the default game
				if i == 0 || g.Name == info.Game {
					p.Game = g
				}
			}
		}
		s.render(w, r, tmpl, p)
	}
}

// findTable checks that a table exists, under the same guessing limits
// as the API (lookup): an unknown code spends one of the visitor's
// attempts, so the pages are no faster an oracle for guessing codes than
// the API.
func (s *Server) findTable(r *http.Request, code string) (*table.Table, error) {
	t, _, err := s.lookup(r, code)
	if err != nil && !errors.Is(err, table.ErrNotFound) && !errors.Is(err, errRateLimited) {
		s.log.Error("page", "code", code, "err", err)
	}
	return t, err
}

// render writes a page with status 200.
func (s *Server) render(w http.ResponseWriter, r *http.Request, name string, data any) {
	s.renderStatus(w, r, http.StatusOK, name, data)
}

// renderStatus writes a page with the given status.
func (s *Server) renderStatus(w http.ResponseWriter, r *http.Request, status int, name string, data any) {
	var b bytes.Buffer
	if err := s.pages[s.lang(r)].ExecuteTemplate(&b, name, data); err != nil {
		s.log.Error("render", "page", name, "err", err)
		http.Error(w, s.text(r, "page.broken"), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(b.Bytes())
}

// tableFacts is what the frame of a table's pages says about its rules:
// the name they were saved under in the Studio's library, if they were,
// and the address of the table's own Rulebook, if its game has one.
// Every game's table Rulebook is at /games/{name}/t/{code}/rulebook.
func (s *Server) tableFacts(r *http.Request, gameName, rulesCode, code string) (name, rulebook string) {
	g, err := s.cfg.Games.Get(gameName)
	if err != nil {
		return "", ""
	}
	if len(g.Manifest().Rulebook) > 0 {
		rulebook = "/games/" + g.Name() + "/t/" + code + "/rulebook"
	}
	if n, err := s.cfg.Store.RulesName(r.Context(), rulesCode); err == nil && n.Game == g.Name() {
		name = n.Name
	}
	return name, rulebook
}
