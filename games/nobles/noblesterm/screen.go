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
	line := fmt.Sprintf("%s — %s turn %d", seasonTitle(v.Season), possessive(u.names[a]), n)
	if u.rs.TurnCounting == nobles.Shared {
		total := 1
		for _, h := range v.Houses {
			total += h.Turns
		}
		return fmt.Sprintf("%s (table turn %d of %d)", line, total, v.TurnsPerYear)
	}
	return fmt.Sprintf("%s of %d", line, v.TurnsPerYear)
}

func (u *UI) decisionTitle(v *nobles.View, s engine.Seat, d engine.Decision) string {
	switch d.Kind {
	case nobles.DecideJourney:
		return "the Journey (roll the die)"
	case nobles.DecideReroll:
		return "the Journey (reroll or keep the die)"
	case nobles.DecideProving:
		return "a Proving card (choose one of two paths)"
	case nobles.DecidePayment:
		if v.Active != int(s) {
			return fmt.Sprintf("a required payment, during %s turn", possessive(u.names[v.Active]))
		}
		return "a required payment"
	case nobles.DecideDuty:
		return "the Duty (Save, Give, Invest or Wait)"
	}
	return d.Kind
}

// keep shows the viewer's position and own Keep, then the public Castle
// Keep of every other House. Another House's Gems are never shown.
func (u *UI) keep(b *strings.Builder, v *nobles.View, s engine.Seat) {
	me := v.Houses[s]
	fmt.Fprintf(b, "Board: %s\n", u.whereWords(me.Position, true))
	house := u.words.house(me.House)
	fmt.Fprintf(b, "%s — %s, %s (%s)", u.Bold("Your Keep"), u.seatColour(int(s)), house.Name, house.Sigil)
	if vt, ok := u.words.virtue(me.Virtue); ok {
		fmt.Fprintf(b, " · Virtue: %s", vt.Name)
	}
	b.WriteString("\n")
	gems := 0
	if me.Gems != nil {
		gems = *me.Gems
	}
	fmt.Fprintf(b, "  Crowns: %s · Vault Tokens: %d · Your Gems given: %d\n", thousands(me.Crowns), me.Tokens, gems)
	fmt.Fprintf(b, "  Market items: %s\n", u.itemList(me.Items))
	everyone := tableWide(v)
	u.effectLines(b, v, int(s), "  ", everyone)
	if me.Surrender {
		b.WriteString("  You will surrender your next turn (a failed Ordeal).\n")
	}
	if len(v.Houses) > 1 && len(everyone) > 0 {
		// Said once, not under every House: at eight Houses a Decree
		// for the whole table would otherwise fill the screen.
		fmt.Fprintf(b, "%s\n", u.Bold("In force for every House"))
		for _, e := range v.Effects {
			if e.Seat == int(s) && everyone[effectKey(e)] {
				b.WriteString(wrapHang(u.effectText(e), lineWidth, "  ", "      "))
			}
		}
	}
	if len(v.Houses) > 1 {
		fmt.Fprintf(b, "%s\n", u.Bold("The Castle Keep of the others"))
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
			who = ", bot"
		}
		fmt.Fprintf(b, "  %s — %s%s · %s\n", u.seatColour(k), hs.Name, who, u.whereWords(h.Position, false))
		fmt.Fprintf(b, "    Crowns: %s · Vault Tokens: %d · Market items: %s\n", thousands(h.Crowns), h.Tokens, u.itemList(h.Items))
		u.effectLines(b, v, k, "    ", everyone)
		if h.Surrender {
			b.WriteString("    Surrenders their next turn (a failed Ordeal).\n")
		}
	}
}

// whereWords words a pawn's place on the loop.
func (u *UI) whereWords(pos int, you bool) string {
	if pos < 1 {
		if you {
			return "you have not yet set out; space 1 lies ahead"
		}
		return "not yet set out"
	}
	kind := u.rs.SpaceKind(pos)
	if you {
		return fmt.Sprintf("you stand on space %d of %d, %s, in %s's stretch", pos, nobles.BoardSize, spaceWords(kind), stretch(pos))
	}
	return fmt.Sprintf("space %d (%s, %s)", pos, deckTitle(kind), stretch(pos))
}

func (u *UI) itemList(ids []string) string {
	if len(ids) == 0 {
		return "none"
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
		b.WriteString(wrapHang("In force: "+u.effectText(e), lineWidth, indent, indent+"    "))
	}
}

