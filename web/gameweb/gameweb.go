// Package gameweb holds what every game's web pages answer with: JSON
// bodies, the platform's error object ({"error": {"code", "message",
// "problems"}}, docs/API.md), and strict reading of request bodies with
// size limits and errors that say what was wrong and where. It also
// holds what every game's Rules Studio does alike: its library of saved
// rule sets (Library: lookup by code, save, list) and the JSON API over
// it (StudioAPI), with hooks for what each game checks and diffs.
//
// It is platform code: it imports no game, so each game's pages (and the
// server) can share one way of answering instead of keeping copies.
package gameweb

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"reflect"
	"strings"

	"evergreen/jobs"
	"evergreen/locale"
	"evergreen/preview"
	"evergreen/ruleset"
	"evergreen/store"
)

// MaxBody bounds a JSON request body that is not a rule-set document.
const MaxBody = 256 << 10

// ErrBadRequest is wrapped by every error that is the request's fault;
// Fail answers it with 400 and the message after "bad request: ".
var ErrBadRequest = errors.New("bad request")

// Error is the body of the API's error object.
type Error struct {
	Code     string            `json:"code"`
	Message  string            `json:"message"`
	Problems []ruleset.Problem `json:"problems,omitempty"`
}

// WriteJSON writes v as a JSON answer that is never cached.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(true)
	_ = enc.Encode(v)
}

// WriteError writes e as the API's error object.
func WriteError(w http.ResponseWriter, status int, e Error) {
	WriteJSON(w, status, map[string]Error{"error": e})
}

// Fail writes err as the API's error object with the right status: a
// code no rule set has (ErrNoRules) 404, a full preview queue 429, a
// code collision 409, problems with a rule set 422, bad requests 400, a
// server shutting down 503, anything else the server's fault (500,
// logged). Errors a page knows better it answers itself before calling
// Fail.
func Fail(w http.ResponseWriter, log *slog.Logger, err error) {
	var ps ruleset.Problems
	switch {
	case errors.Is(err, ErrNoRules):
		WriteError(w, http.StatusNotFound, Error{Code: "not_found", Message: "no rule set has that code"})
	case errors.Is(err, preview.ErrBusy), errors.Is(err, jobs.ErrBudget):
		w.Header().Set("Retry-After", "30")
		msg := strings.TrimPrefix(strings.TrimPrefix(err.Error(), "preview: busy: "), "jobs: over budget: ")
		WriteError(w, http.StatusTooManyRequests, Error{Code: "busy", Message: msg})
	case errors.Is(err, preview.ErrSpec):
		WriteError(w, http.StatusBadRequest, Error{Code: "bad_request", Message: strings.TrimPrefix(err.Error(), "preview: ")})
	case errors.Is(err, store.ErrConflict):
		log.Error("studio: code collision", "err", err)
		WriteError(w, http.StatusConflict, Error{Code: "conflict", Message: "another rule set already has this code"})
	case errors.As(err, &ps):
		WriteError(w, http.StatusUnprocessableEntity, Error{Code: "invalid_rules", Message: "the rule set has problems", Problems: ps})
	case errors.Is(err, ErrBadRequest):
		WriteError(w, http.StatusBadRequest, Error{Code: "bad_request", Message: strings.TrimPrefix(err.Error(), "bad request: ")})
	case errors.Is(err, context.Canceled), errors.Is(err, preview.ErrClosed):
		WriteError(w, http.StatusServiceUnavailable, Error{Code: "unavailable", Message: "the server is shutting down"})
	default:
		log.Error("api", "err", err)
		WriteError(w, http.StatusInternalServerError, Error{Code: "internal", Message: "something went wrong on the server"})
	}
}

// Decode reads a JSON body of at most MaxBody bytes strictly: unknown
// fields and trailing data are errors that name what was wrong.
func Decode(r *http.Request, v any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, MaxBody+1))
	if err != nil {
		return fmt.Errorf("%w: reading the body: %v", ErrBadRequest, err)
	}
	if len(body) > MaxBody {
		return fmt.Errorf("%w: the body is larger than %d bytes", ErrBadRequest, MaxBody)
	}
	return strict(body, v)
}

