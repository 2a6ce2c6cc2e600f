package evergreengame

import (
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
)

var (
	_ game.Statistician = (*Game)(nil)
	_ game.Firer        = (*tally)(nil)
)

// Stats names what the simulator and the Studio's preview count in a
// game of Evergreen, besides wins, scores and the first seat's advantage
// (which the platform counts for every game): each seat's points by
// source over the game (compensation, sun, forest, bud, fertility), the
// steps and power uses it had to forfeit for want of room, and, per bot,
// how often each power was played (its track marker moved, or stayed at
// the end of the track); over the whole game, every card taken from the
// row and every action worked.
//
// The planet game is no game.Dealer: its seats differ only by turn order
// (the compensation the rules give later seats) and by colour, so there
// is nothing a seat plays as to spread over the seats.
func (*Game) Stats(r game.Rules, seats int) game.Stats {
	st := game.Stats{
		Seats: game.Metric{Key: "planets", Label: "planets"},
		Metrics: []game.Metric{
			{Key: "compensation", Label: "points of compensation", Short: "comp."},
			{Key: "sun", Label: "points for lit trees", Short: "sun"},
			{Key: "forest", Label: "points for the largest forest", Short: "forest"},
			{Key: "bud", Label: "points from buds", Short: "bud"},
			{Key: "fertility", Label: "points for big trees' fertility", Short: "fert."},
			{Key: "forfeits", Label: "steps and uses forfeited", Short: "forf."},
		},
		Items: game.Metric{Key: "powers", Label: "powers played"},
		Fires: []game.Metric{
			{Key: "cards", Label: "Cards taken"},
			{Key: "actions", Label: "Actions worked"},
		},
	}
	if er, ok := r.(*Rules); ok {
		for _, p := range er.RS.Powers {
			st.ItemIDs = append(st.ItemIDs, p.ID)
		}
	}
	return st
}

// Tally counts one game.
func (*Game) Tally(_ game.Rules, seats int) game.Tally {
	return &tally{forfeits: make([]int, seats), powers: make([][]string, seats)}
}

type tally struct {
	forfeits       []int
	powers         [][]string
	cards, actions []string
}

// Fired lists the cards taken (by the seats or the solitary automa) and
// the actions worked.
func (t *tally) Fired() [][]string { return [][]string{t.cards, t.actions} }

func (t *tally) Events(evs []engine.Event) {
	for _, e := range evs {
		switch e.Type {
		case evergreen.EvPick, evergreen.EvAutoma:
			t.cards = append(t.cards, e.Ref)
		case evergreen.EvAction:
			t.actions = append(t.actions, e.Detail)
		}
		if e.Seat < 0 || int(e.Seat) >= len(t.forfeits) {
			continue
		}
		switch e.Type {
		case evergreen.EvTrack:
			t.powers[e.Seat] = append(t.powers[e.Seat], e.Ref)
		case evergreen.EvForfeit:
			t.forfeits[e.Seat] += e.Amount
		}
	}
}

// End reads each seat's points by source from the final state, summed
// over the seasons.
func (t *tally) End(final engine.State) ([][]float64, [][]string) {
	st, _ := final.(*evergreen.State)
	values := make([][]float64, len(t.forfeits))
	for s := range values {
		var sum [evergreen.NumSources]int
		if st != nil {
			for season := range st.Rules().Seasons {
				for src, v := range st.Points(s, season) {
					sum[src] += v
				}
			}
		}
		row := make([]float64, 0, evergreen.NumSources+1)
		for _, v := range sum {
			row = append(row, float64(v))
		}
		values[s] = append(row, float64(t.forfeits[s]))
	}
	return values, t.powers
}
