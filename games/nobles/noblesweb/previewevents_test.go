package noblesweb_test

import (
	"bufio"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// sseEvent is one server-sent event: its name and its data.
type sseEvent struct {
	name string
	data map[string]any
}

// readEvents reads a text/event-stream body to its end.
func readEvents(t *testing.T, resp *http.Response) []sseEvent {
	t.Helper()
	var out []sseEvent
	var ev sseEvent
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			ev.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &ev.data); err != nil {
				t.Fatalf("event %q: %v", ev.name, err)
			}
		case line == "":
			out = append(out, ev)
			ev = sseEvent{}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestStudioPreviewEvents streams a preview over HTTP: progress events
// in order, then one done event with both rule sets' reports, and the
// stream ends. Bad queries are refused as JSON before any stream.
func TestStudioPreviewEvents(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	_, out, _ := c.do("POST", "/api/rulesets", `{"name":"Streamed","doc":{"turns_per_season":3}}`)
	code := out["code"].(string)
	base := "/api/rulesets/" + code + "/preview/events"

	for _, q := range []string{"?games=x", "?games=10001", "?games=5&bots=genius", "?games=5&houses=9"} {
		if status, out, _ := c.do("GET", base+q, ""); status != 400 || errCode(out) != "bad_request" {
			t.Errorf("GET events%s = %d %v, want 400 bad_request", q, status, out)
		}
	}
	if status, out, _ := c.do("GET", "/api/rulesets/zzzzzzzzzz/preview/events?games=4", ""); status != 404 {
		t.Errorf("events of an unknown code = %d %v", status, out)
	}

	resp, err := http.Get(ts.URL + base + "?games=30&bots=random&houses=2")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	evs := readEvents(t, resp)
	if len(evs) == 0 {
		t.Fatal("no events")
	}
	last := -1.0
	for i, ev := range evs {
		done, _ := ev.data["done"].(float64)
		if done < last {
			t.Errorf("event %d: done %v after %v", i, done, last)
		}
		last = done
		want := "progress"
		if i == len(evs)-1 {
			want = "done"
		}
		if ev.name != want || (want == "progress") != (ev.data["state"] == "running") {
			t.Errorf("event %d of %d = %s %v, want %s", i, len(evs), ev.name, ev.data["state"], want)
		}
	}
	end := evs[len(evs)-1].data
	res, _ := end["result"].(map[string]any)
	def, _ := end["default"].(map[string]any)
	if res == nil || def == nil || res["code"] != code || end["done"] != 60.0 || end["total"] != 60.0 {
		t.Fatalf("done event = %v", end)
	}
	if rep := res["report"].(map[string]any); rep["games"] != 30.0 {
		t.Errorf("report of %v games, want 30", rep["games"])
	}
	// The preview is cached now: the status says done too.
	if _, out, _ := c.do("GET", "/api/rulesets/"+code+"/preview?games=30&bots=random&houses=2", ""); out["state"] != "done" {
		t.Errorf("status after the stream = %v", out["state"])
	}
}
