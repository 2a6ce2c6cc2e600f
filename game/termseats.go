package game

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Helpers for a TermUI whose seats are set up by name alone (the planet
// game, Everdell): asking a person's name, naming a bot's seat, the
// seat plumbing a TermUI embeds (NamedSeats) and the intro's lines
// (TermIntro).

// MaxSeatName bounds a seat's name in the terminal, in letters.
const MaxSeatName = 24

// AskSeatName asks the person at seat for a name until it is one no
// other seat has, at most MaxSeatName letters; Enter keeps "Player N".
func AskSeatName(a Asker, seat int, seated []Seat) (Seat, error) {
	def := fmt.Sprintf("Player %d", seat+1)
	for {
		name, err := a.Ask(fmt.Sprintf("Seat %d, your name (Enter for %q)", seat+1, def))
		if err != nil {
			return Seat{}, err
		}
		if name == "" {
			name = def
		}
		if problem := SeatNameProblem(name, seat, seated); problem != "" {
			a.Say(problem + "\n")
			continue
		}
		return Seat{Name: name}, nil
	}
}

// SeatNameProblem says what is wrong with name for seat, or "".
func SeatNameProblem(name string, seat int, seated []Seat) string {
	if len([]rune(name)) > MaxSeatName {
		return fmt.Sprintf("Please keep the name to %d letters.", MaxSeatName)
	}
	for i, s := range seated {
		if i != seat && s.Name == name {
			return fmt.Sprintf("Seat %d is already called %q.", i+1, name)
		}
	}
	return ""
}

// BotSeatName names a bot's seat with the first of names no other seat
// has, else "Player N".
func BotSeatName(names []string, seat int, seated []Seat) Seat {
	for _, n := range names {
		if SeatNameProblem(n, seat, seated) == "" {
			return Seat{Name: n}
		}
	}
	return Seat{Name: fmt.Sprintf("Player %d", seat+1)}
}

// NamedSeats is the seat part of a TermUI whose seats are a person's or
// a bot's name and nothing else: embedded, it answers SeatWords
// ("player"), AskSeat, BotSeat (Bots handed out in order past taken
// names) and Seated, and keeps each seat's name and who plays it.
type NamedSeats struct {
	// Bots are the bots' names, the first free one to each bot's seat.
	Bots []string
	// Set by Seated: each seat's name ("Player N" when it has none) and
	// who plays it ("person", "random bot", …).
	Names []string
	Who   []string
}

// SeatWords: a seat is a player.
func (n *NamedSeats) SeatWords() (string, string) { return "player", "players" }

// AskSeat asks a person's name (AskSeatName); Enter keeps "Player N".
func (n *NamedSeats) AskSeat(a Asker, seat int, seated []Seat) (Seat, error) {
	return AskSeatName(a, seat, seated)
}

// BotSeat names a bot's seat from Bots (BotSeatName); the names need no
// fortune.
func (n *NamedSeats) BotSeat(seat int, seated []Seat, _ *rand.Rand) Seat {
	return BotSeatName(n.Bots, seat, seated)
}

// Seated records who sits where.
func (n *NamedSeats) Seated(seats []Seat, who []string) {
	n.Names = make([]string, len(seats))
	for i, s := range seats {
		n.Names[i] = s.Name
		if n.Names[i] == "" {
			n.Names[i] = fmt.Sprintf("Player %d", i+1)
		}
	}
	n.Who = who
}

// Name is seat's name, "Player N" for a seat not seated.
func (n *NamedSeats) Name(seat int) string {
	if seat >= 0 && seat < len(n.Names) {
		return n.Names[seat]
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// TermIntro is a TermUI's Intro: the game's title (as the caller styles
// it), the rule set, how to play the game again from seed, the game's own
// lines and then the commands at every prompt, each line as given.
func TermIntro(title, ruleset, code string, seed uint64, lines ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", title)
	fmt.Fprintf(&b, "Rule set: %s (code %s)\n", ruleset, code)
	fmt.Fprintf(&b, "Seed %d: play this very game again with -seed %d.\n", seed, seed)
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	b.WriteString("\n")
	return b.String()
}
