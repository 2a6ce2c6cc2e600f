package everdell

import (
	"evergreen/engine"
)

// Setup is everything a new game needs besides its rules.
type Setup struct {
	Seed      uint64
	Seats     []SeatSetup
	FirstSeat int
	// Rig, if not empty, supplies card draws (deck "cards", by card id)
	// before the generator: the Meadow first, then the hands in turn
	// order, then every later draw.
	Rig *engine.Rig
}

// SeatSetup is one seat.
type SeatSetup struct {
	Name string
}

// SetupError is a problem with a Setup, located by path.
type SetupError = engine.SetupError

// NewGame deals a new game: the deck shuffled, the Meadow, the forest
// locations and special events dealt, each seat's hand (5, 6, 7 and 8
// cards in turn order from the first seat) and first workers.
func NewGame(rs *Ruleset, su Setup) (*State, []engine.Event, error) {
	n := len(su.Seats)
	if err := engine.CheckSeating(n, su.FirstSeat, MinSeats, MaxSeats, "players"); err != nil {
		return nil, nil, err
	}
	s := &State{rs: rs, first: su.FirstSeat, turn: su.FirstSeat, seed: su.Seed, rng: engine.NewSource(su.Seed), rig: su.Rig.Clone()}
	for i, c := range rs.Cards {
		for range c.Count {
			s.deck = append(s.deck, i)
		}
	}
	shuffle := func(xs []int) {
		engine.Shuffle(&s.rng, len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	}
	shuffle(s.deck)
	forest := append([]int(nil), rs.forests...)
	shuffle(forest)
	s.forest = forest[:min(len(forest), rs.ForestShown[n-1])]
	special := append([]int(nil), rs.special...)
	shuffle(special)
	s.specials = special[:min(len(special), rs.SpecialEventsShown)]
	s.occ = make([][]int, len(rs.Locations))
	s.eventOwner = make([]int, len(rs.Events))
	for i := range s.eventOwner {
		s.eventOwner[i] = -1
	}
	var evs []engine.Event
	s.refillMeadow(&evs)
	s.players = make([]Player, n)
	for i, seat := range su.Seats {
		s.players[i] = Player{Name: seat.Name, Workers: rs.Seasons[0].Workers}
	}
	for k := range n {
		seat := (su.FirstSeat + k) % n
		before := len(evs)
		s.draw(seat, rs.StartingHand[k], &evs)
		evs = append(evs, engine.Event{Type: EvDeal, Seat: engine.Seat(seat), Amount: len(evs) - before})
	}
	if n == 1 && rs.Solo != nil {
		s.rival = &Rival{}
		s.rivalActs(0, &evs)
	}
	evs = append(evs, engine.Event{Type: EvTurn, Seat: engine.Seat(s.turn)})
	s.opening = evs
	return s, evs, nil
}
