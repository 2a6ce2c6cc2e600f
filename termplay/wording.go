package termplay

import (
	"fmt"
	"strconv"
	"strings"
	"text/template"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// eventText is the wording of every event a player may read, keyed by
// event type. Templates read an eventData: .Who is "You" or the noble's
// name, and .V picks the verb form for each ("You roll", "Alys rolls").
// An event missing from the table is not shown. Names of cards and items
// come from the rule set, never ids.
func eventText() map[string]string {
	return map[string]string{
		nobles.EvTurnBegins:  `— {{.WhoseCap}} turn {{.Amount}} ({{.Season}}) —`,
		nobles.EvSurrendered: `{{.Who}} {{.V "surrender" "surrenders"}} this turn for a failed Ordeal: no Journey, no Path, no Duty.`,
		nobles.EvTurnGain:    `{{.Who}} {{.V "receive" "receives"}} {{crowns .Amount}} at the end of the turn.`,
		nobles.EvRoll:        `{{.Who}} {{.V "roll" "rolls"}} a {{.Amount}}.`,
		nobles.EvReroll:      `{{.Who}} {{.V "reroll" "rerolls"}} the die: {{.Amount}}, and the new roll stands.`,
		nobles.EvKeep:        `{{.Who}} {{.V "keep" "keeps"}} the {{.Amount}}.`,
		nobles.EvMove:        `{{.Who}} {{.V "move" "moves"}} to space {{.Amount}}: {{.Space}}, in {{.Stretch}}'s stretch.`,
		nobles.EvReshuffle:   `The {{.Deck}} discards are shuffled into a new draw pile.`,
		nobles.EvDraw:        `{{.Who}} {{.V "draw" "draws"}} the {{.Deck}} card “{{.Card}}”.`,
		nobles.EvNoChoice:    `{{.Who}} cannot pay for either choice on “{{.Card}}”, so the card passes without effect.`,
		nobles.EvChoose:      `{{.Who}} {{.V "choose" "chooses"}} “{{.Option}}”{{if .Amount}} and {{.V "pay" "pays"}} {{crowns .Amount}}{{end}}.`,
		nobles.EvPay:         `{{.Who}} {{.V "pay" "pays"}} {{crowns .Amount}} for “{{.Card}}”.`,
		nobles.EvConvert:     `{{.Who}} {{.V "convert" "converts"}} a Vault Token, worth {{crowns .Amount}}, toward the payment.`,
		nobles.EvDecline:     `{{.Who}} {{.V "decline" "declines"}} to convert a Vault Token.`,
		nobles.EvFail:        `{{.Who}} cannot pay {{crowns .Amount}} for “{{.Card}}”: the payment fails.`,
		nobles.EvSurrender:   `{{.Who}} will surrender {{.Their}} next turn.`,
		nobles.EvGain:        `{{.Who}} {{.V "receive" "receives"}} {{crowns .Amount}} from “{{.Card}}”.`,
		nobles.EvModifier:    `“{{.Card}}” for {{.Whom}}: {{.Effect}}{{with .Lasts}} ({{.}}){{end}}.`,
		nobles.EvExpire:      `{{.Subject}}: “{{.Card}}” no longer applies to {{.Whom}}.`,
		nobles.EvEndTurn:     `The Path ends {{.Whose}} turn: no Duty this turn.`,
		nobles.EvSave:        `{{.Who}} {{.V "place" "places"}} {{crowns .Amount}} in the Vault and {{.V "take" "takes"}} a Vault Token.`,
		nobles.EvGive:        `{{.Who}} {{.V "give" "gives"}} {{crowns .Amount}} to the Charity chest{{if .You}} and place a House Gem in it, hidden (your Gems given: {{.Private}}){{end}}.`,
		nobles.EvInvest:      `{{.Who}} {{.V "invest" "invests"}} in the {{.Item}} for {{crowns .Amount}}.`,
		nobles.EvWait:        `{{.Who}} {{.V "wait" "waits"}} and {{.V "keep" "keeps"}} {{.Their}} Crowns.`,
		nobles.EvSeason:      `{{.Season}} begins.`,
		nobles.EvIncome:      `{{.Who}} {{.V "receive" "receives"}} {{.Season}}'s income of {{crowns .Amount}}.`,
		nobles.EvGala:        `The last turn of Winter is over: the year has ended.`,
	}
}

// effectText words each modifier kind, for the Castle Keep's duration
// badges and for the log. Templates read an effectData.
func effectText() map[string]string {
	return map[string]string{
		nobles.ModCloseMarket:   `the Market is closed`,
		nobles.ModMarketGuard:   `the Market cannot be closed`,
		nobles.ModReroll:        `may reroll the Journey die once a turn`,
		nobles.ModIncome:        `season income {{more .Amount "greater" "smaller"}}`,
		nobles.ModGiveCost:      `Give costs {{more .Amount "more" "less"}}`,
		nobles.ModSaveCost:      `Save costs {{more .Amount "more" "less"}}`,
		nobles.ModMarketPrice:   `Market prices {{more .Amount "higher" "lower"}}`,
		nobles.ModProvingCost:   `Proving choices cost {{more .Amount "more" "less"}}`,
		nobles.ModOrdealPayment: `Ordeal payments {{more .Amount "larger" "smaller"}}`,
		nobles.ModDecreeGain:    `Decree gifts {{more .Amount "greater" "smaller"}}`,
		nobles.ModTurnGain:      `{{crowns .Amount}} at the end of each turn`,
	}
}

// effectSubject names what each modifier kind changes, for the line
// that says a card's effect has ended.
func effectSubject() map[string]string {
	return map[string]string{
		nobles.ModCloseMarket:   "Market",
		nobles.ModMarketGuard:   "Market",
		nobles.ModReroll:        "Reroll",
		nobles.ModIncome:        "Season income",
		nobles.ModGiveCost:      "Give cost",
		nobles.ModSaveCost:      "Save cost",
		nobles.ModMarketPrice:   "Market prices",
		nobles.ModProvingCost:   "Proving costs",
		nobles.ModOrdealPayment: "Ordeal payments",
		nobles.ModDecreeGain:    "Decree gifts",
		nobles.ModTurnGain:      "Crowns at each turn's end",
	}
}

// wording turns events and effects into sentences, using the rule set's
// names for cards, items, Houses and Virtues.
type wording struct {
	rs       *nobles.Ruleset
	events   map[string]*template.Template
	effects  map[string]*template.Template
	subjects map[string]string
	cards    map[string]string // "deck/id" and bare id → title
}

func newWording(rs *nobles.Ruleset) (*wording, error) {
	funcs := template.FuncMap{"crowns": crowns, "more": more}
	w := &wording{rs: rs, events: map[string]*template.Template{}, effects: map[string]*template.Template{},
		subjects: effectSubject(), cards: map[string]string{}}
	for typ, text := range eventText() {
		t, err := template.New(typ).Funcs(funcs).Parse(text)
		if err != nil {
			return nil, fmt.Errorf("termplay: wording of event %q: %w", typ, err)
		}
		w.events[typ] = t
	}
	for kind, text := range effectText() {
		t, err := template.New(kind).Funcs(funcs).Parse(text)
		if err != nil {
			return nil, fmt.Errorf("termplay: wording of effect %q: %w", kind, err)
		}
		w.effects[kind] = t
	}
	add := func(deck, id, title string) {
		w.cards[deck+"/"+id] = title
		if _, ok := w.cards[id]; !ok {
			w.cards[id] = title
		}
	}
	for _, c := range rs.Decks.Proving {
		add(nobles.SpaceProving, c.ID, c.Title)
	}
	for _, c := range rs.Decks.Ordeal {
		add(nobles.SpaceOrdeal, c.ID, c.Title)
	}
	for _, c := range rs.Decks.Decree {
		add(nobles.SpaceDecree, c.ID, c.Title)
	}
	return w, nil
}

// eventData is what an event template reads.
type eventData struct {
	You      bool   // the event concerns the reader
	Who      string // "You" or the noble's name
	Whom     string // "you" or the noble's name
	Whose    string // "your" or "Alys's"
	WhoseCap string // "Your" or "Alys's"
	Their    string // "your" or "their"
	Amount   int
	Private  int // only ever set for the reader's own events
	Card     string
	Deck     string // "Proving", "Ordeal" or "Decree"
	Option   string
	Item     string
	Season   string
	Space    string // "an Ordeal space"
	Stretch  string // the season whose stretch of the board a space lies in
	Effect   string
	Subject  string // what a modifier changes: "Give cost"
	Lasts    string
}

// V returns you for the reader's own events and other for anyone else's.
func (d eventData) V(you, other string) string {
	if d.You {
		return you
	}
	return other
}

// event words e for viewer, or returns "" if e is not shown. deck is the
// deck of the card being resolved, to name cards whose id several decks
// share. e must already be redacted for viewer.
func (w *wording) event(e engine.Event, viewer engine.Seat, names []string, deck string) string {
	t, ok := w.events[e.Type]
	if !ok {
		return ""
	}
	d := eventData{Amount: e.Amount, Private: e.Private}
	if e.Seat >= 0 && int(e.Seat) < len(names) {
		if e.Seat == viewer {
			d.You, d.Who, d.Whom, d.Whose, d.WhoseCap, d.Their = true, "You", "you", "your", "Your", "your"
		} else {
			n := names[e.Seat]
			d.Who, d.Whom, d.Whose, d.WhoseCap, d.Their = n, n, possessive(n), possessive(n), "their"
		}
	}
	if !d.You {
		d.Private = 0 // never word another House's secret, whatever the caller passed
	}
	switch e.Type {
	case nobles.EvTurnBegins, nobles.EvSeason, nobles.EvIncome:
		d.Season = seasonTitle(e.Detail)
	case nobles.EvMove:
		d.Space = spaceWords(e.Detail)
		d.Stretch = stretch(e.Amount)
	case nobles.EvReshuffle:
		d.Deck = deckTitle(e.Detail)
	case nobles.EvDraw:
		d.Deck = deckTitle(e.Detail)
		d.Card = w.cardTitle(e.Detail, e.Ref)
	case nobles.EvChoose:
		d.Card = w.cardTitle(nobles.SpaceProving, e.Ref)
		d.Option = w.optionLabel(e.Ref, e.Detail)
	case nobles.EvInvest:
		d.Item = w.itemName(e.Ref)
	case nobles.EvModifier, nobles.EvExpire:
		d.Card = w.cardTitle(deck, e.Ref)
		d.Effect = w.effect(e.Detail, e.Amount)
		d.Subject = w.subjects[e.Detail]
		if d.Subject == "" {
			d.Subject = "Effect"
		}
		if e.Type == nobles.EvModifier {
			d.Lasts = w.modifierDuration(deck, e.Ref, e.Detail)
		}
	default:
		d.Card = w.cardTitle(deck, e.Ref)
	}
	var b strings.Builder
	if err := t.Execute(&b, d); err != nil {
		return fmt.Sprintf("(%s: %v)", e.Type, err)
	}
	return b.String()
}

// effectData is what an effect template reads.
type effectData struct{ Amount int }

// effect words a modifier kind and amount, e.g. "Give costs 100 Crowns
// less".
func (w *wording) effect(kind string, amount int) string {
	t, ok := w.effects[kind]
	if !ok {
		return strings.ReplaceAll(kind, "_", " ")
	}
	var b strings.Builder
	if err := t.Execute(&b, effectData{Amount: amount}); err != nil {
		return kind
	}
	return b.String()
}

// lasts words a duration badge.
func lasts(turns, seasons int, year bool) string {
	switch {
	case year:
		return "all year"
	case turns > 0:
		return plural(turns, "turn", "turns") + " left"
	case seasons == 1:
		return "until next season"
	case seasons > 1:
		return plural(seasons, "season", "seasons") + " left"
	}
	return ""
}

// modifierDuration finds how long the modifier a card placed lasts, from
// the card's data, since the event does not carry it.
func (w *wording) modifierDuration(deck, id, kind string) string {
	var effs [][]nobles.Effect
	switch deck {
	case nobles.SpaceProving:
		if i, ok := w.rs.CardIndex(deck, id); ok {
			for _, o := range w.rs.Decks.Proving[i].Options {
				effs = append(effs, o.Effects)
			}
		}
	case nobles.SpaceOrdeal:
		if i, ok := w.rs.CardIndex(deck, id); ok {
			effs = append(effs, w.rs.Decks.Ordeal[i].Effects)
		}
	case nobles.SpaceDecree:
		if i, ok := w.rs.CardIndex(deck, id); ok {
			effs = append(effs, w.rs.Decks.Decree[i].Effects)
		}
	}
	found := ""
	for _, list := range effs {
		for _, e := range list {
			if e.Kind == kind && e.Duration != nil {
				d := lasts(e.Duration.Turns, e.Duration.Seasons, e.Duration.Year)
				if found != "" && found != d {
					return "" // two options differ: the Keep shows which
				}
				found = d
			}
		}
	}
	return found
}

func (w *wording) cardTitle(deck, id string) string {
	if id == "" {
		return ""
	}
	if t, ok := w.cards[deck+"/"+id]; ok {
		return t
	}
	if t, ok := w.cards[id]; ok {
		return t
	}
	return id
}

func (w *wording) optionLabel(cardID, detail string) string {
	i, ok := w.rs.CardIndex(nobles.SpaceProving, cardID)
	o, err := strconv.Atoi(detail)
	if !ok || err != nil || o < 0 || o >= len(w.rs.Decks.Proving[i].Options) {
		return "option " + detail
	}
	return w.rs.Decks.Proving[i].Options[o].Label
}

func (w *wording) itemName(id string) string {
	if i, ok := w.rs.ItemIndex(id); ok {
		return w.rs.Market[i].Name
	}
	return id
}

func (w *wording) virtue(id string) (nobles.Virtue, bool) {
	if i, ok := w.rs.VirtueIndex(id); ok {
		return w.rs.Virtues[i], true
	}
	return nobles.Virtue{}, false
}

func (w *wording) house(id string) nobles.House {
	for _, h := range w.rs.Houses {
		if h.ID == id {
			return h
		}
	}
	return nobles.House{ID: id, Name: id}
}

// Small helpers for numbers and names.

// crowns formats an amount: "1 Crown", "1,600 Crowns".
func crowns(n int) string {
	if n == 1 {
		return "1 Crown"
	}
	return thousands(n) + " Crowns"
}

func thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// more words a signed change: more(100, "more", "less") is "100 Crowns
// more", more(-100, …) "100 Crowns less".
func more(amount int, up, down string) string {
	if amount < 0 {
		return crowns(-amount) + " " + down
	}
	return crowns(amount) + " " + up
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

func possessive(name string) string { return name + "'s" }

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

// stretch names the season whose stretch of the loop space n lies in.
func stretch(n int) string {
	if n < 1 {
		return "Spring"
	}
	per := nobles.BoardSize / nobles.Seasons
	return seasonTitle(nobles.SeasonName((n - 1) / per))
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
