package evergreenbots

import (
	"math/rand/v2"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// Rollout is a quick playout policy for search: a handful of rules of
// thumb, each costing no more than a look at the legal moves. It grows
// before it plants (trees score, sprouts do not), grows small trees into
// big ones first, plants next to its forest, never stops a lake's
// growths early, and otherwise chooses at random.
func Rollout(rs *evergreen.Ruleset) func(st engine.State, seat engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
	return func(st engine.State, seat engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
		s, ok := st.(*evergreen.State)
		if !ok || len(legal) == 1 {
			return legal[rng.IntN(len(legal))]
		}
		switch s.DecisionKind(int(seat)) {
		case evergreen.DecideAction:
			for _, want := range [...]string{"B", "C", "A"} {
				for _, m := range legal {
					if m.Item == want && rng.IntN(4) > 0 {
						return m
					}
				}
			}
		case evergreen.DecidePlant, evergreen.DecideGrow, evergreen.DecidePlantOrGrow, evergreen.DecideSprout,
			evergreen.DecideBigTree, evergreen.DecideSmallTree, evergreen.DecideLakeGrow, evergreen.DecideBush:
			return placement(rs, s, int(seat), legal, rng)
		}
		return legal[rng.IntN(len(legal))]
	}
}

// placement scores each move cheaply and picks the best, ties at random:
// growing a small tree 3, growing a sprout 2, anything next to a tree 1.
func placement(rs *evergreen.Ruleset, s *evergreen.State, seat int, legal []engine.Move, rng *rand.Rand) engine.Move {
	p := s.Player(seat)
	best, bestV, ties := 0, -1, 0
	for i, m := range legal {
		v := 0
		if m.HasOption {
			switch {
			case m.Name == evergreen.MoveGrow && p.Planet[m.Option] == evergreen.SmallTree:
				v = 3
			case m.Name == evergreen.MoveGrow:
				v = 2
			}
			for _, n := range rs.Neighbours(m.Option) {
				if n >= 0 && (p.Planet[n] == evergreen.SmallTree || p.Planet[n] == evergreen.BigTree || p.Planet[n] == evergreen.Bush) {
					v++
					break
				}
			}
		}
		switch {
		case v > bestV:
			best, bestV, ties = i, v, 1
		case v == bestV:
			ties++
			if rng.IntN(ties) == 0 {
				best = i
			}
		}
	}
	return legal[best]
}
