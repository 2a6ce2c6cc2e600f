// Package everdellterm is Everdell in the terminal: the screens, menus,
// set-up questions and wording that package termplay's game-agnostic
// loop shows (game.TermUI). everdellgame offers it through game.Terminal.
//
// A tour of the files:
//
//   - ui.go: UI, set-up (a person's name), help, the hand-over line and
//     the log, worded by package everdellwords (the sentences the browser
//     shows too), each event redacted for the seat reading it first.
//   - screen.go: the table, a decision's screen (your city, hand and
//     resources, the Meadow, the board), the k command, the final count.
//   - menu.go: each legal move as a menu line and each decision's title.
//
// Hands and the deck are private: every screen reads the deciding seat's
// View (everdell.State.ViewFor), which holds only that seat's hand, and
// the k command at a public prompt reads the spectator's.
package everdellterm

import (
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
	"evergreen/termplay"
)

// UI is one terminal game of Everdell. Make it with New.
type UI struct {
	// The platform's kit (frame, words, language) and seats by name
	// alone: SeatWords, AskSeat, BotSeat, Seated.
	termplay.NamedSeats
	rs    *everdell.Ruleset
	words *everdellwords.Words
}

var _ game.TermUI = (*UI)(nil)

// botNames are the bots' names, handed out in order past taken ones.
var botNames = []string{"Bramble", "Thistle", "Juniper", "Clover", "Sorrel"}

// New returns the terminal screens of a game under rs; colour turns on
// ANSI colour.
func New(rs *everdell.Ruleset, colour bool) (*UI, error) {
	if rs == nil {
		return nil, fmt.Errorf("everdellterm: no rule set")
	}
	w, err := everdellwords.Load()
	if err != nil {
		return nil, err
	}
	kit, err := termplay.NewKit(colour, nil)
	if err != nil {
		return nil, fmt.Errorf("everdellterm: %w", err)
	}
	return &UI{NamedSeats: termplay.NamedSeats{Kit: kit, Bots: botNames}, rs: rs, words: w}, nil
}

// Intro names the game, the rule set and the solitary opponent.
func (u *UI) Intro(seed uint64) string {
	var lines []string
	if u.rs.Solo != nil {
		lines = append(lines, fmt.Sprintf("Played alone, you face %s.", u.opponentIntro()))
	}
	return u.IntroLines(u.Bold("Everdell"), u.rs.Name, u.rs.Code, seed,
		append(lines, "At any prompt: h for help, k to see every city and the board, q to quit.")...)
}

// DefaultBot is the gatherer: quick, and plays towards its cards.
func (u *UI) DefaultBot() string { return "gatherer" }

// Handover is the cover's line.
func (u *UI) Handover(seat engine.Seat) string {
	return fmt.Sprintf("Pass the device to %s: your hand is on the next screen.", u.name(int(seat)))
}

// silent are events the log leaves out: the screens say them already.
var silent = map[string]bool{everdell.EvTurn: true}

// Events words log[from:] for viewer, one sentence a line, each event
// redacted for viewer first: a card drawn by another seat reads "draws a
// card".
func (u *UI) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	var b strings.Builder
	for _, e := range log[min(from, len(log)):] {
		if silent[e.Type] {
			continue
		}
		if line := u.words.Line(u.rs, e, u.Names); line != "" {
			b.WriteString(indent + line + "\n")
		}
	}
	return b.String()
}

// Help answers h.
func (u *UI) Help(kind string, _ any, viewer int) string {
	var b strings.Builder
	b.WriteString("\n")
	switch kind {
	case "setup":
		b.WriteString("Choose how many play and who. With one player you play alone")
		if u.rs.Solo != nil {
			b.WriteString(" against " + u.opponentIntro() + ": " + u.opponentDoes())
		}
		b.WriteString(".\n")
	case "cover":
		b.WriteString("The device is passing to the next player. Press Enter once they hold it.\n")
	case "turn":
		fmt.Fprintf(&b, "One thing a turn: place a worker (on a location, an event you qualify for, or an open destination card),\n"+
			"play a card from your hand or the Meadow (paying its cost, or free through its paired construction),\n"+
			"or, with every worker placed, prepare for the next season. In the last season, pass when you are done.\n"+
			"Your city holds %d cards; your hand at most %d.\n", u.rs.CityLimit, u.rs.HandLimit)
	default:
		b.WriteString("A step of the action you began: choose one entry. \"Done\" stops where the power lets you stop.\n")
	}
	b.WriteString("At the end: cards' points, point tokens, prosperity bonuses, journeys and events. Ties: most events, then most resources left.\n")
	b.WriteString("Commands at any prompt: h help, k every city and the board, q quit.\n")
	return b.String()
}

// name is seat's name, the solitary opponent's too.
func (u *UI) name(seat int) string {
	if seat == everdell.RivalSeat {
		return u.opponent()
	}
	return u.Name(seat)
}

// rugwort reports whether a lone player faces Rugwort (not the rival).
func (u *UI) rugwort() bool {
	return u.rs.Solo != nil && u.rs.Solo.Opponent != everdell.OpponentRival
}

// opponent names the solitary opponent the rule set plays.
func (u *UI) opponent() string {
	if u.rugwort() {
		return "Rugwort"
	}
	return "the rival"
}

// Opponent is opponent at the start of a sentence.
func (u *UI) Opponent() string {
	if u.rugwort() {
		return "Rugwort"
	}
	return "The rival"
}

// opponentIntro names the solitary opponent with what sets him apart.
func (u *UI) opponentIntro() string {
	if !u.rugwort() {
		return "the rival, a solo opponent of our own design (a variant of this table)"
	}
	s := "Rugwort, the published solo opponent"
	if ru := u.rs.Solo.Rugwort; ru != nil {
		s += fmt.Sprintf(", in year %d", ru.Year)
		if ru.Year >= 1 && ru.Year <= len(yearNames) {
			s += " (" + yearNames[ru.Year-1] + ")"
		}
	}
	return s
}

var yearNames = []string{"the Rascal", "the Rotten", "the Rapscallion"}

// opponentDoes says in a phrase how the solitary opponent plays.
func (u *UI) opponentDoes() string {
	if !u.rugwort() {
		return "it blocks locations, takes Meadow cards and claims events as you reach each season"
	}
	s := "he answers each card you play by taking a Meadow card into his city, and as you prepare for a season he achieves basic events, " +
		"moves his workers on and puts new ones on Meadow cards, which you then cannot use"
	if ru := u.rs.Solo.Rugwort; ru != nil && ru.KidnapFrom > 0 && ru.Year >= ru.KidnapFrom {
		s += "; in autumn one of his workers leaves the game with one of yours"
	}
	return s
}
