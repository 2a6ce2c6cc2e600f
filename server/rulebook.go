package server

// The Rulebook and the Crown's Guidance pages.
//
// Both pages are rendered on the server from two things: the text in
// games/nobles/content/rulebook.json, and the rule set in force, either
// the default (/rules, /guidance) or a table's own (/t/{code}/rules,
// /t/{code}/guidance). The text never states a number a rule set can
// change; it names it with a placeholder, which is filled here.
//
// # Placeholders
//
// A placeholder is written {key} or {key|format} inside any text of
// rulebook.json; "{{" stands for a literal "{". A "{" that does not open a
// well-formed placeholder is an error (reported by the content test, and
// logged and shown as a marker on a page). Keys:
//
//	turn_counting                    per_noble or shared
//	turns_per_season, turns_per_year  turns, counted as turn_counting says
//	income.spring … income.winter    base season income
//	duties.save_cost, duties.give_cost, duties.token_value
//	rulings.token_conversion         offer or auto
//	rulings.surrender_stacks, rulings.item_once   true or false
//	board.size, board.proving, board.ordeal, board.decree   space counts
//	market.ID.name, market.ID.price  a Market item by id
//
// A number prints in digits with thousands separators ("1,600"); the
// formats words ("thirty-two") and ordinal ("eighth") spell it out (in
// digits above ninety-nine). Other values print as they are.
//
// A line's "when" condition, "key=value", compares the key's raw value
// (digits without separators, true/false, or the string) with value.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/table"
)

// rulebookPages serves the Rulebook and the Crown's Guidance. It keeps
// the decoded text and the compiled rule sets of recently viewed tables.
type rulebookPages struct {
	s    *Server
	book *content.Rulebook
	err  error // rulebook.json failed to load: every page is a 500

	mu    sync.Mutex
	cache map[string]*nobles.Ruleset // by rules code
}

// rulesetCacheSize bounds rulebookPages.cache; rule sets are immutable, so
// dropping them all when it is full is only a cost, never a mistake.
const rulesetCacheSize = 32

// rulebookRoutes registers the Rulebook and Crown's Guidance pages.
func (s *Server) rulebookRoutes(m *http.ServeMux) {
	p := &rulebookPages{s: s, cache: map[string]*nobles.Ruleset{}}
	p.book, p.err = content.LoadRulebook()
	if p.err != nil {
		s.log.Error("rulebook", "err", p.err)
	}
	m.HandleFunc("GET /rules", p.page(pageRules, false))
	m.HandleFunc("GET /guidance", p.page(pageGuidance, false))
	m.HandleFunc("GET /t/{code}/rules", p.page(pageRules, true))
	m.HandleFunc("GET /t/{code}/guidance", p.page(pageGuidance, true))
}

const (
	pageRules    = "rulebook.html"
	pageGuidance = "guidance.html"
)

func (p *rulebookPages) page(name string, atTable bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if p.err != nil {
			p.problem(w, http.StatusInternalServerError, "")
			return
		}
		rs, code := p.s.defaults, ""
		if atTable {
			var err error
			rs, code, err = p.tableRuleset(r)
			switch {
			case errors.Is(err, errRateLimited):
				p.problem(w, http.StatusTooManyRequests, "")
				return
			case errors.Is(err, table.ErrNotFound):
				p.problem(w, http.StatusNotFound, r.PathValue("code"))
				return
			case err != nil:
				p.s.log.Error("rulebook", "table", code, "err", err)
				p.problem(w, http.StatusInternalServerError, "")
				return
			}
		}
		v, errs := p.view(name, rs, code)
		for _, err := range errs {
			p.s.log.Warn("rulebook: placeholder", "rules", rs.Code, "err", err)
		}
		p.render(w, http.StatusOK, name, v)
	}
}

// tableRuleset finds the rule set of the table named in the path,
// answering table.ErrNotFound alike for malformed and unused codes. A miss
// counts as a join attempt (see joinLimiter), since whether a page exists
// tells whether a room code is in use.
func (p *rulebookPages) tableRuleset(r *http.Request) (*nobles.Ruleset, string, error) {
	ctx, addr := r.Context(), clientAddr(r)
	if p.s.joins.blocked(addr) {
		return nil, "", errRateLimited
	}
	code, ok := table.NormalizeCode(r.PathValue("code"))
	if !ok {
		p.s.joins.spend(addr)
		return nil, "", table.ErrNotFound
	}
	t, err := p.s.tables.Get(ctx, code)
	if errors.Is(err, table.ErrNotFound) {
		p.s.joins.spend(addr)
	}
	if err != nil {
		return nil, code, err
	}
	info, err := t.Info(ctx, "")
	if err != nil {
		return nil, code, err
	}
	rs, err := p.ruleset(ctx, info.RulesCode)
	return rs, code, err
}

