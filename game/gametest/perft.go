package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"evergreen/engine/enginetest"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"evergreen/engine"
	"evergreen/game"
)

// update rewrites every perft table the tests of a package check, as the
// golden tests' -update does: go test ./games/mygame -run Conformance -update.
var update = enginetest.Update

// Perft is a game's table of known move-sequence counts, like chess
// perft: from the start of a game under the first of Options.Rules, with
// a given seed and table size, seats left to the game's defaults and seat
// 0 first, the number of distinct sequences of d moves, for d = 1, 2, ….
// A position's moves are every (seat, move) pair among its pending
// decisions, so where several seats decide at once each order in which
// they move is a sequence of its own; a position where the game has
// ended has none. Chance is dealt from the seed, so the counts pin the
// rules down: any change to what is legal when, or to what a seed deals,
// changes them. After a deliberate change, rewrite the table with -update
// and read the diff.
type Perft struct {
	// File is the table, relative to the test's directory
	// ("testdata/perft.json"). Empty skips the Perft subtest.
	File string
	// Seeds to count from (default 1 and 2), at every table size of
	// Options.Players.
	Seeds []uint64
	// Depth is the deepest count kept (default 8). Nodes caps the
	// positions one table entry may visit (default 20,000): -update keeps
	// the depths that fit, so a game with many moves per position gets a
	// shallower table.
	Depth, Nodes int
}

// perftFile is the table as stored.
type perftFile struct {
	Game string `json:"game"`
	// Rules is the code of the rule set counted.
	Rules   string       `json:"rules"`
	Entries []perftEntry `json:"entries"`
}

type perftEntry struct {
	Players int    `json:"players"`
	Seed    uint64 `json:"seed"`
	// Counts[d-1] is the number of sequences of d moves.
	Counts []int64 `json:"counts"`
}

func (s *suite) checkPerft(t *testing.T) {
	p := s.opt.Perft
	if p.File == "" {
		t.Skip("no perft table (Options.Perft.File)")
	}
	if len(p.Seeds) == 0 {
		p.Seeds = []uint64{1, 2}
	}
	if p.Depth <= 0 {
		p.Depth = 8
	}
	if p.Nodes <= 0 {
		p.Nodes = 20000
	}
	r := s.rules[0]
	want := perftFile{Game: s.g.Name(), Rules: r.Code()}
	for _, n := range s.opt.Players {
		for _, seed := range p.Seeds {
			want.Entries = append(want.Entries, perftEntry{Players: n, Seed: seed})
		}
	}
	if *update {
		for i := range want.Entries {
			e := &want.Entries[i]
			e.Counts = deepest(t, s.perftStart(t, r, e), p.Depth, p.Nodes)
		}
		if err := os.MkdirAll(filepath.Dir(p.File), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p.File, want.marshal(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", p.File)
		return
	}
	b, err := os.ReadFile(p.File)
	if errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("no perft table at %s: write it with go test -run Conformance -update, and read it", p.File)
	}
	if err != nil {
		t.Fatal(err)
	}
	var got perftFile
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("%s: %v", p.File, err)
	}
	if got.Game != want.Game || got.Rules != want.Rules {
		t.Fatalf("%s counts game %q under rules %s, but the suite plays %q under rules %s: if the rules changed on purpose, rewrite it with -update",
			p.File, got.Game, got.Rules, want.Game, want.Rules)
	}
	if !slices.EqualFunc(got.Entries, want.Entries, func(a, b perftEntry) bool { return a.Players == b.Players && a.Seed == b.Seed }) {
		t.Fatalf("%s has other entries than Options asks for (players %v, seeds %v): rewrite it with -update", p.File, s.opt.Players, p.Seeds)
	}
	for _, e := range got.Entries {
		if len(e.Counts) == 0 {
			t.Fatalf("%s: players %d, seed %d: no counts", p.File, e.Players, e.Seed)
		}
		counts := make([]int64, len(e.Counts))
		perft(t, s.perftStart(t, r, &e), 0, counts, nil)
		if !slices.Equal(counts, e.Counts) {
			t.Errorf("perft for %d players, seed %d: counted %v, %s says %v: the rules or the dealing changed (if on purpose, rewrite it with -update)",
				e.Players, e.Seed, counts, p.File, e.Counts)
		}
	}
}

func (s *suite) perftStart(t testing.TB, r game.Rules, e *perftEntry) engine.State {
	t.Helper()
	st, err := r.Start(game.Setup{Seed: e.Seed, Seats: make([]game.Seat, e.Players)})
	if err != nil {
		t.Fatalf("perft start, players %d, seed %d: %v", e.Players, e.Seed, err)
	}
	return st
}

// deepest counts sequences one depth deeper at a time, up to depth, and
// returns the counts of the deepest run that visited at most nodes
// positions.
func deepest(t testing.TB, st engine.State, depth, nodes int) []int64 {
	var best []int64
	for d := 1; d <= depth; d++ {
		counts := make([]int64, d)
		budget := nodes
		if !perft(t, st, 0, counts, &budget) {
			break
		}
		best = counts
	}
	if best == nil {
		t.Fatalf("perft: even depth 1 visits more than %d positions", nodes)
	}
	return best
}

// perft adds to counts[level:] the sequences from st; budget, if not nil,
// is the number of positions it may still visit, and perft reports false
// once it is spent.
func perft(t testing.TB, st engine.State, level int, counts []int64, budget *int) bool {
	for _, d := range st.Pending() {
		for _, mv := range d.Moves {
			next, _, err := st.Apply(d.Seat, mv)
			if err != nil {
				t.Fatalf("perft: seat %d's listed move %v refused: %v", d.Seat, mv, err)
			}
			counts[level]++
			if budget != nil {
				if *budget--; *budget < 0 {
					return false
				}
			}
			if level+1 < len(counts) && !perft(t, next, level+1, counts, budget) {
				return false
			}
		}
	}
	return true
}

// marshal writes the table with one entry a line, so that a diff shows
// which counts changed.
func (f perftFile) marshal() []byte {
	var b bytes.Buffer
	head, _ := json.Marshal(f.Game)
	rules, _ := json.Marshal(f.Rules)
	fmt.Fprintf(&b, "{\n  \"game\": %s,\n  \"rules\": %s,\n  \"entries\": [\n", head, rules)
	for i, e := range f.Entries {
		line, _ := json.Marshal(e)
		b.WriteString("    ")
		b.Write(line)
		if i < len(f.Entries)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ]\n}\n")
	return b.Bytes()
}