// ReadDoc reads a request body that is itself a rule-set document of at
// most limit bytes.
func ReadDoc(r *http.Request, limit int) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, int64(limit)+1))
	if err != nil {
		return nil, fmt.Errorf("%w: reading the body: %v", ErrBadRequest, err)
	}
	if len(body) > limit {
		return nil, fmt.Errorf("%w: a rule-set document may be at most %d bytes", ErrBadRequest, limit)
	}
	return body, nil
}

// DecodeDoc is Decode with a rule-set document's limit, for bodies that
// carry a whole document inside a JSON object.
func DecodeDoc(r *http.Request, v any, limit int) error {
	body, err := ReadDoc(r, limit)
	if err != nil {
		return err
	}
	return strict(body, v)
}

func strict(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %s", ErrBadRequest, JSONProblem(err))
	}
	if dec.More() {
		return fmt.Errorf("%w: unexpected data after the JSON object", ErrBadRequest)
	}
	return nil
}

// JSONProblem words a decoding error for the person who sent the JSON:
// what is wrong in plain words, never a Go type, with the path of the
// value as a detail when it is nested.
func JSONProblem(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("the JSON is broken at byte %d: %s", se.Offset, strings.TrimPrefix(se.Error(), "json: "))
	case errors.As(err, &te):
		return typeProblem(te)
	case errors.Is(err, io.EOF):
		return "the body is empty: expected a JSON object"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the JSON is broken: it ends early"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// typeProblem words a value of the wrong kind: `"option" must be a
// whole number, not text (at clock.seconds)`.
func typeProblem(te *json.UnmarshalTypeError) string {
	var path []string
	for _, p := range strings.Split(te.Field, ".") {
		// A segment with a capital is a Go field (an embedded struct),
		// not a key the sender wrote.
		if p != "" && strings.ToLower(p) == p {
			path = append(path, p)
		}
	}
	got := te.Value
	switch {
	case strings.HasPrefix(got, "number "):
		got = strings.TrimPrefix(got, "number ")
	default:
		got = jsonKinds[got]
	}
	want := kindWords(te.Type)
	if len(path) == 0 {
		return fmt.Sprintf("the JSON must be %s, not %s", want, got)
	}
	msg := fmt.Sprintf("%q must be %s, not %s", path[len(path)-1], want, got)
	if len(path) > 1 {
		msg += " (at " + strings.Join(path, ".") + ")"
	}
	return msg
}

var jsonKinds = map[string]string{"string": "text", "number": "a number", "bool": "true or false", "array": "a list", "object": "an object", "null": "null"}

// kindWords names what a Go type accepts in JSON, in words.
func kindWords(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	switch t.Kind() {
	case reflect.Pointer:
		return kindWords(t.Elem())
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number, 0 or more"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "another kind of value"
}

// ProblemList is ps, never null in JSON.
func ProblemList(ps []ruleset.Problem) []ruleset.Problem {
	if ps == nil {
		return []ruleset.Problem{}
	}
	return ps
}

// templatesFS holds the page parts every game's Rules Studio shows the
// same way: "studio-open" (opening a rule set by code or importing one),
// "studio-library", "studio-share", "studio-preview" and
// "studio-edit-side" (templates/studio-parts.html says what each needs
// and which hooks a game may fill).
//
//go:embed templates/*.html
var templatesFS embed.FS

// Templates adds the shared page parts to t, a game's page templates,
// keeping the parts' default hooks (see StudioTemplates).
func Templates(t *template.Template) (*template.Template, error) {
	words, err := locale.Load()
	if err != nil {
		return nil, err
	}
	return englishT(t, words).ParseFS(templatesFS, "templates/*.html")
}

// StudioTemplates parses a game's pages (patterns in files) onto layout
// after the shared parts, so that the game's own definition of a part's
// hook replaces the part's default.
func StudioTemplates(layout *template.Template, files fs.FS, patterns ...string) (*template.Template, error) {
	t, err := Templates(layout)
	if err != nil {
		return nil, err
	}
	return t.ParseFS(files, patterns...)
}
