package everdell

import (
	"slices"
	"strconv"

	"evergreen/engine"
)

// Knowledge is what a seat knows of the other hands beyond its View: the
// cards it gave them (Teacher, Post Office) and the cards they took from
// the Meadow (Undertaker, summer, the forest's Meadow location: public),
// for as long as they can still be in those hands. Giver and receiver
// both see a given card (EvGiveCard, its Secret for both); nobody else
// does.
type Knowledge struct {
	// Hands lists, per seat, cards (by index) known to be in its hand.
	Hands [][]int
}

// Remember reads seat's history (every event so far, oldest first,
// redacted for seat) into Knowledge. A card the viewer gave stays known
// until its holder plays it from the hand; when the holder discards or
// gives away cards the viewer cannot see, the viewer can no longer tell
// which, and forgets what it knew of that hand. A nil or empty history is
// no knowledge; an event naming a seat or card outside the game is
// skipped, so a history that is not this game's costs knowledge, not a
// failure.
func Remember(rs *Ruleset, seat, seats int, seen []engine.Event) *Knowledge {
	if len(seen) == 0 || seats <= 0 {
		return nil
	}
	k := &Knowledge{Hands: make([][]int, seats)}
	other := func(e engine.Event) (int, bool) {
		o := int(e.Seat)
		return o, o >= 0 && o < seats && o != seat
	}
	for _, e := range seen {
		switch e.Type {
		case EvGiveCard:
			to, err := strconv.Atoi(e.Detail)
			c := rs.CardIndex(e.Secret)
			switch {
			case err != nil || to < 0 || to >= seats:
			case int(e.Seat) == seat && to != seat && c >= 0:
				k.Hands[to] = append(k.Hands[to], c)
			case to == seat && c >= 0:
				// The giver handed us a card it may have had from us.
				if o, ok := other(e); ok {
					if i := slices.Index(k.Hands[o], c); i >= 0 {
						k.Hands[o] = slices.Delete(k.Hands[o], i, i+1)
					}
				}
			default:
				// A card given out of a hand the viewer cannot see into.
				if o, ok := other(e); ok {
					k.Hands[o] = nil
				}
			}
		case EvTake:
			// Public: everyone saw the card go from the Meadow.
			if o, ok := other(e); ok {
				if c := rs.CardIndex(e.Ref); c >= 0 {
					k.Hands[o] = append(k.Hands[o], c)
				}
			}
		case EvPlay:
			// From the hand; or from the Meadow, which may be a card just
			// taken (the forest's Meadow location plays one of the two it
			// takes). Forgetting a copy when it was not is safe: the
			// viewer then knows less, never something false.
			if o, ok := other(e); ok && (e.Detail == "hand" || e.Detail == "meadow") {
				if i := slices.Index(k.Hands[o], rs.CardIndex(e.Ref)); i >= 0 {
					k.Hands[o] = slices.Delete(k.Hands[o], i, i+1)
				}
			}
		case EvDiscard:
			if o, ok := other(e); ok {
				k.Hands[o] = nil
			}
		}
	}
	return k
}
