package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Sentinel errors. Implementations wrap them with detail; test with errors.Is.
var (
	// ErrNotFound: no table, or no rule set, with that code.
	ErrNotFound = errors.New("store: not found")
	// ErrExists: CreateTable with a code already in use.
	ErrExists = errors.New("store: already exists")
	// ErrConflict: AppendMove with a sequence number other than last+1, or
	// SaveRules with a document that differs from the one already saved
	// under that code.
	ErrConflict = errors.New("store: conflict")
	// ErrUnanswered: a write was sent but its answer never came in time;
	// it may or may not have been stored (the log, read again, tells).
	ErrUnanswered = errors.New("store: no answer in time")
)

// Resave is SaveRules' answer when a document stored is already saved
// under code: nil if doc is the same bytes, else ErrConflict. For
// implementations, so that all answer alike.
func Resave(code string, stored, doc []byte) error {
	if !bytes.Equal(stored, doc) {
		return fmt.Errorf("%w: rule set %q already saved with different content", ErrConflict, code)
	}
	return nil
}

// Seat kinds.
const (
	KindLocal  = "local"  // a human on the host's device, controlled by the host token
	KindOnline = "online" // a human joining by code, controlled by a seat token
	KindBot    = "bot"    // a bot, named by Seat.Bot
)

// Table statuses.
const (
	StatusLobby   = "lobby"
	StatusPlaying = "playing"
	StatusEnded   = "ended"
)

// Seat is one place at a table.
type Seat struct {
	Seat int    `json:"seat"`
	Kind string `json:"kind"` // KindLocal, KindOnline or KindBot
	Name string `json:"name"`
	Bot  string `json:"bot"`
	// TokenHash is the SHA-256 of the seat token (online seats only).
	TokenHash []byte `json:"token_hash,omitempty"`
	Claimed   bool   `json:"claimed"`
	// Setup is the game's own set-up of the seat (a JSON object the game
	// defines), stored as it is and never read by the store.
	Setup json.RawMessage `json:"setup,omitempty"`

	// The seat's turn clock and stewardship, kept by the table layer.
	// Due is when the seat's open decision runs out of time (zero: no
	// deadline) and DueSeq the sequence number at which that decision
	// opened, so that a deadline is never applied to a later decision.
	Due    time.Time `json:"due,omitzero"`
	DueSeq int64     `json:"due_seq,omitempty"`
	// Missed counts the decisions in a row the seat's time ran out on.
	Missed int `json:"missed,omitempty"`
	// Standin names a bot playing for the seat while its owner is away;
	// the owner's token still controls the seat and takes it back.
	Standin string `json:"standin,omitempty"`
	// Muted: the host has silenced the seat's chat.
	Muted bool `json:"muted,omitempty"`
	// Reserved is the token hash of the player a rematch keeps the seat
	// for, until ReservedUntil; after that the seat is open to anyone.
	Reserved      []byte    `json:"reserved,omitempty"`
	ReservedUntil time.Time `json:"reserved_until,omitzero"`
	// Former is the name of the seat's player before a newcomer took it
	// (a reopened seat), so that a newcomer under the same name is told
	// apart.
	Former string `json:"former,omitempty"`
}

// Table is a table's durable record. Its game state is not here: it is
// rebuilt by replaying the table's moves (see the package doc).
type Table struct {
	Code      string
	Game      string
	RulesCode string // code of the rule-set document (see SaveRules)
	Seed      uint64
	FirstSeat int
	Seats     []Seat
	Status    string // StatusLobby, StatusPlaying or StatusEnded

	HostTokenHash []byte // SHA-256 of the host token
	Rematch       string // code of the rematch table, once there is one
	BotDelayMs    int

	// The fair deal (package table, docs/API.md): SeedCommitment is the
	// hash of Seed and SeedSalt published when the table is set, before
	// anyone can see a card; the seed and salt stay secret until the game
	// ends. SeedChosen says the creator chose the seed (allowed only at
	// tables with no online seat). All three are fixed at creation; rows
	// written before commitments existed have none (nil, nil, false).
	SeedCommitment []byte
	SeedSalt       []byte
	SeedChosen     bool
	// Clock is the turn clock, fixed at creation. Due is the earliest
	// of the seats' deadlines (zero: none), written with the seats by
	// UpdateTable, so that a server finds the tables whose time runs out
	// without loading every table (DueTables).
	Clock Clock
	Due   time.Time

	CreatedAt time.Time
	UpdatedAt time.Time
}

