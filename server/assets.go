package server

import (
	"net/http"

	"evergreen/game"
)

// Each hosted game that has a browser renderer (game.Renderer) has its
// files served at /games/{name}/assets/…, exactly as the game embeds
// them; the table page imports /games/{name}/assets/renderer.js. A game
// without a renderer has no such address: the page's loader gets a 404
// and draws the game with the plain fallback renderer instead.

// assetRoutes registers every hosted game's renderer files.
func (s *Server) assetRoutes(m *http.ServeMux) {
	for _, g := range s.cfg.Games {
		files, ok := game.AssetsOf(g)
		if !ok {
			continue
		}
		prefix := "/games/" + g.Name() + "/assets/"
		serve := http.StripPrefix(prefix, http.FileServerFS(files))
		m.Handle("GET "+prefix, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// The files change only with the binary; a page must not
			// keep an old renderer against a new server's views, so
			// they are revalidated rather than cached for long.
			w.Header().Set("Cache-Control", "no-cache")
			w.Header().Set("X-Content-Type-Options", "nosniff")
			serve.ServeHTTP(w, r)
		}))
	}
}

// gameChoice is one hosted game as the home page and the new-table form
// offer it.
type gameChoice struct {
	Name, Title string
	Min, Max    int
	// Renderer says whether the game draws itself; without one it is
	// played through the plain fallback.
	Renderer bool
}

// gameChoices lists the hosted games in order.
func (s *Server) gameChoices() []gameChoice {
	out := make([]gameChoice, 0, len(s.cfg.Games))
	for _, g := range s.cfg.Games {
		lo, hi := g.Players()
		_, r := game.AssetsOf(g)
		out = append(out, gameChoice{Name: g.Name(), Title: g.Title(), Min: lo, Max: hi, Renderer: r})
	}
	return out
}
