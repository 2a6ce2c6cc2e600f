package evergreenterm

import (
	"fmt"
	"strconv"
	"strings"

	"evergreen/games/evergreen"
)

// spaceName names space c ("C3": column C, row 3, A1 the north-west
// corner), the way menus and the log refer to it, and the browser too
// (words.js's spaceName).
func (u *UI) spaceName(c int) string {
	w := u.rs.Width()
	return string(rune('A'+c%w)) + strconv.Itoa(c/w+1)
}

// pieceMark is a piece's mark in a drawn planet: the rules' letters,
// with '~' for a lake so that it stands out.
func pieceMark(letter byte) byte {
	if letter == 'l' {
		return '~'
	}
	return letter
}

// planet draws one planet: each space as its biome's letter and the
// piece on it ("Gt": a small tree in grassland), off-planet spaces as
// "##", the sun's rays along the side it shines from, and the sun and
// forest points the planet would score if the season ended now.
func (u *UI) planet(b *strings.Builder, rows []string, sun string, indent string) {
	rs := u.rs
	w := rs.Width()
	cols := func() string {
		var s strings.Builder
		for x := range w {
			fmt.Fprintf(&s, " %c ", 'A'+x)
		}
		return s.String()
	}
	ray := func(mark string) string { return strings.Repeat(" "+mark+" ", w) }
	lead := indent + "    "
	fmt.Fprintf(b, "%s%s\n", lead, cols())
	if sun == evergreen.North {
		fmt.Fprintf(b, "%s%s  %s\n", lead, ray("v"), u.sunMark(sun))
	}
	for y, row := range rows {
		west, east := "  ", ""
		if sun == evergreen.West {
			west = "> "
		}
		if sun == evergreen.East {
			east = " <"
		}
		fmt.Fprintf(b, "%s%2d%s", indent, y+1, west)
		for x := range w {
			c := y*w + x
			bi := rs.BiomeIndex(c)
			if bi < 0 {
				b.WriteString(" ##")
				continue
			}
			fmt.Fprintf(b, " %s%c", rs.Biomes[bi].Letter, pieceMark(row[x]))
		}
		b.WriteString(east)
		if y == 0 && sun == evergreen.East {
			b.WriteString(" " + u.sunMark(sun))
		}
		if y == 0 && sun == evergreen.West {
			b.WriteString("   " + u.sunMark(sun))
		}
		b.WriteString("\n")
	}
	if sun == evergreen.South {
		fmt.Fprintf(b, "%s%s  %s\n", lead, ray("^"), u.sunMark(sun))
	}
	if pl, err := rs.ReadPlanet(rows); err == nil {
		side := sideIndex(sun)
		fmt.Fprintf(b, "%s%s\n", indent, u.T("planet.preview", "sun", rs.SunPoints(&pl, side), "forest", rs.ForestSize(&pl)*rs.Sun.ForestPoints, "size", rs.ForestSize(&pl)))
	}
}

func sideIndex(name string) int {
	for i := range 4 {
		if evergreen.SideName(i) == name {
			return i
		}
	}
	return 0
}

// legend names the biome letters and the piece marks.
func (u *UI) legend() string {
	var parts []string
	for _, bm := range u.rs.Biomes {
		parts = append(parts, bm.Letter+" "+u.biomeName(bm.ID))
	}
	return u.T("legend", "biomes", strings.Join(parts, ", ")) + "\n"
}

// sunMark marks the side the sun shines from: "sun (east)".
func (u *UI) sunMark(side string) string { return u.T("planet.sun", "side", u.side(side)) }

// side is a side of the planet in the screens' language: "east".
func (u *UI) side(id string) string {
	if s := u.words.Sides[id]; s != "" {
		return s
	}
	return id
}
