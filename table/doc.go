// Package table runs live tables: the seats around one game, who controls
// them, and the single goroutine that owns the game's state.
//
// Every table has one goroutine (Table.loop). All reads and changes go
// through it as commands on a bounded channel, so the state needs no
// locks and moves are applied in one order. A move is appended to the
// store before the new state replaces the old and before any subscriber
// hears of it: what a client has seen acknowledged survives a crash.
//
// A table that is not in memory is loaded on first use by replaying its
// move log over its rule set and seed (Registry.Get), so a restarted
// server resumes every table exactly.
//
// Subscribers receive redacted updates on a bounded channel; one that
// falls behind is dropped (its channel closed) rather than allowed to
// stall the table. Bots think in their own goroutine from the redacted
// view of their seat and submit their move like anyone else.
package table
