package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"

	"evergreen/review"
	"evergreen/table"
	"evergreen/web/gameweb"
)

// A finished game's review (package review) is asked for, followed and
// read here (docs/API.md, "Reviews"); review.Runner computes it in the
// background, at low priority, and keeps it with the table.

func (s *Server) reviewRoutes(m *http.ServeMux) {
	m.HandleFunc("POST /api/tables/{code}/review", s.apiReviewStart)
	m.HandleFunc("GET /api/tables/{code}/review", s.apiReview)
	m.HandleFunc("GET /api/tables/{code}/review/events", s.apiReviewEvents)
}

// reviewStatus is what GET and POST answer: State "none" (never asked
// for), "running" (Step of Steps moves looked at) or "done" (Review is
// the report).
type reviewStatus struct {
	State  string          `json:"state"`
	Step   int             `json:"step,omitempty"`
	Steps  int             `json:"steps,omitempty"`
	Review json.RawMessage `json:"review,omitempty"`
}

// reviewTable finds the finished table the path names, answering the
// request itself when it cannot.
func (s *Server) reviewTable(w http.ResponseWriter, r *http.Request) (string, bool) {
	t, _, ok := s.table(w, r)
	if !ok {
		return "", false
	}
	if _, _, _, err := t.Replay(r.Context()); err != nil {
		if errors.Is(err, table.ErrForbidden) {
			writeJSON(w, http.StatusConflict, map[string]apiError{"error": {Code: "not_over", Message: "a review opens once the game is over"}})
			return "", false
		}
		s.fail(w, err)
		return "", false
	}
	return t.Code(), true
}

// loader reads table code's game from the store when a worker comes to
// it (the table may have left memory by then).
func (s *Server) loader(code string) review.Loader {
	return func(ctx context.Context) (*review.Table, error) {
		rec, err := s.cfg.Store.Table(ctx, code)
		if err != nil {
			return nil, err
		}
		doc, err := s.cfg.Store.Rules(ctx, rec.RulesCode)
		if err != nil {
			return nil, err
		}
		moves, err := s.cfg.Store.Moves(ctx, code, 0)
		if err != nil {
			return nil, err
		}
		return review.FromStore(s.cfg.Games, doc, rec, table.Kept(moves))
	}
}

// failReview answers the runner's errors.
func (s *Server) failReview(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, review.ErrBusy):
		writeJSON(w, http.StatusServiceUnavailable, map[string]apiError{"error": {Code: "busy", Message: "too many reviews are waiting: try again in a minute"}})
	case errors.Is(err, review.ErrClosed):
		s.fail(w, table.ErrClosed)
	default:
		s.fail(w, err)
	}
}

// status reads how table code's review stands.
func (s *Server) reviewState(ctx context.Context, code string) (reviewStatus, error) {
	kept, err := s.reviews.Stored(ctx, code)
	if err != nil {
		return reviewStatus{}, err
	}
	if kept != nil {
		return reviewStatus{State: "done", Review: kept}, nil
	}
	if running, step, steps := s.reviews.Running(code); running {
		return reviewStatus{State: "running", Step: step, Steps: steps}, nil
	}
	return reviewStatus{State: "none"}, nil
}

// apiReviewStart asks for a review: 200 with it when it is kept, else
// 202 once it is queued or under way.
func (s *Server) apiReviewStart(w http.ResponseWriter, r *http.Request) {
	code, ok := s.reviewTable(w, r)
	if !ok {
		return
	}
	if err := s.reviews.Start(r.Context(), code, s.loader(code)); err != nil {
		s.failReview(w, err)
		return
	}
	st, err := s.reviewState(r.Context(), code)
	if err != nil {
		s.fail(w, err)
		return
	}
	status := http.StatusAccepted
	if st.State == "done" {
		status = http.StatusOK
	} else {
		st.State = "running" // queued, or finished between the two looks
	}
	writeJSON(w, status, st)
}

// apiReview answers how the review stands, with the report once done.
func (s *Server) apiReview(w http.ResponseWriter, r *http.Request) {
	code, ok := s.reviewTable(w, r)
	if !ok {
		return
	}
	st, err := s.reviewState(r.Context(), code)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// apiReviewEvents starts the review if it is neither kept nor under way
// and streams it as server-sent events: "decision" and "luck" events as
// each is judged (everything judged so far first, for a client that
// comes late), then "done" with the report, or "failed". Each event's
// data is a review.Event.
func (s *Server) apiReviewEvents(w http.ResponseWriter, r *http.Request) {
	code, ok := s.reviewTable(w, r)
	if !ok {
		return
	}
	ch, err := s.reviews.Watch(r.Context(), code, s.loader(code))
	if err != nil {
		s.failReview(w, err)
		return
	}
	defer s.reviews.Unwatch(code, ch)
	stream := gameweb.StartEvents(w)
	for {
		select {
		case <-r.Context().Done():
			return
		case e, open := <-ch:
			if !open || stream.Send(e.Kind, e) != nil {
				return
			}
		}
	}
}
