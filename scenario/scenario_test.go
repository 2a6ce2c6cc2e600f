package scenario_test

import (
	"bytes"
	"encoding/json"
	"evergreen/engine/enginetest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
	"evergreen/scenario"
)

// games is what the scenarios run against: Nobles, the planet game and
// Everdell, as cmd/evergreen hosts them.
var games = game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())

var update = enginetest.Update

// golden is what a scenario file is expected to produce.
type golden struct {
	Exit   int             `json:"exit"`
	Error  string          `json:"error,omitempty"`
	Output json.RawMessage `json:"output,omitempty"`
}

// TestGoldenScenarios runs every example scenario and compares the result
// with its golden file. Run with -update after a deliberate rules change.
func TestGoldenScenarios(t *testing.T) {
	eachExample(t, func(t *testing.T, f string, data []byte) {
		var got golden
		out, code, err := scenario.Run(games, data)
		got.Exit = code
		if err != nil {
			got.Error = err.Error()
		} else {
			got.Output, _ = json.Marshal(out)
		}
		b, _ := json.MarshalIndent(got, "", "  ")
		gf := strings.TrimSuffix(f, ".json") + ".golden.json"
		if *update {
			if err := os.WriteFile(gf, append(b, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		want, err := os.ReadFile(gf)
		if err != nil {
			t.Fatalf("missing golden file (run go test ./scenario -update): %v", err)
		}
		var a, w bytes.Buffer
		json.Compact(&a, b)
		json.Compact(&w, want)
		if a.String() != w.String() {
			t.Errorf("%s: output differs from %s (run with -update if the change is intended)", f, gf)
		}
		// Bad-input examples are named bad-*.
		if strings.HasPrefix(filepath.Base(f), "bad-") != (code == scenario.ExitBadInput) {
			t.Errorf("%s: exit %d", f, code)
		}
	})
}

func TestExitCodes(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		exit     int
		errHas   string
	}{
		{"ok", `{"game":"nobles","seed":1,"houses":["A","B"],"moves":[{"seat":0,"move":"roll"}]}`, 0, ""},
		{"illegal", `{"game":"nobles","seed":1,"houses":["A","B"],"moves":[{"seat":0,"move":"save"}]}`, 1, ""},
		{"malformed", `{"game":"nobles",`, 2, "malformed JSON"},
		{"trailing", `{"game":"nobles","houses":["A","B"],"moves":[]} {}`, 2, "malformed JSON: line 1:49 (byte 48): unexpected '{' after the end of the document"},
		{"unknown field", `{"game":"nobles","houses":["A","B"],"moves":[],"sed":1}`, 2, "sed"},
		{"wrong game", `{"game":"chess","houses":["A","B"],"moves":[]}`, 2, "game"},
		{"one house", `{"game":"nobles","houses":["A"],"moves":[]}`, 2, "houses"},
		{"unknown virtue", `{"game":"nobles","houses":[{"name":"A","virtue":"greed"},"B"],"moves":[]}`, 2, "houses[0].virtue"},
		{"house field", `{"game":"nobles","houses":[{"name":"A","vertue":null},"B"],"moves":[]}`, 2, `houses[0]: unknown field "vertue"`},
		{"impossible die", `{"game":"nobles","houses":["A","B"],"dice":[0],"moves":[]}`, 2, "dice[0]"},
		{"unknown card", `{"game":"nobles","houses":["A","B"],"draws":{"ordeal":["dragon"]},"moves":[]}`, 2, "draws.ordeal[0]"},
		{"unknown deck", `{"game":"nobles","houses":["A","B"],"draws":{"joker":["x"]},"moves":[]}`, 2, "draws.joker"},
		{"unknown move", `{"game":"nobles","houses":["A","B"],"moves":[{"seat":0,"move":"fly"}]}`, 2, "moves[0]"},
		{"missing seat", `{"game":"nobles","houses":["A","B"],"moves":[{"move":"roll"}]}`, 2, "seat"},
		{"seat off table", `{"game":"nobles","houses":["A","B"],"moves":[{"seat":2,"move":"roll"}]}`, 2, "moves[0]"},
		{"choose without option", `{"game":"nobles","houses":["A","B"],"moves":[{"seat":0,"move":"choose"}]}`, 2, "option"},
		{"invalid rules", `{"game":"nobles","houses":["A","B"],"rules":{"decks":{"ordeal":[{"id":"x","title":"X","text":"t","provenance":"provisional","effects":[{"kind":"pay","amount":-5}]}]}},"moves":[]}`, 2, "decks.ordeal[0].effects[0].amount: must be positive"},
		{"seats", `{"game":"nobles","seats":["A",{"name":"B","setup":{"house":"merrow","virtue":null}}],"moves":[{"seat":0,"move":"roll"}]}`, 0, ""},
		{"seats and houses", `{"seats":["A","B"],"houses":["A","B"],"moves":[]}`, 2, `give "seats" or "houses"`},
		{"seat field", `{"seats":[{"name":"A","set":{}},"B"],"moves":[]}`, 2, `seats[0].set: unknown field (a seat has "name" and "setup")`},
		{"setup field", `{"seats":[{"name":"A","setup":{"house":5}},"B"],"moves":[]}`, 2, "seats[0].setup.house: must be a House id"},
		{"house type", `{"houses":[{"name":"A","house":5},"B"],"moves":[]}`, 2, "houses[0].house: must be a House id"},
		{"first seat", `{"houses":["A","B"],"first_seat":2,"moves":[]}`, 2, "first_seat: must be a seat from 0 to 1, got 2"},
		// In the file's terms, with paths: no Go types (issue 13).
		{"house number", `{"houses":[1,2],"moves":[]}`, 2, `houses[0]: must be a name string or an object {"name": …, "house": …, "virtue": …}, got the number 1`},
		{"input type", `[1]`, 2, "malformed JSON: expected a JSON object, got array"},
		{"moves type", `{"houses":["A","B"],"moves":5}`, 2, "moves: must be an array, got number 5"},
		{"move seat type", `{"houses":["A","B"],"moves":[{"seat":"x","move":"roll"}]}`, 2, `moves[0].seat: must be an integer, got string "x"`},
		{"move type", `{"houses":["A","B"],"moves":[7]}`, 2, `moves[0]: must be an object {"seat": n, "move": …}, got the number 7`},
		{"duplicate seed", `{"seed":1,"seed":2,"houses":["A","B"],"moves":[]}`, 2, "seed: duplicate key"},
		{"empty", ``, 2, "the file is empty"},
		{"unknown bot", `{"game":"nobles","houses":["A","B"],"moves":[],"autoplay":"genius"}`, 2, "autoplay"},
	} {
		out, code, err := scenario.Run(games, []byte(tc.in))
		if code != tc.exit {
			t.Errorf("%s: exit %d, want %d (err %v)", tc.name, code, tc.exit, err)
			continue
		}
		if tc.exit == 2 {
			if err == nil || !strings.Contains(err.Error(), tc.errHas) {
				t.Errorf("%s: error %v should mention %q", tc.name, err, tc.errHas)
			}
			for _, internal := range []string{"Go ", "scenario.", "json.", "engine.", "[]", "struct"} {
				if err != nil && strings.Contains(err.Error(), internal) {
					t.Errorf("%s: error %q names Go internals (%q)", tc.name, err, internal)
				}
			}
			continue
		}
		if tc.exit == 1 && (out.OK || out.Error == nil || out.Error.Code != "illegal_move" || out.Error.Move != 0) {
			t.Errorf("%s: %+v", tc.name, out.Error)
		}
	}
}

// TestScenarioStopsAtFirstIllegalMove checks that moves after an illegal
// one are not applied.
func TestScenarioStopsAtFirstIllegalMove(t *testing.T) {
	out, code, err := scenario.Run(games, []byte(`{"game":"nobles","seed":1,"houses":["A","B"],"moves":[
		{"seat":0,"move":"roll"},{"seat":1,"move":"roll"},{"seat":0,"move":"wait"}]}`))
	if err != nil || code != 1 {
		t.Fatalf("exit %d err %v", code, err)
	}
	if out.Moves != 1 || out.Error.Move != 1 || out.Error.Code != "not_your_turn" {
		t.Fatalf("applied %d moves, error %+v", out.Moves, out.Error)
	}
}

// TestSizeLimits: a file too big, or with too many moves, is refused at
// once with a clear message (a million-move file once ran for a minute
// in 300 MB).
func TestSizeLimits(t *testing.T) {
	move := `{"seat":0,"move":"roll"},`
	huge := `{"houses":["A","B"],"moves":[` + strings.Repeat(move, 1_000_000) + `{"seat":0,"move":"roll"}]}`
	if _, code, err := scenario.Run(games, []byte(huge)); code != 2 || err == nil || !strings.Contains(err.Error(), "a scenario file may be at most 4.0 MiB") {
		t.Errorf("a million moves: exit %d, %v", code, err)
	}
	many := `{"houses":["A","B"],"moves":[` + strings.Repeat(move, scenario.MaxMoves) + `{"seat":0,"move":"roll"}]}`
	if _, code, err := scenario.Run(games, []byte(many)); code != 2 || err == nil || !strings.Contains(err.Error(), "moves: lists 20001 moves; a scenario may list at most 20000") {
		t.Errorf("%d moves: exit %d, %v", scenario.MaxMoves+1, code, err)
	}
}

// TestOpeningAndSeasons: a file with no moves still reports the set-up's
// events (the planet game's compensation and first reveal), at move -1;
// a game that scores by season reports each season's scoring once it has
// happened, and nothing before.
func TestOpeningAndSeasons(t *testing.T) {
	out, code, err := scenario.Run(games, []byte(`{"game":"evergreen","seed":3,"seats":["A","B","C"],"moves":[]}`))
	if err != nil || code != 0 {
		t.Fatalf("exit %d, %v", code, err)
	}
	types := map[string]bool{}
	for _, e := range out.Events {
		if e.Move != scenario.OpeningMove {
			t.Errorf("event %+v of a file without moves is not the opening's", e)
		}
		types[e.Type] = true
	}
	if !types["compensation"] || !types["reveal"] {
		t.Errorf("the opening events lack the compensation or the reveal: %+v", out.Events)
	}
	if b, _ := json.Marshal(out.Seasons); string(b) != "[]" {
		t.Errorf("seasons before any scoring: %s", b)
	}
	out, _, err = scenario.Run(games, []byte(`{"game":"evergreen","seed":3,"seats":["A","B"],"moves":[],"autoplay":"random"}`))
	if err != nil {
		t.Fatal(err)
	}
	var seasons []struct {
		Season int `json:"season"`
		Seats  []struct {
			Planet []string `json:"planet"`
			Lit    []int    `json:"lit"`
		} `json:"seats"`
	}
	b, _ := json.Marshal(out.Seasons)
	if err := json.Unmarshal(b, &seasons); err != nil || len(seasons) != 4 || len(seasons[3].Seats) != 2 || len(seasons[3].Seats[0].Planet) == 0 {
		t.Errorf("a whole game's seasons: %s (%v)", b, err)
	}
}

// eachExample runs check on every example scenario file (not the golden
// ones), each in its own subtest.
func eachExample(t *testing.T, check func(t *testing.T, file string, data []byte)) {
	files, err := filepath.Glob("../testdata/scenarios/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios found: %v", err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, ".golden.json") {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			check(t, f, data)
		})
	}
}

