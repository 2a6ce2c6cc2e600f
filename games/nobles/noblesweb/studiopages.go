package noblesweb

// The Rules Studio's pages: the front page (the default laid out, the
// library, open and import), a rule set's page (browse, diff, share,
// preview) and the editor. The templates are templates/studio*.html.

import (
	"evergreen/game/provenance"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesterm"
	"evergreen/web/gameweb"
)

// studioPage is what the Studio's templates read: the page every
// Studio fills and Nobles' own parts.
type studioPage struct {
	gameweb.StudioPage
	// Browse lays out the rule set item by item.
	Browse *studioBrowse
	// Changes is the diff from the default.
	Changes []noblesterm.Worded
	// Vocabulary is the effect vocabulary the editor's forms offer
	// (embedded in the page as JSON, so the editor keeps no copy).
	Vocabulary *nobles.EffectVocabulary
	// Badges are the provenance badges the editor offers, with their
	// words (package provenance), embedded as JSON like the vocabulary.
	Badges []nobles.Term
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

// studioPages are the Studio's pages (gameweb.StudioPages) with Nobles'
// parts as hooks.
func (s *site) studioPages() *gameweb.StudioPages[compiled] {
	return &gameweb.StudioPages[compiled]{
		RulesetPages: gameweb.RulesetPages[compiled]{
			Host: s.host, Log: s.log, Lookup: s.lookup, Unknown: errNoRules,
			Code: func(c compiled) string { return c.Code },
		},
		Lib: s.lib, Pages: s.pages,
		Default: s.def, DocName: func(c compiled) string { return c.Name },
		IndexTitle: "Rules Studio",
		Figures:    gameweb.PreviewFigures{Offer: previewOffer, Charts: previewCharts},
		Legend:     provenance.Legend(),
		Index:      "studio.html", View: "studio-view.html", Edit: "studio-edit.html",
		IndexPage: func(p gameweb.StudioPage) any {
			return studioPage{StudioPage: p, Browse: browse(&s.def.Rules, &s.def.Rules)}
		},
		ViewPage: func(p gameweb.StudioPage, rs compiled) any {
			return studioPage{StudioPage: p, Browse: browse(&rs.Rules, &s.def.Rules),
				Changes: noblesterm.DiffWords(&s.def.Rules, &rs.Rules)}
		},
		EditPage: func(p gameweb.StudioPage) any {
			vocab := nobles.Vocabulary()
			sp := studioPage{StudioPage: p, Vocabulary: &vocab}
			for _, b := range provenance.Legend() {
				sp.Badges = append(sp.Badges, nobles.Term{Value: b.Name, Label: b.Label})
			}
			return sp
		},
	}
}
