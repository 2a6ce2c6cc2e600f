package termtest

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
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

// Words is what a words golden holds: the seats' names its cases word,
// and the cases (a game's own type, each with its "want").
type Words[C any] struct {
	Names []string `json:"names"`
	Cases []C      `json:"cases"`
}

// WordsGolden compares doc with the file path, written as JSON with
// two-space indents; with update it rewrites it first. want is a case's
// words; a case whose words changed is named by label with the words now
// and before; rerun is the command that rewrites the file.
func WordsGolden[C any](t *testing.T, path string, doc Words[C], want, label func(C) string, update bool, rerun string) {
	t.Helper()
	got, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	enginetest.Golden(t, path, append(got, '\n'), update, rerun, func(golden []byte) {
		var old struct {
			Cases []struct {
				Want string `json:"want"`
			} `json:"cases"`
		}
		if err := json.Unmarshal(golden, &old); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for i, c := range doc.Cases {
			if w := want(c); i >= len(old.Cases) || old.Cases[i].Want != w {
				was := "(missing)"
				if i < len(old.Cases) {
					was = fmt.Sprintf("%q", old.Cases[i].Want)
				}
				t.Errorf("case %d (%s): now %q, golden %s", i, label(c), w, was)
			}
		}
	})
}

// EverySampled fails t for each event type the table words that no
// sample has (seen: the sampled types), so that a words golden covers
// every sentence.
func EverySampled[V any](t *testing.T, seen map[string]bool, table map[string]V) {
	t.Helper()
	for _, typ := range slices.Sorted(maps.Keys(table)) {
		if !seen[typ] {
			t.Errorf("no sample of %q, which the table words", typ)
		}
	}
}
