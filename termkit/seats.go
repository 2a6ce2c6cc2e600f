package termkit

import (
	"math/rand/v2"

	"evergreen/engine"
	"evergreen/game"
)

// Seats set up by name alone (the planet game, Everdell): asking a
// person's name, naming a bot's seat, and the seat plumbing a TermUI
// embeds (NamedSeats).

// MaxSeatName bounds a seat's name in the terminal, in letters.
const MaxSeatName = 24

// NamedSeats is the Kit of a TermUI whose seats are a person's or a
// bot's name and nothing else: embedded, it answers SeatWords
// ("player"), AskSeat, BotSeat (Bots handed out in order past taken
// names), Seated and Handover, and keeps each seat's name and who plays
// it.
type NamedSeats struct {
	Kit
	// Bots are the bots' names, the first free one to each bot's seat.
	Bots []string
	// Set by Seated: each seat's name ("Player N" when it has none) and
	// who plays it ("person", "random bot", …).
	Names []string
	Who   []string
}

// SeatWords: a seat is a player.
func (n *NamedSeats) SeatWords() (string, string) { return "player", "players" }

// AskSeat asks the person at seat for a name until it is one no other
// seat has, at most MaxSeatName letters; Enter keeps "Player N".
func (n *NamedSeats) AskSeat(a game.Asker, seat int, seated []game.Seat) (game.Seat, error) {
	def := n.player(seat)
	name, err := AskUntil(a, n.T("term.seat.ask", "seat", seat+1, "name", def), def, func(name string) string {
		return n.nameProblem(name, seat, seated)
	})
	return game.Seat{Name: name}, err
}

// nameProblem says what is wrong with name for seat, or "".
func (n *NamedSeats) nameProblem(name string, seat int, seated []game.Seat) string {
	if len([]rune(name)) > MaxSeatName {
		return n.T("term.seat.long", "n", MaxSeatName)
	}
	for i, s := range seated {
		if i != seat && s.Name == name {
			return n.T("term.seat.taken", "seat", i+1, "name", name)
		}
	}
	return ""
}

// BotSeat names a bot's seat with the first of Bots no other seat has,
// else "Player N"; the names need no fortune.
func (n *NamedSeats) BotSeat(seat int, seated []game.Seat, _ *rand.Rand) game.Seat {
	for _, b := range n.Bots {
		if n.nameProblem(b, seat, seated) == "" {
			return game.Seat{Name: b}
		}
	}
	return game.Seat{Name: n.player(seat)}
}

// Seated records who sits where.
func (n *NamedSeats) Seated(seats []game.Seat, who []string) {
	n.Names = make([]string, len(seats))
	for i, s := range seats {
		n.Names[i] = s.Name
		if n.Names[i] == "" {
			n.Names[i] = n.player(i)
		}
	}
	n.Who = who
}

// Name is seat's name, "Player N" for a seat not seated.
func (n *NamedSeats) Name(seat int) string {
	if seat >= 0 && seat < len(n.Names) {
		return n.Names[seat]
	}
	return n.player(seat)
}

// Bot reports whether a bot plays seat.
func (n *NamedSeats) Bot(seat int) bool { return seat < len(n.Who) && n.Who[seat] != "person" }

// Handover is the cover's line: pass the device to seat's player.
func (n *NamedSeats) Handover(seat engine.Seat) string { return n.HandoverTo(n.Name(int(seat))) }

// player is "Player N" for seat (from 0) in the screens' language.
func (n *NamedSeats) player(seat int) string { return n.T("term.player", "n", seat+1) }
