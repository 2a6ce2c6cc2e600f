// Package everdellwords says Everdell in words: what each card, location
// and event does, and the log's sentences, from content/words.json with
// every number read from the rule set in force (a table that changes a
// card's gain reads its own numbers). LoadIn reads the same table in
// another locale (content/words.{de,es,zh-Hant}.json), so each viewer
// reads a table in their own language while the move log stays free of
// any.
package everdellwords

import (
	"encoding/json"
	"fmt"
	"strconv"

	"evergreen/engine"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/locale"
	"evergreen/wording"
)

// Ruling is one of the seed's statements beside the published rule.
type Ruling struct {
	Topic     string `json:"topic"`
	Seed      string `json:"seed"`
	Original  string `json:"original"` // the seed's own statement, in its language (Spanish)
	Published string `json:"published"`
	Badge     string `json:"badge"` // "source-confirmed" or "differs"
}

// Words is the wording table.
type Words struct {
	Cards     map[string]string `json:"cards"`
	Locations map[string]string `json:"locations"`
	Events    map[string]string `json:"events"`
	Log       map[string]string `json:"log"`
	Rulings   []Ruling          `json:"rulings"`
	// Solo is how the solitary opponent plays, for the Rulebook: Rugwort's
	// published rules in our words, then our readings and the variant.
	Solo []SoloRule `json:"solo"`
	// Names are the default rule set's names of its cards, locations and
	// events in this table's language (English: as the rule set writes
	// them). A rule set's own name (a Studio variant's) is kept as written.
	Names Names `json:"names"`
	// Terms are the few words the log's fields read: "fromHand",
	// "fromMeadow", "onePoint", "points" and "anyResource" ({amount}), and the solo
	// opponents "rival" and "rugwort" at the start of a sentence.
	Terms map[string]string `json:"terms"`
	// Seasons name each season inside a sentence; Resources name each
	// resource, one and many.
	Seasons   map[string]string `json:"seasons"`
	Resources map[string]Noun   `json:"resources"`
	// Book is the Rulebook's words for its tables (see Book).
	Book Book `json:"book"`
	// Ranks are the default rule set's solitary rank titles in this
	// table's language, by their English (see Rank).
	Ranks map[string]string `json:"ranks"`

	tag     string // the locale, "en" for English
	english *Names // the English names, to tell the rule set's own from the default's
}

// Names are names by id.
type Names struct {
	Cards     map[string]string `json:"cards"`
	Locations map[string]string `json:"locations"`
	Events    map[string]string `json:"events"`
}

// Noun is a word in the singular and the plural.
type Noun struct {
	One  string `json:"one"`
	Many string `json:"many"`
}

// SoloRule is one paragraph of the solitary rules.
type SoloRule struct {
	Topic string `json:"topic"`
	Text  string `json:"text"`
	Badge string `json:"badge"` // "source" or "provisional"
	// Opponent is "rival" for a paragraph about the rival variant, which
	// a Rulebook shows only where a table plays it; empty, Rugwort.
	Opponent string `json:"opponent,omitempty"`
}

// Load reads the wording table in English.
func Load() (*Words, error) { return read(content.Words(), "words.json", locale.Default) }

// LoadIn reads the wording table in locale tag (one of locale.Tags);
// English for "en" or "".
func LoadIn(tag string) (*Words, error) {
	if tag == "" || tag == locale.Default {
		return Load()
	}
	raw, err := content.WordsIn(tag)
	if err != nil {
		return nil, fmt.Errorf("everdellwords: %w", err)
	}
	en, err := Load()
	if err != nil {
		return nil, err
	}
	w, err := read(raw, "words."+tag+".json", tag)
	if err != nil {
		return nil, err
	}
	w.english = &en.Names
	return w, nil
}

// LoadAll reads the wording table in every locale, by tag.
func LoadAll() (map[string]*Words, error) {
	out := map[string]*Words{}
	for _, tag := range locale.Tags() {
		w, err := LoadIn(tag)
		if err != nil {
			return nil, err
		}
		out[tag] = w
	}
	return out, nil
}

func read(raw []byte, file, tag string) (*Words, error) {
	var w Words
	if err := json.Unmarshal(raw, &w); err != nil {
		return nil, fmt.Errorf("everdellwords: %s: %w", file, err)
	}
	if err := w.check(file); err != nil {
		return nil, err
	}
	w.tag = tag
	w.english = &w.Names
	return &w, nil
}

