package everdellgame_test

import (
	"evergreen/engine/enginetest"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellbots"
	"evergreen/games/everdell/everdellwords"
)

// TestGoldenGame plays a fixed two-player game between gatherers and
// compares its log, in words as a spectator reads it, with
// testdata/golden/gatherers.txt: any change to the rules' outcome shows
// as a diff. Rewrite with go test -run Golden -update.
func TestGoldenGame(t *testing.T) {
	rs := enginetest.Load(t, everdell.LoadRules, "")
	w, err := everdellwords.Load()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ada", "Bo"}
	st, opening, err := everdell.NewGame(rs, everdell.Setup{Seed: 7, Seats: []everdell.SeatSetup{{Name: names[0]}, {Name: names[1]}}})
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := everdellbots.Registry(rs).New("gatherer")
	rng := rand.New(rand.NewPCG(7, 7))
	var b strings.Builder
	say := func(evs []engine.Event) {
		for _, e := range evs {
			fmt.Fprintln(&b, w.Line(rs, e.Redact(engine.Spectator), names))
		}
	}
	say(opening)
	var s engine.State = st
	for !s.Outcome().Ended {
		d := s.Pending()[0]
		m := bot.Choose(d.Seat, s.View(d.Seat), d.Moves, rng)
		var evs []engine.Event
		if s, evs, err = s.Apply(d.Seat, m); err != nil {
			t.Fatal(err)
		}
		say(evs)
	}
	fmt.Fprintf(&b, "Scores: %v, winners %v\n", s.Outcome().Scores, s.Outcome().Winners)
	const file = "testdata/golden/gatherers.txt"
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (create it with -update)", err)
	}
	if got := b.String(); got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("the log differs from %s at line %d:\n got  %q\n want %q", file, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("the log differs from %s in length: %d lines, want %d", file, len(gl), len(wl))
	}
}
