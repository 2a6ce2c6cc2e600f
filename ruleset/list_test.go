package ruleset

import (
	"fmt"
	"slices"
	"testing"
)

type entry struct{ id, v string }

func entryDiff(a, b []entry) []Change {
	var out []Change
	List[entry]{Path: "things", ID: func(e entry) string { return e.id },
		Item:      func(e entry) string { return "Thing '" + e.id + "'" },
		Summary:   func(e entry) string { return e.v },
		OrderItem: "Things", OrderField: "order",
		OrderName: func(e entry) string { return e.id + "!" },
		Same: func(x, y entry, path, basePath, item string) {
			if x.v != y.v {
				out = append(out, Change{Kind: ChangeChanged, Path: path + "|" + basePath, Item: item, Old: x.v, New: y.v})
			}
		},
	}.Diff(a, b, func(c Change) { out = append(out, c) })
	return out
}

// TestListDiff: entries are matched by id whatever their place; changes,
// additions come in the other list's order, then removals, then one new
// order of the entries both keep; a repeated id is matched by its repeat.
func TestListDiff(t *testing.T) {
	a := []entry{{"x", "1"}, {"y", "2"}, {"z", "3"}, {"d", "4"}, {"d", "5"}}
	b := []entry{{"n", "9"}, {"z", "3"}, {"x", "7"}, {"d", "4"}}
	got := entryDiff(a, b)
	want := []Change{
		{Kind: ChangeAdded, Path: "things[0]", Item: "Thing 'n'", New: "9"},
		{Kind: ChangeChanged, Path: "things[2]|things[0]", Item: "Thing 'x'", Old: "1", New: "7"},
		{Kind: ChangeRemoved, Path: "things[1]", Item: "Thing 'y'", Old: "2"},
		{Kind: ChangeRemoved, Path: "things[4]", Item: "Thing 'd'", Old: "5"},
		{Kind: ChangeMoved, Path: "things", Item: "Things", Field: "order", Old: "x!, z!, d!", New: "z!, x!, d!"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("diff:\n got %s\nwant %s", fmt.Sprint(got), fmt.Sprint(want))
	}
	if got := entryDiff(a, a); got != nil {
		t.Errorf("a list against itself: %v, want nil", got)
	}
	if got := entryDiff(b, []entry{{"x", "7"}, {"n", "9"}, {"z", "3"}, {"d", "4"}}); len(got) != 1 || got[0].Kind != ChangeMoved {
		t.Errorf("the same entries in another order: %v, want one move", got)
	}
}

// TestPositions: places both lists have are compared, the base list's
// extra places removed and the other's added, in order of place.
func TestPositions(t *testing.T) {
	var got []string
	say := func(what string) func(int) {
		return func(i int) { got = append(got, fmt.Sprint(what, i)) }
	}
	Positions(2, 4, say("same"), say("removed"), say("added"))
	Positions(3, 1, say("same"), say("removed"), say("added"))
	want := []string{"same0", "same1", "added2", "added3", "same0", "removed1", "removed2"}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
