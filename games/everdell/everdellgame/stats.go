package everdellgame

import (
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
)

var (
	_ game.Statistician = (*Game)(nil)
	_ game.Firer        = (*tally)(nil)
)

// Stats names what the simulator and the Studio's balance preview count
// in a game of Everdell besides wins, scores and the first seat's
// advantage (which the platform counts for every game): each seat's
// points by source and how its year went (everdell.Figures), and per bot
// the cards it played; over the whole game, every card played, location
// used and event achieved, so that a designer finds the card nobody
// plays and the location everyone takes.
//
// Everdell is no game.Dealer: seats differ only by turn order (the first
// hands of 5 to 8 cards), which the first seat's advantage measures.
func (*Game) Stats(r game.Rules, seats int) game.Stats {
	st := game.Stats{
		Seats: game.Metric{Key: "players", Label: "players"},
		Items: game.Metric{Key: "played", Label: "cards played"},
		Fires: []game.Metric{
			{Key: "cards", Label: "Cards played"},
			{Key: "locations", Label: "Locations used"},
			{Key: "events", Label: "Events achieved"},
		},
	}
	for _, f := range everdell.Figures {
		st.Metrics = append(st.Metrics, game.Metric{Key: f.Key, Label: f.Label, Short: f.Short})
	}
	if er, ok := r.(*Rules); ok {
		for _, c := range er.RS.Cards {
			st.ItemIDs = append(st.ItemIDs, c.ID)
		}
	}
	return st
}

// Tally counts one game.
func (*Game) Tally(_ game.Rules, seats int) game.Tally {
	return &tally{played: make([][]string, seats)}
}

type tally struct {
	played                   [][]string
	cards, locations, events []string
}

func (t *tally) Fired() [][]string { return [][]string{t.cards, t.locations, t.events} }

func (t *tally) Events(evs []engine.Event) {
	for _, e := range evs {
		switch e.Type {
		case everdell.EvPlay:
			t.cards = append(t.cards, e.Ref)
			if e.Seat >= 0 && int(e.Seat) < len(t.played) {
				t.played[e.Seat] = append(t.played[e.Seat], e.Ref)
			}
		case everdell.EvPlace:
			t.locations = append(t.locations, e.Ref)
		case everdell.EvAchieve:
			t.events = append(t.events, e.Ref)
		}
	}
}

// End reads each seat's figures from the final state.
func (t *tally) End(final engine.State) ([][]float64, [][]string) {
	st, _ := final.(*everdell.State)
	values := make([][]float64, len(t.played))
	for s := range values {
		if st != nil {
			values[s] = st.FiguresOf(s)
		} else {
			values[s] = make([]float64, len(everdell.Figures))
		}
	}
	return values, t.played
}
