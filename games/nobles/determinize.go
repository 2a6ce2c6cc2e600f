package nobles

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"evergreen/engine"
)

// Determinization: bots that search (see package bots/ismcts) cannot be
// handed the real state, which holds other Houses' Gems, the order of the
// draw piles and the generator. Instead they rebuild full states from
// what their seat sees: every public fact copied from the View, every
// hidden part drawn afresh. A state built here has never seen the real
// hidden parts, so a search over such states cannot peek.

// Knowledge is what a seat may have learnt beyond its current View, for
// example by counting the Give Duties it watched each House take.
type Knowledge struct {
	// Gems holds, per seat, the Gems a House is known to have given, or
	// a negative number where it is not known. Nil: nothing is known.
	Gems []int
}

// Determinize builds one complete State consistent with v, as seen by
// v.Viewer: public facts copied, the viewer's own Gems exact, every other
// House's Gems sampled plausibly, the draw piles (the deck less the public
// discards and the card in hand) shuffled from rng, and a fresh generator
// seeded from rng for the dice and reshuffles to come. It has no Rig.
func Determinize(rs *Ruleset, v *View, rng *rand.Rand) (*State, error) {
	d, err := NewDeterminizer(rs, v, nil)
	if err != nil {
		return nil, err
	}
	return d.Sample(rng, nil), nil
}

// Determinizer reads a View once and then samples as many consistent
// States as a search needs, cheaply.
type Determinizer struct {
	base State
	// hidden lists the seats whose Gems are sampled, with the most likely
	// count and the most there can be.
	hidden []hiddenGems
}

type hiddenGems struct {
	seat, guess, most int
}

// ViewError reports a View that cannot be rebuilt into a State under the
// rule set given, located by a path such as "houses[2].virtue".
type ViewError = engine.ViewError

