package noblesweb

// The Rules Studio, declared for the platform's one Studio
// (gameweb.NewStudio): browse the default rule set, copy it, edit it
// with every problem shown beside its field, save it under a name and a
// content-addressed code, share it by code or file, diff it against the
// default (in the words of nobles.DiffWords, the same as `evergreen
// rules diff`), and preview its balance with bot games. What is Nobles'
// own: the rule set laid out (studioBrowse, templates/studio/), its
// editor's fields (fields.json and effectFields, drawn
// by the platform's form), its words (content/studio*.json), its
// preview's Houses and charts, and its page module (assets/studio.js:
// the board loop drawn, a text's preview, the preview's summary).
//
// A table created with "rules_code" records that code, so its replays
// and its Rulebook always use exactly those rules.

import (
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"

	"evergreen/game"
	"evergreen/game/provenance"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/preview"
	"evergreen/ruleset"
	"evergreen/web/gameweb"
)

// fieldsJSON names a rule set's parts in words (gameweb.Field); those
// with a kind the platform's editor draws itself.
//
//go:embed fields.json
var fieldsJSON []byte

//go:embed templates/studio/*.html
var studioFS embed.FS

// studio declares Nobles' Studio.
func (s *site) studio() (gameweb.StudioSpec[*nobles.Ruleset], error) {
	tpl, _ := fs.Sub(studioFS, "templates/studio")
	assets, _ := fs.Sub(assetsFS, "assets")
	words, err := content.StudioWords()
	if err != nil {
		return gameweb.StudioSpec[*nobles.Ruleset]{}, err
	}
	edit, err := editorData()
	if err != nil {
		return gameweb.StudioSpec[*nobles.Ruleset]{}, err
	}
	effects, err := effectFields(words)
	if err != nil {
		return gameweb.StudioSpec[*nobles.Ruleset]{}, err
	}
	return gameweb.StudioSpec[*nobles.Ruleset]{
		Open: s.open,
		Meta: func(rs *nobles.Ruleset) gameweb.RulesMeta {
			return gameweb.RulesMeta{Code: rs.Code, Name: rs.Name, Description: rs.Description, Doc: rs.Doc}
		},
		Changes: func(lang string, def, rs *nobles.Ruleset) any { return nobles.DiffWords(lang, &def.Rules, &rs.Rules) },
		Draft: func(lang string, def *nobles.Ruleset, merged []byte) any {
			var r nobles.Rules
			if merged == nil || ruleset.DecodeStrict(merged, &r) != nil {
				return []nobles.Worded{}
			}
			r.RenderTexts() // the default's texts are rendered: compare like with like
			return nobles.DiffWords(lang, &def.Rules, &r)
		},
		Browse:     func(rs, def *nobles.Ruleset) any { return s.browseIn(rs, def, locale.Default) },
		BrowseIn:   s.browseIn,
		EditIn:     func(lang string) any { return edit[lang] },
		Words:      words,
		Named:      nobles.NamedIn,
		Funcs:      template.FuncMap{"sign": sign},
		Fields:     effects,
		FieldsJSON: fieldsJSON,
		Templates:  tpl, Assets: assets, Script: "studio.js",
		Styles:   []string{"/games/nobles/assets/nobles.css", "nobles-pages.css"},
		Figures:  &gameweb.PreviewFigures{Offer: previewOffer, Charts: previewCharts},
		SeatsKey: "houses",
		FromBody: func(r *http.Request) (gameweb.PreviewRequest, error) {
			var req previewRequest
			err := gameweb.Decode(r, &req)
			return gameweb.PreviewRequest{Games: req.Games, Bots: req.Bots, Seats: req.Houses}, err
		},
		ExportName:   func(code string) string { return "evergreen-rules-" + code + ".json" },
		NoGameInList: true,
	}, nil
}

// sign is "+" before a positive amount, for a modifier in words.
func sign(n int) string {
	if n > 0 {
		return "+"
	}
	return ""
}

// previewOffer: the bots a preview may seat, quickest first (the steward
// fills a table by default); the page offers the three levels and random
// moves. The expert searches (the Studio finds it out from the bots,
// preview.Offer.Search), so a preview with it plays at most
// preview.MaxSearchGames games.
var previewOffer = preview.Offer{
	Bots:  []string{"steward", "skilled", "novice", "expert", "random"},
	Seats: 4,
	Min:   nobles.MinSeats,
	Max:   nobles.MaxSeats,
}

// previewCharts are the built-in charts in Nobles' words and two of
// Nobles' own. The metric keys are the simulator report's JSON names.
var previewCharts = preview.Charter{
	ScoresTitle: "Final scores (Gems given + Vault Tokens held)",
	Per:         "nobles",
	Own: []preview.Chart{
		{
			Name: "gems-tokens", Title: "Gems against Vault Tokens (mean per noble)", YLabel: "per noble",
			Metrics: []game.Metric{{Key: "gems", Label: "House Gems given"}, {Key: "tokens", Label: "Vault Tokens held"}, {Key: "score", Label: "Final score"}},
		},
		{
			Name: "ordeals", Title: "Ordeals failed and their cost (mean per noble per year)", YLabel: "per noble per year",
			Metrics: []game.Metric{{Key: "ordeal_failures", Label: "Ordeal failures"}, {Key: "surrendered_turns", Label: "Turns surrendered"}, {Key: "tokens_converted", Label: "Tokens converted"}},
		},
	},
}

