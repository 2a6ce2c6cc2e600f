package evergreenbots

import (
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/games/evergreen"
)

// Rollout is the playout policy of the search: rules of thumb for the
// draft and the choice of action, and for every placement the move that
// most raises what the planet promises (the gardener's valuation of the
// planet alone, without playing further).
func Rollout(rs *evergreen.Ruleset) bots.Policy {
	return func(st engine.State, seat engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
		s, ok := unwrap(st)
		if !ok || len(legal) == 1 {
			return legal[rng.IntN(len(legal))]
		}
		i := int(seat)
		switch s.DecisionKind(i) {
		case evergreen.DecideDraft:
			return pickCard(rs, s, i, legal, rng)
		case evergreen.DecideOrder:
			return legal[rng.IntN(len(legal))]
		case evergreen.DecideAction:
			return chooseAction(rs, s, i, legal)
		case evergreen.DecideBiome:
			return chooseBiome(rs, s, i, legal)
		}
		return placement(rs, s, i, legal, rng)
	}
}

func unwrap(st engine.State) (*evergreen.State, bool) {
	switch s := st.(type) {
	case *evergreen.State:
		return s, true
	case *horizon:
		return s.State, true
	}
	return nil, false
}

// counts returns, per biome, the empty spaces and the plants that can
// grow on seat's planet.
func counts(rs *evergreen.Ruleset, p *evergreen.Player) (empty, grow [16]int) {
	for c := range rs.Width() * rs.Height() {
		b := rs.BiomeIndex(c)
		if b < 0 {
			continue
		}
		switch p.Planet[c] {
		case evergreen.Empty:
			empty[b]++
		case evergreen.Sprout, evergreen.SmallTree:
			grow[b]++
		}
	}
	return empty, grow
}

// pickCard takes the card whose biome offers most to grow and plant and
// whose power's next use is strongest, with a little noise.
func pickCard(rs *evergreen.Ruleset, s *evergreen.State, seat int, legal []engine.Move, rng *rand.Rand) engine.Move {
	p := s.Player(seat)
	empty, grow := counts(rs, &p)
	best, bestV := 0, -1.0
	for i, m := range legal {
		c := s.RowCard(m.Option)
		if c < 0 {
			continue
		}
		cd := &rs.Cards[c]
		g, e := 0, 0
		if b, ok := biomeOf(rs, cd.Biome); ok {
			g, e = grow[b], empty[b]
		} else {
			for b := range rs.Biomes {
				g, e = max(g, grow[b]), max(e, empty[b])
			}
		}
		k := evergreen.PowerIndex(cd.Power)
		tr := rs.Track(k)
		v := 1.5*float64(min(2, g)) + 0.3*float64(min(3, e)) + 0.5*float64(tr[min(int(p.Track[k])+1, len(tr)-1)]) + rng.Float64()
		if v > bestV {
			best, bestV = i, v
		}
	}
	return legal[best]
}

func biomeOf(rs *evergreen.Ruleset, id string) (int, bool) {
	for b := range rs.Biomes {
		if rs.Biomes[b].ID == id {
			return b, true
		}
	}
	return 0, false
}

// chooseAction grows two plants when it can, else plants and grows, else
// plants three, else works anywhere.
func chooseAction(rs *evergreen.Ruleset, s *evergreen.State, seat int, legal []engine.Move) engine.Move {
	p := s.Player(seat)
	empty, grow := counts(rs, &p)
	g, e := 0, 0
	if b, ok := biomeOf(rs, rs.Cards[p.Card].Biome); ok {
		g, e = grow[b], empty[b]
	} else {
		for b := range rs.Biomes {
			g, e = max(g, grow[b]), max(e, empty[b])
		}
	}
	order := "DACB"
	switch {
	case g >= 2:
		order = "BCAD"
	case g == 1 && e >= 1:
		order = "CBAD"
	case e >= 2:
		order = "ACBD"
	}
	for _, want := range order {
		for _, m := range legal {
			if m.Item == string(want) {
				return m
			}
		}
	}
	return legal[0]
}

// chooseBiome takes the biome with the most plants to grow, then the
// most room.
func chooseBiome(rs *evergreen.Ruleset, s *evergreen.State, seat int, legal []engine.Move) engine.Move {
	p := s.Player(seat)
	empty, grow := counts(rs, &p)
	best, bestV := 0, -1
	for i, m := range legal {
		if b, ok := biomeOf(rs, m.Item); ok {
			if v := 4*grow[b] + empty[b]; v > bestV {
				best, bestV = i, v
			}
		}
	}
	return legal[best]
}

// placementLooks is how many of the legal placements a playout values;
// more are sampled at random, which keeps playouts quick on an empty
// planet at little cost in judgement.
const placementLooks = 12

// placement takes the move that most raises the planet's value, ties at
// random; skipping a lake's growth is worth nothing.
func placement(rs *evergreen.Ruleset, s *evergreen.State, seat int, legal []engine.Move, rng *rand.Rand) engine.Move {
	p := s.Player(seat)
	var e evaluator
	e.load(rs, s)
	base := e.planet(&p.Planet)
	best, bestV, ties := 0, -1e18, 0
	looks, start := len(legal), 0
	if looks > placementLooks {
		looks, start = placementLooks, rng.IntN(len(legal))
	}
	step := max(1, len(legal)/looks)
	for k := range looks {
		i := (start + k*step) % len(legal)
		m := legal[i]
		v := 0.0
		if m.HasOption {
			old := p.Planet[m.Option]
			switch m.Name {
			case evergreen.MovePlant:
				p.Planet[m.Option] = evergreen.Sprout
			case evergreen.MoveGrow:
				p.Planet[m.Option]++
			case evergreen.MoveBush:
				p.Planet[m.Option] = evergreen.Bush
			case evergreen.MoveLake:
				p.Planet[m.Option] = evergreen.Lake
			}
			v = e.planet(&p.Planet) - base
			p.Planet[m.Option] = old
		}
		switch {
		case v > bestV+1e-9:
			best, bestV, ties = i, v, 1
		case v > bestV-1e-9:
			ties++
			if rng.IntN(ties) == 0 {
				best = i
			}
		}
	}
	return legal[best]
}
