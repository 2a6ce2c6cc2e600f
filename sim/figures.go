package sim

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/game"
)

// The figures a designer asks for after wins and scores: what each role
// did whatever its seat, how long a game runs, how close it ends, and how
// often each card and space fires.

// Length is the number of moves per game: the mean with its interval,
// and the shortest and longest game.
type Length struct {
	Moves Mean `json:"moves"`
	Min   int  `json:"min"`
	Max   int  `json:"max"`
}

// FireCount is how often one thing of a kind of game.Stats.Fires fired:
// in all (Count), per game, and in how many games at least once.
type FireCount struct {
	Kind    string  `json:"kind"`
	Item    string  `json:"item"`
	Count   int     `json:"count"`
	PerGame float64 `json:"per_game"`
	Games   int     `json:"games"`
}

// roleTallies gathers the groups by role: the default table's roles
// first, then others in order of first appearance.
type roleTallies struct {
	order    []string
	by       map[string]*tally
	newTally func(string) *tally
}

func newRoles(order []game.Role, newTally func(string) *tally) *roleTallies {
	rt := &roleTallies{by: map[string]*tally{}, newTally: newTally}
	for _, r := range order {
		if r.Key != "" {
			rt.get(r.Key).title = r.Label
		}
	}
	return rt
}

func (rt *roleTallies) get(role string) *tally {
	t := rt.by[role]
	if t == nil {
		t = rt.newTally(role)
		rt.by[role] = t
		rt.order = append(rt.order, role)
	}
	return t
}

func (rt *roleTallies) groups(stats *game.Stats, items []string) []Group {
	var out []Group
	for _, role := range rt.order {
		if t := rt.by[role]; t.n > 0 {
			g := t.group(stats, items)
			g.Items, g.Think = nil, nil
			out = append(out, g)
		}
	}
	return out
}

// Margin is the margin of victory of one game: the best score minus the
// best score of a seat that did not win, 0 when every seat shares the
// victory. A shared victory between some seats still has a margin over
// the rest.
func Margin(scores []int, winners []int) int {
	best, rest, won, lost := 0, 0, false, false
	for s, sc := range scores {
		if slices.Contains(winners, s) {
			if !won || sc > best {
				best, won = sc, true
			}
		} else if !lost || sc > rest {
			rest, lost = sc, true
		}
	}
	if !won || !lost {
		return 0
	}
	return best - rest
}

// firesOf counts what fired over games games, kind by kind in
// Stats.Fires order, each kind's things by count (most first), ties by
// name.
func firesOf(g *gather, sm *sums, games int) []FireCount {
	var out []FireCount
	for k, kind := range g.stats.Fires {
		var fc []FireCount
		add := func(it string, f fireSum) {
			if f.count > 0 {
				fc = append(fc, FireCount{Kind: kind.Key, Item: it, Count: f.count, PerGame: float64(f.count) / float64(games), Games: f.games})
			}
		}
		if sm.fired != nil {
			for j, f := range sm.fired[k] {
				add(g.fires[k].names[j], f)
			}
		} else {
			for it, f := range sm.named[k] {
				add(it, *f)
			}
		}
		slices.SortFunc(fc, func(a, b FireCount) int {
			if a.Count != b.Count {
				return b.Count - a.Count
			}
			return strings.Compare(a.Item, b.Item)
		})
		out = append(out, fc...)
	}
	return out
}

func upper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// writeShares says the first seat's advantage and each seat's share of
// victories in one definition.
func writeShares(b *strings.Builder, rep *Report) {
	fs := rep.FirstSeat
	fmt.Fprintf(b, "First-seat advantage: seat 1 takes %.1f%% (%.1f–%.1f%%) of the victories against an even share of %.1f%%\n",
		100*fs.Share.Mean, 100*fs.Share.Low, 100*fs.Share.High, 100*fs.Expected)
	b.WriteString("  (a victory shared by k counts 1/k to each; the seats' shares add up to 100%")
	if rep.Dealt {
		b.WriteString(", and what a seat plays as was dealt at random")
	}
	b.WriteString(").\n")
}

// writeFigures writes game length, margins of victory and what fired.
func writeFigures(b *strings.Builder, rep *Report) {
	l := rep.Length
	fmt.Fprintf(b, "Game length: %.1f moves (%.1f–%.1f), shortest %d, longest %d.\n", l.Moves.Mean, l.Moves.Low, l.Moves.High, l.Min, l.Max)
	m := rep.Margin
	fmt.Fprintf(b, "Margin of victory: %.2f (%.2f–%.2f) points over the best seat that did not win (0 when all share).\n", m.Mean, m.Low, m.High)
	kinds := rep.Stats.Fires
	if len(kinds) == 0 {
		// A report read back from JSON knows the kinds by key alone.
		for _, f := range rep.Fires {
			if !slices.ContainsFunc(kinds, func(k game.Metric) bool { return k.Key == f.Kind }) {
				kinds = append(kinds, game.Metric{Key: f.Kind})
			}
		}
	}
	for _, k := range kinds {
		label := k.Label
		if label == "" {
			label = k.Key
		}
		fmt.Fprintf(b, "\n%s (per game; in how many games at least once)\n", label)
		found := false
		for _, f := range rep.Fires {
			if f.Kind == k.Key {
				found = true
				fmt.Fprintf(b, "  %-28s %8.2f  %5.1f%% of games\n", f.Item, f.PerGame, 100*float64(f.Games)/float64(max(1, rep.Games)))
			}
		}
		if !found {
			b.WriteString("  none\n")
		}
	}
}
