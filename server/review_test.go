package server_test

import (
	"bufio"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/review"
	"evergreen/server"
	"evergreen/store/memstore"
)

// TestReviewAPI: a review opens once the game is over; its events
// stream each decision as it is judged and then the report, which is
// kept: GET and POST answer it at once afterwards.
func TestReviewAPI(t *testing.T) {
	st := memstore.New()
	srv, err := server.New(server.Config{
		Games: game.MustList(highest.New()), Store: st, BotDelayMs: new(1), ReviewSamples: 16,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close() })
	host := &client{t: t, base: ts.URL}

	_, open, _ := host.do("POST", "/api/tables", `{"seats":[{"kind":"online"},{"kind":"bot","bot":"random"}]}`)
	if s, out, raw := host.do("GET", "/api/tables/"+open["code"].(string)+"/review", ""); s != 409 || errCode(out) != "not_over" {
		t.Errorf("review of a game not begun: %d %s, want 409 not_over", s, raw)
	}

	_, out, raw := host.do("POST", "/api/tables", `{"seats":[{"kind":"bot","bot":"ismcts"},{"kind":"bot","bot":"random"}]}`)
	code, _ := out["code"].(string)
	host.token, _ = out["token"].(string)
	if code == "" {
		t.Fatalf("create: %s", raw)
	}
	deadline := time.Now().Add(time.Minute) // a hang, not a timing assertion
	for {
		_, out, _ := host.do("GET", "/api/tables/"+code, "")
		if out["status"] == "ended" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the bots' game never ended")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if s, out, raw := host.do("GET", "/api/tables/"+code+"/review", ""); s != 200 || out["state"] != "none" {
		t.Errorf("review never asked for: %d %s, want state none", s, raw)
	}

	resp, err := http.Get(ts.URL + "/api/tables/" + code + "/review/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("events: Content-Type %q", ct)
	}
	var kinds []string
	var last review.Event
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<22)
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		if err := json.Unmarshal([]byte(data), &last); err != nil {
			t.Fatal(err)
		}
		kinds = append(kinds, last.Kind)
	}
	if len(kinds) < 2 || kinds[0] != "decision" || last.Kind != "done" {
		t.Fatalf("events %v; want decisions first and done last", kinds)
	}
	var rep review.Report
	if err := json.Unmarshal(last.Report, &rep); err != nil || len(rep.Seats) != 2 {
		t.Fatalf("report %s (%v): want both seats of a table of bots", last.Report, err)
	}
	s, out, raw := host.do("POST", "/api/tables/"+code+"/review", `{}`)
	got, _ := json.Marshal(out["review"])
	var again review.Report
	_ = json.Unmarshal(got, &again)
	if s != 200 || out["state"] != "done" || again.Steps != rep.Steps || len(again.Decisions) != len(rep.Decisions) {
		t.Errorf("POST after the review: %d %.200s; want 200 with the kept review", s, raw)
	}
	if s, _, raw := host.do("GET", "/api/tables/NOPE22/review", ""); s != 404 {
		t.Errorf("review of no table: %d %s", s, raw)
	}
}
