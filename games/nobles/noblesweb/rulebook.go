package noblesweb

// The Rulebook and the Crown's Guidance pages.
//
// Both pages are rendered on the server from two things: the text in
// games/nobles/content/rulebook.json, and the rule set in force, either
// the default (/rulebook, /guidance) or a table's own (/t/{code}/rulebook,
// /t/{code}/guidance). The text never states a number a rule set can
// change; it names it with a placeholder (placeholders.go), filled here.

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/web/gameweb"
	"evergreen/wording"
)

// rulebookRoutes registers the Rulebook and Crown's Guidance pages.
func (s *site) rulebookRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /rulebook", s.rulebookPage(pageRules, false))
	m.HandleFunc("GET /guidance", s.rulebookPage(pageGuidance, false))
	m.HandleFunc("GET /t/{code}/rulebook", s.rulebookPage(pageRules, true))
	m.HandleFunc("GET /t/{code}/guidance", s.rulebookPage(pageGuidance, true))
	// The Rulebook's addresses before every game's was .../rulebook.
	m.HandleFunc("GET /rules", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, s.host.Base+"/rulebook", http.StatusMovedPermanently)
	})
	m.HandleFunc("GET /t/{code}/rules", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, s.host.Base+"/t/"+url.PathEscape(r.PathValue("code"))+"/rulebook", http.StatusMovedPermanently)
	})
}

const (
	pageRules    = "rulebook.html"
	pageGuidance = "guidance.html"
)

func (s *site) rulebookPage(name string, atTable bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sp := s.sitePages()
		if s.bookErr != nil {
			sp.Problem(w, http.StatusInternalServerError, "")
			return
		}
		rs, code := s.def.Ruleset, ""
		if atTable {
			var ok bool
			if rs, code, ok = gameweb.TableRules(sp, w, r, "rulebook", s.open); !ok {
				return
			}
		}
		v, errs := s.view(name, rs, code)
		for _, err := range errs {
			s.log.Warn("rulebook: placeholder", "rules", rs.Code, "err", err)
		}
		sp.Render(w, http.StatusOK, name, v)
	}
}

// sitePages draws the Rulebook's pages and their problem page
// ("rb-problem") the way every game's own pages are drawn.
func (s *site) sitePages() gameweb.SitePages {
	return gameweb.SitePages{Host: s.host, Log: s.log, Pages: s.pages, ProblemPage: "rb-problem"}
}

// The page model. Everything is text ready to print: the templates only
// choose, never compute.

type rbView struct {
	Title    string // for the layout's head
	Page     string // "rules" or "guidance"
	Table    string // the table's code, or "" for the default rule set
	Base     string // the game's base path (gameweb.Host.Base)
	Prefix   string // Base, or Base+"/t/CODE": links to the sibling page
	Kicker   string
	Heading  string
	Intro    string
	Legend   []rbBadge
	Set      rbSet
	Rules    []rbRule
	Sections []rbSection
	Market   []rbItem
	Virtues  []rbVirtue
	Board    []rbStretch
	Year     []rbSeason
}

type rbBadge struct {
	Name    string // "source", "provisional", "withheld": the CSS class
	Label   string
	Meaning string
}

type rbLine struct {
	Text  string
	Badge rbBadge
	// ShowBadge: the line's rule or section does not carry one badge for
	// all its lines, so this line shows its own.
	ShowBadge bool
	// Changed: the line shows a number this rule set changes from the
	// Crown's Guidance, so it is the table's variant.
	Changed bool
}

type rbRule struct {
	Number   int
	Title    string
	Heading  string
	Withheld bool
	Badge    rbBadge // empty when its lines differ
	Lines    []rbLine
	Show     map[string]bool
}

type rbSection struct {
	ID         string
	Heading    string
	Badge      rbBadge // empty when its lines differ
	Paragraphs []rbLine
	Readings   []rbReading
	Bullets    []rbLine
	Show       map[string]bool
}

