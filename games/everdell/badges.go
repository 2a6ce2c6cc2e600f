package everdell

import (
	"strconv"
	"strings"

	"evergreen/game/provenance"
)

// BadgesOf badges every setting and entry of r against def, the default,
// as the platform decides badges (package provenance): what r leaves as
// the default keeps the default's badge, what it changes or adds is the
// table's variant. Keys are a setting's key in the document ("hand_limit",
// "forest_shown", "seasons", "solo") and "cards/ID", "locations/ID",
// "events/ID" for entries.
func BadgesOf(r, def *Rules) map[string]string {
	changed := map[string]bool{}
	for _, c := range Diff(def, r) {
		if c.Kind == "removed" {
			continue
		}
		changed[badgeKey(r, c.Path)] = true
	}
	out := map[string]string{}
	for k, b := range def.Provenance {
		out[k] = provenance.Of(b, changed[k])
	}
	for _, s := range settingNames {
		if _, ok := out[s.key]; !ok && changed[s.key] {
			out[s.key] = provenance.Variant
		}
	}
	entry := func(kind, id, defBadge string, inDef bool) {
		k := kind + "/" + id
		if !inDef {
			out[k] = provenance.Variant
			return
		}
		out[k] = provenance.Of(defBadge, changed[k])
	}
	for _, c := range r.Cards {
		d, ok := find(def.Cards, func(x Card) bool { return x.ID == c.ID })
		entry("cards", c.ID, d.Provenance, ok)
	}
	for _, l := range r.Locations {
		d, ok := find(def.Locations, func(x Location) bool { return x.ID == l.ID })
		entry("locations", l.ID, d.Provenance, ok)
	}
	for _, e := range r.Events {
		d, ok := find(def.Events, func(x Event) bool { return x.ID == e.ID })
		entry("events", e.ID, d.Provenance, ok)
	}
	return out
}

func find[T any](xs []T, f func(T) bool) (T, bool) {
	for _, x := range xs {
		if f(x) {
			return x, true
		}
	}
	var zero T
	return zero, false
}

// badgeKey is the key of BadgesOf that a change at path (in r) touches.
func badgeKey(r *Rules, path string) string {
	head, idx := path, -1
	if i := strings.IndexAny(path, ".["); i >= 0 {
		head = path[:i]
		if path[i] == '[' {
			if j := strings.IndexByte(path[i:], ']'); j > 0 {
				if n, err := strconv.Atoi(path[i+1 : i+j]); err == nil {
					idx = n
				}
			}
		}
	}
	id := func(n int, get func(int) string) string {
		if idx >= 0 && idx < n {
			return head + "/" + get(idx)
		}
		return head
	}
	switch head {
	case "cards":
		return id(len(r.Cards), func(i int) string { return r.Cards[i].ID })
	case "locations":
		return id(len(r.Locations), func(i int) string { return r.Locations[i].ID })
	case "events":
		return id(len(r.Events), func(i int) string { return r.Events[i].ID })
	}
	return head
}
