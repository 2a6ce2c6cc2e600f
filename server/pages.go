package server

import "net/http"

// pageRoutes registers the HTML pages. (Being built: see docs/API.md.)
func (s *Server) pageRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		s.render(w, "home.html", nil)
	})
}

func (s *Server) render(w http.ResponseWriter, name string, data any) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := s.pages.ExecuteTemplate(w, name, data); err != nil {
		s.log.Error("render", "page", name, "err", err)
	}
}
