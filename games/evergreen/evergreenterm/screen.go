package evergreenterm

import (
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/termkit"
)

// Table words the table once the game is dealt.
func (u *UI) Table(view any) string {
	v := termkit.ViewOf[evergreen.View](view)
	var b strings.Builder
	b.WriteString(u.Heading("term.table"))
	for i, p := range v.Players {
		fmt.Fprintf(&b, "  %s\n", u.T("table.seat", "seat", i+1, "name", p.Name, "who", u.Who[i], "points", p.Score, "leaf", v.Leaf == i))
	}
	if v.Seats == 1 {
		fmt.Fprintf(&b, "  %s\n", u.T("table.solo", "n", u.rs.Solo.WinAt))
	}
	fmt.Fprintf(&b, "  %s\n", u.T("table.seasons", "n", len(u.rs.Seasons), "rounds", joinInts(u.rs.Seasons), "side", u.side(v.Sun)))
	u.fertility(&b, v)
	b.WriteString(u.legend())
	return b.String()
}

// Decision is seat's screen and menu for d.
func (u *UI) Decision(view any, d engine.Decision, since string) (string, string, []game.TermChoice) {
	s := int(d.Seat)
	v := termkit.ViewOf[evergreen.View](view)
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
	return u.T("round", "season", v.Season+1, "seasons", len(u.rs.Seasons),
		"round", min(v.SeasonRounds+1, u.rs.Seasons[v.Season]), "rounds", u.rs.Seasons[v.Season],
		"total", min(v.Round+1, v.Rounds), "totals", v.Rounds, "side", u.side(v.Sun))
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
		return u.T("title.more", "title", title, "more", u.card(p.Card))
	case evergreen.DecidePlant:
		return u.T("title.actionLeft", "title", title, "action", p.Turn.Action, "left", left(p.Turn.Plants))
	case evergreen.DecideGrow:
		return u.T("title.actionLeft", "title", title, "action", p.Turn.Action, "left", left(p.Turn.Grows))
	case evergreen.DecidePlantOrGrow:
		return u.T("title.action", "title", title, "action", p.Turn.Action)
	}
	return u.T("title.more", "title", title, "more", left(p.Turn.Uses))
}

// seatPanel is the deciding seat's planet, tracks and points.
func (u *UI) seatPanel(b *strings.Builder, v *evergreen.View, s int) {
	p := v.Players[s]
	fmt.Fprintf(b, "%s\n", u.T("panel.points", "name", u.Bold(u.T("panel.yours")), "points", p.Score, "leaf", v.Leaf == s))
	u.planet(b, p.Planet, v.Sun, "  ")
	u.tracks(b, p, "  ")
	if p.Card != "" {
		fmt.Fprintf(b, "  %s\n", u.T("panel.card", "card", u.card(p.Card)))
	}
}

// tracks shows each power track's value now.
func (u *UI) tracks(b *strings.Builder, p evergreen.PlayerView, indent string) {
	var parts []string
	for _, pw := range u.rs.Powers {
		pos := p.Tracks[pw.ID]
		next, last := 0, pos+1 >= len(pw.Track)
		if !last {
			next = pw.Track[pos+1]
		}
		parts = append(parts, u.T("track", "name", u.powerName(pw.ID), "now", pw.Track[pos], "next", next, "last", last))
	}
	fmt.Fprintf(b, "%s%s\n", indent, u.T("tracks", "list", strings.Join(parts, " · ")))
}

// row shows the draft row with the leaf and who took what.
func (u *UI) row(b *strings.Builder, v *evergreen.View) {
	if len(v.Row) == 0 {
		return
	}
	b.WriteString(u.Bold(u.T("row.title")) + u.T("row.where") + "\n")
	for i, rc := range v.Row {
		fmt.Fprintf(b, "  %d. %s", i+1, u.card(rc.Card))
		if rc.Leaf {
			b.WriteString(u.T("row.leaf"))
		}
		switch {
		case rc.TakenBy >= 0:
			b.WriteString(u.T("row.taken", "who", u.Name(rc.TakenBy)))
		case rc.TakenBy == -2:
			b.WriteString(u.T("row.automa"))
		}
		b.WriteString("\n")
	}
}

// fertility shows each biome's fertility now.
func (u *UI) fertility(b *strings.Builder, v *evergreen.View) {
	var parts []string
	for _, bm := range u.rs.Biomes {
		parts = append(parts, fmt.Sprintf("%s %d", u.biomeName(bm.ID), v.Fertile[bm.ID]))
	}
	down := 0
	for _, f := range v.Fertility {
		if !f.FaceUp {
			down++
		}
	}
	b.WriteString(u.T("table.fertility", "list", strings.Join(parts, ", "), "down", down) + "\n")
}

