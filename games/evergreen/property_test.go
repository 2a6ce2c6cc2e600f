package evergreen_test

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/evergreen"
)

// TestRandomGames plays random legal games for every table size, on the
// default and a variant with the sun starting west, and checks the
// invariants of the rules: on deals rapid draws (views checked at every
// 5th move) and on 200 seeded deals (20 with -short; every 13th move).
func TestRandomGames(t *testing.T) {
	sets := []*evergreen.Ruleset{rules(t, ""), rules(t, `{"sun_start":"west","seasons":[2,3,1]}`)}
	enginetest.Deals{From: 1, To: 4, Rules: 2, Games: 200}.Random(t, 5, 13, func(t enginetest.Fataler, d enginetest.Deal, viewEvery int) {
		checkRandomGame(t, sets[d.Rules], d, viewEvery)
	})
}

// checkRandomGame plays one game of random legal moves, the seat to move
// chosen at random among those deciding at once, and checks:
//   - every legal move applies, Apply never changes the receiver and a
//     move of a seat with nothing to decide is refused (enginetest, at
//     every viewEvery-th move);
//   - views never show the draw pile's order, and the determinized view
//     rebuilds the public state exactly;
//   - scores never go negative and equal the sum of points by source;
//   - the game ends after exactly the rule set's rounds, each seat having
//     picked once per round (or found the row empty);
//   - replaying the seed and moves reaches the same state.
func checkRandomGame(t enginetest.Fataler, rs *evergreen.Ruleset, d enginetest.Deal, viewEvery int) {
	seats, rng := d.Seats, d.Rng
	start, err := evergreen.NewGame(rs, evergreen.Setup{Seed: d.Seed, Seats: make([]evergreen.SeatSetup, seats), FirstSeat: d.First})
	if err != nil {
		t.Fatalf("NewGame: %v", err)
	}
	var evs []engine.Event
	final, moves := enginetest.PlayRandom(t, start, enginetest.Random{Rng: rng, MaxMoves: 5000, CheckEvery: viewEvery, Each: func(tr enginetest.Turn) {
		st := tr.After.(*evergreen.State)
		evs = append(evs, tr.Events...)
		for s := range seats {
			pl := st.Player(s)
			sum := 0
			for season := range rs.Seasons {
				for _, v := range st.Points(s, season) {
					if v < 0 {
						t.Fatalf("seat %d: negative points", s)
					}
					sum += v
				}
			}
			if pl.Score < 0 || sum != pl.Score {
				t.Fatalf("seat %d: score %d, points by source sum to %d", s, pl.Score, sum)
			}
		}
		if (tr.Index+1)%viewEvery == 0 {
			checkView(t, rs, st, seats, rng)
		}
	}})
	st := final.(*evergreen.State)
	picks := make([]int, seats)
	for _, e := range evs {
		if e.Type == evergreen.EvPick || e.Type == evergreen.EvNoCard {
			picks[e.Seat]++
		}
	}
	for s, n := range picks {
		if n != rs.Rounds() {
			t.Fatalf("seat %d had %d turns to pick in %d rounds", s, n, rs.Rounds())
		}
	}
	if st.Round() != rs.Rounds() {
		t.Fatalf("game ended after %d rounds, want %d", st.Round(), rs.Rounds())
	}
	out := st.Outcome()
	if !out.Ended || len(out.Scores) != seats || (seats > 1 && len(out.Winners) != 1) {
		t.Fatalf("outcome %+v", out)
	}
	checkSeasons(t, rs, st, evs)
	enginetest.CheckReplay(t, start, st, moves)
}

