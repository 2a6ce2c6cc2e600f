package termkit

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/game"
)

// The layout every game's screens share: lines wrapped to the screen's
// width, a decision's numbered menu, a seat's colour, the view a screen
// is handed, and the log's headings.

// Wrap breaks text into lines of at most game.TermWidth columns, each
// starting with indent.
func Wrap(text, indent string) string { return WrapHang(text, indent, indent) }

// WrapHang is Wrap with another indent for the first line (a menu's
// number, a list's bullet).
func WrapHang(text, first, rest string) string {
	var b strings.Builder
	line := 0
	for i, word := range strings.Fields(text) {
		n := len([]rune(word))
		switch {
		case i == 0:
			b.WriteString(first)
			line = len([]rune(first))
		case line+1+n > game.TermWidth:
			b.WriteString("\n" + rest)
			line = len([]rune(rest))
		default:
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += n
	}
	b.WriteString("\n")
	return b.String()
}

// Menu is a decision's numbered menu as a screen writes it: the moves it
// offers, each as a numbered entry wrapped under its number, between
// whatever lines the screen says about them.
type Menu struct {
	strings.Builder
	Choices []game.TermChoice
}

// Add offers m as the next numbered entry, worded text; confirm is the
// question asked before m is made ("" for none).
func (m *Menu) Add(move engine.Move, text, confirm string) {
	m.Choices = append(m.Choices, game.TermChoice{Move: move, Confirm: confirm})
	lead := fmt.Sprintf("  %d) ", len(m.Choices))
	m.WriteString(WrapHang(text, lead, strings.Repeat(" ", len(lead))))
}

// Line writes s and a line break.
func (m *Menu) Line(s string) { m.WriteString(s + "\n") }

// RangePrompt is the frame's wording of a numbered choice ("choose
// 1-4", "choose 1"), the form termplay's own prompts use.
func (k *Kit) RangePrompt(lo, hi int) string {
	if lo == hi {
		return k.T("term.choose.one", "n", lo)
	}
	return k.T("term.choose.range", "lo", lo, "hi", hi)
}

// InColour is s in bold in the colour hex ("#2f6b3a") when colour is on:
// a seat's name in its colour. A colour too dark to read on a dark
// terminal, or not of that form, is bold alone.
func (k *Kit) InColour(hex, s string) string {
	if !k.Colour || len(hex) != 7 || hex[0] != '#' {
		return s
	}
	rgb, err := strconv.ParseUint(hex[1:], 16, 32)
	if err != nil {
		return s
	}
	r, g, b := rgb>>16, rgb>>8&0xff, rgb&0xff
	if r+g+b < 240 {
		return k.Bold(s)
	}
	return fmt.Sprintf("\x1b[1;38;2;%d;%d;%dm%s\x1b[0m", r, g, b, s)
}

// ViewOf is the game's view V in what termplay hands a screen (a seat's
// view, never the state), or nil before the game is dealt.
func ViewOf[V any](view any) *V {
	v, _ := view.(*V)
	return v
}

// The log's headings: a wording table may mark an event's sentence as
// the head of a turn ("turn": bold between dashes) or of a season
// ("season": bold), the rest are plain lines; the kinds are the
// Teller's (game.Told).
const (
	HeadTurn   = game.TellTurn
	HeadSeason = game.TellSeason
)

// CheckHeadings checks a wording table's headings (event type → kind):
// each names an event the table words and is HeadTurn or HeadSeason.
// table names the table in the error ("noblesterm: the wording table").
func CheckHeadings[T any](table string, events map[string]T, headings map[string]string) error {
	for typ, kind := range headings {
		if _, ok := events[typ]; !ok {
			return fmt.Errorf("%s: headings.%s: no such event in events", table, typ)
		}
		if kind != HeadTurn && kind != HeadSeason {
			return fmt.Errorf("%s: headings.%s: %q is not %q or %q", table, typ, kind, HeadTurn, HeadSeason)
		}
	}
	return nil
}

// Heads writes a log line that heads a turn or a season (kind) as the
// log shows it, indented; it reports false, writing nothing, for a line
// that heads nothing.
func (k *Kit) Heads(b *strings.Builder, kind, line, indent string) bool {
	switch kind {
	case HeadTurn:
		b.WriteString(indent + k.Bold("— "+line+" —") + "\n")
	case HeadSeason:
		b.WriteString(indent + k.Bold(line) + "\n")
	default:
		return false
	}
	return true
}

// Log writes a Teller's lines of log (told, each At an index of log) as
// the terminal prints its log: a line each under indent, a season's
// heading in bold, leaving out the events whose type skip names (what
// the screens show themselves).
func (k *Kit) Log(log []engine.Event, told []game.Told, skip map[string]bool, indent string) string {
	var b strings.Builder
	for _, l := range told {
		if skip[log[l.At].Type] {
			continue
		}
		text := l.Text
		if l.Kind == HeadSeason {
			text = k.Bold(text)
		}
		b.WriteString(indent + text + "\n")
	}
	return b.String()
}

// AskUntil asks prompt until check finds nothing wrong with the answer
// (it returns "" then), saying what is wrong each time; Enter answers
// def.
func AskUntil(a game.Asker, prompt, def string, check func(string) string) (string, error) {
	for {
		s, err := a.Ask(prompt)
		if err != nil {
			return "", err
		}
		if s == "" {
			s = def
		}
		if problem := check(s); problem != "" {
			a.Say(problem + "\n")
			continue
		}
		return s, nil
	}
}

// AskPick asks prompt until the answer picks one of n entries, as a
// set-up question does (a House, a colour): the entry's number (1 to
// n), one of names(i) in any case, Enter when there is one entry, or one
// of random in any case, which leaves it to fortune (a.Rand, so a seed
// replays it; fortune reports it). refused words what is wrong with an
// answer that picks nothing, said before asking again.
func AskPick(a game.Asker, prompt string, n int, names func(i int) []string, random []string, refused func(answer string) string) (pick int, fortune bool, err error) {
	for {
		s, err := a.Ask(prompt)
		if err != nil {
			return 0, false, err
		}
		if slices.ContainsFunc(random, func(r string) bool { return strings.EqualFold(s, r) }) {
			return a.Rand().IntN(n), true, nil
		}
		if i, ok := picked(s, n, names); ok {
			return i, false, nil
		}
		a.Say(refused(s) + "\n")
	}
}

// picked is the entry answer s names among n (see AskPick).
func picked(s string, n int, names func(i int) []string) (int, bool) {
	if s == "" && n == 1 {
		return 0, true
	}
	if k, err := strconv.Atoi(s); err == nil && k >= 1 && k <= n {
		return k - 1, true
	}
	for i := range n {
		if slices.ContainsFunc(names(i), func(name string) bool { return strings.EqualFold(s, name) }) {
			return i, true
		}
	}
	return 0, false
}
