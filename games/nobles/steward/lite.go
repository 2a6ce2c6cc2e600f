package steward

import (
	"math/rand/v2"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// Lite is a simple, sensible bot for Nobles of Evergreen. It sees
// only its seat's View and legal moves, and reads card and item data from
// the rule set it was built with. Its habits:
//
//   - Journey: roll; reroll a 1 or a 2 when it may, keep anything else.
//   - Proving: the choice it can afford with the best rough worth (Crowns
//     and effects gained, less the cost).
//   - Payment: decline. Converting a Vault Token throws away a point at
//     once; declining keeps the token and the Crowns and costs only the
//     next turn.
//   - Duty: Give while it keeps a reserve of 600 Crowns after paying,
//     else Save while it keeps 400; early in Spring buy an item that
//     raises income; else Wait. The reserves shrink over Winter's last
//     turns, since Crowns score nothing at the Gala.
type Lite struct {
	rs *nobles.Ruleset
}

// NewLite returns the bot for rule set rs.
func NewLite(rs *nobles.Ruleset) *Lite { return &Lite{rs: rs} }

// Name is "steward-lite".
func (*Lite) Name() string { return "steward-lite" }

// Reserves Lite keeps after a Duty, in Crowns.
const (
	giveReserve = 600
	saveReserve = 400
	investFloor = 300
)

// Choose picks a move from legal for seat, knowing only view.
func (b *Lite) Choose(seat engine.Seat, view any, legal []engine.Move, _ *rand.Rand) engine.Move {
	v, ok := view.(*nobles.View)
	if !ok || len(legal) == 1 || int(seat) < 0 || int(seat) >= len(v.Houses) {
		return legal[0]
	}
	me := v.Houses[seat]
	find := func(m engine.Move) (engine.Move, bool) {
		for _, l := range legal {
			if l == m {
				return l, true
			}
		}
		return engine.Move{}, false
	}
	switch v.Phase {
	case nobles.DecideReroll:
		if m, ok := find(engine.M(nobles.MoveReroll)); ok && v.Die <= 2 {
			return m
		}
		if m, ok := find(engine.M(nobles.MoveKeep)); ok {
			return m
		}
	case nobles.DecidePayment:
		if m, ok := find(engine.M(nobles.MoveDecline)); ok {
			return m
		}
	case nobles.DecideProving:
		return b.proving(v, int(seat), legal)
	case nobles.DecideDuty:
		left := b.turnsLeft(v, int(seat))
		give, save := giveReserve, saveReserve
		if v.Season == nobles.SeasonName(nobles.Seasons-1) {
			// Late in Winter a reserve is worth less than a point.
			give, save = min(give, 100*(left-1)), min(save, 100*(left-1))
		}
		if m, ok := find(engine.M(nobles.MoveGive)); ok && me.Crowns >= me.GiveCost+give {
			return m
		}
		if m, ok := find(engine.M(nobles.MoveSave)); ok && me.Crowns >= me.SaveCost+save {
			return m
		}
		if v.Season == nobles.SeasonName(0) && me.Turns < b.springInvestTurns() && b.rs != nil {
			for _, l := range legal {
				if l.Name != nobles.MoveInvest {
					continue
				}
				if i, ok := b.rs.ItemIndex(l.Item); ok && raisesIncome(b.rs.Market[i].Modifiers) && me.Crowns >= b.rs.Market[i].Price+investFloor {
					return l
				}
			}
		}
		if m, ok := find(engine.M(nobles.MoveWait)); ok {
			return m
		}
	}
	return legal[0]
}

// springInvestTurns is how many of its first turns the bot will consider
// buying an income item in.
func (b *Lite) springInvestTurns() int {
	if b.rs == nil {
		return 0
	}
	return max(1, b.rs.TurnsPerSeason/2)
}

func raisesIncome(mods []nobles.Effect) bool {
	for _, m := range mods {
		if m.Kind == nobles.ModIncome && m.Amount > 0 {
			return true
		}
	}
	return false
}

// turnsLeft estimates how many turns seat has left in the year, this one
// included.
func (b *Lite) turnsLeft(v *nobles.View, seat int) int {
	year := v.TurnsPerYear
	if b.rs != nil && b.rs.TurnCounting == nobles.Shared && v.Seats > 0 {
		// Shared counting: the year's turns are shared round the table.
		year /= v.Seats
	}
	return max(1, year-v.Houses[seat].Turns)
}

// proving picks the affordable option of the Proving card worth most.
func (b *Lite) proving(v *nobles.View, seat int, legal []engine.Move) engine.Move {
	if b.rs == nil || v.Card == nil {
		return legal[0]
	}
	c, ok := b.rs.CardIndex(nobles.SpaceProving, v.Card.ID)
	if !ok {
		return legal[0]
	}
	card := b.rs.Decks.Proving[c]
	seasonsLeft := nobles.Seasons - 1 - seasonIndex(v.Season)
	best, bestWorth := legal[0], -1<<31
	for _, m := range legal {
		if m.Name != nobles.MoveChoose || m.Option < 0 || m.Option >= len(card.Options) {
			continue
		}
		opt := card.Options[m.Option]
		w := -opt.Cost
		for _, e := range opt.Effects {
			w += worth(e, seasonsLeft)
		}
		if w > bestWorth {
			best, bestWorth = m, w
		}
	}
	return best
}

func seasonIndex(name string) int {
	for i := range nobles.Seasons {
		if nobles.SeasonName(i) == name {
			return i
		}
	}
	return 0
}

// worth is a rough value in Crowns of one effect on the active noble.
func worth(e nobles.Effect, seasonsLeft int) int {
	uses := 1 // how many times a modifier is likely to matter
	if d := e.Duration; d != nil {
		switch {
		case d.Year:
			uses = max(1, seasonsLeft) * 2
		case d.Seasons > 0:
			uses = min(d.Seasons, seasonsLeft)
		case d.Turns > 0:
			uses = d.Turns
		}
	}
	switch e.Kind {
	case nobles.KindGain:
		return e.Amount
	case nobles.KindPay:
		return -e.Amount
	case nobles.KindEndTurn:
		return -200 // a Duty lost
	case nobles.ModIncome:
		if e.Duration != nil && e.Duration.Turns == 0 {
			return e.Amount * min(uses, seasonsLeft)
		}
		return e.Amount * seasonsLeft
	case nobles.ModTurnGain:
		return e.Amount * uses
	case nobles.ModGiveCost, nobles.ModSaveCost:
		return -e.Amount * min(uses, 2) / 2
	case nobles.ModMarketPrice, nobles.ModProvingCost:
		return -e.Amount * min(uses, 2) / 4
	case nobles.ModOrdealPayment:
		return -e.Amount * min(uses, 2) / 2
	case nobles.ModDecreeGain:
		return e.Amount * min(uses, 3) / 2
	case nobles.ModReroll:
		return 20 * min(uses, 3)
	case nobles.ModCloseMarket:
		return -20
	}
	return 0
}
