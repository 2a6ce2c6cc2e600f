package nobles

import (
	"evergreen/game/provenance"
	"evergreen/ruleset"
)

// Rules is a complete Nobles of Evergreen rule set: every number, card,
// Virtue and Market item the rules code reads. The default rule set (the
// Crown's Guidance) lives as JSON in package content; a table's own rule
// set is that document with a rule-set document merged on top (see
// package ruleset), then decoded and checked by LoadRules.
//
// Every field is documented for players and editors in docs/RULESETS.md.
type Rules struct {
	Game        string `json:"game"`
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`

	// TurnCounting is "per_noble" (the Crown's ruling: every noble takes
	// TurnsPerSeason turns each season) or "shared" (a season ends after
	// TurnsPerSeason turns in total around the table).
	TurnCounting   string `json:"turn_counting"`
	TurnsPerSeason int    `json:"turns_per_season"`

	Income  Income  `json:"income"`
	Duties  Duties  `json:"duties"`
	Rulings Rulings `json:"rulings"`

	// Board lists the 32 spaces clockwise from space 1: "proving",
	// "ordeal" or "decree". Spaces 1–8 are Spring's stretch, 9–16
	// Summer's, 17–24 Autumn's, 25–32 Winter's.
	Board []string `json:"board"`

	Houses  []House  `json:"houses"`
	Virtues []Virtue `json:"virtues"`
	Market  []Item   `json:"market"`
	Decks   Decks    `json:"decks"`

	// Provenance badges for the scalar sections above (turn_counting,
	// turns_per_season, income, duties, rulings, board), as package
	// provenance names them. Cards, Virtues, Houses and items carry their
	// own. These are the default's claims: a page badges a rule set
	// through Badges, which looks past a copy's inherited claims to what
	// the copy changed.
	Provenance map[string]string `json:"provenance,omitempty"`

	// Translations are the rule set's own texts in other languages:
	// locale → place → text, places as Places names them
	// ("virtues.royal-favour.text"). A variant carries them so that
	// they travel with it; the default's are kept beside it
	// (content/texts.*.json), outside the document and its code.
	Translations ruleset.Translations `json:"translations,omitempty"`
}

// Income is the base income paid to every noble at the start of each
// season. Spring's is paid as the year is set up.
type Income struct {
	Spring int `json:"spring"`
	Summer int `json:"summer"`
	Autumn int `json:"autumn"`
	Winter int `json:"winter"`
}

// Season returns the base income of season s (0 = Spring).
func (in Income) Season(s int) int {
	switch s {
	case 0:
		return in.Spring
	case 1:
		return in.Summer
	case 2:
		return in.Autumn
	default:
		return in.Winter
	}
}

// Duties holds the Duty costs and the worth of a Vault Token.
type Duties struct {
	SaveCost   int `json:"save_cost"`   // Crowns placed in the Vault for one Vault Token
	GiveCost   int `json:"give_cost"`   // Crowns given for one House Gem, before Virtues and cards
	TokenValue int `json:"token_value"` // Crowns one converted Vault Token pays toward a required payment
}

// Rulings are our answers where the printed rules are silent. The default
// values are the Crown's provisional rulings; a table may change them.
type Rulings struct {
	// TokenConversion is "offer" (the noble chooses to convert or decline
	// when one token covers the shortfall) or "auto" (the token is
	// converted without asking whenever it covers the shortfall).
	TokenConversion string `json:"token_conversion"`
	// SurrenderStacks: when false (default) failing an Ordeal while a
	// surrender is already pending adds nothing; when true each failure
	// costs one more turn.
	SurrenderStacks bool `json:"surrender_stacks"`
	// ItemOnce: when true (default) a noble may own each Market item once.
	ItemOnce bool `json:"item_once"`
	// NoVirtues is a variant, not a ruling: Rule 1 gives every House one
	// Virtue, and a table that means to play without any sets this, so
	// no House is ever seated without one by accident. Pages badge it as
	// the table's variant.
	NoVirtues bool `json:"no_virtues,omitempty"`
}

// House is one playable family: its noble, pawn colour, sigil and the
// Virtue it brings to the table by default.
type House struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Noble      string `json:"noble"`
	Colour     string `json:"colour"` // "#rrggbb"
	Sigil      string `json:"sigil"`  // a short word naming the emblem drawn for the House
	Virtue     string `json:"virtue"` // a Virtue id
	Motto      string `json:"motto,omitempty"`
	Provenance string `json:"provenance"`
}

// Virtue is a permanent, always-active House ability, written as
// modifiers.
type Virtue struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Text       string   `json:"text"`
	Modifiers  []Effect `json:"modifiers"`
	Provenance string   `json:"provenance"`
}

// Item is a Market item. Bought as the Invest Duty, kept for the rest of
// the year, public, never scored. Withheld items are shown but cannot be
// bought unless a rule set sets Withheld to false.
type Item struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Price      int      `json:"price"`
	Text       string   `json:"text"`
	Modifiers  []Effect `json:"modifiers"`
	Withheld   bool     `json:"withheld"`
	Provenance string   `json:"provenance"`
}

// Decks holds the three card decks.
type Decks struct {
	Proving []Proving `json:"proving"`
	Ordeal  []Card    `json:"ordeal"`
	Decree  []Card    `json:"decree"`
}

// Card is an Ordeal or a Decree: text read aloud and effects applied to
// each affected noble in turn, active noble first, then clockwise.
type Card struct {
	ID         string   `json:"id"`
	Title      string   `json:"title"`
	Text       string   `json:"text"`
	Effects    []Effect `json:"effects"`
	Provenance string   `json:"provenance"`
}

// Proving is a card of two options; the active noble reads both and
// commits to one they can pay for in full.
type Proving struct {
	ID         string   `json:"id"`
	Title      string   `json:"title"`
	Text       string   `json:"text"`
	Options    []Option `json:"options"`
	Provenance string   `json:"provenance"`
}

// Option is one choice on a Proving card.
type Option struct {
	Label string `json:"label"`
	Text  string `json:"text"`
	// Cost is paid in full when the option is chosen; an option the noble
	// cannot afford cannot be chosen. It is not a required payment, so no
	// Vault Token can be converted for it.
	Cost    int      `json:"cost"`
	Effects []Effect `json:"effects"`
}

// Effect is one instruction in the effect vocabulary shared by cards,
// Virtues and Market items. See docs/RULESETS.md for every kind.
type Effect struct {
	Kind   string `json:"kind"`
	Amount int    `json:"amount,omitempty"`
	// Who, on cards: "self" (the active noble; the default on Provings),
	// "all" (the default on Ordeals and Decrees), "others" or "active".
	Who string `json:"who,omitempty"`
	// If limits the effect to nobles meeting a condition when it resolves.
	If *Condition `json:"if,omitempty"`
	// Duration, for modifier kinds on cards: how long the modifier lasts.
	Duration *Duration `json:"duration,omitempty"`
}

// Condition tests a noble's public position when an effect reaches them.
// Every field set must hold.
type Condition struct {
	MinCrowns *int   `json:"min_crowns,omitempty"`
	MaxCrowns *int   `json:"max_crowns,omitempty"`
	MinTokens *int   `json:"min_tokens,omitempty"`
	MaxTokens *int   `json:"max_tokens,omitempty"`
	MinItems  *int   `json:"min_items,omitempty"`
	MaxItems  *int   `json:"max_items,omitempty"`
	HasItem   string `json:"has_item,omitempty"`
}

// CountsItems reports whether the condition reads how many items a
// noble owns, so callers on a hot path count them only then.
func (c *Condition) CountsItems() bool { return c.MinItems != nil || c.MaxItems != nil }

// Holds reports whether the condition admits a noble with crowns, tokens
// and items owned (read only when CountsItems), where has says whether
// the noble owns the item HasItem names (ignored when it names none).
// The rules and the steward bot both decide through it.
func (c *Condition) Holds(crowns, tokens, items int, has bool) bool {
	in := func(v int, lo, hi *int) bool { return (lo == nil || v >= *lo) && (hi == nil || v <= *hi) }
	return in(crowns, c.MinCrowns, c.MaxCrowns) && in(tokens, c.MinTokens, c.MaxTokens) &&
		(c.HasItem == "" || has) && (!c.CountsItems() || in(items, c.MinItems, c.MaxItems))
}

// Duration says how long a modifier placed by a card lasts. Exactly one
// field is set. Turns counts the affected noble's own turns, the current
// one included if it is theirs, surrendered turns included; Seasons counts
// season changes (an income modifier with seasons 1 is paid once, at the
// next season's start); Year lasts to the Gala.
type Duration struct {
	Turns   int  `json:"turns,omitempty"`
	Seasons int  `json:"seasons,omitempty"`
	Year    bool `json:"year,omitempty"`
}

// Effect kinds applied at once.
const (
	KindPay     = "pay"      // a required payment: Amount Crowns, in full, or fail and surrender the next turn
	KindGain    = "gain"     // receive Amount Crowns
	KindEndTurn = "end_turn" // the active noble's turn ends after the Path: no Duty
)

// Modifier kinds: on Virtues and Market items they last all year; on cards
// they last for the effect's Duration. Amounts are deltas.
const (
	ModCloseMarket   = "close_market"   // the Market is closed (no Invest); no amount
	ModMarketGuard   = "market_guard"   // the Market cannot be closed; no amount
	ModReroll        = "reroll"         // a legal reroll source; no amount
	ModIncome        = "income"         // season income (Summer on, for Virtues and items) changes by Amount
	ModGiveCost      = "give_cost"      // the Give Duty costs Amount more (negative: less)
	ModSaveCost      = "save_cost"      // the Save Duty costs Amount more
	ModMarketPrice   = "market_price"   // Market prices change by Amount
	ModProvingCost   = "proving_cost"   // Proving option costs change by Amount
	ModOrdealPayment = "ordeal_payment" // payments demanded by Ordeals change by Amount
	ModDecreeGain    = "decree_gain"    // Crowns gained from a Decree change by Amount
	ModTurnGain      = "turn_gain"      // gain Amount Crowns at the end of each of your turns, surrendered ones too
)

// Space kinds.
const (
	SpaceProving = "proving"
	SpaceOrdeal  = "ordeal"
	SpaceDecree  = "decree"
)

// Turn-counting readings.
const (
	PerNoble = "per_noble"
	Shared   = "shared"
)

// Provenance badges (package provenance holds the model).
const (
	Source      = provenance.Source
	Ruling      = provenance.Ruling
	Provisional = provenance.Provisional
	Variant     = provenance.Variant
	Withheld    = provenance.Withheld
)

// SeasonName returns "spring", "summer", "autumn" or "winter" for season
// index 0–3.
func SeasonName(s int) string {
	switch s {
	case 0:
		return "spring"
	case 1:
		return "summer"
	case 2:
		return "autumn"
	default:
		return "winter"
	}
}
