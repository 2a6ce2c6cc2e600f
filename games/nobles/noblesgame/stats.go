package noblesgame

import (
	"fmt"
	"slices"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
)

var (
	_ game.Statistician = (*Game)(nil)
	_ game.Dealer       = (*Game)(nil)
	_ game.Firer        = (*tally)(nil)
	_ game.Watcher      = (*tally)(nil)
	_ game.FireCounter  = (*tally)(nil)
	_ game.Resetter     = (*tally)(nil)
)

// Stats names what the simulator and the Studio's preview count in a year
// of Nobles, besides wins and scores: each House's Gems and Vault Tokens
// at the Gala, the Ordeal payments it could not make and the turns they
// cost, the Vault Tokens it converted, what it bought at the Market and
// how often it rerolled the Journey die (a Virtue's or an item's reroll);
// over the whole year, every card drawn and every space landed on.
// The keys are those of the simulator's reports since before the game
// contract, so that reports stay comparable.
func (*Game) Stats(r game.Rules, seats int) game.Stats {
	st := game.Stats{
		Seats: game.Metric{Key: "houses", Label: "Houses"},
		Seat:  game.Metric{Key: "house", Label: "House"},
		Metrics: []game.Metric{
			{Key: "gems", Label: "House Gems given", Short: "gems"},
			{Key: "tokens", Label: "Vault Tokens held", Short: "tokens"},
			{Key: "ordeal_failures", Label: "Ordeal failures", Short: "fails"},
			{Key: "surrendered_turns", Label: "surrendered turns", Short: "surr."},
			{Key: "tokens_converted", Label: "tokens converted", Short: "conv."},
			{Key: "market_purchases", Label: "Market purchases", Short: "items"},
			{Key: "rerolls", Label: "Journey dice rerolled", Short: "rerolls"},
		},
		Items: game.Metric{Key: "market", Label: "Market purchases"},
		Fires: []game.Metric{
			{Key: "cards", Label: "Cards drawn"},
			{Key: "spaces", Label: "Spaces landed on"},
		},
	}
	if nr, ok := r.(*Rules); ok {
		// A game started with no set-up seats the Houses in rule-set
		// order (nobles.SeatSetup).
		for s := range min(seats, len(nr.RS.Houses)) {
			st.Labels = append(st.Labels, nr.RS.Houses[s].ID)
		}
		for _, it := range nr.RS.Market {
			st.ItemIDs = append(st.ItemIDs, it.ID)
		}
	}
	return st
}

// Undealt seats the first Houses in rule-set order, each with its own
// Virtue (or, when that is missing or held, the first Virtue nobody
// holds), as nobles.NewGame settles a year started with no set-up.
func (*Game) Undealt(r game.Rules, seats int) []game.Seat {
	nr, ok := r.(*Rules)
	if !ok {
		return make([]game.Seat, seats)
	}
	rs := nr.RS
	out := make([]game.Seat, seats)
	held := make([]bool, len(rs.Virtues))
	virtue := make([]int, min(seats, len(rs.Houses)))
	for h := range virtue {
		virtue[h] = -1
		if id := rs.Houses[h].Virtue; id != "" {
			if i, ok := rs.VirtueIndex(id); ok && !held[i] {
				virtue[h], held[i] = i, true
			}
		}
	}
	for h := range virtue {
		for i := range rs.Virtues {
			if virtue[h] >= 0 {
				break
			}
			if !held[i] {
				virtue[h], held[i] = i, true
			}
		}
		out[h].Setup = nr.dealt[h][virtue[h]+1]
	}
	return out
}

