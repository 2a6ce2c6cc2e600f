package noblesterm

import (
	"strings"

	"evergreen/games/nobles"
)

// Small helpers for numbers, names and lines.

// lineWidth is the width screens are wrapped to.
const lineWidth = 76

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

// stretchSeason is the season ("spring") whose stretch of the loop
// space n lies in.
func stretchSeason(n int) string {
	if n < 1 {
		return nobles.SeasonName(0)
	}
	return nobles.SeasonName((n - 1) / (nobles.BoardSize / nobles.Seasons))
}

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

// rangePrompt is the wording of a numbered choice, e.g. "choose 1-4":
// the frame's own words, the form termplay's prompts use.
func (u *UI) rangePrompt(lo, hi int) string {
	if lo == hi {
		return u.T("term.choose.one", "n", lo)
	}
	return u.T("term.choose.range", "lo", lo, "hi", hi)
}

// Words of the screens in the language they speak (screens/*.json): the
// log's sentences above are the content's.

// crowns is an amount of Crowns: "1 Crown", "1,600 Crowns".
func (u *UI) crowns(n int) string { return u.T("crowns", "n", n) }

// whose is a name as the owner of a turn: "Alys's".
func (u *UI) whose(name string) string { return u.T("whose", "name", name) }

// season is a season's title, "Summer".
func (u *UI) season(s string) string {
	if u.Has("season." + s) {
		return u.T("season." + s)
	}
	return seasonTitle(s)
}

// sigil names h's emblem: the screens' word for a sigil they know
// ("Eiche" for oak), else the rule set's own.
func (u *UI) sigil(h nobles.House) string {
	if u.Has("sigil." + h.Sigil) {
		return u.T("sigil." + h.Sigil)
	}
	return h.Sigil
}

// deck is "Proving", "Ordeal" or "Decree".
func (u *UI) deck(kind string) string {
	if u.Has("deck." + kind) {
		return u.T("deck." + kind)
	}
	return deckTitle(kind)
}

// space is "a Proving space", "an Ordeal space", "a Decree space".
func (u *UI) space(kind string) string {
	if u.Has("space." + kind) {
		return u.T("space." + kind)
	}
	return spaceWords(kind)
}

// stretch names the season whose stretch of the loop space n lies in.
func (u *UI) stretch(n int) string {
	return u.season(stretchSeason(n))
}

// lasts words a duration badge: "all year", "2 turns left".
func (u *UI) lasts(turns, seasons int, year bool) string {
	switch {
	case year:
		return u.T("lasts.year")
	case turns > 0:
		return u.T("lasts.turns", "n", turns)
	case seasons == 1:
		return u.T("lasts.next")
	case seasons > 1:
		return u.T("lasts.seasons", "n", seasons)
	}
	return ""
}
