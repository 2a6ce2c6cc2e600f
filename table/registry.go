package table

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"evergreen/game"
	"evergreen/store"
)

// Registry holds the live tables of one server and loads the others from
// the store on demand.
type Registry struct {
	store store.Store
	log   *slog.Logger
	games game.List
	clock Clock
	// watchEvery is WatchClocks' period (0: not watching): a table whose
	// deadline falls within it stays in memory.
	watchEvery atomic.Int64

	// maxSpectators caps each table's spectators (0: no cap).
	maxSpectators atomic.Int64

	// The cluster this registry is a node of (nil: none; cluster.go),
	// the node's name and the tables' lease time. draining: Drain has
	// begun, no lease is taken any more.
	cluster  store.Cluster
	node     string
	leaseTTL time.Duration
	draining atomic.Bool

	// spread is the lease loop's handing over of leases (spread.go).
	spread spreadState
	// health is whether the store answers (storehealth.go).
	health struct {
		sync.Mutex
		state   StoreState
		probing bool
	}

	// tellers are the Tellers of the rule sets being read (tell.go).
	tellers tellers

	mu     sync.Mutex
	live   map[string]*Table
	closed bool
	stop   chan struct{} // closed by Close: ends the idle sweep
}

// Option configures a Registry.
type Option func(*Registry)

// WithClock makes the registry read time from c (default: the wall
// clock).
func WithClock(c Clock) Option { return func(r *Registry) { r.clock = c } }

// NewRegistry returns a registry over st that hosts games (a list made
// by game.NewList: at least one game; the first is the default). Each
// game's rules supply its bots. It panics on an empty list, a
// programming error.
func NewRegistry(st store.Store, log *slog.Logger, games game.List, opts ...Option) *Registry {
	if len(games) == 0 {
		panic("table: NewRegistry needs at least one game")
	}
	r := &Registry{
		store: st, log: log, games: games, clock: wallClock{},
		live: map[string]*Table{},
		stop: make(chan struct{}),
	}
	r.health.state.OK = true
	for _, o := range opts {
		o(r)
	}
	r.startCluster()
	return r
}

// LimitSpectators caps the spectators of each table: subscribers without
// a seat whose token controls nothing there (players are never refused).
// Subscribe answers ErrTooManySpectators beyond it. n <= 0: no cap.
func (r *Registry) LimitSpectators(n int) { r.maxSpectators.Store(int64(max(n, 0))) }

func (r *Registry) spectatorCap() int {
	if n := r.maxSpectators.Load(); n > 0 {
		return int(n)
	}
	return int(^uint(0) >> 1)
}

// BotNames lists the bots a game offers under its default rules ("":
// the default game); none for an unknown game.
func (r *Registry) BotNames(name string) []string {
	g, err := r.games.Get(name)
	if err != nil {
		return nil
	}
	rules, err := g.Rules(nil)
	if err != nil {
		return nil
	}
	return rules.Bots().Names()
}

// SeatConfig describes a seat at a new table. Setup is the game's own
// set-up of the seat (a JSON object the game defines), passed to the
// game as it is; the game settles what it leaves open (game.Rules.Seats).
type SeatConfig struct {
	Kind  string          `json:"kind"`
	Name  string          `json:"name"`
	Bot   string          `json:"bot"`
	Setup json.RawMessage `json:"setup,omitempty"`
	// reserve is the token hash of the player a rematch keeps this
	// online seat for (see RematchHold).
	reserve []byte
}

// Config describes a new table.
type Config struct {
	// Game names one of the registry's games; "" is the default.
	Game string
	// RulesPatch is merged onto the game's default; RulesDoc, if set, is
	// a complete document used as it is (a rematch, a saved rule set).
	RulesPatch []byte
	RulesDoc   []byte
	// Seed, if not 0, deals the game from a chosen seed: only at a table
	// with no online seat (see deal.go); 0 draws one from crypto/rand.
	Seed uint64
	// FirstSeat is a seat number; RandomFirst picks one with the seed.
	FirstSeat   int
	RandomFirst bool
	Seats       []SeatConfig
	// BotDelayMs is the pause before a bot's move, 0 to MaxBotDelayMs
	// milliseconds; 0 means none.
	BotDelayMs int
	// Clock is the turn clock (zero: none).
	Clock ClockConfig
	// Lang is the locale of whoever sets the table ("" English): a seat
	// left unnamed that the rules name from their content
	// (game.SeatNamer) is named in it.
	Lang string
}