// Locale is the table's locale ("en", "de", …).
func (w *Words) Locale() string { return w.tag }

// CardName is card id's name in w's language: the default rule set's
// name translated, a rule set's own as written.
func (w *Words) CardName(rs *everdell.Ruleset, id string) string {
	if c, ok := rs.Card(id); ok {
		return local(w.Names.Cards, w.english.Cards, id, c.Name)
	}
	return ""
}

// LocationName is location id's name in w's language (see CardName).
func (w *Words) LocationName(rs *everdell.Ruleset, id string) string {
	if l, ok := rs.Location(id); ok {
		return local(w.Names.Locations, w.english.Locations, id, l.Name)
	}
	return ""
}

// EventName is event id's name in w's language (see CardName).
func (w *Words) EventName(rs *everdell.Ruleset, id string) string {
	if e, ok := rs.Event(id); ok {
		return local(w.Names.Events, w.english.Events, id, e.Name)
	}
	return ""
}

// local is here's name for id when the rule set names it as the default
// does (en[id]); otherwise the rule set's own name.
func local(here, en map[string]string, id, name string) string {
	if n := here[id]; n != "" && en[id] == name {
		return n
	}
	return name
}

// Card says what card id does under rs.
func (w *Words) Card(rs *everdell.Ruleset, id string) string {
	c, ok := rs.Card(id)
	if !ok {
		return ""
	}
	return Fill(w.Cards[id], w.effectFields(rs, c.Effect))
}

// Location says what location id does under rs.
func (w *Words) Location(rs *everdell.Ruleset, id string) string {
	l, ok := rs.Location(id)
	if !ok {
		return ""
	}
	return Fill(w.Locations[id], w.effectFields(rs, l.Effect))
}

// Event says what achieving event id needs or does under rs.
func (w *Words) Event(rs *everdell.Ruleset, id string) string {
	e, ok := rs.Event(id)
	if !ok {
		return ""
	}
	f := map[string]string{}
	if e.Effect != nil {
		f = w.effectFields(rs, *e.Effect)
	}
	if e.Requires.Count > 0 {
		f["count"] = strconv.Itoa(e.Requires.Count)
	}
	if e.Requires.EachType > 0 {
		f["each_type"] = strconv.Itoa(e.Requires.EachType)
	}
	return Fill(w.Events[id], f)
}

// Line says event e of the log; names are the seats' names.
func (w *Words) Line(rs *everdell.Ruleset, e engine.Event, names []string) string {
	name := func(s int) string {
		if s >= 0 && s < len(names) {
			return names[s]
		}
		return ""
	}
	f := map[string]string{"who": name(int(e.Seat)), "detail": e.Detail, "res": e.Ref}
	if e.Amount != 0 {
		f["amount"] = strconv.Itoa(e.Amount)
	}
	f["from"] = map[string]string{"hand": w.Terms["fromHand"], "meadow": w.Terms["fromMeadow"]}[e.Detail]
	if n := w.CardName(rs, e.Ref); n != "" {
		f["card"], f["place"] = n, n
	}
	if n := w.CardName(rs, e.Secret); n != "" {
		f["card"] = n
	}
	if n := w.LocationName(rs, e.Ref); n != "" {
		f["place"] = n
	}
	if n := w.EventName(rs, e.Ref); n != "" {
		f["event"], f["place"] = n, n
	}
	f["season"] = e.Ref
	if n := w.Seasons[e.Ref]; n != "" {
		f["season"] = n
	}
	switch r := resIndex(e.Ref); {
	case r >= 0:
		var b everdell.Bag
		b[r] = e.Amount
		f["stuff"] = w.Say(b)
	case e.Ref == "points" && e.Amount == 1:
		f["stuff"] = w.Terms["onePoint"]
	case e.Ref == "points":
		f["stuff"] = Fill(w.Terms["points"], map[string]string{"amount": strconv.Itoa(e.Amount)})
	case e.Ref == "any":
		f["stuff"] = Fill(w.Terms["anyResource"], map[string]string{"amount": strconv.Itoa(e.Amount)})
	default:
		f["stuff"] = fmt.Sprintf("%d %s", e.Amount, e.Ref)
	}
	if o, err := strconv.Atoi(e.Detail); err == nil {
		f["target"] = name(o)
	}
	f["opponent"] = w.Terms["rugwort"]
	if rs.Solo != nil && rs.Solo.Opponent == everdell.OpponentRival {
		f["opponent"] = w.Terms["rival"]
	}
	return Fill(w.Log[e.Type], f)
}

