package evergreen_test

import (
	"strings"
	"testing"
)

// column spreads a north-to-south line of pieces down column 0 of the
// grid, everything else empty.
func column(line string) []string {
	rows := make([]string, 6)
	for y := range rows {
		rows[y] = string(line[y]) + "...."
	}
	return rows
}

// TestSunShade checks light and shade along one column under the
// northern sun: a small tree shades one space, a big tree two, a small
// tree never shades a big tree, shaded trees still cast shade, and
// sprouts, bushes and lakes neither cast nor catch it.
func TestSunShade(t *testing.T) {
	rs := rules(t, short)
	for _, tc := range []struct {
		line string
		want int
	}{
		{"......", 0},
		{"t.....", 1},
		{"T.....", 2},
		{"tt....", 1}, // the second is in the first's shade
		{"t.t...", 2}, // a small tree shades only the next space
		{"T.t...", 2}, // a big tree shades two
		{"T..t..", 3}, // and no further
		{"tT....", 3}, // a small tree never shades a big tree
		{"TT....", 2}, // a big tree shades a big tree
		{"T.T...", 2}, // two spaces behind
		{"T..T..", 4}, // not three
		{"ttt...", 1}, // shaded small trees still cast shade
		{"T.Tt..", 2}, // a shaded big tree shades a small tree behind it
		{"T.T.T.", 2}, // a chain of big trees, each shaded by the last
		{"tst...", 2}, // sprouts cast no shade
		{"bt....", 1}, // nor bushes
		{"lT....", 2}, // nor lakes
		{"sbl...", 0}, // and none of them scores
		{"t.T...", 3}, // a lit small tree and a lit big tree
		// T lit; two t in its shade; a t in their shade; a T that small
		// trees cannot shade, lit; a t in its shade.
		{"TtttTt", 4},
	} {
		p, err := rs.ReadPlanet(column(tc.line))
		if err != nil {
			t.Fatal(err)
		}
		if got := rs.SunPoints(&p, 0); got != tc.want {
			t.Errorf("%s: %d points, want %d", tc.line, got, tc.want)
		}
	}
}

// TestSunFromEachSide scores one planet from all four sides; the four
// totals differ, so a side mixed up with another shows.
func TestSunFromEachSide(t *testing.T) {
	rs := rules(t, short)
	p, err := rs.ReadPlanet([]string{".T...", ".tT..", "..T..", ".....", ".....", "....."})
	if err != nil {
		t.Fatal(err)
	}
	// North (down the columns): column 1 T lit, t shaded; column 2 T
	// lit, T shaded. East (leftwards): T, T lit, t behind T shaded, T.
	// South (up the columns): t lit, T lit over it; T lit, T shaded.
	// West (rightwards): T; t lit and T lit behind it; T.
	for side, want := range []int{4, 6, 5, 7} {
		if got := rs.SunPoints(&p, side); got != want {
			t.Errorf("side %d: %d points, want %d", side, got, want)
		}
	}
}

func TestForest(t *testing.T) {
	rs := rules(t, short)
	for _, tc := range []struct {
		rows string
		want int
	}{
		{"...../...../...../...../...../.....", 0},
		{"t..../...../...../...../...../.....", 1},
		{"tT.../...../...../...../...../.....", 2},
		{"tbT../...../...../...../...../.....", 3}, // a bush joins the forest
		{"tsT../...../...../...../...../.....", 1}, // a sprout does not
		{"tlT../...../...../...../...../.....", 1}, // nor a lake
		{"t..../.t.../...../...../...../.....", 1}, // diagonals do not join
		{"tt.../.t.../.tt../...../...../T...T", 5}, // the largest of three forests
		{"bbbbb/...../...../...../...../.....", 5}, // bushes alone make a forest
	} {
		p, err := rs.ReadPlanet(strings.Split(tc.rows, "/"))
		if err != nil {
			t.Fatal(err)
		}
		if got := rs.ForestSize(&p); got != tc.want {
			t.Errorf("%s: forest of %d, want %d", tc.rows, got, tc.want)
		}
	}
}
