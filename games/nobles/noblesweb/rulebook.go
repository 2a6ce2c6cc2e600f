package noblesweb

// The Rulebook and the Crown's Guidance pages.
//
// Both pages are rendered on the server from two things: the text in
// games/nobles/content/rulebook.json, and the rule set in force, either
// the default (/rules, /guidance) or a table's own (/t/{code}/rules,
// /t/{code}/guidance). The text never states a number a rule set can
// change; it names it with a placeholder (placeholders.go), filled here.

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
)

// rulebookRoutes registers the Rulebook and Crown's Guidance pages.
func (s *site) rulebookRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /rules", s.rulebookPage(pageRules, false))
	m.HandleFunc("GET /guidance", s.rulebookPage(pageGuidance, false))
	m.HandleFunc("GET /t/{code}/rules", s.rulebookPage(pageRules, true))
	m.HandleFunc("GET /t/{code}/guidance", s.rulebookPage(pageGuidance, true))
}

const (
	pageRules    = "rulebook.html"
	pageGuidance = "guidance.html"
)

func (s *site) rulebookPage(name string, atTable bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.bookErr != nil {
			s.problem(w, http.StatusInternalServerError, "")
			return
		}
		rs, code := s.def.Ruleset, ""
		if atTable {
			var err error
			rs, code, err = s.tableRuleset(r)
			switch {
			case errors.Is(err, game.ErrTooManyTries):
				s.problem(w, http.StatusTooManyRequests, "")
				return
			case errors.Is(err, game.ErrNoTable):
				s.problem(w, http.StatusNotFound, r.PathValue("code"))
				return
			case err != nil:
				s.log.Error("rulebook", "table", code, "err", err)
				s.problem(w, http.StatusInternalServerError, "")
				return
			}
		}
		v, errs := s.view(name, rs, code)
		for _, err := range errs {
			s.log.Warn("rulebook: placeholder", "rules", rs.Code, "err", err)
		}
		s.render(w, http.StatusOK, name, v, false)
	}
}

// tableRuleset finds the rule set of the table named in the path, through
// the host (which counts unknown codes against the visitor's join limit).
func (s *site) tableRuleset(r *http.Request) (*nobles.Ruleset, string, error) {
	rules, code, err := s.host.TableRules(r, r.PathValue("code"))
	if err != nil {
		return nil, code, err
	}
	rs, err := s.open(rules)
	if err != nil {
		return nil, code, fmt.Errorf("rules %s: %w", rules.Code(), err)
	}
	return rs, code, nil
}

// problem renders the not-found or server-error page.
func (s *site) problem(w http.ResponseWriter, status int, code string) {
	title := "Something went wrong"
	switch status {
	case http.StatusNotFound:
		title = "No such table"
	case http.StatusTooManyRequests:
		title = "Too many tries"
	}
	s.render(w, status, "rb-problem", map[string]any{"Title": title, "Status": status, "Code": code, "Base": s.host.Base}, false)
}

// The page model. Everything is text ready to print: the templates only
// choose, never compute.

type rbView struct {
	Title    string // for the layout's head
	Page     string // "rules" or "guidance"
	Table    string // the table's code, or "" for the default rule set
	Base     string // the game's base path (game.Host.Base)
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
	// Changed: the line shows a number this rule set changes from the
	// Crown's Guidance, so it is no longer the source's.
	Changed bool
}

type rbRule struct {
	Number   int
	Title    string
	Heading  string
	Withheld bool
	Badge    rbBadge
	Lines    []rbLine
	Show     map[string]bool
}

