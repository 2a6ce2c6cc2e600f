package evergreenstudio

// The JSON API's answers and errors, in the shape of the platform's own
// (docs/API.md): {"error": {"code", "message", "problems"}}.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"

	"evergreen/games/evergreen"
	"evergreen/preview"
	"evergreen/ruleset"
	"evergreen/store"
)

// maxBody bounds a JSON request body that is not a rule-set document.
const maxBody = 256 << 10

type apiError struct {
	Code     string            `json:"code"`
	Message  string            `json:"message"`
	Problems []ruleset.Problem `json:"problems,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	_ = enc.Encode(v)
}

// errBadRequest is wrapped by every error that is the request's fault.
var errBadRequest = errors.New("bad request")

// failJSON writes err as the API's error object with the right status:
// problems with a rule set are 422, bad requests 400, a server shutting
// down 503, anything else the server's fault (500, logged).
func failJSON(w http.ResponseWriter, log *slog.Logger, err error) {
	var ps ruleset.Problems
	switch {
	case errors.As(err, &ps):
		writeJSON(w, http.StatusUnprocessableEntity, map[string]apiError{"error": {Code: "invalid_rules", Message: "the rule set has problems", Problems: ps}})
	case errors.Is(err, errBadRequest):
		writeJSON(w, http.StatusBadRequest, map[string]apiError{"error": {Code: "bad_request", Message: strings.TrimPrefix(err.Error(), "bad request: ")}})
	case errors.Is(err, context.Canceled), errors.Is(err, preview.ErrClosed):
		writeJSON(w, http.StatusServiceUnavailable, map[string]apiError{"error": {Code: "unavailable", Message: "the server is shutting down"}})
	default:
		log.Error("api", "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]apiError{"error": {Code: "internal", Message: "something went wrong on the server"}})
	}
}

// decode reads a JSON body strictly: unknown fields and trailing data are
// errors that name what was wrong.
func decode(r *http.Request, v any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		return fmt.Errorf("%w: reading the body: %v", errBadRequest, err)
	}
	if len(body) > maxBody {
		return fmt.Errorf("%w: the body is larger than %d bytes", errBadRequest, maxBody)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %s", errBadRequest, jsonProblem(err))
	}
	if dec.More() {
		return fmt.Errorf("%w: unexpected data after the JSON object", errBadRequest)
	}
	return nil
}

func jsonProblem(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("malformed JSON at byte %d: %v", se.Offset, se)
	case errors.As(err, &te):
		return fmt.Sprintf("%s: must be %s, got %s", te.Field, te.Type, te.Value)
	case errors.Is(err, io.EOF):
		return "the body is empty: expected a JSON object"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "malformed JSON: the body ends early"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// readDoc reads a request body that is itself a rule-set document.
func readDoc(r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxRulesDoc+1))
	if err != nil {
		return nil, fmt.Errorf("%w: reading the body: %v", errBadRequest, err)
	}
	if len(body) > maxRulesDoc {
		return nil, fmt.Errorf("%w: a rule-set document may be at most %d bytes", errBadRequest, maxRulesDoc)
	}
	return body, nil
}

// decodeLarge is decode (strict JSON) with the Studio's larger limit, for
// bodies that carry a whole rule-set document.
func decodeLarge(r *http.Request, v any) error {
	body, err := readDoc(r)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %s", errBadRequest, jsonProblem(err))
	}
	if dec.More() {
		return fmt.Errorf("%w: unexpected data after the JSON object", errBadRequest)
	}
	return nil
}

// fail writes an error, answering 404 for unknown codes.
func (s *site) fail(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, errNoRules):
		writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_found", Message: "no rule set has that code"}})
	case errors.Is(err, preview.ErrBusy):
		w.Header().Set("Retry-After", "30")
		writeJSON(w, http.StatusTooManyRequests, map[string]apiError{"error": {Code: "busy", Message: "Two previews are already running. Try again when one has finished."}})
	case errors.Is(err, preview.ErrSpec):
		writeJSON(w, http.StatusBadRequest, map[string]apiError{"error": {Code: "bad_request", Message: strings.TrimPrefix(err.Error(), "preview: ")}})
	case errors.Is(err, store.ErrConflict):
		s.log.Error("studio: code collision", "err", err)
		writeJSON(w, http.StatusConflict, map[string]apiError{"error": {Code: "conflict", Message: "another rule set already has this code"}})
	default:
		failJSON(w, s.log, err)
	}
}

// problemList is never null in JSON.
func problemList(ps []ruleset.Problem) []ruleset.Problem {
	if ps == nil {
		return []ruleset.Problem{}
	}
	return ps
}

// change is a difference from the default as the API sends it: its
// parts (evergreen.Change) and the words the pages show.
type change struct {
	evergreen.Change
	Words string `json:"words"`
}

// changeList words cs; never null in JSON.
func changeList(cs []evergreen.Change) []change {
	out := make([]change, len(cs))
	for i, c := range cs {
		out[i] = change{Change: c, Words: c.Words()}
	}
	return out
}
