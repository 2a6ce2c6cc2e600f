package noblesbots_test

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesbots"
)

func TestRegistry(t *testing.T) {
	rs, err := nobles.Default()
	if err != nil {
		t.Fatal(err)
	}
	reg := noblesbots.Registry(rs)
	want := []string{"expert", "ismcts", "ismcts:easy", "ismcts:hard", "ismcts:normal", "novice", "random", "skilled", "steward", "steward-lite", "steward-lite:careless"}
	if got := reg.Names(); !slices.Equal(got, want) {
		t.Fatalf("names %v, want %v", got, want)
	}
	for _, name := range want {
		if _, ok := bots.LevelOf(name); ok {
			continue // a level plays as the bot it names (TestLevelsConform)
		}
		b, err := reg.New(name)
		if err != nil {
			t.Fatal(err)
		}
		if name != "ismcts" && b.Name() != name {
			t.Errorf("%s is called %s", name, b.Name())
		}
	}
	for _, name := range []string{"ismcts:500", "ismcts:20ms", "steward"} {
		if _, err := noblesbots.New(rs, name); err != nil {
			t.Errorf("New(%q): %v", name, err)
		}
	}
	for _, name := range []string{"ismcts:0", "ismcts:x", "nobody"} {
		if _, err := noblesbots.New(rs, name); err == nil {
			t.Errorf("New(%q) accepted", name)
		}
	}
}

// TestISMCTSBlindToHiddenState searches, at many decisions of a real
// game, once from the real position and once from a twin that differs
// only in what the seat cannot see; every statistic of the two searches
// must agree, which shows the determinization never draws on the real
// hidden state. It does so for a seat that remembers nothing (the twin's
// Gems drawn afresh) and for one handed its history (the twin keeps the
// Gem counts the announced Gives reveal, and differs in deck order and
// the generator).
func TestISMCTSBlindToHiddenState(t *testing.T) {
	rs, err := nobles.Default()
	if err != nil {
		t.Fatal(err)
	}
	bot := noblesbots.ISMCTS(rs, noblesbots.Level{Name: "test", Iterations: 120})
	st, err := nobles.NewGame(rs, nobles.Setup{Seed: 5, Seats: make([]nobles.SeatSetup, 3)})
	if err != nil {
		t.Fatal(err)
	}
	mem := bots.NewMemory(3)
	mem.Add(st.Opening())
	walk := rand.New(rand.NewPCG(5, 5))
	checked, remembered := 0, 0
	for step := 0; !st.Ended(); step++ {
		d := st.Pending()[0]
		if len(d.Moves) > 1 && step%4 == 0 {
			v := st.ViewFor(d.Seat)
			k, err := nobles.Remember(v, mem.Seen(d.Seat))
			if err != nil {
				t.Fatalf("move %d: the whole history was refused: %v", step, err)
			}
			for _, seen := range [][]engine.Event{nil, mem.Seen(d.Seat)} {
				var know *nobles.Knowledge
				if seen != nil {
					know = k
				}
				det, err := nobles.NewDeterminizer(rs, v, know)
				if err != nil {
					t.Fatal(err)
				}
				twin := det.Sample(rand.New(rand.NewPCG(uint64(step), 1)), nil)
				a, sa := bot.Search(d.Seat, st.View(d.Seat), seen, d.Moves, rand.New(rand.NewPCG(2, uint64(step))))
				b, sb := bot.Search(d.Seat, twin.View(d.Seat), seen, d.Moves, rand.New(rand.NewPCG(2, uint64(step))))
				ja, _ := json.Marshal(sa)
				jb, _ := json.Marshal(sb)
				if a != b || string(ja) != string(jb) {
					t.Fatalf("move %d (history %v): real position %v %s, twin %v %s", step, seen != nil, a, ja, b, jb)
				}
				if sa.Err != nil {
					t.Fatalf("move %d: %v", step, sa.Err)
				}
			}
			checked++
			for i := range 3 {
				if i != int(d.Seat) && k.Gems[i] > 0 {
					remembered++
					break
				}
			}
		}
		evs, err := st.Step(d.Seat, d.Moves[walk.IntN(len(d.Moves))], nil)
		if err != nil {
			t.Fatal(err)
		}
		mem.Add(evs)
	}
	if checked < 10 || remembered == 0 {
		t.Fatalf("only %d decisions checked, %d with others' Gems known", checked, remembered)
	}
}

// TestRememberedGems checks that a seat handed its history knows every
// other House's Gems exactly, in every state it samples, and that a
// history that does not square with the view is not used.
func TestRememberedGems(t *testing.T) {
	rs, err := nobles.Default()
	if err != nil {
		t.Fatal(err)
	}
	st, err := nobles.NewGame(rs, nobles.Setup{Seed: 8, Seats: make([]nobles.SeatSetup, 4)})
	if err != nil {
		t.Fatal(err)
	}
	mem := bots.NewMemory(4)
	mem.Add(st.Opening())
	walk := rand.New(rand.NewPCG(8, 8))
	g := noblesbots.Game(rs)
	for step := 0; !st.Ended(); step++ {
		d := st.Pending()[0]
		if step%7 == 0 {
			seen := mem.Seen(d.Seat)
			smp, err := g.Sampler(st.View(d.Seat), seen)
			if err != nil {
				t.Fatal(err)
			}
			for range 3 {
				s := smp.Sample(rand.New(rand.NewPCG(uint64(step), 3))).(*nobles.State)
				for i := range 4 {
					if got, want := s.Noble(i).Gems, st.Noble(i).Gems; got != want {
						t.Fatalf("move %d: seat %d sampled %d Gems for seat %d, who gave %d", step, d.Seat, got, i, want)
					}
				}
			}
			if len(seen) > 1 && st.Noble(int(d.Seat)).Gems > 0 {
				// Half a history is not the whole game.
				if _, err := nobles.Remember(st.ViewFor(d.Seat), seen[len(seen)/2:]); err == nil && st.Noble(int(d.Seat)).Gems != countGives(seen[len(seen)/2:], d.Seat) {
					t.Fatalf("move %d: half a history was accepted", step)
				}
			}
		}
		evs, err := st.Step(d.Seat, d.Moves[walk.IntN(len(d.Moves))], nil)
		if err != nil {
			t.Fatal(err)
		}
		mem.Add(evs)
	}
}

func countGives(evs []engine.Event, seat engine.Seat) (n int) {
	for _, e := range evs {
		if e.Type == nobles.EvGive && e.Seat == seat {
			n++
		}
	}
	return n
}