// ruleset compiles the saved rule set with the given code.
func (p *rulebookPages) ruleset(ctx context.Context, code string) (*nobles.Ruleset, error) {
	if code == p.s.defaults.Code {
		return p.s.defaults, nil
	}
	p.mu.Lock()
	rs, ok := p.cache[code]
	p.mu.Unlock()
	if ok {
		return rs, nil
	}
	doc, err := p.s.cfg.Store.Rules(ctx, code)
	if err != nil {
		return nil, fmt.Errorf("rules %s: %w", code, err)
	}
	rs, err = nobles.LoadDocument(doc)
	if err != nil {
		return nil, fmt.Errorf("rules %s: %w", code, err)
	}
	p.mu.Lock()
	if len(p.cache) >= rulesetCacheSize {
		clear(p.cache)
	}
	p.cache[code] = rs
	p.mu.Unlock()
	return rs, nil
}

// problem renders the not-found or server-error page.
func (p *rulebookPages) problem(w http.ResponseWriter, status int, code string) {
	title := "Something went wrong"
	switch status {
	case http.StatusNotFound:
		title = "No such table"
	case http.StatusTooManyRequests:
		title = "Too many tries"
	}
	p.render(w, status, "rb-problem", map[string]any{"Title": title, "Status": status, "Code": code})
}