// Roles names each seat's House and Virtue ("ashgrove/royal-favour",
// "House Ashgrove (Royal Favour)"), from set-ups as Rules.Seats settles
// them.
func (*Game) Roles(r game.Rules, seats []game.Seat, into []game.Role) []game.Role {
	nr, _ := r.(*Rules)
	for _, s := range seats {
		if nr != nil {
			if role, ok := nr.roles[string(s.Setup)]; ok {
				into = append(into, role)
				continue
			}
			if su, err := ParseSetup(s.Setup); err == nil {
				if h, ok := nr.RS.HouseIndex(su.House); ok {
					v, ok := nr.RS.VirtueIndex(su.Virtue)
					if !ok {
						v = -1
					}
					into = append(into, roleOf(nr.RS, h, v))
					continue
				}
			}
		}
		// Not a set-up Rules.Seats gives: named as it is.
		into = append(into, game.Role{Key: string(s.Setup), Label: string(s.Setup)})
	}
	return into
}

// Tally counts one year.
func (*Game) Tally(r game.Rules, seats int) game.Tally {
	t := &tally{
		fails: make([]int, seats), surr: make([]int, seats), conv: make([]int, seats), rerolls: make([]int, seats),
		bought: make([][]string, seats), values: make([][]float64, seats),
	}
	if nr, ok := r.(*Rules); ok {
		t.names, t.rules = &nr.spaces, nr
	}
	return t
}

type tally struct {
	fails, surr, conv, rerolls []int
	bought                     [][]string
	values                     [][]float64
	cards                      []string
	spaces                     []landing // named in Fired, once per space
	// names are the rule set's space names, if known; rules the rule set,
	// if known, whose fires the tally counts by index (FireCounter).
	names *[nobles.BoardSize + 1]string
	rules *Rules
	// counted is the final state's Counts, when watched.
	counted *nobles.Counts
	final   *nobles.State
	// watched is the state counting the year itself (Watch): the figures
	// are read from its Counts at the end, and no events come.
	watched bool
}

// Watch asks a Nobles state to count the year's figures itself
// (nobles.State.Count), so that the simulator may play it quietly.
func (t *tally) Watch(start engine.State) bool {
	st, ok := start.(*nobles.State)
	if !ok {
		return false
	}
	st.Count()
	t.watched = true
	return true
}

// Reset starts counting another year with the same tally.
func (t *tally) Reset() {
	clear(t.fails)
	clear(t.surr)
	clear(t.conv)
	clear(t.rerolls)
	for s := range t.bought {
		t.bought[s] = t.bought[s][:0]
	}
	t.cards, t.spaces = t.cards[:0], t.spaces[:0]
	t.watched, t.counted, t.final = false, nil, nil
}

// FireIDs names every card of the rule set, deck by deck, and every
// space, when the tally knows the rule set.
func (t *tally) FireIDs() [][]string {
	if t.rules == nil {
		return nil
	}
	return t.rules.fires
}

// CountFired counts the cards drawn and spaces landed on by index, from
// the state's counts when watched, else from the events' lists.
func (t *tally) CountFired(counts [][]int) {
	r := t.rules
	if c := t.counted; c != nil {
		for d, drawn := range c.Drawn {
			for card, n := range drawn {
				counts[0][r.deckAt[d]+card] += n
			}
		}
		for p := 1; p < len(c.Landed); p++ {
			counts[1][p-1] += c.Landed[p]
		}
		return
	}
	for _, id := range t.cards {
		counts[0][r.cardAt[id]]++
	}
	for _, l := range t.spaces {
		counts[1][l.space-1]++
	}
}

// kind is the kind of space p for Fired: none when the rule set's names
// are known (Fired takes them from there), else the space's deck.
func (t *tally) kind(st *nobles.State, p int) string {
	if t.names != nil {
		return ""
	}
	return nobles.DeckName(st.Rules().SpaceDeck(p))
}

