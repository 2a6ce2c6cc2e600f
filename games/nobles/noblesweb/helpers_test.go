package noblesweb_test

// The pages are tested as a visitor meets them: through a real server
// (package server) hosting Nobles, over an in-memory store.

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/server/servertest"
)

// startServer starts a server hosting Nobles (and, when more are given,
// other games after it); cfg adjusts its configuration.
func startServer(t *testing.T, cfg func(*server.Config)) *httptest.Server {
	t.Helper()
	return servertest.Start(t, cfg, noblesgame.New())
}

func newServer(t *testing.T) *httptest.Server { return startServer(t, nil) }

type client struct {
	t    *testing.T
	base string
}

func (c *client) do(method, path, body string) (int, map[string]any, []byte) {
	c.t.Helper()
	req, _ := http.NewRequest(method, c.base+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return resp.StatusCode, out, raw
}

func errCode(out map[string]any) string {
	if e, ok := out["error"].(map[string]any); ok {
		return fmt.Sprint(e["code"])
	}
	return ""
}
