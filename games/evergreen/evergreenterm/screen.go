package evergreenterm

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
)

// asView is the planet game's view in what termplay hands a screen: a
// seat's View (everything but the draw pile's order), never the state.
func asView(view any) *evergreen.View {
	v, _ := view.(*evergreen.View)
	return v
}

// Table words the table once the game is dealt.
func (u *UI) Table(view any) string {
	v := asView(view)
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s\n", u.Bold("The table"))
	for i, p := range v.Players {
		fmt.Fprintf(&b, "  Seat %d: %s (%s), %d points to start%s\n", i+1, p.Name, u.Who[i], p.Score, leafMark(v.Leaf == i))
	}
	if v.Seats == 1 {
		fmt.Fprintf(&b, "  Solitary game: the automa takes the card under the leaf each round. Reach %d points to win.\n", u.rs.Solo.WinAt)
	}
	fmt.Fprintf(&b, "  %d seasons of %s rounds; the sun starts in the %s.\n", len(u.rs.Seasons), joinInts(u.rs.Seasons), v.Sun)
	u.fertility(&b, v)
	b.WriteString(u.legend())
	return b.String()
}

func leafMark(has bool) string {
	if has {
		return ", holds the leaf"
	}
	return ""
}

// Decision is seat's screen and menu for d.
func (u *UI) Decision(view any, d engine.Decision, since string) (string, string, []game.TermChoice) {
	s := int(d.Seat)
	v := asView(view)
	var b strings.Builder
	b.WriteString(u.DecisionBanner(u.roundLine(v), u.Name(s), u.decisionTitle(v, s, d.Kind)))
	b.WriteString(since)
	b.WriteString("\n")
	u.seatPanel(&b, v, s)
	u.row(&b, v)
	u.fertility(&b, v)
	u.others(&b, v, s)
	b.WriteString("\n")

	menu, opts := game.TermMenu(d.Moves, func(m engine.Move) string { return u.moveLabel(v, s, m) }, nil)
	return b.String(), menu, opts
}

// roundLine is "Season 2 of 4, round 3 of 4 (round 8 of 14) · sun in the east".
func (u *UI) roundLine(v *evergreen.View) string {
	return fmt.Sprintf("Season %d of %d, round %d of %d (round %d of %d) · the sun shines from the %s",
		v.Season+1, len(u.rs.Seasons), min(v.SeasonRounds+1, u.rs.Seasons[v.Season]), u.rs.Seasons[v.Season],
		min(v.Round+1, v.Rounds), v.Rounds, v.Sun)
}

// decisionTitle is the table's title for kind, with what the terminal's
// screen adds: the card, the action and how many steps are left.
func (u *UI) decisionTitle(v *evergreen.View, s int, kind string) string {
	p := v.Players[s]
	title := or(u.words.Decisions[kind], kind)
	left := func(n int) string { return u.words.label("uses", map[string]any{"amount": n}) }
	switch kind {
	case evergreen.DecideDraft, evergreen.DecideBiome, evergreen.DecideLakeGrow:
		return title
	case evergreen.DecideOrder, evergreen.DecideAction:
		return title + " (" + u.card(p.Card) + ")"
	case evergreen.DecidePlant:
		return title + " (action " + p.Turn.Action + ", " + left(p.Turn.Plants) + ")"
	case evergreen.DecideGrow:
		return title + " (action " + p.Turn.Action + ", " + left(p.Turn.Grows) + ")"
	case evergreen.DecidePlantOrGrow:
		return title + " (action " + p.Turn.Action + ")"
	}
	return title + " (" + left(p.Turn.Uses) + ")"
}

// seatPanel is the deciding seat's planet, tracks and points.
func (u *UI) seatPanel(b *strings.Builder, v *evergreen.View, s int) {
	p := v.Players[s]
	fmt.Fprintf(b, "%s — %d points%s\n", u.Bold("Your planet"), p.Score, leafMark(v.Leaf == s))
	u.planet(b, p.Planet, v.Sun, "  ")
	u.tracks(b, p, "  ")
	if p.Card != "" {
		fmt.Fprintf(b, "  Your card this round: %s\n", u.card(p.Card))
	}
}

