package noblesterm

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/termkit"
	wd "evergreen/wording"
)

// eventFields are the fields an event sentence may read.
var eventFields = []string{
	"Who", "Whom", "Whose", "WhoseCap", "Their", "you", "amount", "private", "detail",
	"card", "deck", "option", "item", "season", "space", "stretch", "effect", "subject", "lasts",
	"gems", "tokens",
}

// silent are events the terminal does not word in the log although the
// table has a sentence for them: its Gala screen says who won and how
// every House scored (the browser's log words them).
var silent = map[string]bool{nobles.EvWinner: true, nobles.EvScore: true}

// table is content/words.json, parsed.
type table struct {
	events   wd.Catalog
	headings map[string]string // event type → "turn" or "season"
	effects  wd.Catalog
	subjects map[string]string
}

// loadTable parses the wording table, checking every sentence.
func loadTable(data []byte) (*table, error) {
	var raw struct {
		Events   map[string]string `json:"events"`
		Headings map[string]string `json:"headings"`
		Effects  map[string]string `json:"effects"`
		Subjects map[string]string `json:"subjects"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("noblesterm: the wording table: %w", err)
	}
	known := map[string]bool{}
	for _, f := range eventFields {
		known[f] = true
	}
	t := &table{headings: raw.Headings, subjects: raw.Subjects}
	var err error
	if t.events, err = parseTopic("events", raw.Events, known); err != nil {
		return nil, err
	}
	if err := termkit.CheckHeadings("noblesterm: the wording table", raw.Events, raw.Headings); err != nil {
		return nil, err
	}
	if t.effects, err = parseTopic("effects", raw.Effects, map[string]bool{"amount": true}); err != nil {
		return nil, err
	}
	return t, nil
}

// fields is what a sentence may read: numbers, texts and flags by name.
type fields = wd.Map

// units are the options of every Nobles sentence in the one grammar:
// its units, {crowns:amount} and {more:amount|more|less}.
func units() wd.Options { return wd.Options{Units: nobles.Units()} }

// parseTopic parses one topic of the wording table (content/words.json)
// in package wording's grammar with Nobles' units, naming the topic and
// key of the first text that breaks it or reads a field known lacks.
func parseTopic(topic string, texts map[string]string, known map[string]bool) (wd.Catalog, error) {
	c, err := wd.NewCatalog(texts)
	if err == nil {
		for _, k := range slices.Sorted(maps.Keys(c)) {
			if err = c[k].Check(units()); err != nil {
				err = fmt.Errorf("%s: %w", k, err)
				break
			}
		}
	}
	if err == nil {
		err = c.Check(func(_, name string) bool { return known[name] })
	}
	if err != nil {
		return nil, fmt.Errorf("noblesterm: the wording table: %s.%w", topic, err)
	}
	return c, nil
}

// wording turns events and effects into sentences, using the rule set's
// names for cards, items, Houses and Virtues, in one language.
type wording struct {
	*table
	rs     *nobles.Ruleset
	cards  map[string]string // "deck/id" and bare id → title
	labels labels
	opt    wd.Options // the language's Formatter and units
}

// labels are the pieces Go fills into a sentence, in the table's
// language (its "labels"): pronouns, possessives, season, deck and space
// names, and duration badges.
type labels struct {
	You         string            `json:"you"`
	YouObject   string            `json:"you_object"`
	Your        string            `json:"your"`
	YourCap     string            `json:"your_cap"`
	YourTheir   string            `json:"your_their"`
	Their       string            `json:"their"`
	Possessive  string            `json:"possessive"`
	Effect      string            `json:"effect"`
	Option      string            `json:"option"`
	Seasons     map[string]string `json:"seasons"`
	Decks       map[string]string `json:"decks"`
	Spaces      map[string]string `json:"spaces"`
	AllYear     string            `json:"all_year"`
	TurnsLeft   string            `json:"turns_left"`
	NextSeason  string            `json:"next_season"`
	SeasonsLeft string            `json:"seasons_left"`
}

// newWording words rs's events in locale lang ("" or "en": English),
// from content/words.json or its translation, rs's texts already in lang.
func newWording(rs *nobles.Ruleset, lang string) (*wording, error) {
	data, opt := content.Words(), units()
	if lang != "" && lang != locale.Default {
		var err error
		if data, err = content.WordsIn(lang); err != nil {
			return nil, fmt.Errorf("noblesterm: %w", err)
		}
		opt = wd.Options{Format: locale.FormatterOf(lang), Units: nobles.UnitsIn(lang)}
	}
	t, err := loadTable(data)
	if err != nil {
		return nil, err
	}
	var raw struct {
		Labels labels `json:"labels"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("noblesterm: the wording table's labels: %w", err)
	}
	w := &wording{table: t, rs: rs, cards: map[string]string{}, labels: raw.Labels, opt: opt}
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

// event words e for viewer in the terminal's log, or returns "" if e is
// not shown there (see silent).
func (w *wording) event(e engine.Event, viewer engine.Seat, names []string, deck string) string {
	if silent[e.Type] {
		return ""
	}
	return w.sentence(e, viewer, names, deck)
}

// sentence words e for viewer from the table, or returns "" if the table
// has no sentence for it: the words every front end shows (the browser's
// words.js computes the same fields, checked by words.golden.json). deck
// is the deck of the card being resolved, to name cards whose id several
// decks share.
func (w *wording) sentence(e engine.Event, viewer engine.Seat, names []string, deck string) string {
	t, ok := w.events[e.Type]
	if !ok {
		return ""
	}
	f := fields{"amount": e.Amount, "detail": e.Detail, "you": false}
	if e.Seat >= 0 && int(e.Seat) < len(names) {
		if e.Seat == viewer {
			l := w.labels
			f["you"], f["Who"], f["Whom"], f["Whose"], f["WhoseCap"], f["Their"] = true, l.You, l.YouObject, l.Your, l.YourCap, l.YourTheir
			f["private"] = e.Private // never another House's secret, whatever the event holds
		} else {
			n := names[e.Seat]
			f["Who"], f["Whom"], f["Whose"], f["WhoseCap"], f["Their"] = n, n, w.possessive(n), w.possessive(n), w.labels.Their
		}
	}
	switch e.Type {
	case nobles.EvTurnBegins, nobles.EvSeason, nobles.EvIncome:
		f["season"] = w.label(w.labels.Seasons, e.Detail, seasonTitle)
	case nobles.EvMove:
		f["space"] = w.label(w.labels.Spaces, e.Detail, spaceWords)
		f["stretch"] = w.label(w.labels.Seasons, stretchSeason(e.Amount), seasonTitle)
	case nobles.EvReshuffle:
		f["deck"] = w.label(w.labels.Decks, e.Detail, deckTitle)
	case nobles.EvDraw:
		f["deck"] = w.label(w.labels.Decks, e.Detail, deckTitle)
		f["card"] = w.cardTitle(e.Detail, e.Ref)
	case nobles.EvChoose:
		f["card"] = w.cardTitle(nobles.SpaceProving, e.Ref)
		f["option"] = w.optionLabel(e.Ref, e.Detail)
	case nobles.EvInvest:
		f["item"] = w.itemName(e.Ref)
	case nobles.EvScore:
		var gems, tokens int
		if _, err := fmt.Sscanf(e.Detail, "gems=%d tokens=%d", &gems, &tokens); err == nil {
			f["gems"], f["tokens"] = gems, tokens
		}
	case nobles.EvModifier, nobles.EvExpire:
		f["card"] = w.cardTitle(deck, e.Ref)
		f["effect"] = w.effect(e.Detail, e.Amount)
		subject := w.subjects[e.Detail]
		if subject == "" {
			subject = w.labels.Effect
		}
		f["subject"] = subject
		if e.Type == nobles.EvModifier {
			f["lasts"] = w.modifierDuration(deck, e.Ref, e.Detail)
		}
	default:
		f["card"] = w.cardTitle(deck, e.Ref)
	}
	return w.fill(t, f)
}

// fill writes t with f's values in the wording's language.
func (w *wording) fill(t *wd.Template, f fields) string {
	out, _ := t.FillWith(f, w.opt)
	return out
}

// text fills a label's text (its fields from pairs) in the wording's
// language; src itself if it does not parse.
func (w *wording) text(src string, f fields) string {
	t, err := wd.Parse(src)
	if err != nil {
		return src
	}
	return w.fill(t, f)
}

// possessive is a name as an owner: "Alys's", "Alys'", "Alys的".
func (w *wording) possessive(name string) string {
	return w.text(w.labels.Possessive, fields{"name": name})
}

// label is names[key], or English's words for key if the table has none.
func (w *wording) label(names map[string]string, key string, english func(string) string) string {
	if s, ok := names[key]; ok {
		return s
	}
	return english(key)
}

// effect words a modifier kind and amount, e.g. "Give costs 100 Crowns
// less".
func (w *wording) effect(kind string, amount int) string {
	t, ok := w.effects[kind]
	if !ok {
		return strings.ReplaceAll(kind, "_", " ")
	}
	return w.fill(t, fields{"amount": amount})
}

// lasts words a duration badge: "all year", "2 turns left".
func (w *wording) lasts(turns, seasons int, year bool) string {
	switch {
	case year:
		return w.labels.AllYear
	case turns > 0:
		return w.text(w.labels.TurnsLeft, fields{"n": turns})
	case seasons == 1:
		return w.labels.NextSeason
	case seasons > 1:
		return w.text(w.labels.SeasonsLeft, fields{"n": seasons})
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
				d := w.lasts(e.Duration.Turns, e.Duration.Seasons, e.Duration.Year)
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
		return w.text(w.labels.Option, fields{"n": detail})
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
