package game

import "fmt"

// Helpers for a TermUI whose seats are set up by name alone (the planet
// game, Everdell): asking a person's name, naming a bot's seat.

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
