package evergreen

// Event types this game emits, with the engine.Event fields each uses.
// Seat is the player concerned unless noted; a space is numbered
// y*width+x from the planet's north-west corner.
const (
	EvCompensation = "compensation"    // Amount: points of compensation at the start
	EvSetupReveal  = "setup_reveal"    // Seat: NoSeat; Ref: card revealed to find the first fertility symbols; Detail: its symbol
	EvReshuffle    = "reshuffle"       // Seat: NoSeat; Amount: cards shuffled back into the draw pile; Detail: "setup" or "discards"
	EvSeason       = "season"          // Seat: NoSeat; Amount: season number from 1; Detail: the side the sun shines from
	EvRound        = "round"           // Seat: the leaf holder; Amount: round number in the game, from 1
	EvReveal       = "reveal"          // Seat: NoSeat; Ref: card; Amount: its slot in the row (0 nearest the draw pile)
	EvPick         = "pick"            // Ref: card taken; Amount: its slot
	EvLeafLaid     = "leaf_laid"       // the leaf holder laid the leaf; Ref: card under it; Amount: its slot
	EvAutoma       = "automa_pick"     // Seat: NoSeat; Ref: card the solitary automa took; Amount: its slot
	EvNoCard       = "no_card"         // the row ran out before this seat could pick: no action this round
	EvLeafPassed   = "leaf_passed"     // the seat took the card with the leaf and holds it next round; Amount: the previous holder
	EvLeafReturned = "leaf_returned"   // nobody took the card with the leaf: the seat keeps the leaf
	EvFertility    = "fertility"       // Seat: NoSeat; Ref: biome; Amount: its fertility now; Detail: the card laid
	EvDrought      = "drought"         // Seat: NoSeat; Ref: biome; Amount: its fertility now; Detail: the card flipped face down, or "" if none was face up
	EvDiscard      = "discard"         // Seat: NoSeat; Ref: the leftover card, which has no symbol
	EvOrder        = "order"           // Detail: "power-first" or "action-first"
	EvAction       = "action"          // Detail: "A", "B", "C" or "D"; Ref: the biome it works in, "" for anywhere
	EvPlant        = "plant"           // Amount: space; Detail: "action" or "sprout" (the power)
	EvGrow         = "grow"            // Amount: space; Ref: "small-tree" or "big-tree", what grew; Detail: "action", "small-tree", "big-tree" or "lake"
	EvBush         = "bush"            // Amount: space
	EvLake         = "lake"            // Amount: space
	EvSkip         = "skip"            // the seat declined the rest of a lake's growths
	EvTrack        = "track"           // Ref: power; Amount: the track's value now (how many uses, or a bud's points)
	EvBud          = "bud"             // Amount: points scored by the bud
	EvForfeit      = "forfeit"         // Ref: "action" or a power; Amount: steps or uses that could not be carried out
	EvDone         = "done"            // the seat has finished its action and power this round
	EvSun          = "sun"             // Amount: points for lit trees; Detail: the side the sun shone from
	EvForest       = "forest"          // Amount: points for the largest forest (its size times the forest points)
	EvSeasonEnds   = "season_ends"     // Seat: NoSeat; Amount: season number from 1
	EvFertileScore = "fertility_score" // Ref: biome; Amount: points for big trees there at the game's end
	EvGameEnds     = "game_ends"       // Seat: NoSeat
	EvScore        = "score"           // Amount: final score
	EvWinner       = "winner"          // the seat won
)