// Create opens a new table and returns it with the host's token. A table
// without online seats starts at once.
func (r *Registry) Create(ctx context.Context, cfg Config) (*Table, string, error) {
	token := NewToken()
	t, err := r.createWithToken(ctx, cfg, token)
	return t, token, err
}

func (r *Registry) createWithToken(ctx context.Context, cfg Config, token string) (*Table, error) {
	g, err := r.games.Get(cfg.Game)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadRequest, err) // "game: unknown game …"
	}
	var rules game.Rules
	if cfg.RulesDoc != nil {
		rules, err = g.Document(cfg.RulesDoc)
	} else {
		rules, err = g.Rules(cfg.RulesPatch)
	}
	if err != nil {
		return nil, err // ruleset.Problems: the caller reports each path
	}
	n := len(cfg.Seats)
	if err := game.CheckPlayers(g, n); err != nil {
		return nil, fmt.Errorf("%w: seats: %v", ErrBadRequest, err)
	}
	online := false
	for _, s := range cfg.Seats {
		online = online || s.Kind == Online
	}
	chosen := cfg.Seed != 0
	switch {
	case chosen && online:
		return nil, fmt.Errorf("%w: seed: a table with online seats is dealt from the server's own randomness, so that nobody at it can know the cards in advance; leave the seed out (a seed may be chosen only when every seat is on this device or a bot)", ErrBadRequest)
	case !chosen:
		cfg.Seed = randomSeed()
	}
	// The same seed settles the same choices: first seat, then the
	// game's seat set-up, from one generator.
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x7ab1e))
	first := cfg.FirstSeat
	if cfg.RandomFirst {
		first = rng.IntN(n)
	}
	if first < 0 || first >= n {
		return nil, fmt.Errorf("%w: first_seat: must be a seat from 0 to %d, got %d", ErrBadRequest, n-1, first)
	}
	asked := make([]game.Seat, n)
	for i, s := range cfg.Seats {
		switch s.Kind {
		case Local, Online:
		case Bot:
			if _, err := rules.Bots().New(s.Bot); err != nil {
				return nil, fmt.Errorf("%w: seats[%d].bot: %v", ErrBadRequest, i, err)
			}
		default:
			return nil, fmt.Errorf("%w: seats[%d].kind: must be \"local\", \"online\" or \"bot\", got %q", ErrBadRequest, i, s.Kind)
		}
		name, err := CheckName(s.Name)
		if err != nil {
			return nil, fmt.Errorf("%w: the name of seat %d: %v (seats[%d].name)", ErrBadRequest, i, err, i)
		}
		cfg.Seats[i].Name = name
		asked[i] = game.Seat{Name: cfg.Seats[i].Name, Setup: s.Setup}
	}
	settled, err := rules.Seats(asked, rng)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	if len(settled) != n {
		return nil, fmt.Errorf("table: game %s settled %d seats for %d", g.Name(), len(settled), n)
	}
	if namer, ok := rules.(game.SeatNamer); ok && cfg.Lang != "" {
		for i := range settled {
			if asked[i].Name == "" && settled[i].Name != "" {
				if name := namer.SeatNameIn(settled[i], cfg.Lang); name != "" {
					settled[i].Name = name
				}
			}
		}
	}
	if cfg.BotDelayMs < 0 || cfg.BotDelayMs > MaxBotDelayMs {
		return nil, fmt.Errorf("%w: a bot's delay must be 0 to %d milliseconds, not %d (bot_delay_ms)", ErrBadRequest, MaxBotDelayMs, cfg.BotDelayMs)
	}
	names := rules.Bots().Names()
	clock, err := cfg.Clock.settle(func(name string) error { _, err := rules.Bots().New(name); return err }, cmpOr(first1(names), "random"))
	if err != nil {
		return nil, err
	}
	now := r.clock.Now().UTC().Truncate(time.Microsecond)
	rec := store.Table{
		Game: g.Name(), RulesCode: rules.Code(), Seed: cfg.Seed, FirstSeat: first, Status: Lobby,
		HostTokenHash: HashToken(token), BotDelayMs: cfg.BotDelayMs, CreatedAt: now, UpdatedAt: now,
		SeedSalt: newSalt(), SeedChosen: chosen,
		Clock: clock,
	}
	for i, s := range cfg.Seats {
		setup, err := compact(settled[i].Setup)
		if err != nil {
			return nil, fmt.Errorf("table: game %s: seats[%d].setup: %w", g.Name(), i, err)
		}
		seat := store.Seat{Seat: i, Kind: s.Kind, Name: settled[i].Name, Setup: setup, Bot: s.Bot}
		if s.Kind == Online {
			seat.Name = s.Name // an online player names themselves when claiming
			if s.reserve != nil {
				seat.Reserved, seat.ReservedUntil = s.reserve, now.Add(RematchHold)
			}
		}
		rec.Seats = append(rec.Seats, seat)
	}
	code, doc := rules.Code(), rules.Doc()
	if err := r.store.SaveRules(ctx, code, doc); err != nil {
		return nil, fmt.Errorf("table: saving the rules: %w", err)
	}
	for attempt := 0; ; attempt++ {
		rec.Code = NewCode()
		// The commitment names the table, so it is made once the code is.
		rec.SeedCommitment = SeedCommitment(rec.Code, rec.Seed, rec.SeedSalt)
		err := r.store.CreateTable(ctx, rec)
		if err == nil {
			break
		}
		if !errors.Is(err, store.ErrExists) || attempt > 10 {
			return nil, fmt.Errorf("table: creating: %w", err)
		}
	}
	t, err := r.spawn(rec, rules, r.leaseNow(rec.Code))
	if err != nil {
		return nil, err
	}
	if !online {
		if err := t.do(ctx, func(st *state) { err = st.start(ctx) }); err != nil {
			return nil, err
		}
		if err != nil {
			return nil, err
		}
	}
	return t, nil
}

