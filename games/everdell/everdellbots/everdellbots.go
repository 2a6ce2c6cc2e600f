// Package everdellbots holds Everdell's bots: random (from package bots),
// the gatherer, a heuristic that reads only its seat's View, and two
// searches over positions rebuilt from that View (ismcts.go): ismcts,
// which plays samples to the end, and the lookahead, which plays them 16
// moves ahead by the gatherer's judgement (policy.go) and values every
// city there (eval.go), by weights that are data (weights/*.json,
// weights.go): the expert's fitted to self-play by Train (train.go, with
// fit.go's least squares; the command is ./train), the hand-set ones kept
// for lookahead+hand and the variants. The levels every
// game offers are the gatherer, ismcts and the lookahead (LevelBots).
//
// The gatherer values each legal move by what it brings towards the cards
// in its hand and the Meadow: playing a card is worth its points and, for
// production cards early on, what it will produce; an event is worth its
// points; a location is worth its resources, weighed by how short the
// seat is of them for the cards it could play; a journey its points. In
// the small decisions of an action it keeps the cards worth most and
// takes the resources it lacks. It is a skeleton for the heuristic the
// issue asks for (cards towards a plan, events, journeys); its strength
// against random is measured in docs/BOTS.md.
package everdellbots

import (
	"math/rand/v2"
	"slices"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/everdell"
)

// LevelBots maps each of the levels every game offers (bots.Levels) to
// an Everdell bot: the gatherer, the full-length search (ismcts) and the
// lookahead (docs/BOTS.md measures each against the level below).
func LevelBots() map[string]string {
	return map[string]string{bots.Novice: "gatherer", bots.Skilled: "ismcts", bots.Expert: "lookahead"}
}

// Registry is the bots that can play under rs: random, gatherer, ismcts,
// lookahead, and the levels novice, skilled and expert (LevelBots).
func Registry(rs *everdell.Ruleset) bots.Registry {
	r := bots.Basic()
	r["gatherer"] = func() bots.Bot { return &Gatherer{rs: rs} }
	r["ismcts"] = func() bots.Bot { return ISMCTS(rs, "ismcts", 100) }
	r["lookahead"] = func() bots.Bot { return Lookahead(rs, "lookahead", 400, 16) }
	for name, o := range map[string]lookOptions{
		"lookahead+random":  {weights: "hand"},
		"lookahead+policy1": {explore: 0.1, self: true, others: true, weights: "hand"},
		"lookahead+policy5": {explore: 0.5, self: true, others: true, weights: "hand"},
		"lookahead+model":   {explore: 0.3, others: true, weights: "hand"},
		"lookahead+solo":    {explore: 0.3, self: true, others: true, soloOwn: 0.5, weights: "hand"},
		"lookahead+500":     {explore: 0.3, self: true, others: true, iterations: 500, weights: "hand"},
		"lookahead+h24":     {explore: 0.3, self: true, others: true, iterations: 340, horizon: 24, weights: "hand"},
		"lookahead+deny":    {explore: 0.3, self: true, others: true, iterations: 400, deny: true, weights: "hand"},
		"lookahead+800":     {explore: 0.3, self: true, others: true, iterations: 800, weights: "hand"},
		"lookahead+600":     {explore: 0.3, self: true, others: true, iterations: 600, weights: "hand"},
		"lookahead+100":     {explore: 0.3, self: true, others: true, iterations: 100, weights: "hand"},
		"lookahead+hand":    {explore: 0.3, self: true, others: true, iterations: 400, weights: "hand"},
		"lookahead+learned": {explore: 0.3, self: true, others: true, iterations: 400, weights: "learned"},
	} {
		r[name] = func() bots.Bot { return lookVariant(rs, name, o) }
	}
	return r.MustLevels(LevelBots())
}

// Gatherer is the heuristic bot.
type Gatherer struct {
	rs *everdell.Ruleset
}

// Name is "gatherer".
func (*Gatherer) Name() string { return "gatherer" }

// Choose picks the legal move of highest value, ties broken at random.
func (g *Gatherer) Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move {
	v, ok := view.(*everdell.View)
	if !ok || len(legal) == 1 {
		return legal[rng.IntN(len(legal))]
	}
	ctx := g.context(v, int(seat))
	best, bestV := legal[0], -1e9
	for _, m := range legal {
		val := g.value(ctx, m) + rng.Float64()*0.01
		if val > bestV {
			best, bestV = m, val
		}
	}
	return best
}

