package everdell

// Event types. Every event names its seat; Ref a card, location or event
// id; Amount the main number. A card a seat draws or discards in secret
// is the event's Secret (the card's id), which only that seat sees; a
// card given is one event whose Secret both giver and receiver see (its
// Audience).
const (
	EvDeal     = "deal"      // opening: Seat dealt Amount cards
	EvDraw     = "draw"      // Seat drew a card (Secret)
	EvMeadow   = "meadow"    // a card (Ref) was dealt to the Meadow
	EvTurn     = "turn"      // Seat's turn begins
	EvPlace    = "place"     // Seat placed a worker on Ref (Detail: kind)
	EvPlay     = "play"      // Seat played Ref from Detail (hand, meadow, …)
	EvPay      = "pay"       // Seat paid Amount of resource Ref
	EvOccupy   = "occupy"    // Seat's card Ref let its pair in for free
	EvGain     = "gain"      // Seat gained Amount of Ref (a resource, "points" or "cards")
	EvDiscard  = "discard"   // Seat discarded a card (Secret)
	EvGive     = "give"      // Seat gave Amount of Ref to seat Detail
	EvGiveCard = "give-card" // Seat gave a card (Secret, seen by both) to seat Detail
	EvReveal   = "reveal"    // a card Ref was revealed for everyone
	EvRemove   = "remove"    // Seat's card Ref left the city
	EvPrepare  = "prepare"   // Seat prepared for season Ref and has Amount workers
	EvPass     = "pass"      // Seat passed for good
	EvAchieve  = "achieve"   // Seat achieved event Ref
	EvJourney  = "journey"   // Seat journeyed for Amount points
	EvVisit    = "visit"     // Seat's open destination Ref was visited by seat Detail
	EvTake     = "take"      // Seat took Meadow card Ref into hand
	EvEnd      = "end"       // the game ended; Seat scored Amount
)
