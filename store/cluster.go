package store

import (
	"context"
	"time"
)

// Change kinds: what a committed write to a table changed.
const (
	ChangedMoves  = 'm' // AppendMove: a new move, Seq its number
	ChangedChat   = 'c' // AppendChat: a new chat line, Seq its N
	ChangedRecord = 't' // UpdateTable: seats, status, deadlines, rematch
	// ChangedPresence: a node's players or spectators at the table came
	// or went (SetPresence).
	ChangedPresence = 'p'
	// ChangedLease: the node holding the table's lease released it
	// (Release), so another may take it at once.
	ChangedLease = 'l'
)

// Change is the news that a table changed in the shared database: every
// server with the table in memory reads what changed from the log
// (Moves, Chat, Table) and catches up. Resync (Code empty) says news may
// have been missed (the listening connection was lost and has come
// back): every table in memory must catch up.
type Change struct {
	Code   string
	Kind   byte  // ChangedMoves, ChangedChat or ChangedRecord
	Seq    int64 // the move's Seq or the chat line's N (0 for a record)
	Resync bool
}

// Cluster is what a store shared by several servers offers on top of
// Store: news of other servers' writes, and leases that name the one
// server running each table's bots and clocks. store/postgres has it;
// the single-server stores do not, and a server on them owns every
// table it loads (see package table).
type Cluster interface {
	// Listen calls f, from one goroutine, for every write committed to
	// the database by another store (another server); a server's own
	// writes are not reported to it. It returns only when ctx ends. After
	// losing its connection it reconnects and calls f with Resync,
	// because news sent meanwhile is lost; it also does so once it first
	// listens, as news sent before then was never heard.
	Listen(ctx context.Context, f func(Change)) error
	// Lease takes or renews, for node, the lease of each table in codes
	// until ttl from now (by the database's clock), where no other node
	// holds an unexpired one, and returns the codes node holds
	// afterwards. A node that stops renewing loses its leases when they
	// expire.
	Lease(ctx context.Context, node string, codes []string, ttl time.Duration) ([]string, error)
	// Release gives up node's leases on codes, so that another node may
	// take them at once, and forgets node's presence there; nil codes:
	// at every table (a node starting afresh under a name it had before
	// a crash). Lease also tells that node is alive, until ttl from now.
	Release(ctx context.Context, node string, codes []string) error

	// SetPresence records which seats of the table code have a player
	// connected to node, and how many spectators node has there (no
	// seats and no spectators: forgets node there). Presence names the
	// seats with a player connected to any other live node (one that has
	// called Lease within its ttl) and counts those nodes' spectators.
	SetPresence(ctx context.Context, node, code string, seats []int, spectators int) error
	Presence(ctx context.Context, code, node string) (seats []int, spectators int, err error)

	// TableRev is Table with the record's revision: a number every
	// update of the record advances.
	TableRev(ctx context.Context, code string) (Table, int64, error)
	// UpdateTableAt is UpdateTable if the record is still at revision
	// rev, and returns its new revision; ErrConflict, writing nothing, if
	// another server has updated it since. Two servers changing one
	// table's seats at once thus never lose one change to the other.
	UpdateTableAt(ctx context.Context, t Table, rev int64) (int64, error)
}

// Spreader is implemented by a Cluster that can say how the leases are
// spread over the nodes, so that each node holds about its share
// (package table). store/postgres has it.
type Spreader interface {
	// Spread returns, for every live node (one that has called Lease
	// within its ttl), how many unexpired leases it holds.
	Spread(ctx context.Context) (map[string]int, error)
}
