package everdellgame_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server/servertest"
)

func getJSON(t *testing.T, url string, into any) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		if err := json.NewDecoder(resp.Body).Decode(into); err != nil {
			t.Fatalf("%s: %v", url, err)
		}
	}
	return resp.StatusCode
}

// The texts the browser shows on hover and tap come from the server,
// filled from the rule set in force: the default's for every card,
// location and event, and a table's own numbers at that table.
func TestTextsThroughServer(t *testing.T) {
	ts := servertest.Start(t, nil, noblesgame.New(), everdellgame.New())

	var def struct {
		Cards, Locations, Events map[string]string
	}
	if st := getJSON(t, ts.URL+"/games/everdell/texts.json", &def); st != http.StatusOK {
		t.Fatalf("texts.json: status %d", st)
	}
	var doc struct {
		Cards     []map[string]any `json:"cards"`
		Locations []struct{ ID string }
		Events    []struct{ ID string }
	}
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	for _, c := range doc.Cards {
		if def.Cards[c["id"].(string)] == "" {
			t.Errorf("no text for card %s", c["id"])
		}
	}
	for _, l := range doc.Locations {
		if def.Locations[l.ID] == "" {
			t.Errorf("no text for location %s", l.ID)
		}
	}
	for _, e := range doc.Events {
		if def.Events[e.ID] == "" {
			t.Errorf("no text for event %s", e.ID)
		}
	}
	if got := def.Cards["farm"]; got != "Production: gain 1 berry." {
		t.Errorf("the Farm reads %q", got)
	}

	// A table whose Farm gives 2 berries reads its own numbers.
	for _, c := range doc.Cards {
		if c["id"] == "farm" {
			c["effect"].(map[string]any)["gain"] = map[string]any{"berry": 2}
		}
	}
	patch, _ := json.Marshal(map[string]any{"cards": doc.Cards})
	body, _ := json.Marshal(map[string]any{"game": "everdell", "rules": json.RawMessage(patch),
		"seats": []map[string]any{{"kind": "local", "name": "Ada"}}})
	resp, err := http.Post(ts.URL+"/api/tables", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var made struct {
		Code string `json:"code"`
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err := json.Unmarshal(raw, &made); err != nil || made.Code == "" {
		t.Fatalf("creating a table: %s (%v)", raw, err)
	}
	var at struct{ Cards map[string]string }
	if st := getJSON(t, ts.URL+"/games/everdell/t/"+made.Code+"/texts.json", &at); st != http.StatusOK {
		t.Fatalf("the table's texts.json: status %d", st)
	}
	if got := at.Cards["farm"]; got != "Production: gain 2 berries." {
		t.Errorf("at the table the Farm reads %q, want its own 2 berries", got)
	}
	if st := getJSON(t, ts.URL+"/games/everdell/t/QQQQQ/texts.json", &at); st != http.StatusNotFound {
		t.Errorf("an unknown table's texts: status %d, want 404", st)
	}
}
