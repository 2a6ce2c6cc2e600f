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
	d, err := NewDeterminizer(rs, v, k)
	if err != nil {
		return nil, err
	}
	s := new(State)
	d.Sample(rng, s)
	return s, nil
}

// A Determinizer samples positions from one view again and again, as a
// search does hundreds of times a decision: it reads the view once
// (NewDeterminizer), and each Sample deals the hidden cards afresh into
// a state whose memory it reuses. A sample is the state DeterminizeKnowing
// gives for the same generator, drawn the same way. It keeps a buffer of
// its own: one goroutine at a time.
type Determinizer struct {
	base *State // the public part, the known cards in their hands
	// pool is the cards the viewer has not seen, in card order; work is
	// its shuffled copy.
	pool, work []int
	// hands is how many unknown cards each seat's hand holds (the
	// viewer's none), tasks each open task's hidden cards.
	hands, tasks  []int
	deck, discard int
}

// Sample deals a position into dst, reusing its memory; dst must not be
// a state the caller still needs (nor one sharing memory with one).
func (d *Determinizer) Sample(rng *rand.Rand, dst *State) {
	seed := rng.Uint64()
	d.base.copyInto(dst)
	dst.rng = engine.NewSource(seed)
	d.work = append(d.work[:0], d.pool...)
	pool := d.work
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	take := func(into []int, n int) []int {
		n = min(n, len(pool))
		into = append(into, pool[:n]...)
		pool = pool[n:]
		return into
	}
	for i, n := range d.tasks {
		if t := &dst.tasks[i]; n > 0 {
			t.Cards, t.Hidden = take(t.Cards[:0], n), 0
		}
	}
	for i, n := range d.hands {
		if n > 0 {
			dst.players[i].Hand = take(dst.players[i].Hand, n)
		}
	}
	dst.deck = take(dst.deck[:0], d.deck)
	dst.discard = take(dst.discard[:0], d.discard)
}

// NewDeterminizer reads v (and what k knows of the hands) for Sample.
func NewDeterminizer(rs *Ruleset, v *View, k *Knowledge) (*Determinizer, error) {
	s := &State{rs: rs, turn: v.Turn, first: v.First, over: v.Over}
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
	// What the viewer has not seen is dealt by Sample, in this order:
	// the tasks' hidden cards, the other hands, the deck, the discards.
	d := &Determinizer{base: s, hands: make([]int, len(s.players)), tasks: make([]int, len(s.tasks)), deck: v.Deck, discard: v.Discard}
	for c, n := range unseen {
		for range max(0, n) {
			d.pool = append(d.pool, c)
		}
	}
	for i := range s.tasks {
		d.tasks[i] = s.tasks[i].Hidden
	}
	for i, pv := range v.Players {
		if i != v.Seat {
			s.players[i].Hand = known[i]
			d.hands[i] = pv.HandCount - len(known[i])
		}
	}
	return d, nil
}
