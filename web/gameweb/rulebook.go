package gameweb

// Every game's Rulebook, drawn by one template (templates/rulebook.html)
// from a Book. A game declares its sections as data (BookText, usually
// read from its content JSON): headings, paragraphs and lists whose words
// name the rule set's numbers by placeholder (package wording), badges and
// "changed" marks by key, and parts the game builds itself (a table of
// its cards, a map). The game supplies the facts of one rule set
// (BookFacts); Fill turns the text and the facts into a Book, and the
// template only draws.

import (
	"cmp"
	"embed"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"evergreen/game"
	"evergreen/game/provenance"
	"evergreen/locale"
	"evergreen/ruleset"
	"evergreen/wording"
)

// rulebookFS is the one Rulebook page, apart from the Studio's parts.
//
//go:embed templates/rulebook.tmpl
var rulebookFS embed.FS

// Badge is how a provenance badge reads on a page; the zero Badge is
// no badge.
type Badge = provenance.Badge

// BadgeOf is how badge name reads (package provenance).
func BadgeOf(name string) Badge { return provenance.Get(name) }

// Book is one Rulebook, ready to print.
type Book struct {
	Title   string // the page's <title>
	Base    string // the game's base path (Host.Base)
	Table   string // the table's code, or "" for the default rule set
	Kicker  string // the game's name above the heading
	Heading string
	Intro   string
	// Styles are the game's own style sheets, after the platform's; a
	// path without a leading "/" is relative to the game's base.
	Styles []string
	// Tools are links beside the Print button, each Path relative to the
	// Rulebook's own address (the table's, or the default's).
	Tools []Link
	// Legend lists the badges this game's pages can give; none, no legend.
	Legend []Badge
	// InForce describes the rule set in force.
	InForce InForce
	// ChangedNote follows a value the rule set changes from the default:
	// "changed from the default rules" unless the game says otherwise.
	ChangedNote string
	Sections    []Section
	// Next are links offered as buttons at the end ("Set the table"),
	// each Path as it is.
	Next []Link
	// Lang is the locale the text is written in, said on the page's
	// article (the platform sets it to the page's locale).
	Lang string
}

// InForce is the rule set a Rulebook describes.
type InForce struct {
	Name, Code, Description string
	IsDefault               bool
	// Unchanged and Changed end the sentence naming the rule set, for
	// the default and any other: ": the default rules, unchanged."
	Unchanged, Changed string
	// Values are rows of settings worth reading at once (may be empty).
	Values []Value
}

// Value is one row of InForce.Values.
type Value struct {
	Term    string
	Badge   Badge
	Text    string
	Changed bool
}

// Section is one numbered part of the Rulebook, linked from its
// contents.
type Section struct {
	ID string // the anchor: stable, named in the game's manifest
	// Title is the small line above Heading, where it says something
	// else ("Rule 3 · Income"); Contents is the entry in the contents
	// (Title, else Heading, unless set).
	Title, Contents string
	Heading         string
	Badge           Badge // after Title, or after Heading without one
	Class           string
	Blocks          []Block
}

// Block is one piece of a section: a sub-heading, a paragraph, a list or
// a table, in that order when several are set.
type Block struct {
	Heading string // an h3
	Lead    string // set in bold before the paragraph's text
	Badge   Badge  // after Heading, or after the paragraph's text
	Text    string // a paragraph
	Changed bool   // the paragraph shows a value the rule set changes
	// Original is the seed's own statement the paragraph translates.
	Original Quote
	Lines    []Line
	Ordered  bool
	// Paras draws Lines as paragraphs, each badge before its text.
	Paras bool
	// Class, when set, wraps the block in a <div> of that class.
	Class    string
	Table    *Table
	Items    []Item
	Readings []Reading
}

