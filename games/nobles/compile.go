package nobles

import "slices"

// Compiled cards and effects, and compile, which builds them from valid Rules.

type effOp uint8

const (
	opPay effOp = iota
	opGain
	opEndTurn
	opModifier
)

type who uint8

const (
	whoAll who = iota
	whoSelf
	whoActive
	whoOthers
)

type compiledEffect struct {
	op     effOp
	mod    modKind
	amount int
	who    who
	cond   *bounds // nil: no condition
	item   int     // has_item index, -1 if none
	// placed is the modifier a modifier effect places, all but its seat
	// and Seq filled in at load (the card's deck and index included), and
	// where it is listed: apply copies it rather than building it.
	placed active
	listed modList
}

// modList names the list of State a card modifier is kept in, by what
// it counts down.
type modList uint8

const (
	listTurns   modList = iota // State.turnMods[seat]
	listSeasons                // State.seasonMods
	listYear                   // State.yearMods
)

// listOf is the list a modifier lasting d is kept in.
func listOf(d Duration) modList {
	switch {
	case d.Year:
		return listYear
	case d.Turns > 0:
		return listTurns
	}
	return listSeasons
}

type compiledCard struct {
	id      string
	effects [2][]compiledEffect // Ordeal/Decree use [0]; Proving uses one per option
	costs   [2]int
	// plain marks an Ordeal or Decree of one payment or gain for every
	// noble, with no condition: resolvePlain's loop.
	plain bool
}

func (rs *Ruleset) compile() {
	r := &rs.Rules
	for i, k := range r.Board {
		switch k {
		case SpaceProving:
			rs.board[i] = deckProving
		case SpaceOrdeal:
			rs.board[i] = deckOrdeal
		default:
			rs.board[i] = deckDecree
		}
	}
	rs.perNoble = r.TurnCounting == PerNoble
	rs.offer = r.Rulings.TokenConversion == "offer"
	rs.virtueID = make(map[string]int, len(r.Virtues))
	rs.virtueMods = make([][numMods]int, len(r.Virtues))
	for i, v := range r.Virtues {
		rs.virtueID[v.ID] = i
		for _, m := range v.Modifiers {
			addMod(&rs.virtueMods[i], m)
		}
	}
	rs.itemID = make(map[string]int, len(r.Market))
	rs.itemMods = make([][numMods]int, len(r.Market))
	for i, it := range r.Market {
		rs.itemID[it.ID] = i
		rs.prices = append(rs.prices, it.Price)
		if !it.Withheld {
			rs.saleBit[i] = 1 << len(rs.forSale)
			rs.forSale = append(rs.forSale, i)
		}
		for _, m := range it.Modifiers {
			addMod(&rs.itemMods[i], m)
		}
	}
	rs.saleByPrice()
	rs.houseID = make(map[string]int, len(r.Houses))
	for i, h := range r.Houses {
		rs.houseID[h.ID] = i
	}
	for d := range numDecks {
		rs.cardID[d] = map[string]int{}
	}
	for i, c := range r.Decks.Proving {
		rs.cardID[deckProving][c.ID] = i
		cc := compiledCard{id: c.ID}
		for j, o := range c.Options {
			cc.costs[j] = o.Cost
			cc.effects[j] = rs.compileEffects(o.Effects, whoSelf, deckProving, i)
		}
		rs.cards[deckProving] = append(rs.cards[deckProving], cc)
	}
	for d, deck := range [2][]Card{r.Decks.Ordeal, r.Decks.Decree} {
		for i, c := range deck {
			rs.cardID[d+1][c.ID] = i
			effs := rs.compileEffects(c.Effects, whoAll, d+1, i)
			e := &effs[0] // a card holds at least one effect
			plain := len(effs) == 1 && e.who == whoAll && e.cond == nil && (e.op == opPay || e.op == opGain)
			rs.cards[d+1] = append(rs.cards[d+1], compiledCard{id: c.ID, effects: [2][]compiledEffect{effs}, plain: plain})
		}
	}
}

func addMod(t *[numMods]int, m Effect) {
	k := modByName[m.Kind]
	if own, ok := ownKind(k); ok && m.Who == "active" {
		k = own
	}
	if k.isFlag() {
		t[k]++
	} else {
		t[k] += m.Amount
	}
}

func (rs *Ruleset) compileEffects(effs []Effect, def who, deck, card int) []compiledEffect {
	out := make([]compiledEffect, len(effs))
	for i, e := range effs {
		ce := compiledEffect{amount: e.Amount, who: def, cond: compileCondition(e.If), item: -1}
		switch e.Who {
		case "self":
			ce.who = whoSelf
		case "active":
			ce.who = whoActive
		case "others":
			ce.who = whoOthers
		case "all":
			ce.who = whoAll
		}
		if ce.who == whoSelf {
			ce.who = whoActive // on every card "self" is the active noble
		}
		switch e.Kind {
		case KindPay:
			ce.op = opPay
		case KindGain:
			ce.op = opGain
		case KindEndTurn:
			ce.op = opEndTurn
		default:
			ce.op = opModifier
			ce.mod = modByName[e.Kind]
			var d Duration
			if e.Duration != nil {
				d = *e.Duration
			}
			ce.placed = active{
				Kind: ce.mod, Amount: int32(e.Amount), Turns: int16(d.Turns), Seasons: int16(d.Seasons), Year: d.Year,
				Deck: uint8(deck), Card: int16(card),
			}
			ce.listed = listOf(d)
		}
		if e.If != nil && e.If.HasItem != "" {
			ce.item = rs.itemID[e.If.HasItem]
		}
		out[i] = ce
	}
	return out
}

// saleByPrice fills byPrice and cheapest from forSale.
func (rs *Ruleset) saleByPrice() {
	order := slices.Clone(rs.forSale)
	slices.SortStableFunc(order, func(a, b int) int { return max(0, rs.prices[a]) - max(0, rs.prices[b]) })
	rs.byPrice = make([]int, len(order))
	rs.cheapest = make([]uint32, len(order)+1)
	for j, i := range order {
		rs.byPrice[j] = max(0, rs.prices[i])
		rs.cheapest[j+1] = rs.cheapest[j] | rs.saleBit[i]
	}
	rs.fillDutyRows()
}
