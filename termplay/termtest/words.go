package termtest

import (
	"encoding/json"
	"fmt"
	"testing"

	"evergreen/engine"
	"evergreen/game"
)

// What a game's terminal tests of its words share: a whole game played
// to sample its events, and the golden file of sample events worded
// (words.golden.json), which the browser's filler is held to as well.

// PlayThrough plays a whole game under r from seed with seats, making
// each decision's move turn%len (so that the choices vary), and returns
// the final state and the whole log, the opening first.
func PlayThrough(t *testing.T, r game.Rules, seed uint64, seats []game.Seat) (engine.State, []engine.Event) {
	t.Helper()
	st, err := r.Start(game.Setup{Seed: seed, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	var log []engine.Event
	if o, ok := st.(engine.Opener); ok {
		log = append(log, o.Opening()...)
	}
	for turn := 0; !st.Outcome().Ended; turn++ {
		d := st.Pending()[0]
		m := d.Moves[turn%len(d.Moves)]
		next, evs, err := st.Apply(d.Seat, m)
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		st, log = next, append(log, evs...)
	}
	return st, log
}

// WordsGolden compares doc, a golden of worded cases (a JSON object
// whose "cases" each hold the "want" of wants[i]), with the file path,
// written as JSON with two-space indents; with update it rewrites it
// first. A case whose words changed is named by label(i) with the words
// now and before; rerun is the command that rewrites the file.
func WordsGolden(t *testing.T, path string, doc any, wants []string, label func(i int) string, update bool, rerun string) {
	t.Helper()
	got, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	Golden(t, path, append(got, '\n'), update, rerun, func(want []byte) {
		var old struct {
			Cases []struct {
				Want string `json:"want"`
			} `json:"cases"`
		}
		if err := json.Unmarshal(want, &old); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for i, w := range wants {
			if i >= len(old.Cases) || old.Cases[i].Want != w {
				was := "(missing)"
				if i < len(old.Cases) {
					was = fmt.Sprintf("%q", old.Cases[i].Want)
				}
				t.Errorf("case %d (%s): now %q, golden %s", i, label(i), w, was)
			}
		}
	})
}