// Item is a content item in a list: a card, a Market item, a Virtue.
type Item struct {
	Name   string
	Price  string // what it costs, shown beside its name
	Status string // in place of the price: "withheld — not playable"
	Aside  string // after the badge, quieter
	Badge  Badge
	Text   string
	Class  string
}

// Reading is one of the ways a question of the rules can be read: the
// one the rule set plays is InUse.
type Reading struct {
	Tag     string // "In use at this table"
	Badge   Badge
	Title   string
	Text    string
	Verdict string // in bold: "ADOPTED by the Crown's Guidance."
	Reason  string
	InUse   bool
}

// Line is one entry of a list.
type Line struct {
	Lead    string // set in bold before the text
	Text    string
	Badge   Badge // before the text
	Changed bool
	// Original is the seed's own statement, in its language (Quote),
	// shown beside Text, its translation.
	Original Quote
}

// Quote is a statement in the language the seed gave it, when the page
// is in another: Text in Lang (a BCP 47 tag).
type Quote struct {
	Lang, Text string
}

// Table is a table of content items.
type Table struct {
	Label string // aria-label
	Head  []Cell
	Rows  [][]Cell
}

// Cell is one cell of a Table.
type Cell struct {
	Text   string
	Header bool   // a row's header (th scope=row)
	Code   bool   // Text is an id, set as code
	Class  string // the cell's own class
	Title  string // said on hover
	Colour string // a CSS colour: the cell's background
	Swatch string // a CSS colour: a small square before Text
	Span   int    // columns spanned (0 or 1: one)
	Badge  Badge  // after Text
}

// Row is a table row: a string is a plain cell, an int a number in
// digits, a Cell itself.
func Row(vals ...any) []Cell {
	row := make([]Cell, len(vals))
	for i, v := range vals {
		switch v := v.(type) {
		case Cell:
			row[i] = v
		case int:
			row[i] = Cell{Text: strconv.Itoa(v)}
		default:
			row[i] = Cell{Text: fmt.Sprint(v)}
		}
	}
	return row
}

// Head is a table's column headings.
func Head(names ...string) []Cell { return Row(anys(names)...) }

