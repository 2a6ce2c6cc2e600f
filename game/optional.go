package game

import "evergreen/engine"

// Statistician is implemented by games that count, in every game the
// simulator or the Studio's preview plays, figures a designer of the game
// wants (Nobles: Gems, Vault Tokens, Ordeal failures, Market purchases).
// The platform adds wins, shares of victories, scores, the first seat's
// advantage, game length, margins of victory and timing for every game
// on its own.
type Statistician interface {
	// Stats names the figures of games of r with seats players, in
	// report order.
	Stats(r Rules, seats int) Stats
	// Tally starts counting one game of r with seats players.
	Tally(r Rules, seats int) Tally
}

// Stats describes a game's figures. Keys are JSON names in reports;
// every part is optional.
type Stats struct {
	// Seats names the players as a count ({"houses", "Houses"}); a
	// report without one says "seats".
	Seats Metric
	// Seat, if Key is set, names what a seat plays as (Nobles: "house",
	// "House"). In runs that keep it fixed (not dealt, see Dealer) the
	// figures of seat s are labelled Labels[s]: what the seat plays as
	// when a game starts with no set-up (Nobles: the House's id); a
	// Dealer's runs report per role instead, the kind named by Seat.
	Seat   Metric
	Labels []string
	// Metrics are numbers counted per seat and game, reported as means
	// with confidence intervals.
	Metrics []Metric
	// Items, if Key is set, names things counted per seat by identifier
	// (Nobles: "market", the Market items bought), reported as counts in
	// the order of ItemIDs (the rule set's order), those not listed
	// there last.
	Items   Metric
	ItemIDs []string
	// Fires name the kinds of things counted as they fire over a whole
	// game, whoever triggered them (Nobles: "cards" drawn, "spaces"
	// landed on), reported per kind as counts per game. A Tally that
	// counts them is a Firer.
	Fires []Metric
}

// Metric is one figure: Key is its JSON name ("gems"), Label its name
// for people ("Gems given"), Short a column heading of six letters at
// most ("gems"; Key if empty).
type Metric struct {
	Key   string
	Label string
	Short string
}

// Tally counts one game.
type Tally interface {
	// Events is called with every move's events, in order (the opening
	// events first, for games that have them).
	Events(evs []engine.Event)
	// End is called once with the final state. Values holds one row per
	// seat with one number per Stats(r, seats).Metrics; Items one list
	// per seat of the item identifiers counted.
	End(final engine.State) (values [][]float64, items [][]string)
}

// Watcher is implemented by Tallies that can count a game from its state
// alone. Watch is called once with the starting state, before any move;
// when it returns true the Tally is handed no events (Events is not
// called), so that whoever plays the game may play it without building
// them, and End (and Fired) read everything from the final state.
type Watcher interface {
	Watch(start engine.State) bool
}

// Firer is implemented by Tallies that count Stats.Fires.
type Firer interface {
	// Fired is called once, after End: one list per Stats.Fires kind of
	// the identifiers that fired in the game, a repeat for each time.
	Fired() [][]string
}

// FireCounter is implemented by Firers that can count what fired by
// index rather than list it, so that a simulator run keeps a count per
// thing and names nothing a game (a list of names hashed game by game
// was a sixth of a random run's CPU).
type FireCounter interface {
	// FireIDs names, per Stats.Fires kind, the things CountFired counts,
	// by index: the same for every game of the rules (it is called once
	// a run), or nil when the tally cannot count by index (then Fired is
	// called instead).
	FireIDs() [][]string
	// CountFired is called once, after End, in place of Fired: it adds
	// the times thing j of kind k fired in the game to counts[k][j]
	// (counts[k] is as long as FireIDs()[k]).
	CountFired(counts [][]int)
}

// Resetter is implemented by Tallies that can count another game after
// End, so that one Tally serves game after game. Reset starts the next
// game of the same rules and seats; the values and items End returned
// before are then the Tally's again, to reuse.
type Resetter interface {
	Reset()
}

// Dealer is implemented by Statistician games whose seats play as
// something the rule set deals out (Nobles: a House with its Virtue), so
// that the simulator and the Studio's preview can deal it as a table
// does: they settle every game's seats by Rules.Seats with every choice
// left open, from a generator seeded by the game's seed, and report per
// role what Roles names. Without dealing, seat i of every simulated game
// plays as the same thing, and the first seat's advantage measures what
// it plays as as much as the seat.
type Dealer interface {
	// Undealt is the set-up of seats seats that a game started with no
	// set-up plays (Nobles: the first Houses in rule-set order, each
	// with its own Virtue), for runs that keep what each seat plays as
	// fixed.
	Undealt(r Rules, seats int) []Seat
	// Roles appends to into what each seat of a settled set-up (Rules.Seats's
	// result) plays as, one Role per seat.
	Roles(r Rules, seats []Seat, into []Role) []Role
}

// Role is what a seat plays as: Key names it in reports
// ("ashgrove/royal-favour"), Label for people, in the game's own words
// ("House Ashgrove with Royal Favour").
type Role struct {
	Key   string
	Label string
}

// Reseeder is implemented by states that can deal the same game again
// with another seed without reading its set-up again, so that the
// simulator starts each distinct set-up once and reseeds it for every
// game dealt the same way (parsing set-ups was a tenth of a random game).
type Reseeder interface {
	// Reseed returns the state Start would return for the receiver's
	// set-up with seed in place of its own. The receiver is a state Start
	// returned, before any move, and is not changed; into, when not nil,
	// is a finished state of the same game whose memory the result may
	// reuse.
	Reseed(seed uint64, into engine.State) engine.State
}

// Snapshotter is implemented by games whose scenario output includes a
// snapshot of the state: everything a scenario author checks, as JSON
// (omniscient: scenarios are tests, not players).
type Snapshotter interface {
	Snapshot(st engine.State) any
}
