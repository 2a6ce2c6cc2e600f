package everdell

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"evergreen/engine"
)

// Twin returns a copy of s that differs only in what viewer cannot know:
// the other seats' hands and the deck are dealt afresh from the cards
// viewer has not seen, and the generator is reseeded from rng. A search
// bot samples positions this way; the conformance suite checks that the
// viewer's View cannot tell them apart.
func (s *State) Twin(viewer engine.Seat, rng *rand.Rand) *State {
	c := s.clone()
	var pool []int
	for i := range c.players {
		if i != int(viewer) {
			pool = append(pool, c.players[i].Hand...)
		}
	}
	pool = append(pool, c.deck...)
	// The discard pile is face down too.
	pool = append(pool, c.discard...)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := range c.players {
		if i == int(viewer) {
			continue
		}
		n := len(c.players[i].Hand)
		c.players[i].Hand, pool = slices.Clone(pool[:n]), pool[n:]
	}
	n := len(c.deck)
	c.deck, c.discard = slices.Clone(pool[:n]), slices.Clone(pool[n:])
	// A task's hidden cards (Teacher's draw) are the deciding seat's and
	// stay as they are: another viewer's view and moves do not depend on
	// them.
	c.rng = engine.NewSource(rng.Uint64())
	c.rig = nil
	return c
}

// Snapshot is the omniscient state, for scenarios and tests.
type Snapshot struct {
	View
	Hands   [][]string `json:"hands"`
	Deck    []string   `json:"deck"`
	Discard []string   `json:"discard"`
	Seed    uint64     `json:"seed"`
}

// Snapshot returns the omniscient state.
func (s *State) Snapshot() Snapshot {
	sn := Snapshot{View: *s.ViewFor(engine.Spectator), Deck: s.ids(s.deck), Discard: s.ids(s.discard), Seed: s.seed}
	for i := range s.players {
		sn.Hands = append(sn.Hands, s.ids(s.players[i].Hand))
	}
	return sn
}

// Determinize builds a complete state that the viewer of v cannot tell
// from the real one: everything public copied from the view, the other
// seats' hands, the deck and the discard pile dealt at random from the
// cards the viewer has not seen, and a fresh generator. Search bots
// sample positions this way; the real state is never read.
func Determinize(rs *Ruleset, v *View, rng *rand.Rand) (*State, error) {
	return DeterminizeKnowing(rs, v, nil, rng)
}

