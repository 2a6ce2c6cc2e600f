package evergreenstudio_test

// The Studio is tested as a visitor meets it: mounted on a mux of its
// own behind an httptest server, hosting the registered planet game
// (evergreengame), with a gameweb.Host built here over an in-memory store
// and the site's real layout.

import (
	"encoding/json"
	"evergreen/engine/enginetest"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/evergreen/evergreenstudio"
	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/web"
	"evergreen/web/gameweb"
)

// start mounts the Studio at the root of a test server.
func start(t *testing.T) *httptest.Server { return startOn(t, memstore.New()) }

// startOn mounts the Studio over st.
func startOn(t *testing.T, st store.Store) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	host := gameweb.Host{
		Library: st,
		Logger:  slog.New(slog.NewTextHandler(io.Discard, nil)),
		Layout:  func() (*template.Template, error) { return web.Layout() },
		NotFound: func(w http.ResponseWriter, r *http.Request, title string) {
			http.Error(w, title, http.StatusNotFound)
		},
	}
	spec, err := evergreenstudio.Spec()
	if err != nil {
		t.Fatal(err)
	}
	studio, err := gameweb.NewStudio(evergreengame.New(), host, spec)
	if err != nil {
		t.Fatal(err)
	}
	studio.Routes(mux)
	closeFn := studio.Close
	ts := httptest.NewServer(mux)
	t.Cleanup(func() { ts.Close(); closeFn() })
	return ts
}

// call sends body (a string as it is, anything else as JSON) and decodes
// the JSON answer into out, if given.
func call(t *testing.T, ts *httptest.Server, method, path string, body any, out any) (int, []byte) {
	t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		r = strings.NewReader(string(j))
	}
	req, _ := http.NewRequest(method, ts.URL+path, r)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s %s: %d %s: %v", method, path, resp.StatusCode, raw, err)
		}
	}
	return resp.StatusCode, raw
}

// defaultDoc is the default rule set as a JSON object to edit.
func defaultDoc(t *testing.T) map[string]any {
	t.Helper()
	rs := enginetest.Load(t, evergreen.LoadRules, "")
	var doc map[string]any
	if err := json.Unmarshal(rs.Doc, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

func card(doc map[string]any, i int) map[string]any {
	return doc["cards"].([]any)[i].(map[string]any)
}

func rows(doc map[string]any) []any { return doc["planet"].(map[string]any)["rows"].([]any) }

type problem struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

type validated struct {
	OK       bool      `json:"ok"`
	Code     string    `json:"code"`
	Default  bool      `json:"default"`
	Problems []problem `json:"problems"`
	Changes  []struct {
		Kind, Path, Item, Field, Old, New, Words string
	} `json:"changes"`
}

func (v validated) String() string { return fmt.Sprintf("ok=%v problems=%v", v.OK, v.Problems) }