// NewDeterminizer prepares to sample States consistent with v. k may be
// nil. It fails when v does not belong to rs or is not self-consistent.
func NewDeterminizer(rs *Ruleset, v *View, k *Knowledge) (*Determinizer, error) {
	bad := engine.ViewProblem("nobles")
	if v == nil {
		return nil, bad("", "is nil")
	}
	if v.Rules != rs.Code {
		return nil, bad("rules", "is %q but the rule set given is %q", v.Rules, rs.Code)
	}
	n := v.Seats
	if n < MinSeats || n > MaxSeats || len(v.Houses) != n {
		return nil, bad("houses", "%d Houses for %d seats", len(v.Houses), n)
	}
	if v.Active < 0 || v.Active >= n || v.FirstSeat < 0 || v.FirstSeat >= n {
		return nil, bad("active", "seat %d (first %d) is not at the table", v.Active, v.FirstSeat)
	}
	d := &Determinizer{}
	s := &d.base
	s.rs, s.first, s.activeSeat = rs, v.FirstSeat, v.Active
	s.seasonTurns, s.die, s.rerolled = v.SeasonTurns, v.Die, v.Rerolled
	s.season = -1
	for i := range Seasons {
		if SeasonName(i) == v.Season {
			s.season = i
		}
	}
	if s.season < 0 {
		return nil, bad("season", "unknown season %q", v.Season)
	}
	switch v.Phase {
	case DecideJourney:
		s.phase = phaseJourney
	case DecideReroll:
		s.phase = phaseReroll
	case DecideProving:
		s.phase = phaseProving
	case DecidePayment:
		s.phase = phasePayment
	case DecideDuty:
		s.phase = phaseDuty
	case "gala":
		s.phase = phaseOver
	default:
		return nil, bad("phase", "unknown phase %q", v.Phase)
	}

	s.nobles = make([]Noble, n)
	for i, h := range v.Houses {
		p := fmt.Sprintf("houses[%d]", i)
		nb := &s.nobles[i]
		hi, ok := rs.houseID[h.House]
		if !ok {
			return nil, bad(p+".house", "no House has id %q", h.House)
		}
		nb.Name, nb.House, nb.Virtue = h.Name, hi, -1
		if h.Virtue != "" {
			vi, ok := rs.virtueID[h.Virtue]
			if !ok {
				return nil, bad(p+".virtue", "no Virtue has id %q", h.Virtue)
			}
			nb.Virtue = vi
		}
		nb.Crowns, nb.Tokens, nb.Position, nb.Turns = h.Crowns, h.Tokens, h.Position, h.Turns
		nb.Surrender = h.Surrenders
		if h.Surrender && nb.Surrender == 0 {
			nb.Surrender = 1
		}
		for _, id := range h.Items {
			it, ok := rs.itemID[id]
			if !ok {
				return nil, bad(p+".market_items", "no Market item has id %q", id)
			}
			nb.Items[it]++
		}
	}
	d.gems(v, k)

	if v.Card != nil {
		dk := deckIndex(v.Card.Deck)
		if dk < 0 {
			return nil, bad("card.deck", "unknown deck %q", v.Card.Deck)
		}
		c, ok := rs.cardID[dk][v.Card.ID]
		if !ok {
			return nil, bad("card.id", "no %s card has id %q", v.Card.Deck, v.Card.ID)
		}
		s.cardDeck, s.card = dk, c
	} else if s.phase == phaseProving || s.phase == phasePayment {
		return nil, bad("card", "is missing in phase %s", v.Phase)
	}
	if s.phase == phasePayment {
		if v.Payment == nil {
			return nil, bad("payment", "is missing in phase payment")
		}
		p := v.Payment
		if p.Seat < 0 || p.Seat >= n || p.Effect < 0 || p.Effect >= len(rs.cards[s.cardDeck][s.card].effects[0]) {
			return nil, bad("payment", "seat %d, effect %d do not fit the card", p.Seat, p.Effect)
		}
		s.resK, s.resE, s.payAmount = (p.Seat-v.Active+n)%n, p.Effect, p.Amount
	}

	for i, e := range v.Effects {
		p := fmt.Sprintf("effects[%d]", i)
		kind, ok := modByName[e.Kind]
		if !ok {
			return nil, bad(p+".kind", "unknown modifier kind %q", e.Kind)
		}
		if e.Seat < 0 || e.Seat >= n {
			return nil, bad(p+".seat", "seat %d is not at the table", e.Seat)
		}
		dk, c, ok := rs.effectCard(e.Card, kind)
		if !ok {
			return nil, bad(p+".card", "no card with id %q places %s", e.Card, e.Kind)
		}
		// The bounds rule sets keep, so that the narrow record holds
		// what the view says.
		switch {
		case e.Amount > MaxCrowns || e.Amount < -MaxCrowns:
			return nil, bad(p+".amount", "%d is beyond the rules' bound of %d Crowns", e.Amount, MaxCrowns)
		case e.Turns < 0 || e.Turns > MaxDurationTurns:
			return nil, bad(p+".turns", "%d turns left is outside 0 to %d", e.Turns, MaxDurationTurns)
		case e.Seasons < 0 || e.Seasons > MaxDurationSeasons:
			return nil, bad(p+".seasons", "%d seasons left is outside 0 to %d", e.Seasons, MaxDurationSeasons)
		}
		s.list(active{
			Seat: uint8(e.Seat), Kind: kind, Amount: int32(e.Amount), Turns: int16(e.Turns), Seasons: int16(e.Seasons), Year: e.Year,
			Deck: uint8(dk), Card: int16(c),
		})
	}
	s.recountMods()

	if len(v.Decks) != numDecks {
		return nil, bad("decks", "must list the %d decks, got %d", numDecks, len(v.Decks))
	}
	for _, dv := range v.Decks {
		dk := deckIndex(dv.Deck)
		if dk < 0 {
			return nil, bad("decks", "unknown deck %q", dv.Deck)
		}
		size := len(rs.cards[dk])
		out := make([]bool, size)
		discard := make([]int16, 0, size)
		for j, id := range dv.Discards {
			c, ok := rs.cardID[dk][id]
			if !ok || out[c] {
				return nil, bad(fmt.Sprintf("decks.%s.discards[%d]", dv.Deck, j), "card %q is unknown or listed twice", id)
			}
			out[c] = true
			discard = append(discard, int16(c))
		}
		if (s.phase == phaseProving || s.phase == phasePayment) && s.cardDeck == dk {
			out[s.card] = true
		}
		draw := make([]int16, 0, size)
		for c := range size {
			if !out[c] {
				draw = append(draw, int16(c))
			}
		}
		if len(draw) != dv.Draw {
			return nil, bad("decks."+dv.Deck+".draw", "%d cards left to draw, but the view says %d", len(draw), dv.Draw)
		}
		s.decks[dk] = deck{Draw: draw, Discard: discard}
	}

	// The rebuilt state must pose the same question the view shows.
	if len(v.Pending) > 0 && s.phase != phaseOver {
		want := v.Pending[0]
		got := s.Legal(want.Seat, nil)
		if want.Seat != s.Decider() || !slices.Equal(got, want.Moves) {
			return nil, bad("pending", "the rebuilt state offers seat %d %v, the view seat %d %v", s.Decider(), got, want.Seat, want.Moves)
		}
	}
	return d, nil
}

