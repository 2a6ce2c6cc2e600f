package evergreengame_test

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server/servertest"
)

// The Rulebook as a visitor meets it: through a real server hosting
// Nobles first and the planet game second, under /games/evergreen/.
func TestSiteRulebookThroughServer(t *testing.T) {
	ts := servertest.Start(t, nil, noblesgame.New(), evergreengame.New())
	get := func(path string) (int, string) { t.Helper(); return servertest.Get(t, ts, path) }

	status, page := get("/games/evergreen/rulebook")
	if status != http.StatusOK || !strings.Contains(page, `rb-badge rb-source`) || !strings.Contains(page, `rb-badge rb-provisional`) {
		t.Fatalf("/games/evergreen/rulebook: status %d, badges missing", status)
	}

	body := `{"game":"evergreen","rules":{"fertility_setup":6},"seats":[{"kind":"local"},{"kind":"local"}]}`
	resp, err := http.Post(ts.URL+"/api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var out struct{ Code string }
	if resp.StatusCode != http.StatusCreated || json.Unmarshal(raw, &out) != nil || out.Code == "" {
		t.Fatalf("creating a table: %d %s", resp.StatusCode, raw)
	}
	status, page = get("/games/evergreen/t/" + out.Code + "/rulebook")
	if status != http.StatusOK || !strings.Contains(page, "until 6 fertility symbols show") {
		t.Errorf("the table's Rulebook: status %d, or the table's fertility set-up is missing", status)
	}
	if status, _ := get("/games/evergreen/t/QQQQQ/rulebook"); status != http.StatusNotFound {
		t.Errorf("an unknown table's Rulebook: status %d, want 404", status)
	}
}