// context is what the gatherer derives from its view once per decision.
type context struct {
	// points[i] is seat i's point tokens, which the gatherer gives away
	// to the seat with fewest.
	points [everdell.MaxSeats]int
	res    everdell.Bag
	need   everdell.Bag // what the cards it could aim for cost beyond its supply
	// late: the seat is in its last season.
	late bool
}

func (g *Gatherer) context(v *everdell.View, seat int) *context {
	me := &v.Players[seat]
	c := &context{late: me.Season == g.rs.Seasons[len(g.rs.Seasons)-1].ID}
	for i := range min(len(v.Players), everdell.MaxSeats) {
		c.points[i] = v.Players[i].Points
	}
	for r := range everdell.NumRes {
		c.res[r] = me.Res[everdell.ResName(r)]
	}
	for _, id := range append(slices.Clone(me.Hand), v.Meadow...) {
		card, ok := g.rs.Card(id)
		if !ok {
			continue
		}
		cost := card.Cost.Bag()
		for r := range everdell.NumRes {
			c.need[r] += max(0, cost[r]-c.res[r])
		}
	}
	return c
}

// weight is what one more of resource r is worth now.
func (c *context) weight(r int) float64 {
	base := [everdell.NumRes]float64{1, 1.3, 1.6, 1}[r]
	if c.need[r] > 0 {
		base += 0.5
	}
	return base
}

// cardValue is what having card id in the city is worth.
func (g *Gatherer) cardValue(c *context, id string) float64 {
	card, ok := g.rs.Card(id)
	if !ok {
		return 0
	}
	v := float64(card.Points) + 1
	switch card.Type {
	case everdell.TypeProduction:
		if !c.late {
			v += 2.5
		}
	case everdell.TypeProsperity:
		v += 2
	case everdell.TypeGovernance:
		if !c.late {
			v += 1
		}
	}
	if card.ID == "fool" {
		v = 2 // it costs an opponent 2 points
	}
	return v
}

func (g *Gatherer) gainValue(c *context, e everdell.Effect) float64 {
	val := 0.0
	gain := e.Gain.Bag()
	for r := range everdell.NumRes {
		val += float64(gain[r]) * c.weight(r)
	}
	val += float64(e.Cards)*0.8 + float64(e.Points) + float64(e.Any)*1.5
	return val
}

// value is the gatherer's estimate of move m.
func (g *Gatherer) value(c *context, m engine.Move) float64 {
	switch m.Name {
	case everdell.MPlay, everdell.MPlayMeadow:
		return 3 + g.cardValue(c, m.Item)
	case everdell.MAchieve:
		if e, ok := g.rs.Event(m.Item); ok {
			return 4 + float64(e.Points)
		}
	case everdell.MPlace:
		l, ok := g.rs.Location(m.Item)
		if !ok {
			return 0
		}
		switch l.Effect.Op {
		case "journey":
			return float64(l.Effect.Points) - 0.5*float64(l.Effect.Discard)
		case "gain":
			return g.gainValue(c, l.Effect)
		case "discard_for_any":
			return 1
		}
		return 1.5
	case everdell.MVisit:
		return 2.5
	case everdell.MPrepare:
		return 0
	case everdell.MPass:
		return -1
	case everdell.MOccupy:
		return 5
	case everdell.MDiscount, everdell.MImprison, everdell.MJudge:
		return 1
	case everdell.MPay:
		return 2
	case everdell.MGain:
		if r := resIndex(m.Item); r >= 0 {
			return c.weight(r)
		}
	case everdell.MSpend:
		return float64(m.Option)
	case everdell.MDiscard:
		// Part with the card worth least.
		return -g.cardValue(c, m.Item)
	case everdell.MDone:
		return 0.5
	case everdell.MChoose:
		return g.cardValue(c, m.Item)
	case everdell.MTarget:
		// Give to the opponent with the fewest points on the table.
		if m.Option >= 0 && m.Option < everdell.MaxSeats {
			return -float64(c.points[m.Option])
		}
	}
	return 0
}

func resIndex(name string) int {
	for r := range everdell.NumRes {
		if everdell.ResName(r) == name {
			return r
		}
	}
	return -1
}
