package table

import (
	"context"
	"maps"
	"slices"
	"sync"

	"evergreen/store"
)

// Spreading the leases. Left alone, the first node back after an outage
// takes the lease of every table it has in memory, and keeps them: it
// runs every bot and clock of the cluster while the others idle. So at
// each renewal a node on a store.Spreader reads how many leases each
// live node holds and, holding more than its share plus a margin
// (spreadLimit), hands the surplus over: it stops running their bots
// and clocks (the table's loop stands down first, as when draining),
// then releases them, and the nodes with those tables in memory hear it
// and take them (newsFree). A move in flight is safe either way: every
// move, a bot's too, goes through AppendMove's sequence check, so no
// move is lost and none is played twice.
//
// A table shed is left out of the next renewal, so that others may take
// it; at the one after, it is asked for again, and if nobody took it
// (no other node has it in memory) this node keeps it for good
// (unwanted): a table with an owner beats an even spread.

// spreadState is the lease loop's own memory of its handing over (only
// that goroutine touches the maps); last is the spread as last read,
// for health.
type spreadState struct {
	skip, returning, unwanted map[string]bool

	mu    sync.Mutex
	last  map[string]int
	limit int
}

// Spread is how the cluster's leases were spread at the last renewal:
// each live node's count, and the most one node keeps before handing
// leases over (0 when not known: no cluster, or a store that cannot
// say).
type Spread struct {
	Nodes map[string]int `json:"nodes,omitempty"`
	Limit int            `json:"limit,omitempty"`
}

// Spread reports the spread of the leases as last read.
func (r *Registry) Spread() Spread {
	r.spread.mu.Lock()
	defer r.spread.mu.Unlock()
	return Spread{Nodes: maps.Clone(r.spread.last), Limit: r.spread.limit}
}

// spreadLimit is the most leases one of nodes nodes keeps, of total: its
// share, rounded up, and a fifth more (at least one), so that a node
// one or two over does not hand leases back and forth.
func spreadLimit(total, nodes int) int {
	share := (total + nodes - 1) / nodes
	return share + max(1, share/5)
}

// leaseCodes are the codes of tables to ask leases for this round: all
// in memory but those shed last round.
func (r *Registry) leaseCodes(tables []*Table) []string {
	sp := &r.spread
	if sp.skip == nil {
		sp.skip, sp.returning, sp.unwanted = map[string]bool{}, map[string]bool{}, map[string]bool{}
	}
	codes := make([]string, 0, len(tables))
	loaded := make(map[string]bool, len(tables))
	for _, t := range tables {
		loaded[t.code] = true
		if sp.skip[t.code] {
			delete(sp.skip, t.code)
			sp.returning[t.code] = true
			continue
		}
		codes = append(codes, t.code)
	}
	for c := range sp.unwanted {
		if !loaded[c] {
			delete(sp.unwanted, c)
		}
	}
	return codes
}

// balance hands over, after a renewal that left this node holding held,
// the leases it holds beyond its share (see the file comment).
func (r *Registry) balance(ctx context.Context, tables []*Table, held []string) {
	sp := &r.spread
	for _, c := range held {
		if sp.returning[c] {
			sp.unwanted[c] = true // shed, and nobody took it
		}
	}
	clear(sp.returning)
	s, ok := r.cluster.(store.Spreader)
	if !ok {
		return
	}
	spread, err := s.Spread(ctx)
	if err != nil {
		r.log.Warn("table: reading the spread of the leases", "node", r.node, "err", err)
		return
	}
	spread[r.node] = len(held) // as of this renewal, whatever the read saw
	total := 0
	for _, n := range spread {
		total += n
	}
	limit := spreadLimit(total, max(len(spread), 1))
	sp.mu.Lock()
	sp.last, sp.limit = spread, limit
	sp.mu.Unlock()
	surplus := len(held) - limit
	if len(spread) < 2 || surplus <= 0 {
		return
	}
	byCode := make(map[string]*Table, len(tables))
	for _, t := range tables {
		byCode[t.code] = t
	}
	held = slices.Clone(held)
	slices.Sort(held)
	var shed []string
	for _, c := range held {
		if len(shed) == surplus {
			break
		}
		if t := byCode[c]; t != nil && !sp.unwanted[c] {
			t.setOwned(false)
			shed = append(shed, c)
		}
	}
	// The loops stand down before the leases go (as in Drain).
	for _, c := range shed {
		_ = byCode[c].do(ctx, func(*state) {})
	}
	if err := r.cluster.Release(ctx, r.node, shed); err != nil {
		r.log.Warn("table: handing leases over", "node", r.node, "err", err)
		return
	}
	for _, c := range shed {
		sp.skip[c] = true
	}
	r.log.Info("table: handed leases over", "node", r.node, "tables", len(shed), "held", len(held)-len(shed), "limit", limit)
}
