package everdell

// Diff: what one rule set changes from another, in words, as the Rules
// Studio shows it and `evergreen rules -game everdell diff` prints it.
// Cards, locations, events and seasons are matched by id and compared
// field by field through their JSON form, so a new field in the document
// is diffed without a line here; only the names of the settings people
// read are written out (settingNames).

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"evergreen/game/provenance"
	"evergreen/ruleset"
)

// Change is one difference (see ruleset.Change): paths such as
// "cards[3].cost.twig", items such as "Card 'Farm'" or "Hand limit",
// fields such as "cost twig". The platform says it in each reader's
// locale (ruleset/changewords, with ChangeTerms): "Hand limit: 8 → 9",
// "Card 'Farm': points 1 → 2", "Card 'Dragon' added (kind critter,
// points 5)".
type Change = ruleset.Change

// settingNames are the top-level settings as players call them, in the
// order Diff reports them; "solo" stands for every field of the solo
// opponent (soloFields words them).
var settingNames = []struct{ key, name string }{
	{"name", "Name"}, {"description", "Description"}, {"resources", "Resources"},
	{"hand_limit", "Hand limit"}, {"city_limit", "City limit"}, {"meadow", "Meadow cards"},
	{"starting_hand", "First hands, in turn order"},
	{"forest_shown", "Forest locations dealt at 1, 2, 3 and 4 players"},
	{"special_events_shown", "Special events dealt"},
	{"open_destination_points", "Points per opponent's visit to an open destination"},
	{"solo", "Solo opponent"},
}

// soloFields words the solo opponent's fields: which one plays, Rugwort's
// numbers (solo.rugwort.*) and the rival variant's tables.
var soloFields = map[string]string{
	"":                          "",
	"opponent":                  "",
	"rugwort":                   "Rugwort",
	"rugwort.year":              "Rugwort's year",
	"rugwort.basic":             "Rugwort's basic worker by season",
	"rugwort.meadow_workers":    "Rugwort's Meadow workers by season",
	"rugwort.journey":           "Rugwort's journey by year",
	"rugwort.kidnap_from":       "year from which Rugwort takes a worker away",
	"rugwort.card_points":       "Rugwort's points per card",
	"rugwort.prosperity_points": "Rugwort's points per prosperity card",
	"rugwort.event_points":      "Rugwort's points per basic event",
	"rugwort.special_points":    "Rugwort's points per special event you miss",
	"blockers":                  "the rival's workers by season",
	"meadow":                    "the rival's Meadow cards by season",
	"events":                    "the rival's basic events by season",
	"points":                    "the rival's points by season",
	"points_per_card":           "the rival's points per card",
}

// soloField words field (a key under "solo"), and v, one of its values:
// the opponents by name.
func soloField(field, v string) (string, string) {
	if field == "opponent" {
		switch v {
		case OpponentRugwort:
			v = "Rugwort"
		case OpponentRival:
			v = "the rival (variant)"
		}
	}
	if w, ok := soloFields[field]; ok {
		return w, v
	}
	var i int
	var part string
	if n, _ := fmt.Sscanf(strings.Replace(field, "].", "] ", 1), "ranks[%d] %s", &i, &part); n == 2 {
		if part == "min" {
			part = "from"
		}
		return fmt.Sprintf("rank %d %s", i+1, part), v
	}
	return words(field), v
}

// Diff compares other with base: the settings, the badges, the seasons,
// the cards, the locations and the events, each list matched by id.
// Neither need be valid (the Studio diffs a draft being typed); equal
// rule sets give nil.
func Diff(base, other *Rules) []Change {
	var out []Change
	a, b := flatten(settingsOf(base)), flatten(settingsOf(other))
	for _, s := range settingNames {
		for _, k := range keys(a, b, s.key) {
			if a[k] == b[k] {
				continue
			}
			field := strings.TrimPrefix(strings.TrimPrefix(k, s.key), ".")
			c := Change{Kind: "changed", Path: k, Item: s.name, Field: words(field), Old: a[k], New: b[k]}
			if s.key == "solo" {
				c.Field, c.Old = soloField(field, a[k])
				_, c.New = soloField(field, b[k])
			}
			out = append(out, c)
		}
	}
	out = append(out, badgeChanges(base.Provenance, other.Provenance)...)
	out = append(out, listDiff("seasons", "Season", base.Seasons, other.Seasons,
		func(s Season) (string, string) { return s.ID, s.ID })...)
	out = append(out, listDiff("cards", "Card", base.Cards, other.Cards,
		func(c Card) (string, string) { return c.ID, c.Name })...)
	out = append(out, listDiff("locations", "Location", base.Locations, other.Locations,
		func(l Location) (string, string) { return l.ID, l.Name })...)
	out = append(out, listDiff("events", "Event", base.Events, other.Events,
		func(e Event) (string, string) { return e.ID, e.Name })...)
	return out
}

