package everdell

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
)

// playRandom plays a random game and calls check after every move.
func playRandom(t *testing.T, rs *Ruleset, players int, seed uint64, check func(*State)) *State {
	t.Helper()
	su := Setup{Seed: seed, FirstSeat: int(seed) % players}
	for range players {
		su.Seats = append(su.Seats, SeatSetup{Name: "p"})
	}
	st, _, err := NewGame(rs, su)
	if err != nil {
		t.Fatal(err)
	}
	final, _ := enginetest.PlayRandom(t, st, enginetest.Random{Rng: rand.New(rand.NewPCG(seed, 7)), MaxMoves: 5000, Each: func(tr enginetest.Turn) {
		if len(tr.Open) != 1 {
			t.Fatalf("seed %d: pending %v", seed, tr.Open)
		}
		for _, e := range tr.Events {
			// A card that goes into or out of a hand unseen is named
			// only in Secret, which redaction clears for every seat but
			// its audience: the seat alone, or giver and receiver.
			switch e.Type {
			case EvDraw, EvDiscard, EvGiveCard:
				if e.Ref != "" || e.Secret == "" || e.Private != 0 {
					t.Fatalf("seed %d: event %+v names a hidden card in public, or by number", seed, e)
				}
				audience := []engine.Seat{e.Seat}
				if e.Type == EvGiveCard {
					to, _ := strconv.Atoi(e.Detail)
					audience = append(audience, engine.Seat(to))
				}
				for viewer := engine.Spectator; int(viewer) < st.Seats(); viewer++ {
					if sees := e.Redact(viewer).Secret != ""; sees != slices.Contains(audience, viewer) {
						t.Fatalf("seed %d: event %+v redacted for %d shows its card: %v, want %v", seed, e, viewer, sees, !sees)
					}
				}
			}
		}
		check(tr.After.(*State))
	}})
	return final.(*State)
}

// TestRandomGamesKeepInvariants plays random games at every table size
// and checks the rules' invariants after every move: hands within the
// limit, cities within theirs, no negative resources, workers within
// what a seat owns, every card somewhere.
func TestRandomGamesKeepInvariants(t *testing.T) {
	rs := defaultRuleset(t)
	total := rs.DeckSize()
	kinds := map[string]int{}
	for seed := range uint64(40) {
		players := 1 + int(seed)%4
		final := playRandom(t, rs, players, seed, func(s *State) {
			if len(s.tasks) > 0 {
				kinds[s.tasks[len(s.tasks)-1].Kind+":"+s.tasks[len(s.tasks)-1].Then]++
			}
			n := len(s.deck) + len(s.discard) + len(s.meadow)
			for i := range s.players {
				p := &s.players[i]
				if len(p.Hand) > rs.HandLimit {
					t.Fatalf("seed %d: seat %d holds %d cards", seed, i, len(p.Hand))
				}
				if sp := s.spaces(i); sp > rs.CityLimit {
					t.Fatalf("seed %d: seat %d's city takes %d spaces", seed, i, sp)
				}
				for r, v := range p.Res {
					if v < 0 {
						t.Fatalf("seed %d: seat %d has %d %s", seed, i, v, resNames[r])
					}
				}
				if p.available() < 0 {
					t.Fatalf("seed %d: seat %d placed more workers than it has", seed, i)
				}
				n += len(p.Hand) + len(p.City)
				for _, cc := range p.City {
					n += len(cc.Under)
				}
			}
			if s.rival != nil {
				n += len(s.rival.Cards)
			}
			for _, tk := range s.tasks {
				n += len(tk.Cards)
			}
			if s.players[s.turn].Passed && !s.over {
				t.Fatalf("seed %d: a seat that passed is to play", seed)
			}
			if n > total {
				t.Fatalf("seed %d: %d cards in play, the deck has %d", seed, n, total)
			}
		})
		// A lone player may lose to the solitary rival; otherwise someone wins.
		if o := final.Outcome(); !o.Ended || (len(o.Winners) == 0 && final.rival == nil) {
			t.Fatalf("seed %d: outcome %+v", seed, o)
		}
	}
	t.Logf("tasks seen: %v", kinds)
}

// TestApplyLeavesReceiver checks that Apply never changes the state it
// is called on.
func TestApplyLeavesReceiver(t *testing.T) {
	rs, _ := Default()
	st, _, _ := NewGame(rs, Setup{Seed: 3, Seats: []SeatSetup{{"a"}, {"b"}}})
	before := st.Snapshot()
	m := st.Legal(0, nil)[0]
	if _, _, err := st.Apply(0, m); err != nil {
		t.Fatal(err)
	}
	if after := st.Snapshot(); !equalJSON(t, before, after) {
		t.Fatal("Apply changed its receiver")
	}
	if _, _, err := st.Apply(1, m); err == nil {
		t.Fatal("seat 1 moved out of turn")
	}
	_ = engine.Spectator
}
