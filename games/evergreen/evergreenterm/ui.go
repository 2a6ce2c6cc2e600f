// Package evergreenterm is the planet game in the terminal: the screens,
// menus, set-up questions and wording that package termplay's
// game-agnostic loop shows (game.TermUI). evergreengame offers it through
// game.Terminal.
//
// A tour of the files:
//
//   - ui.go: UI, set-up (a person's name), help, the hand-over line.
//   - planet.go: a planet drawn in text: biome letters, pieces, lakes and
//     the sun's side, with this season's sun and forest points.
//   - screen.go: the table (draft row, leaf, fertility area), a
//     decision's screen and menu, the k command, the final scoring.
//   - wording.go: every sentence a player reads about what happened and
//     every decision's title, filled from package content's words.json,
//     the table the browser (evergreenui's words.js) fills too.
//   - words.go: names of cards, biomes and powers on the screens.
//
// Everything in this game is public but the order of the draw pile, so
// every screen may show every planet; the screens still read each
// seat's View (evergreen.State.ViewFor), the form a game leaves the
// engine in, and never the draw pile.
package evergreenterm

import (
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
)

// UI is one terminal game of the planet game. Make it with New.
type UI struct {
	// Seats by name alone: SeatWords, AskSeat, BotSeat, Seated.
	game.NamedSeats
	rs             *evergreen.Ruleset
	game.TermStyle        // Bold, Banner, DecisionBanner: the platform's frame of every screen
	words          *words // content/words.json
}

var _ game.TermUI = (*UI)(nil)

// botNames are the bots' names, handed out in order past taken ones.
var botNames = []string{"Fern", "Moss", "Alder", "Rowan", "Hazel"}

// New returns the terminal screens of a game under rs; colour turns on
// ANSI colour.
func New(rs *evergreen.Ruleset, colour bool) (*UI, error) {
	if rs == nil {
		return nil, fmt.Errorf("evergreenterm: no rule set")
	}
	w, err := loadWords(content.Words())
	if err != nil {
		return nil, err
	}
	return &UI{NamedSeats: game.NamedSeats{Bots: botNames}, rs: rs, TermStyle: game.TermStyle{Colour: colour}, words: w}, nil
}

// Intro names the game and the rule set.
func (u *UI) Intro(seed uint64) string {
	return game.TermIntro(u.Bold("Evergreen — the planet game"), u.rs.Name, u.rs.Code, seed,
		"One player plays solitary against the automa.",
		"At any prompt: h for help, k to see every planet, q to quit.")
}

// DefaultBot is the gardener: quick, and plans sun, shade and forests.
func (u *UI) DefaultBot() string { return "gardener" }

// Handover is the cover's line.
func (u *UI) Handover(seat engine.Seat) string {
	return fmt.Sprintf("Pass the device to %s.", u.Name(int(seat)))
}

// Help answers h.
func (u *UI) Help(kind string, _ any, viewer int) string {
	var b strings.Builder
	b.WriteString("\n")
	switch kind {
	case "setup":
		b.WriteString("Choose how many play and who. With one player you play solitary against the automa.\n")
	case "cover":
		b.WriteString("The device is passing to the next player. Press Enter once they hold it.\n")
	case evergreen.DecideDraft:
		b.WriteString("Pick a card from the row. Its biome is where your action works; its power is used before or after the action.\n" +
			"The first to pick lays the leaf on the card nearest the draw pile; whoever takes that card holds the leaf next round.\n")
	case evergreen.DecideOrder:
		b.WriteString("Use your card's power before your action, or after it. The two never mix.\n")
	case evergreen.DecideAction:
		b.WriteString("A: plant three sprouts. B: grow two different plants. C: plant a sprout and grow another plant.\n" +
			"A, B and C work in your card's biome. D: plant one sprout or grow one plant anywhere.\n")
	default:
		b.WriteString("Choose a space by number. Spaces are named by column letter and row number, A1 at the north-west.\n" +
			"Pieces: s sprout, t small tree, T big tree, b bush, ~ lake.\n")
	}
	fmt.Fprintf(&b, "Sun: each lit small tree scores %d and each lit big tree %d at a season's end; a small tree shades %d space(s) behind it, a big tree %d.\n",
		u.rs.Sun.SmallPoints, u.rs.Sun.BigPoints, u.rs.Sun.SmallShade, u.rs.Sun.BigShade)
	fmt.Fprintf(&b, "Forest: your largest group of trees and bushes joined side by side scores %d per piece.\n", u.rs.Sun.ForestPoints)
	b.WriteString("Commands at any prompt: h help, k every planet, q quit.\n")
	return b.String()
}
