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
//   - screens/*.json: every other word of the screens, one table per
//     language (termkit.NewKit); the log's and the titles' come from
//     content's words table in the language spoken (Speak).
//
// Everything in this game is public but the order of the draw pile, so
// every screen may show every planet; the screens still read each
// seat's View (evergreen.State.ViewFor), the form a game leaves the
// engine in, and never the draw pile.
package evergreenterm

import (
	"embed"
	"fmt"
	"strings"

	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/locale"
	"evergreen/termkit"
)

// screens/{en,de,es,zh-Hant}.json are the screens' own words in each
// language (the log's and the decisions' are content's words tables).
//
//go:embed screens/*.json
var screenFiles embed.FS

// UI is one terminal game of the planet game. Make it with New.
type UI struct {
	// The platform's kit (frame, words, language) and seats by name
	// alone: SeatWords, AskSeat, BotSeat, Seated, Handover.
	termkit.NamedSeats
	rs    *evergreen.Ruleset
	words *words // content/words.json, or its table in the language spoken
	// english is content/words.json, whose names are the default rule
	// set's: a name the rule set keeps is translated, one it changed not.
	english *words
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
	kit, err := termkit.NewKit(colour, screenFiles)
	if err != nil {
		return nil, fmt.Errorf("evergreenterm: %w", err)
	}
	return &UI{NamedSeats: termkit.NamedSeats{Kit: kit, Bots: botNames}, rs: rs, words: w, english: w}, nil
}

// Speak sets the screens' language, and the log's and the decisions'
// words with it (content's words table in that language).
func (u *UI) Speak(lang string) error {
	if err := u.Kit.Speak(lang); err != nil {
		return err
	}
	raw := content.Words()
	if lang != locale.Default {
		var err error
		if raw, err = content.WordsIn(lang); err != nil {
			return fmt.Errorf("evergreenterm: %w", err)
		}
	}
	w, err := loadWords(raw)
	if err != nil {
		return err
	}
	u.words = w
	return nil
}

// Intro names the game and the rule set.
func (u *UI) Intro(seed uint64) string {
	return u.IntroLines(u.Bold(u.T("intro.title")), u.rs.Name, u.rs.Code, seed, u.T("intro.solo"), u.T("intro.commands"))
}

// DefaultBot is the gardener: quick, and plans sun, shade and forests.
func (u *UI) DefaultBot() string { return "gardener" }

// Help answers h.
func (u *UI) Help(kind string, _ any, viewer int) string {
	var b strings.Builder
	b.WriteString("\n")
	key := map[string]string{"setup": "help.setup", "cover": "term.help.cover", evergreen.DecideDraft: "help.draft",
		evergreen.DecideOrder: "help.order", evergreen.DecideAction: "help.action"}[kind]
	if key == "" {
		key = "help.space"
	}
	b.WriteString(u.T(key) + "\n")
	sun := u.rs.Sun
	b.WriteString(u.T("help.sun", "small", sun.SmallPoints, "big", sun.BigPoints, "smallShade", sun.SmallShade, "bigShade", sun.BigShade) + "\n")
	b.WriteString(u.T("help.forest", "points", sun.ForestPoints) + "\n")
	b.WriteString(u.T("help.commands") + "\n")
	return b.String()
}
