package everdellbots

import (
	"slices"

	"evergreen/engine"
	"evergreen/games/everdell"
)

// evaluator estimates what each seat of a sampled position will score
// by the end: its points as they stand (everdell.State.ScoreOf, the
// final count's own arithmetic) plus what its city, supply, hand and
// remaining actions are still likely to turn into points, each quantity
// (its feature, terms) times its weight (Weights, data). The search
// plays a few moves ahead and asks it there, instead of playing every
// sample to the end (see ISMCTS).
type evaluator struct {
	rs *everdell.Ruleset
	w  Weights
	// placements[k]: the workers a seat will still place after season k
	// (every worker once in each season to come); productions[k]: the
	// production seasons after season k.
	placements, productions []float64
	// types indexes the card types; cardType[c] is card c's, and
	// special[i] the two cards event i requires (-1 when it needs none).
	types    map[string]int
	cardType []int
	special  [][2]int
	// own is the share of the reward that counts the seat's own points;
	// the rest counts its margin. soloOwn is the same share for a lone
	// player, whose margin over the rival is all that wins.
	own, soloOwn float64
	// denied, when set, is what a lone player's event is worth beyond
	// its points against Rugwort, by kind ("basic", "special"): the 3
	// points he scores for a basic event he meets and for each special
	// event the player leaves (a variant, lookahead+deny).
	denied map[string]float64
}

// deny sets e.denied from Rugwort's rules in rs, if a lone player faces
// him there.
func (e *evaluator) deny(rs *everdell.Ruleset) {
	if rs.Solo == nil || rs.Solo.Opponent == everdell.OpponentRival || rs.Solo.Rugwort == nil {
		return
	}
	e.denied = map[string]float64{"basic": float64(rs.Solo.Rugwort.EventPoints), "special": float64(rs.Solo.Rugwort.SpecialPoints)}
}

// The quantities the weights multiply, one feature each (features): what
// Train records of a seat and fits the weights to.
const (
	fRes          = iota // a resource of each kind, times use (4 features)
	fHand         = fRes + everdell.NumRes
	fPlacement    = fHand + 1 // worker placements still to make
	fProduction   = fHand + 2 // production cards times productions to come
	fEventReady   = fHand + 3 // points of the basic events the city meets
	fEventPartial = fHand + 4 // points of the others, times the share squared
	fSpecialReady = fHand + 5 // points of the special events both cards make
	fSpecialHand  = fHand + 6 // … one card in the city and one in hand
	fSpecialOne   = fHand + 7 // … one card in the city only
	fBias         = fHand + 8 // 1 for a seat still playing
	// What the hand-set evaluation did not read (its weights 0 there):
	fHandPoints  = fHand + 9  // the points of the cards in hand, times use
	fResActions  = fHand + 10 // the resources' feature times actions left / 10
	fHandActions = fHand + 11 // the hand's feature times actions left / 10
	fRoom        = fHand + 12 // free spaces in the city
	numFeatures  = fHand + 13
)

// features is a seat's features, in the order of the f constants.
type features [numFeatures]float64

func newEvaluator(rs *everdell.Ruleset, w Weights) *evaluator {
	n := len(rs.Seasons)
	e := &evaluator{rs: rs, w: w, placements: make([]float64, n), productions: make([]float64, n), types: map[string]int{}, own: 0.8, soloOwn: 0.8}
	for _, c := range rs.Cards {
		if _, ok := e.types[c.Type]; !ok {
			e.types[c.Type] = len(e.types)
		}
		e.cardType = append(e.cardType, e.types[c.Type])
	}
	for _, ev := range rs.Events {
		sp := [2]int{-1, -1}
		if len(ev.Requires.Cards) == 2 {
			sp = [2]int{rs.CardIndex(ev.Requires.Cards[0]), rs.CardIndex(ev.Requires.Cards[1])}
		}
		e.special = append(e.special, sp)
	}
	workers := 0
	cum := make([]int, n)
	for k, s := range rs.Seasons {
		workers += s.Workers
		cum[k] = workers
	}
	for k := range n {
		for j := k + 1; j < n; j++ {
			e.placements[k] += float64(cum[j])
			if rs.Seasons[j].Effect == "production" {
				e.productions[k]++
			}
		}
	}
	return e
}

// value is the evaluation of seat in st.
func (e *evaluator) value(st *everdell.State, seat int) float64 {
	return e.terms(st, seat, nil)
}

