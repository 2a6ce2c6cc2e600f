// Package provenance is the one model of where a rule comes from, shared
// by every game and every page that shows a badge (the Rulebooks, the
// Crown's Guidance, Rules Studio).
//
// There are five badges, ordered from the most to the least settled:
//
//   - Source ("source-confirmed"): stated by the printed rules.
//   - Ruling ("Crown's ruling"): adopted by the Crown's Guidance where the
//     printed rules leave a question open.
//   - Provisional: authored here where the printed rules are silent, and
//     editable.
//   - Variant: a rule set's own change from the default rules.
//   - Withheld: shown, but not played until the source confirms it.
//
// How each badge reads (its label and meaning) is data, in badges.json;
// which badge a thing earns is decided here, never by a page:
//
//   - A setting or entry a rule set leaves as the default has the
//     default's badge (Of).
//   - A setting or entry a rule set changes is badged by what it is now —
//     the table's variant — never by where the default came from.
//   - A group of lines is badged once when they all agree (Common).
package provenance

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
)

// Badge names, as written in rule-set documents and used as CSS classes.
const (
	Source      = "source"
	Ruling      = "ruling"
	Provisional = "provisional"
	Variant     = "variant"
	Withheld    = "withheld"
)

// order lists the badges from the most to the least settled: the order a
// legend shows them, and the order Weakest reads.
var order = [...]string{Source, Ruling, Provisional, Variant, Withheld}

// Valid reports whether name is a badge.
func Valid(name string) bool { return slices.Contains(order[:], name) }

// Names are the badges from the most to the least settled.
func Names() []string { return slices.Clone(order[:]) }

// Expect is the phrase a validation message uses for a bad badge (in
// English; a problem words Names in its reader's locale).
const Expect = `"source", "ruling", "provisional", "variant" or "withheld"`

// Badge is how a badge reads.
type Badge struct {
	Name    string `json:"-"`
	Label   string `json:"label"`
	Meaning string `json:"meaning"`
}

//go:embed badges.json
var badgesJSON []byte

var badges = mustLoad()

func mustLoad() map[string]Badge {
	var m map[string]Badge
	if err := json.Unmarshal(badgesJSON, &m); err != nil {
		panic(fmt.Sprintf("provenance: badges.json: %v", err))
	}
	for _, n := range order {
		b, ok := m[n]
		if !ok || b.Label == "" || b.Meaning == "" {
			panic(fmt.Sprintf("provenance: badges.json: badge %q needs a label and a meaning", n))
		}
		b.Name = n
		m[n] = b
	}
	if len(m) != len(order) {
		panic("provenance: badges.json names a badge the model does not know")
	}
	return m
}

// Get returns how badge name reads. An unknown name reads as Provisional:
// what nobody has settled is not claimed as settled.
func Get(name string) Badge {
	if b, ok := badges[name]; ok {
		return b
	}
	return badges[Provisional]
}

// Legend returns every badge, most settled first, for a page's legend.
func Legend() []Badge {
	out := make([]Badge, len(order))
	for i, n := range order {
		out[i] = badges[n]
	}
	return out
}

// Of is the badge of a setting or entry whose default badge is def:
// def while the rule set leaves it as the default, Variant once it
// changes it.
func Of(def string, changed bool) string {
	if changed {
		return Variant
	}
	if !Valid(def) {
		return Provisional
	}
	return def
}

// Weakest returns the least settled of names (Provisional for none): a
// line resting on a source-confirmed number and a provisional one is no
// more settled than its provisional part.
func Weakest(names ...string) string {
	if len(names) == 0 {
		return Provisional
	}
	w := 0
	for _, n := range names {
		i := slices.Index(order[:], n)
		if i < 0 {
			i = slices.Index(order[:], Provisional)
		}
		w = max(w, i)
	}
	return order[w]
}

// Common returns the badge every one of names shares, and whether they
// all agree (false for none), so a page badges a section once rather
// than every line.
func Common(names []string) (string, bool) {
	if len(names) == 0 {
		return "", false
	}
	for _, n := range names[1:] {
		if n != names[0] {
			return "", false
		}
	}
	return names[0], true
}
