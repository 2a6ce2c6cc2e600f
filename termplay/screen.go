package termplay

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// lineWidth is the width screens are wrapped to.
const lineWidth = 76

// choice is one numbered entry of a decision menu.
type choice struct {
	move    engine.Move
	confirm string // a question to confirm the choice with, or ""
}

// decide shows seat its screen for decision d and returns the move it
// picks.
func (g *game) decide(s engine.Seat, d engine.Decision) (engine.Move, error) {
	v := g.st.ViewFor(s)
	var b strings.Builder
	g.header(&b, v, s, d)
	b.WriteString(g.logText(s, "Since your last decision:", "  "))
	b.WriteString("\n")
	g.keep(&b, v, s)
	b.WriteString("\n")
	var panel strings.Builder
	opts := g.panel(&panel, v, s, d)
	b.WriteString(panel.String())
	g.p.write(b.String())
	if len(opts) == 0 {
		return engine.Move{}, fmt.Errorf("termplay: %s has a %s decision with no legal move", g.names[s], d.Kind)
	}
	ctx := about{viewer: int(s), kind: d.Kind}
	prompt := fmt.Sprintf("%s, %s", g.names[s], rangePrompt(1, len(opts)))
	for {
		n, err := g.askNumber(ctx, prompt, 1, len(opts), -1)
		if err != nil {
			return engine.Move{}, err
		}
		c := opts[n-1]
		if c.confirm != "" {
			ok, err := g.confirm(ctx, c.confirm)
			if err != nil {
				return engine.Move{}, err
			}
			if !ok {
				g.p.write("\n" + panel.String())
				continue
			}
		}
		return c.move, nil
	}
}

// header names the season, whose turn it is and who must decide now.
func (g *game) header(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) {
	rule := g.bold(strings.Repeat("=", lineWidth))
	b.WriteString("\n" + rule + "\n")
	fmt.Fprintf(b, "  %s\n", g.bold(g.turnLine(v)))
	fmt.Fprintf(b, "  %s must decide: %s\n", g.seatColour(int(s)), g.decisionTitle(v, s, d))
	b.WriteString(rule + "\n")
}

// turnLine is "Summer — Alys's turn 11 of 32".
func (g *game) turnLine(v *nobles.View) string {
	a := v.Active
	n := v.Houses[a].Turns + 1
	line := fmt.Sprintf("%s — %s turn %d", seasonTitle(v.Season), possessive(g.names[a]), n)
	if g.rs.TurnCounting == nobles.Shared {
		total := 1
		for _, h := range v.Houses {
			total += h.Turns
		}
		return fmt.Sprintf("%s (table turn %d of %d)", line, total, v.TurnsPerYear)
	}
	return fmt.Sprintf("%s of %d", line, v.TurnsPerYear)
}

func (g *game) decisionTitle(v *nobles.View, s engine.Seat, d engine.Decision) string {
	switch d.Kind {
	case nobles.DecideJourney:
		return "the Journey (roll the die)"
	case nobles.DecideReroll:
		return "the Journey (reroll or keep the die)"
	case nobles.DecideProving:
		return "a Proving card (choose one of two paths)"
	case nobles.DecidePayment:
		if v.Active != int(s) {
			return fmt.Sprintf("a required payment, during %s turn", possessive(g.names[v.Active]))
		}
		return "a required payment"
	case nobles.DecideDuty:
		return "the Duty (Save, Give, Invest or Wait)"
	}
	return d.Kind
}

// keep shows the viewer's position and own Keep, then the public Castle
// Keep of every other House. Another House's Gems are never shown.
func (g *game) keep(b *strings.Builder, v *nobles.View, s engine.Seat) {
	me := v.Houses[s]
	fmt.Fprintf(b, "Board: %s\n", g.whereWords(me.Position, true))
	house := g.words.house(me.House)
	fmt.Fprintf(b, "%s — %s, %s (%s)", g.bold("Your Keep"), g.seatColour(int(s)), house.Name, house.Sigil)
	if vt, ok := g.words.virtue(me.Virtue); ok {
		fmt.Fprintf(b, " · Virtue: %s", vt.Name)
	}
	b.WriteString("\n")
	gems := 0
	if me.Gems != nil {
		gems = *me.Gems
	}
	fmt.Fprintf(b, "  Crowns: %s · Vault Tokens: %d · Your Gems given: %d\n", thousands(me.Crowns), me.Tokens, gems)
	fmt.Fprintf(b, "  Market items: %s\n", g.itemList(me.Items))
	g.effectLines(b, v, int(s), "  ")
	if me.Surrender {
		b.WriteString("  You will surrender your next turn (a failed Ordeal).\n")
	}
	if len(v.Houses) > 1 {
		fmt.Fprintf(b, "%s\n", g.bold("The Castle Keep of the others"))
	}
	for i := range v.Houses {
		k := (int(s) + i) % len(v.Houses) // clockwise from the viewer
		if k == int(s) {
			continue
		}
		h := v.Houses[k]
		hs := g.words.house(h.House)
		who := ""
		if !g.seats[k].human {
			who = ", bot"
		}
		fmt.Fprintf(b, "  %s — %s%s · %s\n", g.seatColour(k), hs.Name, who, g.whereWords(h.Position, false))
		fmt.Fprintf(b, "    Crowns: %s · Vault Tokens: %d · Market items: %s\n", thousands(h.Crowns), h.Tokens, g.itemList(h.Items))
		g.effectLines(b, v, k, "    ")
		if h.Surrender {
			b.WriteString("    Surrenders their next turn (a failed Ordeal).\n")
		}
	}
}

