package everdellbots

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

// TestHandWeights: the hand set is the numbers the evaluator was written
// with (docs/BOTS.md), and every embedded set reads.
func TestHandWeights(t *testing.T) {
	got := mustWeights("hand")
	want := Weights{ResScale: 0.8, Res: [4]float64{0.8, 1.1, 1.3, 0.9}, Hand: 0.5, Placement: 1.4, Production: 1.6,
		EventReady: 0.8, EventPartial: 0.6, SpecialReady: 0.8, SpecialHand: 0.4, SpecialOne: 0.15, SpecialWorth: 6}
	if got != want {
		t.Errorf("hand weights %+v, want %+v", got, want)
	}
	if _, err := weightSets(); err != nil {
		t.Fatal(err)
	}
}

// TestWeightsRoundTrip: a set written by Encode reads back the same.
func TestWeightsRoundTrip(t *testing.T) {
	set := WeightSet{Name: "x", Command: "go run ./x", Fit: &FitSummary{Bot: "expert", Games: 2, Samples: 9, Ridge: 1, R2: 0.5},
		Weights: Weights{ResScale: 1, Res: [4]float64{0.1, 0.2, 0.3, 1e-7}, Hand: -2.5, Bias: 33.25}}
	data, err := set.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseWeights("x.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Weights != set.Weights || back.Name != set.Name || back.Command != set.Command || *back.Fit != *set.Fit {
		t.Errorf("read back %+v, want %+v", back, set)
	}
}

// TestBadWeights: a weights file that cannot be read fails with an
// error that names the file, the place in it and what is wrong.
func TestBadWeights(t *testing.T) {
	good, err := weightFiles.ReadFile("weights/hand.json")
	if err != nil {
		t.Fatal(err)
	}
	edit := func(old, new string) string {
		if !strings.Contains(string(good), old) {
			t.Fatalf("hand.json holds no %q", old)
		}
		return strings.Replace(string(good), old, new, 1)
	}
	for _, c := range []struct{ name, data, want string }{
		{"not JSON", "{\n\"version\": 1,\n  oops", "weights file w.json: not a weights object: line 3: invalid character 'o'"},
		{"no version", edit(`"version": 1,`, ""), "weights file w.json: version: missing (this package reads version 1)"},
		{"other version", edit(`"version": 1,`, `"version": 2,`), "weights file w.json: version: is 2, but this package reads version 1"},
		{"no name", edit(`"name": "hand",`, ""), "weights file w.json: name: missing"},
		{"a field unknown", edit(`"command"`, `"commandx"`), `weights file w.json: not a weights object: json: unknown field "commandx"`},
		{"empty command", `{"version": 1, "name": "h", "command": "", "weights": {}}`, "weights file w.json: command: missing"},
		{"a weight missing", edit(`"placement": 1.4,`, ""), "weights file w.json: weights.placement: missing"},
		{"a weight null", edit(`"placement": 1.4,`, `"placement": null,`), "weights file w.json: weights.placement: missing"},
		{"a weight unknown", edit(`"placement": 1.4,`, `"placement": 1.4, "plaecment": 2,`), "weights file w.json: weights.plaecment: not a weight this package knows"},
		{"a weight not a number", edit(`"placement": 1.4,`, `"placement": "1.4",`), `weights file w.json: weights.placement: is "1.4", not a number`},
		{"weights not an object", `{"version": 1, "name": "h", "command": "c", "weights": [1]}`, "weights file w.json: weights: not an object of weights"},
		{"no weights", `{"version": 1, "name": "h", "command": "c"}`, "weights file w.json: weights: missing"},
		{"trailing data", string(good) + "{}", "weights file w.json: more data after the weights object"},
	} {
		_, err := ParseWeights("w.json", []byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) || !errors.Is(err, ErrWeights) {
			t.Errorf("%s: error %v, want one holding %q (and ErrWeights)", c.name, err, c.want)
		}
	}
	// A file whose set is named for another.
	_, err = readWeightSets(fstest.MapFS{"w/learned.json": {Data: good}}, "w")
	if err == nil || !strings.Contains(err.Error(), `weights file w/learned.json: name: is "hand", but the file is named for "learned"`) {
		t.Errorf("misnamed set: error %v", err)
	}
	if _, err := WeightsNamed("nosuch"); err == nil || !strings.Contains(err.Error(), `no weight set "nosuch"`) {
		t.Errorf("unknown set: error %v", err)
	}
}