// tracks shows each power track's value now.
func (u *UI) tracks(b *strings.Builder, p evergreen.PlayerView, indent string) {
	var parts []string
	for _, pw := range u.rs.Powers {
		pos := p.Tracks[pw.ID]
		s := fmt.Sprintf("%s %d", pw.Name, pw.Track[pos])
		if pos+1 < len(pw.Track) {
			s += fmt.Sprintf(" (next %d)", pw.Track[pos+1])
		} else {
			s += " (end)"
		}
		parts = append(parts, s)
	}
	fmt.Fprintf(b, "%sPower tracks: %s\n", indent, strings.Join(parts, " · "))
}

// row shows the draft row with the leaf and who took what.
func (u *UI) row(b *strings.Builder, v *evergreen.View) {
	if len(v.Row) == 0 {
		return
	}
	b.WriteString(u.Bold("The draft row") + " (slot 1 nearest the draw pile)\n")
	for i, rc := range v.Row {
		fmt.Fprintf(b, "  %d. %s", i+1, u.card(rc.Card))
		if rc.Leaf {
			b.WriteString("  [leaf]")
		}
		switch {
		case rc.TakenBy >= 0:
			fmt.Fprintf(b, " — taken by %s", u.Name(rc.TakenBy))
		case rc.TakenBy == -2:
			b.WriteString(" — taken by the automa")
		}
		b.WriteString("\n")
	}
}

// fertility shows each biome's fertility now.
func (u *UI) fertility(b *strings.Builder, v *evergreen.View) {
	var parts []string
	for _, bm := range u.rs.Biomes {
		parts = append(parts, fmt.Sprintf("%s %d", bm.Name, v.Fertile[bm.ID]))
	}
	down := 0
	for _, f := range v.Fertility {
		if !f.FaceUp {
			down++
		}
	}
	fmt.Fprintf(b, "Fertility area: %s", strings.Join(parts, ", "))
	if down > 0 {
		fmt.Fprintf(b, " (%s face down)", plural(down, "card", "cards"))
	}
	b.WriteString(".\n")
}

// others is one line per other seat; k shows their planets.
func (u *UI) others(b *strings.Builder, v *evergreen.View, s int) {
	for i, p := range v.Players {
		if i == s {
			continue
		}
		fmt.Fprintf(b, "%s: %d points%s", p.Name, p.Score, leafMark(v.Leaf == i))
		if p.Card != "" {
			fmt.Fprintf(b, ", card %s", u.card(p.Card))
		}
		b.WriteString(" (k shows every planet)\n")
	}
}

// moveLabel words one menu entry.
func (u *UI) moveLabel(v *evergreen.View, s int, m engine.Move) string {
	p := v.Players[s]
	switch m.Name {
	case evergreen.MovePick:
		rc := v.Row[m.Option]
		label := fmt.Sprintf("Take slot %d: %s", m.Option+1, u.card(rc.Card))
		if rc.Leaf {
			label += " (with the leaf)"
		}
		return label
	case evergreen.MoveOrder:
		if m.Item == evergreen.PowerFirst {
			return "Power first, then the action"
		}
		return "Action first, then the power"
	case evergreen.MoveAction:
		where := "in " + u.biomeName(u.cardBiome(p.Card))
		if u.cardBiome(p.Card) == evergreen.Wild {
			where = "in a biome you choose next"
		}
		switch m.Item {
		case "A":
			return "A: plant three sprouts " + where
		case "B":
			return "B: grow two different plants " + where
		case "C":
			return "C: plant a sprout and grow another plant " + where
		}
		return "D: plant one sprout or grow one plant anywhere"
	case evergreen.MoveBiome:
		return u.biomeName(m.Item)
	case evergreen.MoveSkip:
		return "Stop: grow nothing more next to the lake"
	}
	c := m.Option
	at := fmt.Sprintf("%s (%s)", u.spaceName(c), u.biomeName(u.rs.BiomeAt(c)))
	switch m.Name {
	case evergreen.MovePlant:
		return "Plant a sprout on " + at
	case evergreen.MoveGrow:
		w := u.rs.Width()
		if p.Planet[c/w][c%w] == 's' {
			return "Grow the sprout on " + at + " into a small tree"
		}
		return "Grow the small tree on " + at + " into a big tree"
	case evergreen.MoveBush:
		return "Place a bush on " + at
	case evergreen.MoveLake:
		return "Place a lake on " + at
	}
	return m.String()
}

