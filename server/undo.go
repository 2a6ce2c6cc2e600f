package server

import (
	"fmt"
	"net/http"
)

// undoRequest asks to take a move back: {"seat":0,"seq":17}, seq the
// table's sequence number in the last update the player saw.
type undoRequest struct {
	Seat *int   `json:"seat"`
	Seq  *int64 `json:"seq"`
}

func (u undoRequest) check() error {
	if u.Seat == nil {
		return fmt.Errorf("%w: the undo does not say which seat asks (seat)", errBadRequest)
	}
	if u.Seq == nil {
		return fmt.Errorf("%w: the undo does not say which update it answers: send the sequence number you last saw (seq)", errBadRequest)
	}
	return nil
}

// apiUndo takes back the latest move the seat may take back (table.Undo).
func (s *Server) apiUndo(w http.ResponseWriter, r *http.Request) {
	t, token, ok := s.table(w, r)
	if !ok {
		return
	}
	var req undoRequest
	if !s.decodeChecked(w, r, &req) {
		return
	}
	next, err := t.Undo(r.Context(), token, *req.Seat, *req.Seq)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]int64{"seq": next})
}

// checked is a request body that checks itself once decoded.
type checked interface{ check() error }

// decodeChecked decodes r's body into req and checks it, answering the
// problem itself; it reports whether the handler goes on.
func (s *Server) decodeChecked(w http.ResponseWriter, r *http.Request, req checked) bool {
	err := decode(r, req)
	if err == nil {
		err = req.check()
	}
	if err != nil {
		s.fail(w, err)
		return false
	}
	return true
}
