package game

import (
	"math/rand/v2"

	"evergreen/engine"
)

// Terminal is implemented by games that can be played in a plain text
// terminal (evergreen play): hot-seat on one device or against bots.
// Package termplay owns everything every game shares there — reading
// answers, the pass-the-device cover, privacy, the bots, several pending
// decisions — and asks the game's TermUI for the words and screens.
type Terminal interface {
	// Terminal returns the terminal wording and screens of one game
	// under r. colour allows ANSI colour in what it returns.
	Terminal(r Rules, colour bool) (TermUI, error)
}

// TermUI words one terminal game. termplay calls Seated once the table
// is set up, before any other method that takes a view. Like the
// browser, a TermUI never sees the state: it is given a seat's view
// (engine.State.View, engine.Spectator's for the whole table) and events
// already redacted for their reader, so a screen cannot show what its
// reader may not see.
type TermUI interface {
	// Teller words the log: the sentences of its events, the same ones
	// the browser is sent (Teller), in the language Speak set.
	Teller
	// Speak sets the language of every text the TermUI returns after it
	// (a tag of package locale: "en", "de", "es", "zh-Hant"); termplay
	// calls it before Intro. A TermUI speaks English until told
	// otherwise. termkit.Kit, embedded, answers it.
	Speak(lang string) error
	// Intro is printed before set-up: the game's title, its rule set,
	// how to replay the game from seed, the commands at every prompt.
	Intro(seed uint64) string
	// SeatWords name a seat in set-up questions: "House", "Houses".
	SeatWords() (one, many string)
	// DefaultBot is the bot offered for seats no person plays.
	DefaultBot() string

	// AskSeat asks the person at seat (from 0) for their set-up and
	// name; seated holds the seats chosen so far (zero Seats for seats
	// not yet chosen).
	AskSeat(a Asker, seat int, seated []Seat) (Seat, error)
	// BotSeat chooses a bot seat's set-up and name, from rng only.
	BotSeat(seat int, seated []Seat, rng *rand.Rand) Seat
	// Seated is told the complete seats and who plays each ("person",
	// or "random bot").
	Seated(seats []Seat, who []string)

	// Table words the table once the game is dealt, from the whole
	// table's view.
	Table(view any) string
	// Events words log[from:] for viewer (engine.Spectator for the whole
	// table); every event of log is already redacted for viewer, and
	// earlier entries may be read for context. An empty string when there
	// is nothing to say.
	Events(log []engine.Event, from int, viewer engine.Seat, indent string) string
	// Decision is the screen for d from the view of d's seat: since (the
	// worded events the seat has not yet seen) goes below its header. It
	// returns the screen above the menu, the menu, and the menu's choices
	// in order.
	Decision(view any, d engine.Decision, since string) (screen, menu string, choices []TermChoice)
	// Board answers the k command from viewer's view (viewer -1 at a
	// public prompt, with the whole table's view; view is nil before the
	// game is dealt).
	Board(view any, viewer int) string
	// Help answers the h command at a prompt of kind (a decision kind,
	// "setup" or "cover"); viewer is -1 at a public prompt, and view
	// (viewer's) nil before the game is dealt.
	Help(kind string, view any, viewer int) string
	// Handover is the line the pass-the-device cover shows for seat.
	Handover(seat engine.Seat) string
	// Final words the end of the game (scores and winners), from the
	// whole table's view, and how to replay it from seed.
	Final(view any, seed uint64) string
}

// TermChoice is one numbered entry of a decision menu.
type TermChoice struct {
	Move engine.Move
	// Confirm, if set, is a yes-or-no question asked before the move is
	// made ("Wait and keep your Crowns?").
	Confirm string
}

// Asker is how a TermUI asks a person something during set-up: termplay
// answers h, k and q itself and returns every other answer.
type Asker interface {
	// Say prints text as it is.
	Say(text string)
	// Ask prints prompt and returns the trimmed answer.
	Ask(prompt string) (string, error)
	// Rand is the game's seeded generator, for choices left to fortune.
	Rand() *rand.Rand
}