// gems fills in the Gems the view shows (the viewer's own, or everyone's
// after the Gala), takes known counts from k, and plans how to sample the
// rest.
func (d *Determinizer) gems(v *View, k *Knowledge) {
	s := &d.base
	// A House that gave as often as the viewer scored per turn, less its
	// public Vault Tokens, is the likeliest guess; a spectator guesses a
	// point every third turn.
	rate := 1.0 / 3
	if v.Viewer >= 0 && v.Viewer < len(v.Houses) {
		if h := v.Houses[v.Viewer]; h.Gems != nil && h.Turns > 0 {
			rate = float64(*h.Gems+h.Tokens) / float64(h.Turns)
		}
	}
	for i, h := range v.Houses {
		nb := &s.nobles[i]
		switch {
		case h.Gems != nil:
			nb.Gems = *h.Gems
		case k != nil && i < len(k.Gems) && k.Gems[i] >= 0:
			nb.Gems = k.Gems[i]
		default:
			// Each turn allows one Duty, so a House has given at most
			// once for every turn not spent on a Vault Token or an item.
			items := 0
			for _, c := range nb.Items {
				items += int(c)
			}
			most := max(0, nb.Turns-nb.Tokens-items)
			guess := min(most, max(0, int(rate*float64(nb.Turns)+0.5)-nb.Tokens))
			d.hidden = append(d.hidden, hiddenGems{seat: i, guess: guess, most: most})
		}
	}
}

// Sample draws one State consistent with the view into dst (allocated
// when nil) and returns it. Only the hidden parts differ between samples.
func (d *Determinizer) Sample(rng *rand.Rand, dst *State) *State {
	if dst == nil {
		dst = new(State)
	}
	d.base.CopyInto(dst)
	for _, h := range d.hidden {
		g := h.guess + rng.IntN(3) - 1
		dst.nobles[h.seat].Gems = min(h.most, max(0, g))
	}
	for i := range dst.decks {
		draw := dst.decks[i].Draw
		rng.Shuffle(len(draw), func(a, b int) { draw[a], draw[b] = draw[b], draw[a] })
	}
	dst.seed = rng.Uint64()
	dst.rng = engine.NewSource(dst.seed)
	dst.rig = nil
	return dst
}

// Decider is the seat that must decide in every sampled State, or -1
// after the Gala.
func (d *Determinizer) Decider() engine.Seat { return d.base.Decider() }

func deckIndex(name string) int {
	for i, n := range deckNames {
		if n == name {
			return i
		}
	}
	return -1
}