// previewRequest is the body of POST /api/rulesets/{code}/preview. Bots
// is one bot name for every seat (Houses of them, default 4) or a list,
// one per seat.
type previewRequest struct {
	Games  int             `json:"games"`
	Bots   json.RawMessage `json:"bots"`
	Houses int             `json:"houses"`
}

// studioBrowse is a rule set laid out for reading.
type studioBrowse struct {
	Rules     *nobles.Rules
	Stretches []studioStretch
	// Spaces counts the board's spaces by kind.
	Spaces map[string]int
	// VirtueNames maps Virtue ids to names, for the Houses.
	VirtueNames map[string]string
	// ItemNames maps Market item ids to names, for conditions.
	ItemNames map[string]string
	// Badges holds every badge the page shows, derived against the
	// default (nobles.BadgesOf): by setting ("turn_counting", "income",
	// "rulings.item_once", …), by entry ("virtues/ID", "market/ID",
	// "houses/ID", "decks.ordeal/ID", …) and by turn-counting reading
	// ("reading/per_noble", "reading/shared").
	Badges map[string]provenance.Badge
	// EffectDecks are the Ordeals and the Decrees, each by its name.
	EffectDecks []studioDeck
}

type studioDeck struct {
	Name  string
	Cards []nobles.Card
}

type studioStretch struct {
	Season string
	Spaces []studioSpace
}

type studioSpace struct {
	N    int
	Kind string
}

// browseIn is rs laid out in lang: its texts in lang where it has them
// (nobles.Ruleset.RulesIn), its badges against def.
func (s *site) browseIn(rs, def *nobles.Ruleset, lang string) any {
	r, err := rs.RulesIn(lang)
	if err != nil {
		r = rs.Rules // a text that does not fill: the checker names it
	}
	return browse(&r, nobles.BadgesOf(&rs.Rules, &def.Rules))
}

// browse lays r out with badges (decided on the rule set as written,
// against the default).
func browse(r *nobles.Rules, badges nobles.Badges) *studioBrowse {
	b := &studioBrowse{Rules: r, Spaces: map[string]int{}, VirtueNames: map[string]string{}, ItemNames: map[string]string{},
		Badges: map[string]provenance.Badge{}}
	for k, v := range badges.Settings {
		b.Badges[k] = provenance.Get(v)
	}
	for k, v := range badges.Entries {
		b.Badges[k] = provenance.Get(v)
	}
	for _, rd := range []string{nobles.PerNoble, nobles.Shared} {
		b.Badges["reading/"+rd] = provenance.Get(nobles.ReadingBadge(rd))
	}
	per := len(r.Board) / nobles.Seasons
	for s := range nobles.Seasons {
		st := studioStretch{Season: nobles.SeasonName(s)}
		for i := s * per; i < (s+1)*per && i < len(r.Board); i++ {
			st.Spaces = append(st.Spaces, studioSpace{N: i + 1, Kind: r.Board[i]})
		}
		b.Stretches = append(b.Stretches, st)
	}
	for _, k := range r.Board {
		b.Spaces[k]++
	}
	for _, v := range r.Virtues {
		b.VirtueNames[v.ID] = v.Name
	}
	for _, it := range r.Market {
		b.ItemNames[it.ID] = it.Name
	}
	b.EffectDecks = []studioDeck{{nobles.SpaceOrdeal, r.Decks.Ordeal}, {nobles.SpaceDecree, r.Decks.Decree}}
	return b
}

// What the platform's editor form reads of Nobles beyond fields.json:
// the choices the rules decide (the effect vocabulary, nobles.Vocabulary,
// labelled in each locale from content/vocabulary*.json, and the
// provenance badges), and the fields of every list of effects, which are
// alike but for where they are written.

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
			if k.OwnDraws {
				cs["own_draws"] = append(cs["own_draws"], choice{k.Kind, k.Kind})
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
		// The texts as written: "{n}" is the form's to fill.
		f.Path, f.Words, f.Part, f.In = path, words[locale.Default][key], true, map[string]string{}
		for _, lang := range locale.Tags() {
			if lang != locale.Default {
				f.In[lang] = words[lang][key]
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
			// Whose cards: only for the kinds with an own scope.
			out = append(out, field(e+".who", "ns.f.whose", gameweb.Field{Kind: "choice", Optional: true,
				FormParts: gameweb.FormParts{From: "who." + p.place, When: &gameweb.When{Key: "kind", From: "own_draws"}}}))
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
