package noblesterm

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/termkit"
)

// Decision is viewer's screen for decision d: the header, what happened
// since the seat last decided, its Keep and the others' Castle Keep,
// then the menu.
func (u *UI) Decision(view any, d engine.Decision, since string) (string, string, []game.TermChoice) {
	s := d.Seat
	v, ok := view.(*nobles.View)
	if !ok {
		return "", "", nil
	}
	var b strings.Builder
	u.header(&b, v, s, d)
	b.WriteString(since)
	b.WriteString("\n")
	u.keep(&b, v, s)
	b.WriteString("\n")
	var menu termkit.Menu
	u.panel(&menu, v, s, d)
	return b.String(), menu.String(), menu.Choices
}

// header names the season, whose turn it is and who must decide now.
func (u *UI) header(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) {
	b.WriteString(u.DecisionBanner(u.turnLine(v), u.seatColour(int(s)), u.decisionTitle(v, s, d)))
}

// turnLine is "Summer — Alys's turn 11 of 32".
func (u *UI) turnLine(v *nobles.View) string {
	a := v.Active
	n := v.Houses[a].Turns + 1
	line := u.T("turn.line", "season", u.season(v.Season), "whose", u.whose(u.Names[a]), "n", n)
	if u.rs.TurnCounting == nobles.Shared {
		total := 1
		for _, h := range v.Houses {
			total += h.Turns
		}
		return u.T("turn.shared", "line", line, "n", total, "total", v.TurnsPerYear)
	}
	return u.T("turn.of", "line", line, "total", v.TurnsPerYear)
}

func (u *UI) decisionTitle(v *nobles.View, s engine.Seat, d engine.Decision) string {
	switch d.Kind {
	case nobles.DecideJourney:
		return u.T("title.journey")
	case nobles.DecideReroll:
		return u.T("title.reroll")
	case nobles.DecideProving:
		return u.T("title.proving")
	case nobles.DecidePayment:
		if v.Active != int(s) {
			return u.T("title.paymentDuring", "whose", u.whose(u.Names[v.Active]))
		}
		return u.T("title.payment")
	case nobles.DecideDuty:
		return u.T("title.duty")
	}
	return d.Kind
}

// keep shows the viewer's position and own Keep, then the public Castle
// Keep of every other House. Another House's Gems are never shown.
func (u *UI) keep(b *strings.Builder, v *nobles.View, s engine.Seat) {
	me := v.Houses[s]
	b.WriteString(u.T("keep.board", "where", u.whereWords(me.Position, true)) + "\n")
	house := u.words.house(me.House)
	fmt.Fprintf(b, "%s — %s, %s (%s)", u.Bold(u.T("keep.title")), u.seatColour(int(s)), house.Name, u.sigil(house))
	if vt, ok := u.words.virtue(me.Virtue); ok {
		b.WriteString(u.T("keep.virtue", "name", vt.Name))
	}
	b.WriteString("\n")
	gems := 0
	if me.Gems != nil {
		gems = *me.Gems
	}
	b.WriteString(u.T("keep.mine", "crowns", u.Number(me.Crowns), "tokens", me.Tokens, "gems", gems) + "\n")
	b.WriteString(u.T("keep.items", "list", u.itemList(me.Items)) + "\n")
	everyone := tableWide(v)
	u.effectLines(b, v, int(s), "  ", everyone)
	if me.Surrender {
		b.WriteString(u.T("keep.surrender") + "\n")
	}
	if len(v.Houses) > 1 && len(everyone) > 0 {
		// Said once, not under every House: at eight Houses a Decree
		// for the whole table would otherwise fill the screen.
		fmt.Fprintf(b, "%s\n", u.Bold(u.T("keep.everyone")))
		for _, e := range v.Effects {
			if e.Seat == int(s) && everyone[effectKey(e)] {
				b.WriteString(termkit.WrapHang(u.effectText(e), "  ", "      "))
			}
		}
	}
	if len(v.Houses) > 1 {
		fmt.Fprintf(b, "%s\n", u.Bold(u.T("keep.others")))
	}
	for i := range v.Houses {
		k := (int(s) + i) % len(v.Houses) // clockwise from the viewer
		if k == int(s) {
			continue
		}
		h := v.Houses[k]
		hs := u.words.house(h.House)
		who := ""
		if u.Bot(k) {
			who = u.T("keep.bot")
		}
		fmt.Fprintf(b, "  %s — %s%s · %s\n", u.seatColour(k), hs.Name, who, u.whereWords(h.Position, false))
		b.WriteString(u.T("keep.other", "crowns", u.Number(h.Crowns), "tokens", h.Tokens, "list", u.itemList(h.Items)) + "\n")
		u.effectLines(b, v, k, "    ", everyone)
		if h.Surrender {
			b.WriteString(u.T("keep.surrenders") + "\n")
		}
	}
}