func (p *rulebookPages) render(w http.ResponseWriter, status int, name string, data any) {
	var buf bytes.Buffer
	if err := p.s.pages.ExecuteTemplate(&buf, name, data); err != nil {
		p.s.log.Error("render", "page", name, "err", err)
		http.Error(w, "the page could not be drawn", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// The page model. Everything is text ready to print: the templates only
// choose, never compute.

type rbView struct {
	Title    string // for the layout's head
	Page     string // "rules" or "guidance"
	Table    string // the table's code, or "" for the default rule set
	Prefix   string // "" or "/t/CODE": links to the sibling page
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
func (p *rulebookPages) view(name string, rs *nobles.Ruleset, code string) (rbView, []error) {
	vars, defVars := rbVars(rs), rbVars(p.s.defaults)
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
			out = append(out, rbLine{Text: text, Badge: p.changedBadge(l.Provenance, changed), Changed: changed})
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

	v := rbView{Table: code, Set: p.set(rs)}
	if code != "" {
		v.Prefix = "/t/" + code
	}
	for _, b := range content.BadgeNames() {
		v.Legend = append(v.Legend, p.badge(b))
	}
	book := p.book
	switch name {
	case pageRules:
		v.Page, v.Kicker, v.Heading, v.Intro = "rules", book.Rulebook.Kicker, book.Rulebook.Title, fill(book.Rulebook.Intro)
		for _, r := range book.Rulebook.Rules {
			v.Rules = append(v.Rules, rbRule{
				Number: r.Number, Title: fill(r.Title), Heading: fill(r.Heading),
				Withheld: r.Provenance == content.Withheld, Badge: p.badge(r.Provenance),
				Lines: lines(r.Lines), Show: show(r.Show),
			})
		}
	case pageGuidance:
		v.Page, v.Kicker, v.Heading, v.Intro = "guidance", book.Guidance.Kicker, book.Guidance.Title, fill(book.Guidance.Intro)
		for _, s := range book.Guidance.Sections {
			sec := rbSection{
				ID: s.ID, Heading: fill(s.Heading), Label: s.Label, Badge: p.badge(s.Provenance),
				Paragraphs: lines(s.Paragraphs), Bullets: lines(s.Bullets), Show: show(s.Show),
			}
			for _, rd := range s.Readings {
				sec.Readings = append(sec.Readings, rbReading{
					Reading: rd.Reading, Title: fill(rd.Title), Text: fill(rd.Text),
					Verdict: fill(rd.Verdict), Reason: fill(rd.Reason), Adopted: rd.Adopted,
					InUse: rd.Reading == rs.TurnCounting, Badge: p.badge(rd.Provenance),
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
			Withheld: it.Withheld, Badge: p.badge(it.Provenance),
		})
	}
	for _, vt := range rs.Virtues {
		rv := rbVirtue{Name: vt.Name, Text: vt.Text, Badge: p.badge(vt.Provenance)}
		for _, h := range rs.Houses {
			if h.Virtue == vt.ID {
				rv.Houses = append(rv.Houses, h.Name)
			}
		}
		v.Virtues = append(v.Virtues, rv)
	}
	stretch := len(rs.Board) / nobles.Seasons
	for s := range nobles.Seasons {
		st := rbStretch{Season: rbSeasonTitle(s), From: s*stretch + 1, To: (s + 1) * stretch}
		for i := st.From; i <= st.To; i++ {
			st.Spaces = append(st.Spaces, rbSpace{Number: i, Kind: rs.Board[i-1]})
		}
		v.Board = append(v.Board, st)
		v.Year = append(v.Year, rbSeason{
			Season: rbSeasonTitle(s),
			Turns:  fmt.Sprintf("%d–%d", s*rs.TurnsPerSeason+1, (s+1)*rs.TurnsPerSeason),
			Income: rbGroupDigits(rs.Income.Season(s)),
		})
	}
	return v, errs
}

// set describes the rule set in force against the Crown's Guidance.
func (p *rulebookPages) set(rs *nobles.Ruleset) rbSet {
	def := p.s.defaults
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
	for s := range nobles.Seasons {
		set.Income = append(set.Income, rbAmountOf(rbSeasonTitle(s), rs.Income.Season(s), def.Income.Season(s)))
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
		set.Badges[k] = p.changedBadge(prov, changed[k])
	}
	return set
}

// changedBadge is the badge of something a rule set may have changed: a
// value changed from the Crown's Guidance is the table's choice, not the
// source's, so a source badge becomes provisional.
func (p *rulebookPages) changedBadge(name string, changed bool) rbBadge {
	if changed && name == content.Source {
		name = content.Provisional
	}
	return p.badge(name)
}

func (p *rulebookPages) badge(name string) rbBadge {
	b, ok := p.book.Badges[name]
	if !ok { // the rule set's own badge values are checked by nobles; this is a guard
		name = content.Provisional
		b = p.book.Badges[name]
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

// Placeholders.

// rbValue is a placeholder's value: a number or a string.
type rbValue struct {
	num   int
	str   string
	isNum bool
}

func (v rbValue) raw() string {
	if v.isNum {
		return strconv.Itoa(v.num)
	}
	return v.str
}

func rbNum(n int) rbValue    { return rbValue{num: n, isNum: true} }
func rbStr(s string) rbValue { return rbValue{str: s} }
func rbFlag(b bool) rbValue  { return rbStr(strconv.FormatBool(b)) }

// rbVars returns every placeholder key's value under rs.
func rbVars(rs *nobles.Ruleset) map[string]rbValue {
	vars := map[string]rbValue{
		"turn_counting":            rbStr(rs.TurnCounting),
		"turns_per_season":         rbNum(rs.TurnsPerSeason),
		"turns_per_year":           rbNum(rs.TurnsPerSeason * nobles.Seasons),
		"income.spring":            rbNum(rs.Income.Spring),
		"income.summer":            rbNum(rs.Income.Summer),
		"income.autumn":            rbNum(rs.Income.Autumn),
		"income.winter":            rbNum(rs.Income.Winter),
		"duties.save_cost":         rbNum(rs.Duties.SaveCost),
		"duties.give_cost":         rbNum(rs.Duties.GiveCost),
		"duties.token_value":       rbNum(rs.Duties.TokenValue),
		"rulings.token_conversion": rbStr(rs.Rulings.TokenConversion),
		"rulings.surrender_stacks": rbFlag(rs.Rulings.SurrenderStacks),
		"rulings.item_once":        rbFlag(rs.Rulings.ItemOnce),
		"board.size":               rbNum(len(rs.Board)),
	}
	counts := map[string]int{}
	for _, k := range rs.Board {
		counts[k]++
	}
	for _, k := range []string{nobles.SpaceProving, nobles.SpaceOrdeal, nobles.SpaceDecree} {
		vars["board."+k] = rbNum(counts[k])
	}
	for _, it := range rs.Market {
		vars["market."+it.ID+".name"] = rbStr(it.Name)
		vars["market."+it.ID+".price"] = rbNum(it.Price)
	}
	return vars
}

// errRBPlaceholder marks text that does not fill cleanly.
var errRBPlaceholder = errors.New("placeholder")

// rbMissingMark stands in the text for a placeholder that cannot be filled,
// so a reader sees a gap rather than a wrong number.
const rbMissingMark = "[not set in this rule set]"

// rbFill replaces every placeholder in text. On a problem it
// still returns the text, with rbMissingMark in place of each bad
// placeholder, and reports the first problem.
func rbFill(text string, vars map[string]rbValue) (string, error) {
	out, _, err := rbFillKeys(text, vars)
	return out, err
}

// rbFillKeys is rbFill that also returns the keys it filled.
func rbFillKeys(text string, vars map[string]rbValue) (string, []string, error) {
	if !strings.Contains(text, "{") {
		return text, nil, nil
	}
	var keys []string
	var b strings.Builder
	var first error
	bad := func(format string, args ...any) {
		if first == nil {
			first = fmt.Errorf("%w: %s in %q", errRBPlaceholder, fmt.Sprintf(format, args...), text)
		}
		b.WriteString(rbMissingMark)
	}
	for i := 0; i < len(text); {
		c := text[i]
		if c != '{' {
			b.WriteByte(c)
			i++
			continue
		}
		if strings.HasPrefix(text[i:], "{{") {
			b.WriteByte('{')
			i += 2
			continue
		}
		end := strings.IndexByte(text[i:], '}')
		if end < 0 {
			bad("an unclosed {")
			break
		}
		spec := text[i+1 : i+end]
		i += end + 1
		key, format, _ := strings.Cut(spec, "|")
		v, ok := vars[key]
		if !ok || !rbValidKey(key) {
			bad("unknown key %q", key)
			continue
		}
		out, err := rbFormat(v, format)
		if err != nil {
			bad("{%s}: %v", spec, err)
			continue
		}
		b.WriteString(out)
		keys = append(keys, key)
	}
	return b.String(), keys, first
}

func rbValidKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

func rbFormat(v rbValue, format string) (string, error) {
	switch format {
	case "":
		if v.isNum {
			return rbGroupDigits(v.num), nil
		}
		return v.str, nil
	case "words", "ordinal":
		if !v.isNum {
			return "", fmt.Errorf("format %s needs a number", format)
		}
		if format == "words" {
			return rbNumberWords(v.num), nil
		}
		return rbOrdinal(v.num), nil
	}
	return "", fmt.Errorf("unknown format %q (formats: words, ordinal)", format)
}

// rbWhenHolds evaluates a "key=value" condition; the empty condition holds.
// A malformed condition or unknown key does not hold.
func rbWhenHolds(when string, vars map[string]rbValue) (bool, error) {
	if when == "" {
		return true, nil
	}
	key, want, ok := strings.Cut(when, "=")
	if !ok {
		return false, fmt.Errorf("%w: condition %q: want key=value", errRBPlaceholder, when)
	}
	v, ok := vars[key]
	if !ok {
		return false, fmt.Errorf("%w: condition %q: unknown key %q", errRBPlaceholder, when, key)
	}
	return v.raw() == want, nil
}

// rbGroupDigits writes n with a comma between each group of three digits:
// 1600 is "1,600".
func rbGroupDigits(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	if neg {
		s = s[1:]
	}
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// rbNumberWords spells 0–99 in English ("thirty-two"); other numbers are
// written in digits.
func rbNumberWords(n int) string {
	small := [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
		"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	tens := [...]string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	switch {
	case n < 0 || n > 99:
		return rbGroupDigits(n)
	case n < 20:
		return small[n]
	case n%10 == 0:
		return tens[n/10]
	}
	return tens[n/10] + "-" + small[n%10]
}

// rbOrdinal spells 1–99 as an ordinal ("eighth", "thirty-second");
// other numbers are digits with a suffix ("112th").
func rbOrdinal(n int) string {
	if n < 1 || n > 99 {
		suffix := "th"
		if n%100 < 11 || n%100 > 13 {
			switch n % 10 {
			case 1:
				suffix = "st"
			case 2:
				suffix = "nd"
			case 3:
				suffix = "rd"
			}
		}
		return strconv.Itoa(n) + suffix
	}
	w := rbNumberWords(n)
	head, last := "", w
	if i := strings.LastIndexByte(w, '-'); i >= 0 {
		head, last = w[:i+1], w[i+1:]
	}
	switch last {
	case "one":
		last = "first"
	case "two":
		last = "second"
	case "three":
		last = "third"
	case "five":
		last = "fifth"
	case "eight":
		last = "eighth"
	case "nine":
		last = "ninth"
	case "twelve":
		last = "twelfth"
	default:
		if strings.HasSuffix(last, "y") {
			last = strings.TrimSuffix(last, "y") + "ieth"
		} else {
			last += "th"
		}
	}
	return head + last
}