type rbSection struct {
	ID         string
	Heading    string
	Label      string
	Badge      rbBadge
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
	// Badges by section: turn_counting, income, duties, rulings, board.
	Badges map[string]rbBadge
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
			if defVars[k] != vars[k] {
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
	lines := func(ls []content.Line) []rbLine {
		var out []rbLine
		for _, l := range ls {
			if !applies(l.When) {
				continue
			}
			text, changed := fillLine(l.Text)
			out = append(out, rbLine{Text: text, Badge: s.changedBadge(l.Provenance, changed), Changed: changed})
		}
		return out
	}
	show := func(names []string) map[string]bool {
		m := make(map[string]bool, len(names))
		for _, n := range names {
			m[n] = true
		}
		return m
	}

	v := rbView{Table: code, Base: s.host.Base, Prefix: s.host.Base, Set: s.set(rs)}
	if code != "" {
		v.Prefix += "/t/" + code
	}
	for _, b := range content.BadgeNames() {
		v.Legend = append(v.Legend, s.badge(b))
	}
	book := s.book
	switch name {
	case pageRules:
		v.Page, v.Kicker, v.Heading, v.Intro = "rules", book.Rulebook.Kicker, book.Rulebook.Title, fill(book.Rulebook.Intro)
		for _, r := range book.Rulebook.Rules {
			v.Rules = append(v.Rules, rbRule{
				Number: r.Number, Title: fill(r.Title), Heading: fill(r.Heading),
				Withheld: r.Provenance == content.Withheld, Badge: s.badge(r.Provenance),
				Lines: lines(r.Lines), Show: show(r.Show),
			})
		}
	case pageGuidance:
		v.Page, v.Kicker, v.Heading, v.Intro = "guidance", book.Guidance.Kicker, book.Guidance.Title, fill(book.Guidance.Intro)
		for _, sc := range book.Guidance.Sections {
			sec := rbSection{
				ID: sc.ID, Heading: fill(sc.Heading), Label: sc.Label, Badge: s.badge(sc.Provenance),
				Paragraphs: lines(sc.Paragraphs), Bullets: lines(sc.Bullets), Show: show(sc.Show),
			}
			for _, rd := range sc.Readings {
				sec.Readings = append(sec.Readings, rbReading{
					Reading: rd.Reading, Title: fill(rd.Title), Text: fill(rd.Text),
					Verdict: fill(rd.Verdict), Reason: fill(rd.Reason), Adopted: rd.Adopted,
					InUse: rd.Reading == rs.TurnCounting, Badge: s.badge(rd.Provenance),
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
			Name: it.Name, Price: rbGroupDigits(it.Price), Text: it.Text,
			Withheld: it.Withheld, Badge: s.badge(it.Provenance),
		})
	}
	for _, vt := range rs.Virtues {
		rv := rbVirtue{Name: vt.Name, Text: vt.Text, Badge: s.badge(vt.Provenance)}
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
			Income: rbGroupDigits(rs.Income.Season(sn)),
		})
	}
	return v, errs
}

// set describes the rule set in force against the Crown's Guidance.
func (s *site) set(rs *nobles.Ruleset) rbSet {
	def := s.def.Ruleset
	set := rbSet{
		Name: rs.Name, Code: rs.Code, Description: rs.Description,
		IsDefault:       rs.Code == def.Code,
		Shared:          rs.TurnCounting == nobles.Shared,
		TurnsPerSeason:  rbGroupDigits(rs.TurnsPerSeason),
		TurnsPerYear:    rbGroupDigits(rs.TurnsPerSeason * nobles.Seasons),
		SaveCost:        rbAmountOf("", rs.Duties.SaveCost, def.Duties.SaveCost),
		GiveCost:        rbAmountOf("", rs.Duties.GiveCost, def.Duties.GiveCost),
		TokenValue:      rbAmountOf("", rs.Duties.TokenValue, def.Duties.TokenValue),
		TokenAuto:       rs.Rulings.TokenConversion == "auto",
		SurrenderStacks: rs.Rulings.SurrenderStacks,
		ItemOnce:        rs.Rulings.ItemOnce,
		Changed: map[string]bool{
			"turn_counting":    rs.TurnCounting != def.TurnCounting,
			"turns_per_season": rs.TurnsPerSeason != def.TurnsPerSeason,
			"token_conversion": rs.Rulings.TokenConversion != def.Rulings.TokenConversion,
			"surrender_stacks": rs.Rulings.SurrenderStacks != def.Rulings.SurrenderStacks,
			"item_once":        rs.Rulings.ItemOnce != def.Rulings.ItemOnce,
			"board":            !slices.Equal(rs.Board, def.Board),
			"market":           len(rs.Market) != len(def.Market) || !rbSameMarket(rs.Market, def.Market),
			"virtues":          !rbSameVirtues(rs.Virtues, def.Virtues),
		},
		Badges: map[string]rbBadge{},
	}
	for sn := range nobles.Seasons {
		set.Income = append(set.Income, rbAmountOf(rbSeasonTitle(sn), rs.Income.Season(sn), def.Income.Season(sn)))
	}
	changed := map[string]bool{
		"turn_counting": set.Changed["turn_counting"] || set.Changed["turns_per_season"],
		"duties":        set.SaveCost.Changed || set.GiveCost.Changed || set.TokenValue.Changed,
		"board":         set.Changed["board"],
	}
	for _, in := range set.Income {
		changed["income"] = changed["income"] || in.Changed
	}
	for _, k := range []string{"turn_counting", "income", "duties", "rulings", "board"} {
		prov, ok := rs.Provenance[k]
		if !ok {
			prov = content.Provisional // unbadged: not settled by any source we know
		}
		set.Badges[k] = s.changedBadge(prov, changed[k])
	}
	return set
}

// changedBadge is the badge of something a rule set may have changed: a
// value changed from the Crown's Guidance is the table's choice, not the
// source's, so a source badge becomes provisional.
func (s *site) changedBadge(name string, changed bool) rbBadge {
	if changed && name == content.Source {
		name = content.Provisional
	}
	return s.badge(name)
}

func (s *site) badge(name string) rbBadge {
	b, ok := s.book.Badges[name]
	if !ok { // the rule set's own badge values are checked by nobles; this is a guard
		name = content.Provisional
		b = s.book.Badges[name]
	}
	return rbBadge{Name: name, Label: b.Label, Meaning: b.Meaning}
}

func rbAmountOf(season string, v, def int) rbAmount {
	return rbAmount{Season: season, Amount: rbGroupDigits(v), Changed: v != def}
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
