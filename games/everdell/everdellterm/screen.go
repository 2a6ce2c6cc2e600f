package everdellterm

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
)

// asView is Everdell's view in what termplay hands a screen: a seat's
// View (its own hand and nobody else's), never the state.
func asView(view any) *everdell.View {
	v, _ := view.(*everdell.View)
	return v
}

// Table words the table once the game is dealt.
func (u *UI) Table(view any) string {
	v := asView(view)
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s\n", u.Bold("The table"))
	for i, p := range v.Players {
		first := ""
		if i == v.First {
			first = ", plays first"
		}
		fmt.Fprintf(&b, "  Seat %d: %s (%s), %d cards in hand, %d workers%s\n", i+1, p.Name, u.Who[i], p.HandCount, p.Workers, first)
	}
	if v.Rival != nil {
		fmt.Fprintf(&b, "  Playing alone against %s: %s.\n", u.opponentIntro(), u.opponentDoes())
	}
	fmt.Fprintf(&b, "  Seasons: %s. A city holds %d cards; a hand at most %d.\n", u.seasons(), u.rs.CityLimit, u.rs.HandLimit)
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
			w = plural(s.Workers, "worker", "workers")
		}
		switch s.Effect {
		case "production":
			w += ", production"
		case "meadow":
			w += fmt.Sprintf(", up to %d Meadow cards", s.Amount)
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", s.ID, w))
	}
	return strings.Join(parts, ", ")
}

// Decision is seat's screen and menu for d.
func (u *UI) Decision(view any, d engine.Decision, since string) (string, string, []game.TermChoice) {
	s := int(d.Seat)
	v := asView(view)
	var b strings.Builder
	p := v.Players[s]
	b.WriteString(u.DecisionBanner(fmt.Sprintf("%s · %s · %d of %d workers free", p.Name, p.Season, p.Available, p.Workers), u.name(s), u.title(v, d.Kind)))
	b.WriteString(since)
	b.WriteString("\n")
	u.seatPanel(&b, v, s)
	if d.Kind == "turn" {
		u.meadow(&b, v)
		u.board(&b, v)
	} else if v.Task != nil && len(v.Task.Cards) > 0 {
		fmt.Fprintf(&b, "Cards in play for this step: %s\n", u.cardList(v.Task.Cards))
	}
	u.others(&b, v, s)
	b.WriteString("\n")

	menu, opts := game.TermMenu(d.Moves, func(m engine.Move) string { return u.moveLabel(v, s, m) }, confirmPass)
	return b.String(), menu, opts
}

// confirmPass asks before a player passes for good.
func confirmPass(m engine.Move) string {
	if m.Name == everdell.MPass {
		return "Pass for good? You take no more turns this game."
	}
	return ""
}

// seatPanel is the deciding seat's resources, hand and city.
func (u *UI) seatPanel(b *strings.Builder, v *everdell.View, s int) {
	p := v.Players[s]
	fmt.Fprintf(b, "%s — %s; %s\n", u.Bold("You have"), u.res(p.Res), plural(p.Points, "point token", "point tokens"))
	fmt.Fprintf(b, "  Hand (%d of %d): %s\n", len(p.Hand), u.rs.HandLimit, u.handList(p.Hand))
	u.city(b, p, "  ")
	if len(p.Placed) > 0 {
		fmt.Fprintf(b, "  Workers out: %s\n", u.placed(p.Placed))
	}
}

// handList names each card with its cost and points.
func (u *UI) handList(ids []string) string {
	if len(ids) == 0 {
		return "none"
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
	cost := everdellwords.Resources(c.Cost.Bag())
	if cost == "" {
		cost = "free"
	}
	return fmt.Sprintf("%s (%s, %s)", c.Name, cost, plural(c.Points, "pt", "pts"))
}

// city is one line of a city: its cards with their state.
func (u *UI) city(b *strings.Builder, p everdell.PlayerView, indent string) {
	if len(p.City) == 0 {
		fmt.Fprintf(b, "%sCity (%d of %d): empty\n", indent, p.Spaces, u.rs.CityLimit)
		return
	}
	parts := make([]string, len(p.City))
	for i, cv := range p.City {
		s := u.cardName(cv.Card)
		var notes []string
		if cv.Occupied {
			notes = append(notes, "occupied")
		}
		if cv.Tokens > 0 {
			notes = append(notes, plural(cv.Tokens, "token", "tokens"))
		}
		if cv.Workers > 0 {
			notes = append(notes, plural(cv.Workers, "worker", "workers"))
		}
		if len(cv.Store) > 0 {
			notes = append(notes, "holds "+u.res(cv.Store))
		}
		if len(cv.Prisoners) > 0 {
			notes = append(notes, "beneath: "+u.cardList(cv.Prisoners))
		}
		if len(notes) > 0 {
			s += " [" + strings.Join(notes, ", ") + "]"
		}
		parts[i] = s
	}
	fmt.Fprintf(b, "%sCity (%d of %d): %s\n", indent, p.Spaces, u.rs.CityLimit, strings.Join(parts, ", "))
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
			out[i] += " (for good)"
		}
	}
	return strings.Join(out, ", ")
}

// owed says the cards Rugwort will take once the player's action is over.
func (u *UI) owed(r *everdell.RivalView) string {
	if r.Owed == 0 {
		return ""
	}
	return fmt.Sprintf(", takes %s from the Meadow when your action is over", plural(r.Owed, "card", "cards"))
}

