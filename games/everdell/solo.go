package everdell

import (
	"math/rand/v2"
	"slices"

	"evergreen/engine"
)

// A lone player faces one of two solitary opponents, chosen by the rule
// set's solo.opponent:
//
//   - "rugwort" (the default, solo_rugwort.go): the published game's solo
//     opponent, Rugwort the rat, as far as its rules are public; the
//     details we had to choose are listed there and badged provisional.
//   - "rival": an automa of our own design (this file), badged
//     provisional, kept as a Studio variant: it was the solo opponent
//     before Rugwort was built, and it is a gentler, table-driven target.
//
// Both have no hand, resources or turns of their own, act when the lone
// player starts and prepares for a season, share the rival's part of the
// state (Rival), its events and its workers (RivalSeat), and are scored
// by RivalScore; the player wins with more points than the opponent and
// a tie goes to the opponent.
//
// The rival of our design, for the season k just begun (its row k in the
// rule set's "solo" tables):
//
//  1. it takes back its workers and puts Blockers[k] of them on random
//     locations with a limited number of spaces and room left (basic and
//     dealt forest locations), which the player then cannot use;
//  2. it takes Meadow[k] random cards from the Meadow into its pile (the
//     Meadow is refilled);
//  3. it claims Events[k] basic events still open, at random, which the
//     player can no longer achieve.
//
// It scores the base points of its pile, PointsPerCard more per card,
// the points of its events and Points[k] for each season reached. Ranks
// name the player's margin over either opponent.

// The solitary opponents.
const (
	OpponentRugwort = "rugwort"
	OpponentRival   = "rival"
)

// RivalSeat marks the rival's workers on locations (SpotView.Workers) and
// the events it owns (EventView.Owner).
const RivalSeat = -2

// The rival's events (Seat is engine.NoSeat).
const (
	EvRivalBlock = "rival-block" // the rival put a worker on location Ref
	EvRivalTake  = "rival-take"  // the rival took Meadow card Ref
	EvRivalClaim = "rival-claim" // the rival claimed event Ref
	EvRivalEnd   = "rival-end"   // the game ended; the rival scored Amount
	// Rugwort only.
	EvRivalMeadow = "rival-meadow" // Rugwort put a worker on Meadow card Ref
	EvRivalKidnap = "rival-kidnap" // Rugwort took one of the player's workers out of the game
	EvRivalFool   = "rival-fool"   // Rugwort's die named the Fool: it went into seat Seat's city
	EvRivalLose   = "rival-lose"   // the player's Fool took card Ref out of Rugwort's city
)

// Solo is the rule set's solitary opponent; nil: a lone player plays for
// score alone and always wins.
type Solo struct {
	// Opponent is OpponentRugwort (also when empty) or OpponentRival.
	Opponent string `json:"opponent,omitempty"`
	// Rugwort's part (solo_rugwort.go).
	Rugwort *RugwortRules `json:"rugwort,omitempty"`
	// The rival's part: one number per season, in the order of "seasons".
	Blockers []int `json:"blockers"`
	Meadow   []int `json:"meadow"`
	Events   []int `json:"events"`
	Points   []int `json:"points"`
	// PointsPerCard is added to the base points of each card it took.
	PointsPerCard int `json:"points_per_card"`
	// Ranks name the player's final margin over the rival (player minus
	// rival), lowest first: the highest Min not above the margin.
	Ranks []SoloRank `json:"ranks"`
}

// SoloRank is one row of the solitary rank table.
type SoloRank struct {
	Min   int    `json:"min"`
	Title string `json:"title"`
}

// Rival is the solitary opponent's part of a game.
type Rival struct {
	Cards   []int // cards taken from the Meadow (Rugwort's city)
	Events  []int // events claimed
	Blocked []int // locations its workers stand on
	Season  int   // the season it last acted for
	// Rugwort only: Meadow cards his workers stand on (a card index per
	// worker; copies of one card count apart), and the cards the player
	// has played that he has not yet answered with one of his.
	Meadow []int
	Owed   int
}

// rugwort reports whether the lone player faces Rugwort.
func (s *State) rugwort() bool {
	return s.rival != nil && s.rs.Solo != nil && s.rs.Solo.Opponent != OpponentRival
}

