package noblesweb

// The Rulebook and the Crown's Guidance pages, drawn by the platform's
// one Rulebook page (gameweb.Book).
//
// Both pages are built from two things: the text in
// games/nobles/content/rulebook.json, and the rule set in force, either
// the default (/rulebook, /guidance) or a table's own (/t/{code}/rulebook,
// /t/{code}/guidance). The text never states a number a rule set can
// change; it names it with a placeholder (placeholders.go), filled here;
// panels.go draws the rule set's own lists.

import (
	"fmt"

	"evergreen/game/provenance"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/web/gameweb"
)

type (
	badge = gameweb.Badge
	block = gameweb.Block
)

const (
	pageRules    = "rules"
	pageGuidance = "guidance"
)

// page builds the Rulebook (page "rules") or the Guidance of rs in lang.
// Problems with placeholders are returned (and marked in the text), not
// fatal.
func (s *site) page(page string, rs *nobles.Ruleset, code, lang string) (gameweb.Book, []error) {
	texts := textsIn(rs, lang)
	f := s.newFiller(rs, texts, lang)
	w := f.words
	b := gameweb.Book{
		Styles:      []string{"studio-assets/nobles-pages.css"},
		InForce:     s.inForce(rs, texts, f.badges, code, w),
		ChangedNote: w.w("changed_note"),
	}
	b.Legend = provenance.Legend()
	p := panels{s: s, rs: rs, badges: f.badges, table: code, words: w, texts: texts}
	book, en := s.bookIn(lang), s.bookIn(locale.Default)
	switch page {
	case pageRules:
		bk := book.Rulebook
		b.Kicker, b.Heading, b.Intro = bk.Kicker, bk.Title, f.fill(bk.Intro)
		b.Tools = []gameweb.Link{{Label: w.w("tools.guidance"), Path: "/guidance"}}
		for i, r := range bk.Rules {
			b.Sections = append(b.Sections, f.rule(r, en.Rulebook.Rules[i], p))
		}
	case pageGuidance:
		g := book.Guidance
		b.Kicker, b.Heading, b.Intro = g.Kicker, g.Title, f.fill(g.Intro)
		b.Tools = []gameweb.Link{{Label: w.w("tools.rulebook"), Path: "/rulebook"}}
		for i, sc := range g.Sections {
			b.Sections = append(b.Sections, f.section(sc, en.Guidance.Sections[i], p))
		}
		b.Next = []gameweb.Link{{Label: w.w("next.new"), Path: "/new"}, {Label: w.w("next.solo"), Path: "/solo"}}
	}
	b.Title = b.Heading
	if code != "" {
		b.Title = w.w("title.table", "title", b.Heading, "code", code)
	}
	return b, f.errs
}

// filler fills the book's text under one rule set, in one locale.
type filler struct {
	rs            *nobles.Ruleset
	vars, defVars rbMap
	badges        nobles.Badges
	words         words
	// english fills the seed's own statements beside a translation.
	english *filler
	errs    []error
}

func (s *site) newFiller(rs *nobles.Ruleset, texts nobles.Rules, lang string) *filler {
	f := &filler{rs: rs, vars: rbVarsIn(rs, texts), defVars: rbVarsIn(s.def, textsIn(s.def, lang)), badges: nobles.BadgesOf(&rs.Rules, &s.def.Rules),
		words: s.wordsIn(lang)}
	if lang != locale.Default {
		f.english = s.newFiller(rs, rs.Rules, locale.Default)
	}
	return f
}

// fillLine fills text and reports whether it shows a value this rule set
// changes from the Crown's Guidance.
func (f *filler) fillLine(text string) (string, bool) {
	out, keys, err := rbFillKeys(text, f.vars, f.words.format)
	if err != nil {
		f.errs = append(f.errs, err)
	}
	changed := false
	for _, k := range keys {
		if rbRaw(f.defVars[k]) != rbRaw(f.vars[k]) {
			changed = true
		}
	}
	return out, changed
}

func (f *filler) fill(text string) string {
	out, _ := f.fillLine(text)
	return out
}

func (f *filler) applies(when string) bool {
	ok, err := rbWhenHolds(when, f.vars)
	if err != nil {
		f.errs = append(f.errs, err)
	}
	return ok
}

