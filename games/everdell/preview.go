package everdell

// The figures of a game that a balance preview reads (the Studio's, and
// evergreen sim's): each seat's points by source and how its city and
// year went. They are read from the state, by the same counting as the
// final score (ScoreOf), so the preview and the score never disagree.

// Figure names one per-seat number of a finished game.
type Figure struct {
	// Key is its JSON name, Label its name for people, Short a column
	// heading of six letters at most.
	Key, Label, Short string
}

// Figures are the per-seat numbers FiguresOf returns, in its order.
var Figures = []Figure{
	{"cards", "points for cards", "cards"},
	{"tokens", "points from point tokens", "tokens"},
	{"prosperity", "points of prosperity bonuses", "prosp"},
	{"journeys", "points for journeys", "journy"},
	{"events", "points for events", "events"},
	{"city", "cards in the city", "city"},
	{"events_count", "events achieved", "evcnt"},
	{"leftover", "resources left at the end", "left"},
	{"season", "seasons reached (1: the first)", "season"},
}

// FiguresOf returns seat's figures as they stand, in the order of
// Figures.
func (s *State) FiguresOf(seat int) []float64 {
	sc := s.ScoreOf(seat)
	p := &s.players[seat]
	return []float64{
		float64(sc.Cards), float64(sc.Tokens), float64(sc.Prosperity), float64(sc.Journeys), float64(sc.Events),
		float64(len(p.City)), float64(sc.EventCount), float64(sc.Leftover), float64(p.Season + 1),
	}
}
