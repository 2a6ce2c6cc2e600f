package evergreen

import "evergreen/engine"

// Preview is how the season's scoring reads one planet as it stands: what
// a player sees before committing a move. The scoring itself (SunPoints,
// ForestSize) walks the planet with the same code, without recording, so
// the preview and the points can never disagree.
type Preview struct {
	// Side is the side the sun shines from.
	Side string `json:"side"`
	// Sun and Forest are the points the season's scoring would give now.
	Sun    int `json:"sun"`
	Forest int `json:"forest"`
	// Lit lists the spaces of the trees the sun reaches.
	Lit []int `json:"lit"`
	// Shaded lists every tree in shade with the tree whose shadow falls
	// on it (the nearest one toward the sun).
	Shaded []Shade `json:"shaded"`
	// Shadow gives every space's shade: ShadowNone, ShadowSmall (a
	// small tree's shadow, which a big tree rises above) or ShadowAll.
	Shadow []int `json:"shadow"`
	// Largest lists the spaces of the largest forest (the first found
	// when several tie: they score alike).
	Largest []int `json:"largest"`
}

// Shade is one shaded tree: its space and the space of the tree casting
// the shadow.
type Shade struct {
	Space int `json:"space"`
	By    int `json:"by"`
}

// Shades of a space in Preview.Shadow.
const (
	ShadowNone  = 0
	ShadowSmall = 1
	ShadowAll   = 2
)

// Preview reads planet under the sun shining from side (0 north, then
// clockwise).
func (rs *Ruleset) Preview(planet *[MaxCells]Piece, side int) *Preview {
	p := &Preview{
		Side: SideName(side), Lit: []int{}, Shaded: []Shade{},
		Shadow: make([]int, rs.cells), Largest: []int{},
	}
	p.Sun = rs.sunRays(planet, side, p)
	p.Forest = rs.forest(planet, p) * rs.Sun.ForestPoints
	return p
}

// SunPoints scores planet under the sun shining from side (0 north, then
// clockwise): rays run in parallel from that side across every row or
// column. A small tree shades the next SmallShade spaces behind it and a
// big tree the next BigShade, but a small tree never shades a big tree;
// shaded trees still cast shade, and sprouts, bushes and lakes neither
// cast nor catch it. Each lit small tree scores SmallPoints, each lit big
// tree BigPoints.
func (rs *Ruleset) SunPoints(planet *[MaxCells]Piece, side int) int {
	return rs.sunRays(planet, side, nil)
}

// ForestSize is the number of pieces in planet's largest forest: small
// trees, big trees and bushes joined orthogonally.
func (rs *Ruleset) ForestSize(planet *[MaxCells]Piece) int {
	return rs.forest(planet, nil)
}

// sunRays is the one definition of light and shade. It records what it
// sees in out when out is not nil; search bots call it with nil, and pay
// for one comparison a space.
func (rs *Ruleset) sunRays(planet *[MaxCells]Piece, side int, out *Preview) int {
	w, h := rs.width, rs.height
	lines, length := w, h
	if side&1 == 1 {
		lines, length = h, w
	}
	sun := &rs.Sun
	total := 0
	for l := range lines {
		shadeAll, shadeSmall := 0, 0 // spaces still in shade for every tree, for small trees
		byAll, bySmall := -1, -1     // the trees casting those shadows
		for k := range length {
			var c int
			switch side & 3 {
			case 0: // north: down each column
				c = k*w + l
			case 1: // east: leftwards along each row
				c = l*w + (w - 1 - k)
			case 2: // south: up each column
				c = (h-1-k)*w + l
			default: // west: rightwards along each row
				c = l*w + k
			}
			switch planet[c] {
			case SmallTree:
				if shadeAll == 0 && shadeSmall == 0 {
					total += sun.SmallPoints
					if out != nil {
						out.Lit = append(out.Lit, c)
					}
				} else if out != nil {
					by := byAll
					if shadeSmall > 0 && (shadeAll == 0 || nearer(c, bySmall, byAll)) {
						by = bySmall
					}
					out.Shaded = append(out.Shaded, Shade{Space: c, By: by})
				}
			case BigTree:
				if shadeAll == 0 {
					total += sun.BigPoints
					if out != nil {
						out.Lit = append(out.Lit, c)
					}
				} else if out != nil {
					out.Shaded = append(out.Shaded, Shade{Space: c, By: byAll})
				}
			}
			if out != nil {
				switch {
				case shadeAll > 0:
					out.Shadow[c] = ShadowAll
				case shadeSmall > 0:
					out.Shadow[c] = ShadowSmall
				}
			}
			shadeAll, shadeSmall = max(0, shadeAll-1), max(0, shadeSmall-1)
			switch planet[c] {
			case SmallTree:
				if sun.SmallShade >= shadeSmall {
					shadeSmall, bySmall = sun.SmallShade, c
				}
			case BigTree:
				if sun.BigShade >= shadeAll {
					shadeAll, byAll = sun.BigShade, c
				}
			}
		}
	}
	return total
}

