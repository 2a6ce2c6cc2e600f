package steward

import (
	"evergreen/games/nobles"
)

// model is what the steward reads from the rule set once: how likely each
// kind of space is, what the cards demand and give, and so what Crowns,
// Vault Tokens, items and turns are worth. Every number the bot uses is
// derived here from the rules, so the same bot plays an edited rule set
// sensibly.
type model struct {
	rs *nobles.Ruleset
	// share of the board's spaces of each kind
	pProving, pOrdeal, pDecree float64
	// perNoble: turns_per_season counts each noble's turns
	perNoble bool
	// item index by id, for Invest moves
	items map[string]int
	// proving option costs and effects, by card index
	provings []nobles.Proving
}

// Kinds of space, as indices.
const (
	kProving = iota
	kOrdeal
	kDecree
)

func newModel(rs *nobles.Ruleset) *model {
	m := &model{rs: rs, perNoble: rs.TurnCounting == nobles.PerNoble, items: map[string]int{}, provings: rs.Decks.Proving}
	for _, k := range rs.Board {
		switch k {
		case nobles.SpaceProving:
			m.pProving++
		case nobles.SpaceOrdeal:
			m.pOrdeal++
		default:
			m.pDecree++
		}
	}
	n := float64(len(rs.Board))
	m.pProving, m.pOrdeal, m.pDecree = m.pProving/n, m.pOrdeal/n, m.pDecree/n
	for i, it := range rs.Market {
		m.items[it.ID] = i
	}
	return m
}

// facts is the steward's reading of the table from one seat: all public,
// plus its own Gems.
type facts struct {
	seat, seats, active int
	season, seasonTurns int
	crowns, tokens      int
	giveCost, saveCost  int
	turns               int // turns this noble has taken
	tableTurns          int // turns taken round the table this year
	die, position       int
	surrender           bool
	marketOpen          bool
	items               [nobles.MaxItems]uint8
	itemCount           int
	// payment awaiting a decision, if any
	payAmount int
	// card being resolved: Proving index, or -1
	proving int
	// what each option of that Proving costs this noble
	optionCost [2]int
	// market_price modifiers in force on this noble
	priceDelta int
}

// spaceKind is the kind of board space n (1–32).
func (m *model) spaceKind(n int) int {
	switch m.rs.Board[(n-1)%len(m.rs.Board)] {
	case nobles.SpaceProving:
		return kProving
	case nobles.SpaceOrdeal:
		return kOrdeal
	}
	return kDecree
}

// seasonLength is a season's length in turns round the table.
func (m *model) seasonLength(f *facts) int { return m.seasonLengthFor(f.seats) }

func (m *model) seasonLengthFor(seats int) int {
	if m.perNoble {
		return m.rs.TurnsPerSeason * seats
	}
	return m.rs.TurnsPerSeason
}

// tableTurnsLeft is how many turns remain in the year round the table,
// the current one included.
func (m *model) tableTurnsLeft(f *facts) int {
	total := m.rs.TurnsPerSeason * nobles.Seasons
	if m.perNoble {
		total *= f.seats
	}
	return max(1, total-f.tableTurns)
}

// myTurnsLeft is how many turns this noble has left, the current one
// included when it is theirs.
func (m *model) myTurnsLeft(f *facts) int {
	if m.perNoble {
		return max(0, m.rs.TurnsPerSeason*nobles.Seasons-f.turns)
	}
	left := m.tableTurnsLeft(f)
	// Turns go round from the active seat.
	k := (f.seat - f.active + f.seats) % f.seats
	if k >= left {
		return 0
	}
	return 1 + (left-1-k)/f.seats
}

// seasonsLeft counts the season starts still to come.
func (f *facts) seasonsLeft() int { return nobles.Seasons - 1 - f.season }

// coverage is how many of the noble's own turns, and of the table's
// turns, a modifier of duration d placed now would last (nil: all year).
func (m *model) coverage(f *facts, d *nobles.Duration) (mine, table float64) {
	mine, table = float64(m.myTurnsLeft(f)), float64(m.tableTurnsLeft(f))
	if d == nil || d.Year {
		return mine, table
	}
	if d.Turns > 0 {
		t := min(mine, float64(d.Turns))
		return t, t * float64(f.seats)
	}
	inSeason := float64(m.seasonLength(f) - f.seasonTurns)
	t := min(table, inSeason+float64(d.Seasons-1)*float64(m.seasonLength(f)))
	return t / float64(f.seats), t
}

