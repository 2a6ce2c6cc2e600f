// Package table runs live tables: the seats around one game, who controls
// them, and the single goroutine that owns the game's state.
//
// The table knows no game. A Registry is handed the games it hosts (a
// game.List); a table holds its game's compiled rules (game.Rules), asks
// them to settle each seat's set-up (a JSON object only the game reads),
// to deal the game and to name its bots, and drives the resulting
// engine.State like any other.
//
// Every table has one goroutine (Table.loop). All reads and changes go
// through it as commands on a bounded channel, so the state needs no
// locks and moves are applied in one order. A move is appended to the
// store before the new state replaces the old and before any subscriber
// hears of it: what a client has seen acknowledged survives a crash.
//
// # Several decisions at once
//
// A game may leave several seats deciding at the same time (every player
// picks at once). Each move is made against a sequence number: the
// table's number in the last update the player saw. The table remembers,
// for each seat, the number at which that seat's open decision opened:
// the move after which its question (its kind and legal moves) differed
// from before, appeared or went, or after which the seat itself moved.
// A move for seat s made against number c is stale (ErrStale) only if
// c < opened[s], the seat's own question changed since the player looked,
// or c is beyond the table's number. So two seats deciding at the same
// time are both accepted, in whichever order they arrive; the log
// records that order, and replaying it gives the same game. A move sent
// twice is stale the second time.
//
// A table that is not in memory is loaded on first use by replaying its
// move log over its rule set and seed (Registry.Get, engine.ReplayEach),
// noting each seat's open decision after every move as live play did,
// so a restarted server resumes every table exactly, sequence numbers
// included.
//
// Subscribers receive redacted updates on a bounded channel; one that
// falls behind is dropped (its channel closed) rather than allowed to
// stall the table. Every update lists the open decisions (Update.Waiting)
// and its seat's legal moves (Update.Moves), so a client needs no
// knowledge of the game to know who is deciding. Bots think in their own
// goroutine from the redacted view of their seat, one for every pending
// seat a bot plays, and submit their move like anyone else; a bot's move
// is dropped only if its own seat's decision changed meanwhile.
//
// # Seats that never stall
//
// Time reaches a table only through the registry's Clock, never the
// rules. A table on a turn clock gives every human seat with an open
// decision a deadline when that decision opens (per seat, so several
// seats deciding at once have one each), stores it with the seats, and
// arms one timer for the earliest. When it fires, the clock's bot plays
// that decision through the same path as a bot seat's move, so the log
// stays the one record; misses in a row hand the seat to the bot as a
// stand-in until its owner takes it back. A stand-in's move is dropped
// if the owner took the seat back while it thought; a timed-out
// decision's is not. Presence (which seats a subscriber holds) and chat
// limits live in memory; deadlines, misses, stand-ins, mutes, rematch
// holds and chat lines are in the store.
//
// # Several servers
//
// A registry made WithCluster is one node of several on a shared store
// (store.Cluster): each node keeps its own copy of the tables its clients
// use and follows the store's log, catching up on news of the others'
// writes; one node, the holder of a table's lease, runs its bots, clocks
// and idle unload. See cluster.go.
package table
