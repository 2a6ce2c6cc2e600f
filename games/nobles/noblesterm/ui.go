// Package noblesterm is Nobles of Evergreen in the terminal: the
// screens, menus, set-up questions and wording that package termplay's
// game-agnostic loop shows (game.TermUI). noblesgame offers it through
// game.Terminal.
//
// A tour of the files:
//
//   - ui.go: UI, colour, the cover line, help and the Castle Keep on k.
//   - setup.go: a person's House and name, the bots' Houses, the table.
//   - screen.go: a decision's screen: header, Keep, menus.
//   - gala.go: the Evergreen Gala, the end of the year.
//   - wording.go: every sentence a player reads about what
//     happened, from the wording table content/words.json.
//   - text.go: numbers, plurals, line wrapping, and the screens' words
//     for Crowns, seasons, decks, spaces and durations.
//   - screens/*.json: every word of the screens, one table per language
//     (termkit.NewKit); the names and texts of Houses, Virtues, cards and
//     items are the rule set's in the same language (Ruleset.RulesIn),
//     and the log's sentences content/words.{lang}.json's (Speak).
//
// Secrecy. A House's Gems given are hidden from every other House until
// the Gala. Every screen is drawn from the viewer's redacted View
// (nobles.State.ViewFor) and events redacted for the viewer; the viewer's
// own Gems appear only in their own panel, labelled "Your Gems given".
package noblesterm

import (
	"cmp"
	"embed"
	"fmt"
	"slices"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/termkit"
)

// screens/{en,de,es,zh-Hant}.json are the screens' own words in each
// language; the log's sentences are content/words.{lang}.json's.
//
//go:embed screens/*.json
var screenFiles embed.FS

// UI is one terminal game of Nobles. Make it with New.
type UI struct {
	rules *nobles.Ruleset // as loaded, its texts in English
	rs    *nobles.Ruleset // the same, its texts in the screens' language (Speak)
	words *wording
	// The platform's frame of every screen, its words and language, and
	// who sits where (Names, Who, set by Seated); a seat here is a House,
	// so AskSeat, BotSeat and Handover are Nobles' own.
	termkit.NamedSeats
	houses []string // House id per seat, set by Seated
}

var _ game.TermUI = (*UI)(nil)

// New returns the terminal screens of a game under rs; colour turns on
// ANSI colour.
func New(rs *nobles.Ruleset, colour bool) (*UI, error) {
	w, err := newWording(rs, "")
	if err != nil {
		return nil, err
	}
	kit, err := termkit.NewKit(colour, screenFiles)
	if err != nil {
		return nil, fmt.Errorf("noblesterm: %w", err)
	}
	return &UI{rules: rs, rs: rs, words: w, NamedSeats: termkit.NamedSeats{Kit: kit}}, nil
}

// Speak sets the language of the screens, and of the rule set's names
// and texts and the log's sentences with them: the rule set's texts in
// lang filled from the same numbers ("2.000 Kronen"), and the wording
// table in lang. The rules are the same rule set's; only words change.
func (u *UI) Speak(lang string) error {
	if err := u.Kit.Speak(lang); err != nil {
		return err
	}
	texts, err := u.rules.RulesIn(lang)
	if err != nil {
		return fmt.Errorf("noblesterm: the rule set's texts in %s: %w", lang, err)
	}
	rs := *u.rules
	rs.Rules = texts
	w, err := newWording(&rs, lang)
	if err != nil {
		return err
	}
	u.rs, u.words = &rs, w
	return nil
}

// Intro names the game and the rule set.
func (u *UI) Intro(seed uint64) string {
	return u.IntroLines(u.Bold(u.T("intro.title")), u.rs.Name, u.rs.Code, seed, u.T("intro.commands"))
}

// SeatWords: a seat is a House.
func (u *UI) SeatWords() (string, string) { return "House", "Houses" }

// DefaultBot is steward-lite: quick, and plays a sensible year.
func (u *UI) DefaultBot() string { return "steward-lite" }

// Seated records who sits where.
func (u *UI) Seated(seats []game.Seat, who []string) {
	u.NamedSeats.Seated(seats, who)
	u.houses = make([]string, len(seats))
	for i, s := range seats {
		u.houses[i] = houseOf(s)
	}
}

