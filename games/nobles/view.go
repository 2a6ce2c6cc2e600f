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

	// scratch is memory a View built again over itself (ViewInto) reuses;
	// the exported fields point into it. It holds nothing the viewer may
	// not see: what is not shown is zeroed.
	scratch viewScratch
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

// ViewFor is View with its concrete type: a fresh View, sharing no memory
// with the state or with any other View.
func (s *State) ViewFor(seat engine.Seat) *View {
	v := new(View)
	s.viewInto(seat, v)
	return v
}