// Move is one entry in a table's move log.
type Move struct {
	Seq  int64  // 1, 2, 3, … with no gaps
	Seat int    // the seat that made the move
	Move []byte // the move as JSON, opaque to the store
	At   time.Time
}

// RulesName is a saved rule set's entry in the Rules Studio's library.
// The library is kept per game: a rule set compiles only for the game it
// was written for, so each game's Studio lists and opens only its own.
type RulesName struct {
	Code      string // the rule set's code (see SaveRules)
	Game      string // the game the rule set is for, as game.Game's Name (e.g. "nobles")
	Name      string
	CreatedAt time.Time
}

// Store is the durable record of tables, their moves and rule sets.
// Implementations are safe for concurrent use.
type Store interface {
	// CreateTable stores a new table. ErrExists if the code is taken.
	CreateTable(ctx context.Context, t Table) error
	// UpdateTable replaces the table's seats, status, rematch, first seat,
	// Due and UpdatedAt; other fields are fixed at creation and ignored.
	// ErrNotFound if there is no such table.
	UpdateTable(ctx context.Context, t Table) error
	// Table returns the table with that code, or ErrNotFound.
	Table(ctx context.Context, code string) (Table, error)
	// Tables lists tables with the given status ("" for any), newest
	// CreatedAt first (ties: the later created first; between creations
	// racing on several connections, in the order the store received
	// them), at most limit of them (limit <= 0: no limit).
	Tables(ctx context.Context, status string, limit int) ([]Table, error)

	// AppendMove adds m to the table's log. m.Seq must be exactly one more
	// than the last stored Seq (1 for the first move), else ErrConflict and
	// nothing is written. ErrNotFound if there is no such table.
	AppendMove(ctx context.Context, code string, m Move) error
	// Moves returns the table's moves with Seq > after, in Seq order.
	// ErrNotFound if there is no such table.
	Moves(ctx context.Context, code string, after int64) ([]Move, error)

	// DueTables lists the codes of the tables whose Due is set and not
	// after before, earliest Due first, at most limit (limit <= 0: no
	// limit).
	DueTables(ctx context.Context, before time.Time, limit int) ([]string, error)

	// AppendChat adds c to the table's chat. c.N must be exactly one more
	// than the last stored N (1 for the first line), else ErrConflict and
	// nothing is written. ErrNotFound if there is no such table.
	AppendChat(ctx context.Context, code string, c Chat) error
	// Chat returns the table's chat lines with N > after, in N order.
	// ErrNotFound if there is no such table.
	Chat(ctx context.Context, code string, after int64) ([]Chat, error)

	// SaveRules stores a rule-set document under its content-derived code.
	// Saving identical bytes again is a no-op; different bytes under an
	// existing code fail with ErrConflict and the stored document stays.
	SaveRules(ctx context.Context, code string, doc []byte) error
	// Rules returns the document saved under code, or ErrNotFound.
	Rules(ctx context.Context, code string) ([]byte, error)

	// The Rules Studio's library: names for saved rule sets, and cached
	// balance previews.

	// NameRules adds the rule set saved under n.Code (see SaveRules) to
	// n.Game's library as n.Name and returns the entry as stored. A code
	// keeps the first entry it is given (game and name): naming it again,
	// for any game, stores nothing and returns the entry already there,
	// without error; callers compare its Game. A zero CreatedAt becomes
	// the current time. ErrNotFound if no document is saved under the code.
	NameRules(ctx context.Context, n RulesName) (RulesName, error)
	// RulesName returns the library entry for code, with its Game, or
	// ErrNotFound.
	RulesName(ctx context.Context, code string) (RulesName, error)
	// RulesNames lists game's library (only entries whose Game is game),
	// newest CreatedAt first (ties: the later named first), at most limit
	// entries (limit <= 0: no limit).
	RulesNames(ctx context.Context, game string, limit int) ([]RulesName, error)

	// SavePreview stores a computed balance preview (opaque bytes) under
	// key, replacing any stored before.
	SavePreview(ctx context.Context, key string, result []byte) error
	// Preview returns the preview stored under key, or ErrNotFound.
	Preview(ctx context.Context, key string) ([]byte, error)

	// SaveReview keeps the review of table code's game (opaque bytes:
	// package review's report), replacing one kept before, so that a
	// game is reviewed once. A table not stored is ErrNotFound.
	SaveReview(ctx context.Context, code string, review []byte) error
	// Review returns the review kept for table code, or ErrNotFound.
	Review(ctx context.Context, code string) ([]byte, error)

	// Close releases the store's resources.
	Close() error
}
