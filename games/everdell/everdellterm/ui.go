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
//   - screens/*.json: every word of the screens, one table per language
//     (termkit.NewKit); card, location and event names and texts, and the
//     log's sentences, are the content's (everdellwords).
//
// Hands and the deck are private: every screen reads the deciding seat's
// View (everdell.State.ViewFor), which holds only that seat's hand, and
// the k command at a public prompt reads the spectator's.
package everdellterm

import (
	"embed"
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
	"evergreen/termkit"
)

// screens/{en,de,es,zh-Hant}.json are the screens' own words in each
// language.
//
//go:embed screens/*.json
var screenFiles embed.FS

// UI is one terminal game of Everdell. Make it with New.
type UI struct {
	// The platform's kit (frame, words, language) and seats by name
	// alone: SeatWords, AskSeat, BotSeat, Seated.
	termkit.NamedSeats
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
	kit, err := termkit.NewKit(colour, screenFiles)
	if err != nil {
		return nil, fmt.Errorf("everdellterm: %w", err)
	}
	return &UI{NamedSeats: termkit.NamedSeats{Kit: kit, Bots: botNames}, rs: rs, words: w}, nil
}

// Speak sets the language of the screens, and of the cards',
// locations' and events' names and powers and the log's sentences with
// them (everdellwords.LoadIn): only words change, never the rules.
func (u *UI) Speak(lang string) error {
	if err := u.Kit.Speak(lang); err != nil {
		return err
	}
	w, err := everdellwords.LoadIn(lang)
	if err != nil {
		return fmt.Errorf("everdellterm: %w", err)
	}
	u.words = w
	return nil
}

// Intro names the game, the rule set and the solitary opponent.
func (u *UI) Intro(seed uint64) string {
	var lines []string
	if u.rs.Solo != nil {
		lines = append(lines, u.T("intro.alone", "opponent", u.opponentIntro()))
	}
	return u.IntroLines(u.Bold("Everdell"), u.rs.Name, u.rs.Code, seed, append(lines, u.T("intro.commands"))...)
}

// DefaultBot is the gatherer: quick, and plays towards its cards.
func (u *UI) DefaultBot() string { return "gatherer" }

// Handover is the cover's line.
func (u *UI) Handover(seat engine.Seat) string {
	return u.T("handover", "name", u.name(int(seat)))
}

// silent are events the log leaves out: the screens say them already.
var silent = map[string]bool{everdell.EvTurn: true}

// Events words log[from:] for viewer as Tell does, one sentence a line,
// each event redacted for viewer first: a card drawn by another seat
// reads "draws a card".
func (u *UI) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	return u.Log(log, u.Tell(log, from, viewer, u.Names), silent, indent)
}

// Tell words log[from:] as the browser shows it (game.Teller): every
// event with a sentence, a turn's start and a season's preparing as
// headings. Each event is already redacted for viewer, so a card drawn
// is named only to the seat that drew it.
func (u *UI) Tell(log []engine.Event, from int, _ engine.Seat, names []string) []game.Told {
	var out []game.Told
	for i := from; i < len(log); i++ {
		e := log[i]
		text := u.words.Line(u.rs, e, names)
		if text == "" {
			continue
		}
		kind := game.TellEvent
		switch e.Type {
		case everdell.EvTurn:
			kind = game.TellTurn
		case everdell.EvPrepare:
			kind = game.TellSeason
		}
		out = append(out, game.Told{At: i, Kind: kind, Text: text})
	}
	return out
}

// Help answers h.
func (u *UI) Help(kind string, _ any, viewer int) string {
	var b strings.Builder
	b.WriteString("\n")
	switch kind {
	case "setup":
		against, does := "", ""
		if u.rs.Solo != nil {
			against, does = u.opponentIntro(), u.opponentDoes()
		}
		b.WriteString(u.T("help.setup", "against", against, "does", does) + "\n")
	case "cover":
		b.WriteString(u.T("term.help.cover") + "\n")
	case "turn":
		b.WriteString(u.T("help.turn", "city", u.rs.CityLimit, "hand", u.rs.HandLimit) + "\n")
	default:
		b.WriteString(u.T("help.step") + "\n")
	}
	b.WriteString(u.T("help.end") + "\n")
	b.WriteString(u.T("help.commands") + "\n")
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
	return u.T("opponent.rival")
}

// Opponent is opponent at the start of a sentence.
func (u *UI) Opponent() string {
	if u.rugwort() {
		return "Rugwort"
	}
	return u.T("opponent.Rival")
}

// opponentIntro names the solitary opponent with what sets him apart.
func (u *UI) opponentIntro() string {
	if !u.rugwort() {
		return u.T("opponent.rival.intro")
	}
	s := u.T("opponent.rugwort.intro")
	if ru := u.rs.Solo.Rugwort; ru != nil {
		s += u.T("opponent.year", "year", ru.Year)
		if key := fmt.Sprintf("opponent.year.%d", ru.Year); u.Has(key) {
			s += u.T(key)
		}
	}
	return s
}

// opponentDoes says in a phrase how the solitary opponent plays.
func (u *UI) opponentDoes() string {
	if !u.rugwort() {
		return u.T("opponent.does.rival")
	}
	s := u.T("opponent.does.rugwort")
	if ru := u.rs.Solo.Rugwort; ru != nil && ru.KidnapFrom > 0 && ru.Year >= ru.KidnapFrom {
		s += u.T("opponent.kidnap")
	}
	return s
}