// whereWords words a pawn's place on the loop.
func (u *UI) whereWords(pos int, you bool) string {
	if pos < 1 {
		if you {
			return u.T("where.start")
		}
		return u.T("where.notYet")
	}
	kind := u.rs.SpaceKind(pos)
	if you {
		return u.T("where.you", "n", pos, "size", nobles.BoardSize, "space", u.space(kind), "stretch", u.stretch(pos))
	}
	return u.T("where.other", "n", pos, "deck", u.deck(kind), "stretch", u.stretch(pos))
}

func (u *UI) itemList(ids []string) string {
	if len(ids) == 0 {
		return u.T("none")
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = u.words.itemName(id)
	}
	return strings.Join(names, ", ")
}

// effectLines lists the card effects in force on seat, with duration
// badges, leaving out those in force for every House (skip), which are
// listed once.
func (u *UI) effectLines(b *strings.Builder, v *nobles.View, seat int, indent string, skip map[nobles.EffectView]bool) {
	for _, e := range v.Effects {
		if e.Seat != seat || skip[effectKey(e)] {
			continue
		}
		b.WriteString(termkit.WrapHang(u.T("keep.inForce", "effect", u.effectText(e)), indent, indent+"    "))
	}
}

// effectText words one effect in force: what it does, its card and how
// long it lasts.
func (u *UI) effectText(e nobles.EffectView) string {
	text := u.words.effect(e.Kind, e.Amount) + " (" + u.words.cardTitle("", e.Card)
	if l := u.lasts(e.Turns, e.Seasons, e.Year); l != "" {
		text += "; " + l
	}
	return text + ")"
}

// effectKey is an effect without its seat: what two Houses' effects
// share when one card put the same effect on both.
func effectKey(e nobles.EffectView) nobles.EffectView {
	e.Seat = 0
	return e
}

// tableWide is the set of effects (by effectKey) in force, the same, on
// every House at the table.
func tableWide(v *nobles.View) map[nobles.EffectView]bool {
	seats := map[nobles.EffectView]map[int]bool{}
	for _, e := range v.Effects {
		k := effectKey(e)
		if seats[k] == nil {
			seats[k] = map[int]bool{}
		}
		seats[k][e.Seat] = true
	}
	out := map[nobles.EffectView]bool{}
	for k, on := range seats {
		if len(v.Houses) > 1 && len(on) == len(v.Houses) {
			out[k] = true
		}
	}
	return out
}

// panel writes what the decision is about and its numbered menu.
func (u *UI) panel(menu *termkit.Menu, v *nobles.View, s engine.Seat, d engine.Decision) {
	me := v.Houses[s]
	switch d.Kind {
	case nobles.DecideJourney:
		menu.Line(u.T("journey.top", "title", u.Bold(u.T("journey.title"))))
		if me.CanReroll {
			menu.Line(u.T("journey.rerollOnce"))
		}
		for _, m := range d.Moves {
			menu.Add(m, u.T("journey.roll"), "")
		}
	case nobles.DecideReroll:
		dest := (me.Position+v.Die-1)%nobles.BoardSize + 1
		menu.Line(u.T("journey.rolled", "title", u.Bold(u.T("journey.title")), "die", v.Die, "dest", dest, "space", u.space(u.rs.SpaceKind(dest))))
		for _, m := range d.Moves {
			switch m.Name {
			case nobles.MoveReroll:
				menu.Add(m, u.T("journey.reroll"), "")
			case nobles.MoveKeep:
				menu.Add(m, u.T("journey.keep", "die", v.Die, "dest", dest), "")
			default:
				menu.Add(m, m.String(), "")
			}
		}
	case nobles.DecideProving:
		u.provingPanel(menu, v, s, d)
	case nobles.DecidePayment:
		u.paymentPanel(menu, v, s, d)
	case nobles.DecideDuty:
		u.dutyPanel(menu, v, s, d)
	default:
		for _, m := range d.Moves {
			menu.Add(m, m.String(), "")
		}
	}
}

// cardText is a card's text, wrapped, for reading aloud.
func (u *UI) cardText(deck, id, indent string) string {
	i, ok := u.rs.CardIndex(deck, id)
	if !ok {
		return ""
	}
	switch deck {
	case nobles.SpaceProving:
		return termkit.Wrap(u.rs.Decks.Proving[i].Text, indent)
	case nobles.SpaceOrdeal:
		return termkit.Wrap(u.rs.Decks.Ordeal[i].Text, indent)
	}
	return termkit.Wrap(u.rs.Decks.Decree[i].Text, indent)
}

