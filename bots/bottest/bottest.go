// Package bottest is the conformance suite every Evergreen bot passes:
//
//   - it plays only legal moves, and leaves the view it is given as it
//     found it;
//   - it never reads hidden state: it is handed nothing but its seat's
//     View, and two real positions that differ only in what the seat
//     cannot see (other Houses' Gems, the order of the draw piles, the
//     generator) get the same decision under the same seed;
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
		m := players[seat].Choose(seat, view, slices.Clone(legal), rng)
		if !slices.Contains(legal, m) {
			t.Fatalf("move %d: %s chose %v; legal: %v", len(moves), players[seat].Name(), m, legal)
		}
		if after := mustJSON(t, view); after != before {
			t.Fatalf("move %d: %s changed the view it was given", len(moves), players[seat].Name())
		}
		next, _, err := cur.Apply(seat, m)
		if err != nil {
			t.Fatalf("move %d: %v", len(moves), err)
		}
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
		checked := 0
		for step := 0; !st.Ended(); step++ {
			d := st.Pending()[0]
			if len(d.Moves) > 1 && step%3 == 0 {
				checked++
				other, err := nobles.Determinize(rs, st.ViewFor(d.Seat), rand.New(rand.NewPCG(uint64(step), 77)))
				if err != nil {
					t.Fatalf("determinize: %v", err)
				}
				if mustJSON(t, other.ViewFor(d.Seat)) != mustJSON(t, st.ViewFor(d.Seat)) {
					t.Fatal("suite bug: the twin position shows the seat a different view")
				}
				if mustJSON(t, st) == mustJSON(t, other) {
					continue // nothing hidden to vary yet
				}
				a := newBot(rs).Choose(d.Seat, st.View(d.Seat), d.Moves, rand.New(rand.NewPCG(9, uint64(step))))
				b := newBot(rs).Choose(d.Seat, other.View(d.Seat), d.Moves, rand.New(rand.NewPCG(9, uint64(step))))
				if a != b {
					t.Fatalf("%d seats, move %d: the bot chose %v in one position and %v in its twin, which differs only in hidden state", seats, step, a, b)
				}
			}
			next, _, err := st.Apply(d.Seat, d.Moves[walk.IntN(len(d.Moves))])
			if err != nil {
				t.Fatal(err)
			}
			st = next.(*nobles.State)
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