// DeterminizeKnowing is Determinize that also deals the cards k says are
// in the other seats' hands (cards the viewer gave them) to those hands
// first. k may be nil.
func DeterminizeKnowing(rs *Ruleset, v *View, k *Knowledge, rng *rand.Rand) (*State, error) {
	s := &State{rs: rs, turn: v.Turn, first: v.First, over: v.Over, rng: engine.NewSource(rng.Uint64())}
	card := func(id string) (int, error) {
		c := rs.CardIndex(id)
		if c < 0 {
			return 0, fmt.Errorf("everdell: the view names an unknown card %q", id)
		}
		return c, nil
	}
	cards := func(ids []string) ([]int, error) {
		out := make([]int, 0, len(ids))
		for _, id := range ids {
			c, err := card(id)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
		return out, nil
	}
	var err error
	// unseen counts the copies of each card the viewer has not seen.
	unseen := make([]int, len(rs.Cards))
	for i, c := range rs.Cards {
		unseen[i] = c.Count
	}
	seen := func(cs []int) {
		for _, c := range cs {
			unseen[c]--
		}
	}
	if s.meadow, err = cards(v.Meadow); err != nil {
		return nil, err
	}
	seen(s.meadow)
	for _, id := range v.Forest {
		s.forest = append(s.forest, rs.locID[id])
	}
	for _, id := range v.Specials {
		s.specials = append(s.specials, rs.eventID[id])
	}
	s.occ = make([][]int, len(rs.Locations))
	s.eventOwner = make([]int, len(rs.Events))
	for i := range s.eventOwner {
		s.eventOwner[i] = -1
	}
	s.players = make([]Player, len(v.Players))
	for i, pv := range v.Players {
		p := &s.players[i]
		p.Name, p.Points, p.Workers, p.Passed, p.Journey = pv.Name, pv.Points, pv.Workers, pv.Passed, pv.Journey
		for r := range NumRes {
			p.Res[r] = pv.Res[resNames[r]]
		}
		p.Season = -1
		for k, sn := range rs.Seasons {
			if sn.ID == pv.Season {
				p.Season = k
			}
		}
		if p.Season < 0 {
			return nil, fmt.Errorf("everdell: the view names an unknown season %q", pv.Season)
		}
		for _, cv := range pv.City {
			c, err := card(cv.Card)
			if err != nil {
				return nil, err
			}
			under, err := cards(cv.Prisoners)
			if err != nil {
				return nil, err
			}
			cc := CityCard{Card: c, Occupied: cv.Occupied, Tokens: cv.Tokens, Workers: cv.Workers, Under: under}
			for r := range NumRes {
				cc.Store[r] = cv.Store[resNames[r]]
			}
			p.City = append(p.City, cc)
			seen([]int{c})
			seen(under)
		}
		for _, a := range pv.Events {
			e := rs.eventID[a.Event]
			p.Events = append(p.Events, Achieved{Event: e, Points: a.Points})
			s.eventOwner[e] = i
		}
		if i == v.Seat {
			if p.Hand, err = cards(pv.Hand); err != nil {
				return nil, err
			}
			seen(p.Hand)
		}
	}
	// Placements, once every city is known (a worker may stand on
	// another seat's card).
	filled := make([][]int, len(s.players))
	for i := range s.players {
		filled[i] = make([]int, len(s.players[i].City))
	}
	for i, pv := range v.Players {
		p := &s.players[i]
		for _, w := range pv.Placed {
			pl := Placement{}
			w, pl.Permanent = strings.CutSuffix(w, "!")
			switch {
			case strings.HasPrefix(w, "event:"):
				pl.Kind, pl.Index = placeEvent, rs.eventID[strings.TrimPrefix(w, "event:")]
			case strings.HasPrefix(w, "card:"):
				ownerS, id, _ := strings.Cut(strings.TrimPrefix(w, "card:"), ":")
				owner, _ := strconv.Atoi(ownerS)
				if owner < 0 || owner >= len(s.players) {
					return nil, fmt.Errorf("everdell: the view places a worker in seat %d's city", owner)
				}
				pl.Kind, pl.Owner, pl.Index = placeCard, owner, -1
				for pos, cc := range s.players[owner].City {
					if rs.Cards[cc.Card].ID == id && filled[owner][pos] < cc.Workers {
						filled[owner][pos]++
						pl.Index = pos
						break
					}
				}
				if pl.Index < 0 {
					return nil, fmt.Errorf("everdell: the view places a worker on %s, which has no room", w)
				}
			default:
				l, ok := rs.locID[w]
				if !ok {
					return nil, fmt.Errorf("everdell: the view names an unknown location %q", w)
				}
				pl.Kind, pl.Index = placeLoc, l
				s.occ[l] = append(s.occ[l], i)
			}
			p.Placed = append(p.Placed, pl)
		}
	}
	if rv := v.Rival; rv != nil {
		r := &Rival{Season: -1}
		for k, sn := range rs.Seasons {
			if sn.ID == rv.Season {
				r.Season = k
			}
		}
		if r.Season < 0 {
			return nil, fmt.Errorf("everdell: the view gives the rival an unknown season %q", rv.Season)
		}
		if r.Cards, err = cards(rv.Cards); err != nil {
			return nil, err
		}
		seen(r.Cards)
		if r.Meadow, err = cards(rv.Meadow); err != nil {
			return nil, err
		}
		r.Owed = rv.Owed
		for _, id := range rv.Events {
			e, ok := rs.eventID[id]
			if !ok {
				return nil, fmt.Errorf("everdell: the view gives the rival an unknown event %q", id)
			}
			r.Events = append(r.Events, e)
			s.eventOwner[e] = RivalSeat
		}
		for _, id := range rv.Blocked {
			l, ok := rs.locID[id]
			if !ok {
				return nil, fmt.Errorf("everdell: the view gives the rival an unknown location %q", id)
			}
			r.Blocked = append(r.Blocked, l)
			s.occ[l] = append(s.occ[l], RivalSeat)
		}
		s.rival = r
	}
	for _, t := range v.Stack {
		t.Cards = slices.Clone(t.Cards)
		t.AnyOf = slices.Clone(t.AnyOf)
		seen(t.Cards)
		s.tasks = append(s.tasks, t)
	}
	if s.revealed, err = cards(v.Revealed); err != nil {
		return nil, err
	}
	// Cards the viewer knows to be in another hand go there first, as
	// far as the view leaves room for them.
	known := make([][]int, len(s.players))
	if k != nil {
		for i, cs := range k.Hands {
			if i >= len(s.players) || i == v.Seat {
				continue
			}
			for _, c := range cs {
				if c >= 0 && c < len(unseen) && unseen[c] > 0 && len(known[i]) < v.Players[i].HandCount {
					unseen[c]--
					known[i] = append(known[i], c)
				}
			}
		}
	}
	// Deal what the viewer has not seen.
	var pool []int
	for c, n := range unseen {
		for range max(0, n) {
			pool = append(pool, c)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	take := func(n int) []int {
		n = min(n, len(pool))
		out := slices.Clone(pool[:n])
		pool = pool[n:]
		return out
	}
	for i := range s.tasks {
		if t := &s.tasks[i]; t.Hidden > 0 {
			t.Cards, t.Hidden = take(t.Hidden), 0
		}
	}
	for i, pv := range v.Players {
		if i != v.Seat {
			s.players[i].Hand = append(known[i], take(pv.HandCount-len(known[i]))...)
		}
	}
	s.deck = take(v.Deck)
	s.discard = take(v.Discard)
	return s, nil
}
