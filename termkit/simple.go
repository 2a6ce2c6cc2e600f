package termkit

import (
	"fmt"
	"io/fs"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/locale"
)

// Simple is the whole TermUI of a game whose screens are a few lines: a
// game declares its words and drawings (SimpleSpec) and Simple does the
// rest, seats by name (NamedSeats), the log from the game's Teller, the
// numbered menu and the frame's questions, covers and banners. A game
// with richer screens embeds Kit or NamedSeats and writes its own.
type Simple struct {
	NamedSeats
	spec SimpleSpec
}

// SimpleSpec is what a game gives Simple. Every func is handed the
// seats' names as Seated settled them.
type SimpleSpec struct {
	// Teller words the log, as the browser is sent it (game.Teller).
	game.Teller
	// Title, Rules and Code head the intro: the game's name, its rule
	// set's name and code; About is the intro's line about the game.
	Title, Rules, Code, About string
	// Bot is the bot offered for seats no person plays.
	Bot string
	// HelpText answers h at a decision.
	HelpText string
	// Table words the table from a view (nil before the deal).
	Table func(view any, names []string) string
	// Prompt is what d's seat must do ("pick a number").
	Prompt func(d engine.Decision) string
	// Label words one move of a decision's menu.
	Label func(m engine.Move) string
	// Final words the end of the game from the whole table's view: the
	// scores and who won.
	Final func(view any, names []string) string
	// Words are the game's own words per locale (screens/{locale}.json,
	// as NewKit reads them); nil: the game speaks English only.
	Words fs.FS
}

// NewSimple returns the screens spec declares.
func NewSimple(colour bool, spec SimpleSpec) (*Simple, error) {
	kit, err := NewKit(colour, spec.Words)
	if err != nil {
		return nil, err
	}
	return &Simple{NamedSeats: NamedSeats{Kit: kit}, spec: spec}, nil
}

// Speak sets the screens' language; a game that gives no words of its
// own speaks English only, and says so rather than mix two languages.
func (s *Simple) Speak(lang string) error {
	if s.spec.Words == nil && lang != locale.Default {
		return fmt.Errorf("the screens of %s are in English only, not %q", s.spec.Title, lang)
	}
	return s.Kit.Speak(lang)
}

// Tell is the game's Teller's.
func (s *Simple) Tell(log []engine.Event, from int, viewer engine.Seat, names []string) []game.Told {
	return s.spec.Tell(log, from, viewer, names)
}

// Intro names the game and its rule set.
func (s *Simple) Intro(seed uint64) string {
	return s.IntroLines(s.Bold(s.spec.Title), s.spec.Rules, s.spec.Code, seed, s.spec.About)
}

// DefaultBot is the spec's Bot.
func (s *Simple) DefaultBot() string { return s.spec.Bot }

// Table is the spec's Table.
func (s *Simple) Table(view any) string { return s.spec.Table(view, s.Names) }

// Events words log[from:] for viewer from Tell, a line each.
func (s *Simple) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	var b strings.Builder
	for _, l := range s.spec.Tell(log, from, viewer, s.Names) {
		b.WriteString(Wrap(l.Text, indent))
	}
	return b.String()
}

// Decision is who must do what, the table, and one numbered entry a
// move.
func (s *Simple) Decision(view any, d engine.Decision, since string) (string, string, []game.TermChoice) {
	screen := s.DecisionBanner(s.spec.Rules, s.Name(int(d.Seat)), s.spec.Prompt(d)) + since + s.Table(view)
	var menu Menu
	for _, m := range d.Moves {
		menu.Add(m, s.spec.Label(m), "")
	}
	return screen, menu.String(), menu.Choices
}

// Board answers k: the table.
func (s *Simple) Board(view any, _ int) string { return s.Table(view) }

// Help answers h: the spec's HelpText at a decision, the frame's words
// at set-up and at the cover.
func (s *Simple) Help(kind string, _ any, _ int) string {
	if kind == "cover" {
		return s.T("term.help.cover") + "\n"
	}
	return s.spec.HelpText + "\n"
}

// Final is the spec's Final and how to play the game again.
func (s *Simple) Final(view any, seed uint64) string {
	return s.spec.Final(view, s.Names) + s.Replay(seed)
}