// Board answers k: every planet, the row and the fertility area.
func (u *UI) Board(view any, viewer int) string {
	v := asView(view)
	if v == nil {
		return "\nThe game has not been dealt yet.\n" + u.legend()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s\n", u.Bold(u.roundLine(v)))
	for i, p := range v.Players {
		fmt.Fprintf(&b, "%s — %d points%s\n", u.Bold(p.Name), p.Score, leafMark(v.Leaf == i))
		u.planet(&b, p.Planet, v.Sun, "  ")
		u.tracks(&b, p, "  ")
	}
	u.row(&b, v)
	u.fertility(&b, v)
	fmt.Fprintf(&b, "Draw pile: %s. Discards: %s.\n", plural(v.Draw, "card", "cards"), plural(len(v.Discard), "card", "cards"))
	b.WriteString(u.legend())
	return b.String()
}

// Final words the end: points by source for each player, the winner, and
// in a solitary game the rank.
func (u *UI) Final(view any, seed uint64) string {
	v := asView(view)
	var b strings.Builder
	b.WriteString(u.Banner("=", u.Bold("The final scoring")))
	fmt.Fprintf(&b, "  %-16s %6s %6s %6s %6s %9s %6s\n", "", "start", "sun", "forest", "bud", "fertility", "total")
	for _, p := range v.Players {
		var t evergreen.SeasonPoints
		for _, sp := range p.Points {
			t.Compensation += sp.Compensation
			t.Sun += sp.Sun
			t.Forest += sp.Forest
			t.Bud += sp.Bud
			t.Fertility += sp.Fertility
		}
		fmt.Fprintf(&b, "  %-16s %6d %6d %6d %6d %9d %6d\n", trim(p.Name, 16), t.Compensation, t.Sun, t.Forest, t.Bud, t.Fertility, p.Score)
	}
	b.WriteString("  Points by season:\n")
	for _, p := range v.Players {
		var parts []string
		for sn, sp := range p.Points {
			parts = append(parts, fmt.Sprintf("season %d: %d", sn+1, sp.Compensation+sp.Sun+sp.Forest+sp.Bud+sp.Fertility))
		}
		fmt.Fprintf(&b, "    %s — %s\n", p.Name, strings.Join(parts, ", "))
	}
	if o := v.Outcome; o != nil {
		if v.Seats == 1 {
			score := v.Players[0].Score
			verdict := fmt.Sprintf("short of the %d points that win", u.rs.Solo.WinAt)
			if score >= u.rs.Solo.WinAt {
				verdict = fmt.Sprintf("at least the %d points that win: you win", u.rs.Solo.WinAt)
			}
			fmt.Fprintf(&b, "  %s scores %d, %s. Rank: %s.\n", v.Players[0].Name, score, verdict, v.SoloRank)
		} else {
			var names []string
			for _, w := range o.Winners {
				names = append(names, v.Players[w].Name)
			}
			slices.Sort(names)
			fmt.Fprintf(&b, "  %s wins.\n", strings.Join(names, " and "))
		}
	}
	fmt.Fprintf(&b, "Play this game again with -seed %d.\n", seed)
	return b.String()
}

func trim(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}