// whereWords words a pawn's place on the loop.
func (g *game) whereWords(pos int, you bool) string {
	if pos < 1 {
		if you {
			return "you have not yet set out; space 1 lies ahead"
		}
		return "not yet set out"
	}
	kind := g.rs.SpaceKind(pos)
	if you {
		return fmt.Sprintf("you stand on space %d of %d, %s, in %s's stretch", pos, nobles.BoardSize, spaceWords(kind), stretch(pos))
	}
	return fmt.Sprintf("space %d (%s, %s)", pos, deckTitle(kind), stretch(pos))
}

func (g *game) itemList(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.words.itemName(id)
	}
	return strings.Join(names, ", ")
}

// effectLines lists the card effects in force on seat, with duration
// badges.
func (g *game) effectLines(b *strings.Builder, v *nobles.View, seat int, indent string) {
	for _, e := range v.Effects {
		if e.Seat != seat {
			continue
		}
		text := "In force: " + g.words.effect(e.Kind, e.Amount) + " (" + g.words.cardTitle("", e.Card)
		if l := lasts(e.Turns, e.Seasons, e.Year); l != "" {
			text += "; " + l
		}
		text += ")"
		b.WriteString(wrapHang(text, lineWidth, indent, indent+"    "))
	}
}

// panel prints what the decision is about and the numbered menu, and
// returns the menu's choices in order.
func (g *game) panel(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) []choice {
	var opts []choice
	item := func(m engine.Move, text string) {
		opts = append(opts, choice{move: m})
		b.WriteString(wrapItem(len(opts), text))
	}
	me := v.Houses[s]
	switch d.Kind {
	case nobles.DecideJourney:
		fmt.Fprintf(b, "%s — roll one die and move clockwise.\n", g.bold("Journey"))
		if g.st.HasReroll(int(s)) {
			b.WriteString("  You may reroll once this turn; the new roll stands.\n")
		}
		for _, m := range d.Moves {
			item(m, "Roll the die.")
		}
	case nobles.DecideReroll:
		dest := (me.Position+v.Die-1)%nobles.BoardSize + 1
		fmt.Fprintf(b, "%s — you rolled a %d: it takes you to space %d, %s.\n", g.bold("Journey"), v.Die, dest, spaceWords(g.rs.SpaceKind(dest)))
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
		opts = g.provingPanel(b, v, s, d)
	case nobles.DecidePayment:
		opts = g.paymentPanel(b, v, s, d)
	case nobles.DecideDuty:
		opts = g.dutyPanel(b, v, s, d)
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
func (g *game) cardText(deck, id, indent string) string {
	i, ok := g.rs.CardIndex(deck, id)
	if !ok {
		return ""
	}
	switch deck {
	case nobles.SpaceProving:
		return wrap(g.rs.Decks.Proving[i].Text, lineWidth, indent)
	case nobles.SpaceOrdeal:
		return wrap(g.rs.Decks.Ordeal[i].Text, lineWidth, indent)
	}
	return wrap(g.rs.Decks.Decree[i].Text, lineWidth, indent)
}

// provingPanel shows the Proving card in full: both options with their
// label, cost (as it stands for this noble) and text. An option the
// noble cannot pay for is shown with the reason and no number.
func (g *game) provingPanel(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) []choice {
	var opts []choice
	if v.Card == nil {
		return opts
	}
	c, ok := g.rs.CardIndex(nobles.SpaceProving, v.Card.ID)
	if !ok {
		return opts
	}
	card := g.rs.Decks.Proving[c]
	fmt.Fprintf(b, "%s — “%s”\n", g.bold("Proving"), card.Title)
	b.WriteString(wrap(card.Text, lineWidth, "    "))
	b.WriteString("  Read both, then commit to one you can pay for in full:\n")
	crownsHeld := v.Houses[s].Crowns
	for o, opt := range card.Options {
		cost := g.st.OptionCost(int(s), c, o)
		price := "free"
		if cost > 0 {
			price = crowns(cost)
		}
		if cost != opt.Cost {
			price += fmt.Sprintf(" (the card says %s)", thousands(opt.Cost))
		}
		m := engine.WithOption(nobles.MoveChoose, o)
		if slices.Contains(d.Moves, m) {
			opts = append(opts, choice{move: m})
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
func (g *game) paymentPanel(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) []choice {
	var opts []choice
	me := v.Houses[s]
	amount := 0
	if v.Payment != nil {
		amount = v.Payment.Amount
	}
	title := ""
	if v.Card != nil {
		title = g.words.cardTitle(v.Card.Deck, v.Card.ID)
	}
	fmt.Fprintf(b, "%s — “%s” demands %s of you.\n", g.bold("Payment"), title, crowns(amount))
	if v.Card != nil {
		b.WriteString(g.cardText(v.Card.Deck, v.Card.ID, "    "))
	}
	fmt.Fprintf(b, "  You hold %s and %s: not enough to pay in Crowns alone.\n", crowns(me.Crowns), plural(me.Tokens, "Vault Token", "Vault Tokens"))
	tv := g.rs.Duties.TokenValue
	for _, m := range d.Moves {
		opts = append(opts, choice{move: m})
		switch m.Name {
		case nobles.MoveConvert:
			b.WriteString(wrapItem(len(opts), fmt.Sprintf(
				"Convert one Vault Token (worth %s) and pay in full. You keep %s and %s; a converted token no longer scores at the Gala.",
				crowns(tv), crowns(me.Crowns+tv-amount), plural(me.Tokens-1, "Vault Token", "Vault Tokens"))))
		case nobles.MoveDecline:
			text := "Decline. The payment fails: you pay nothing now, but you surrender your next turn (no Journey, no Path, no Duty)."
			if me.Surrender && !g.rs.Rulings.SurrenderStacks {
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
func (g *game) dutyPanel(b *strings.Builder, v *nobles.View, s engine.Seat, d engine.Decision) []choice {
	var opts []choice
	var closed []string
	me := v.Houses[s]
	have := crowns(me.Crowns)
	fmt.Fprintf(b, "%s — choose exactly one, then your turn ends:\n", g.bold("Duty"))
	add := func(m engine.Move, text, confirm string) {
		opts = append(opts, choice{move: m, confirm: confirm})
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
	for i, it := range g.rs.Market {
		m := engine.WithItem(nobles.MoveInvest, it.ID)
		price := g.st.ItemPrice(int(s), i)
		switch {
		case it.Withheld:
			withheld = append(withheld, it.Name)
		case slices.Contains(d.Moves, m):
			add(m, fmt.Sprintf("Invest in the %s — %s. %s", it.Name, crowns(price), it.Text), "")
		case !me.MarketOpen:
			// said once below
		case g.rs.Rulings.ItemOnce && g.st.Owns(int(s), i) > 0:
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

// showKeep answers k: the Castle Keep as the prompt's viewer may see it.
func (g *game) showKeep(ctx about) {
	if g.st == nil {
		g.p.write("The year has not begun: there is no Castle Keep yet.\n")
		return
	}
	if ctx.viewer < 0 {
		g.p.write("The Castle Keep is shown once the device is with its player.\n")
		return
	}
	var b strings.Builder
	b.WriteString("\n")
	g.keep(&b, g.st.ViewFor(engine.Seat(ctx.viewer)), engine.Seat(ctx.viewer))
	b.WriteString("\n")
	g.p.write(b.String())
}

// helpText is the help for each kind of prompt.
func helpText() map[string]string {
	return map[string]string{
		"setup": "Choose the table: how many Houses, which seats people play, and each person's House and name. " +
			"The other seats are played by bots. The seed printed above replays the same year.",
		"cover": "The device is passing to the next player, so that nobody sees another House's secrets. " +
			"Hand it over, then press Enter.",
		nobles.DecideJourney: "Journey: roll one die and move clockwise round the 32-space loop. " +
			"The space you land on is a Proving, an Ordeal or a Decree, and its card is drawn at once.",
		nobles.DecideReroll: "A reroll source applies: you may roll again once, and the new roll stands. " +
			"A reroll may never be rerolled.",
		nobles.DecideProving: "A Proving card offers two choices. You may only choose one you can pay for in full; " +
			"no Vault Token can be converted for it. Some choices close your Market this turn or end your turn before your Duty.",
		nobles.DecidePayment: "An Ordeal requires a payment you cannot make in Crowns alone. You may convert one Vault Token " +
			"(at most one per payment) to pay in full. If you decline, nothing is paid, but you surrender your next turn. " +
			"There is no debt and no part-payment.",
		nobles.DecideDuty: "Duty: exactly one of Save (Crowns into the Vault for a Vault Token), Give (Crowns for a hidden House Gem), " +
			"Invest (one Market item: public, never scored) or Wait (keep your Crowns). " +
			"At the Gala your score is Gems given plus Vault Tokens held; Crowns and items score nothing.",
	}
}

// help answers h.
func (g *game) help(ctx about) {
	var b strings.Builder
	b.WriteString("\n")
	if t, ok := helpText()[ctx.kind]; ok {
		b.WriteString(wrap(t, lineWidth, "  "))
	}
	if ctx.viewer >= 0 && g.st != nil {
		me := g.st.ViewFor(engine.Seat(ctx.viewer)).Houses[ctx.viewer]
		if vt, ok := g.words.virtue(me.Virtue); ok {
			b.WriteString(wrap("Your Virtue, "+vt.Name+": "+vt.Text, lineWidth, "  "))
		}
	}
	b.WriteString("  Commands at any prompt: a number to choose, h for this help, k to see the Castle Keep, q to quit.\n\n")
	g.p.write(b.String())
}

// gala shows the final scores, every House's Gems revealed, and crowns
// the Paragon of Evergreen.
func (g *game) gala() {
	v := g.st.ViewFor(engine.Spectator)
	var b strings.Builder
	rule := g.bold(strings.Repeat("*", lineWidth))
	b.WriteString("\n" + rule + "\n")
	fmt.Fprintf(&b, "  %s\n", g.bold("The Evergreen Gala"))
	b.WriteString(rule + "\n")
	b.WriteString(wrap("The Charity chest is opened and every House's Gems are revealed. "+
		"Score: House Gems given plus Vault Tokens held.", lineWidth, "  "))
	b.WriteString("\n")
	order := make([]int, len(v.Houses))
	for i := range order {
		order[i] = i
	}
	gems := func(i int) int {
		if p := v.Houses[i].Gems; p != nil {
			return *p
		}
		return 0
	}
	score := func(i int) int { return gems(i) + v.Houses[i].Tokens }
	slices.SortStableFunc(order, func(a, c int) int {
		if score(a) != score(c) {
			return score(c) - score(a)
		}
		return gems(c) - gems(a)
	})
	width := 0
	for _, i := range order {
		width = max(width, len([]rune(g.names[i]+g.words.house(v.Houses[i].House).Name))+3)
	}
	for rank, i := range order {
		label := fmt.Sprintf("%s (%s)", g.names[i], g.words.house(v.Houses[i].House).Name)
		pad := strings.Repeat(" ", max(1, width-len([]rune(label))+1))
		fmt.Fprintf(&b, "  %d. %s%s%s + %s = %d\n", rank+1, label, pad,
			plural(gems(i), "Gem given", "Gems given"), plural(v.Houses[i].Tokens, "Vault Token", "Vault Tokens"), score(i))
	}
	b.WriteString("\n")
	var winners []string
	if v.Outcome != nil {
		for _, w := range v.Outcome.Winners {
			winners = append(winners, g.names[w])
		}
	}
	switch len(winners) {
	case 0:
	case 1:
		fmt.Fprintf(&b, "  %s is crowned %s!\n", winners[0], g.bold("Paragon of Evergreen"))
		w := v.Outcome.Winners[0]
		for i := range v.Houses {
			if i != int(w) && score(i) == score(int(w)) {
				b.WriteString("  (Level on score; the most House Gems given breaks the tie.)\n")
				break
			}
		}
	default:
		fmt.Fprintf(&b, "  A shared victory! %s are crowned %s together,\n  level on score and on Gems given.\n",
			joinAnd(winners), g.bold("Paragons of Evergreen"))
	}
	fmt.Fprintf(&b, "\nSeed %d: play this very year again with -seed %d.\n", g.cfg.Seed, g.cfg.Seed)
	g.p.write(b.String())
}

func joinAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Colour, only when asked for.

func (g *game) bold(s string) string {
	if !g.cfg.Colour {
		return s
	}
	return "\x1b[1m" + s + "\x1b[0m"
}

// houseColour shows s in the House's colour.
func (g *game) houseColour(h nobles.House, s string) string {
	if !g.cfg.Colour || len(h.Colour) != 7 {
		return s
	}
	r, err1 := strconv.ParseUint(h.Colour[1:3], 16, 8)
	gr, err2 := strconv.ParseUint(h.Colour[3:5], 16, 8)
	bl, err3 := strconv.ParseUint(h.Colour[5:7], 16, 8)
	if err1 != nil || err2 != nil || err3 != nil {
		return s
	}
	if r+gr+bl < 240 {
		// Too dark to read on a dark terminal: bold alone.
		return g.bold(s)
	}
	return fmt.Sprintf("\x1b[1;38;2;%d;%d;%dm%s\x1b[0m", r, gr, bl, s)
}

// seatColour is the seat's name in its House's colour.
func (g *game) seatColour(seat int) string {
	return g.houseColour(g.words.house(g.seats[seat].house), g.names[seat])
}
