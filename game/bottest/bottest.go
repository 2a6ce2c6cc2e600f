// Package bottest is the conformance suite every Evergreen bot passes, in
// every game it plays:
//
//   - it plays only legal moves, and leaves the view it is given as it
//     found it;
//   - it never reads hidden state: it is handed nothing but its seat's
//     View (and, if it is a bots.Recaller, the seat's redacted history),
//     and, for a game that can build them (Suite.Twin), two real positions
//     that differ only in what the seat cannot see get the same decision
//     under the same seed;
//   - it is deterministic: the same seed gives the same game;
//   - it finishes games at every table size the game allows, under every
//     rule set given.
//
// The suite knows no game: it starts games through game.Rules and drives
// every pending decision, simultaneous ones one at a time in seat order
// (bots.Next). A game's bots run it from their tests, naming the game:
//
//	func TestConformance(t *testing.T) {
//		bottest.Run(t, bottest.Suite{Game: mygame.New()}, func(r game.Rules) bots.Bot { return mybot.New(r) })
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
	"evergreen/game"
)

// Suite is the game the suite plays.
type Suite struct {
	// Game is the game played, at every table size of its range.
	Game game.Game
	// Rules are the rule sets played; none means the game's default.
	Rules []game.Rules
	// Twin, if set, returns a real position of rules r that seat cannot
	// tell from st (the same View) but that differs in hidden state,
	// drawn from rng; seen, when not nil, is seat's history, and the twin
	// must then also agree with what that history reveals. It returns nil
	// when nothing is hidden from seat yet. Without Twin the suite cannot
	// check that a bot is blind to hidden state.
	Twin func(r game.Rules, st engine.State, seat engine.Seat, seen []engine.Event, rng *rand.Rand) (engine.State, error)
}

// NewBot makes a bot for a game played under rules r.
type NewBot func(r game.Rules) bots.Bot

// Run runs the suite on bots made by newBot. newBot is called for every
// seat of every game, so a bot may keep per-game memory.
func Run(t *testing.T, s Suite, newBot NewBot) {
	rules := s.Rules
	if len(rules) == 0 {
		r, err := s.Game.Rules(nil)
		if err != nil {
			t.Fatalf("the default rules of %s: %v", s.Game.Name(), err)
		}
		rules = []game.Rules{r}
	}
	lo, hi := s.Game.Players()
	t.Run("FinishesLegally", func(t *testing.T) {
		for _, r := range rules {
			for seats := lo; seats <= hi; seats++ {
				t.Run(fmt.Sprintf("%s/%d", r.Code(), seats), func(t *testing.T) {
					moves := play(t, r, seats, newBot, uint64(seats))
					if len(moves) == 0 {
						t.Fatal("no moves played")
					}
				})
			}
		}
	})
	t.Run("Deterministic", func(t *testing.T) {
		seats := min(max(lo, 3), hi)
		for _, r := range rules {
			a := play(t, r, seats, newBot, 42)
			b := play(t, r, seats, newBot, 42)
			if !slices.Equal(a, b) {
				t.Fatalf("%s: the same seed gave different games (%d and %d moves)", r.Code(), len(a), len(b))
			}
		}
	})
	if s.Twin != nil {
		t.Run("NeverReadsHiddenState", func(t *testing.T) {
			for _, r := range rules {
				for _, seats := range slices.Compact([]int{lo, min(lo+2, hi)}) {
					hiddenStateBlind(t, s, r, seats, newBot)
				}
			}
		})
	}
}

// start deals a game of r with empty seats.
func start(t *testing.T, r game.Rules, seats int, seed uint64, first int) engine.State {
	t.Helper()
	st, err := r.Start(game.Setup{Seed: seed, Seats: make([]game.Seat, seats), First: first})
	if err != nil {
		t.Fatalf("%d seats: %v", seats, err)
	}
	return st
}

// opening is the events before the first move, if the game has any.
func opening(st engine.State) []engine.Event {
	if o, ok := st.(engine.Opener); ok {
		return o.Opening()
	}
	return nil
}

// play plays one game with a fresh bot at every seat, checking each move
// against the legal list and each view for tampering, and returns the
// moves made.
func play(t *testing.T, r game.Rules, seats int, newBot NewBot, seed uint64) []engine.SeatedMove {
	t.Helper()
	cur := start(t, r, seats, seed, int(seed)%seats)
	players := make([]bots.Bot, seats)
	for i := range players {
		players[i] = newBot(r)
	}
	rng := rand.New(rand.NewPCG(seed, 0xb07))
	mem := bots.NewMemory(seats)
	mem.Add(opening(cur))
	var moves []engine.SeatedMove
	for !cur.Outcome().Ended {
		if len(moves) > 100000 {
			t.Fatalf("the game did not end after %d moves", len(moves))
		}
		seat := bots.Next(cur)
		if seat < 0 {
			t.Fatal("the game has not ended but nobody has a decision")
		}
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

// hiddenStateBlind walks a game at random and, at every third decision
// with a choice, has the game build a twin position that the decider
// cannot tell from the real one. A fresh bot must decide the same in both
// under the same seed, first with no history and then with the seat's.
func hiddenStateBlind(t *testing.T, s Suite, r game.Rules, seats int, newBot NewBot) {
	t.Helper()
	st := start(t, r, seats, uint64(seats)*11, 0)
	walk := rand.New(rand.NewPCG(uint64(seats), 5))
	mem := bots.NewMemory(seats)
	mem.Add(opening(st))
	checked := 0
	for step := 0; !st.Outcome().Ended; step++ {
		seat := bots.Next(st)
		if seat < 0 {
			t.Fatal("the game has not ended but nobody has a decision")
		}
		legal := st.Legal(seat, nil)
		if len(legal) > 1 && step%3 == 0 {
			checked++
			view := mustJSON(t, st.View(seat))
			for _, seen := range [][]engine.Event{nil, mem.Seen(seat)} {
				other, err := s.Twin(r, st, seat, seen, rand.New(rand.NewPCG(uint64(step), 77)))
				if err != nil {
					t.Fatalf("twin of move %d: %v", step, err)
				}
				if other == nil {
					continue // nothing hidden to vary yet
				}
				if mustJSON(t, other.View(seat)) != view {
					t.Fatal("suite bug: the twin position shows the seat a different view")
				}
				a := bots.Decide(newBot(r), seat, st.View(seat), seen, legal, rand.New(rand.NewPCG(9, uint64(step))))
				b := bots.Decide(newBot(r), seat, other.View(seat), seen, legal, rand.New(rand.NewPCG(9, uint64(step))))
				if a != b {
					t.Fatalf("%d seats, move %d (history %v): the bot chose %v in one position and %v in its twin, which differs only in hidden state", seats, step, seen != nil, a, b)
				}
			}
		}
		next, evs, err := st.Apply(seat, legal[walk.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		st = next
		mem.Add(evs)
	}
	if checked == 0 {
		t.Fatalf("%d seats: no decision checked", seats)
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