// Tell words log[from:] for viewer as the browser shows it: every
// event the table has a sentence for, one line each, a turn's and a
// season's start as headings (game.Teller). One card's effect put on (or
// lifted from) every House at once is said once, of every noble: at
// eight Houses the same sentence eight times buries the rest.
func (u *UI) Tell(log []engine.Event, from int, viewer engine.Seat, names []string) []game.Told {
	// The deck of the card being resolved names the cards events refer
	// to: find the last draw before from, then follow the draws.
	deck := ""
	for i := from - 1; i >= 0; i-- {
		if log[i].Type == nobles.EvDraw {
			deck = log[i].Detail
			break
		}
	}
	var out []game.Told
	for i := from; i < len(log); i++ {
		e := log[i]
		if e.Type == nobles.EvDraw {
			deck = e.Detail
		}
		at, who := i, names
		if n := everyNoble(log, i, len(names)); n > 0 {
			who = append(slices.Clip(names), u.T("log.everyNoble"))
			e.Seat = engine.Seat(len(names))
			i += n - 1
		}
		if text := u.words.sentence(e, viewer, who, deck); text != "" {
			out = append(out, game.Told{At: at, Kind: cmp.Or(u.words.headings[e.Type], game.TellEvent), Text: text})
		}
	}
	return out
}

// Events words log[from:] for viewer: Tell's lines, wrapped, with the
// headings drawn as the log draws them, and the text of each Ordeal and
// Decree drawn, read aloud to the whole table. The Gala's winner and
// scores are left to its own screen.
func (u *UI) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	var b strings.Builder
	for _, l := range u.Tell(log, from, viewer, u.Names) {
		e := log[l.At]
		if silent[e.Type] || u.Heads(&b, l.Kind, l.Text, indent) {
			continue
		}
		b.WriteString(termkit.Wrap(l.Text, indent+"  "))
		if e.Type == nobles.EvDraw && e.Detail != nobles.SpaceProving {
			b.WriteString(u.cardText(e.Detail, e.Ref, indent+"    "))
		}
	}
	return b.String()
}

// everyNoble reports how many events from log[i] on put (or lift) the
// same card's same effect on every House at the table, one after the
// other; 0 if they do not.
func everyNoble(log []engine.Event, i, n int) int {
	e := log[i]
	if (e.Type != nobles.EvModifier && e.Type != nobles.EvExpire) || n < 2 || i+n > len(log) {
		return 0
	}
	seats := make([]bool, n)
	for _, f := range log[i : i+n] {
		if f.Type != e.Type || f.Ref != e.Ref || f.Detail != e.Detail || f.Amount != e.Amount ||
			f.Seat < 0 || int(f.Seat) >= n || seats[f.Seat] {
			return 0
		}
		seats[f.Seat] = true
	}
	return n
}

// Handover names who the device goes to, and their House.
func (u *UI) Handover(seat engine.Seat) string {
	house := u.words.house(u.houses[seat])
	return u.T("handover", "name", u.houseColour(house, u.Names[seat]), "house", house.Name)
}

// Board is the Castle Keep as viewer may see it.
func (u *UI) Board(view any, viewer int) string {
	v, ok := view.(*nobles.View)
	if !ok {
		return u.T("board.undealt") + "\n"
	}
	if viewer < 0 {
		return u.T("board.cover") + "\n"
	}
	var b strings.Builder
	b.WriteString("\n")
	u.keep(&b, v, engine.Seat(viewer))
	b.WriteString("\n")
	return b.String()
}

// helpKeys are the words' help for each kind of prompt.
var helpKeys = map[string]string{
	"setup": "help.setup", "cover": "help.cover", nobles.DecideJourney: "help.journey", nobles.DecideReroll: "help.reroll",
	nobles.DecideProving: "help.proving", nobles.DecidePayment: "help.payment", nobles.DecideDuty: "help.duty",
}

// Help answers h.
func (u *UI) Help(kind string, view any, viewer int) string {
	var b strings.Builder
	b.WriteString("\n")
	if key, ok := helpKeys[kind]; ok {
		b.WriteString(termkit.Wrap(u.T(key), "  "))
	}
	if v, ok := view.(*nobles.View); ok && viewer >= 0 && viewer < len(v.Houses) {
		me := v.Houses[viewer]
		if vt, ok := u.words.virtue(me.Virtue); ok {
			b.WriteString(termkit.Wrap(u.T("help.virtue", "name", vt.Name, "text", vt.Text), "  "))
		}
	}
	b.WriteString(u.T("help.commands") + "\n\n")
	return b.String()
}

// houseColour shows s in the House's colour.
func (u *UI) houseColour(h nobles.House, s string) string { return u.InColour(h.Colour, s) }

// seatColour is the seat's name in its House's colour.
func (u *UI) seatColour(seat int) string {
	return u.houseColour(u.words.house(u.houses[seat]), u.Names[seat])
}