// seasonStarts is how many season incomes a modifier of duration d placed
// now would touch (nil: all year).
func (m *model) seasonStarts(f *facts, d *nobles.Duration) int {
	if d == nil || d.Year {
		return f.seasonsLeft()
	}
	if d.Seasons > 0 {
		return min(d.Seasons, f.seasonsLeft())
	}
	return 0 // a few turns rarely span a season change
}

// pointsAhead estimates how many more Duties will buy a point this year:
// no more than the turns left, nor than the Crowns in hand and to come
// can pay for.
func (m *model) pointsAhead(f *facts) float64 {
	income := 0
	for s := f.season + 1; s < nobles.Seasons; s++ {
		income += m.rs.Income.Season(s)
	}
	cost := max(1, min(f.giveCost, f.saveCost))
	return min(float64(m.myTurnsLeft(f)), float64(f.crowns+income)/float64(cost))
}

// demand is what an Ordeal card asks of a noble with the given position,
// Virtue and items aside (Ordeal payment modifiers are applied by the
// caller where they matter).
func demand(c *nobles.Card, crowns, tokens, items int, owned *[nobles.MaxItems]uint8, rs *nobles.Ruleset, active bool) int {
	total := 0
	for i := range c.Effects {
		e := &c.Effects[i]
		if e.Kind != nobles.KindPay || !reaches(e, crowns, tokens, items, owned, rs, active) {
			continue
		}
		total += e.Amount
	}
	return total
}

// gain is what a Decree card gives a noble.
func gain(c *nobles.Card, crowns, tokens, items int, owned *[nobles.MaxItems]uint8, rs *nobles.Ruleset, active bool) int {
	total := 0
	for i := range c.Effects {
		e := &c.Effects[i]
		if e.Kind != nobles.KindGain || !reaches(e, crowns, tokens, items, owned, rs, active) {
			continue
		}
		total += e.Amount
	}
	return total
}

func reaches(e *nobles.Effect, crowns, tokens, items int, owned *[nobles.MaxItems]uint8, rs *nobles.Ruleset, active bool) bool {
	switch e.Who {
	case "active", "self":
		if !active {
			return false
		}
	case "others":
		if active {
			return false
		}
	}
	c := e.If
	if c == nil {
		return true
	}
	has := false
	if c.HasItem != "" {
		i, ok := rs.ItemIndex(c.HasItem)
		has = ok && owned[i] > 0
	}
	return c.Holds(crowns, tokens, items, has)
}

// meanDemand is the average an Ordeal drawn by someone else asks of a
// noble placed so.
func (m *model) meanDemand(crowns, tokens, items int, owned *[nobles.MaxItems]uint8) float64 {
	deck := m.rs.Decks.Ordeal
	if len(deck) == 0 {
		return 0
	}
	total := 0
	for i := range deck {
		total += demand(&deck[i], crowns, tokens, items, owned, m.rs, false)
	}
	return float64(total) / float64(len(deck))
}

// meanGain is the average a Decree gives a noble placed so.
func (m *model) meanGain(crowns, tokens, items int, owned *[nobles.MaxItems]uint8, active bool) float64 {
	deck := m.rs.Decks.Decree
	if len(deck) == 0 {
		return 0
	}
	total := 0
	for i := range deck {
		total += gain(&deck[i], crowns, tokens, items, owned, m.rs, active)
	}
	return float64(total) / float64(len(deck))
}

// tokenWorth is what holding a first Vault Token is worth over the rest
// of the year beyond its point: cards that ask less of, or give more to,
// nobles with a token.
func (m *model) tokenWorth(f *facts) float64 {
	_, table := m.coverage(f, nil)
	c := max(0, f.crowns-min(f.giveCost, f.saveCost))
	ordeal := m.meanDemand(c, 0, f.itemCount, &f.items) - m.meanDemand(c, 1, f.itemCount, &f.items)
	decree := m.meanGain(c, 1, f.itemCount, &f.items, false) - m.meanGain(c, 0, f.itemCount, &f.items, false)
	return table * (m.pOrdeal*ordeal + m.pDecree*decree)
}

