package everdell

import (
	"slices"

	"evergreen/engine"
)

// Rugwort is the published game's solo opponent, a rat who comes back to
// Everdell for three years, one harder than the last (RugwortRules.Year).
// His rules, in our words, as the public rulebook gives them [source]:
//
//   - Set-up: the game is dealt as for two players; the lone player's
//     first hand is 5 cards; Rugwort has no hand. One of his workers
//     stands on the first forest location dealt, one on Three twigs.
//   - The Meadow's places are numbered 1 to 8 in reading order, and a
//     card taken from it is replaced in its own place (not at the end),
//     so every other card keeps its number.
//   - Each time the player plays a card, Rugwort answers with one: an
//     eight-sided die names the Meadow place whose card he puts into his
//     city, whatever it costs; its power and points do not matter, only
//     its type. The Meadow is refilled after the player's card and after
//     his.
//   - The Fool: when his die names it, he plays it into the player's
//     city; a Fool the player plays is discarded instead, and the player
//     removes one card of their choice from his city.
//   - When the player prepares for a season, so does he: he achieves
//     every basic event whose type count his city meets; he puts his new
//     workers on Meadow places 1 (spring), 2 (summer), 3 and 4 (autumn),
//     which the player can then neither play, take nor discard,
//     though he still may; his forest worker moves on to the next forest
//     location, and his basic worker to Two resin (spring), A pebble
//     (summer) and A berry and a card (autumn). In autumn his forest
//     worker goes on a journey instead: the 3-point journey in year one,
//     4 in year two, 5 in year three.
//   - Year three: in autumn his basic worker does not move; it leaves the
//     game with one of the player's workers.
//   - He scores 2 points per card (3 per prosperity card), 3 per basic
//     event he achieved, 3 per special event the player did not achieve,
//     and his journey's points.
//
// What the public text leaves open, and our reading [provisional]:
//
//   - He answers every card that enters the player's city (also one
//     played through a power: Queen, Inn, Postal Pigeon, Cemetery, the
//     forest's Meadow location), once the player's action is over, so
//     that he never takes a card out from under a choice the player is
//     making.
//   - When his die names a Meadow card his own worker stands on, he takes
//     it and the worker stays on the card dealt in its place.
//   - A Fool his die names that the player's city cannot take (it holds
//     a Fool, or is full) is discarded; he gains no card for it.
//   - His city has no limit. When the Meadow is short of cards (an empty
//     deck), the die's faces are the cards left.
//   - Powers that give an opponent cards or resources (Teacher, Post
//     Office, Monk, Monastery) find no opponent: he takes nothing (a
//     lone player cannot use the giving powers that need an opponent).
//   - Year two adds the 4-point journey; whatever else the published year
//     two adds is not in the public text we could read, and we add
//     nothing more.
//   - A tie goes to Rugwort; the ranks (titles for the player's margin)
//     are ours.
//
// His die comes from the generator in the state (or a Rig's dice), so a
// game replays exactly.

// RugwortRules are Rugwort's numbers and places in the rule set.
type RugwortRules struct {
	// Year is the difficulty: 1 (the Rascal), 2 (the Rotten) or 3 (the
	// Rapscallion).
	Year int `json:"year"`
	// Basic is the basic location his basic worker stands on in each
	// season, in the order of "seasons".
	Basic []string `json:"basic"`
	// MeadowWorkers is how many workers he puts on Meadow cards as he
	// prepares for each season (the first season's is his set-up).
	MeadowWorkers []int `json:"meadow_workers"`
	// Journey is the journey his forest worker goes on in the last
	// season, per year.
	Journey []string `json:"journey"`
	// KidnapFrom is the first year in which his basic worker leaves the
	// game with one of the player's in the last season; 0, never.
	KidnapFrom int `json:"kidnap_from"`
	// Points: per card, per prosperity card, per basic event achieved,
	// per special event the player did not achieve.
	CardPoints       int `json:"card_points"`
	ProsperityPoints int `json:"prosperity_points"`
	EventPoints      int `json:"event_points"`
	SpecialPoints    int `json:"special_points"`
}

// openMeadow is the Meadow cards the player may use: those without one
// of Rugwort's workers on them.
func (s *State) openMeadow() []int {
	if s.rival == nil || len(s.rival.Meadow) == 0 {
		return s.meadow
	}
	blocked := slices.Clone(s.rival.Meadow)
	out := make([]int, 0, len(s.meadow))
	for _, c := range s.meadow {
		if i := slices.Index(blocked, c); i >= 0 {
			blocked = slices.Delete(blocked, i, i+1)
			continue
		}
		out = append(out, c)
	}
	return out
}

