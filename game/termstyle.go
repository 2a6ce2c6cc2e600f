package game

import (
	"fmt"
	"strings"

	"evergreen/engine"
)

// What every game's terminal screens draw alike: their width, bold words
// when colour is on, the banner over a decision or the end of a game,
// and the numbered menu of a decision's moves. A TermUI embeds TermStyle
// (through termkit.Kit, which adds the words) and writes only its
// screens' content.

// TermWidth is the width of a terminal screen's rules.
const TermWidth = 76

// TermStyle sets words apart on a terminal screen.
type TermStyle struct {
	// Colour allows ANSI escapes (bold, and whatever colours a game adds).
	Colour bool
}

// Bold is s in bold, or s as it is without colour.
func (t TermStyle) Bold(s string) string {
	if !t.Colour {
		return s
	}
	return "\x1b[1m" + s + "\x1b[0m"
}

// Banner is a blank line, a bold rule of mark across the screen, each
// line indented, and the rule again.
func (t TermStyle) Banner(mark string, lines ...string) string {
	rule := t.Bold(strings.Repeat(mark, TermWidth))
	var b strings.Builder
	b.WriteString("\n" + rule + "\n")
	for _, l := range lines {
		b.WriteString("  " + l + "\n")
	}
	b.WriteString(rule + "\n")
	return b.String()
}

// TermMenu numbers moves, one line each as label words it, and returns
// the menu and its choices in order; confirm, if not nil, gives the
// question asked before a move is made ("" for none).
func TermMenu(moves []engine.Move, label func(engine.Move) string, confirm func(engine.Move) string) (string, []TermChoice) {
	var menu strings.Builder
	opts := make([]TermChoice, 0, len(moves))
	for _, m := range moves {
		c := TermChoice{Move: m}
		if confirm != nil {
			c.Confirm = confirm(m)
		}
		opts = append(opts, c)
		fmt.Fprintf(&menu, "  %d) %s\n", len(opts), label(m))
	}
	return menu.String(), opts
}