// effectCard finds the card that placed a modifier of kind, by id: a
// view names the card but not its deck.
func (rs *Ruleset) effectCard(id string, kind modKind) (deck, card int, ok bool) {
	deck, card = -1, -1
	for dk := range numDecks {
		c, found := rs.cardID[dk][id]
		if !found {
			continue
		}
		for _, opt := range rs.cards[dk][c].effects {
			for _, e := range opt {
				if e.op == opModifier && e.mod == kind {
					return dk, c, true
				}
			}
		}
		if deck < 0 {
			deck, card = dk, c
		}
	}
	return deck, card, deck >= 0
}

// Public facts a search bot's playout policy reads from a sampled State
// without building a View. Both are in every View too.

// Die is the die showing in the active noble's turn, 0 before the
// Journey (View.Die).
func (s *State) Die() int { return s.die }

// Resolving names the card being resolved, as a deck name and an index
// into that deck of the rule set, while a Proving choice or a payment
// decision is open (View.Card).
func (s *State) Resolving() (deck string, card int, ok bool) {
	if s.phase != phaseProving && s.phase != phasePayment {
		return "", 0, false
	}
	return deckNames[s.cardDeck], s.card, true
}

// SeasonTurns is how many turns the season has run (View.SeasonTurns).
func (s *State) SeasonTurns() int { return s.seasonTurns }

// PayAmount is the payment awaiting a decision, 0 when none is
// (View.Payment.Amount).
func (s *State) PayAmount() int {
	if s.phase != phasePayment {
		return 0
	}
	return s.payAmount
}

// Modifier sums the modifiers of kind (a Mod… name) in force on seat
// from its Virtue, Market items and cards, unclamped: what a View's
// Virtue, Items and Effects add up to for that kind, those scoped to the
// holder's own cards ("who": "active") included. An unknown kind sums
// to 0.
func (s *State) Modifier(seat int, kind string) int {
	k, ok := modByName[kind]
	if !ok {
		return 0
	}
	if own, ok := ownKind(k); ok {
		return s.mod(seat, k) + s.mod(seat, own)
	}
	return s.mod(seat, k)
}

// Remember works out what a seat has learnt from watching the whole game:
// seen is every event of the game so far, oldest first, each redacted for
// v.Viewer (engine.Event.Redact), as a table or the simulator keeps them.
// Every Give Duty is announced, though the Gem goes into the hidden
// Charity chest, so a seat that counted the announcements knows how many
// Gems each House has given; Remember counts them.
//
// A history that does not square with the view (the viewer's own Gives
// do not add up to the Gems the view shows it, or a House has given more
// often than it has had turns) is not the whole game; Remember then
// reports why and returns nil Knowledge, which leaves those counts to be
// sampled. A nil or empty history is no knowledge, not an error.
func Remember(v *View, seen []engine.Event) (*Knowledge, error) {
	if v == nil || len(seen) == 0 {
		return nil, nil
	}
	gives := make([]int, len(v.Houses))
	for i, e := range seen {
		if e.Type != EvGive {
			continue
		}
		if int(e.Seat) < 0 || int(e.Seat) >= len(gives) {
			return nil, fmt.Errorf("nobles: history event %d: a Give by seat %d, not at this table of %d", i, e.Seat, len(gives))
		}
		gives[e.Seat]++
	}
	for i, h := range v.Houses {
		if h.Gems != nil && *h.Gems != gives[i] {
			return nil, fmt.Errorf("nobles: history: seat %d shows %d Gems but %d Gives were seen; the history is not the whole game", i, *h.Gems, gives[i])
		}
		if gives[i] > h.Turns {
			return nil, fmt.Errorf("nobles: history: seat %d gave %d times in %d turns; the history is not this game's", i, gives[i], h.Turns)
		}
	}
	return &Knowledge{Gems: gives}, nil
}