// effectText words one effect in force: what it does, its card and how
// long it lasts.
func (u *UI) effectText(e nobles.EffectView) string {
	text := u.words.effect(e.Kind, e.Amount) + " (" + u.words.cardTitle("", e.Card)
	if l := lasts(e.Turns, e.Seasons, e.Year); l != "" {
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
		fmt.Fprintf(b, "%s — roll one die and move clockwise.\n", u.Bold("Journey"))
		if me.CanReroll {
			b.WriteString("  You may reroll once this turn; the new roll stands.\n")
		}
		for _, m := range d.Moves {
			item(m, "Roll the die.")
		}
	case nobles.DecideReroll:
		dest := (me.Position+v.Die-1)%nobles.BoardSize + 1
		fmt.Fprintf(b, "%s — you rolled a %d: it takes you to space %d, %s.\n", u.Bold("Journey"), v.Die, dest, spaceWords(u.rs.SpaceKind(dest)))
		for _, m := range d.Moves {
			switch m.Name {
			case nobles.MoveReroll:
				item(m, "Reroll the die. The new roll stands, whatever it shows.")
			case nobles.MoveKeep:
				item(m, fmt.Sprintf("Keep the %d and move to space %d.", v.Die, dest))
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
	fmt.Fprintf(b, "%s — “%s”\n", u.Bold("Proving"), card.Title)
	b.WriteString(wrap(card.Text, lineWidth, "    "))
	b.WriteString("  Read both, then commit to one you can pay for in full:\n")
	crownsHeld := v.Houses[s].Crowns
	for o, opt := range card.Options {
		cost := opt.Cost
		if o < len(v.OptionCosts) {
			cost = v.OptionCosts[o] // as it stands for this noble
		}
		price := "free"
		if cost > 0 {
			price = crowns(cost)
		}
		if cost != opt.Cost {
			price += fmt.Sprintf(" (the card says %s)", thousands(opt.Cost))
		}
		m := engine.WithOption(nobles.MoveChoose, o)
		if slices.Contains(d.Moves, m) {
			opts = append(opts, game.TermChoice{Move: m})
			b.WriteString(wrapItem(len(opts), fmt.Sprintf("%s — %s.", opt.Label, price)))
		} else {
			b.WriteString(wrapHang(fmt.Sprintf("%s — %s. You cannot choose this: you hold only %s.", opt.Label, price, crowns(crownsHeld)),
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
	fmt.Fprintf(b, "%s — “%s” demands %s of you.\n", u.Bold("Payment"), title, crowns(amount))
	if v.Card != nil {
		b.WriteString(u.cardText(v.Card.Deck, v.Card.ID, "    "))
	}
	fmt.Fprintf(b, "  You hold %s and %s: not enough to pay in Crowns alone.\n", crowns(me.Crowns), plural(me.Tokens, "Vault Token", "Vault Tokens"))
	tv := u.rs.Duties.TokenValue
	for _, m := range d.Moves {
		opts = append(opts, game.TermChoice{Move: m})
		switch m.Name {
		case nobles.MoveConvert:
			b.WriteString(wrapItem(len(opts), fmt.Sprintf(
				"Convert one Vault Token (worth %s) and pay in full. You keep %s and %s; a converted token no longer scores at the Gala.",
				crowns(tv), crowns(me.Crowns+tv-amount), plural(me.Tokens-1, "Vault Token", "Vault Tokens"))))
		case nobles.MoveDecline:
			text := "Decline. The payment fails: you pay nothing now, but you surrender your next turn (no Journey, no Path, no Duty)."
			if me.Surrender && !u.rs.Rulings.SurrenderStacks {
				text += " You already surrender your next turn, and a second failure adds nothing."
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
	have := crowns(me.Crowns)
	fmt.Fprintf(b, "%s — choose exactly one, then your turn ends:\n", u.Bold("Duty"))
	add := func(m engine.Move, text, confirm string) {
		opts = append(opts, game.TermChoice{Move: m, Confirm: confirm})
		b.WriteString(wrapItem(len(opts), text))
	}
	if m := engine.M(nobles.MoveSave); slices.Contains(d.Moves, m) {
		add(m, fmt.Sprintf("Save — %s: place them in the Vault and take 1 Vault Token.", crowns(me.SaveCost)), "")
	} else {
		closed = append(closed, fmt.Sprintf("Save costs %s; you hold %s.", crowns(me.SaveCost), have))
	}
	if m := engine.M(nobles.MoveGive); slices.Contains(d.Moves, m) {
		add(m, fmt.Sprintf("Give — %s: place 1 House Gem, hidden, in the Charity chest.", crowns(me.GiveCost)), "")
	} else {
		closed = append(closed, fmt.Sprintf("Give costs %s; you hold %s.", crowns(me.GiveCost), have))
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
			add(m, fmt.Sprintf("Invest in the %s — %s. %s", it.Name, crowns(price), it.Text), "")
		case !me.MarketOpen:
			// said once below
		case u.rs.Rulings.ItemOnce && slices.Contains(me.Items, it.ID):
			closed = append(closed, fmt.Sprintf("The %s: you already own it.", it.Name))
		default:
			closed = append(closed, fmt.Sprintf("The %s costs %s; you hold %s.", it.Name, crowns(price), have))
		}
	}
	if !me.MarketOpen {
		closed = append(closed, "Invest: your Market is closed this turn.")
	}
	if m := engine.M(nobles.MoveWait); slices.Contains(d.Moves, m) {
		add(m, "Wait — take no action and keep your Crowns.", "Wait and keep your Crowns?")
	}
	if len(closed) > 0 {
		b.WriteString("  Not open to you now:\n")
		for _, c := range closed {
			b.WriteString(wrap(c, lineWidth, "     "))
		}
	}
	if len(withheld) > 0 {
		b.WriteString(wrap("Withheld from play until their wording is confirmed: "+strings.Join(withheld, ", ")+".", lineWidth, "     "))
	}
	return opts
}
