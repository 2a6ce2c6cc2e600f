package everdellterm

import (
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/termkit"
)

// Table words the table once the game is dealt.
func (u *UI) Table(view any) string {
	v := termkit.ViewOf[everdell.View](view)
	var b strings.Builder
	b.WriteString(u.Heading("term.table"))
	for i, p := range v.Players {
		first := ""
		if i == v.First {
			first = u.T("table.first")
		}
		b.WriteString(u.T("table.seat", "seat", i+1, "name", p.Name, "who", u.Who[i], "hand", p.HandCount, "workers", p.Workers, "first", first) + "\n")
	}
	if v.Rival != nil {
		b.WriteString(u.T("table.alone", "opponent", u.opponentIntro(), "does", u.opponentDoes()) + "\n")
	}
	b.WriteString(u.T("table.limits", "seasons", u.seasons(), "city", u.rs.CityLimit, "hand", u.rs.HandLimit) + "\n")
	u.forest(&b, v)
	u.specials(&b, v)
	u.meadow(&b, v)
	return b.String()
}

// seasons is "winter (2 workers), spring (+1, production), …".
func (u *UI) seasons() string {
	var parts []string
	for i, s := range u.rs.Seasons {
		w := fmt.Sprintf("+%d", s.Workers)
		if i == 0 {
			w = u.T("season.workers", "n", s.Workers)
		}
		switch s.Effect {
		case "production":
			w += u.T("season.production")
		case "meadow":
			w += u.T("season.meadow", "n", s.Amount)
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", u.season(s.ID), w))
	}
	return strings.Join(parts, ", ")
}

// Decision is seat's screen and menu for d.
func (u *UI) Decision(view any, d engine.Decision, since string) (string, string, []game.TermChoice) {
	s := int(d.Seat)
	v := termkit.ViewOf[everdell.View](view)
	var b strings.Builder
	p := v.Players[s]
	status := u.T("status", "name", p.Name, "season", u.season(p.Season), "free", p.Available, "workers", p.Workers)
	b.WriteString(u.DecisionBanner(status, u.name(s), u.title(v, d.Kind)))
	b.WriteString(since)
	b.WriteString("\n")
	u.seatPanel(&b, v, s)
	if d.Kind == "turn" {
		u.meadow(&b, v)
		u.board(&b, v)
	} else if v.Task != nil && len(v.Task.Cards) > 0 {
		b.WriteString(u.T("step.cards", "cards", u.cardList(v.Task.Cards)) + "\n")
	}
	u.others(&b, v, s)
	b.WriteString("\n")

	menu, opts := game.TermMenu(d.Moves, func(m engine.Move) string { return u.moveLabel(v, s, m) }, u.confirmPass)
	return b.String(), menu, opts
}

// confirmPass asks before a player passes for good.
func (u *UI) confirmPass(m engine.Move) string {
	if m.Name == everdell.MPass {
		return u.T("confirm.pass")
	}
	return ""
}

// seatPanel is the deciding seat's resources, hand and city.
func (u *UI) seatPanel(b *strings.Builder, v *everdell.View, s int) {
	p := v.Players[s]
	b.WriteString(u.T("panel.have", "you", u.Bold(u.T("panel.you")), "res", u.res(p.Res), "tokens", p.Points) + "\n")
	b.WriteString(u.T("panel.hand", "n", len(p.Hand), "limit", u.rs.HandLimit, "cards", u.handList(p.Hand)) + "\n")
	u.city(b, p, "  ")
	if len(p.Placed) > 0 {
		b.WriteString(u.T("panel.out", "list", u.placed(p.Placed)) + "\n")
	}
}

// handList names each card with its cost and points.
func (u *UI) handList(ids []string) string {
	if len(ids) == 0 {
		return u.T("none")
	}
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = u.cardCost(id)
	}
	return strings.Join(parts, "; ")
}

// cardCost is "Farm (2 twigs and 1 resin, 1 pt)".
func (u *UI) cardCost(id string) string {
	c, ok := u.rs.Card(id)
	if !ok {
		return id
	}
	cost := u.resources(c.Cost.Bag())
	if cost == "" {
		cost = u.T("free")
	}
	return u.T("card.cost", "name", u.cardName(id), "cost", cost, "points", c.Points)
}