// lines fills the lines that apply; a line about settings is badged as
// they are, any other by its own badge, and either becomes the table's
// variant once it shows a number the table changed. A line the seed
// states (badged source) shows en, the seed's English, beside its
// translation.
func (f *filler) lines(ls, en []content.Line) []gameweb.Line {
	var out []gameweb.Line
	for i, l := range ls {
		if !f.applies(l.When) {
			continue
		}
		text, changed := f.fillLine(l.Text)
		name := l.Provenance
		if len(l.About) > 0 {
			var bs []string
			for _, k := range l.About {
				bs = append(bs, f.badges.Setting(k))
			}
			name = provenance.Weakest(bs...)
		}
		if changed {
			name = provenance.Variant
		}
		line := gameweb.Line{Text: text, Badge: provenance.Get(name), Changed: changed}
		if name == provenance.Source && f.english != nil && i < len(en) {
			line.Original = gameweb.Quote{Lang: locale.Default, Text: f.english.fill(en[i].Text)}
		}
		out = append(out, line)
	}
	return out
}

// once badges groups of lines once when they all agree, and each line
// otherwise: it returns the common badge (zero when they differ) and
// clears the lines' own badges when there is one.
func once(groups ...[]gameweb.Line) badge {
	var names []string
	for _, g := range groups {
		for _, l := range g {
			names = append(names, l.Badge.Name)
		}
	}
	name, ok := provenance.Common(names)
	if !ok {
		return badge{}
	}
	for _, g := range groups {
		for i := range g {
			g[i].Badge = badge{}
		}
	}
	return provenance.Get(name)
}

// rule is one numbered Rule of the Rulebook.
func (f *filler) rule(r, en content.Rule, p panels) gameweb.Section {
	n, w := r.Number, f.words
	sec := gameweb.Section{ID: fmt.Sprintf("rule-%d", n), Title: w.w("rule.title", "n", n, "title", f.fill(r.Title)),
		Contents: w.w("rule.title", "n", n, "title", f.fill(r.Heading)), Heading: f.fill(r.Heading)}
	if r.Withheld() {
		sec.Class = "rb-rule-withheld"
	}
	if r.Title == "" {
		sec.Title = w.w("rule.withheld.title", "n", n)
	}
	if r.Heading == "" {
		sec.Contents, sec.Heading = w.w("rule.withheld.contents", "n", n), w.w("rule.withheld.heading", "n", n)
	}
	ls := f.lines(r.Lines, en.Lines)
	sec.Badge = once(ls)
	if len(ls) > 0 {
		sec.Blocks = append(sec.Blocks, block{Lines: ls})
	}
	sec.Blocks = append(sec.Blocks, p.shown(r.Show, "board", "market", "virtues", "year", "turn_counting")...)
	return sec
}

// section is one section of the Crown's Guidance.
func (f *filler) section(sc, en content.Section, p panels) gameweb.Section {
	sec := gameweb.Section{ID: sc.ID, Heading: f.fill(sc.Heading)}
	paras, bullets := f.lines(sc.Paragraphs, en.Paragraphs), f.lines(sc.Bullets, en.Bullets)
	sec.Badge = once(paras, bullets)
	sec.Blocks = append(sec.Blocks, p.shown(sc.Show, "turn_counting")...)
	if len(paras) > 0 {
		sec.Blocks = append(sec.Blocks, block{Lines: paras, Paras: true})
	}
	if len(sc.Readings) > 0 {
		sec.Blocks = append(sec.Blocks, block{Readings: f.readings(sc.Readings, p.table)})
	}
	if len(bullets) > 0 {
		sec.Blocks = append(sec.Blocks, block{Lines: bullets})
	}
	sec.Blocks = append(sec.Blocks, p.shown(sc.Show, "year", "board", "market", "virtues")...)
	return sec
}

// readings are the ways a question was read, the one in use marked.
func (f *filler) readings(rds []content.Reading, table string) []gameweb.Reading {
	atTable := table != ""
	var out []gameweb.Reading
	for _, rd := range rds {
		// The reading the Crown adopted is its ruling; one it did not
		// adopt is, where a table plays it, the table's variant.
		b := provenance.Variant
		if rd.Adopted {
			b = provenance.Ruling
		}
		inUse := rd.Reading == f.rs.TurnCounting
		tag := f.words.w("reading.not_in_use", "table", atTable)
		switch {
		case inUse:
			tag = f.words.w("reading.in_use", "table", atTable)
		case rd.Adopted:
			tag = f.words.w("reading.default", "table", atTable)
		}
		out = append(out, gameweb.Reading{Tag: tag, Badge: provenance.Get(b), Title: f.fill(rd.Title), Text: f.fill(rd.Text),
			Verdict: f.fill(rd.Verdict), Reason: f.fill(rd.Reason), InUse: inUse})
	}
	return out
}
