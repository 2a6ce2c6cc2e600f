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
//     items, and the log's sentences, are the content's.
//
// Secrecy. A House's Gems given are hidden from every other House until
// the Gala. Every screen is drawn from the viewer's redacted View
// (nobles.State.ViewFor) and events redacted for the viewer; the viewer's
// own Gems appear only in their own panel, labelled "Your Gems given".
package noblesterm

import (
	"embed"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/termkit"
)

// screens/{en,de,es,zh-Hant}.json are the screens' own words in each
// language; the log's sentences are content/words.json's.
//
//go:embed screens/*.json
var screenFiles embed.FS

// UI is one terminal game of Nobles. Make it with New.
type UI struct {
	rs          *nobles.Ruleset
	words       *wording
	termkit.Kit // the platform's frame of every screen, its words and language

	// Set by Seated.
	names  []string
	houses []string // House id per seat
	who    []string // "person" or "steward-lite bot"
}

var _ game.TermUI = (*UI)(nil)

// New returns the terminal screens of a game under rs; colour turns on
// ANSI colour.
func New(rs *nobles.Ruleset, colour bool) (*UI, error) {
	w, err := newWording(rs)
	if err != nil {
		return nil, err
	}
	kit, err := termkit.NewKit(colour, screenFiles)
	if err != nil {
		return nil, fmt.Errorf("noblesterm: %w", err)
	}
	return &UI{rs: rs, words: w, Kit: kit}, nil
}

// Intro names the game and the rule set.
func (u *UI) Intro(seed uint64) string {
	var b strings.Builder
	b.WriteString(u.Bold(u.T("intro.title")) + "\n")
	b.WriteString(u.T("term.intro.rules", "name", u.rs.Name, "code", u.rs.Code) + "\n")
	b.WriteString(u.T("intro.seed", "seed", strconv.FormatUint(seed, 10)) + "\n")
	b.WriteString(u.T("intro.commands") + "\n\n")
	return b.String()
}

// SeatWords: a seat is a House.
func (u *UI) SeatWords() (string, string) { return "House", "Houses" }

// DefaultBot is steward-lite: quick, and plays a sensible year.
func (u *UI) DefaultBot() string { return "steward-lite" }

// Seated records who sits where.
func (u *UI) Seated(seats []game.Seat, who []string) {
	u.names = make([]string, len(seats))
	u.houses = make([]string, len(seats))
	for i, s := range seats {
		u.names[i] = s.Name
		u.houses[i] = houseOf(s)
	}
	u.who = who
}

// bot reports whether a bot plays seat.
func (u *UI) bot(seat int) bool { return seat < len(u.who) && u.who[seat] != "person" }

// Events words log[from:] for viewer.
func (u *UI) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	// The deck of the card being resolved names the cards events refer to:
	// find the last draw before from, then follow the draws.
	deck := ""
	for i := from - 1; i >= 0; i-- {
		if log[i].Type == nobles.EvDraw {
			deck = log[i].Detail
			break
		}
	}
	var b strings.Builder
	for i := from; i < len(log); i++ {
		e := log[i] // already redacted for viewer
		if e.Type == nobles.EvDraw {
			deck = e.Detail
		}
		var line string
		if n := u.everyNoble(log, i); n > 0 {
			// One card's effect on every House, said once: at eight Houses
			// the same sentence eight times buries the rest.
			all := append(slices.Clip(u.names), "every noble")
			e.Seat = engine.Seat(len(u.names))
			line = u.words.event(e, viewer, all, deck)
			i += n - 1
		} else {
			line = u.words.event(e, viewer, u.names, deck)
		}
		if line == "" {
			continue
		}
		switch u.words.headings[e.Type] {
		case "turn":
			b.WriteString(indent + u.Bold("— "+line+" —") + "\n")
			continue
		case "season":
			b.WriteString(indent + u.Bold(line) + "\n")
			continue
		}
		b.WriteString(wrap(line, lineWidth, indent+"  "))
		if e.Type == nobles.EvDraw && e.Detail != nobles.SpaceProving {
			// Ordeals and Decrees are read aloud to the whole table.
			b.WriteString(u.cardText(e.Detail, e.Ref, indent+"    "))
		}
	}
	return b.String()
}

// everyNoble reports how many events from log[i] on put (or lift) the
// same card's same effect on every House at the table, one after the
// other; 0 if they do not.
func (u *UI) everyNoble(log []engine.Event, i int) int {
	e := log[i]
	n := len(u.names)
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
	return u.T("handover", "name", u.houseColour(house, u.names[seat]), "house", house.Name)
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
		b.WriteString(wrap(u.T(key), lineWidth, "  "))
	}
	if v, ok := view.(*nobles.View); ok && viewer >= 0 && viewer < len(v.Houses) {
		me := v.Houses[viewer]
		if vt, ok := u.words.virtue(me.Virtue); ok {
			b.WriteString(wrap(u.T("help.virtue", "name", vt.Name, "text", vt.Text), lineWidth, "  "))
		}
	}
	b.WriteString(u.T("help.commands") + "\n\n")
	return b.String()
}

// Colour, only when asked for.

// houseColour shows s in the House's colour.
func (u *UI) houseColour(h nobles.House, s string) string {
	if !u.Colour || len(h.Colour) != 7 {
		return s
	}
	r, err1 := strconv.ParseUint(h.Colour[1:3], 16, 8)
	gr, err2 := strconv.ParseUint(h.Colour[3:5], 16, 8)
	bl, err3 := strconv.ParseUint(h.Colour[5:7], 16, 8)
	if err1 != nil || err2 != nil || err3 != nil {
		return s
	}
	if r+gr+bl < 240 {
		// Too dark to read on a dark terminal: bold alone.
		return u.Bold(s)
	}
	return fmt.Sprintf("\x1b[1;38;2;%d;%d;%dm%s\x1b[0m", r, gr, bl, s)
}

// seatColour is the seat's name in its House's colour.
func (u *UI) seatColour(seat int) string {
	return u.houseColour(u.words.house(u.houses[seat]), u.names[seat])
}
