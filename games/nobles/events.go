package nobles

// Event types this game emits, with the engine.Event fields each uses.
// Seat is the noble concerned unless noted.
const (
	EvTurnBegins  = "turn_begins"       // Amount: the noble's turn number (1-based); Detail: season
	EvSurrendered = "surrendered"       // the noble's turn is surrendered (a failed Ordeal)
	EvTurnGain    = "turn_gain"         // Amount: Crowns gained at the end of a turn from a turn_gain modifier
	EvRoll        = "roll"              // Amount: die result
	EvReroll      = "reroll"            // Amount: the new die result, which stands
	EvKeep        = "keep"              // Amount: the die result kept although a reroll was allowed
	EvMove        = "move"              // Amount: space reached (1–32); Detail: its kind
	EvReshuffle   = "reshuffle"         // Seat: NoSeat; Detail: deck whose discards were shuffled into a new draw pile
	EvDraw        = "draw"              // Ref: card id; Detail: deck
	EvNoChoice    = "proving_passed"    // Ref: card; neither option could be paid for, so the card passes without effect
	EvChoose      = "choose"            // Ref: card; Detail: "0" or "1"; Amount: the cost paid
	EvPay         = "pay"               // Ref: card; Amount: a required payment made in full
	EvConvert     = "convert"           // Amount: Crowns one Vault Token paid toward a required payment
	EvDecline     = "decline"           // the noble declined to convert a Vault Token
	EvFail        = "fail"              // Ref: card; Amount: the payment that could not be made
	EvSurrender   = "surrender_pending" // Amount: surrendered turns now pending
	EvGain        = "gain"              // Ref: card; Amount: Crowns received
	EvModifier    = "modifier"          // Ref: card; Detail: modifier kind; Amount: its amount (0 for flags)
	EvExpire      = "expire"            // Ref: card; Detail: modifier kind that ended
	EvEndTurn     = "end_turn"          // the Path ended the turn before Duty
	EvSave        = "save"              // Amount: Crowns placed in the Vault
	EvGive        = "give"              // Amount: Crowns given; Private: the giver's Gem total
	EvInvest      = "invest"            // Ref: item id; Amount: price paid
	EvWait        = "wait"              // the noble waited
	EvTurnEnds    = "turn_ends"         // the noble's turn is over
	EvSeason      = "season"            // Seat: NoSeat; Detail: the season that begins
	EvIncome      = "income"            // Amount: season income received
	EvGala        = "gala"              // Seat: NoSeat; the year has ended
	EvScore       = "score"             // Amount: final score; Detail: "gems=G tokens=T" at the Gala
	EvWinner      = "winner"            // the noble is (or shares) the Paragon of Evergreen
)