// modifierWorth is a rough value in Crowns, to this noble, of a modifier
// of the given kind and amount lasting d (nil: all year, as on an item);
// own says it acts only on the cards the noble draws ("who": "active" on
// an item's ordeal_payment or decree_gain).
func (m *model) modifierWorth(f *facts, kind string, amount int, d *nobles.Duration, own bool) float64 {
	mine, table := m.coverage(f, d)
	if own {
		table = mine
	}
	a := float64(amount)
	switch kind {
	case nobles.ModIncome:
		return a * float64(m.seasonStarts(f, d))
	case nobles.ModTurnGain:
		return a * mine
	case nobles.ModGiveCost:
		return -a * min(mine, m.pointsAhead(f)) * 0.7
	case nobles.ModSaveCost:
		return -a * min(mine, m.pointsAhead(f)) * 0.3
	case nobles.ModMarketPrice:
		return -a * min(1, mine/8) * 0.5
	case nobles.ModProvingCost:
		return -a * mine * m.pProving * 0.6
	case nobles.ModOrdealPayment:
		// Only Ordeals the noble can pay save anything.
		return -a * table * m.pOrdeal * 0.6
	case nobles.ModDecreeGain:
		share := m.meanGain(1000, 1, 1, &f.items, false) / max(1, m.meanGainAny())
		return a * table * m.pDecree * share
	case nobles.ModReroll:
		return 25 * mine
	case nobles.ModMarketGuard:
		return 5 * mine
	case nobles.ModCloseMarket:
		return -20 * min(mine, 1)
	}
	return 0
}

// meanGainAny is the average gain of the Decrees that give anything.
func (m *model) meanGainAny() float64 {
	n, total := 0, 0
	for i := range m.rs.Decks.Decree {
		for _, e := range m.rs.Decks.Decree[i].Effects {
			if e.Kind == nobles.KindGain {
				n++
				total += e.Amount
				break
			}
		}
	}
	if n == 0 {
		return 1
	}
	return float64(total) / float64(n)
}

// itemWorth is the net value of buying Market item i now: its modifiers
// over the rest of the year, less what Ordeals ask more of nobles who own
// items (or that item), less its price.
func (m *model) itemWorth(f *facts, i int, price int) float64 {
	it := &m.rs.Market[i]
	w := -float64(price)
	for _, e := range it.Modifiers {
		w += m.modifierWorth(f, e.Kind, e.Amount, nil, e.Who == "active")
	}
	_, table := m.coverage(f, nil)
	after := f.items
	after[i]++
	c := max(0, f.crowns-price)
	extra := m.meanDemand(c, f.tokens, f.itemCount+1, &after) - m.meanDemand(c, f.tokens, f.itemCount, &f.items)
	w -= table * m.pOrdeal * extra
	return w
}

// optionWorth is the net value of Proving option o of card c now.
func (m *model) optionWorth(f *facts, c, o int, cost int) float64 {
	opt := &m.provings[c].Options[o]
	w := -float64(cost)
	for i := range opt.Effects {
		e := &opt.Effects[i]
		switch e.Kind {
		case nobles.KindGain:
			w += float64(e.Amount)
		case nobles.KindEndTurn:
			// The Duty is lost; it matters when it would have bought a point.
			if f.crowns-cost >= min(f.giveCost, f.saveCost) {
				w -= m.dutyDelay(f)
			}
		default:
			w += m.modifierWorth(f, e.Kind, e.Amount, e.Duration, false)
		}
	}
	return w
}

// dutyDelay is the cost of putting off a point by a turn: Crowns left in
// hand meanwhile are exposed to the Ordeals of a round of the table.
func (m *model) dutyDelay(f *facts) float64 {
	if m.myTurnsLeft(f) <= 1 {
		return 500 // no later turn: the point is lost
	}
	return 100 + float64(f.seats)*m.pOrdeal*m.meanDemand(f.crowns, f.tokens, f.itemCount, &f.items)
}

// spaceWorth is roughly what landing on a space of kind k is worth to
// the noble.
func (m *model) spaceWorth(f *facts, k int) float64 {
	switch k {
	case kOrdeal:
		d := m.meanDemand(f.crowns, f.tokens, f.itemCount, &f.items)
		if d > float64(f.crowns) {
			return 0 // it will be failed; the turn after is lost, not Crowns
		}
		return -d
	case kDecree:
		return m.meanGain(f.crowns, f.tokens, f.itemCount, &f.items, true)
	}
	// A Proving: the better option of an average card.
	if len(m.provings) == 0 {
		return 0
	}
	total := 0.0
	for c := range m.provings {
		best := 0.0
		for o := range m.provings[c].Options {
			cost := m.provings[c].Options[o].Cost
			if cost <= f.crowns {
				best = max(best, m.optionWorth(f, c, o, cost))
			}
		}
		total += best
	}
	return total / float64(len(m.provings))
}
