package noblesweb

// The Rules Studio's pages: the front page (the default laid out, the
// library, open and import), a rule set's page (browse, diff, share,
// preview) and the editor. The templates are templates/studio*.html.

import (
	"net/http"
	"slices"
	"time"

	"evergreen/game/gameweb"
	"evergreen/game/provenance"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesterm"
	"evergreen/preview"
)

// studioPage is what the Studio's templates read.
type studioPage struct {
	Title string
	// Base is the game's base path, the start of the Studio's links.
	Base string
	// GameName is the game's name in the platform's API ("nobles").
	GameName string
	// Code and Name of the rule set the page is about.
	Code, Name string
	// DefaultCode and DefaultName are the default rule set's.
	DefaultCode, DefaultName string
	IsDefault                bool
	// Saved: the rule set is in the library.
	Saved   bool
	Created time.Time
	// Browse lays out the rule set item by item.
	Browse *studioBrowse
	// Changes is the diff from the default.
	Changes []noblesterm.Worded
	// Library lists the saved rule sets (index page).
	Library []gameweb.LibraryEntry
	// Preview: the bots and charts the balance preview offers, and its
	// limits.
	PreviewBots []string
	Charts      []string
	MaxGames    int
	MaxSearch   int
	// Edit: the rule set the editor starts from ("" for the default),
	// whether it is a new copy, and the effect vocabulary its forms offer
	// (embedded in the page as JSON, so the editor keeps no copy).
	New        bool
	Vocabulary *nobles.EffectVocabulary
	// Legend is every badge with its meaning, for the front page.
	Legend []provenance.Badge
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

func (s *site) page(title string) studioPage {
	return studioPage{
		Title: title, Base: s.host.Base, GameName: s.game.Name(), DefaultCode: s.def.Code, DefaultName: s.def.Name,
		PreviewBots: slices.Clone(previewOffer.Bots), Charts: previewCharts.Names(),
		MaxGames: preview.MaxGames, MaxSearch: preview.MaxSearchGames,
		Legend: provenance.Legend(),
	}
}

func (s *site) pageIndex(w http.ResponseWriter, r *http.Request) {
	p := s.page("Rules Studio")
	def := s.def
	p.Code, p.Name, p.IsDefault = def.Code, def.Name, true
	p.Browse = browse(&def.Rules, &def.Rules)
	lib, err := s.lib.List(r.Context())
	if err != nil {
		s.log.Error("studio: library", "err", err)
	}
	p.Library = lib
	s.renderStudio(w, "studio.html", p)
}

// pageRuleset finds the rule set a page is about, redirecting a code
// typed loosely to its canonical form.
func (s *site) pageRuleset(w http.ResponseWriter, r *http.Request, suffix string) (compiled, bool) {
	return s.rulesetPages().Ruleset(w, r, suffix)
}

// pageOpen sends the "open a code" form on to the rule set's page.
func (s *site) pageOpen(w http.ResponseWriter, r *http.Request) { s.rulesetPages().Open(w, r) }

func (s *site) rulesetPages() gameweb.RulesetPages[compiled] {
	return gameweb.RulesetPages[compiled]{
		Host: s.host, Log: s.log, Lookup: s.lookup, Unknown: errNoRules,
		Code: func(c compiled) string { return c.Code },
	}
}

func (s *site) pageView(w http.ResponseWriter, r *http.Request) {
	rs, ok := s.pageRuleset(w, r, "")
	if !ok {
		return
	}
	name, saved, created := s.name(r.Context(), rs)
	p := s.page(name + " · Rules Studio")
	p.Code, p.Name, p.Saved, p.Created = rs.Code, name, saved, created
	p.IsDefault = rs.Code == s.def.Code
	p.Browse = browse(&rs.Rules, &s.def.Rules)
	p.Changes = noblesterm.DiffWords(&s.def.Rules, &rs.Rules)
	s.renderStudio(w, "studio-view.html", p)
}

func (s *site) pageEdit(w http.ResponseWriter, r *http.Request) {
	p := s.page("Edit a rule set · Rules Studio")
	if r.PathValue("code") == "" {
		// /studio/new: a copy of the default, or of ?from=CODE.
		p.New = true
		p.Code = s.def.Code
		if from := r.URL.Query().Get("from"); from != "" {
			rs, err := s.lookup(r.Context(), from)
			if err != nil {
				s.host.NotFound(w, r, "No such rule set")
				return
			}
			p.Code = rs.Code
		}
	} else {
		rs, ok := s.pageRuleset(w, r, "/edit")
		if !ok {
			return
		}
		p.Code = rs.Code
	}
	vocab := nobles.Vocabulary()
	p.Vocabulary = &vocab
	for _, b := range provenance.Legend() {
		p.Badges = append(p.Badges, nobles.Term{Value: b.Name, Label: b.Label})
	}
	s.renderStudio(w, "studio-edit.html", p)
}

// renderStudio draws a Studio page, never cached: its library changes.
func (s *site) renderStudio(w http.ResponseWriter, name string, p studioPage) {
	s.render(w, http.StatusOK, name, p, true)
}
