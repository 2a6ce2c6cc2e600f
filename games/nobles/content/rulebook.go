package content

import (
	_ "embed"
	"fmt"

	"evergreen/ruleset"
)

// The Rulebook and the Crown's Guidance, as the app shows them, live in
// rulebook.json. Like default.json it is data only: the text players read,
// each piece with a provenance badge. Numbers that a rule set can change
// are never written out but appear as placeholders, {key} or
// {key|format}, which the page fills from the rule set in force (see
// package server, rulebook.go, for the keys and formats). A line may carry
// a condition, "when": "key=value", and is then shown only under rule sets
// whose value of key is value: that is how a table's rulings (say,
// automatic token conversion) take the place of the Crown's.

//go:embed rulebook.json
var rulebookJSON []byte

// Provenance badges, as in default.json.
const (
	Source      = "source"
	Provisional = "provisional"
	Withheld    = "withheld"
)

// BadgeNames lists the provenance badges in the order a legend shows
// them.
func BadgeNames() []string { return []string{Source, Provisional, Withheld} }

// Rulebook is the decoded rulebook.json.
type Rulebook struct {
	// About documents the file for editors; it is not shown.
	About string `json:"about"`
	// Badges gives each provenance badge its label and meaning, for the
	// badges themselves and the legend.
	Badges   map[string]Badge `json:"badges"`
	Rulebook Book             `json:"rulebook"`
	Guidance Guide            `json:"guidance"`
}

// Badge is how a provenance badge reads.
type Badge struct {
	Label   string `json:"label"`
	Meaning string `json:"meaning"`
}

// Book is the Rulebook page: its numbered Rules.
type Book struct {
	Kicker string `json:"kicker"`
	Title  string `json:"title"`
	Intro  string `json:"intro"`
	Rules  []Rule `json:"rules"`
}

// Rule is one numbered Rule. A withheld Rule has no title or heading.
type Rule struct {
	Number     int    `json:"number"`
	Title      string `json:"title"`
	Heading    string `json:"heading"`
	Provenance string `json:"provenance"`
	// Show names rule-set panels the page draws after the lines:
	// "board", "market", "virtues", "year", "turn_counting".
	Show  []string `json:"show,omitempty"`
	Lines []Line   `json:"lines"`
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
	Label      string    `json:"label,omitempty"` // "Source", "Crown's ruling"
	Provenance string    `json:"provenance"`
	Show       []string  `json:"show,omitempty"`
	Paragraphs []Line    `json:"paragraphs,omitempty"`
	Readings   []Reading `json:"readings,omitempty"`
	Bullets    []Line    `json:"bullets,omitempty"`
}

// Reading is one way of reading a disputed rule, with the Crown's verdict
// on it. Reading names the rule-set value it corresponds to (for turn
// counting, "per_noble" or "shared") so a page can say which one a table
// plays.
type Reading struct {
	Reading    string `json:"reading"`
	Title      string `json:"title"`
	Text       string `json:"text"`
	Verdict    string `json:"verdict"`
	Reason     string `json:"reason"`
	Adopted    bool   `json:"adopted"`
	Provenance string `json:"provenance"`
}

// Line is one paragraph or bullet.
type Line struct {
	Text       string `json:"text"`
	Provenance string `json:"provenance"`
	// When, if set, is "key=value": the line applies only under rule sets
	// whose placeholder key has that value.
	When string `json:"when,omitempty"`
}

// LoadRulebook decodes rulebook.json strictly (unknown fields are errors)
// and checks that every provenance badge is one of BadgeNames and every
// required text is present. It decodes afresh on each call; callers keep
// the result.
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

// check reports every missing text and unknown badge, by path.
func (rb *Rulebook) check() error {
	var ps ruleset.Problems
	for _, b := range BadgeNames() {
		if bd, ok := rb.Badges[b]; !ok || bd.Label == "" || bd.Meaning == "" {
			ps.Add(ruleset.Key("badges", b), "must give a label and a meaning")
		}
	}
	for k := range rb.Badges {
		if !ValidProvenance(k) {
			ps.Add(ruleset.Key("badges", k), "is not a provenance badge")
		}
	}
	need := func(path, v string) {
		if v == "" {
			ps.Add(path, "must not be empty")
		}
	}
	badge := func(path, v string) {
		if !ValidProvenance(v) {
			ps.Add(ruleset.Field(path, "provenance"), "must be \"source\", \"provisional\" or \"withheld\", got %q", v)
		}
	}
	lines := func(path string, ls []Line) {
		for i, l := range ls {
			p := ruleset.Index(path, i)
			need(ruleset.Field(p, "text"), l.Text)
			badge(p, l.Provenance)
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
		badge(p, r.Provenance)
		if r.Provenance != Withheld {
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
		badge(p, s.Provenance)
		lines(ruleset.Field(p, "paragraphs"), s.Paragraphs)
		lines(ruleset.Field(p, "bullets"), s.Bullets)
		for j, rd := range s.Readings {
			q := ruleset.Index(ruleset.Field(p, "readings"), j)
			need(ruleset.Field(q, "reading"), rd.Reading)
			need(ruleset.Field(q, "title"), rd.Title)
			need(ruleset.Field(q, "text"), rd.Text)
			need(ruleset.Field(q, "verdict"), rd.Verdict)
			badge(q, rd.Provenance)
		}
	}
	return ps.Err()
}

// ValidProvenance reports whether p is one of the three badges.
func ValidProvenance(p string) bool { return p == Source || p == Provisional || p == Withheld }