// terms is the evaluation of seat in st, each weight times its feature
// added in turn; with f, it also adds each feature to f (a seat that has
// passed has none: its score is final).
func (e *evaluator) terms(st *everdell.State, seat int, f *features) float64 {
	w := &e.w
	v := float64(st.ScoreOf(seat).Total)
	p := st.PlayerOf(seat)
	if p.Passed {
		return v
	}
	room := e.rs.CityLimit - st.SpacesUsed(seat)
	season := min(max(p.Season, 0), len(e.rs.Seasons)-1)
	// Resources and cards turn into points only while there is room in
	// the city (events and journeys aside) and actions to spend them.
	use := 1.0
	switch {
	case room <= 0:
		use = 0.3
	case room == 1:
		use = 0.6
	}
	// Resources left at the end score nothing: the fewer the actions
	// left to spend them, the less they are worth.
	actions := float64(p.Workers-len(p.Placed)) + e.placements[season]
	use *= min(1, (actions+1)/4)
	for r := range everdell.NumRes {
		v += use * w.ResScale * w.Res[r] * float64(p.Res[r])
	}
	hand := float64(min(len(p.Hand), max(room, 0)))
	v += w.Hand * hand
	v += e.events(st, p, f)
	if e.denied != nil && st.Seats() == 1 {
		for _, a := range p.Events {
			v += e.denied[e.rs.Events[a.Event].Kind]
		}
	}
	v += w.Placement * actions
	prod, n := e.productions[season], 0
	if prod > 0 {
		for _, cc := range p.City {
			if e.rs.Cards[cc.Card].Type == everdell.TypeProduction {
				n++
			}
		}
		v += w.Production * prod * float64(n)
	}
	v += w.Bias
	handPoints, res := 0.0, 0.0
	for _, c := range p.Hand {
		handPoints += float64(e.rs.Cards[c].Points)
	}
	handPoints *= use
	for r := range everdell.NumRes {
		res += use * float64(p.Res[r])
	}
	free := float64(max(room, 0))
	v += w.HandPoints*handPoints + w.ResActions*res*actions/10 + w.HandActions*hand*actions/10 + w.Room*free
	if f != nil {
		for r := range everdell.NumRes {
			f[fRes+r] += use * float64(p.Res[r])
		}
		f[fHand] += hand
		f[fPlacement] += actions
		f[fProduction] += prod * float64(n)
		f[fBias]++
		f[fHandPoints] += handPoints
		f[fResActions] += res * actions / 10
		f[fHandActions] += hand * actions / 10
		f[fRoom] += free
	}
	return v
}

// events is what the open events the seat's city works towards are
// likely to bring: a basic event's points by the square of the share of
// its cards the city holds, a special event's by how many of its two
// cards the city holds (or the hand, for the second). With f it adds
// the points each weight multiplies to f.
func (e *evaluator) events(st *everdell.State, p *everdell.Player, f *features) float64 {
	w := &e.w
	var count [8]int
	for _, cc := range p.City {
		if t := e.cardType[cc.Card]; t < len(count) {
			count[t]++
		}
	}
	var g features // the points by feature, when f asks
	v := 0.0
	for i := range e.rs.Events {
		if !st.EventOpen(i) {
			continue
		}
		ev := &e.rs.Events[i]
		pts := float64(ev.Points)
		if e.denied != nil && st.Seats() == 1 {
			pts += e.denied[ev.Kind]
		}
		q := ev.Requires
		switch {
		case q.Type != "":
			t, ok := e.types[q.Type]
			if !ok || t >= len(count) {
				continue
			}
			k := min(count[t], q.Count)
			if k >= q.Count {
				v += w.EventReady * pts
				g[fEventReady] += pts
			} else {
				share := float64(k) / float64(q.Count)
				v += w.EventPartial * pts * share * share
				g[fEventPartial] += pts * share * share
			}
		case q.EachType > 0:
			share := 0.0
			for t := range min(len(e.types), len(count)) {
				share += float64(min(count[t], q.EachType)) / float64(q.EachType*len(e.types))
			}
			v += w.EventPartial * pts * share * share
			g[fEventPartial] += pts * share * share
		case e.special[i][0] >= 0:
			if ev.Points == 0 {
				pts += w.SpecialWorth
			}
			a, b := inCity(p, e.special[i][0]), inCity(p, e.special[i][1])
			switch {
			case a && b:
				v += w.SpecialReady * pts
				g[fSpecialReady] += pts
			case a && slices.Contains(p.Hand, e.special[i][1]), b && slices.Contains(p.Hand, e.special[i][0]):
				v += w.SpecialHand * pts
				g[fSpecialHand] += pts
			case a || b:
				v += w.SpecialOne * pts
				g[fSpecialOne] += pts
			}
		}
	}
	if f != nil {
		for i := range g {
			f[i] += g[i]
		}
	}
	return v
}

func inCity(p *everdell.Player, card int) bool {
	for _, cc := range p.City {
		if cc.Card == card {
			return true
		}
	}
	return false
}

// reward fills r, one reward a seat in [0,1], from the evaluation of
// every seat of st: a share (own, 0.8) for its own estimate out of 100
// points, the rest for its margin over the best other (capped at 25
// points either way; over the solitary rival's score as it stands when
// it plays alone). Counting its own points most makes it build the
// richest city rather than chase the other's (measured, docs/BOTS.md:
// half and half scored 50 points a game against itself, 0.8 scored 55).
func (e *evaluator) reward(s engine.State, r []float64) {
	st := s.(*everdell.State)
	const margin, points = 25.0, 100.0
	var vals [everdell.MaxSeats]float64
	n := len(r)
	for i := range n {
		vals[i] = e.value(st, i)
	}
	own := e.own
	if n == 1 {
		own = e.soloOwn
	}
	for i := range n {
		best := float64(st.RivalScore())
		if n > 1 {
			best = -1e9
			for j := range n {
				if j != i {
					best = max(best, vals[j])
				}
			}
		}
		m := max(-1, min(1, (vals[i]-best)/margin))
		r[i] = (1-own)/2*(1+m) + own*max(0, min(1, vals[i]/points))
	}
}
