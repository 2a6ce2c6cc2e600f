// Package steward holds readable heuristic bots for Nobles of Evergreen:
// Steward, which weighs every choice by values it derives from the rule
// set, and Lite, a simpler one kept for the terminal game.
//
// Both see only their seat's View and the legal moves; the rule set tells
// them what the cards and items do. Policy is the steward's habits as a
// fast playout policy on sampled states, for search bots, and Evaluate
// its judgement of a position, for a search that cuts its playouts off.
package steward

import (
	"math/rand/v2"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// Steward plays Nobles of Evergreen by rules of thumb a careful player
// would use, every number derived from the rule set:
//
//   - Journey: rolls; rerolls when the space the die reaches is worth less
//     than a fresh roll is on average (an Ordeal it can pay, a poor Proving).
//   - Proving: the affordable option worth most: Crowns and modifiers over
//     their duration, less the cost, less the Duty lost if the option ends
//     the turn while a point was affordable.
//   - Payment: converts a Vault Token only when keeping the next turn and
//     the Crowns left over are worth more than the point the token is;
//     under the default rules that is never, since a point costs 500
//     Crowns and a lost turn rarely costs one.
//   - Duty: buys a Market item whose effect over the rest of the year
//     (income, cheaper Ordeals, …, less what Ordeals ask more of item
//     holders) beats its price by a margin; else scores a point, keeping a
//     reserve for the Ordeals likely before its next turn only when a
//     failed Ordeal (a lost turn) would cost more than paying it, which
//     under the default rules it does not; Save when it is cheaper, or for
//     a first Vault Token while the cards that favour token holders still
//     have long to run; otherwise Give, since Gems break ties; else Wait.
//     Crowns score nothing at the Gala, so no reserve is kept on the last
//     turn.
type Steward struct {
	m *model
}

// New returns the steward for rule set rs.
func New(rs *nobles.Ruleset) *Steward { return &Steward{m: newModel(rs)} }

// Name is "steward".
func (*Steward) Name() string { return "steward" }

// Choose picks a move from legal for seat, knowing only view.
func (b *Steward) Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move {
	v, ok := view.(*nobles.View)
	if !ok || len(legal) == 1 || int(seat) < 0 || int(seat) >= len(v.Houses) {
		return legal[0]
	}
	f := b.m.fromView(v, int(seat))
	return b.m.decide(&f, legal)
}

// fromView reads the facts from a View.
func (m *model) fromView(v *nobles.View, seat int) facts {
	h := &v.Houses[seat]
	f := facts{
		seat: seat, seats: v.Seats, active: v.Active, seasonTurns: v.SeasonTurns,
		crowns: h.Crowns, tokens: h.Tokens, giveCost: h.GiveCost, saveCost: h.SaveCost,
		turns: h.Turns, die: v.Die, position: h.Position, surrender: h.Surrender,
		marketOpen: h.MarketOpen, proving: -1,
	}
	for i := range nobles.Seasons {
		if nobles.SeasonName(i) == v.Season {
			f.season = i
		}
	}
	for i := range v.Houses {
		f.tableTurns += v.Houses[i].Turns
	}
	for _, id := range h.Items {
		if i, ok := m.items[id]; ok {
			f.items[i]++
			f.itemCount++
		}
	}
	if v.Payment != nil {
		f.payAmount = v.Payment.Amount
	}
	if v.Card != nil && v.Card.Deck == nobles.SpaceProving {
		if c, ok := m.rs.CardIndex(nobles.SpaceProving, v.Card.ID); ok {
			f.proving = c
			delta := m.viewDelta(v, seat, nobles.ModProvingCost)
			for o := range min(2, len(m.provings[c].Options)) {
				f.optionCost[o] = max(0, m.provings[c].Options[o].Cost+delta)
			}
		}
	}
	f.priceDelta = m.viewDelta(v, seat, nobles.ModMarketPrice)
	return f
}

// viewDelta sums the modifiers of one kind on seat from its Virtue, items
// and cards in force.
func (m *model) viewDelta(v *nobles.View, seat int, kind string) int {
	h := &v.Houses[seat]
	d := 0
	if i, ok := m.rs.VirtueIndex(h.Virtue); ok && h.Virtue != "" {
		for _, e := range m.rs.Virtues[i].Modifiers {
			if e.Kind == kind {
				d += e.Amount
			}
		}
	}
	for _, id := range h.Items {
		if i, ok := m.items[id]; ok {
			for _, e := range m.rs.Market[i].Modifiers {
				if e.Kind == kind {
					d += e.Amount
				}
			}
		}
	}
	for _, e := range v.Effects {
		if e.Seat == seat && e.Kind == kind {
			d += e.Amount
		}
	}
	return d
}

// decide is the steward's choice at any decision.
func (m *model) decide(f *facts, legal []engine.Move) engine.Move {
	switch legal[0].Name {
	case nobles.MoveRoll:
		return legal[0]
	case nobles.MoveReroll, nobles.MoveKeep:
		return m.reroll(f, legal)
	case nobles.MoveChoose:
		return m.choose(f, legal)
	case nobles.MoveConvert, nobles.MoveDecline:
		return m.payment(f, legal)
	}
	return m.duty(f, legal)
}

func find(legal []engine.Move, name string) (engine.Move, bool) {
	for _, l := range legal {
		if l.Name == name {
			return l, true
		}
	}
	return engine.Move{}, false
}

func (m *model) reroll(f *facts, legal []engine.Move) engine.Move {
	reroll, ok := find(legal, nobles.MoveReroll)
	keep, ok2 := find(legal, nobles.MoveKeep)
	if !ok || !ok2 || f.die < 1 {
		return legal[0]
	}
	var w [3]float64
	for k := range w {
		w[k] = m.spaceWorth(f, k)
	}
	now := w[m.spaceKind(f.position+f.die)]
	fresh := 0.0
	for d := 1; d <= 6; d++ {
		fresh += w[m.spaceKind(f.position+d)] / 6
	}
	if fresh > now+30 {
		return reroll
	}
	return keep
}

func (m *model) choose(f *facts, legal []engine.Move) engine.Move {
	if f.proving < 0 || f.proving >= len(m.provings) {
		return legal[0]
	}
	best, bestW := legal[0], -1e18
	for _, l := range legal {
		if l.Name != nobles.MoveChoose || l.Option < 0 || l.Option >= len(m.provings[f.proving].Options) {
			continue
		}
		cost := f.optionCost[min(l.Option, 1)]
		if w := m.optionWorth(f, f.proving, l.Option, cost); w > bestW {
			best, bestW = l, w
		}
	}
	return best
}

// payment weighs converting a Vault Token: it costs the token's point and
// turns the shortfall into Crowns in hand; declining costs the next turn
// (nothing if a surrender is already pending and they do not stack).
func (m *model) payment(f *facts, legal []engine.Move) engine.Move {
	convert, ok := find(legal, nobles.MoveConvert)
	decline, ok2 := find(legal, nobles.MoveDecline)
	if !ok || !ok2 {
		return legal[0]
	}
	left := m.myTurnsLeft(f)
	turn := 0.0
	if left > 0 && (!f.surrender || m.rs.Rulings.SurrenderStacks) {
		turn = m.turnWorth(f)
	}
	kept := float64(m.rs.Duties.TokenValue - f.payAmount + f.crowns)
	if left <= 1 {
		kept = 0 // Crowns score nothing at the Gala
	}
	point := float64(min(f.giveCost, f.saveCost))
	if f.tokens == 1 {
		point += m.tokenWorth(f)
	}
	if turn+kept-float64(f.crowns) > point {
		return convert
	}
	return decline
}

// turnWorth is roughly what one turn of Journey, Path and Duty is worth:
// the space landed on, and a point if one is affordable.
func (m *model) turnWorth(f *facts) float64 {
	w := m.pProving*m.spaceWorth(f, kProving) + m.pDecree*m.spaceWorth(f, kDecree)
	if f.crowns >= min(f.giveCost, f.saveCost) {
		w += m.dutyDelay(f)
	}
	return w
}

// investMargin is how much more than its price an item must be worth.
const investMargin = 100

func (m *model) duty(f *facts, legal []engine.Move) engine.Move {
	var give, save, wait engine.Move
	var canGive, canSave, canWait bool
	bestItem, bestWorth := engine.Move{}, float64(investMargin)
	for _, l := range legal {
		switch l.Name {
		case nobles.MoveGive:
			give, canGive = l, true
		case nobles.MoveSave:
			save, canSave = l, true
		case nobles.MoveWait:
			wait, canWait = l, true
		case nobles.MoveInvest:
			if i, ok := m.items[l.Item]; ok {
				price := max(0, m.rs.Market[i].Price+f.priceDelta)
				if w := m.itemWorth(f, i, price); w > bestWorth {
					bestItem, bestWorth = l, w
				}
			}
		}
	}
	if bestItem.Name != "" {
		return bestItem
	}
	keep := 0.0
	if m.myTurnsLeft(f) > 1 {
		keep = m.ordealReserve(f)
	}
	if canSave && canGive {
		switch {
		case f.saveCost < f.giveCost:
			canGive = false
		case f.giveCost < f.saveCost:
			canSave = false
		case f.tokens == 0 && m.tokenWorth(f) >= 100:
			canGive = false
		default:
			canSave = false
		}
	}
	if canGive && float64(f.crowns-f.giveCost) >= keep {
		return give
	}
	if canSave && float64(f.crowns-f.saveCost) >= keep {
		return save
	}
	if canWait {
		return wait
	}
	return legal[0]
}

// ordealReserve is the Crowns to keep back from a Duty for the Ordeals
// of one round of the table: their likely demand, but only when failing
// one would cost more than paying it. A failed Ordeal costs no Crowns,
// only the next turn, so under the default rules, where a turn is worth
// less than a typical Ordeal, the reserve is usually nothing.
func (m *model) ordealReserve(f *facts) float64 {
	if f.surrender && !m.rs.Rulings.SurrenderStacks {
		return 0 // a failure now costs nothing more
	}
	after := *f
	after.crowns = max(0, f.crowns-min(f.giveCost, f.saveCost))
	d := m.meanDemand(after.crowns, f.tokens, f.itemCount, &f.items)
	if m.turnWorth(&after) <= d {
		return 0
	}
	return float64(f.seats) * m.pOrdeal * d
}
