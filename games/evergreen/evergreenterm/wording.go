package evergreenterm

import (
	"cmp"
	"encoding/json"
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/termkit"
	wd "evergreen/wording"
)

// silent are events the terminal leaves out of its log although the
// table may word them: its screens show the cards revealed, and a seat's
// finishing its turn says nothing new.
var silent = map[string]bool{
	evergreen.EvSetupReveal: true, evergreen.EvReveal: true, evergreen.EvDone: true,
}

// words is the part of content/words.json the terminal reads.
type words struct {
	Events    map[string]string `json:"events"`
	Headings  map[string]string `json:"headings"`
	Decisions map[string]string `json:"decisions"`
	Symbols   map[string]string `json:"symbols"`
	Pieces    map[string]string `json:"pieces"`
	Sides     map[string]string `json:"sides"`
	Orders    map[string]string `json:"orders"`
	Labels    map[string]string `json:"labels"`
	// Ranks are the default's solitary rank titles, by their English.
	Ranks map[string]string `json:"ranks"`
	// Names are the biomes' and powers' names in the table's language
	// (the rule set's own names are English).
	Names struct {
		Biomes map[string]string `json:"biomes"`
		Powers map[string]string `json:"powers"`
	} `json:"names"`
}

// loadWords parses the wording table.
func loadWords(data []byte) (*words, error) {
	var w words
	if err := json.Unmarshal(data, &w); err != nil {
		return nil, fmt.Errorf("evergreenterm: the wording table (content/words.json): %w", err)
	}
	if err := termkit.CheckHeadings("evergreenterm: the wording table", w.Events, w.Headings); err != nil {
		return nil, err
	}
	if err := w.checkTexts(); err != nil {
		return nil, err
	}
	return &w, nil
}

// fill writes sentence s with the fields f in package wording's
// grammar, the one of every text ({field}, {if:field}…{end}, …): the
// browser's words.js fills the same table with the same grammar
// (web/static/wording.js), and words.golden.json holds them to it. A
// field f lacks reads "".
func fill(s string, f map[string]any) string {
	out, _ := wd.Fill(s, wd.Map(f))
	return strings.TrimSpace(out)
}

// checkTexts parses every sentence and label of w, naming the first that
// breaks the grammar.
func (w *words) checkTexts() error {
	for table, texts := range map[string]map[string]string{"events": w.Events, "labels": w.Labels} {
		if _, err := wd.NewCatalog(texts); err != nil {
			return fmt.Errorf("evergreenterm: the wording table: %s.%w", table, err)
		}
	}
	return nil
}

// label fills one of the table's labels, or returns the key if it has
// none (as words.js does).
func (w *words) label(key string, f map[string]any) string {
	s, ok := w.Labels[key]
	if !ok {
		return key
	}
	return fill(s, f)
}

// counted is the noun for n of something: labels' {key}One or {key}Many.
func (w *words) counted(n int, key string) string {
	if n == 1 {
		return w.Labels[key+"One"]
	}
	return w.Labels[key+"Many"]
}

// or is the first of its arguments that is not "".
func or(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// fields are what an event's sentence may read (content/words.go), the
// same fields words.js computes.
func (u *UI) fields(e engine.Event, names []string) map[string]any {
	w := u.words
	who := ""
	if e.Seat >= 0 {
		if int(e.Seat) < len(names) {
			who = names[e.Seat]
		}
		if who == "" {
			who = w.label("seatName", map[string]any{"n": int(e.Seat) + 1})
		}
	}
	biome := ""
	for _, bm := range u.rs.Biomes {
		if bm.ID == e.Ref {
			biome = u.biomeName(bm.ID)
		}
	}
	forfeit := w.label("forfeitAction", nil)
	if e.Ref != "action" {
		forfeit = w.label("forfeitPower", map[string]any{"power": u.powerLabel(e.Ref)})
	}
	steps := "use"
	if e.Ref == "action" {
		steps = "step"
	}
	return map[string]any{
		"type": e.Type, "seat": int(e.Seat), "amount": e.Amount, "ref": e.Ref, "detail": e.Detail,
		"who":     who,
		"points":  w.counted(e.Amount, "points"),
		"cards":   w.counted(e.Amount, "card"),
		"steps":   w.counted(e.Amount, steps),
		"card":    or(u.cardLabel(e.Ref), u.cardLabel(e.Detail)),
		"biome":   biome,
		"side":    or(w.Sides[e.Detail], e.Detail),
		"symbol":  w.Symbols[e.Detail],
		"order":   or(w.Orders[e.Detail], e.Detail),
		"space":   u.spaceName(e.Amount),
		"piece":   or(w.Pieces[e.Ref], e.Ref),
		"power":   u.powerLabel(e.Ref),
		"forfeit": forfeit,
	}
}

// cardLabel is a card's name in a sentence, "Grassland · Sprout", or ""
// for no card: words.js's Rules.cardName.
func (u *UI) cardLabel(id string) string {
	i, ok := u.rs.CardIndex(id)
	if !ok {
		return ""
	}
	c := u.rs.Cards[i]
	biome := u.words.Labels["wild"]
	for _, bm := range u.rs.Biomes {
		if bm.ID == c.Biome {
			biome = u.biomeName(bm.ID)
		}
	}
	return biome + " · " + u.powerLabel(c.Power)
}

// powerLabel is a power's name, or its id if the rule set has none.
func (u *UI) powerLabel(id string) string { return u.powerName(id) }

// sentence words e from the table: what every front end says of it, ""
// for an event the table leaves out of logs, and the type itself for
// one it lacks (so that a gap shows rather than hides).
func (u *UI) sentence(e engine.Event, names []string) string {
	s, ok := u.words.Events[e.Type]
	if !ok {
		return e.Type
	}
	if s == "" {
		return ""
	}
	return fill(s, u.fields(e, names))
}

// Tell words log[from:] as the browser shows it: every event the table
// has a sentence for, a round's start as a heading (game.Teller). Its
// sentences read only an event's public fields, so they are the same
// for every viewer.
func (u *UI) Tell(log []engine.Event, from int, _ engine.Seat, names []string) []game.Told {
	var out []game.Told
	for i := from; i < len(log); i++ {
		if text := u.sentence(log[i], names); text != "" {
			out = append(out, game.Told{At: i, Kind: cmp.Or(u.words.Headings[log[i].Type], game.TellEvent), Text: text})
		}
	}
	return out
}

// Events words log[from:] for viewer as Tell does, one line each; a
// season's start is a heading in bold.
func (u *UI) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	return u.Log(log, u.Tell(log, from, viewer, u.Names), silent, indent)
}
