package browsertest

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

// AtDecisionJS holds on a table page when the player it shows has a
// decision open before them: the decision panel drawn with a control to
// use, no move on its way and no hand-over cover.
const AtDecisionJS = `(() => {
  const d = document.querySelector('#decision');
  const cover = document.querySelector('#cover');
  return !!d && !d.hidden && d.getClientRects().length > 0 && (!cover || cover.hidden) &&
    !document.querySelector('#table-app[data-busy]') && !!d.querySelector('button:not([disabled])');
})()`

// EndedTable sets a table through the API (body is the POST /api/tables
// request, every seat a bot's) and waits until its game is over; it
// returns the room code. The wait is for a hang, not a measure of time.
func EndedTable(t testing.TB, base, body string) string {
	t.Helper()
	resp, err := http.Post(base+"/api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var made struct{ Code string }
	_ = json.NewDecoder(resp.Body).Decode(&made)
	resp.Body.Close()
	if made.Code == "" {
		t.Fatalf("setting a table of bots (%s): status %d", body, resp.StatusCode)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		resp, err := http.Get(base + "/api/tables/" + made.Code)
		if err != nil {
			t.Fatal(err)
		}
		var info struct{ Status string }
		_ = json.NewDecoder(resp.Body).Decode(&info)
		resp.Body.Close()
		if info.Status == "ended" {
			return made.Code
		}
		if time.Now().After(deadline) {
			t.Fatalf("the bots' game (%s) never ended", body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
