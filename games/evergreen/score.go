package evergreen

import "evergreen/engine"

// endSeason scores sun and forest for every seat, discards the season's
// cards and turns the sun, or ends the game after the last season.
func (f *flow) endSeason() {
	s := f.s
	side := s.rs.sunStart + s.season
	s.recordSeason()
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
