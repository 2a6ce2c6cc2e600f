package noblesterm

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
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
	var menu strings.Builder
	opts := u.panel(&menu, v, s, d)
	return b.String(), menu.String(), opts
}

// header names the season, whose turn it is and who must decide now.
func (u *UI) header(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) {
	b.WriteString(u.DecisionBanner(u.turnLine(v), u.seatColour(int(s)), u.decisionTitle(v, s, d)))
}

// turnLine is "Summer — Alys's turn 11 of 32".
func (u *UI) turnLine(v *nobles.View) string {
	a := v.Active
	n := v.Houses[a].Turns + 1
	line := u.T("turn.line", "season", u.season(v.Season), "whose", u.whose(u.names[a]), "n", n)
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
			return u.T("title.paymentDuring", "whose", u.whose(u.names[v.Active]))
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
	fmt.Fprintf(b, "%s — %s, %s (%s)", u.Bold(u.T("keep.title")), u.seatColour(int(s)), house.Name, house.Sigil)
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
				b.WriteString(wrapHang(u.effectText(e), lineWidth, "  ", "      "))
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
		if u.bot(k) {
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
		b.WriteString(wrapHang(u.T("keep.inForce", "effect", u.effectText(e)), lineWidth, indent, indent+"    "))
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

// panel prints what the decision is about and the numbered menu, and
// returns the menu's choices in order.
func (u *UI) panel(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) []game.TermChoice {
	var opts []game.TermChoice
	item := func(m engine.Move, text string) {
		opts = append(opts, game.TermChoice{Move: m})
		b.WriteString(wrapItem(len(opts), text))
	}
	me := v.Houses[s]
	switch d.Kind {
	case nobles.DecideJourney:
		b.WriteString(u.T("journey.top", "title", u.Bold(u.T("journey.title"))) + "\n")
		if me.CanReroll {
			b.WriteString(u.T("journey.rerollOnce") + "\n")
		}
		for _, m := range d.Moves {
			item(m, u.T("journey.roll"))
		}
	case nobles.DecideReroll:
		dest := (me.Position+v.Die-1)%nobles.BoardSize + 1
		b.WriteString(u.T("journey.rolled", "title", u.Bold(u.T("journey.title")), "die", v.Die, "dest", dest, "space", u.space(u.rs.SpaceKind(dest))) + "\n")
		for _, m := range d.Moves {
			switch m.Name {
			case nobles.MoveReroll:
				item(m, u.T("journey.reroll"))
			case nobles.MoveKeep:
				item(m, u.T("journey.keep", "die", v.Die, "dest", dest))
			default:
				item(m, m.String())
			}
		}
	case nobles.DecideProving:
		opts = u.provingPanel(b, v, s, d)
	case nobles.DecidePayment:
		opts = u.paymentPanel(b, v, s, d)
	case nobles.DecideDuty:
		opts = u.dutyPanel(b, v, s, d)
	default:
		for _, m := range d.Moves {
			item(m, m.String())
		}
	}
	return opts
}

// wrapItem formats a numbered menu entry.
func wrapItem(n int, text string) string {
	lead := fmt.Sprintf("  %d) ", n)
	return wrapHang(text, lineWidth, lead, strings.Repeat(" ", len(lead)))
}

// cardText is a card's text, wrapped, for reading aloud.
func (u *UI) cardText(deck, id, indent string) string {
	i, ok := u.rs.CardIndex(deck, id)
	if !ok {
		return ""
	}
	switch deck {
	case nobles.SpaceProving:
		return wrap(u.rs.Decks.Proving[i].Text, lineWidth, indent)
	case nobles.SpaceOrdeal:
		return wrap(u.rs.Decks.Ordeal[i].Text, lineWidth, indent)
	}
	return wrap(u.rs.Decks.Decree[i].Text, lineWidth, indent)
}

// provingPanel shows the Proving card in full: both options with their
// label, cost (as it stands for this noble) and text. An option the
// noble cannot pay for is shown with the reason and no number.
func (u *UI) provingPanel(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) []game.TermChoice {
	var opts []game.TermChoice
	if v.Card == nil {
		return opts
	}
	c, ok := u.rs.CardIndex(nobles.SpaceProving, v.Card.ID)
	if !ok {
		return opts
	}
	card := u.rs.Decks.Proving[c]
	b.WriteString(u.T("proving.top", "title", u.Bold(u.T("proving.title")), "card", card.Title) + "\n")
	b.WriteString(wrap(card.Text, lineWidth, "    "))
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
			opts = append(opts, game.TermChoice{Move: m})
			b.WriteString(wrapItem(len(opts), u.T("proving.option", "label", opt.Label, "price", price)))
		} else {
			b.WriteString(wrapHang(u.T("proving.cannot", "label", opt.Label, "price", price, "crowns", u.crowns(crownsHeld)),
				lineWidth, "  x) ", "     "))
		}
		b.WriteString(wrap(opt.Text, lineWidth, "       "))
	}
	return opts
}

// paymentPanel explains a required payment that one Vault Token would
// cover, and what declining means.
func (u *UI) paymentPanel(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) []game.TermChoice {
	var opts []game.TermChoice
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
		opts = append(opts, game.TermChoice{Move: m})
		switch m.Name {
		case nobles.MoveConvert:
			b.WriteString(wrapItem(len(opts), u.T("pay.convert", "worth", u.crowns(tv), "left", u.crowns(me.Crowns+tv-amount), "tokens", u.T("tokens", "n", me.Tokens-1))))
		case nobles.MoveDecline:
			text := u.T("pay.decline")
			if me.Surrender && !u.rs.Rulings.SurrenderStacks {
				text += u.T("pay.declineAgain")
			}
			b.WriteString(wrapItem(len(opts), text))
		default:
			b.WriteString(wrapItem(len(opts), m.String()))
		}
	}
	return opts
}

// dutyPanel lists the Duties open now, with costs and the Market, then
// what is not open and why.
func (u *UI) dutyPanel(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) []game.TermChoice {
	var opts []game.TermChoice
	var closed []string
	me := v.Houses[s]
	have := u.crowns(me.Crowns)
	b.WriteString(u.T("duty.top", "title", u.Bold(u.T("duty.title"))) + "\n")
	add := func(m engine.Move, text, confirm string) {
		opts = append(opts, game.TermChoice{Move: m, Confirm: confirm})
		b.WriteString(wrapItem(len(opts), text))
	}
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
			b.WriteString(wrap(c, lineWidth, "     "))
		}
	}
	if len(withheld) > 0 {
		b.WriteString(wrap(u.T("duty.withheld", "list", strings.Join(withheld, ", ")), lineWidth, "     "))
	}
	return opts
}
