package everdell

// The rule-set document's types. Every number, card, location and event
// the rules code reads comes from a Ruleset; the default is
// content/default.json.

import "evergreen/ruleset"

// Res is an amount of each resource, as it is written in documents
// ({"twig": 2, "resin": 1}).
type Res struct {
	Twig   int `json:"twig,omitempty"`
	Resin  int `json:"resin,omitempty"`
	Pebble int `json:"pebble,omitempty"`
	Berry  int `json:"berry,omitempty"`
}

// Resource indices in a Bag, in the order of the document's "resources".
const (
	Twig = iota
	Resin
	Pebble
	Berry
	NumRes
)

// ResNames are the resources' ids, indexed by Twig…Berry.
var resNames = [NumRes]string{"twig", "resin", "pebble", "berry"}

// ResName returns resource r's id.
func ResName(r int) string { return resNames[r] }

func resByName(s string) int {
	for i, n := range resNames {
		if n == s {
			return i
		}
	}
	return -1
}

// Bag is an amount of each resource, indexed by Twig…Berry: the form the
// rules compute with.
type Bag [NumRes]int

// Bag returns r as a Bag.
func (r Res) Bag() Bag { return Bag{r.Twig, r.Resin, r.Pebble, r.Berry} }

// Total is the number of resources in b.
func (b Bag) Total() int { return b[0] + b[1] + b[2] + b[3] }

// Add returns b+o.
func (b Bag) Add(o Bag) Bag {
	for i := range b {
		b[i] += o[i]
	}
	return b
}

// Covers reports whether b holds at least o of every resource.
func (b Bag) Covers(o Bag) bool {
	for i := range b {
		if b[i] < o[i] {
			return false
		}
	}
	return true
}

// Rules is a rule-set document.
type Rules struct {
	Game        string   `json:"game"`
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Resources   []string `json:"resources"`
	// Seasons are the Ever Tree's schedule: the first is the season the
	// game starts in, with its workers; each later one is reached by
	// preparing for it, adding its workers and running its effect.
	Seasons   []Season `json:"seasons"`
	HandLimit int      `json:"hand_limit"`
	CityLimit int      `json:"city_limit"`
	Meadow    int      `json:"meadow"`
	// StartingHand is the first hand of each seat in turn order.
	StartingHand []int `json:"starting_hand"`
	// ForestShown is how many forest locations are dealt for 1, 2, 3 and
	// 4 players.
	ForestShown        []int `json:"forest_shown"`
	SpecialEventsShown int   `json:"special_events_shown"`
	// OpenDestinationPoints is what the owner of an open destination
	// (Inn, Post Office) scores when an opponent visits it.
	OpenDestinationPoints int `json:"open_destination_points"`
	// Solo is the solitary rival; nil, none.
	Solo       *Solo             `json:"solo,omitempty"`
	Provenance map[string]string `json:"provenance"`
	// Translations are the rule set's own name and description in other
	// locales: locale → "name" or "description" → text (docs/RULESETS.md,
	// section 7). Words only: never read by the rules.
	Translations ruleset.Translations `json:"translations,omitempty"`
	Cards        []Card               `json:"cards"`
	Locations    []Location           `json:"locations"`
	Events       []Event              `json:"events"`
}

// Season is one step of the Ever Tree's schedule.
type Season struct {
	ID      string `json:"id"`
	Workers int    `json:"workers"`
	// Effect runs when a player prepares for the season: "production"
	// (every production card of the city), "meadow" (take up to Amount
	// Meadow cards) or "" (nothing).
	Effect string `json:"effect,omitempty"`
	Amount int    `json:"amount,omitempty"`
}

// Card kinds and types.
const (
	KindCritter      = "critter"
	KindConstruction = "construction"

	TypeProduction  = "production"
	TypeTraveller   = "traveller"
	TypeDestination = "destination"
	TypeGovernance  = "governance"
	TypeProsperity  = "prosperity"
)

var cardTypes = []string{TypeProduction, TypeTraveller, TypeDestination, TypeGovernance, TypeProsperity}

