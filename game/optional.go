package game

import "evergreen/engine"

// Statistician is implemented by games that count, in every game the
// simulator or the Studio's preview plays, figures a designer of the game
// wants (Nobles: Gems, Vault Tokens, Ordeal failures, Market purchases).
// The platform adds wins, scores, the first seat's advantage and timing
// for every game on its own.
type Statistician interface {
	// Stats names the figures, in report order.
	Stats() Stats
	// Tally starts counting one game of r with seats players.
	Tally(r Rules, seats int) Tally
}

// Stats describes a game's figures.
type Stats struct {
	// Metrics are numbers counted per seat and game, reported as means
	// with confidence intervals.
	Metrics []Metric
	// Items, if Key is set, names things counted per seat by identifier
	// (Nobles: "market", the Market items bought), reported as counts.
	Items Metric
}

// Metric is one figure: Key is its JSON name ("gems"), Label its name
// for people ("Gems given").
type Metric struct {
	Key   string
	Label string
}

// Tally counts one game.
type Tally interface {
	// Events is called with every move's events, in order (the opening
	// events first, for games that have them).
	Events(evs []engine.Event)
	// End is called once with the final state. Values holds one row per
	// seat with one number per Stats().Metrics; Items one list per seat of
	// the item identifiers counted.
	End(final engine.State) (values [][]float64, items [][]string)
}

// Snapshotter is implemented by games whose scenario output includes a
// snapshot of the state: everything a scenario author checks, as JSON
// (omniscient: scenarios are tests, not players).
type Snapshotter interface {
	Snapshot(st engine.State) any
}