// fromCounts fills the tally from the state's own counts, as the events
// would have: each House's figures and purchases (a year starts with no
// Market items, so those owned at the Gala are those bought); what fired
// is read from the counts when asked (CountFired, Fired).
func (t *tally) fromCounts(st *nobles.State) {
	c := st.Counted()
	if c == nil {
		return
	}
	t.counted = c
	ids := st.Rules().Market
	for s := range t.fails {
		t.fails[s], t.surr[s], t.conv[s], t.rerolls[s] = c.Fails[s], c.Surrendered[s], c.Converted[s], c.Rerolled[s]
		t.bought[s] = t.bought[s][:0]
		items := st.Noble(s).Items
		for i, n := range items[:len(ids)] {
			for range n {
				t.bought[s] = append(t.bought[s], ids[i].ID)
			}
		}
	}
	// What fired is counted by index (CountFired), or listed by Fired
	// when it is called.
	t.final = st
}

// listFired lists every card drawn and space landed on from the counts
// of st, a repeat for each time.
func (t *tally) listFired(st *nobles.State, c *nobles.Counts) {
	t.cards, t.spaces = t.cards[:0], t.spaces[:0]
	// The lists are sized first: grown a draw at a time, they were most
	// of a simulated game's allocation.
	draws, landings := 0, 0
	for _, drawn := range c.Drawn {
		for _, n := range drawn {
			draws += n
		}
	}
	for _, n := range c.Landed {
		landings += n
	}
	t.cards = slices.Grow(t.cards, draws)
	t.spaces = slices.Grow(t.spaces, landings)
	for d, drawn := range c.Drawn {
		for card, n := range drawn {
			for range n {
				t.cards = append(t.cards, st.CardID(d, card))
			}
		}
	}
	for p := 1; p < len(c.Landed); p++ {
		for range c.Landed[p] {
			t.spaces = append(t.spaces, landing{p, t.kind(st, p)})
		}
	}
}

// landing is a move to a space: its number and kind.
type landing struct {
	space int
	kind  string
}

// Fired lists the cards drawn and the spaces landed on, a space named by
// its number and kind ("07 ordeal") so that the board reads in order.
func (t *tally) Fired() [][]string {
	if t.counted != nil {
		t.listFired(t.final, t.counted)
	}
	names := map[int]string{}
	spaces := make([]string, len(t.spaces))
	for i, e := range t.spaces {
		if t.names != nil && e.kind == "" {
			spaces[i] = t.names[e.space]
			continue
		}
		name, ok := names[e.space]
		if !ok {
			name = fmt.Sprintf("%02d %s", e.space, e.kind)
			names[e.space] = name
		}
		spaces[i] = name
	}
	return [][]string{t.cards, spaces}
}

func (t *tally) Events(evs []engine.Event) {
	for _, e := range evs {
		switch e.Type {
		case nobles.EvDraw:
			t.cards = append(t.cards, e.Ref)
		case nobles.EvMove:
			t.spaces = append(t.spaces, landing{e.Amount, e.Detail})
		}
		if e.Seat < 0 || int(e.Seat) >= len(t.fails) {
			continue
		}
		switch e.Type {
		case nobles.EvFail:
			t.fails[e.Seat]++
		case nobles.EvSurrendered:
			t.surr[e.Seat]++
		case nobles.EvConvert:
			t.conv[e.Seat]++
		case nobles.EvReroll:
			t.rerolls[e.Seat]++
		case nobles.EvInvest:
			t.bought[e.Seat] = append(t.bought[e.Seat], e.Ref)
		}
	}
}

// End reads each House's Gems and Vault Tokens from the final state, which
// only the omniscient state holds (Gems are secret until the Gala).
func (t *tally) End(final engine.State) ([][]float64, [][]string) {
	st, _ := final.(*nobles.State)
	if t.watched && st != nil {
		t.fromCounts(st)
	}
	values := t.values
	for s := range values {
		var gems, tokens int
		if st != nil {
			nb := st.Noble(s)
			gems, tokens = nb.Gems, nb.Tokens
		}
		values[s] = append(values[s][:0],
			float64(gems), float64(tokens), float64(t.fails[s]), float64(t.surr[s]),
			float64(t.conv[s]), float64(len(t.bought[s])), float64(t.rerolls[s]),
		)
	}
	return values, t.bought
}
