package evergreen

import "slices"

// SeasonRecord is what one season's scoring saw: for each seat, the
// planet as it was scored, the trees the sun lit, the largest forest,
// and the season's points by source (the last season's include the
// fertility scored at the end of the game). The scenario output and the
// replay of a finished table carry one per season scored
// (game.SeasonRecorder).
type SeasonRecord struct {
	// Season counts from 1.
	Season int `json:"season"`
	// Side is the side the sun shone from.
	Side  string       `json:"side"`
	Seats []SeasonSeat `json:"seats"`
}

// SeasonSeat is one seat's part of a SeasonRecord.
type SeasonSeat struct {
	Seat   int      `json:"seat"`
	Planet []string `json:"planet"`
	// Lit lists the spaces of the trees the sun reached.
	Lit []int `json:"lit"`
	// Largest lists the spaces of the largest forest (the first found
	// when several tie).
	Largest []int        `json:"largest"`
	Points  SeasonPoints `json:"points"`
}

// recordSeason keeps every seat's planet as the season's scoring sees
// it. The list is shared by copies of the state and never changed in
// place: a new season's planets go into a fresh array.
func (s *State) recordSeason() {
	planets := make([][MaxCells]Piece, len(s.players))
	for i := range s.players {
		planets[i] = s.players[i].Planet
	}
	s.scored = append(slices.Clip(s.scored), planets)
}

// Seasons returns a SeasonRecord for every season scored so far, in
// order (game.SeasonRecorder).
func (s *State) Seasons() any {
	rs := s.rs
	out := make([]SeasonRecord, len(s.scored))
	for k, planets := range s.scored {
		side := rs.sunStart + k
		rec := SeasonRecord{Season: k + 1, Side: SideName(side)}
		for i := range planets {
			pv := rs.Preview(&planets[i], side)
			pt := s.Points(i, k)
			rec.Seats = append(rec.Seats, SeasonSeat{
				Seat: i, Planet: rs.PlanetRows(&planets[i]), Lit: pv.Lit, Largest: pv.Largest,
				Points: SeasonPoints{Compensation: pt[SrcCompensation], Sun: pt[SrcSun], Forest: pt[SrcForest],
					Bud: pt[SrcBud], Fertility: pt[SrcFertility]},
			})
		}
		out[k] = rec
	}
	return out
}
