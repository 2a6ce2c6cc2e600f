package nobles

// Counts are the figures a simulator's statistics count over a year as it
// is played — Ordeal failures, turns surrendered, Vault Tokens converted,
// rerolls taken, landings per space, draws per card — kept by a state asked to (Count),
// so that the year can be played without events (StepQuiet) and the
// figures read at the Gala. A state not asked keeps none and pays one
// nil check per counted step.
type Counts struct {
	Fails, Surrendered, Converted, Rerolled [MaxSeats]int
	// Landed[p] counts the landings on space p (1–BoardSize).
	Landed [BoardSize + 1]int
	// Drawn[d][c] counts the draws of card c of deck d (DeckName(d),
	// CardID(d, c)).
	Drawn [numDecks][]int
}

// Count makes s keep Counts from now on, starting from zero.
func (s *State) Count() {
	c := &Counts{}
	for d := range numDecks {
		c.Drawn[d] = make([]int, len(s.rs.cards[d]))
	}
	s.counts = c
}

// Counted returns what s has counted since Count, or nil when it counts
// nothing. The Counts are s's own: read them, do not keep them across
// moves.
func (s *State) Counted() *Counts { return s.counts }

// CardID is the id of card c of deck d (DeckName(d)).
func (s *State) CardID(d, c int) string { return s.cardIDOf(d, c) }

// SpaceDeck is the deck space p (1–BoardSize) draws from, the space's
// kind.
func (rs *Ruleset) SpaceDeck(p int) int { return int(rs.board[p-1]) }

// copyCounts gives dst its own copy of src's counts, if any.
func copyCounts(dst *State, src *Counts) {
	if src == nil {
		dst.counts = nil
		return
	}
	c := *src
	for d := range numDecks {
		c.Drawn[d] = append([]int(nil), src.Drawn[d]...)
	}
	dst.counts = &c
}
