package evergreen_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/evergreen"
)

var update = enginetest.Update

// scenario is a rules scenario: a game set up exactly, a list of moves,
// and what must happen. Expect.Events must occur in this order among
// the game's events (others may come between); the whole event log and
// final position are kept in NAME.golden.json, rewritten with -update.
type scenario struct {
	About string          `json:"about"`
	Rules json.RawMessage `json:"rules,omitempty"`
	Seats []struct {
		Name   string   `json:"name"`
		Planet []string `json:"planet,omitempty"`
	} `json:"seats"`
	First int                 `json:"first"`
	Seed  uint64              `json:"seed"`
	Draws []string            `json:"draws"`
	Moves []engine.SeatedMove `json:"moves"`
	// AutoAct plays every action-phase decision with its first legal
	// move, the lowest seat first, so that Moves need list only picks.
	AutoAct bool `json:"autoact,omitempty"`
	// Finish plays every decision left with its first legal move, the
	// lowest seat first, to the end of the game.
	Finish bool `json:"finish"`
	Expect struct {
		Events  []engine.Event `json:"events"`
		Scores  []int          `json:"scores,omitempty"`
		Winners []engine.Seat  `json:"winners,omitempty"`
		Points  [][]int        `json:"points,omitempty"` // per seat: compensation, sun, forest, bud, fertility over the game
	} `json:"expect"`
}

type goldenRun struct {
	Events []engine.Event  `json:"events"`
	Final  json.RawMessage `json:"final"`
	Result *engine.Outcome `json:"outcome,omitempty"`
}

func TestScenarios(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "scenarios", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, file := range files {
		if strings.HasSuffix(file, ".golden.json") {
			continue
		}
		n++
		t.Run(strings.TrimSuffix(filepath.Base(file), ".json"), func(t *testing.T) { runScenario(t, file) })
	}
	if n < 8 {
		t.Fatalf("%d scenarios in testdata/scenarios, expected at least 8", n)
	}
}

func runScenario(t *testing.T, file string) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var sc scenario
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	rs := rules(t, string(sc.Rules))
	setup := evergreen.Setup{Seed: sc.Seed, FirstSeat: sc.First, Rig: &engine.Rig{Draws: map[string][]string{evergreen.DeckName: sc.Draws}}}
	for _, s := range sc.Seats {
		setup.Seats = append(setup.Seats, evergreen.SeatSetup{Name: s.Name, Planet: s.Planet})
	}
	st := enginetest.Start(t, evergreen.NewGame, rs, setup)
	evs := st.Opening()
	var final engine.State = st
	play := func(seat engine.Seat, m engine.Move) {
		t.Helper()
		next, got, err := final.Apply(seat, m)
		if err != nil {
			t.Fatal(err)
		}
		final, evs = next, append(evs, got...)
	}
	auto := func() {
		for sc.AutoAct && !final.Outcome().Ended && final.Pending()[0].Kind != evergreen.DecideDraft {
			d := final.Pending()[0]
			play(d.Seat, d.Moves[0])
		}
	}
	for _, sm := range sc.Moves {
		auto()
		play(sm.Seat, sm.Move)
	}
	auto()
	for sc.Finish && !final.Outcome().Ended {
		d := final.Pending()[0]
		play(d.Seat, d.Moves[0])
	}
	// The expected events, in order.
	k := 0
	for _, e := range evs {
		if k < len(sc.Expect.Events) && e == sc.Expect.Events[k] {
			k++
		}
	}
	if k < len(sc.Expect.Events) {
		w, _ := json.Marshal(sc.Expect.Events[k])
		t.Errorf("expected event %d %s did not happen (in order); events:\n%s", k, w, enginetest.EventLines(evs))
	}
	out := final.Outcome()
	if sc.Expect.Scores != nil {
		eq(t, "scores", out.Scores, sc.Expect.Scores)
		eq(t, "winners", out.Winners, sc.Expect.Winners)
	}
	fs := final.(*evergreen.State)
	for seat, want := range sc.Expect.Points {
		var sum [evergreen.NumSources]int
		for season := range rs.Seasons {
			for src, v := range fs.Points(seat, season) {
				sum[src] += v
			}
		}
		eq(t, "points of seat "+string(rune('0'+seat)), sum[:], want)
	}
	if mutating() {
		return // a golden log shows any change; the mutation run counts what the file states
	}
	run := goldenRun{Events: evs}
	run.Final, _ = json.Marshal(fs)
	if out.Ended {
		run.Result = &out
	}
	goldFile := strings.TrimSuffix(file, ".json") + ".golden.json"
	b, _ := json.MarshalIndent(run, "", " ")
	b = append(b, '\n')
	enginetest.Golden(t, goldFile, b, *update, "go test ./games/evergreen -run Scenarios -update", func([]byte) {
		t.Errorf("events now:\n%s", enginetest.EventLines(evs))
	})
}