// nearer reports whether space a lies nearer c than space b along one
// ray (both lie on c's line, toward the sun).
func nearer(c, a, b int) bool {
	return abs(c-a) < abs(c-b)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// forest returns the size of planet's largest forest, recording its
// spaces in out when out is not nil.
func (rs *Ruleset) forest(planet *[MaxCells]Piece, out *Preview) int {
	var seen [MaxCells]bool
	var stack [MaxCells]int16
	best, bestStart := 0, -1
	for _, start := range rs.onPlanet {
		if seen[start] || !planet[start].inForest() {
			continue
		}
		n, top := 0, 0
		stack[top] = start
		top++
		seen[start] = true
		for top > 0 {
			top--
			c := stack[top]
			n++
			for _, d := range rs.adj[c] {
				if d >= 0 && !seen[d] && planet[d].inForest() {
					seen[d] = true
					stack[top] = d
					top++
				}
			}
		}
		if n > best {
			best, bestStart = n, int(start)
		}
	}
	if out != nil && bestStart >= 0 {
		out.Largest = rs.group(planet, bestStart)
	}
	return best
}

// group lists the forest pieces joined to start, in space order.
func (rs *Ruleset) group(planet *[MaxCells]Piece, start int) []int {
	var in [MaxCells]bool
	in[start] = true
	list := []int{start}
	for k := 0; k < len(list); k++ {
		for _, d := range rs.adj[list[k]] {
			if d >= 0 && !in[d] && planet[d].inForest() {
				in[d] = true
				list = append(list, int(d))
			}
		}
	}
	out := list[:0]
	for c := range rs.cells {
		if in[c] {
			out = append(out, c)
		}
	}
	return out
}

// Outlook is the season's points after one of a seat's listed moves on
// a space: what the browser shows while the pointer rests on the space,
// before the player commits.
type Outlook struct {
	Move   string `json:"move"`
	Space  int    `json:"space"`
	Sun    int    `json:"sun"`
	Forest int    `json:"forest"`
}

// outlook lists the Outlook of each of seat's listed moves on a space.
func (s *State) outlook(seat int) []Outlook {
	rs := s.rs
	side := rs.sunStart + s.season
	var out []Outlook
	for _, m := range s.Legal(engine.Seat(seat), nil) {
		if !m.HasOption || s.phase != phaseAct {
			continue
		}
		planet := s.players[seat].Planet
		switch m.Name {
		case MovePlant:
			planet[m.Option] = Sprout
		case MoveGrow:
			planet[m.Option]++
		case MoveBush:
			planet[m.Option] = Bush
		case MoveLake:
			planet[m.Option] = Lake
		default:
			continue
		}
		out = append(out, Outlook{Move: m.Name, Space: m.Option, Sun: rs.SunPoints(&planet, side),
			Forest: rs.ForestSize(&planet) * rs.Sun.ForestPoints})
	}
	return out
}
