package sim

import (
	"slices"
	"sync"
	"time"

	"evergreen/game"
)

// What a run keeps of its games.
//
// A run used to keep every game's Result until the end and then
// summarise them: with the thinking time of every decision and the id of
// every card drawn and space landed on, that was ≈15 KB a game kept
// alive, so a 20,000-game run grew its heap to 300 MB, and a quarter of
// its CPU went to the kernel mapping in fresh pages and the collector
// marking them. Now each game's Result is reused by its Worker and, as
// soon as it is played, folded into what the report needs:
//
//   - the figures whose means are sums taken in game order (shares,
//     scores, the game's figures, moves, margins) go into flat per-run
//     arrays indexed by game, each written by the worker that played the
//     game, so the report sums them in game order exactly as before;
//   - what is counted whatever the order (items bought, thinking times,
//     what fired) is summed per worker and the workers' sums are added
//     once at the end.

// gather holds a run's per-game rows.
type gather struct {
	cfg        *Config
	stats      game.Stats
	n, metrics int
	// Per game: whether it finished, then per seat its score, whether it
	// won, what it played as (an index into roleNames) and, per metric,
	// its figure, seat-major.
	done   []bool
	moves  []int
	scores []int
	won    []bool
	roles  []int32
	values []float64
	// botIndex numbers the distinct bots in the order first named;
	// botNames names them; botAt is the number of each of Config.Bots.
	botIndex map[string]int
	botNames []string
	botAt    []int
	// fires, per Stats.Fires kind, when the game's tally counts by index
	// (game.FireCounter): the names counted and the slot of each index in
	// the names without repeats.
	fires []fireKind
	// roleNames are the roles seen, by index; mu guards them and
	// roleIndex, which the workers share.
	mu         sync.Mutex
	roleIndex  map[string]int32
	roleNames  []string
	roleLabels []string
}

// fireKind is one kind of thing fired, counted by index.
type fireKind struct {
	ids   []string // by index, as FireIDs names them
	slot  []int    // by index: the slot in names
	names []string // by slot, without repeats
}

func newGather(cfg *Config, stats game.Stats) *gather {
	n := len(cfg.Bots)
	g := &gather{
		cfg: cfg, stats: stats, n: n, metrics: len(stats.Metrics),
		done: make([]bool, cfg.Games), moves: make([]int, cfg.Games),
		scores: make([]int, cfg.Games*n), won: make([]bool, cfg.Games*n), roles: make([]int32, cfg.Games*n),
		values:   make([]float64, cfg.Games*n*len(stats.Metrics)),
		botIndex: map[string]int{}, roleIndex: map[string]int32{},
	}
	for _, b := range cfg.Bots {
		if _, ok := g.botIndex[b]; !ok {
			g.botIndex[b] = len(g.botNames)
			g.botNames = append(g.botNames, b)
		}
		g.botAt = append(g.botAt, g.botIndex[b])
	}
	return g
}

// countFires sets up counting by index with the names of a tally that
// counts by index (Worker.fireIDs). Two indices of one name count as one
// thing, as a list of names would.
func (g *gather) countFires(ids [][]string) {
	g.fires = make([]fireKind, len(ids))
	for k, kind := range ids {
		fk := fireKind{ids: kind, slot: make([]int, len(kind))}
		at := map[string]int{}
		for j, id := range kind {
			s, ok := at[id]
			if !ok {
				s = len(fk.names)
				at[id] = s
				fk.names = append(fk.names, id)
			}
			fk.slot[j] = s
		}
		g.fires[k] = fk
	}
}

// role is the index of role, numbering it (with its label for people)
// when it is new.
func (g *gather) role(name, label string) int32 {
	g.mu.Lock()
	defer g.mu.Unlock()
	i, ok := g.roleIndex[name]
	if !ok {
		i = int32(len(g.roleNames))
		g.roleIndex[name] = i
		g.roleNames = append(g.roleNames, name)
		g.roleLabels = append(g.roleLabels, label)
	}
	return i
}

// winners appends to buf the seats that won game i of n seats.
func (g *gather) winners(buf []int, i, n int) []int {
	for s, won := range g.won[i*n : (i+1)*n] {
		if won {
			buf = append(buf, s)
		}
	}
	return buf
}

// bot is the index of the bot at seat s of game i.
func (g *gather) bot(i, s int) int {
	if g.cfg.Fixed {
		return g.botAt[s]
	}
	return g.botAt[(s+i)%g.n]
}

// sums is what one worker counts whatever the order of the games.
type sums struct {
	g *gather
	// roles caches the gather's role numbers, so that a worker locks only
	// for a role it has not seen.
	roles map[string]int32
	// items, per bot, counts the items each bought; counted, the items
	// over all seats, with the position each was first counted at
	// (game, seat, place in the seat's list).
	items   []map[string]int
	counted map[string]int
	first   map[string][3]int
	// zeros and times, per bot: the decisions timed at zero (a random
	// bot played by the state is not clocked) and the others' times.
	zeros []int
	times [][]time.Duration
	// fired, per kind: by slot when counting by index, else by name.
	fired [][]fireSum
	named []map[string]*fireSum
}

