package noblesweb

// The Rules Studio, declared for the platform's one Studio
// (gameweb.NewStudio): browse the default rule set, copy it, edit it
// with every problem shown beside its field, save it under a name and a
// content-addressed code, share it by code or file, diff it against the
// default (in the words of nobles.DiffWords, the same as `evergreen
// rules diff`), and preview its balance with bot games. What is Nobles'
// own: the rule set laid out (studioBrowse, templates/studio/), the
// editor's form (assets/studio.js), its fields in words, its preview's
// Houses and charts.
//
// A table created with "rules_code" records that code, so its replays
// and its Rulebook always use exactly those rules.

import (
	"embed"
	"encoding/json"
	"io/fs"
	"net/http"

	"evergreen/game"
	"evergreen/game/provenance"
	"evergreen/games/nobles"
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
func (s *site) studio() gameweb.StudioSpec[*nobles.Ruleset] {
	tpl, _ := fs.Sub(studioFS, "templates/studio")
	assets, _ := fs.Sub(assetsFS, "assets")
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
		Browse: func(rs, def *nobles.Ruleset) any {
			b := browse(&rs.Rules, &def.Rules)
			b.Translations = translationsOf(rs)
			return b
		},
		Edit: func() any {
			var badges []nobles.Term
			for _, b := range provenance.Legend() {
				badges = append(badges, nobles.Term{Value: b.Name, Label: b.Label})
			}
			return map[string]any{"vocabulary": nobles.Vocabulary(), "badges": badges}
		},
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
	}
}

// previewOffer: the bots a preview may seat, quickest first (the steward
// fills a table by default); the page offers the levels and random
// moves. The search bot is offered at its easy level only: harder levels
// take minutes a game.
var previewOffer = preview.Offer{
	Bots:  []string{"steward", "skilled", "novice", "steward-lite", "random", "ismcts:easy"},
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
	// Translations says, locale by locale, which texts are left in
	// English (studioTranslations).
	Translations []studioTranslation
}

type studioStretch struct {
	Season string
	Spaces []studioSpace
}

type studioSpace struct {
	N    int
	Kind string
}

func browse(r, def *nobles.Rules) *studioBrowse {
	b := &studioBrowse{Rules: r, Spaces: map[string]int{}, VirtueNames: map[string]string{}, ItemNames: map[string]string{},
		Badges: map[string]provenance.Badge{}}
	badges := nobles.BadgesOf(r, def)
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
	return b
}
