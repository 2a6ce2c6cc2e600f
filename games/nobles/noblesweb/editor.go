package noblesweb

// What the platform's editor form reads of Nobles beyond fields.json:
// the choices the rules decide (the effect vocabulary, nobles.Vocabulary,
// labelled in each locale from content/vocabulary*.json, and the
// provenance badges), and the fields of every list of effects, which are
// alike but for where they are written.

import (
	"encoding/json"
	"fmt"

	"evergreen/game/provenance"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/web/gameweb"
)

// choice is one value of an editor's list, in words.
type choice struct {
	Value string `json:"value"`
	Words string `json:"words"`
}

// labels is content/vocabulary.json in one locale.
type labels struct {
	Kinds      map[string]string            `json:"kinds"`
	Who        map[string]map[string]string `json:"who"`
	Conditions map[string]string            `json:"conditions"`
	Durations  map[string]string            `json:"durations"`
}

func labelsIn(lang string) (labels, error) {
	raw := content.VocabularyLabels()
	if lang != locale.Default {
		var err error
		if raw, err = content.VocabularyLabelsIn(lang); err != nil {
			return labels{}, err
		}
	}
	var l labels
	if err := json.Unmarshal(raw, &l); err != nil {
		return labels{}, fmt.Errorf("vocabulary in %s: %w", lang, err)
	}
	return l, nil
}

// places are where effects are written, with their lists' paths.
var places = []struct{ place, list, item, words string }{
	{nobles.PlaceVirtue, "virtues[].modifiers", "ns.f.modifier", "ns.f.modifiers"},
	{nobles.PlaceItem, "market[].modifiers", "ns.f.modifier", "ns.f.modifiers"},
	{nobles.SpaceProving, "decks.proving[].options[].effects", "ns.f.effect", "ns.f.chooser"},
	{nobles.SpaceOrdeal, "decks.ordeal[].effects", "ns.f.effect", "ns.f.effects"},
	{nobles.SpaceDecree, "decks.decree[].effects", "ns.f.effect", "ns.f.effects"},
}

// editorData is the editor's data (#studio-data) by locale: its
// "choices", each a list of values in words ("kinds.ordeal",
// "who.decree", "durations", "badges"), and the kinds that take an
// amount ("amount") or last ("lasts").
func editorData() (map[string]any, error) {
	frame, err := locale.Load()
	if err != nil {
		return nil, err
	}
	v := nobles.Vocabulary()
	out := map[string]any{}
	for _, lang := range locale.Tags() {
		l, err := labelsIn(lang)
		if err != nil {
			return nil, err
		}
		cs := map[string][]choice{}
		for _, b := range provenance.Legend() {
			cs["badges"] = append(cs["badges"], choice{b.Name, frame.T(lang, "badge."+b.Name)})
		}
		for _, k := range v.Kinds {
			for _, p := range k.Places {
				cs["kinds."+p] = append(cs["kinds."+p], choice{k.Kind, l.Kinds[k.Kind]})
			}
			if k.Amount {
				cs["amount"] = append(cs["amount"], choice{k.Kind, k.Kind})
			}
			if k.Modifier {
				cs["lasts"] = append(cs["lasts"], choice{k.Kind, k.Kind})
			}
		}
		for place, who := range v.Who {
			for _, w := range who {
				cs["who."+place] = append(cs["who."+place], choice{w.Value, l.Who[place][w.Value]})
			}
		}
		for _, d := range v.Durations {
			cs["durations"] = append(cs["durations"], choice{d.Value, l.Durations[d.Value]})
		}
		out[lang] = map[string]any{"choices": cs}
	}
	return out, nil
}

// effectFields are the fields of every list of effects: its entries,
// their kind, amount and, on a card, who, how long and for whom.
func effectFields(words map[string]map[string]string) ([]gameweb.Field, error) {
	w, err := locale.New(words)
	if err != nil {
		return nil, fmt.Errorf("the Studio's words: %w", err)
	}
	en, err := labelsIn(locale.Default)
	if err != nil {
		return nil, err
	}
	in := map[string]labels{}
	for _, lang := range locale.Tags() {
		if in[lang], err = labelsIn(lang); err != nil {
			return nil, err
		}
	}
	field := func(path, key string, f gameweb.Field) gameweb.Field {
		f.Path, f.Words, f.Part, f.In = path, w.T(locale.Default, key), true, map[string]string{}
		for _, lang := range locale.Tags() {
			if lang != locale.Default {
				f.In[lang] = w.T(lang, key)
			}
		}
		return f
	}
	v := nobles.Vocabulary()
	var out []gameweb.Field
	for _, p := range places {
		e := p.list + "[]"
		newEffect := `{"kind": "gain", "amount": 100}`
		switch p.place {
		case nobles.SpaceOrdeal:
			newEffect = `{"kind": "pay", "amount": 100}`
		case nobles.PlaceVirtue, nobles.PlaceItem:
			newEffect = `{"kind": "income", "amount": 100}`
		}
		out = append(out,
			field(p.list, p.words, gameweb.Field{Kind: "rows", FormParts: gameweb.FormParts{New: json.RawMessage(newEffect)}}),
			field(e, p.item, gameweb.Field{}),
			field(e+".kind", "ns.f.kind", gameweb.Field{Kind: "choice", FormParts: gameweb.FormParts{From: "kinds." + p.place}}),
			field(e+".amount", "ns.f.amount", gameweb.Field{Kind: "number", Optional: true,
				FormParts: gameweb.FormParts{When: &gameweb.When{Key: "kind", From: "amount"}, Default: json.RawMessage("100")}}))
		if p.place == nobles.PlaceVirtue || p.place == nobles.PlaceItem {
			continue
		}
		out = append(out,
			field(e+".who", "ns.f.who", gameweb.Field{Kind: "choice", Optional: true, FormParts: gameweb.FormParts{From: "who." + p.place}}),
			field(e+".duration", "ns.f.lasts", gameweb.Field{Kind: "oneof",
				FormParts: gameweb.FormParts{From: "durations", When: &gameweb.When{Key: "kind", From: "lasts"}, Default: json.RawMessage(`{"turns": 1}`)}}),
			field(e+".duration.turns", "ns.f.turns", gameweb.Field{Kind: "number", FormParts: gameweb.FormParts{Default: json.RawMessage("1")}}),
			field(e+".duration.seasons", "ns.f.seasons", gameweb.Field{Kind: "number", FormParts: gameweb.FormParts{Default: json.RawMessage("1")}}),
			field(e+".if", "ns.f.limit", gameweb.Field{Kind: "group"}))
		for _, c := range append(append([]nobles.Term(nil), v.Conditions...), v.ItemCondition) {
			f := gameweb.Field{Path: e + ".if." + c.Value, Words: en.Conditions[c.Value], Part: true, Kind: "number", Optional: true, In: map[string]string{}}
			if c == v.ItemCondition {
				f.Kind, f.FromDoc = "choice", &gameweb.DocChoices{List: "market", Value: "id", Words: "name"}
			}
			for _, lang := range locale.Tags() {
				if lang != locale.Default {
					f.In[lang] = in[lang].Conditions[c.Value]
				}
			}
			out = append(out, f)
		}
	}
	return out, nil
}
