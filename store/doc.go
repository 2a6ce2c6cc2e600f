// Package store keeps what must survive a restart: each table's record and
// the append-only log of the moves played at it, plus the rule-set
// documents tables play under.
//
// # Moves, not states
//
// A game is a value: (rule set, seed, moves) → state. The store therefore
// never holds a game state, only the inputs that rebuild it. A table's
// record carries the seed, the first seat and the rule-set code; its move
// log carries every accepted move in order; the rule set itself is saved
// once under its content-derived code with SaveRules. Replaying the log
// against the rule set reproduces the table exactly. The store knows
// nothing of any game's rules: a move is opaque JSON and a seat is a
// number.
//
// # Sequence numbers
//
// Moves at a table are numbered 1, 2, 3, … with no gaps. AppendMove takes
// the number the caller believes comes next and succeeds only if it is
// exactly one more than the last stored move (1 for an empty log). Any
// other number fails with ErrConflict and writes nothing, so two writers
// racing for the same slot cannot both win, and a writer working from a
// stale state learns so instead of forking the log. A move is
// acknowledged once AppendMove returns nil; what "acknowledged" means for
// durability is stated by each implementation (see store/sqlite).
//
// # Table records
//
// CreateTable stores a new record and refuses a code already in use with
// ErrExists. UpdateTable replaces only what changes during a table's life
// (seats, status, rematch, first seat and UpdatedAt); the code, game,
// rule-set code, seed, host token hash, bot delay and CreatedAt are fixed
// at creation and UpdateTable leaves them alone. Token hashes are stored
// as given; the store never sees a token.
//
// Times are kept to the microsecond and returned in UTC. A zero CreatedAt
// becomes the current time, a zero UpdatedAt becomes CreatedAt (or the
// current time in UpdateTable), and a zero Move.At becomes the current
// time.
//
// # Copies
//
// Everything handed in is copied before it is kept and everything handed
// out is a fresh copy, so callers may mutate slices (seats, token hashes,
// move bytes, rule-set documents) on either side of a call without
// reaching into the store.
//
// # Errors
//
// Conditions a caller branches on are the sentinels ErrNotFound,
// ErrExists and ErrConflict; implementations wrap them with detail, so
// test with errors.Is. A call whose context is already cancelled yields
// the context's error and writes nothing. A write whose context ends
// while it runs may have been applied or not; AppendMove in the durable
// stores waits for the outcome instead, so that a move is never reported
// failed once it is committed (see store/sqlite and store/postgres).
//
// Codes and names are expected to be valid UTF-8 without NUL bytes (the
// table layer makes codes from a fixed alphabet and the server refuses
// such names); store/postgres cannot hold other text and refuses it,
// while the other stores keep it. Opaque bytes (moves, documents,
// previews, token hashes) may hold anything.
//
// # Implementations
//
// store/sqlite is the durable default (pure Go, no cgo), one file for one
// server. store/postgres keeps the same records in a PostgreSQL database,
// for operators who run one; it alone is also a Cluster, which several
// servers share (news of each other's writes, table leases, conditional
// record updates, presence: see cluster.go and package table). store/memstore keeps everything in memory,
// for tests of other packages. All three pass the one conformance suite in
// store/storetest; a new backend is written against that suite.
package store