type rbReading struct {
	Reading string
	Title   string
	Text    string
	Verdict string
	Reason  string
	Adopted bool // the Crown's choice
	InUse   bool // the reading this rule set plays
	Badge   rbBadge
}

// rbSet is the rule set in force, with what differs from the Crown's
// Guidance marked.
type rbSet struct {
	Name, Code, Description string
	IsDefault               bool
	Shared                  bool
	TurnsPerSeason          string
	TurnsPerYear            string
	Income                  []rbAmount
	SaveCost                rbAmount
	GiveCost                rbAmount
	TokenValue              rbAmount
	TokenAuto               bool
	SurrenderStacks         bool
	ItemOnce                bool
	// Changed marks values that differ from the Crown's Guidance, by
	// field name: turn_counting, turns_per_season, token_conversion,
	// surrender_stacks, item_once, board, market, virtues.
	Changed map[string]bool
	// Badges by setting (nobles.Badges): turn_counting, income, duties,
	// rulings.token_conversion, rulings.surrender_stacks,
	// rulings.item_once, board, virtues.
	Badges map[string]rbBadge
	// NoVirtues: the table plays the variant without Virtues.
	NoVirtues bool
}

type rbAmount struct {
	Season  string // for income
	Amount  string
	Changed bool
}

type rbItem struct {
	Name     string
	Price    string
	Text     string
	Withheld bool
	Badge    rbBadge
}

type rbVirtue struct {
	Name   string
	Text   string
	Houses []string // the Houses that bring it by default
	Badge  rbBadge
}

type rbStretch struct {
	Season string
	From   int
	To     int
	Spaces []rbSpace
}

type rbSpace struct {
	Number int
	Kind   string
}

type rbSeason struct {
	Season string
	Turns  string
	Income string
}