// settingsOf is r without its lists and badges, which Diff matches on
// their own.
func settingsOf(r *Rules) Rules {
	s := *r
	s.Seasons, s.Cards, s.Locations, s.Events, s.Provenance = nil, nil, nil, nil, nil
	return s
}

// keys are the flattened keys of a or b under prefix, sorted.
func keys(a, b map[string]string, prefix string) []string {
	var out []string
	for _, m := range []map[string]string{a, b} {
		for k := range m {
			under := prefix == "" || k == prefix || strings.HasPrefix(k, prefix+".") || strings.HasPrefix(k, prefix+"[")
			if under && !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	slices.Sort(out)
	return out
}

func badgeChanges(a, b map[string]string) []Change {
	var out []Change
	for _, k := range ruleset.Keys(a, b) {
		if a[k] != b[k] {
			out = append(out, Change{Kind: "changed", Path: ruleset.Key("provenance", k), Item: "Badge of " + words(k),
				Old: badgeLabel(a[k]), New: badgeLabel(b[k])})
		}
	}
	return out
}

func badgeLabel(name string) string {
	if name == "" {
		return ""
	}
	return provenance.Get(name).Label
}

// listDiff matches entries of a list by id through ruleset.List: entries
// in both are compared field by field through their JSON form (a badge by
// its label), the rest added or removed, and a new order of the same
// entries is one change.
func listDiff[T any](path, kind string, a, b []T, id func(T) (id, name string)) []Change {
	var out []Change
	ruleset.List[T]{Path: path,
		ID:        func(x T) string { k, _ := id(x); return k },
		Item:      func(x T) string { _, name := id(x); return fmt.Sprintf("%s '%s'", kind, name) },
		Summary:   func(x T) string { return summary(x) },
		OrderItem: strings.ToUpper(path[:1]) + path[1:],
		Same: func(x, y T, p, _, item string) {
			fa, fb := flatten(x), flatten(y)
			for _, f := range keys(fa, fb, "") {
				if fa[f] == fb[f] {
					continue
				}
				old, now := fa[f], fb[f]
				if f == "provenance" {
					old, now = badgeLabel(old), badgeLabel(now)
				}
				out = append(out, Change{Kind: ruleset.ChangeChanged, Path: p + "." + f, Item: item, Field: words(f), Old: old, New: now})
			}
		},
	}.Diff(a, b, func(c ruleset.Change) { out = append(out, c) })
	return out
}

// summary words a whole entry for an addition or removal: its fields
// that say most, as "kind critter, type production, points 2".
func summary(x any) string {
	f := flatten(x)
	var parts []string
	for _, k := range []string{"kind", "type", "points", "count", "spaces", "workers", "effect.op"} {
		if v, ok := f[k]; ok && v != "" {
			parts = append(parts, words(k)+" "+v)
		}
	}
	return strings.Join(parts, ", ")
}

// words turns a flattened key into words: "effect.gain.twig" → "effect
// gain twig", "spaces_four" → "spaces four".
func words(k string) string { return strings.NewReplacer(".", " ", "_", " ").Replace(k) }

// flatten is v's JSON form as dotted keys ("effect.gain.twig") and text
// values; a list of plain values is one value ("5, 6, 7, 8"), a list of
// objects one key per entry ("ranks[1].title").
func flatten(v any) map[string]string {
	raw, err := json.Marshal(v)
	out := map[string]string{}
	if err != nil {
		return out
	}
	var tree any
	if json.Unmarshal(raw, &tree) != nil {
		return out
	}
	var walk func(prefix string, t any)
	walk = func(prefix string, t any) {
		switch t := t.(type) {
		case map[string]any:
			for k, x := range t {
				walk(ruleset.Field(prefix, k), x)
			}
		case []any:
			var plain []string
			for i, x := range t {
				switch x.(type) {
				case map[string]any, []any:
					walk(ruleset.Index(prefix, i), x)
				default:
					plain = append(plain, scalar(x))
				}
			}
			if len(plain) == len(t) {
				out[prefix] = strings.Join(plain, ", ")
			}
		default:
			out[prefix] = scalar(t)
		}
	}
	walk("", tree)
	return out
}

func scalar(x any) string {
	switch x := x.(type) {
	case nil:
		return ""
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		if x {
			return "yes"
		}
		return "no"
	}
	return fmt.Sprint(x)
}
