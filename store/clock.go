package store

import "time"

// Clock is a table's turn clock, chosen when the table is set and fixed
// after. The zero Clock is no clock. The store keeps it as it is; the
// table layer gives the names and numbers their meaning.
type Clock struct {
	Kind    string `json:"kind,omitempty"`    // "" (none), or the table layer's name of a clock
	Seconds int    `json:"seconds,omitempty"` // time per decision
	Bot     string `json:"bot,omitempty"`     // the bot that plays a decision whose time ran out
	Misses  int    `json:"misses,omitempty"`  // missed decisions in a row that hand the seat to Bot
}

// Chat is one line of a table's chat: a short message or a quick
// reaction. Lines are numbered 1, 2, 3, … per table, like moves.
type Chat struct {
	N    int64
	Seat int    // the seat that spoke
	Seq  int64  // the table's sequence number when it was said, to place it among the moves
	Kind string // "text" or "reaction"
	Text string
	At   time.Time
}