// newTable makes the handle of a table; its loop is not yet running.
func (r *Registry) newTable(code string) *Table {
	return &Table{
		code: code, reg: r, poke: make(chan struct{}, 1),
		cmds: make(chan func(*state), 64), done: make(chan struct{}),
		evict: make(chan evictRequest), gone: make(chan struct{}), loaded: make(chan struct{}),
	}
}

// spawn starts the loop of a table just created from its record.
// owner says whether this node runs its bots and clocks (cluster.go).
func (r *Registry) spawn(rec store.Table, rules game.Rules, owner bool) (*Table, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return nil, ErrClosed
	}
	t := r.newTable(rec.Code)
	t.owned.Store(owner)
	s := &state{t: t, rec: rec, rules: rules, subs: map[*Sub]struct{}{}, looks: map[string]game.Look{}, owner: owner}
	r.live[rec.Code] = t
	go t.loop(s, nil)
	return t, nil
}

// Get returns a live table, loading it from the store (and replaying its
// moves) if it is not in memory. The table takes its place among the live
// ones before it reads the store, so two callers never load two copies,
// and a copy being unloaded has written everything before a new one
// reads.
func (r *Registry) Get(ctx context.Context, code string) (*Table, error) {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return nil, ErrClosed
	}
	t, ok := r.live[code]
	if !ok {
		t = r.newTable(code)
		r.live[code] = t
		s := &state{t: t, subs: map[*Sub]struct{}{}, looks: map[string]game.Look{}}
		go t.loop(s, r.load)
	}
	r.mu.Unlock()
	select {
	case <-t.loaded:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if t.loadErr != nil {
		return nil, t.loadErr
	}
	return t, nil
}