// city is one line of a city: its cards with their state.
func (u *UI) city(b *strings.Builder, p everdell.PlayerView, indent string) {
	if len(p.City) == 0 {
		b.WriteString(u.T("city", "indent", indent, "n", p.Spaces, "limit", u.rs.CityLimit, "cards", u.T("city.empty")) + "\n")
		return
	}
	parts := make([]string, len(p.City))
	for i, cv := range p.City {
		s := u.cardName(cv.Card)
		var notes []string
		if cv.Occupied {
			notes = append(notes, u.T("city.occupied"))
		}
		if cv.Tokens > 0 {
			notes = append(notes, u.T("city.tokens", "n", cv.Tokens))
		}
		if cv.Workers > 0 {
			notes = append(notes, u.T("city.workers", "n", cv.Workers))
		}
		if len(cv.Store) > 0 {
			notes = append(notes, u.T("city.holds", "res", u.res(cv.Store)))
		}
		if len(cv.Prisoners) > 0 {
			notes = append(notes, u.T("city.beneath", "cards", u.cardList(cv.Prisoners)))
		}
		if len(notes) > 0 {
			s += " [" + strings.Join(notes, ", ") + "]"
		}
		parts[i] = s
	}
	b.WriteString(u.T("city", "indent", indent, "n", p.Spaces, "limit", u.rs.CityLimit, "cards", strings.Join(parts, ", ")) + "\n")
}

// placed words where the workers out stand.
func (u *UI) placed(ps []string) string {
	out := make([]string, len(ps))
	for i, w := range ps {
		good := strings.HasSuffix(w, "!")
		w = strings.TrimSuffix(w, "!")
		switch {
		case strings.HasPrefix(w, "event:"):
			out[i] = u.eventName(strings.TrimPrefix(w, "event:"))
		case strings.HasPrefix(w, "card:"):
			parts := strings.SplitN(w, ":", 3)
			out[i] = u.cardName(parts[len(parts)-1])
		default:
			out[i] = u.placeName(w)
		}
		if good {
			out[i] = u.T("placed.good", "place", out[i])
		}
	}
	return strings.Join(out, ", ")
}

// owed says the cards Rugwort will take once the player's action is over.
func (u *UI) owed(r *everdell.RivalView) string {
	if r.Owed == 0 {
		return ""
	}
	return u.T("owed", "n", r.Owed)
}

// meadow lists the Meadow and the cards Rugwort's workers block.
func (u *UI) meadow(b *strings.Builder, v *everdell.View) {
	fmt.Fprintf(b, "%s: %s\n", u.Bold(u.T("meadow.title")), u.handList(v.Meadow))
	if r := v.Rival; r != nil && len(r.Meadow) > 0 {
		b.WriteString(u.T("meadow.blocked", "name", u.opponent(), "cards", u.cardList(r.Meadow)) + "\n")
	}
}

// forest lists the forest locations dealt.
func (u *UI) forest(b *strings.Builder, v *everdell.View) {
	if len(v.Forest) == 0 {
		b.WriteString(u.T("forest.none") + "\n")
		return
	}
	names := make([]string, len(v.Forest))
	for i, id := range v.Forest {
		names[i] = u.placeName(id)
	}
	b.WriteString(u.T("forest", "list", strings.Join(names, "; ")) + "\n")
}

// specials lists the special events dealt.
func (u *UI) specials(b *strings.Builder, v *everdell.View) {
	names := make([]string, len(v.Specials))
	for i, id := range v.Specials {
		names[i] = u.eventName(id)
	}
	if len(names) > 0 {
		b.WriteString(u.T("specials", "list", strings.Join(names, "; ")) + "\n")
	}
}

