package ruleset

import (
	"slices"
	"strings"
)

// List says how a Diff compares one list of entries with ids (cards,
// locations, biomes, …) in two rule sets; its Diff is the one comparison
// of such lists every game uses.
type List[T any] struct {
	Path    string                                    // the list's path: "cards", "decks.ordeal"
	ID      func(T) string                            // an entry's id, which matches it across the two lists
	Item    func(T) string                            // an entry named for people: "Card 'Farm'"
	Summary func(T) string                            // an entry added or removed, in a few words (the change's New or Old)
	Same    func(x, y T, path, basePath, item string) // compares an entry both lists have, field by field: x in base at basePath, y in the other at path

	// The change of order of the entries both lists keep: its Item
	// ("Cards"), Field ("" or "order"), and how each entry is listed in
	// its Old and New (nil: by id).
	OrderItem, OrderField string
	OrderName             func(T) string
}

// Diff compares the list a in the base rule set with b in the other,
// handing add each change in the order the Studio shows them: for every
// entry of b in turn, its changed fields (through Same) or its addition;
// then the entries of a that b lacks, removed; then, if the entries both
// keep stand in another order, one ChangeMoved. Entries are matched by
// id; an id repeated within a list (an invalid list, as a draft may be)
// is matched by its position among the repeats.
func (l List[T]) Diff(a, b []T, add func(Change)) {
	ak, bk := l.keys(a), l.keys(b)
	aAt := make(map[listKey]int, len(ak))
	for i, k := range ak {
		aAt[k] = i
	}
	bHas := make(map[listKey]bool, len(bk))
	var aOrder, bOrder []string // ids both keep, in each list's order
	var aNames, bNames []string // the same, as OrderName lists them
	name := func(x T) string {
		if l.OrderName == nil {
			return l.ID(x)
		}
		return l.OrderName(x)
	}
	for j, y := range b {
		bHas[bk[j]] = true
		path := Index(l.Path, j)
		i, ok := aAt[bk[j]]
		if !ok {
			add(Change{Kind: ChangeAdded, Path: path, Item: l.Item(y), New: l.Summary(y)})
			continue
		}
		bOrder, bNames = append(bOrder, bk[j].id), append(bNames, name(y))
		l.Same(a[i], y, path, Index(l.Path, i), l.Item(y))
	}
	for i, x := range a {
		if bHas[ak[i]] {
			aOrder, aNames = append(aOrder, ak[i].id), append(aNames, name(x))
			continue
		}
		add(Change{Kind: ChangeRemoved, Path: Index(l.Path, i), Item: l.Item(x), Old: l.Summary(x)})
	}
	if !slices.Equal(aOrder, bOrder) {
		add(Change{Kind: ChangeMoved, Path: l.Path, Item: l.OrderItem, Field: l.OrderField,
			Old: strings.Join(aNames, ", "), New: strings.Join(bNames, ", ")})
	}
}

// listKey is an entry's id and which repeat of that id in its list it is.
type listKey struct {
	id string
	n  int
}

func (l List[T]) keys(xs []T) []listKey {
	seen := map[string]int{}
	out := make([]listKey, len(xs))
	for i, x := range xs {
		id := l.ID(x)
		out[i] = listKey{id, seen[id]}
		seen[id]++
	}
	return out
}

// Positions compares two lists without ids (a board's spaces, a card's
// options, a rank table) place by place, in order: same(i) for a place
// both have, removed(i) for one only the base list (of length na) has,
// added(i) for one only the other (of length nb) has.
func Positions(na, nb int, same, removed, added func(i int)) {
	for i := range max(na, nb) {
		switch {
		case i >= na:
			added(i)
		case i >= nb:
			removed(i)
		default:
			same(i)
		}
	}
}