func (r *Rival) clone() *Rival {
	if r == nil {
		return nil
	}
	c := *r
	c.Cards, c.Events, c.Blocked = slices.Clone(r.Cards), slices.Clone(r.Events), slices.Clone(r.Blocked)
	c.Meadow = slices.Clone(r.Meadow)
	return &c
}

// rivalActs runs the solitary opponent's season k: its set-up for the
// first season, its Prepare for Season for the others.
func (s *State) rivalActs(k int, evs *[]engine.Event) {
	if s.rugwort() {
		s.rugwortPrepares(k, evs)
		return
	}
	r, so := s.rival, s.rs.Solo
	if r == nil || so == nil || k >= len(so.Blockers) {
		return
	}
	r.Season = k
	rng := rand.New(&s.rng)
	for _, l := range r.Blocked {
		s.occ[l] = removeOne(s.occ[l], RivalSeat)
	}
	r.Blocked = nil
	for range so.Blockers[k] {
		var open []int
		for i, l := range s.rs.Locations {
			if (l.Kind == LocBasic || l.Kind == LocForest) && s.shown(i) && s.spacesAt(i) > 0 && len(s.occ[i]) < s.spacesAt(i) {
				open = append(open, i)
			}
		}
		if len(open) == 0 {
			break
		}
		l := open[rng.IntN(len(open))]
		s.occ[l] = append(s.occ[l], RivalSeat)
		r.Blocked = append(r.Blocked, l)
		*evs = append(*evs, engine.Event{Type: EvRivalBlock, Seat: engine.NoSeat, Ref: s.rs.Locations[l].ID})
	}
	for range so.Meadow[k] {
		if len(s.meadow) == 0 {
			break
		}
		c := s.meadow[rng.IntN(len(s.meadow))]
		s.takeMeadow(c)
		r.Cards = append(r.Cards, c)
		*evs = append(*evs, engine.Event{Type: EvRivalTake, Seat: engine.NoSeat, Ref: s.rs.Cards[c].ID})
	}
	s.refillMeadow(evs)
	for range so.Events[k] {
		var open []int
		for i, e := range s.rs.Events {
			if e.Kind == "basic" && s.eventOwner[i] == -1 {
				open = append(open, i)
			}
		}
		if len(open) == 0 {
			break
		}
		e := open[rng.IntN(len(open))]
		s.eventOwner[e] = RivalSeat
		r.Events = append(r.Events, e)
		*evs = append(*evs, engine.Event{Type: EvRivalClaim, Seat: engine.NoSeat, Ref: s.rs.Events[e].ID})
	}
}

// RivalScore is the solitary opponent's score as it stands; 0 without
// one.
func (s *State) RivalScore() int { return s.RivalScoreParts().Total() }

// RivalParts is the rival's score by part, as the final count shows
// it: for Rugwort cards, prosperity cards, events (the special events
// the player did not achieve among them) and journeys; for the rival of
// our design cards, events and its points by season.
type RivalParts struct {
	Cards      int `json:"cards,omitempty"`
	Prosperity int `json:"prosperity,omitempty"`
	Events     int `json:"events,omitempty"`
	Journeys   int `json:"journeys,omitempty"`
	Seasons    int `json:"seasons,omitempty"`
}

// Total is the parts' sum: the rival's score.
func (p RivalParts) Total() int { return p.Cards + p.Prosperity + p.Events + p.Journeys + p.Seasons }

// RivalScoreParts is the rival's score by part (zero without a rival).
func (s *State) RivalScoreParts() RivalParts {
	r, so := s.rival, s.rs.Solo
	var p RivalParts
	if r == nil || so == nil {
		return p
	}
	if s.rugwort() {
		return s.rugwortParts()
	}
	for _, c := range r.Cards {
		p.Cards += s.rs.Cards[c].Points + so.PointsPerCard
	}
	for _, e := range r.Events {
		p.Events += s.rs.Events[e].Points
	}
	for k := 0; k <= r.Season && k < len(so.Points); k++ {
		p.Seasons += so.Points[k]
	}
	return p
}

// SoloRank is the title of the lone player's margin over the rival, or
// "" without a rival or ranks.
func (s *State) SoloRank() string {
	if s.rival == nil || s.rs.Solo == nil {
		return ""
	}
	margin := s.ScoreOf(0).Total - s.RivalScore()
	title := ""
	for _, r := range s.rs.Solo.Ranks {
		if margin >= r.Min {
			title = r.Title
		}
	}
	return title
}
