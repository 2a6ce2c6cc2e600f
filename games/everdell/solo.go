package everdell

import (
	"math/rand/v2"
	"slices"

	"evergreen/engine"
)

// The solitary rival is an automa of our own design, badged provisional:
// the published game's solo opponent is public only in outline, so we do
// not claim to build it. It has no hand, resources or turns. When the
// lone player starts, and each time the player prepares for a season,
// the rival acts for the season just begun (its row k in the rule set's
// "solo" tables):
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
// the points of its events and Points[k] for each season reached. The
// player wins with more points than the rival; a tie goes to the rival.
// Ranks name the player's margin over it.

// RivalSeat marks the rival's workers on locations (SpotView.Workers) and
// the events it owns (EventView.Owner).
const RivalSeat = -2

// The rival's events (Seat is engine.NoSeat).
const (
	EvRivalBlock = "rival-block" // the rival put a worker on location Ref
	EvRivalTake  = "rival-take"  // the rival took Meadow card Ref
	EvRivalClaim = "rival-claim" // the rival claimed event Ref
	EvRivalEnd   = "rival-end"   // the game ended; the rival scored Amount
)

// Solo is the rule set's solitary rival (provisional); nil: a lone player
// plays for score alone and always wins.
type Solo struct {
	// One number per season, in the order of "seasons".
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

// Rival is the solitary rival's part of a game.
type Rival struct {
	Cards   []int // cards taken from the Meadow
	Events  []int // events claimed
	Blocked []int // locations its workers stand on
	Season  int   // the season it last acted for
}

func (r *Rival) clone() *Rival {
	if r == nil {
		return nil
	}
	c := *r
	c.Cards, c.Events, c.Blocked = slices.Clone(r.Cards), slices.Clone(r.Events), slices.Clone(r.Blocked)
	return &c
}

// rivalActs runs the rival's season k.
func (s *State) rivalActs(k int, evs *[]engine.Event) {
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
		s.meadow = removeOne(s.meadow, c)
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

// RivalScore is the solitary rival's score as it stands; 0 without one.
func (s *State) RivalScore() int {
	r, so := s.rival, s.rs.Solo
	if r == nil || so == nil {
		return 0
	}
	n := 0
	for _, c := range r.Cards {
		n += s.rs.Cards[c].Points + so.PointsPerCard
	}
	for _, e := range r.Events {
		n += s.rs.Events[e].Points
	}
	for k := 0; k <= r.Season && k < len(so.Points); k++ {
		n += so.Points[k]
	}
	return n
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
