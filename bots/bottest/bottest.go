// Package bottest is the conformance suite every Evergreen bot passes:
//
//   - it plays only legal moves, and leaves the view it is given as it
//     found it;
//   - it never reads hidden state: it is handed nothing but its seat's
//     View (and, if it is a bots.Recaller, the seat's redacted history),
//     and two real positions that differ only in what the seat cannot see
//     (other Houses' Gems, the order of the draw piles, the generator)
//     get the same decision under the same seed; with a history, the twin
//     keeps the Gem counts the announced Gives reveal;
//   - it is deterministic: the same seed gives the same game;
//   - it finishes games at every table size from 2 to 8 Houses under both
//     turn-counting readings.
//
// The suite plays Nobles of Evergreen, the platform's first game. Use it
// from a bot package's tests:
//
//	func TestConformance(t *testing.T) {
//		bottest.Run(t, func(rs *nobles.Ruleset) bots.Bot { return mybot.New(rs) })
//	}
package bottest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Rules returns the two rule sets the suite plays: the default (turns
// counted per noble) and the shared turn-counting reading.
func Rules(t testing.TB) (perNoble, shared *nobles.Ruleset) {
	t.Helper()
	perNoble, err := nobles.Default()
	if err != nil {
		t.Fatal(err)
	}
	shared, err = nobles.LoadRules([]byte(`{"turn_counting":"shared"}`))
	if err != nil {
		t.Fatal(err)
	}
	return perNoble, shared
}

// NewBot makes a bot for a game played under rule set rs.
type NewBot func(rs *nobles.Ruleset) bots.Bot

// Run runs the suite on bots made by newBot. newBot is called for every
// seat of every game, so a bot may keep per-game memory.
func Run(t *testing.T, newBot NewBot) {
	perNoble, shared := Rules(t)
	t.Run("FinishesLegally", func(t *testing.T) {
		for _, rs := range []*nobles.Ruleset{perNoble, shared} {
			for seats := nobles.MinSeats; seats <= nobles.MaxSeats; seats++ {
				name := fmt.Sprintf("%s/%d", rs.TurnCounting, seats)
				t.Run(name, func(t *testing.T) {
					moves := play(t, rs, seats, newBot, uint64(seats))
					if len(moves) == 0 {
						t.Fatal("no moves played")
					}
				})
			}
		}
	})
	t.Run("Deterministic", func(t *testing.T) {
		for _, rs := range []*nobles.Ruleset{perNoble, shared} {
			a := play(t, rs, 3, newBot, 42)
			b := play(t, rs, 3, newBot, 42)
			if !slices.Equal(a, b) {
				t.Fatalf("%s: the same seed gave different games (%d and %d moves)", rs.TurnCounting, len(a), len(b))
			}
		}
	})
	t.Run("NeverReadsHiddenState", func(t *testing.T) {
		for _, rs := range []*nobles.Ruleset{perNoble, shared} {
			hiddenStateBlind(t, rs, newBot)
		}
	})
}

// play plays one game with a fresh bot at every seat, checking each move
// against the legal list and each view for tampering, and returns the
// moves made.
func play(t *testing.T, rs *nobles.Ruleset, seats int, newBot NewBot, seed uint64) []engine.SeatedMove {
	t.Helper()
	st, err := nobles.NewGame(rs, nobles.Setup{Seed: seed, Seats: make([]nobles.SeatSetup, seats), FirstSeat: int(seed) % seats})
	if err != nil {
		t.Fatal(err)
	}
	players := make([]bots.Bot, seats)
	for i := range players {
		players[i] = newBot(rs)
	}
	rng := rand.New(rand.NewPCG(seed, 0xb07))
	mem := bots.NewMemory(seats)
	mem.Add(st.Opening())
	var cur engine.State = st
	var moves []engine.SeatedMove
	for !cur.Outcome().Ended {
		if len(moves) > 100000 {
			t.Fatalf("the game did not end after %d moves", len(moves))
		}
		p := cur.Pending()
		if len(p) == 0 {
			t.Fatal("the game has not ended but nobody has a decision")
		}
		seat := p[0].Seat
		legal := cur.Legal(seat, nil)
		view := cur.View(seat)
		before := mustJSON(t, view)
		m := bots.Decide(players[seat], seat, view, mem.Seen(seat), slices.Clone(legal), rng)
		if !slices.Contains(legal, m) {
			t.Fatalf("move %d: %s chose %v; legal: %v", len(moves), players[seat].Name(), m, legal)
		}
		if after := mustJSON(t, view); after != before {
			t.Fatalf("move %d: %s changed the view it was given", len(moves), players[seat].Name())
		}
		next, evs, err := cur.Apply(seat, m)
		if err != nil {
			t.Fatalf("move %d: %v", len(moves), err)
		}
		mem.Add(evs)
		cur = next
		moves = append(moves, engine.SeatedMove{Seat: seat, Move: m})
	}
	return moves
}

// hiddenStateBlind walks a game and, at decisions with a choice, builds
// a second real position that the decider cannot tell from the first: the
// same View, but other Houses' Gems, the draw piles and the generator
// drawn afresh. A fresh bot must decide the same in both under the same
// seed.
func hiddenStateBlind(t *testing.T, rs *nobles.Ruleset, newBot NewBot) {
	t.Helper()
	for _, seats := range []int{2, 4} {
		st, err := nobles.NewGame(rs, nobles.Setup{Seed: uint64(seats) * 11, Seats: make([]nobles.SeatSetup, seats)})
		if err != nil {
			t.Fatal(err)
		}
		walk := rand.New(rand.NewPCG(uint64(seats), 5))
		mem := bots.NewMemory(seats)
		mem.Add(st.Opening())
		checked := 0
		for step := 0; !st.Ended(); step++ {
			d := st.Pending()[0]
			if len(d.Moves) > 1 && step%3 == 0 {
				checked++
				v := st.ViewFor(d.Seat)
				know, err := nobles.Remember(v, mem.Seen(d.Seat))
				if err != nil {
					t.Fatalf("suite bug: the whole history was refused: %v", err)
				}
				// Without a history the twin's Gems are drawn afresh;
				// with one, they are what the announced Gives reveal.
				for _, seen := range [][]engine.Event{nil, mem.Seen(d.Seat)} {
					var k *nobles.Knowledge
					if seen != nil {
						k = know
					}
					det, err := nobles.NewDeterminizer(rs, v, k)
					if err != nil {
						t.Fatalf("determinize: %v", err)
					}
					other := det.Sample(rand.New(rand.NewPCG(uint64(step), 77)), nil)
					if mustJSON(t, other.ViewFor(d.Seat)) != mustJSON(t, v) {
						t.Fatal("suite bug: the twin position shows the seat a different view")
					}
					if mustJSON(t, st) == mustJSON(t, other) {
						continue // nothing hidden to vary yet
					}
					a := bots.Decide(newBot(rs), d.Seat, st.View(d.Seat), seen, d.Moves, rand.New(rand.NewPCG(9, uint64(step))))
					b := bots.Decide(newBot(rs), d.Seat, other.View(d.Seat), seen, d.Moves, rand.New(rand.NewPCG(9, uint64(step))))
					if a != b {
						t.Fatalf("%d seats, move %d (history %v): the bot chose %v in one position and %v in its twin, which differs only in hidden state", seats, step, seen != nil, a, b)
					}
				}
			}
			evs, err := st.Step(d.Seat, d.Moves[walk.IntN(len(d.Moves))], nil)
			if err != nil {
				t.Fatal(err)
			}
			mem.Add(evs)
		}
		if checked == 0 {
			t.Fatalf("%d seats: no decision checked", seats)
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("view does not serialise: %v", err)
	}
	return string(b)
}
