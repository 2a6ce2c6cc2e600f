// Package sqlite is the durable store.Store, a single SQLite file written
// through modernc.org/sqlite (pure Go, no cgo).
//
// # Durability
//
// The file is opened with journal_mode=WAL and synchronous=FULL. A move is
// acknowledged once AppendMove returns nil: by then its row is committed
// in the write-ahead log and the log has been fsynced, so it survives a
// crash of the process or of the machine. Every other write is durable
// the same way when it returns. Checkpointing the WAL into the main file
// is left to SQLite's automatic checkpoints.
//
// Other pragmas: busy_timeout=5000 (wait up to 5 s for another process's
// lock instead of failing at once) and foreign_keys=ON (a move cannot name
// a table that does not exist).
//
// # Concurrency
//
// SQLite allows one writer at a time, so a Store holds a single
// connection and database/sql queues callers for it: writes never contend
// inside the process, and every statement sees every earlier one. AppendMove
// is a single INSERT … SELECT whose WHERE clause compares the table's
// highest stored seq with the new one, so the check and the write are one
// atomic statement: of several callers racing for the same seq exactly one
// inserts a row and the others get store.ErrConflict. AppendChat is built
// the same way.
//
// # Group commit
//
// The writes live tables make as they play (CreateTable, UpdateTable,
// AppendMove, AppendChat) are queued for one writer goroutine, which runs
// whatever is waiting in one transaction and commits once: one fsync for
// many tables' writes (commit.go). Each write is checked on its own, so a
// refused one does not spoil its batch; one that fails outright sends the
// batch back to be run one write per transaction. The Studio's rare
// writes (rule sets, names, previews) are statements of their own.
//
// # Schema
//
// The schema is built by an ordered list of migrations (migrate.go). The
// schema_version table holds how many have been applied; Open applies the
// rest, all in one transaction, and refuses a file whose version is newer
// than the binary knows. Migrations are append-only: never edit one that
// has shipped, add another.
//
// Seeds are uint64 but SQLite integers are signed, so a seed is stored as
// the int64 with the same bits. Times are stored as Unix microseconds.
// Seats are stored as a JSON array in the tables row.
//
// # Shared with store/postgres
//
// The tables row's columns and encoding, the statements whose text is the
// same in both dialects, and error wording live in store/internal/sqlstore;
// what is SQLite's own (database/sql on one connection, the group commit,
// Unix-microsecond times, rowid tie-breaks, pragmas) is here.
package sqlite
