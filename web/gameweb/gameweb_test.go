package gameweb

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"evergreen/preview"
	"evergreen/ruleset"
	"evergreen/store"
)

func TestDecodeSaysWhatWasWrong(t *testing.T) {
	type inner struct {
		Seconds uint `json:"seconds"`
	}
	type body struct {
		Games int    `json:"games"`
		Clock *inner `json:"clock"`
		List  []int  `json:"list"`
	}
	for _, tc := range []struct{ in, want string }{
		{``, "the body is empty"},
		{`{"games":`, "ends early"},
		{`{"games":"x"}`, `"games" must be a whole number, not text`},
		{`{"games":1.5}`, `"games" must be a whole number, not 1.5`},
		{`{"clock":{"seconds":-2}}`, `"seconds" must be a whole number, 0 or more, not -2 (at clock.seconds)`},
		{`{"clock":[]}`, `"clock" must be an object, not a list`},
		{`{"list":{}}`, `"list" must be a list, not an object`},
		{`[1]`, `the JSON must be an object, not a list`},
		{`{"gmes":1}`, `unknown field "gmes"`},
		{`{"games":1} {}`, "unexpected data after the JSON object"},
		{`{"games":` + strings.Repeat(" ", MaxBody) + `1}`, "larger than"},
	} {
		var b body
		err := Decode(httptest.NewRequest("POST", "/", strings.NewReader(tc.in)), &b)
		if !errors.Is(err, ErrBadRequest) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Decode(%.20q) = %v, want a bad request saying %q", tc.in, err, tc.want)
		}
	}
	var b body
	if err := Decode(httptest.NewRequest("POST", "/", strings.NewReader(`{"games":3}`)), &b); err != nil || b.Games != 3 {
		t.Errorf("Decode of a good body = %v, %+v", err, b)
	}
}

func TestDecodeDocLimit(t *testing.T) {
	var v map[string]any
	err := DecodeDoc(httptest.NewRequest("POST", "/", strings.NewReader(`{"doc":"`+strings.Repeat("x", 100)+`"}`)), &v, 50)
	if !errors.Is(err, ErrBadRequest) || !strings.Contains(err.Error(), "at most 50 bytes") {
		t.Errorf("DecodeDoc over the limit = %v", err)
	}
	if err := DecodeDoc(httptest.NewRequest("POST", "/", strings.NewReader(`{"doc":"x"}`)), &v, 50); err != nil {
		t.Errorf("DecodeDoc under the limit = %v", err)
	}
}

func TestFailStatus(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, tc := range []struct {
		err    error
		status int
		code   string
	}{
		{fmt.Errorf("%w: seats: required", ErrBadRequest), http.StatusBadRequest, "bad_request"},
		{ruleset.Problems{{Path: "a", Message: "b"}}, http.StatusUnprocessableEntity, "invalid_rules"},
		{fmt.Errorf("rules %q: %w", "ABC", ErrNoRules), http.StatusNotFound, "not_found"},
		{preview.ErrBusy, http.StatusTooManyRequests, "busy"},
		{store.ErrConflict, http.StatusConflict, "conflict"},
		{preview.ErrClosed, http.StatusServiceUnavailable, "unavailable"},
		{errors.New("disk on fire"), http.StatusInternalServerError, "internal"},
	} {
		w := httptest.NewRecorder()
		Fail(w, log, tc.err)
		var got map[string]Error
		if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
			t.Fatalf("Fail(%v) wrote %q: %v", tc.err, w.Body, err)
		}
		if w.Code != tc.status || got["error"].Code != tc.code {
			t.Errorf("Fail(%v) = %d %q, want %d %q", tc.err, w.Code, got["error"].Code, tc.status, tc.code)
		}
	}
	w := httptest.NewRecorder()
	Fail(w, log, fmt.Errorf("%w: name: must not be empty", ErrBadRequest))
	if !strings.Contains(w.Body.String(), `"message":"name: must not be empty"`) {
		t.Errorf("a bad request's message keeps only what was wrong: %s", w.Body)
	}
}
