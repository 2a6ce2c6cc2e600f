package evergreen_test

import (
	"encoding/json"
	"slices"
	"testing"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// finish plays every open decision with its first legal move until the
// draft of the next round (or the end of the game).
func (g *game) finish() *game {
	g.t.Helper()
	for !g.st.Ended() {
		p := g.st.Pending()
		if p[0].Kind == evergreen.DecideDraft {
			return g
		}
		d := p[0]
		next, evs, err := g.st.Apply(d.Seat, d.Moves[0])
		if err != nil {
			g.t.Fatal(err)
		}
		g.st, g.evs = next.(*evergreen.State), append(g.evs, evs...)
	}
	return g
}

func eq(t *testing.T, what string, got, want any) {
	t.Helper()
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if string(g) != string(w) {
		t.Errorf("%s: got %s, want %s", what, g, w)
	}
}

func TestCompensation(t *testing.T) {
	rs := rules(t, short)
	g := newGame(t, rs, 2, nil, nil, nil, nil, nil)
	for seat, want := range []int{2, 3, 0, 1} {
		if p := g.st.Player(seat); p.Score != want || g.st.Points(seat, 0)[evergreen.SrcCompensation] != want {
			t.Errorf("seat %d starts with %d points, want %d", seat, p.Score, want)
		}
	}
	eq(t, "events", g.events(evergreen.EvCompensation), []string{"0:2::", "1:3::", "2:0::", "3:1::"})
	if g.kind(2) != evergreen.DecideDraft || g.st.Leaf() != 2 {
		t.Errorf("the first player must hold the leaf and pick first")
	}
}

func TestFertilitySetup(t *testing.T) {
	rs := rules(t, "")
	draws := []string{"grassland-lake", "grassland-sprout", "flowers-lake", "flowers-small-tree", "wheat-big-tree", "rock-bush", "swamp-lake", "snow-bud"}
	g := newGame(t, rs, 0, draws, nil)
	v := g.st.ViewFor(engine.Spectator)
	eq(t, "fertile", v.Fertile, map[string]int{"grassland": 1, "flowers": 1, "wheat": 1, "rock": 1, "swamp": 1, "snow": 0})
	eq(t, "reveals", len(g.events(evergreen.EvSetupReveal)), 7) // the eighth card is the first of the row
	eq(t, "reshuffle", g.events(evergreen.EvReshuffle), []string{"-1:2::setup"})
	eq(t, "row", v.Row[0].Card, "snow-bud")
	eq(t, "draw pile", v.Draw, 42-5-3)
	if slices.Contains(v.Discard, "grassland-lake") {
		t.Error("a card revealed at set-up without a fertility symbol must go back into the deck")
	}
}

func TestLeafPasses(t *testing.T) {
	rs := rules(t, short)
	g := newGame(t, rs, 0, []string{"grassland-sprout", "flowers-bud", "wheat-lake", "rock-lake"}, nil, nil, nil)
	g.refused(1, engine.ErrNotYourTurn, evergreen.MovePick, 0) // the leaf holder picks first
	g.do(0, evergreen.MovePick, 2)
	eq(t, "leaf laid", g.events(evergreen.EvLeafLaid), []string{"0:0:grassland-sprout:"})
	g.refused(0, engine.ErrNotYourTurn, evergreen.MovePick, 1)
	g.refused(1, engine.ErrIllegalMove, evergreen.MovePick, 2) // taken
	g.do(1, evergreen.MovePick, 0).do(2, evergreen.MovePick, 1)
	eq(t, "leaf passed", g.events(evergreen.EvLeafPassed), []string{"1:0::"})
	eq(t, "leftover", g.events(evergreen.EvFertility), []string{"-1:1:rock:rock-lake"})
	if len(g.st.Pending()) != 3 {
		t.Fatalf("every seat acts at once: %v", g.st.Pending())
	}
	g.finish()
	if g.st.Leaf() != 1 || g.kind(1) != evergreen.DecideDraft {
		t.Errorf("seat 1 took the leaf's card and must pick first next round")
	}
}

func TestLeafReturns(t *testing.T) {
	rs := rules(t, short)
	g := newGame(t, rs, 1, []string{"grassland-lake", "flowers-bud", "wheat-sprout"}, nil, nil)
	g.do(1, evergreen.MovePick, 1).do(0, evergreen.MovePick, 2)
	eq(t, "leaf returned", g.events(evergreen.EvLeafReturned), []string{"1:0::"})
	eq(t, "discarded", g.events(evergreen.EvDiscard), []string{"-1:0:grassland-lake:"})
	g.finish()
	if g.st.Leaf() != 1 || g.kind(1) != evergreen.DecideDraft {
		t.Errorf("nobody took the leaf's card: it stays with seat 1")
	}
}

// TestLeftovers lays four leftovers: a fertility symbol, a drought that
// flips it, a card with neither, and a drought with nothing to flip.
func TestLeftovers(t *testing.T) {
	rs := rules(t, short)
	draws := []string{
		"grassland-sprout", "flowers-bud", "wheat-sprout", // fertility
		"grassland-bush", "flowers-sprout", "wheat-small-tree", // drought
		"grassland-lake", "rock-small-tree", "rock-big-tree", // neither
		"snow-big-tree", "swamp-big-tree", "swamp-bush", // drought, nothing face up
	}
	g := newGame(t, rs, 0, draws, nil, nil)
	for range 4 {
		g.do(g.st.Leaf(), evergreen.MovePick, 1)
		g.do(1-g.st.Leaf(), evergreen.MovePick, 2)
		g.finish()
	}
	eq(t, "fertility", g.events(evergreen.EvFertility), []string{"-1:1:grassland:grassland-sprout"})
	eq(t, "drought", g.events(evergreen.EvDrought), []string{"-1:0:grassland:grassland-sprout", "-1:0:snow:"})
	eq(t, "discard", g.events(evergreen.EvDiscard), []string{"-1:0:grassland-lake:"})
	v := g.st.ViewFor(engine.Spectator)
	eq(t, "area", v.Fertility, []evergreen.FertileCard{{Card: "grassland-sprout"}, {Card: "grassland-bush", FaceUp: true}, {Card: "snow-big-tree", FaceUp: true}})
}

// solo starts a one-seat game on the grid whose card is the first of
// draws (the automa takes the second, the third is left over).
func solo(t *testing.T, card string, planet []string) *game {
	g := newGame(t, rules(t, short), 0, []string{card, "wild-bud", "rock-lake"}, planet)
	g.do(0, evergreen.MovePick, 0)
	eq(t, "automa", g.events(evergreen.EvAutoma), []string{"-1:1:wild-bud:"})
	return g
}

func TestActionAAndLake(t *testing.T) {
	g := solo(t, "grassland-lake", nil)
	g.do(0, evergreen.MoveOrder, evergreen.ActionFirst)
	g.refused(0, engine.ErrIllegalMove, evergreen.MovePlant, cell(0, 0)) // no action chosen yet
	g.do(0, evergreen.MoveAction, "A")
	g.refused(0, engine.ErrIllegalMove, evergreen.MovePlant, cell(0, 1)) // not grassland
	g.do(0, evergreen.MovePlant, cell(0, 0)).do(0, evergreen.MovePlant, cell(2, 0))
	g.refused(0, engine.ErrIllegalMove, evergreen.MovePlant, cell(2, 0)) // taken
	g.do(0, evergreen.MovePlant, cell(4, 0))
	eq(t, "kind", g.kind(0), evergreen.DecideLake)
	g.do(0, evergreen.MoveLake, cell(1, 0))
	eq(t, "legal", g.st.Legal(0, nil), []engine.Move{engine.WithOption("grow", 0), engine.WithOption("grow", 2), engine.M("skip")})
	g.do(0, evergreen.MoveGrow, cell(0, 0))
	eq(t, "legal", g.st.Legal(0, nil), []engine.Move{engine.WithOption("grow", 2), engine.M("skip")})
	g.do(0, evergreen.MoveSkip)
	eq(t, "planet", g.planet(0), "tls.s/...../...../...../...../.....")
	eq(t, "done", g.events(evergreen.EvDone), []string{"0:0::"})
}

func TestLakeGrowsTwo(t *testing.T) {
	g := solo(t, "grassland-lake", []string{"s.t..", ".....", ".....", ".....", ".....", "....."})
	g.do(0, evergreen.MoveOrder, evergreen.PowerFirst)
	g.do(0, evergreen.MoveLake, cell(1, 0))
	g.do(0, evergreen.MoveGrow, cell(2, 0)).do(0, evergreen.MoveGrow, cell(0, 0))
	eq(t, "planet", g.planet(0), "tlT../...../...../...../...../.....")
	eq(t, "kind", g.kind(0), evergreen.DecideAction) // two growths: the lake is done, the action follows
	eq(t, "grown", g.events(evergreen.EvGrow), []string{"0:2:big-tree:lake", "0:0:small-tree:lake"})
}

func TestActionCAndPowerOnItsSprout(t *testing.T) {
	g := solo(t, "grassland-small-tree", []string{"s....", ".....", ".....", ".....", ".....", "....."})
	g.do(0, evergreen.MoveOrder, evergreen.ActionFirst).do(0, evergreen.MoveAction, "C")
	eq(t, "kind", g.kind(0), evergreen.DecidePlantOrGrow)
	g.do(0, evergreen.MovePlant, cell(1, 0))
	g.refused(0, engine.ErrIllegalMove, evergreen.MoveGrow, cell(1, 0)) // the sprout just planted
	g.do(0, evergreen.MoveGrow, cell(0, 0))
	// The power may act on what the action placed.
	eq(t, "kind", g.kind(0), evergreen.DecideSmallTree)
	g.do(0, evergreen.MoveGrow, cell(1, 0))
	eq(t, "planet", g.planet(0), "tt.../...../...../...../...../.....")
	eq(t, "track", g.events(evergreen.EvTrack), []string{"0:1:small-tree:"})
}

func TestActionBGrowsTwoDifferent(t *testing.T) {
	g := solo(t, "grassland-bud", []string{"st...", ".....", ".....", ".....", ".....", "....."})
	g.do(0, evergreen.MoveOrder, evergreen.PowerFirst)
	eq(t, "bud", g.events(evergreen.EvBud), []string{"0:1::"})
	g.do(0, evergreen.MoveAction, "B").do(0, evergreen.MoveGrow, cell(0, 0))
	g.refused(0, engine.ErrIllegalMove, evergreen.MoveGrow, cell(0, 0)) // the same plant twice
	g.do(0, evergreen.MoveGrow, cell(1, 0))
	eq(t, "planet", g.planet(0), "tT.../...../...../...../...../.....")
	eq(t, "done", g.events(evergreen.EvDone), []string{"0:0::"})
}

func TestActionD(t *testing.T) {
	g := solo(t, "grassland-bud", nil)
	g.do(0, evergreen.MoveOrder, evergreen.ActionFirst).do(0, evergreen.MoveAction, "D")
	g.do(0, evergreen.MovePlant, cell(3, 5)) // anywhere
	eq(t, "planet", g.planet(0), "...../...../...../...../...../...s.")
	eq(t, "score", g.st.Player(0).Score, 1)
	eq(t, "bud points", g.st.Points(0, 0)[evergreen.SrcBud], 1)
}

func TestWildCardBiome(t *testing.T) {
	g := newGame(t, rules(t, short), 0, []string{"wild-sprout", "wild-bud", "rock-lake"}, []string{"TTTTT", ".....", ".....", ".....", ".....", "....."})
	g.do(0, evergreen.MovePick, 0)
	g.do(0, evergreen.MoveOrder, evergreen.ActionFirst).do(0, evergreen.MoveAction, "A")
	eq(t, "kind", g.kind(0), evergreen.DecideBiome)
	eq(t, "biomes", len(g.st.Legal(0, nil)), 5) // grassland is full
	g.refused(0, engine.ErrIllegalMove, evergreen.MoveBiome, "grassland")
	g.do(0, evergreen.MoveBiome, "snow")
	g.refused(0, engine.ErrIllegalMove, evergreen.MovePlant, cell(0, 4))
	g.do(0, evergreen.MovePlant, cell(0, 5))
}

func TestForfeits(t *testing.T) {
	g := solo(t, "grassland-big-tree", []string{"TTTT.", ".....", ".....", ".....", ".....", "....."})
	g.do(0, evergreen.MoveOrder, evergreen.ActionFirst)
	g.refused(0, engine.ErrIllegalMove, evergreen.MoveAction, "B") // nothing grows in grassland
	g.do(0, evergreen.MoveAction, "A").do(0, evergreen.MovePlant, cell(4, 0))
	eq(t, "forfeits", g.events(evergreen.EvForfeit), []string{"0:2:action:", "0:1:big-tree:"})
	eq(t, "done", g.events(evergreen.EvDone), []string{"0:0::"})
}

// TestSimultaneous plays one action phase in two different orders: each
// seat's moves touch only its own planet, so both reach the same state.
func TestSimultaneous(t *testing.T) {
	rs := rules(t, short)
	draws := []string{"grassland-lake", "flowers-sprout", "wheat-small-tree", "rock-bud"}
	a := newGame(t, rs, 0, draws, nil, nil, nil)
	b := newGame(t, rs, 0, draws, nil, nil, nil)
	for _, g := range []*game{a, b} {
		g.do(0, evergreen.MovePick, 0).do(1, evergreen.MovePick, 1).do(2, evergreen.MovePick, 2)
	}
	for len(a.st.Pending()) > 0 && a.st.Pending()[0].Kind != evergreen.DecideDraft {
		d := a.st.Pending()[0] // the lowest seat first
		a.do(int(d.Seat), d.Moves[len(d.Moves)-1].Name, arg(d.Moves[len(d.Moves)-1])...)
	}
	for len(b.st.Pending()) > 0 && b.st.Pending()[0].Kind != evergreen.DecideDraft {
		p := b.st.Pending()
		d := p[len(p)-1] // the highest seat first
		b.do(int(d.Seat), d.Moves[len(d.Moves)-1].Name, arg(d.Moves[len(d.Moves)-1])...)
	}
	sa, _ := json.Marshal(a.st)
	sb, _ := json.Marshal(b.st)
	if string(sa) != string(sb) {
		t.Errorf("the order of simultaneous moves changed the game:\n%s\n%s", sa, sb)
	}
}

func arg(m engine.Move) []any {
	switch {
	case m.HasOption:
		return []any{m.Option}
	case m.Item != "":
		return []any{m.Item}
	}
	return nil
}

// TestFinalFertilityAndTieBreak ends a one-round game on two identical
// planets where nothing can be placed: both score the same, and the tie
// goes to the first player.
func TestFinalFertilityAndTieBreak(t *testing.T) {
	planet := []string{"TTlll", "lllll", "lllll", "lllll", "lllll", "Tllll"}
	for first := range 2 {
		rs := rules(t, `{"seasons":[1],"fertility_setup":2,"compensation":[0,0,0,0],`+grid+`}`)
		g := newGame(t, rs, first, []string{"grassland-sprout", "grassland-small-tree", "flowers-sprout", "wheat-sprout", "snow-big-tree"}, planet, planet)
		g.do(first, evergreen.MovePick, 1).do(1-first, evergreen.MovePick, 2)
		g.finish()
		// Sun from the north: three lit big trees; forest of two; two
		// big trees in grassland, whose fertility is 2.
		eq(t, "sun", g.events(evergreen.EvSun), []string{"0:6::north", "1:6::north"})
		eq(t, "forest", g.events(evergreen.EvForest), []string{"0:2::", "1:2::"})
		eq(t, "fertility", g.events(evergreen.EvFertileScore), []string{"0:4:grassland:", "1:4:grassland:", "0:0:snow:", "1:0:snow:"})
		out := g.st.Outcome()
		eq(t, "outcome", out, engine.Outcome{Ended: true, Scores: []int{12, 12}, Winners: []engine.Seat{engine.Seat(first)}})
	}
}

// TestTieBreakTurnOrder ties seats 0 and 1 at a three-seat table where
// seat 2 is first: in turn order from seat 2, seat 0 comes before seat
// 1, so seat 0 wins.
func TestTieBreakTurnOrder(t *testing.T) {
	full := []string{"TTlll", "lllll", "lllll", "lllll", "lllll", "Tllll"}
	poor := []string{"Tllll", "lllll", "lllll", "lllll", "lllll", "lllll"}
	rs := rules(t, `{"seasons":[1],"fertility_setup":0,"compensation":[0,0,0,0],`+grid+`}`)
	g := newGame(t, rs, 2, []string{"flowers-sprout", "wheat-sprout", "rock-lake", "snow-bush"}, full, full, poor)
	g.do(2, evergreen.MovePick, 0).do(0, evergreen.MovePick, 1).do(1, evergreen.MovePick, 2)
	g.finish()
	out := g.st.Outcome()
	eq(t, "scores", out.Scores, []int{8, 8, 3})
	eq(t, "winners", out.Winners, []engine.Seat{0})
}