// view builds the page model of page name under rs. Placeholder problems
// are returned (and marked in the text), not fatal.
func (s *site) view(name string, rs *nobles.Ruleset, code string) (rbView, []error) {
	vars, defVars := rbVars(rs), rbVars(s.def.Ruleset)
	badges := nobles.BadgesOf(&rs.Rules, &s.def.Ruleset.Rules)
	var errs []error
	// fillLine fills text and reports whether it shows a value this rule
	// set changes from the Crown's Guidance.
	fillLine := func(text string) (string, bool) {
		out, keys, err := rbFillKeys(text, vars)
		if err != nil {
			errs = append(errs, err)
		}
		changed := false
		for _, k := range keys {
			if rbRaw(defVars[k]) != rbRaw(vars[k]) {
				changed = true
			}
		}
		return out, changed
	}
	fill := func(text string) string {
		out, _ := fillLine(text)
		return out
	}
	applies := func(when string) bool {
		ok, err := rbWhenHolds(when, vars)
		if err != nil {
			errs = append(errs, err)
		}
		return ok
	}
	// lines fills the lines that apply; a line about settings is badged
	// as they are, any other by its own badge, and either becomes the
	// table's variant once it shows a number the table changed.
	lines := func(ls []content.Line) []rbLine {
		var out []rbLine
		for _, l := range ls {
			if !applies(l.When) {
				continue
			}
			text, changed := fillLine(l.Text)
			name := l.Provenance
			if len(l.About) > 0 {
				var bs []string
				for _, k := range l.About {
					bs = append(bs, badges.Setting(k))
				}
				name = provenance.Weakest(bs...)
			}
			if changed {
				name = provenance.Variant
			}
			out = append(out, rbLine{Text: text, Badge: rbBadgeOf(name), Changed: changed})
		}
		return out
	}
	// once badges a group of lines once when they agree, and each line
	// otherwise.
	once := func(groups ...[]rbLine) rbBadge {
		var names []string
		for _, g := range groups {
			for _, l := range g {
				names = append(names, l.Badge.Name)
			}
		}
		if name, ok := provenance.Common(names); ok {
			return rbBadgeOf(name)
		}
		for _, g := range groups {
			for i := range g {
				g[i].ShowBadge = true
			}
		}
		return rbBadge{}
	}
	show := func(names []string) map[string]bool {
		m := make(map[string]bool, len(names))
		for _, n := range names {
			m[n] = true
		}
		return m
	}

	v := rbView{Table: code, Base: s.host.Base, Prefix: s.host.Base, Set: s.set(rs, badges)}
	if code != "" {
		v.Prefix += "/t/" + code
	}
	for _, b := range provenance.Legend() {
		v.Legend = append(v.Legend, rbBadgeOf(b.Name))
	}
	book := s.book
	switch name {
	case pageRules:
		v.Page, v.Kicker, v.Heading, v.Intro = "rules", book.Rulebook.Kicker, book.Rulebook.Title, fill(book.Rulebook.Intro)
		for _, r := range book.Rulebook.Rules {
			ls := lines(r.Lines)
			v.Rules = append(v.Rules, rbRule{
				Number: r.Number, Title: fill(r.Title), Heading: fill(r.Heading),
				Withheld: r.Withheld(), Badge: once(ls), Lines: ls, Show: show(r.Show),
			})
		}
	case pageGuidance:
		v.Page, v.Kicker, v.Heading, v.Intro = "guidance", book.Guidance.Kicker, book.Guidance.Title, fill(book.Guidance.Intro)
		for _, sc := range book.Guidance.Sections {
			sec := rbSection{
				ID: sc.ID, Heading: fill(sc.Heading),
				Paragraphs: lines(sc.Paragraphs), Bullets: lines(sc.Bullets), Show: show(sc.Show),
			}
			sec.Badge = once(sec.Paragraphs, sec.Bullets)
			for _, rd := range sc.Readings {
				// The reading the Crown adopted is its ruling; one it did
				// not adopt is, where a table plays it, the table's variant.
				badge := provenance.Variant
				if rd.Adopted {
					badge = provenance.Ruling
				}
				sec.Readings = append(sec.Readings, rbReading{
					Reading: rd.Reading, Title: fill(rd.Title), Text: fill(rd.Text),
					Verdict: fill(rd.Verdict), Reason: fill(rd.Reason), Adopted: rd.Adopted,
					InUse: rd.Reading == rs.TurnCounting, Badge: rbBadgeOf(badge),
				})
			}
			v.Sections = append(v.Sections, sec)
		}
	}
	v.Title = v.Heading
	if code != "" {
		v.Title += " · table " + code
	}

	for _, it := range rs.Market {
		v.Market = append(v.Market, rbItem{
			Name: it.Name, Price: wording.English.Number(it.Price), Text: it.Text,
			Withheld: it.Withheld, Badge: rbBadgeOf(badges.Entry("market/" + it.ID)),
		})
	}
	for _, vt := range rs.Virtues {
		rv := rbVirtue{Name: vt.Name, Text: vt.Text, Badge: rbBadgeOf(badges.Entry("virtues/" + vt.ID))}
		for _, h := range rs.Houses {
			if h.Virtue == vt.ID {
				rv.Houses = append(rv.Houses, h.Name)
			}
		}
		v.Virtues = append(v.Virtues, rv)
	}
	stretch := len(rs.Board) / nobles.Seasons
	for sn := range nobles.Seasons {
		st := rbStretch{Season: rbSeasonTitle(sn), From: sn*stretch + 1, To: (sn + 1) * stretch}
		for i := st.From; i <= st.To; i++ {
			st.Spaces = append(st.Spaces, rbSpace{Number: i, Kind: rs.Board[i-1]})
		}
		v.Board = append(v.Board, st)
		v.Year = append(v.Year, rbSeason{
			Season: rbSeasonTitle(sn),
			Turns:  fmt.Sprintf("%d–%d", sn*rs.TurnsPerSeason+1, (sn+1)*rs.TurnsPerSeason),
			Income: wording.English.Number(rs.Income.Season(sn)),
		})
	}
	return v, errs
}