// checkView checks that no view carries the draw pile's order and that a
// state determinized from a view shows the same view again.
func checkView(t enginetest.Fataler, rs *evergreen.Ruleset, st *evergreen.State, seats int, rng *rand.Rand) {
	snap := st.Snapshot()
	for viewer := engine.Seat(-1); viewer < engine.Seat(seats); viewer++ {
		v := st.ViewFor(viewer)
		b, _ := json.Marshal(v)
		if bytes.Contains(b, []byte(`"draw_order"`)) || bytes.Contains(b, []byte(`"rng"`)) {
			t.Fatalf("view of %d shows the hidden deck or generator", viewer)
		}
		for _, id := range snap.DrawOrder {
			if bytes.Contains(b, []byte(`"`+id+`"`)) {
				t.Fatalf("view of %d names card %s, which lies in the draw pile", viewer, id)
			}
		}
		if viewer < 0 {
			continue
		}
		d, err := evergreen.Determinize(rs, v, rng)
		if err != nil {
			t.Fatalf("determinize: %v", err)
		}
		if again := d.ViewFor(viewer); !reflect.DeepEqual(again, v) {
			a, _ := json.Marshal(again)
			t.Fatalf("determinized view differs:\n%s\n%s", a, b)
		}
	}
}

// TestTinyDeck plays random games with a deck of six cards, which cannot
// fill the row for long: seats left without a card must sit the round
// out, and the game must still end after its rounds.
func TestTinyDeck(t *testing.T) {
	rs := rules(t, `{"fertility_setup":1,"cards":[
		{"id":"a","biome":"grassland","power":"sprout","symbol":"fertility","provenance":"provisional"},
		{"id":"b","biome":"flowers","power":"lake","symbol":"drought","provenance":"provisional"},
		{"id":"c","biome":"wheat","power":"bud","symbol":"none","provenance":"provisional"},
		{"id":"d","biome":"wild","power":"bush","symbol":"none","provenance":"provisional"},
		{"id":"e","biome":"rock","power":"big-tree","symbol":"fertility","provenance":"provisional"},
		{"id":"f","biome":"snow","power":"small-tree","symbol":"none","provenance":"provisional"}]}`)
	for seats := 1; seats <= 4; seats++ {
		for g := range 5 {
			checkRandomGame(t, rs, enginetest.Deal{Seats: seats, First: g % seats, Seed: uint64(g) + 11, Rng: rand.New(rand.NewPCG(uint64(g), 1))}, 3)
		}
	}
}

// checkSeasons checks the record of each season's scoring (State.Seasons)
// against the scoring's own events: one record per season, the sun's
// side, each seat's sun points and its largest forest as scored, points
// by source as the state keeps them, and the last season's planet as the
// game ended with it.
func checkSeasons(t enginetest.Fataler, rs *evergreen.Ruleset, st *evergreen.State, evs []engine.Event) {
	recs := st.Seasons().([]evergreen.SeasonRecord)
	if len(recs) != len(rs.Seasons) {
		t.Fatalf("%d season records for %d seasons", len(recs), len(rs.Seasons))
	}
	k := 0
	for _, e := range evs {
		switch e.Type {
		case evergreen.EvSeasonEnds:
			k++
		case evergreen.EvSun, evergreen.EvForest:
			r := recs[k].Seats[e.Seat]
			if e.Type == evergreen.EvSun && (r.Points.Sun != e.Amount || recs[k].Side != e.Detail) {
				t.Fatalf("season %d, seat %d: sun %d from %s scored, recorded %d from %s", k+1, e.Seat, e.Amount, e.Detail, r.Points.Sun, recs[k].Side)
			}
			if e.Type == evergreen.EvForest && len(r.Largest)*rs.Sun.ForestPoints != e.Amount {
				t.Fatalf("season %d, seat %d: forest %d scored, recorded a forest of %d", k+1, e.Seat, e.Amount, len(r.Largest))
			}
		}
	}
	for i := range st.Seats() {
		last := recs[len(recs)-1].Seats[i]
		if want := st.ViewFor(engine.Spectator).Players[i].Planet; !reflect.DeepEqual(last.Planet, want) {
			t.Fatalf("seat %d: the last season recorded planet %v, the game ended with %v", i, last.Planet, want)
		}
		for s, r := range recs {
			pt := st.Points(i, s)
			if r.Seats[i].Points.Bud != pt[evergreen.SrcBud] || r.Seats[i].Points.Fertility != pt[evergreen.SrcFertility] {
				t.Fatalf("seat %d, season %d: recorded points %+v, the state has %v", i, s+1, r.Seats[i].Points, pt)
			}
		}
	}
}
