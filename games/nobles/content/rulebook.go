package content

import (
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"evergreen/game/provenance"
	"evergreen/ruleset"
)

// The Rulebook and the Crown's Guidance, as the app shows them, live in
// rulebook.json. Like default.json it is data only: the text players read.
// Numbers that a rule set can change are never written out but appear as
// placeholders in package wording's grammar ({key}, {words:key}), which
// the page fills from the rule set in force (see games/nobles/noblesweb,
// placeholders.go, for the keys). A line may carry a condition, "when": "key=value", and is
// then shown only under rule sets whose value of key is value: that is
// how a table's rulings (say, automatic token conversion) take the place
// of the Crown's.
//
// Badges are not written per rule or section: package provenance defines
// them once, and the page derives every badge from the rule set in force.
// A line names the settings it is about ("about"), and is badged as they
// are, or states its own badge ("provenance") when it is about none; a
// rule or section is badged once when its lines agree.

//go:embed rulebook.json
var rulebookJSON []byte

// The Rulebook's translations, rulebook.{locale}.json: the same document
// with its words in another language (noblesweb holds each to the
// English's shape and placeholders).
//
//go:embed rulebook.*.json
var translations embed.FS

// RulebookJSON is rulebook.json as embedded.
func RulebookJSON() []byte { return append([]byte(nil), rulebookJSON...) }

// RulebookTranslations are the translations of rulebook.json by locale
// ("de", "es", "zh-Hant").
func RulebookTranslations() map[string][]byte {
	out := map[string][]byte{}
	names, _ := fs.Glob(translations, "rulebook.*.json")
	for _, n := range names {
		doc, err := translations.ReadFile(n)
		if err == nil {
			out[strings.TrimSuffix(strings.TrimPrefix(n, "rulebook."), ".json")] = doc
		}
	}
	return out
}

// Settings lists the setting keys a line may be "about": those
// nobles.BadgesOf badges.
func Settings() []string {
	return []string{"turn_counting", "turns_per_season", "income", "duties", "rulings.token_conversion",
		"rulings.surrender_stacks", "rulings.item_once", "rulings", "board", "virtues"}
}

// Rulebook is the decoded rulebook.json.
type Rulebook struct {
	// About documents the file for editors; it is not shown.
	About    string `json:"about"`
	Rulebook Book   `json:"rulebook"`
	Guidance Guide  `json:"guidance"`
	// Words are the pages' own words around the text (headings of the
	// rule set's lists, the rule set in force), by key, in package
	// wording's grammar.
	Words map[string]string `json:"words"`
}

// Book is the Rulebook page: its numbered Rules.
type Book struct {
	Kicker string `json:"kicker"`
	Title  string `json:"title"`
	Intro  string `json:"intro"`
	Rules  []Rule `json:"rules"`
}

// Rule is one numbered Rule. A withheld Rule (every line withheld) has no
// title or heading.
type Rule struct {
	Number  int    `json:"number"`
	Title   string `json:"title"`
	Heading string `json:"heading"`
	// Show names rule-set panels the page draws after the lines:
	// "board", "market", "virtues", "year", "turn_counting".
	Show  []string `json:"show,omitempty"`
	Lines []Line   `json:"lines"`
}

// Withheld reports whether every line of the Rule is withheld.
func (r Rule) Withheld() bool {
	for _, l := range r.Lines {
		if l.Provenance != provenance.Withheld {
			return false
		}
	}
	return len(r.Lines) > 0
}

// Guide is the Crown's Guidance page: its sections.
type Guide struct {
	Kicker   string    `json:"kicker"`
	Title    string    `json:"title"`
	Intro    string    `json:"intro"`
	Sections []Section `json:"sections"`
}

// Section is one section of the Crown's Guidance.
type Section struct {
	ID         string    `json:"id"`
	Heading    string    `json:"heading"`
	Show       []string  `json:"show,omitempty"`
	Paragraphs []Line    `json:"paragraphs,omitempty"`
	Readings   []Reading `json:"readings,omitempty"`
	Bullets    []Line    `json:"bullets,omitempty"`
}