// set describes the rule set in force against the Crown's Guidance.
func (s *site) set(rs *nobles.Ruleset, badges nobles.Badges) rbSet {
	def := s.def.Ruleset
	set := rbSet{
		Name: rs.Name, Code: rs.Code, Description: rs.Description,
		IsDefault:       rs.Code == def.Code,
		Shared:          rs.TurnCounting == nobles.Shared,
		TurnsPerSeason:  wording.English.Number(rs.TurnsPerSeason),
		TurnsPerYear:    wording.English.Number(rs.TurnsPerSeason * nobles.Seasons),
		SaveCost:        rbAmountOf("", rs.Duties.SaveCost, def.Duties.SaveCost),
		GiveCost:        rbAmountOf("", rs.Duties.GiveCost, def.Duties.GiveCost),
		TokenValue:      rbAmountOf("", rs.Duties.TokenValue, def.Duties.TokenValue),
		TokenAuto:       rs.Rulings.TokenConversion == "auto",
		SurrenderStacks: rs.Rulings.SurrenderStacks,
		ItemOnce:        rs.Rulings.ItemOnce,
		NoVirtues:       rs.Rulings.NoVirtues,
		Changed: map[string]bool{
			"turn_counting":    rs.TurnCounting != def.TurnCounting,
			"turns_per_season": rs.TurnsPerSeason != def.TurnsPerSeason,
			"token_conversion": rs.Rulings.TokenConversion != def.Rulings.TokenConversion,
			"surrender_stacks": rs.Rulings.SurrenderStacks != def.Rulings.SurrenderStacks,
			"item_once":        rs.Rulings.ItemOnce != def.Rulings.ItemOnce,
			"no_virtues":       rs.Rulings.NoVirtues != def.Rulings.NoVirtues,
			"board":            !slices.Equal(rs.Board, def.Board),
			"market":           len(rs.Market) != len(def.Market) || !rbSameMarket(rs.Market, def.Market),
			"virtues":          !rbSameVirtues(rs.Virtues, def.Virtues),
		},
		Badges: map[string]rbBadge{},
	}
	for sn := range nobles.Seasons {
		set.Income = append(set.Income, rbAmountOf(rbSeasonTitle(sn), rs.Income.Season(sn), def.Income.Season(sn)))
	}
	for _, k := range content.Settings() {
		set.Badges[k] = rbBadgeOf(badges.Setting(k))
	}
	// The turns row states both how turns are counted and how many.
	set.Badges["turn_counting"] = rbBadgeOf(provenance.Weakest(badges.Setting("turn_counting"), badges.Setting("turns_per_season")))
	return set
}

// rbBadgeOf is how badge name reads (package provenance).
func rbBadgeOf(name string) rbBadge {
	b := provenance.Get(name)
	return rbBadge{Name: b.Name, Label: b.Label, Meaning: b.Meaning}
}

func rbAmountOf(season string, v, def int) rbAmount {
	return rbAmount{Season: season, Amount: wording.English.Number(v), Changed: v != def}
}

func rbSameMarket(a, b []nobles.Item) bool {
	for i := range a {
		if a[i].ID != b[i].ID || a[i].Price != b[i].Price || a[i].Withheld != b[i].Withheld || a[i].Text != b[i].Text {
			return false
		}
	}
	return true
}

func rbSameVirtues(a, b []nobles.Virtue) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].ID != b[i].ID || a[i].Text != b[i].Text || a[i].Name != b[i].Name {
			return false
		}
	}
	return true
}

func rbSeasonTitle(s int) string {
	n := nobles.SeasonName(s)
	return strings.ToUpper(n[:1]) + n[1:]
}
