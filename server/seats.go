package server

import (
	"fmt"
	"net/http"

	"evergreen/table"
)

// seatRoutes are the API of seats that never stall a table: chat, the
// host's mute and hand-overs, taking a seat back and joining a rematch.
func (s *Server) seatRoutes(m *http.ServeMux) {
	m.HandleFunc("POST /api/tables/{code}/chat", s.apiChat)
	m.HandleFunc("POST /api/tables/{code}/mute", s.apiMute)
	m.HandleFunc("POST /api/tables/{code}/away", s.apiAway)
	m.HandleFunc("POST /api/tables/{code}/takeback", s.apiTakeBack)
	m.HandleFunc("POST /api/tables/{code}/rematch/join", s.apiJoinRematch)
	m.HandleFunc("POST /api/tables/{code}/leave", s.apiLeave)
	m.HandleFunc("POST /api/tables/{code}/concede", s.apiConcede)
	m.HandleFunc("POST /api/tables/{code}/end", s.apiEnd)
}

// apiLeave gives up a seat in the lobby: {"seat":1}.
func (s *Server) apiLeave(w http.ResponseWriter, r *http.Request) {
	s.seatAction(w, r, func(t *table.Table, token string, seat int) error { return t.Leave(r.Context(), token, seat) })
}

// apiConcede concedes the game for a seat: {"seat":1}.
func (s *Server) apiConcede(w http.ResponseWriter, r *http.Request) {
	s.seatAction(w, r, func(t *table.Table, token string, seat int) error { return t.Concede(r.Context(), token, seat) })
}

// seatAction answers a request that names a seat with do, then the table.
func (s *Server) seatAction(w http.ResponseWriter, r *http.Request, do func(t *table.Table, token string, seat int) error) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var req struct {
		Seat *int `json:"seat"`
	}
	if !s.decodeSeated(w, r, &req, &req.Seat) {
		return
	}
	if err := do(t, token, *req.Seat); err != nil {
		s.fail(w, err)
		return
	}
	s.apiTable(w, r)
}

// apiEnd is the host ending a table everyone else has left.
func (s *Server) apiEnd(w http.ResponseWriter, r *http.Request) {
	s.tableAction(w, r, func(t *table.Table, token string) error { return t.End(r.Context(), token) })
}

// tableAction answers a request on the whole table with do, then the
// table.
func (s *Server) tableAction(w http.ResponseWriter, r *http.Request, do func(t *table.Table, token string) error) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	if err := do(t, token); err != nil {
		s.fail(w, err)
		return
	}
	s.apiTable(w, r)
}

// chatRequest is a chat line: {"seat":1,"kind":"text","text":"hello"}
// or {"seat":1,"kind":"reaction","text":"gg"}.
type chatRequest struct {
	Seat *int   `json:"seat"`
	Kind string `json:"kind"`
	Text string `json:"text"`
}

func (c chatRequest) check() error {
	if c.Seat == nil {
		return fmt.Errorf("%w: the message does not say which seat speaks (seat)", errBadRequest)
	}
	if c.Kind == "" {
		return fmt.Errorf("%w: the message must say whether it is \"text\" or a \"reaction\" (kind)", errBadRequest)
	}
	return nil
}

func (s *Server) apiChat(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var req chatRequest
	if !s.decodeChecked(w, r, &req) {
		return
	}
	line, err := t.Say(r.Context(), token, *req.Seat, req.Kind, req.Text)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, line)
}

func (s *Server) apiMute(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var req struct {
		Seat  *int `json:"seat"`
		Muted bool `json:"muted"`
	}
	if !s.decodeSeated(w, r, &req, &req.Seat) {
		return
	}
	if err := t.Mute(r.Context(), token, *req.Seat, req.Muted); err != nil {
		s.fail(w, err)
		return
	}
	s.apiTable(w, r)
}

// apiAway is the host's answer to an away seat: {"seat":1,"action":
// "bot","bot":"random"} has a bot play it until its player takes it
// back; "reopen" frees it for someone else (a bot plays meanwhile).
func (s *Server) apiAway(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var req struct {
		Seat   *int   `json:"seat"`
		Action string `json:"action"`
		Bot    string `json:"bot"`
	}
	if !s.decodeSeated(w, r, &req, &req.Seat) {
		return
	}
	var err error
	switch req.Action {
	case "bot":
		err = t.HandToBot(r.Context(), token, *req.Seat, req.Bot)
	case "reopen":
		err = t.Reopen(r.Context(), token, *req.Seat, req.Bot)
	default:
		err = fmt.Errorf("%w: the action must be \"bot\" or \"reopen\", not %q (action)", errBadRequest, req.Action)
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	s.apiTable(w, r)
}

func (s *Server) apiTakeBack(w http.ResponseWriter, r *http.Request) {
	s.seatAction(w, r, func(t *table.Table, token string, seat int) error { return t.TakeBack(r.Context(), token, seat) })
}

// apiJoinRematch takes, at the rematch of the table in the path, the
// seats the caller held there (the rematch keeps them for a while,
// table.RematchHold), and hands the browser the same token for the new
// table.
func (s *Server) apiJoinRematch(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	code, seats, err := s.tables.JoinRematch(r.Context(), t, token)
	if err != nil {
		s.fail(w, err)
		return
	}
	s.setToken(w, r, code, token)
	writeJSON(w, http.StatusOK, map[string]any{"code": code, "url": "/t/" + code, "seats": seats})
}

// decodeSeated reads a request body that must name a seat (*seat, a field
// of req) and answers a bad body or a missing seat itself: false means
// the answer is sent.
func (s *Server) decodeSeated(w http.ResponseWriter, r *http.Request, req any, seat **int) bool {
	if err := decode(r, req); err != nil {
		s.fail(w, err)
		return false
	}
	if *seat == nil {
		s.fail(w, fmt.Errorf("%w: the request does not say which seat (seat)", errBadRequest))
		return false
	}
	return true
}
