package evergreen

import "evergreen/engine"

// SunPoints scores planet under the sun shining from side (0 north, then
// clockwise): rays run in parallel from that side across every row or
// column. A small tree shades the next SmallShade spaces behind it and a
// big tree the next BigShade, but a small tree never shades a big tree;
// shaded trees still cast shade, and sprouts, bushes and lakes neither
// cast nor catch it. Each lit small tree scores SmallPoints, each lit big
// tree BigPoints.
func (rs *Ruleset) SunPoints(planet *[MaxCells]Piece, side int) int {
	w, h := rs.width, rs.height
	lines, length := w, h
	if side&1 == 1 {
		lines, length = h, w
	}
	sun := &rs.Sun
	total := 0
	for l := range lines {
		shadeAll, shadeSmall := 0, 0 // spaces still in shade for every tree, for small trees
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
				}
			case BigTree:
				if shadeAll == 0 {
					total += sun.BigPoints
				}
			}
			shadeAll, shadeSmall = max(0, shadeAll-1), max(0, shadeSmall-1)
			switch planet[c] {
			case SmallTree:
				shadeSmall = max(shadeSmall, sun.SmallShade)
			case BigTree:
				shadeAll = max(shadeAll, sun.BigShade)
			}
		}
	}
	return total
}

// ForestSize is the number of pieces in planet's largest forest: small
// trees, big trees and bushes joined orthogonally.
func (rs *Ruleset) ForestSize(planet *[MaxCells]Piece) int {
	var seen [MaxCells]bool
	var stack [MaxCells]int16
	best := 0
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
		best = max(best, n)
	}
	return best
}

// endSeason scores sun and forest for every seat, discards the season's
// cards and turns the sun, or ends the game after the last season.
func (f *flow) endSeason() {
	s := f.s
	side := s.rs.sunStart + s.season
	for i := range s.players {
		p := &s.players[i]
		sun := s.rs.SunPoints(&p.Planet, side)
		f.score(i, SrcSun, sun)
		f.emit(EvSun, i, sun, "", SideName(side))
		forest := s.rs.ForestSize(&p.Planet) * s.rs.Sun.ForestPoints
		f.score(i, SrcForest, forest)
		f.emit(EvForest, i, forest, "", "")
	}
	f.emit(EvSeasonEnds, int(engine.NoSeat), s.season+1, "", "")
	for i := range s.players {
		p := &s.players[i]
		s.discard = append(s.discard, p.Hand[:p.HandN]...)
		p.HandN = 0
	}
	s.discard = append(s.discard, s.automa...)
	s.automa = s.automa[:0]
	if s.season == len(s.rs.Seasons)-1 {
		f.endGame()
		return
	}
	s.season++
	s.inSeas = 0
	f.beginSeason()
}

// endGame scores each big tree for its biome's fertility and names the
// winner.
func (f *flow) endGame() {
	s := f.s
	for b := range s.rs.Biomes {
		fert := s.Fertility(b)
		for i := range s.players {
			p := &s.players[i]
			big := 0
			for _, c := range s.rs.biomeCells[b] {
				if p.Planet[c] == BigTree {
					big++
				}
			}
			if pts := big * fert; big > 0 {
				f.score(i, SrcFertility, pts)
				f.emit(EvFertileScore, i, pts, s.rs.Biomes[b].ID, "")
			}
		}
	}
	s.phase = phaseOver
	for i := range s.players {
		s.players[i].turn = blankTurn()
	}
	f.emit(EvGameEnds, int(engine.NoSeat), 0, "", "")
	if f.quiet {
		return
	}
	out := s.Outcome()
	for i := range s.players {
		f.emit(EvScore, i, out.Scores[i], "", "")
	}
	for _, w := range out.Winners {
		f.emit(EvWinner, int(w), 0, "", "")
	}
}

// Outcome reports the result once the game has ended: the most points
// wins, and a tie goes to the tied seat closest to the first player in
// turn order (the first player first). A solitary player wins by reaching
// the rule set's solo.win_at.
func (s *State) Outcome() engine.Outcome {
	if s.phase != phaseOver {
		return engine.Outcome{}
	}
	out := engine.Outcome{Ended: true, Scores: make([]int, len(s.players))}
	best := -1
	for i := range s.players {
		out.Scores[i] = s.players[i].Score
	}
	if len(s.players) == 1 {
		if out.Scores[0] >= s.rs.Solo.WinAt {
			out.Winners = []engine.Seat{0}
		}
		return out
	}
	for k := range s.players {
		i := (s.first + k) % len(s.players)
		if out.Scores[i] > best {
			best = out.Scores[i]
			out.Winners = []engine.Seat{engine.Seat(i)}
		}
	}
	return out
}

// Rank returns the title of the solitary rank table for score, or "" if
// the table has none that low.
func (rs *Ruleset) Rank(score int) string {
	title := ""
	for _, r := range rs.Solo.Ranks {
		if score >= r.Min {
			title = r.Title
		}
	}
	return title
}