// meadow lists the Meadow and the cards Rugwort's workers block.
func (u *UI) meadow(b *strings.Builder, v *everdell.View) {
	fmt.Fprintf(b, "%s: %s\n", u.Bold("The Meadow"), u.handList(v.Meadow))
	if r := v.Rival; r != nil && len(r.Meadow) > 0 {
		fmt.Fprintf(b, "  %s's workers stand on %s in the Meadow: you cannot play, take or discard them.\n", u.opponent(), u.cardList(r.Meadow))
	}
}

// forest lists the forest locations dealt.
func (u *UI) forest(b *strings.Builder, v *everdell.View) {
	if len(v.Forest) == 0 {
		b.WriteString("  No forest locations at this table.\n")
		return
	}
	names := make([]string, len(v.Forest))
	for i, id := range v.Forest {
		names[i] = u.placeName(id)
	}
	fmt.Fprintf(b, "  Forest locations: %s.\n", strings.Join(names, "; "))
}

// specials lists the special events dealt.
func (u *UI) specials(b *strings.Builder, v *everdell.View) {
	names := make([]string, len(v.Specials))
	for i, id := range v.Specials {
		names[i] = u.eventName(id)
	}
	if len(names) > 0 {
		fmt.Fprintf(b, "  Special events: %s.\n", strings.Join(names, "; "))
	}
}

// board lists every location with room and who stands there.
func (u *UI) board(b *strings.Builder, v *everdell.View) {
	b.WriteString(u.Bold("The board") + "\n")
	for _, sp := range v.Board {
		room := "open to all"
		if sp.Spaces > 0 {
			room = fmt.Sprintf("%d of %d taken", len(sp.Workers), sp.Spaces)
		}
		who := ""
		if len(sp.Workers) > 0 {
			names := make([]string, len(sp.Workers))
			for i, w := range sp.Workers {
				names[i] = u.name(w)
			}
			who = " by " + strings.Join(names, ", ")
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
		fmt.Fprintf(b, "  Events open: %s\n", strings.Join(open, "; "))
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
			passed = ", passed"
		}
		fmt.Fprintf(b, "%s: %s, %d cards in hand, city %d of %d, %s%s (k shows every city)\n",
			p.Name, p.Season, p.HandCount, p.Spaces, u.rs.CityLimit, u.res(p.Res), passed)
	}
	if r := v.Rival; r != nil {
		fmt.Fprintf(b, "%s: %s, %s, %s, %d points%s\n", u.Opponent(), r.Season,
			plural(len(r.Cards), "card", "cards"), plural(len(r.Events), "event", "events"), r.Score, u.owed(r))
	}
}

// Board answers k: every city, the Meadow and the board.
func (u *UI) Board(view any, viewer int) string {
	v := asView(view)
	if v == nil {
		return "\nThe game has not been dealt yet.\n"
	}
	var b strings.Builder
	b.WriteString("\n")
	for _, p := range v.Players {
		fmt.Fprintf(&b, "%s — %s, %d cards in hand, %s, %s\n", u.Bold(p.Name), p.Season, p.HandCount, u.res(p.Res),
			plural(p.Points, "point token", "point tokens"))
		u.city(&b, p, "  ")
		if len(p.Events) > 0 {
			names := make([]string, len(p.Events))
			for i, e := range p.Events {
				names[i] = u.eventName(e.Event)
			}
			fmt.Fprintf(&b, "  Events: %s\n", strings.Join(names, ", "))
		}
	}
	if r := v.Rival; r != nil {
		fmt.Fprintf(&b, "%s — %s, %d points%s; cards: %s\n", u.Bold(u.Opponent()), r.Season, r.Score, u.owed(r), u.cardList(r.Cards))
	}
	u.meadow(&b, v)
	u.board(&b, v)
	fmt.Fprintf(&b, "Deck: %s. Discard pile: %s, face down.\n", plural(v.Deck, "card", "cards"), plural(v.Discard, "card", "cards"))
	return b.String()
}

// Final words the end: points by source for each player and the winner;
// alone, the margin over the rival and its title.
func (u *UI) Final(view any, seed uint64) string {
	v := asView(view)
	var b strings.Builder
	b.WriteString(u.Banner("=", u.Bold("The final count")))
	fmt.Fprintf(&b, "  %-16s %6s %6s %6s %6s %6s %6s\n", "", "cards", "tokens", "prosp", "journy", "events", "total")
	for i, p := range v.Players {
		if i >= len(v.Scores) {
			break
		}
		sc := v.Scores[i]
		fmt.Fprintf(&b, "  %-16s %6d %6d %6d %6d %6d %6d\n", trim(p.Name, 16), sc.Cards, sc.Tokens, sc.Prosperity, sc.Journeys, sc.Events, sc.Total)
	}
	if r := v.Rival; r != nil {
		fmt.Fprintf(&b, "  %s scores %d. Your title: %s.\n", u.Opponent(), r.Score, r.Rank)
	}
	if o := v.Outcome; o != nil && o.Ended {
		var names []string
		for _, w := range o.Winners {
			names = append(names, u.name(int(w)))
		}
		slices.Sort(names)
		switch {
		case len(names) > 0:
			fmt.Fprintf(&b, "  %s wins.\n", strings.Join(names, " and "))
		case v.Rival != nil:
			fmt.Fprintf(&b, "  %s wins.\n", u.Opponent())
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
