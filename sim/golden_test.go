package sim_test

import (
	"bytes"
	"context"
	"encoding/json"
	"evergreen/engine/enginetest"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
	"evergreen/sim"
)

var update = enginetest.Update

// reproducible zeroes what depends on the machine: the speed and the
// bots' thinking times (their decision counts stay).
func reproducible(rep *sim.Report) {
	rep.Speed = sim.Speed{Workers: rep.Speed.Workers}
	for i := range rep.ByBot {
		if th := rep.ByBot[i].Think; th != nil {
			*th = sim.Think{Decisions: th.Decisions}
		}
	}
}

// encode writes rep as the sim command does.
func encode(t *testing.T, rep *sim.Report) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(rep); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestGoldenReports keeps reports exactly as they were: their keys, in
// their order (Nobles' reports read as they did before the game
// contract, "houses" … "market"), and their numbers. A change in the
// rules, the bots or the simulator that moves a figure fails here; if it
// is meant, rewrite the files with go test ./sim -run Golden -update.
func TestGoldenReports(t *testing.T) {
	nob := noblesgame.New()
	hi := highest.New()
	eg := evergreengame.New()
	for _, c := range []struct {
		file  string
		g     game.Game
		patch string
		bots  []string
		fixed bool
	}{
		{"nobles-3-random.json", nob, "", []string{"random"}, false},
		{"nobles-2-shared.json", nob, `{"turn_counting":"shared"}`, []string{"random", "steward-lite"}, true},
		{"highest-3.json", hi, "", []string{"random", "greedy"}, false},
		{"evergreen-3-random.json", eg, "", []string{"random", "gardener"}, false},
	} {
		t.Run(c.file, func(t *testing.T) {
			var patch []byte
			if c.patch != "" {
				patch = []byte(c.patch)
			}
			r, err := c.g.Rules(patch)
			if err != nil {
				t.Fatal(err)
			}
			names := slices.Clone(c.bots)
			for len(names) < 3 && !c.fixed {
				names = append(names, names[len(names)-1])
			}
			rep, err := sim.Run(context.Background(), sim.Config{
				Game: c.g, Rules: r, Bots: names, Games: 40, Seed: 9, Workers: 2, Fixed: c.fixed,
			})
			if err != nil {
				t.Fatal(err)
			}
			reproducible(rep)
			got := encode(t, rep)
			path := filepath.Join("testdata", c.file)
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to write it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("the report differs from %s (go test ./sim -run Golden -update rewrites it if the change is meant):\n%s", path, got)
			}
			// Read back, the report writes the same bytes.
			var back sim.Report
			if err := json.Unmarshal(got, &back); err != nil {
				t.Fatal(err)
			}
			if again := encode(t, &back); !bytes.Equal(again, got) {
				t.Errorf("read back and written again, the report changed:\n%s", again)
			}
		})
	}
}

// TestGameWithoutStatistics plays a game that counts nothing of its own
// and whose players all decide at once: the report still has wins,
// scores and timing, names the seat count "seats", and has none of
// Nobles' keys.
func TestGameWithoutStatistics(t *testing.T) {
	g := highest.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := sim.Run(context.Background(), sim.Config{Game: g, Rules: r, Bots: []string{"greedy", "random"}, Games: 30, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(rep)
	for _, key := range []string{`"seats":2`, `"by_bot"`, `"first_seat"`, `"distribution"`, `"think"`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("report lacks %s: %s", key, b)
		}
	}
	for _, key := range []string{"houses", "gems", "market"} {
		if strings.Contains(string(b), key) {
			t.Errorf("report of a game without statistics has %q: %s", key, b)
		}
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "Highest Unique: 30 games, 2 seats") {
		t.Errorf("text report:\n%s", text.String())
	}
	if _, err := sim.Run(context.Background(), sim.Config{Game: g, Rules: r, Bots: make([]string, 7), Games: 1}); err == nil || !strings.Contains(err.Error(), "2 to 6") {
		t.Errorf("7 seats of a 2-to-6-player game: %v", err)
	}
}

// recorder is a bot that notes, each time it is asked, its seat and
// which seats had picked already, and picks the highest number.
type recorder struct{ asked *[]string }

func (recorder) Name() string { return "recorder" }

func (r recorder) Choose(seat engine.Seat, view any, legal []engine.Move, _ *rand.Rand) engine.Move {
	v := view.(highest.View)
	*r.asked = append(*r.asked, fmt.Sprintf("%d:%s", seat, picked(v.Picked)))
	return legal[len(legal)-1]
}

// picked writes y for a seat that has picked, n for one yet to pick.
func picked(bs []bool) string {
	var b strings.Builder
	for _, x := range bs {
		if x {
			b.WriteByte('y')
		} else {
			b.WriteByte('n')
		}
	}
	return b.String()
}

// TestSimultaneousInSeatOrder checks how the simulator drives decisions
// open to every seat at once: the seats are asked lowest first, each
// move played before the next seat is asked, every round alike.
func TestSimultaneousInSeatOrder(t *testing.T) {
	g := highest.New()
	r, err := g.Rules([]byte(`{"rounds":2}`))
	if err != nil {
		t.Fatal(err)
	}
	var asked []string
	cfg := sim.Config{
		Game: g, Rules: r, Bots: []string{"rec", "rec", "rec"}, Games: 1, Fixed: true,
		NewBot: func(string) (bots.Bot, error) { return recorder{&asked}, nil },
	}
	res, err := sim.Play(&cfg, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"0:nnn", "1:ynn", "2:yyn", "0:nnn", "1:ynn", "2:yyn"}
	if !slices.Equal(asked, want) {
		t.Errorf("asked %v, want %v", asked, want)
	}
	// Everyone picked 5 both rounds: nobody wins a round, all share 0.
	if res.Moves != 6 || !slices.Equal(res.Scores, []int{0, 0, 0}) || len(res.Winners) != 3 {
		t.Errorf("result %+v", res)
	}
}