// rugwortPrepares runs Rugwort's set-up (k = 0) or his Prepare for Season
// for season k.
func (s *State) rugwortPrepares(k int, evs *[]engine.Event) {
	r, ru := s.rival, s.rs.Solo.Rugwort
	r.Season = k
	last := k == len(s.rs.Seasons)-1
	if k == 0 {
		r.Blocked = nil
		if len(s.forest) > 0 {
			s.rugwortMoves(-1, s.forest[0], evs)
		}
		s.rugwortMoves(-1, s.rs.locID[ru.Basic[0]], evs)
		return
	}
	// 1. Basic events his city's types meet.
	for i, e := range s.rs.Events {
		if e.Kind != "basic" || s.eventOwner[i] != -1 || e.Requires.Type == "" {
			continue
		}
		n := 0
		for _, c := range r.Cards {
			if s.rs.Cards[c].Type == e.Requires.Type {
				n++
			}
		}
		if n >= e.Requires.Count {
			s.eventOwner[i] = RivalSeat
			r.Events = append(r.Events, i)
			*evs = append(*evs, engine.Event{Type: EvRivalClaim, Seat: engine.NoSeat, Ref: e.ID})
		}
	}
	// 2. New workers on the first Meadow places still free of his (1 in
	// spring, 2 in summer, 3 and 4 in autumn).
	for range ru.MeadowWorkers[k] {
		open := s.openMeadow()
		if len(open) == 0 {
			break
		}
		s.rugwortBlocks(open[0], evs)
	}
	// 3. His workers move on: the forest worker (the first) to the next
	// forest location or, last, on a journey; the basic one along his
	// schedule or, in a kidnapping year, out of the game.
	for w, l := range slices.Clone(r.Blocked) {
		var to int
		switch {
		case w == 0 && s.rs.Locations[l].Kind == LocForest && last:
			to = s.rs.locID[ru.Journey[ru.Year-1]]
		case w == 0 && s.rs.Locations[l].Kind == LocForest:
			to = s.forest[(slices.Index(s.forest, l)+1)%len(s.forest)]
		case s.rs.Locations[l].Kind == LocBasic && last && ru.KidnapFrom > 0 && ru.Year >= ru.KidnapFrom:
			s.occ[l] = removeOne(s.occ[l], RivalSeat)
			r.Blocked = slices.Delete(r.Blocked, w, w+1)
			p := &s.players[0]
			p.Workers = max(0, p.Workers-1)
			*evs = append(*evs, engine.Event{Type: EvRivalKidnap, Seat: 0, Amount: p.Workers})
			continue
		case s.rs.Locations[l].Kind == LocBasic:
			to = s.rs.locID[ru.Basic[k]]
		default:
			continue
		}
		s.occ[l] = removeOne(s.occ[l], RivalSeat)
		s.occ[to] = append(s.occ[to], RivalSeat)
		r.Blocked[w] = to
		*evs = append(*evs, engine.Event{Type: EvRivalBlock, Seat: engine.NoSeat, Ref: s.rs.Locations[to].ID})
	}
}

// rugwortMoves puts a new worker of his on location to (from -1).
func (s *State) rugwortMoves(from, to int, evs *[]engine.Event) {
	r := s.rival
	if from >= 0 {
		s.occ[from] = removeOne(s.occ[from], RivalSeat)
		r.Blocked = removeOne(r.Blocked, from)
	}
	s.occ[to] = append(s.occ[to], RivalSeat)
	r.Blocked = append(r.Blocked, to)
	*evs = append(*evs, engine.Event{Type: EvRivalBlock, Seat: engine.NoSeat, Ref: s.rs.Locations[to].ID})
}

// rugwortBlocks puts a worker of his on Meadow card c.
func (s *State) rugwortBlocks(c int, evs *[]engine.Event) {
	s.rival.Meadow = append(s.rival.Meadow, c)
	*evs = append(*evs, engine.Event{Type: EvRivalMeadow, Seat: engine.NoSeat, Ref: s.rs.Cards[c].ID})
}

// rugwortPlays answers the cards the player played in the action just
// over, one Meadow card each, named by his die.
func (s *State) rugwortPlays(evs *[]engine.Event) {
	r := s.rival
	for ; r.Owed > 0; r.Owed-- {
		if len(s.meadow) == 0 {
			r.Owed = 0
			return
		}
		face, ok := s.rig.NextDie()
		if !ok || face < 1 || face > len(s.meadow) {
			face = 1 + engine.IntN(&s.rng, len(s.meadow))
		}
		c := s.meadow[face-1]
		// His own worker's card, when no free copy of it is there.
		held := countOf(s.meadow, c) <= countOf(r.Meadow, c)
		s.takeMeadowAt(face - 1)
		*evs = append(*evs, engine.Event{Type: EvRivalTake, Seat: engine.NoSeat, Ref: s.rs.Cards[c].ID, Amount: face})
		s.rugwortEnters(c, evs)
		before := len(s.meadow)
		s.refillMeadow(evs)
		if held {
			r.Meadow = removeOne(r.Meadow, c)
			if len(s.meadow) > before {
				s.rugwortBlocks(s.meadow[min(face-1, len(s.meadow)-1)], evs) // dealt into its place
			}
		}
	}
}

// rugwortEnters puts card c, named by his die, into his city; the Fool
// he plays into the player's city instead, where it counts against
// them. A Fool the player's city cannot take (it holds one, or is full)
// is discarded [provisional: the public text is silent].
func (s *State) rugwortEnters(c int, evs *[]engine.Event) {
	if s.rs.Cards[c].Effect.Power != "fool" {
		s.rival.Cards = append(s.rival.Cards, c)
		return
	}
	if !s.players[0].has(c) && s.spaces(0) < s.rs.CityLimit {
		s.players[0].City = append(s.players[0].City, CityCard{Card: c})
		*evs = append(*evs, engine.Event{Type: EvRivalFool, Seat: 0, Ref: s.rs.Cards[c].ID})
		return
	}
	s.discard = append(s.discard, c)
}

func countOf(xs []int, x int) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}

// rugwortParts is Rugwort's score as it stands, by part.
func (s *State) rugwortParts() RivalParts {
	r, ru := s.rival, s.rs.Solo.Rugwort
	var p RivalParts
	for _, c := range r.Cards {
		if s.rs.Cards[c].Type == TypeProsperity {
			p.Prosperity += ru.ProsperityPoints
		} else {
			p.Cards += ru.CardPoints
		}
	}
	p.Events += len(r.Events) * ru.EventPoints
	for _, e := range s.specials {
		if s.eventOwner[e] != 0 {
			p.Events += ru.SpecialPoints
		}
	}
	for _, l := range r.Blocked {
		if loc := &s.rs.Locations[l]; loc.Kind == LocJourney {
			p.Journeys += loc.Effect.Points
		}
	}
	return p
}