// Card is one kind of card.
type Card struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Kind   string `json:"kind"`
	Unique bool   `json:"unique"`
	Type   string `json:"type"`
	Cost   Res    `json:"cost"`
	Points int    `json:"points"`
	Count  int    `json:"count"`
	// Pair is the card that lets this one in for free: a critter names
	// its construction (which is then marked occupied), a construction
	// its critter.
	Pair   string `json:"pair,omitempty"`
	Effect Effect `json:"effect"`
	// SharesSpace: the card takes no space of the city (Wanderer).
	SharesSpace bool `json:"shares_space,omitempty"`
	// PairsAnyCritter: any critter may come in free through this card
	// (Ever Tree).
	PairsAnyCritter bool   `json:"pairs_any_critter,omitempty"`
	Provenance      string `json:"provenance"`
}

// Location kinds.
const (
	LocBasic   = "basic"
	LocForest  = "forest"
	LocHaven   = "haven"
	LocJourney = "journey"
)

// Location is a place on the board a worker can go.
type Location struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Kind string `json:"kind"`
	// Spaces is how many workers it takes; 0 is any number.
	Spaces int `json:"spaces"`
	// SpacesFour, if set, replaces Spaces at a table of four.
	SpacesFour int    `json:"spaces_four,omitempty"`
	Effect     Effect `json:"effect"`
	// Season, if set, is the only season in which a worker may go there.
	Season     string `json:"season,omitempty"`
	Provenance string `json:"provenance"`
}

// Event is a basic or special event, achieved by placing a worker on it.
type Event struct {
	ID         string      `json:"id"`
	Name       string      `json:"name"`
	Kind       string      `json:"kind"` // "basic" or "special"
	Points     int         `json:"points"`
	Requires   Requirement `json:"requires"`
	Effect     *Effect     `json:"effect,omitempty"`
	Provenance string      `json:"provenance"`
}

// Requirement is what a city must hold to achieve an event: Count cards
// of Type, every card of Cards, or EachType cards of every type.
type Requirement struct {
	Type     string   `json:"type,omitempty"`
	Count    int      `json:"count,omitempty"`
	Cards    []string `json:"cards,omitempty"`
	EachType int      `json:"each_type,omitempty"`
}

// Effect is a power in the effect vocabulary. Op names the kind; the
// other fields are its parameters, each meaningful for some ops only (see
// the table in doc.go).
type Effect struct {
	Op    string `json:"op"`
	Power string `json:"power,omitempty"`
	Gain  Res    `json:"gain,omitempty"`
	Cards int    `json:"cards,omitempty"`
	// Points are point tokens gained.
	Points int `json:"points,omitempty"`
	// Any is a number of resources of the player's choice.
	Any      int            `json:"any,omitempty"`
	Per      string         `json:"per,omitempty"`
	IfCard   string         `json:"if_card,omitempty"`
	Bonus    Res            `json:"bonus,omitempty"`
	Resource string         `json:"resource,omitempty"`
	Max      int            `json:"max,omitempty"`
	Each     int            `json:"each,omitempty"`
	Ratio    int            `json:"ratio,omitempty"`
	Discard  int            `json:"discard,omitempty"`
	Tokens   int            `json:"tokens,omitempty"`
	Count    string         `json:"count,omitempty"`
	And      *Effect        `json:"and,omitempty"`
	Applies  string         `json:"applies,omitempty"`
	On       string         `json:"on,omitempty"`
	AnyOf    []string       `json:"any_of,omitempty"`
	Discount Res            `json:"discount,omitempty"`
	Values   map[string]int `json:"values,omitempty"`
	Unlocks  string         `json:"unlocks,omitempty"`
	// DiscardSelf: the card leaves the city when its discount is used.
	DiscardSelf bool `json:"discard_self,omitempty"`
	// Permanent: a worker placed on this card never comes back.
	Permanent bool `json:"permanent,omitempty"`
	// Open: opponents may visit this destination.
	Open bool `json:"open,omitempty"`
}