func anys(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// TableBlock is a block of one table.
func TableBlock(t Table) Block { return Block{Table: &t} }

// BookText is a Rulebook as a game declares it in its content: the same
// shape as Book, its words with placeholders and its badges, marks and
// parts named by key.
type BookText struct {
	Kicker   string        `json:"kicker"`
	Heading  string        `json:"heading"`
	Intro    string        `json:"intro"`
	Legend   []string      `json:"legend"`
	Changed  string        `json:"changed_note"`
	Sections []SectionText `json:"sections"`
}

// SectionText is one section of a BookText.
type SectionText struct {
	ID      string      `json:"id"`
	Title   string      `json:"title"`
	Heading string      `json:"heading"`
	Badge   string      `json:"badge"` // a key of BookFacts.Badges
	When    string      `json:"when"`  // shown only when this value is set
	Blocks  []BlockText `json:"blocks"`
}

// BlockText is one block of a SectionText.
type BlockText struct {
	When    string     `json:"when"`
	Heading string     `json:"heading"`
	Badge   string     `json:"badge"`
	Text    string     `json:"text"`
	Changed string     `json:"changed"` // a key of BookFacts.Changed
	Lead    string     `json:"lead"`
	Lines   []LineText `json:"lines"`
	Ordered bool       `json:"ordered"`
	Class   string     `json:"class"` // wraps the block in a <div> of this class
	// Part names a block the game builds (BookFacts.Parts), drawn here;
	// Heading and Badge, when set, are its own.
	Part string `json:"part"`
}

// LineText is one line of a BlockText's list.
type LineText struct {
	When    string `json:"when"`
	Lead    string `json:"lead"`
	Text    string `json:"text"`
	Badge   string `json:"badge"`
	Changed string `json:"changed"`
}

// DecodeBookText reads a game's Rulebook text from its content JSON,
// strictly: a key the model does not know, a section without an id or a
// heading, or two sections with one id is an error at its path.
func DecodeBookText(doc []byte) (BookText, error) {
	var t BookText
	if err := ruleset.DecodeStrict(doc, &t); err != nil {
		return BookText{}, fmt.Errorf("the Rulebook's text: %w", err)
	}
	var ps ruleset.Problems
	seen := map[string]bool{}
	for i, sc := range t.Sections {
		at := fmt.Sprintf("sections[%d]", i)
		switch {
		case sc.ID == "":
			ps.Add(at+".id", "every section needs an id, the anchor its contents link to")
		case seen[sc.ID]:
			ps.Add(at+".id", "%q is the id of an earlier section too", sc.ID)
		}
		seen[sc.ID] = true
		if sc.Heading == "" {
			ps.Add(at+".heading", "every section needs a heading")
		}
	}
	if err := ps.Err(); err != nil {
		return BookText{}, fmt.Errorf("the Rulebook's text: %w", err)
	}
	return t, nil
}

// BookFacts are what one rule set brings to its Rulebook's text.
type BookFacts struct {
	// Values fill the placeholders and answer When.
	Values wording.Values
	// Badges by the keys the text names.
	Badges map[string]Badge
	// Changed by the keys the text names: the value differs from the
	// default rule set's.
	Changed map[string]bool
	// Parts by the keys the text names: blocks the game builds itself.
	Parts map[string][]Block
	// Lang is the locale the numbers, plurals and lists are written in
	// ("" for English).
	Lang string
}

// Fill writes the sections of t with facts. A placeholder that cannot be
// filled, or a badge, mark or part the facts lack, is a problem
// returned beside the text (checked once at start, see NewRulebook).
func (t *BookText) Fill(facts BookFacts) (Book, []error) {
	if facts.Values == nil {
		facts.Values = wording.Map{}
	}
	f := filler{facts: facts}
	b := Book{Kicker: t.Kicker, Heading: f.text("heading", t.Heading), Intro: f.text("intro", t.Intro), ChangedNote: t.Changed}
	if b.ChangedNote == "" {
		b.ChangedNote = "changed from the default rules"
	}
	for _, n := range t.Legend {
		b.Legend = append(b.Legend, BadgeOf(n))
	}
	for _, st := range t.Sections {
		if !f.holds(st.When) {
			continue
		}
		where := "section " + st.ID
		sec := Section{ID: st.ID, Title: f.text(where, st.Title), Heading: f.text(where, st.Heading), Badge: f.badge(where, st.Badge)}
		for _, bt := range st.Blocks {
			if f.holds(bt.When) {
				sec.Blocks = append(sec.Blocks, f.block(where, bt)...)
			}
		}
		b.Sections = append(b.Sections, sec)
	}
	return b, f.errs
}

type filler struct {
	facts BookFacts
	errs  []error
}

func (f *filler) text(where, src string) string {
	if src == "" {
		return ""
	}
	t, err := wording.Parse(src)
	out := ""
	if err == nil {
		out, err = t.FillWith(f.facts.Values, wording.Options{Format: locale.FormatterOf(cmp.Or(f.facts.Lang, locale.Default))})
	}
	if err != nil {
		f.errs = append(f.errs, fmt.Errorf("the Rulebook's %s: %w", where, err))
	}
	return out
}

// holds reports whether the value named when is set ("" always holds).
func (f *filler) holds(when string) bool {
	return when == "" || f.text("condition "+when, "{if:"+when+"}1{end}") == "1"
}

func (f *filler) badge(where, key string) Badge {
	if key == "" {
		return Badge{}
	}
	b, ok := f.facts.Badges[key]
	if !ok {
		f.errs = append(f.errs, fmt.Errorf("the Rulebook's %s: no badge %q", where, key))
	}
	return b
}

func (f *filler) changed(where, key string) bool {
	if key == "" {
		return false
	}
	c, ok := f.facts.Changed[key]
	if !ok {
		f.errs = append(f.errs, fmt.Errorf("the Rulebook's %s: nothing says whether %q changed", where, key))
	}
	return c
}

func (f *filler) block(where string, bt BlockText) []Block {
	b := Block{Heading: f.text(where, bt.Heading), Lead: f.text(where, bt.Lead), Badge: f.badge(where, bt.Badge), Text: f.text(where, bt.Text),
		Changed: f.changed(where, bt.Changed), Ordered: bt.Ordered, Class: bt.Class}
	if bt.Part != "" {
		ps, ok := f.facts.Parts[bt.Part]
		if !ok {
			f.errs = append(f.errs, fmt.Errorf("the Rulebook's %s: no part %q", where, bt.Part))
		}
		ps = slices.Clone(ps)
		if len(ps) > 0 {
			// The text's own heading, paragraph and class dress the part's
			// first block.
			p := &ps[0]
			if b.Heading != "" {
				p.Heading, p.Badge = b.Heading, b.Badge
			}
			if b.Text != "" {
				p.Text, p.Changed = b.Text, b.Changed
			}
			if b.Class != "" {
				p.Class = b.Class
			}
		}
		return ps
	}
	for _, lt := range bt.Lines {
		if f.holds(lt.When) {
			b.Lines = append(b.Lines, Line{Lead: f.text(where, lt.Lead), Text: f.text(where, lt.Text),
				Badge: f.badge(where, lt.Badge), Changed: f.changed(where, lt.Changed)})
		}
	}
	return []Block{b}
}

// RulebookConfig is what a game's Rulebook pages need.
type RulebookConfig[R any] struct {
	Game game.Game
	// Open opens one of Game's rule sets to the game's own reading of it;
	// nil: the rules themselves, when they are an R (OpenAs).
	Open func(game.Rules) (R, error)
	// Book builds the Rulebook of rs (table "" for the default's) in
	// lang, a locale of locale.Tags; the problems it returns are logged,
	// the page still drawn. A Book that names no rule set in force
	// (InForce) gets the rules' own name and code when they name
	// themselves (game.Compiled's Title and Code).
	Book func(rs R, table, lang string) (Book, []error)
}

// Rulebook is a game's Rulebook pages, ready to mount (Routes).
type Rulebook[R any] struct {
	SitePages
	cfg RulebookConfig[R]
	def R
}

// NewRulebook parses the platform's Rulebook page onto the site's layout,
// opens the default rule set and draws its Rulebook once, so that a text
// that cannot be filled, or sections that differ from those the game's
// manifest declares, fail the server's start rather than a reader's
// request.
func NewRulebook[R any](h Host, cfg RulebookConfig[R]) (*Rulebook[R], error) {
	if cfg.Open == nil {
		cfg.Open = OpenAs[R]
	}
	if cfg.Game == nil || cfg.Book == nil {
		return nil, errors.New("gameweb: a Rulebook needs its Game and Book")
	}
	if h.Layout == nil || h.NotFound == nil || h.TableRules == nil {
		return nil, errors.New("gameweb: the host must give Layout, NotFound and TableRules")
	}
	pages, err := NewSitePages(h, rulebookFS, "rulebook-problem", "templates/rulebook.tmpl")
	if err != nil {
		return nil, err
	}
	rb := &Rulebook[R]{SitePages: pages, cfg: cfg}
	if rb.def, err = DefaultRules(cfg.Game, cfg.Open); err != nil {
		return nil, err
	}
	for _, lang := range locale.Tags() {
		book, errs := rb.book(rb.def, "", lang)
		if len(errs) > 0 {
			return nil, fmt.Errorf("%s's Rulebook in %s: %w", cfg.Game.Title(), lang, errors.Join(errs...))
		}
		var ids []string
		for _, s := range book.Sections {
			ids = append(ids, s.ID)
		}
		if want := cfg.Game.Manifest().Rulebook; want != nil && !slices.Equal(ids, want) {
			return nil, fmt.Errorf("%s's Rulebook in %s has the sections %q, but its manifest declares %q", cfg.Game.Title(), lang, ids, want)
		}
		if err := rb.Check("rulebook-page", book); err != nil {
			return nil, fmt.Errorf("%s's Rulebook: %w", cfg.Game.Title(), err)
		}
	}
	return rb, nil
}

// Default is the default rule set as Open read it.
func (rb *Rulebook[R]) Default() R { return rb.def }

// book builds rs's Book in lang and fills in what the platform owns.
func (rb *Rulebook[R]) book(rs R, table, lang string) (Book, []error) {
	b, errs := rb.cfg.Book(rs, table, lang)
	if t, ok := any(rs).(titled); ok && b.InForce.Code == "" {
		// Rules that name themselves are named so, unless the game says.
		b.InForce = InForce{Name: t.Title(), Code: t.Code(), IsDefault: t.Code() == any(rb.def).(titled).Code()}
	}
	return rb.finish(b, table, lang), errs
}

// finish fills in what the platform owns of b, a Rulebook page of table
// ("" for the default rule set's) in lang.
func (rb *Rulebook[R]) finish(b Book, table, lang string) Book {
	b.Base, b.Table, b.Lang = rb.Host.Base, table, lang
	prefix := rb.Host.Base
	if table != "" {
		prefix += "/t/" + table
	}
	b.Styles = slices.Clone(b.Styles)
	for i, st := range b.Styles {
		if !strings.HasPrefix(st, "/") {
			b.Styles[i] = rb.Host.Base + "/" + st
		}
	}
	b.Tools = slices.Clone(b.Tools)
	for i := range b.Tools {
		b.Tools[i].Path = prefix + b.Tools[i].Path
	}
	if b.Title == "" {
		b.Title = rb.cfg.Game.Title() + " · " + b.Heading
		if table != "" {
			b.Title = rb.T(lang, "rulebook.title.table", "title", b.Title, "code", table)
		}
	}
	if b.Kicker == "" {
		b.Kicker = rb.cfg.Game.Title()
	}
	if b.ChangedNote == "" {
		b.ChangedNote = rb.T(lang, "rulebook.changed")
	}
	if b.InForce.Unchanged == "" {
		b.InForce.Unchanged = rb.T(lang, "rulebook.set.unchanged")
	}
	if b.InForce.Changed == "" {
		b.InForce.Changed = rb.T(lang, "rulebook.set.changed")
	}
	return b
}

// DrawBook writes b, written in r's language, as a Rulebook page: a
// game's second page of rules (Nobles' Guidance) is drawn like its
// Rulebook.
func (rb *Rulebook[R]) DrawBook(w http.ResponseWriter, r *http.Request, b Book, table string) {
	lang := rb.Lang(r)
	rb.RenderIn(w, lang, http.StatusOK, "rulebook-page", rb.finish(b, table, lang))
}

// Draw writes rs's Rulebook (table "" for the default's) in r's
// language.
func (rb *Rulebook[R]) Draw(w http.ResponseWriter, r *http.Request, rs R, table string) {
	lang := rb.Lang(r)
	b, errs := rb.book(rs, table, lang)
	for _, err := range errs {
		rb.Log.Warn("rulebook", "table", table, "lang", lang, "err", err)
	}
	rb.RenderIn(w, lang, http.StatusOK, "rulebook-page", b)
}

// Routes mounts the Rulebook on m (RulebookRoutes): /rulebook,
// /t/{code}/rulebook, the base redirecting to /rulebook, and the site's
// not-found page for any other GET.
func (rb *Rulebook[R]) Routes(m *http.ServeMux) {
	RulebookRoutes(m, rb.SitePages, rb.def, rb.cfg.Open, rb.Draw)
}
