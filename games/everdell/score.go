package everdell

import (
	"evergreen/engine"
)

// Score is one seat's final score by part.
type Score struct {
	Cards      int `json:"cards"`      // base points of the city's cards
	Tokens     int `json:"tokens"`     // point tokens, in the supply and on cards
	Prosperity int `json:"prosperity"` // the bonuses of purple cards
	Journeys   int `json:"journeys"`
	Events     int `json:"events"`
	Total      int `json:"total"`
	// The tie-breaks: events achieved, then resources left.
	EventCount int `json:"event_count"`
	Leftover   int `json:"leftover"`
}

// ScoreOf counts seat's points as they stand.
func (s *State) ScoreOf(seat int) Score {
	p := &s.players[seat]
	var sc Score
	pairBonus := 0
	for _, cc := range p.City {
		c := &s.rs.Cards[cc.Card]
		sc.Cards += c.Points
		sc.Tokens += cc.Tokens
		if c.Effect.Op == "score" {
			for e := &c.Effect; e != nil; e = e.And {
				sc.Prosperity += s.scoreCount(seat, *e)
			}
			if c.Effect.Count == "paired-husband" {
				pairBonus = c.Effect.Each
			}
		}
	}
	// Each Husband and Wife pair scores the Wife's bonus once.
	sc.Prosperity += pairBonus * min(p.count(s.rs.CardIndex("husband")), p.count(s.rs.CardIndex("wife")))
	sc.Tokens += p.Points
	sc.Journeys = p.Journey
	for _, a := range p.Events {
		ev := &s.rs.Events[a.Event]
		sc.Events += ev.Points + a.Points
		if ev.Effect != nil && ev.Effect.Op == "score" {
			sc.Events += s.scoreCount(seat, *ev.Effect)
		}
		// Pristine Chapel Ceiling scores each point token on the Chapel
		// at the end, so tokens added after it was achieved count too.
		if ev.Effect != nil && ev.Effect.Op == "power" && ev.Effect.Power == "chapel-ceiling" {
			sc.Events += s.scoreCount(seat, Effect{Count: "chapel-tokens", Each: ev.Effect.Each})
		}
	}
	sc.Total = sc.Cards + sc.Tokens + sc.Prosperity + sc.Journeys + sc.Events
	sc.EventCount = len(p.Events)
	sc.Leftover = p.Res.Total()
	return sc
}

// scoreCount is what a "score" effect is worth to seat.
func (s *State) scoreCount(seat int, e Effect) int {
	p := &s.players[seat]
	n := 0
	cards := func(kind string, unique bool) int {
		k := 0
		for _, cc := range p.City {
			c := &s.rs.Cards[cc.Card]
			if c.Kind == kind && c.Unique == unique {
				k++
			}
		}
		return k
	}
	pairs := func(q *Player) int {
		return min(q.count(s.rs.CardIndex("husband")), q.count(s.rs.CardIndex("wife")))
	}
	workersOn := func(id string) int {
		if pos := p.find(s.rs.CardIndex(id)); pos >= 0 {
			return p.City[pos].Workers
		}
		return 0
	}
	switch e.Count {
	case "resin+pebble":
		n = p.Res[Resin] + p.Res[Pebble]
	case "basic-event", "special-event":
		for _, a := range p.Events {
			if s.rs.Events[a.Event].Kind+"-event" == e.Count {
				n++
			}
		}
	case "paired-husband":
		// Counted once per city, not per Wife: see ScoreOf.
		return 0
	case "common-construction":
		n = cards(KindConstruction, false)
	case "unique-construction":
		n = cards(KindConstruction, true)
	case "common-critter":
		n = cards(KindCritter, false)
	case "unique-critter":
		n = cards(KindCritter, true)
	case "prosperity":
		n = s.countType(seat, TypeProsperity)
	case "pairs-all-cities":
		for o := range s.players {
			n += pairs(&s.players[o])
		}
	case "prisoners":
		if pos := p.find(s.rs.CardIndex("dungeon")); pos >= 0 {
			n = len(p.City[pos].Under)
		}
	case "monastery-workers":
		n = workersOn("monastery")
	case "cemetery-workers":
		n = workersOn("cemetery")
	case "chapel-tokens":
		if pos := p.find(s.rs.CardIndex("chapel")); pos >= 0 {
			n = p.City[pos].Tokens
		}
	}
	v := n * e.Each
	if e.Max > 0 {
		v = min(v, e.Max)
	}
	return v
}

// finish ends the game: every seat has passed.
func (s *State) finish(evs *[]engine.Event) {
	s.over = true
	for seat := range s.players {
		*evs = append(*evs, engine.Event{Type: EvEnd, Seat: engine.Seat(seat), Amount: s.ScoreOf(seat).Total})
	}
	if s.rival != nil {
		*evs = append(*evs, engine.Event{Type: EvRivalEnd, Seat: engine.NoSeat, Amount: s.RivalScore()})
	}
}

// Outcome reports the scores and winners once every seat has passed:
// most points, then most events, then most resources left; seats still
// tied share the victory. A lone player facing the solitary rival wins
// with more points than it, and otherwise nobody wins.
func (s *State) Outcome() engine.Outcome {
	if !s.over {
		return engine.Outcome{}
	}
	out := engine.Outcome{Ended: true}
	if s.rival != nil {
		// Solitary: the player wins only by beating the rival's score.
		sc := s.ScoreOf(0).Total
		out.Scores = []int{sc}
		if sc > s.RivalScore() {
			out.Winners = []engine.Seat{0}
		}
		return out
	}
	var best Score
	for seat := range s.players {
		sc := s.ScoreOf(seat)
		out.Scores = append(out.Scores, sc.Total)
		switch cmp := compareScores(sc, best); {
		case seat == 0 || cmp > 0:
			best = sc
			out.Winners = []engine.Seat{engine.Seat(seat)}
		case cmp == 0:
			out.Winners = append(out.Winners, engine.Seat(seat))
		}
	}
	return out
}

func compareScores(a, b Score) int {
	for _, d := range [][2]int{{a.Total, b.Total}, {a.EventCount, b.EventCount}, {a.Leftover, b.Leftover}} {
		if d[0] != d[1] {
			if d[0] > d[1] {
				return 1
			}
			return -1
		}
	}
	return 0
}
