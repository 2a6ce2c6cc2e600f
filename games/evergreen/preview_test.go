package evergreen_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/evergreen"
)

// TestPreviewShade reads one column under the northern sun and checks
// which trees are lit, which are shaded by which, and which spaces lie
// in which shadow: the light and shade a player sees on the board.
func TestPreviewShade(t *testing.T) {
	rs := rules(t, short)
	for _, tc := range []struct {
		line   string
		lit    []int
		shaded string // "space<by" for each shaded tree, in ray order
		shadow string // each space's shade: . none, s small trees only, A all
	}{
		{"......", nil, "", "......"},
		{"t.t...", []int{0, 2}, "", ".s.s.."},
		{"tt....", []int{0}, "1<0", ".ss..."},
		{"tT....", []int{0, 1}, "", ".sAA.."},
		{"T.Tt..", []int{0}, "2<0 3<2", ".AAAA."},
		// Space 2 lies in both shadows: the nearer caster, space 1, is named.
		{"TtttTt", []int{0, 4}, "1<0 2<1 3<2 5<4", ".AAssA"},
		// A big tree's shadow reaches two spaces, a small tree's one.
		{"T.t.t.", []int{0, 4}, "2<0", ".AAs.s"},
	} {
		p, err := rs.ReadPlanet(column(tc.line))
		if err != nil {
			t.Fatal(err)
		}
		pv := rs.Preview(&p, 0)
		var lit []int
		for _, c := range pv.Lit {
			lit = append(lit, c/5) // column 0: the row is the position
		}
		if !slices.Equal(lit, tc.lit) {
			t.Errorf("%s: lit %v, want %v", tc.line, lit, tc.lit)
		}
		var shaded []string
		for _, s := range pv.Shaded {
			shaded = append(shaded, fmt.Sprintf("%d<%d", s.Space/5, s.By/5))
		}
		if got := strings.Join(shaded, " "); got != tc.shaded {
			t.Errorf("%s: shaded %q, want %q", tc.line, got, tc.shaded)
		}
		var shadow []byte
		for y := range 6 {
			shadow = append(shadow, ".sA"[pv.Shadow[y*5]])
		}
		if string(shadow) != tc.shadow {
			t.Errorf("%s: shadow %s, want %s", tc.line, shadow, tc.shadow)
		}
	}
}

// TestPreviewForest: the largest forest's spaces, in space order.
func TestPreviewForest(t *testing.T) {
	rs := rules(t, short)
	p, err := rs.ReadPlanet(strings.Split("tt.../.t.../.tt../...../...../T...T", "/"))
	if err != nil {
		t.Fatal(err)
	}
	pv := rs.Preview(&p, 0)
	if want := []int{0, 1, 6, 11, 12}; !slices.Equal(pv.Largest, want) {
		t.Errorf("largest forest %v, want %v", pv.Largest, want)
	}
	if pv.Forest != 5 {
		t.Errorf("forest points %d, want 5", pv.Forest)
	}
}

// TestPreviewAgreesWithScoring: on random planets from every side, the
// preview's points are the scoring's, every tree is either lit or shaded
// once, and a lit tree's points add up to the sun's.
func TestPreviewAgreesWithScoring(t *testing.T) {
	rs := rules(t, short)
	rng := rand.New(rand.NewPCG(7, 11))
	for range 500 {
		rows := make([]string, 6)
		for y := range rows {
			var b strings.Builder
			for range 5 {
				b.WriteByte(".stTbl"[rng.IntN(6)])
			}
			rows[y] = b.String()
		}
		p, err := rs.ReadPlanet(rows)
		if err != nil {
			t.Fatal(err)
		}
		for side := range 4 {
			pv := rs.Preview(&p, side)
			if want := rs.SunPoints(&p, side); pv.Sun != want {
				t.Fatalf("%v side %d: preview sun %d, scoring %d", rows, side, pv.Sun, want)
			}
			if want := rs.ForestSize(&p); pv.Forest != want || len(pv.Largest) != want {
				t.Fatalf("%v: preview forest %d (%d spaces), scoring %d", rows, pv.Forest, len(pv.Largest), want)
			}
			sun, trees := 0, 0
			for _, c := range pv.Lit {
				sun += map[byte]int{'t': 1, 'T': 2}[rows[c/5][c%5]]
			}
			for _, r := range rows {
				trees += strings.Count(r, "t") + strings.Count(r, "T")
			}
			if sun != pv.Sun || len(pv.Lit)+len(pv.Shaded) != trees {
				t.Fatalf("%v side %d: lit %v shaded %v do not account for %d trees and %d points", rows, side, pv.Lit, pv.Shaded, trees, pv.Sun)
			}
			for _, s := range pv.Shaded {
				if by := rows[s.By/5][s.By%5]; by != 't' && by != 'T' {
					t.Fatalf("%v side %d: %d shaded by %d, which holds %q", rows, side, s.Space, s.By, by)
				}
			}
		}
	}
}

// TestOutlookAgreesWithMoves: through random games, every outlook a
// view offers is the preview the move then leads to, and each listed
// move on a space has one.
func TestOutlookAgreesWithMoves(t *testing.T) {
	rs := defaultRuleset(t)
	rng := rand.New(rand.NewPCG(3, 5))
	checked := 0
	for g := range 3 {
		st := enginetest.Start(t, evergreen.NewGame, rs, evergreen.Setup{Seed: uint64(g + 1), Seats: make([]evergreen.SeatSetup, 2)})
		for !st.Ended() {
			seat := st.Decider()
			v := st.ViewFor(seat)
			moves := st.Legal(seat, nil)
			onSpace := 0
			for _, m := range moves {
				if m.HasOption && m.Name != evergreen.MovePick {
					onSpace++
				}
			}
			out := v.Players[seat].Outlook
			if len(out) != onSpace {
				t.Fatalf("seat %d has %d moves on spaces and %d outlooks", seat, onSpace, len(out))
			}
			for _, o := range out {
				next, _, err := st.Apply(seat, engine.WithOption(o.Move, o.Space))
				if err != nil {
					t.Fatalf("outlook %+v: %v", o, err)
				}
				after := next.(*evergreen.State).ViewFor(seat)
				if after.Season != v.Season || after.Phase != "act" {
					continue // the move ended the season: its preview is the next sun's
				}
				if pv := after.Players[seat].Preview; pv.Sun != o.Sun || pv.Forest != o.Forest {
					t.Fatalf("outlook %+v, but after the move the preview says sun %d forest %d", o, pv.Sun, pv.Forest)
				}
				checked++
			}
			if err := st.StepQuiet(seat, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no outlook was checked")
	}
}