func resIndex(name string) int {
	for r := range everdell.NumRes {
		if everdell.ResName(r) == name {
			return r
		}
	}
	return -1
}

// effectFields are the placeholders an effect fills.
func (w *Words) effectFields(rs *everdell.Ruleset, e everdell.Effect) map[string]string {
	f := map[string]string{}
	num := func(k string, v int) {
		if v != 0 {
			f[k] = strconv.Itoa(v)
		}
	}
	num("cards", e.Cards)
	num("points", e.Points)
	num("any", e.Any)
	num("max", e.Max)
	num("each", e.Each)
	num("ratio", e.Ratio)
	num("discard", e.Discard)
	num("tokens", e.Tokens)
	if e.And != nil {
		num("and_each", e.And.Each)
	}
	if s := w.Say(e.Gain.Bag()); s != "" {
		f["gain"] = s
	}
	if s := w.Say(e.Bonus.Bag()); s != "" {
		f["bonus"] = s
	}
	if s := w.Say(e.Discount.Bag()); s != "" {
		f["discount"] = s
	}
	if e.Resource != "" {
		f["resource"] = w.Resources[e.Resource].Many
	}
	for k, id := range map[string]string{"per": e.Per, "if_card": e.IfCard} {
		if n := w.CardName(rs, id); n != "" {
			f[k] = n
		}
	}
	return f
}

// Say says an amount of resources in w's language: "2 twigs and 1
// resin", "2 ramitas y 1 resina".
func (w *Words) Say(b everdell.Bag) string {
	var parts []string
	for r, n := range b {
		if n == 0 {
			continue
		}
		noun := w.Resources[everdell.ResName(r)]
		name := noun.One
		if n != 1 {
			name = noun.Many
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, name))
	}
	return w.List(parts)
}

// formatter writes numbers and lists in w's language.
func (w *Words) formatter() wording.Formatter {
	if w.tag == locale.Default {
		return wording.English
	}
	return locale.FormatterOf(w.tag)
}

// Resources says an amount of resources in English: "2 twigs and 1
// resin" (the terminal's and the Studio's; Words.Say in a locale).
func Resources(b everdell.Bag) string {
	var parts []string
	for r, n := range b {
		if n == 0 {
			continue
		}
		name := everdell.ResName(r)
		if n != 1 {
			name = plural(name)
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, name))
	}
	return wording.English.List(parts)
}

func plural(res string) string {
	switch res {
	case "berry":
		return "berries"
	case "resin":
		return "resin"
	}
	return res + "s"
}

// Fill writes t with fields in package wording's grammar, the one of
// every text (see package content); a field fields lacks reads "".
func Fill(t string, fields map[string]string) string {
	m := make(wording.Map, len(fields))
	for k, v := range fields {
		m[k] = v
	}
	out, _ := wording.Fill(t, m)
	return out
}

// check parses every text of w, naming the first that breaks the
// grammar.
func (w *Words) check(file string) error {
	for table, texts := range map[string]map[string]string{"cards": w.Cards, "locations": w.Locations, "events": w.Events, "log": w.Log, "terms": w.Terms, "book": w.Book.Texts} {
		if _, err := wording.NewCatalog(texts); err != nil {
			return fmt.Errorf("everdellwords: %s: %s.%w", file, table, err)
		}
	}
	for r := range everdell.NumRes {
		if n := w.Resources[everdell.ResName(r)]; n.One == "" || n.Many == "" {
			return fmt.Errorf("everdellwords: %s: resources.%s: the resource needs a name, one and many", file, everdell.ResName(r))
		}
	}
	return nil
}

// Rank is a solitary rank's title in w's language: the default rule
// set's title translated, a rule set's own title as written.
func (w *Words) Rank(title string) string {
	if t := w.Ranks[title]; t != "" {
		return t
	}
	return title
}
