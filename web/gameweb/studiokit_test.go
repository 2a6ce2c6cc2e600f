package gameweb

import (
	"testing"

	"evergreen/game"
)

// FigureCharts splits a game's figures into charts of at most perChart
// bars, named "figures", "figures-2", … in order, none empty.
func TestFigureCharts(t *testing.T) {
	var ms []game.Metric
	for _, k := range []string{"a", "b", "c", "d", "e", "f", "g"} {
		ms = append(ms, game.Metric{Key: k, Label: k})
	}
	cs := FigureCharts(ms, 3)
	if len(cs) != 3 || cs[0].Name != "figures" || cs[1].Name != "figures-2" || cs[2].Name != "figures-3" {
		t.Fatalf("charts %+v", cs)
	}
	if len(cs[0].Metrics) != 3 || len(cs[2].Metrics) != 1 || cs[2].Metrics[0].Key != "g" {
		t.Errorf("bars %+v", cs)
	}
	if FigureCharts(nil, 3) != nil {
		t.Error("charts for no figures")
	}
}
