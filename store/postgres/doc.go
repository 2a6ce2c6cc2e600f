// Package postgres is a store.Store kept in a PostgreSQL database, written
// through github.com/jackc/pgx/v5 and its connection pool (pgxpool).
//
// Open takes a DSN, either a URL
// (postgres://user:pass@host:5432/db?sslmode=disable) or key=value pairs
// (host=… port=… dbname=… user=… password=…), with every setting pgx
// accepts, pool_max_conns among them. Settings the DSN leaves out come from
// the usual PG* environment variables. Errors from Open name the host, port
// and database, never the password.
//
// # Durability
//
// Every write (CreateTable, UpdateTable, AppendMove, SaveRules, NameRules,
// SavePreview) is one statement in its own transaction, and a method
// returns nil only after that transaction has committed. Open sets
// synchronous_commit=on for its connections, whatever the server's default
// or the DSN says, and checks that it took: a commit then returns only once
// its WAL record has been flushed to disk (and to any synchronous standby),
// so an acknowledged move survives a crash of the server or of its machine.
// This rests on the server running with fsync=on, PostgreSQL's default;
// Open does not check it, since a throwaway test server may well turn it
// off for speed.
//
// A call whose context is already cancelled fails with the context's
// error and writes nothing. Once AppendMove has sent its statement it waits
// for the answer even if its context is cancelled meanwhile (up to a
// minute), so that no caller is told a move failed that was in fact
// committed.
//
// # Concurrency
//
// A Store holds a pool of connections and is safe for concurrent use;
// several Stores, in one process or in several, may share a database.
// Open sets default_transaction_isolation to read committed, which the
// reasoning below assumes.
//
// AppendMove is a single INSERT … SELECT whose WHERE clause compares the
// table's highest stored seq with the new one, so that the "seq must be
// last+1" check and the write are one statement. Two callers racing for the
// same seq on different connections may both pass the check (each sees the
// log without the other's row), but both then insert the same primary key
// (table_code, seq): the second waits for the first to commit and then, by
// its ON CONFLICT (table_code, seq) DO NOTHING clause, inserts nothing and
// reports store.ErrConflict. A seq beyond last+1 fails the check, so the
// log can have no gap; rows are never updated or deleted, so a check that
// passed stays true. A unique violation (SQLSTATE 23505), should one ever
// get past the ON CONFLICT clause, is also reported as store.ErrConflict.
// The same statement says whether the table exists: a move for a missing
// table fails with store.ErrNotFound, either from that answer or from the
// foreign key from moves to tables (SQLSTATE 23503).
//
// CreateTable, SaveRules and NameRules likewise insert with ON CONFLICT DO
// NOTHING and, having inserted nothing, read what is there: ErrExists for a
// table, nil or ErrConflict for a rule set (same bytes or not), the first
// entry (game and name) for a library entry.
//
// # Schema
//
// The tables live in the first schema of the connection's search_path
// (normally public; put search_path=… in the DSN to choose another). The
// schema is built by an ordered list of migrations (migrate.go); the
// schema_version table holds how many have been applied. Open applies the
// rest in one transaction that first takes a transaction-level advisory
// lock (pg_advisory_xact_lock), so two servers starting together on a new
// database do not both build it, and refuses a database whose version is
// newer than the binary knows. Migrations are append-only: never edit one
// that has shipped, add another.
//
// Seeds are uint64 but BIGINT is signed, so a seed is stored as the int64
// with the same bits. Times are TIMESTAMPTZ, which keeps microseconds; they
// are truncated (not rounded) to the microsecond on the way in and returned
// in UTC. Seats are a JSON array in a json (not jsonb) column, which keeps
// the exact text encoding/json wrote, \u0000 included. Moves, rule-set
// documents and previews are BYTEA, kept byte for byte.
//
// PostgreSQL text cannot hold a NUL byte or invalid UTF-8, so a code or
// name containing one cannot be stored: writing it fails, and looking it up
// finds nothing (store.ErrNotFound) without asking the server.
//
// # Cluster
//
// Store is also a store.Cluster, for several servers on one database
// (cluster.go). Triggers (migration 6) send a NOTIFY with the commit of
// every move, chat line, table update, presence change and lease release,
// on the channel
// "evergreen:" and the schema's name, payload "code kind number"; Listen
// holds a connection of its own for LISTEN and leaves out the news of
// this store's own writes, recognised by the backend process ids of its
// pool's connections (kept as each connection opens and closes). Leases
// are rows (table, node, expiry) taken and renewed for many tables in one
// upsert whose conflict clause takes a row only if it is the caller's or
// has expired, by the database's clock, so that the nodes' clocks do not
// matter. Every update of a table row advances its rev column (a BEFORE
// UPDATE trigger); UpdateTableAt updates only WHERE rev is the one the
// caller read.
//
// # Shared with store/sqlite
//
// The tables row's columns and encoding, the statements whose text is the
// same in both dialects, and error wording live in store/internal/sqlstore;
// what is PostgreSQL's own (pgx, TIMESTAMPTZ and NULL deadlines, the
// identity column n, one-statement appends that report conflicts, the
// advisory lock, DSN handling) is here.
package postgres
