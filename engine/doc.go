// Package engine is the contract every Evergreen game meets.
//
// A game is a value. Given a rule set, a seed and the list of moves
// accepted so far, a game's state is fully determined: replaying the same
// inputs yields an identical state, byte for byte when serialised. All
// chance (dice, shuffles) comes from a seeded generator held inside the
// state, never from the outside world; tests and scenarios can rig it with
// a queue of die results and card draws that are used before the generator
// (see Rig).
//
// The state always says who must decide now, as a list of Decisions. Each
// decision belongs to one seat and carries that seat's legal moves. Several
// decisions may be open at once (simultaneous play), and a decision may
// belong to a seat that is not the active one (a payment demanded on
// another player's turn).
//
// Moves are applied with Apply, which checks the move against the legal
// list, works on a copy, and returns the new state and the events that
// happened. A rejected move returns one of the sentinel errors below
// (wrapped in a *MoveError with detail) and changes nothing.
//
// Nothing leaves a game unredacted: View(seat) returns what that seat may
// know, and Spectator sees only public information. Events are redacted
// the same way by Event.Redact.
//
// Engine imports no HTTP, SQL or terminal code; games import engine, and
// the table, server and bots talk to games only through this package.
package engine