// others is one line per other seat; k shows their planets.
func (u *UI) others(b *strings.Builder, v *evergreen.View, s int) {
	for i, p := range v.Players {
		if i == s {
			continue
		}
		b.WriteString(u.T("others.line", "name", p.Name, "points", p.Score, "leaf", v.Leaf == i))
		if p.Card != "" {
			b.WriteString(u.T("others.card", "card", u.card(p.Card)))
		}
		b.WriteString(u.T("others.more") + "\n")
	}
}

// moveLabel words one menu entry.
func (u *UI) moveLabel(v *evergreen.View, s int, m engine.Move) string {
	p := v.Players[s]
	switch m.Name {
	case evergreen.MovePick:
		rc := v.Row[m.Option]
		return u.T("move.pick", "slot", m.Option+1, "card", u.card(rc.Card), "leaf", rc.Leaf)
	case evergreen.MoveOrder:
		if m.Item == evergreen.PowerFirst {
			return u.T("move.order.power")
		}
		return u.T("move.order.action")
	case evergreen.MoveAction:
		where := u.T("action.in", "biome", u.biomeName(u.cardBiome(p.Card)))
		if u.cardBiome(p.Card) == evergreen.Wild {
			where = u.T("action.wild")
		}
		switch m.Item {
		case "A", "B", "C":
			return u.T("action."+m.Item, "where", where)
		}
		return u.T("action.D")
	case evergreen.MoveBiome:
		return u.biomeName(m.Item)
	case evergreen.MoveSkip:
		return u.T("move.skip")
	}
	c := m.Option
	at := fmt.Sprintf("%s (%s)", u.spaceName(c), u.biomeName(u.rs.BiomeAt(c)))
	switch m.Name {
	case evergreen.MovePlant:
		return u.T("move.plant", "at", at)
	case evergreen.MoveGrow:
		w := u.rs.Width()
		if p.Planet[c/w][c%w] == 's' {
			return u.T("move.grow.sprout", "at", at)
		}
		return u.T("move.grow.small", "at", at)
	case evergreen.MoveBush:
		return u.T("move.bush", "at", at)
	case evergreen.MoveLake:
		return u.T("move.lake", "at", at)
	}
	return m.String()
}

// Board answers k: every planet, the row and the fertility area.
func (u *UI) Board(view any, viewer int) string {
	v := termkit.ViewOf[evergreen.View](view)
	if v == nil {
		return "\n" + u.T("term.undealt") + "\n" + u.legend()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s\n", u.Bold(u.roundLine(v)))
	for i, p := range v.Players {
		fmt.Fprintf(&b, "%s\n", u.T("panel.points", "name", u.Bold(p.Name), "points", p.Score, "leaf", v.Leaf == i))
		u.planet(&b, p.Planet, v.Sun, "  ")
		u.tracks(&b, p, "  ")
	}
	u.row(&b, v)
	u.fertility(&b, v)
	b.WriteString(u.T("board.draw", "draw", v.Draw, "discards", len(v.Discard)) + "\n")
	b.WriteString(u.legend())
	return b.String()
}

// Final words the end: points by source for each player, the winner, and
// in a solitary game the rank.
func (u *UI) Final(view any, seed uint64) string {
	v := termkit.ViewOf[evergreen.View](view)
	var b strings.Builder
	var rows []termkit.ScoreRow
	for _, p := range v.Players {
		var t evergreen.SeasonPoints
		for _, sp := range p.Points {
			t.Compensation += sp.Compensation
			t.Sun += sp.Sun
			t.Forest += sp.Forest
			t.Bud += sp.Bud
			t.Fertility += sp.Fertility
		}
		rows = append(rows, termkit.ScoreRow{Name: p.Name, Points: []int{t.Compensation, t.Sun, t.Forest, t.Bud, t.Fertility, p.Score}})
	}
	b.WriteString(u.FinalScores(rows))
	b.WriteString("  " + u.T("final.bySeason") + "\n")
	for _, p := range v.Players {
		var parts []string
		for sn, sp := range p.Points {
			parts = append(parts, u.T("final.seasonPoints", "season", sn+1, "points", sp.Compensation+sp.Sun+sp.Forest+sp.Bud+sp.Fertility))
		}
		fmt.Fprintf(&b, "    %s — %s\n", p.Name, strings.Join(parts, ", "))
	}
	if o := v.Outcome; o != nil {
		if v.Seats == 1 {
			score := v.Players[0].Score
			verdict := u.T("final.lost", "n", u.rs.Solo.WinAt)
			if score >= u.rs.Solo.WinAt {
				verdict = u.T("final.won", "n", u.rs.Solo.WinAt)
			}
			b.WriteString("  " + u.T("final.solo", "who", u.Name(0), "points", score, "verdict", verdict, "rank", u.named(v.SoloRank, v.SoloRank, u.words.Ranks[v.SoloRank])) + "\n")
		} else {
			var names []string
			for _, w := range o.Winners {
				names = append(names, u.Name(int(w)))
			}
			b.WriteString(u.Winners(names...))
		}
	}
	b.WriteString(u.Replay(seed))
	return b.String()
}
