package noblesbots_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"evergreen/bots/ismcts"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesbots"
	"evergreen/games/nobles/steward"
)

// TestPlayoutSearchesAsPolicy: the steward's compact-move playout is only
// a faster way of playing the steward's policy, so a search with it must
// be the same search, statistic for statistic, as one asking the policy
// move by move.
func TestPlayoutSearchesAsPolicy(t *testing.T) {
	rs, _ := nobles.Default()
	points := decisions(t, rs, 2)
	cfg := ismcts.Config{Game: noblesbots.Game(rs), Iterations: 150, Rollout: steward.Policy(rs), Prior: steward.New(rs), Confidence: 1, Expand: 4}
	slow := ismcts.New(cfg)
	cfg.Playout = steward.Playout(rs)
	fast := ismcts.New(cfg)
	for i, st := range points {
		if i%25 != 0 {
			continue
		}
		d := st.Pending()[0]
		m1, s1 := slow.Search(d.Seat, st.View(d.Seat), nil, d.Moves, rand.New(rand.NewPCG(3, uint64(i))))
		m2, s2 := fast.Search(d.Seat, st.View(d.Seat), nil, d.Moves, rand.New(rand.NewPCG(3, uint64(i))))
		if m1 != m2 || fmt.Sprint(s1) != fmt.Sprint(s2) {
			t.Errorf("decision %d: the policy searched %v %+v, the playout %v %+v", i, m1, s1, m2, s2)
		}
	}
}

// TestHardSearchGrowsATree is the regression test for a search that was
// flat below the root (nodes searched only from their 1,000th visit, so
// no iteration ever chose a move below the root by anything but the
// playout policy): at the hard level, over decisions of real games, the
// search must choose moves by UCB1 at nodes below the root, at most of
// the decisions it spends 1,000 iterations on, and 8 steps down or more
// (a turn or two ahead), which the tree keyed by events never reached
// (7 at most: chance split it every turn).
func TestHardSearchGrowsATree(t *testing.T) {
	if testing.Short() {
		t.Skip("searches at the hard level")
	}
	rs, _ := nobles.Default()
	hard := noblesbots.Levels()[len(noblesbots.Levels())-1]
	points := decisions(t, rs, 2)
	bot := noblesbots.ISMCTS(rs, hard)
	searched, deepest, long, longSearched := 0, 0, 0, 0
	for i := 0; i < len(points); i += 20 {
		st := points[i]
		d := st.Pending()[0]
		_, stats := bot.Search(d.Seat, st.View(d.Seat), nil, d.Moves, rand.New(rand.NewPCG(9, uint64(i))))
		searched += stats.Searched
		deepest = max(deepest, stats.SearchedDepth)
		if stats.Iterations >= 1000 {
			long++
			if stats.Searched > 0 {
				longSearched++
			}
		}
		t.Logf("decision %d: %d iterations, %d nodes, %d deep, %d searched, the deepest %d steps down", i, stats.Iterations, stats.Nodes, stats.Depth, stats.Searched, stats.SearchedDepth)
	}
	if searched < 100 || deepest < 8 || longSearched*2 < long {
		t.Errorf("%d nodes below the root searched in all, the deepest %d steps down; %d of the %d decisions of 1,000 iterations or more searched below the root; want 100 or more, 8 steps down or more, and at least half", searched, deepest, longSearched, long)
	}
}

// TestOpenLoopSearchesDeeper: keyed by moves alone, the tree is not
// split by the die faces and cards each turn deals, so on the same
// budget its nodes gather more visits and the search reaches further
// down than the tree keyed by events. Were OpenLoop ignored (or the
// events still hashed into the key) the two would search alike.
func TestOpenLoopSearchesDeeper(t *testing.T) {
	if testing.Short() {
		t.Skip("searches 1,500 iterations a decision")
	}
	rs, _ := nobles.Default()
	points := decisions(t, rs, 2)
	var depth, searched [2]int
	for k, open := range []bool{false, true} {
		bot := noblesbots.ISMCTS(rs, noblesbots.Level{Name: "t", Iterations: 1500, OpenLoop: open})
		for i := 0; i < len(points); i += 40 {
			st := points[i]
			d := st.Pending()[0]
			_, stats := bot.Search(d.Seat, st.View(d.Seat), nil, d.Moves, rand.New(rand.NewPCG(4, uint64(i))))
			depth[k] += stats.SearchedDepth
			searched[k] += stats.Searched
		}
	}
	t.Logf("keyed by events: %d nodes searched, depth %d in all; open loop: %d, depth %d", searched[0], depth[0], searched[1], depth[1])
	if depth[1] <= depth[0]*3/2 {
		t.Errorf("open loop searched to a total depth of %d, keyed by events %d: want half as deep again or more", depth[1], depth[0])
	}
}
