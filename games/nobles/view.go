package nobles

import "evergreen/engine"

// View is what one seat (or a spectator) may know. It is the only form
// of a game that leaves the engine for a player: it carries no deck
// order, no generator state and no other House's Gems before the Gala.
type View struct {
	Game   string `json:"game"`
	Rules  string `json:"rules"` // the rule set's code
	Viewer int    `json:"viewer"`
	Seats  int    `json:"seats"`

	Season       string   `json:"season"`
	SeasonTurns  int      `json:"season_turns"`   // turns taken this season around the table
	TurnsPerYear int      `json:"turns_per_year"` // turns each noble takes in the year (per_noble) or in total (shared)
	Active       int      `json:"active"`
	FirstSeat    int      `json:"first_seat"`
	Phase        string   `json:"phase"`
	Die          int      `json:"die,omitempty"`
	Rerolled     bool     `json:"rerolled,omitempty"`
	Card         *CardRef `json:"card,omitempty"`
	// OptionCosts is what each option of the Proving being resolved costs
	// the active noble now (Virtue and card effects applied).
	OptionCosts []int        `json:"option_costs,omitempty"`
	Payment     *PaymentView `json:"payment,omitempty"`
	Ended       bool         `json:"ended"`

	Houses  []HouseView       `json:"houses"`
	Effects []EffectView      `json:"effects"`
	Decks   []DeckView        `json:"decks"`
	Pending []engine.Decision `json:"pending"`
	Outcome *engine.Outcome   `json:"outcome,omitempty"`
}

// CardRef names the card being resolved.
type CardRef struct {
	Deck string `json:"deck"`
	ID   string `json:"id"`
}

// PaymentView is a required payment awaiting a token decision.
type PaymentView struct {
	Seat   int `json:"seat"`
	Amount int `json:"amount"`
	// Effect is the index, in the card's effects, of the payment awaiting
	// the decision (public: every payment before it has been announced).
	// Bots that rebuild the game from a view need it to know which of the
	// card's payments come next.
	Effect int `json:"effect"`
}

// HouseView is one House as the viewer sees it. Gems is nil unless the
// viewer is that House or the Gala has been held.
type HouseView struct {
	Seat      int      `json:"seat"`
	Name      string   `json:"name"`
	House     string   `json:"house"`
	Virtue    string   `json:"virtue,omitempty"`
	Crowns    int      `json:"crowns"`
	Tokens    int      `json:"vault_tokens"`
	Gems      *int     `json:"gems_given,omitempty"`
	Items     []string `json:"market_items"`
	Position  int      `json:"position"`
	Turns     int      `json:"turns_taken"`
	Surrender bool     `json:"surrender_pending"`
	// Surrenders counts the surrendered turns pending; more than one only
	// when rulings.surrender_stacks is on. Public, like Surrender.
	Surrenders int  `json:"surrenders_pending,omitempty"`
	MarketOpen bool `json:"market_open"`
	GiveCost   int  `json:"give_cost"`
	SaveCost   int  `json:"save_cost"`
	// ItemPrices is what each playable Market item costs this House now,
	// after its Virtue, items and card effects.
	ItemPrices map[string]int `json:"item_prices"`
	// CanReroll: a reroll source applies to this House.
	CanReroll bool `json:"can_reroll"`
}

// EffectView is a card modifier in force, shown as a duration badge.
type EffectView struct {
	Seat    int    `json:"seat"`
	Kind    string `json:"kind"`
	Amount  int    `json:"amount,omitempty"`
	Turns   int    `json:"turns,omitempty"`
	Seasons int    `json:"seasons,omitempty"`
	Year    bool   `json:"year,omitempty"`
	Card    string `json:"card"`
}

// DeckView is public deck information: sizes and the discards (cards
// already read aloud), never the order of the draw pile.
type DeckView struct {
	Deck     string   `json:"deck"`
	Draw     int      `json:"draw"`
	Discards []string `json:"discards"`
}

// View returns what seat may know; engine.Spectator gets public
// information only.
func (s *State) View(seat engine.Seat) any { return s.ViewFor(seat) }

// ViewFor is View with its concrete type.
func (s *State) ViewFor(seat engine.Seat) *View {
	v := &View{
		Game: "nobles", Rules: s.rs.Code, Viewer: int(seat), Seats: len(s.nobles),
		Season: SeasonName(s.season), SeasonTurns: s.seasonTurns, Active: s.activeSeat,
		FirstSeat: s.first, Phase: s.decisionKind(), Die: s.die, Rerolled: s.rerolled,
		Ended:        s.phase == phaseOver,
		TurnsPerYear: s.rs.TurnsPerSeason * Seasons,
		Pending:      s.Pending(),
	}
	if s.phase == phaseProving || s.phase == phasePayment {
		v.Card = &CardRef{Deck: deckNames[s.cardDeck], ID: s.cardID()}
	}
	if s.phase == phaseProving {
		v.OptionCosts = []int{s.OptionCost(s.activeSeat, s.card, 0), s.OptionCost(s.activeSeat, s.card, 1)}
	}
	if s.phase == phasePayment {
		v.Payment = &PaymentView{Seat: s.payer(), Amount: s.payAmount, Effect: s.resE}
	}
	if s.phase == phaseOver {
		o := s.Outcome()
		v.Outcome = &o
	}
	for i, n := range s.nobles {
		h := HouseView{
			Seat: i, Name: n.Name, House: s.rs.Houses[n.House].ID,
			Crowns: n.Crowns, Tokens: n.Tokens, Items: []string{},
			Position: n.Position, Turns: n.Turns, Surrender: n.Surrender > 0, Surrenders: n.Surrender,
			MarketOpen: s.MarketOpen(i), GiveCost: s.GiveCost(i), SaveCost: s.SaveCost(i),
			ItemPrices: map[string]int{}, CanReroll: s.HasReroll(i),
		}
		for it, item := range s.rs.Market {
			if !item.Withheld {
				h.ItemPrices[item.ID] = s.ItemPrice(i, it)
			}
		}
		if n.Virtue >= 0 {
			h.Virtue = s.rs.Virtues[n.Virtue].ID
		}
		if int(seat) == i || s.phase == phaseOver {
			g := n.Gems
			h.Gems = &g
		}
		for it, c := range n.Items[:len(s.rs.Market)] {
			for range c {
				h.Items = append(h.Items, s.rs.Market[it].ID)
			}
		}
		v.Houses = append(v.Houses, h)
	}
	v.Effects = []EffectView{}
	for _, e := range s.effects {
		v.Effects = append(v.Effects, EffectView{
			Seat: e.Seat, Kind: e.Kind.String(), Amount: e.Amount,
			Turns: e.Turns, Seasons: e.Seasons, Year: e.Year,
			Card: s.cardIDOf(int(e.Deck), int(e.Card)),
		})
	}
	for d := range numDecks {
		dv := DeckView{Deck: deckNames[d], Draw: len(s.decks[d].Draw), Discards: []string{}}
		for _, c := range s.decks[d].Discard {
			dv.Discards = append(dv.Discards, s.cardIDOf(d, int(c)))
		}
		v.Decks = append(v.Decks, dv)
	}
	return v
}