// load reads a table's record, rules and moves from the store and
// replays them; it runs first on the table's loop.
func (r *Registry) load(s *state) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	code := s.t.code
	var rec store.Table
	var err error
	if r.cluster != nil {
		rec, s.rev, err = r.cluster.TableRev(ctx, code)
	} else {
		rec, err = r.store.Table(ctx, code)
	}
	if errors.Is(err, store.ErrNotFound) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	g, err := r.games.Get(rec.Game)
	if err != nil {
		return fmt.Errorf("table %s: %w", code, err)
	}
	doc, err := r.store.Rules(ctx, rec.RulesCode)
	if err != nil {
		return fmt.Errorf("table %s: rules %s: %w", code, rec.RulesCode, err)
	}
	rules, err := g.Document(doc)
	if err != nil {
		return fmt.Errorf("table %s: rules %s: %w", code, rec.RulesCode, err)
	}
	moves, err := r.store.Moves(ctx, code, 0)
	if err != nil {
		return err
	}
	chat, err := r.store.Chat(ctx, code, 0)
	if err != nil {
		return err
	}
	s.rec, s.rules = rec, rules
	s.owner = r.leaseNow(code)
	s.t.owned.Store(s.owner)
	for _, c := range chat {
		s.chat = append(s.chat, chatLine(c))
	}
	if err := s.restore(moves); err != nil {
		r.log.Error("table: restoring", "table", code, "err", err)
		return err
	}
	return nil
}

func first1(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return names[0]
}

// compact returns a game's set-up as compact JSON, so that every store
// keeps the same bytes; nothing stays nothing.
func compact(raw json.RawMessage) (json.RawMessage, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, nil
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return nil, err
	}
	if b.String() == "null" {
		return nil, nil
	}
	return b.Bytes(), nil
}

// Close stops every live table and the idle sweep.
func (r *Registry) Close() {
	if r.cluster != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		if err := r.Drain(ctx); err != nil {
			r.log.Warn("table: releasing leases", "node", r.node, "err", err)
		}
		cancel()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return
	}
	r.closed = true
	close(r.stop)
	for code, t := range r.live {
		close(t.done)
		delete(r.live, code)
	}
}

// Live reports how many tables are in memory.
func (r *Registry) Live() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.live)
}

// EvictIdle unloads, every so often, each table that has had no command
// for the time after, has no subscriber and is not waiting on a bot, so
// that a long-running server keeps only the tables in use in memory.
// Everything a table holds is in the store, and Get (or any method of a
// *Table already handed out) loads it again by replaying its moves. The
// sweep runs every after/2 (at most a minute, at least a millisecond).
// Call it once; after <= 0 does nothing.
func (r *Registry) EvictIdle(after time.Duration) {
	if after <= 0 {
		return
	}
	every := max(min(after/2, time.Minute), time.Millisecond)
	go func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				r.Sweep(after)
			case <-r.stop:
				return
			}
		}
	}()
}

// Sweep unloads now every table idle for at least after (see EvictIdle)
// and returns how many it unloaded.
func (r *Registry) Sweep(after time.Duration) int {
	r.mu.Lock()
	tables := make([]*Table, 0, len(r.live))
	for _, t := range r.live {
		tables = append(tables, t)
	}
	r.mu.Unlock()
	n := 0
	for _, t := range tables {
		req := evictRequest{after: after, unloaded: make(chan bool, 1)}
		select {
		case <-t.loaded:
		default:
			continue // still loading
		}
		if t.loadErr != nil {
			continue
		}
		select {
		case t.evict <- req:
			if <-req.unloaded {
				n++
			}
		case <-t.done:
		case <-t.gone:
		}
	}
	if n > 0 {
		r.log.Info("table: unloaded idle tables", "count", n, "idle", after.String())
	}
	return n
}

// unload takes t out of the live tables, unless the registry is closing.
// Called by t's loop.
func (r *Registry) unload(t *Table) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed || r.live[t.code] != t {
		return false
	}
	delete(r.live, t.code)
	return true
}

// MaxBotDelayMs is the longest pause a table may ask of its bots.
const MaxBotDelayMs = 10000