// provingPanel shows the Proving card in full: both options with their
// label, cost (as it stands for this noble) and text. An option the
// noble cannot pay for is shown with the reason and no number.
func (u *UI) provingPanel(b *termkit.Menu, v *nobles.View, s engine.Seat, d engine.Decision) {
	if v.Card == nil {
		return
	}
	c, ok := u.rs.CardIndex(nobles.SpaceProving, v.Card.ID)
	if !ok {
		return
	}
	card := u.rs.Decks.Proving[c]
	b.WriteString(u.T("proving.top", "title", u.Bold(u.T("proving.title")), "card", card.Title) + "\n")
	b.WriteString(termkit.Wrap(card.Text, "    "))
	b.WriteString(u.T("proving.read") + "\n")
	crownsHeld := v.Houses[s].Crowns
	for o, opt := range card.Options {
		cost := opt.Cost
		if o < len(v.OptionCosts) {
			cost = v.OptionCosts[o] // as it stands for this noble
		}
		price := u.T("proving.free")
		if cost > 0 {
			price = u.crowns(cost)
		}
		if cost != opt.Cost {
			price = u.T("proving.says", "price", price, "amount", u.Number(opt.Cost))
		}
		m := engine.WithOption(nobles.MoveChoose, o)
		if slices.Contains(d.Moves, m) {
			b.Add(m, u.T("proving.option", "label", opt.Label, "price", price), "")
		} else {
			b.WriteString(termkit.WrapHang(u.T("proving.cannot", "label", opt.Label, "price", price, "crowns", u.crowns(crownsHeld)),
				"  x) ", "     "))
		}
		b.WriteString(termkit.Wrap(opt.Text, "       "))
	}
}

// paymentPanel explains a required payment that one Vault Token would
// cover, and what declining means.
func (u *UI) paymentPanel(b *termkit.Menu, v *nobles.View, s engine.Seat, d engine.Decision) {
	me := v.Houses[s]
	amount := 0
	if v.Payment != nil {
		amount = v.Payment.Amount
	}
	title := ""
	if v.Card != nil {
		title = u.words.cardTitle(v.Card.Deck, v.Card.ID)
	}
	b.WriteString(u.T("pay.top", "title", u.Bold(u.T("pay.title")), "card", title, "amount", u.crowns(amount)) + "\n")
	if v.Card != nil {
		b.WriteString(u.cardText(v.Card.Deck, v.Card.ID, "    "))
	}
	b.WriteString(u.T("pay.hold", "crowns", u.crowns(me.Crowns), "tokens", u.T("tokens", "n", me.Tokens)) + "\n")
	tv := u.rs.Duties.TokenValue
	for _, m := range d.Moves {
		switch m.Name {
		case nobles.MoveConvert:
			b.Add(m, u.T("pay.convert", "worth", u.crowns(tv), "left", u.crowns(me.Crowns+tv-amount), "tokens", u.T("tokens", "n", me.Tokens-1)), "")
		case nobles.MoveDecline:
			text := u.T("pay.decline")
			if me.Surrender && !u.rs.Rulings.SurrenderStacks {
				text += u.T("pay.declineAgain")
			}
			b.Add(m, text, "")
		default:
			b.Add(m, m.String(), "")
		}
	}
}

// dutyPanel lists the Duties open now, with costs and the Market, then
// what is not open and why.
func (u *UI) dutyPanel(b *termkit.Menu, v *nobles.View, s engine.Seat, d engine.Decision) {
	var closed []string
	me := v.Houses[s]
	have := u.crowns(me.Crowns)
	b.WriteString(u.T("duty.top", "title", u.Bold(u.T("duty.title"))) + "\n")
	add := b.Add
	if m := engine.M(nobles.MoveSave); slices.Contains(d.Moves, m) {
		add(m, u.T("duty.save", "cost", u.crowns(me.SaveCost)), "")
	} else {
		closed = append(closed, u.T("duty.saveCosts", "cost", u.crowns(me.SaveCost), "have", have))
	}
	if m := engine.M(nobles.MoveGive); slices.Contains(d.Moves, m) {
		add(m, u.T("duty.give", "cost", u.crowns(me.GiveCost)), "")
	} else {
		closed = append(closed, u.T("duty.giveCosts", "cost", u.crowns(me.GiveCost), "have", have))
	}
	var withheld []string
	for _, it := range u.rs.Market {
		m := engine.WithItem(nobles.MoveInvest, it.ID)
		price, ok := me.ItemPrices[it.ID] // as it stands for this noble
		if !ok {
			price = it.Price
		}
		switch {
		case it.Withheld:
			withheld = append(withheld, it.Name)
		case slices.Contains(d.Moves, m):
			add(m, u.T("duty.invest", "item", it.Name, "cost", u.crowns(price), "text", it.Text), "")
		case !me.MarketOpen:
			// said once below
		case u.rs.Rulings.ItemOnce && slices.Contains(me.Items, it.ID):
			closed = append(closed, u.T("duty.owned", "item", it.Name))
		default:
			closed = append(closed, u.T("duty.itemCosts", "item", it.Name, "cost", u.crowns(price), "have", have))
		}
	}
	if !me.MarketOpen {
		closed = append(closed, u.T("duty.marketClosed"))
	}
	if m := engine.M(nobles.MoveWait); slices.Contains(d.Moves, m) {
		add(m, u.T("duty.wait"), u.T("duty.confirmWait"))
	}
	if len(closed) > 0 {
		b.WriteString(u.T("duty.closed") + "\n")
		for _, c := range closed {
			b.WriteString(termkit.Wrap(c, "     "))
		}
	}
	if len(withheld) > 0 {
		b.WriteString(termkit.Wrap(u.T("duty.withheld", "list", strings.Join(withheld, ", ")), "     "))
	}
}
