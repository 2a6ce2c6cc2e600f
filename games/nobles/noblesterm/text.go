package noblesterm

import (
	"fmt"
	"strings"

	"evergreen/games/nobles"
	wd "evergreen/wording"
)

// Small helpers for numbers, names and lines.

// lineWidth is the width screens are wrapped to.
const lineWidth = 76

// Numbers, counts and lists are written by package wording's Formatter,
// the one every text goes through (so a locale changes them all).
var format = wd.English

// crowns formats an amount: "1 Crown", "1,600 Crowns".
func crowns(n int) string {
	return format.Number(n) + " " + format.Plural(n, []string{"Crown", "Crowns"})
}

func thousands(n int) string { return format.Number(n) }

func plural(n int, one, many string) string {
	return format.Number(n) + " " + format.Plural(n, []string{one, many})
}

func possessive(name string) string { return name + "'s" }

func seasonTitle(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// deckTitle is "Proving", "Ordeal" or "Decree".
func deckTitle(kind string) string { return seasonTitle(kind) }

// spaceWords is "a Proving space", "an Ordeal space", "a Decree space".
func spaceWords(kind string) string {
	if kind == nobles.SpaceOrdeal {
		return "an Ordeal space"
	}
	return "a " + deckTitle(kind) + " space"
}

// stretch names the season whose stretch of the loop space n lies in.
func stretch(n int) string {
	if n < 1 {
		return "Spring"
	}
	per := nobles.BoardSize / nobles.Seasons
	return seasonTitle(nobles.SeasonName((n - 1) / per))
}

func joinAnd(names []string) string { return format.List(names) }

// wrap breaks text into lines of at most width columns, each starting
// with indent.
func wrap(text string, width int, indent string) string {
	return wrapHang(text, width, indent, indent)
}

// wrapHang is wrap with a different indent for the first line.
func wrapHang(text string, width int, first, rest string) string {
	var b strings.Builder
	line := 0
	for i, word := range strings.Fields(text) {
		n := len([]rune(word))
		switch {
		case i == 0:
			b.WriteString(first)
			line = len([]rune(first))
		case line+1+n > width:
			b.WriteString("\n")
			b.WriteString(rest)
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

// rangePrompt is the wording of a numbered choice, e.g. "choose 1-4",
// the same form termplay's prompts use.
func rangePrompt(lo, hi int) string {
	if lo == hi {
		return fmt.Sprintf("choose %d or press Enter", lo)
	}
	return fmt.Sprintf("choose %d-%d", lo, hi)
}