// statement is a file's expect: what its output must hold.
type statement struct {
	// Events must occur in the output's events in this order (others may
	// come between), each matched on the fields it gives.
	Events []map[string]any `json:"events"`
	// Output must be part of the output object: every field it gives
	// matches, objects field by field, arrays element by element.
	Output map[string]any `json:"output"`
	Exit   *int           `json:"exit"`
	// Error must be part of the bad-input error.
	Error string `json:"error"`
}

// TestGoldenScenariosStateWhatTheyShow: every example scenario says what
// it shows (about) and what its output must hold (expect), and the output
// holds it, so that a golden file that contradicts its own description
// fails here rather than being accepted as a snapshot.
func TestGoldenScenariosStateWhatTheyShow(t *testing.T) {
	eachExample(t, func(t *testing.T, f string, data []byte) {
		var head struct {
			About  string          `json:"about"`
			Expect json.RawMessage `json:"expect"`
		}
		_ = json.Unmarshal(data, &head)
		var want statement
		if head.About == "" || len(head.Expect) == 0 || json.Unmarshal(head.Expect, &want) != nil {
			t.Fatal(`the file does not state what it shows ("about") and what its output must hold ("expect")`)
		}
		out, code, err := scenario.Run(games, data)
		if want.Exit != nil && code != *want.Exit {
			t.Errorf("exit %d, the file expects %d", code, *want.Exit)
		}
		if want.Error != "" && (err == nil || !strings.Contains(err.Error(), want.Error)) {
			t.Errorf("error %v, the file expects one saying %q", err, want.Error)
		}
		if out == nil {
			if want.Output != nil || want.Events != nil {
				t.Errorf("no output (error %v), the file expects one", err)
			}
			return
		}
		var got map[string]any
		b, _ := json.Marshal(out)
		_ = json.Unmarshal(b, &got)
		if !holds(want.Output, got) {
			w, _ := json.Marshal(want.Output)
			t.Errorf("the output does not hold %s", w)
		}
		events, _ := got["events"].([]any)
		k := 0
		for _, e := range events {
			if k < len(want.Events) && holds(want.Events[k], e) {
				k++
			}
		}
		if k < len(want.Events) {
			w, _ := json.Marshal(want.Events[k])
			t.Errorf("expected event %d %s did not occur (in order)", k, w)
		}
	})
}

// holds reports whether got holds want: an object's every field (a
// missing field reads as its zero value), an array's every element, a
// value equal.
func holds(want, got any) bool {
	switch w := want.(type) {
	case nil:
		return true
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return false
		}
		for k, v := range w {
			if gv, present := g[k]; present {
				if !holds(v, gv) {
					return false
				}
			} else if v != 0.0 && v != "" && v != false && v != nil {
				return false
			}
		}
		return true
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for i := range w {
			if !holds(w[i], g[i]) {
				return false
			}
		}
		return true
	}
	return want == got
}
