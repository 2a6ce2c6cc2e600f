package gametest

import (
	"encoding/json"
	"io/fs"
	"slices"
	"testing"

	"evergreen/game"
)

// CheckRendererBots checks the bots a game's browser renderer offers
// players (bots.json among its assets: {"default": name, "bots":
// [[name, label], …]}) against the bots its default rules can seat: every
// name listed exists, each has a label, none is listed twice, and the
// default is listed. A game without a renderer or a bots.json passes.
func CheckRendererBots(t *testing.T, g game.Game) {
	t.Helper()
	assets, ok := game.AssetsOf(g)
	if !ok {
		return
	}
	raw, err := fs.ReadFile(assets, "bots.json")
	if err != nil {
		return
	}
	var list struct {
		Default string      `json:"default"`
		Bots    [][2]string `json:"bots"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		t.Fatalf("%s: bots.json: %v", g.Name(), err)
	}
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, b := range list.Bots {
		if _, err := game.NewBot(r, b[0]); err != nil {
			t.Errorf("%s: bots.json bots[%d]: %v", g.Name(), i, err)
		}
		if b[1] == "" {
			t.Errorf("%s: bots.json bots[%d] (%s): no label", g.Name(), i, b[0])
		}
		if slices.Contains(names, b[0]) {
			t.Errorf("%s: bots.json bots[%d]: %s is listed twice", g.Name(), i, b[0])
		}
		names = append(names, b[0])
	}
	if !slices.Contains(names, list.Default) {
		t.Errorf("%s: bots.json: the default %q is not among the bots listed", g.Name(), list.Default)
	}
}