// Reading is one way of reading a disputed rule, with the Crown's verdict
// on it. Reading names the rule-set value it corresponds to (for turn
// counting, "per_noble" or "shared") so a page can say which one a table
// plays; its badge follows from whether the Crown adopted it.
type Reading struct {
	Reading string `json:"reading"`
	Title   string `json:"title"`
	Text    string `json:"text"`
	Verdict string `json:"verdict"`
	Reason  string `json:"reason"`
	Adopted bool   `json:"adopted"`
}

// Line is one paragraph or bullet.
type Line struct {
	Text string `json:"text"`
	// About names the settings the line states (Settings); it is badged
	// as they are in the rule set in force. A line about none states its
	// own Provenance instead.
	About      []string `json:"about,omitempty"`
	Provenance string   `json:"provenance,omitempty"`
	// When, if set, is "key=value": the line applies only under rule sets
	// whose placeholder key has that value.
	When string `json:"when,omitempty"`
}

// LoadRulebook decodes rulebook.json strictly (unknown fields are errors)
// and checks that every line is badged one way, with known badges and
// settings, and every required text is present. It decodes afresh on each
// call; callers keep the result.
func LoadRulebook() (*Rulebook, error) {
	return DecodeRulebook(rulebookJSON)
}

// DecodeRulebook is LoadRulebook for a document other than the embedded
// one.
func DecodeRulebook(doc []byte) (*Rulebook, error) {
	var rb Rulebook
	if err := ruleset.DecodeStrict(doc, &rb); err != nil {
		return nil, fmt.Errorf("rulebook: %w", err)
	}
	if err := rb.check(); err != nil {
		return nil, fmt.Errorf("rulebook: %w", err)
	}
	return &rb, nil
}

// check reports every missing text and badge, by path.
func (rb *Rulebook) check() error {
	var ps ruleset.Problems
	need := func(path, v string) {
		if v == "" {
			ps.Add(path, "must not be empty")
		}
	}
	lines := func(path string, ls []Line) {
		for i, l := range ls {
			p := ruleset.Index(path, i)
			need(ruleset.Field(p, "text"), l.Text)
			switch {
			case len(l.About) > 0 && l.Provenance != "":
				ps.Add(p, "gives both \"about\" and \"provenance\": a line about settings is badged as they are")
			case len(l.About) == 0 && !provenance.Valid(l.Provenance):
				ps.Add(ruleset.Field(p, "provenance"), "must be %s (or give \"about\"), got %q", ruleset.Either(provenance.Names()), l.Provenance)
			}
			for j, k := range l.About {
				if !slices.Contains(Settings(), k) {
					ps.Add(ruleset.Index(ruleset.Field(p, "about"), j), "is not a setting (%s), got %q", strings.Join(Settings(), ", "), k)
				}
			}
		}
	}
	need("rulebook.title", rb.Rulebook.Title)
	prev := 0
	for i, r := range rb.Rulebook.Rules {
		p := ruleset.Index("rulebook.rules", i)
		if r.Number <= prev {
			ps.Add(ruleset.Field(p, "number"), "must be greater than the number before it (%d), got %d", prev, r.Number)
		}
		prev = r.Number
		if !r.Withheld() {
			need(ruleset.Field(p, "title"), r.Title)
			need(ruleset.Field(p, "heading"), r.Heading)
		}
		if len(r.Lines) == 0 {
			ps.Add(ruleset.Field(p, "lines"), "must hold at least one line")
		}
		lines(ruleset.Field(p, "lines"), r.Lines)
	}
	need("guidance.title", rb.Guidance.Title)
	ids := map[string]bool{}
	for i, s := range rb.Guidance.Sections {
		p := ruleset.Index("guidance.sections", i)
		need(ruleset.Field(p, "id"), s.ID)
		if ids[s.ID] {
			ps.Add(ruleset.Field(p, "id"), "%q is already used", s.ID)
		}
		ids[s.ID] = true
		need(ruleset.Field(p, "heading"), s.Heading)
		lines(ruleset.Field(p, "paragraphs"), s.Paragraphs)
		lines(ruleset.Field(p, "bullets"), s.Bullets)
		for j, rd := range s.Readings {
			q := ruleset.Index(ruleset.Field(p, "readings"), j)
			need(ruleset.Field(q, "reading"), rd.Reading)
			need(ruleset.Field(q, "title"), rd.Title)
			need(ruleset.Field(q, "text"), rd.Text)
			need(ruleset.Field(q, "verdict"), rd.Verdict)
		}
	}
	return ps.Err()
}