// board lists every location with room and who stands there.
func (u *UI) board(b *strings.Builder, v *everdell.View) {
	b.WriteString(u.Bold(u.T("board.title")) + "\n")
	for _, sp := range v.Board {
		room := u.T("board.open")
		if sp.Spaces > 0 {
			room = u.T("board.taken", "n", len(sp.Workers), "spaces", sp.Spaces)
		}
		who := ""
		if len(sp.Workers) > 0 {
			names := make([]string, len(sp.Workers))
			for i, w := range sp.Workers {
				names[i] = u.name(w)
			}
			who = u.T("board.by", "who", strings.Join(names, ", "))
		}
		fmt.Fprintf(b, "  %s (%s%s): %s\n", u.placeName(sp.ID), room, who, u.words.Location(u.rs, sp.ID))
	}
	var open []string
	for _, e := range v.Events {
		if e.Owner == -1 {
			open = append(open, u.eventName(e.ID))
		}
	}
	if len(open) > 0 {
		b.WriteString(u.T("board.eventsOpen", "list", strings.Join(open, "; ")) + "\n")
	}
}

// others is one line per other seat; k shows their cities.
func (u *UI) others(b *strings.Builder, v *everdell.View, s int) {
	for i, p := range v.Players {
		if i == s {
			continue
		}
		passed := ""
		if p.Passed {
			passed = u.T("others.passed")
		}
		b.WriteString(u.T("others.player", "name", p.Name, "season", u.season(p.Season), "hand", p.HandCount,
			"n", p.Spaces, "limit", u.rs.CityLimit, "res", u.res(p.Res), "passed", passed) + "\n")
	}
	if r := v.Rival; r != nil {
		b.WriteString(u.T("others.rival", "name", u.Opponent(), "season", u.season(r.Season), "cards", len(r.Cards),
			"events", len(r.Events), "points", r.Score, "owed", u.owed(r)) + "\n")
	}
}

// Board answers k: every city, the Meadow and the board.
func (u *UI) Board(view any, viewer int) string {
	v := termkit.ViewOf[everdell.View](view)
	if v == nil {
		return "\n" + u.T("term.undealt") + "\n"
	}
	var b strings.Builder
	b.WriteString("\n")
	for _, p := range v.Players {
		b.WriteString(u.T("board.player", "name", u.Bold(p.Name), "season", u.season(p.Season), "hand", p.HandCount,
			"res", u.res(p.Res), "tokens", p.Points) + "\n")
		u.city(&b, p, "  ")
		if len(p.Events) > 0 {
			names := make([]string, len(p.Events))
			for i, e := range p.Events {
				names[i] = u.eventName(e.Event)
			}
			b.WriteString(u.T("board.events", "list", strings.Join(names, ", ")) + "\n")
		}
	}
	if r := v.Rival; r != nil {
		b.WriteString(u.T("board.rival", "name", u.Bold(u.Opponent()), "season", u.season(r.Season), "points", r.Score,
			"owed", u.owed(r), "cards", u.cardList(r.Cards)) + "\n")
	}
	u.meadow(&b, v)
	u.board(&b, v)
	b.WriteString(u.T("board.deck", "deck", v.Deck, "discard", v.Discard) + "\n")
	return b.String()
}

// Final words the end: points by source for each player and the winner;
// alone, the margin over the rival and its title.
func (u *UI) Final(view any, seed uint64) string {
	v := termkit.ViewOf[everdell.View](view)
	var b strings.Builder
	var rows []termkit.ScoreRow
	for i, p := range v.Players {
		if i >= len(v.Scores) {
			break
		}
		sc := v.Scores[i]
		rows = append(rows, termkit.ScoreRow{Name: p.Name, Points: []int{sc.Cards, sc.Tokens, sc.Prosperity, sc.Journeys, sc.Events, sc.Total}})
	}
	b.WriteString(u.FinalScores(rows))
	if r := v.Rival; r != nil {
		b.WriteString("  " + u.T("final.rival", "name", u.Opponent(), "points", r.Score, "rank", u.words.Rank(r.Rank)) + "\n")
	}
	if o := v.Outcome; o != nil && o.Ended {
		var names []string
		for _, w := range o.Winners {
			names = append(names, u.name(int(w)))
		}
		switch {
		case len(names) > 0:
			b.WriteString(u.Winners(names...))
		case v.Rival != nil:
			b.WriteString(u.Winners(u.Opponent()))
		}
	}
	b.WriteString(u.Replay(seed))
	return b.String()
}