// fireSum counts one thing fired: in all, in how many games, and the
// last game it fired in.
type fireSum struct{ count, games, last int }

func (g *gather) newSums() *sums {
	nb := len(g.botNames)
	s := &sums{
		g: g, roles: map[string]int32{}, items: make([]map[string]int, nb),
		zeros: make([]int, nb), times: make([][]time.Duration, nb),
	}
	if g.fires != nil {
		s.fired = make([][]fireSum, len(g.fires))
		for k, fk := range g.fires {
			s.fired[k] = make([]fireSum, len(fk.names))
			for j := range s.fired[k] {
				s.fired[k][j].last = -1
			}
		}
	} else {
		s.named = make([]map[string]*fireSum, len(g.stats.Fires))
		for k := range s.named {
			s.named[k] = map[string]*fireSum{}
		}
	}
	return s
}

// add folds game r in: its row into the gather, the rest into s.
func (s *sums) add(r *Result) {
	g, i, n := s.g, r.Index, s.g.n
	g.moves[i] = r.Moves
	for seat := range n {
		g.scores[i*n+seat] = r.Scores[seat]
		g.won[i*n+seat] = false
	}
	for _, w := range r.Winners {
		g.won[i*n+w] = true
	}
	for seat := range n {
		if seat < len(r.Roles) {
			ri, ok := s.roles[r.Roles[seat]]
			if !ok {
				label := ""
				if seat < len(r.RoleLabels) {
					label = r.RoleLabels[seat]
				}
				ri = g.role(r.Roles[seat], label)
				s.roles[r.Roles[seat]] = ri
			}
			g.roles[i*n+seat] = ri
		} else {
			g.roles[i*n+seat] = -1
		}
	}
	if r.Values != nil {
		for seat, vs := range r.Values {
			copy(g.values[(i*n+seat)*g.metrics:(i*n+seat+1)*g.metrics], vs)
		}
	}
	for seat, list := range r.Items {
		b := g.bot(i, seat)
		for p, it := range list {
			if s.items[b] == nil {
				s.items[b] = map[string]int{}
			}
			s.items[b][it]++
			if s.counted == nil {
				s.counted, s.first = map[string]int{}, map[string][3]int{}
			}
			if s.counted[it] == 0 {
				s.first[it] = [3]int{i, seat, p}
			}
			s.counted[it]++
		}
	}
	for seat, c := range r.unclocked {
		s.zeros[g.bot(i, seat)] += c
	}
	for _, t := range r.times {
		b := g.bot(i, t.seat)
		if t.d == 0 {
			s.zeros[b]++
		} else {
			s.times[b] = append(s.times[b], t.d)
		}
	}
	s.addFired(r)
	g.done[i] = true
}

// addFired counts what fired in game r.
func (s *sums) addFired(r *Result) {
	if s.fired != nil {
		for k, counts := range r.fired {
			fk := &s.g.fires[k]
			for j, c := range counts {
				if c == 0 {
					continue
				}
				f := &s.fired[k][fk.slot[j]]
				f.count += c
				if f.last != r.Index {
					f.last = r.Index
					f.games++
				}
			}
		}
		return
	}
	for k, list := range r.Fired {
		if k >= len(s.named) {
			continue
		}
		for _, it := range list {
			f := s.named[k][it]
			if f == nil {
				f = &fireSum{last: -1}
				s.named[k][it] = f
			}
			f.count++
			if f.last != r.Index {
				f.last = r.Index
				f.games++
			}
		}
	}
}

// merged adds the workers' sums into one.
func (g *gather) merged(all []*sums) *sums {
	out := g.newSums()
	for _, s := range all {
		for b := range g.botNames {
			for it, c := range s.items[b] {
				if out.items[b] == nil {
					out.items[b] = map[string]int{}
				}
				out.items[b][it] += c
			}
			out.zeros[b] += s.zeros[b]
			out.times[b] = append(out.times[b], s.times[b]...)
		}
		for it, c := range s.counted {
			if out.counted == nil {
				out.counted, out.first = map[string]int{}, map[string][3]int{}
			}
			if f, ok := out.first[it]; !ok || before(s.first[it], f) {
				out.first[it] = s.first[it]
			}
			out.counted[it] += c
		}
		for k := range out.fired {
			for j, f := range s.fired[k] {
				out.fired[k][j].count += f.count
				out.fired[k][j].games += f.games
			}
		}
		for k := range out.named {
			for it, f := range s.named[k] {
				o := out.named[k][it]
				if o == nil {
					o = &fireSum{}
					out.named[k][it] = o
				}
				o.count += f.count
				o.games += f.games
			}
		}
	}
	return out
}

// before orders positions (game, seat, place).
func before(a, b [3]int) bool { return slices.Compare(a[:], b[:]) < 0 }
