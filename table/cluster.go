package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"time"

	"evergreen/engine"
	"evergreen/store"
)

// A cluster is several servers, each with its own Registry, on one
// shared store (store.Cluster, PostgreSQL). Any server serves any table:
// each keeps its own copy of the tables its clients use, and the store's
// log is the one truth they all follow.
//
//   - A move is accepted by the one server whose AppendMove wins the
//     sequence number; a loser answers ErrStale and catches up.
//   - After each commit the store tells the others (store.Change); each
//     reads what is new from the log, applies it to its copy (the engine
//     is deterministic, so the copies agree) and tells its own clients.
//   - Exactly one server, the holder of the table's lease, runs its bots
//     and turn clocks. It renews the lease every third of its time; when
//     it stops (it died, or lost the database), another server with the
//     table in memory takes it over once it expires. A bot or clock move
//     goes through the same AppendMove, so an owner that lost its lease
//     without knowing it cannot write a move twice.
//
// A registry without a cluster owns every table it loads.

// news bits: what a table's loop must catch up on (Table.news).
const (
	newsMoves uint32 = 1 << iota
	newsChat
	newsRecord
	newsLease    // the lease loop changed Table.owned
	newsPresence // players came or went on another node
	newsFree     // the table's lease was released: take it if free
	newsWatchers // the time to write this node's spectators has come
	newsAll      = newsMoves | newsChat | newsRecord | newsLease | newsPresence
)

// DefaultLease is a table lease's time when WithCluster is given none.
const DefaultLease = 15 * time.Second

// WithCluster makes the registry one node, named node, of a cluster on
// c (the registry's store, seen as a store.Cluster): it hears the other
// nodes' writes and runs the bots and clocks only of the tables whose
// lease it holds, renewed every ttl/3 (ttl <= 0: DefaultLease).
func WithCluster(c store.Cluster, node string, ttl time.Duration) Option {
	return func(r *Registry) {
		if ttl <= 0 {
			ttl = DefaultLease
		}
		r.cluster, r.node, r.leaseTTL = c, node, ttl
	}
}

// DefaultNode names a node by its host name and process id.
func DefaultNode() string {
	h, err := os.Hostname()
	if err != nil || h == "" {
		h = "node"
	}
	return h + "-" + strconv.Itoa(os.Getpid())
}

// Clustered reports whether the registry is a node of a cluster.
func (r *Registry) Clustered() bool { return r.cluster != nil }

// Owned counts the tables in memory whose bots and clocks this node
// runs: all of them outside a cluster.
func (r *Registry) Owned() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cluster == nil {
		return len(r.live)
	}
	n := 0
	for _, t := range r.live {
		if t.owned.Load() {
			n++
		}
	}
	return n
}

// startCluster starts listening for news and renewing leases; both stop
// with the registry.
func (r *Registry) startCluster() {
	if r.cluster == nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-r.stop; cancel() }()
	// What this node's name held before (a crash, then a restart under
	// the same name) is no longer true.
	rctx, rcancel := context.WithTimeout(ctx, r.leaseTTL)
	if err := r.cluster.Release(rctx, r.node, nil); err != nil {
		r.log.Warn("table: releasing what this node held before", "node", r.node, "err", err)
	}
	rcancel()
	go func() { _ = r.cluster.Listen(ctx, r.hear) }()
	go r.leaseLoop(ctx)
}

// hear passes news on to the table it concerns, if in memory here,
// without ever waiting for it (the listener serves every table).
func (r *Registry) hear(c store.Change) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if c.Resync {
		r.log.Info("table: catching up every table in memory", "node", r.node, "tables", len(r.live))
		for _, t := range r.live {
			t.tell(newsAll)
		}
		return
	}
	t, ok := r.live[c.Code]
	if !ok {
		return
	}
	switch c.Kind {
	case store.ChangedMoves:
		t.tell(newsMoves)
	case store.ChangedChat:
		t.tell(newsChat)
	case store.ChangedRecord:
		t.tell(newsRecord)
	case store.ChangedPresence:
		t.tell(newsPresence)
	case store.ChangedLease:
		t.tell(newsFree)
	}
}

// tell asks t's loop to catch up on what bits names, coalescing news
// that comes faster than the loop handles it.
func (t *Table) tell(bits uint32) {
	t.news.Or(bits)
	select {
	case t.poke <- struct{}{}:
	default:
	}
}

// leaseLoop renews the leases of the tables in memory, and takes those
// nobody holds, every third of the lease's time.
func (r *Registry) leaseLoop(ctx context.Context) {
	tick := time.NewTicker(r.leaseTTL / 3)
	defer tick.Stop()
	lastOK := time.Now()
	for {
		select {
		case <-tick.C:
		case <-ctx.Done():
			return
		}
		if r.draining.Load() {
			return
		}
		tables := r.loadedTables()
		codes := r.leaseCodes(tables)
		lctx, cancel := context.WithTimeout(ctx, r.leaseTTL/3)
		held, err := r.cluster.Lease(lctx, r.node, codes, r.leaseTTL)
		cancel()
		if err != nil {
			r.log.Error("table: renewing leases", "node", r.node, "err", err)
			// Past half the lease's time unrenewed, another node may
			// soon own these tables: stop running them here first.
			if time.Since(lastOK) > r.leaseTTL/2 {
				for _, t := range tables {
					t.setOwned(false)
				}
			}
			continue
		}
		lastOK = time.Now()
		mine := make(map[string]bool, len(held))
		for _, c := range held {
			mine[c] = true
		}
		for _, t := range tables {
			t.setOwned(mine[t.code])
		}
		bctx, cancel := context.WithTimeout(ctx, r.leaseTTL/3)
		r.balance(bctx, tables, held)
		cancel()
	}
}

// loadedTables lists the tables in memory that loaded.
func (r *Registry) loadedTables() []*Table {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]*Table, 0, len(r.live))
	for _, t := range r.live {
		select {
		case <-t.loaded:
			if t.loadErr == nil {
				out = append(out, t)
			}
		default:
		}
	}
	return out
}

// setOwned records whether this node holds t's lease, and tells t's
// loop if that changed.
func (t *Table) setOwned(owned bool) {
	switch {
	case t.owned.Swap(owned) == owned:
	case owned:
		// A node taking over first reads everything anew, so that it runs
		// the table from the log as it stands (and the presence of a node
		// that died is forgotten once it is seen dead).
		t.tell(newsAll)
	default:
		t.tell(newsLease)
	}
}

// leaseNow tries to take the lease of one table just created or loaded,
// so that its bots and clocks start at once rather than at the next
// renewal. It reports whether this node holds it (always, outside a
// cluster).
func (r *Registry) leaseNow(code string) bool {
	if r.cluster == nil {
		return true
	}
	if r.draining.Load() {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), r.leaseTTL/3)
	defer cancel()
	held, err := r.cluster.Lease(ctx, r.node, []string{code}, r.leaseTTL)
	if err != nil {
		r.log.Error("table: taking a lease", "table", code, "node", r.node, "err", err)
		return false
	}
	return len(held) == 1
}

// release gives up the lease of a table unloaded here.
func (r *Registry) release(code string) {
	if r.cluster == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), r.leaseTTL/3)
	defer cancel()
	if err := r.cluster.Release(ctx, r.node, []string{code}); err != nil {
		r.log.Warn("table: releasing a lease", "table", code, "node", r.node, "err", err)
	}
}

// Drain prepares this node to stop: it takes no more leases, stops
// running the bots and clocks of its tables and releases their leases,
// so that the nodes its clients move to take them over at once rather
// than when the leases expire. The tables stay in memory, serving their
// clients, until Close.
func (r *Registry) Drain(ctx context.Context) error {
	if r.cluster == nil || r.draining.Swap(true) {
		return nil
	}
	tables := r.loadedTables()
	codes := make([]string, 0, len(tables))
	for _, t := range tables {
		codes = append(codes, t.code)
		t.setOwned(false)
	}
	// The loops stop their bots and clocks before the leases go, as far
	// as a short wait allows; a bot move still in flight after the
	// release is refused by the log if another node moved first.
	for _, t := range tables {
		_ = t.do(ctx, func(*state) {})
	}
	return r.cluster.Release(ctx, r.node, codes)
}

// catchUp brings the table's copy up to the store after news (bits):
// the record, then the moves, then the chat, and the lease. It tells
// the clients here what changed, and if this node owns the table runs
// its bots and clocks.
func (s *state) catchUp(bits uint32) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	code := s.t.code
	st := s.t.reg.store
	changed := false
	// A game started elsewhere is news of the record first (the start
	// is saved before any move); a copy still in the lobby reads it.
	if bits&newsRecord != 0 || (bits&newsMoves != 0 && s.st == nil) {
		rec, rev, err := s.t.reg.cluster.TableRev(ctx, code)
		if err != nil {
			s.t.reg.log.Error("table: catching up the record", "table", code, "err", err)
		} else {
			s.rev = rev
			if err := s.adopt(rec); err != nil {
				s.t.reg.log.Error("table: catching up the record", "table", code, "err", err)
			}
			changed = true
		}
	}
	if bits&newsMoves != 0 {
		moves, err := st.Moves(ctx, code, s.seq)
		if err != nil {
			s.t.reg.log.Error("table: catching up moves", "table", code, "err", err)
		}
		for _, mv := range moves {
			if err := s.follow(mv); err != nil {
				s.t.reg.log.Error("table: catching up moves", "table", code, "seq", mv.Seq, "err", err)
				break
			}
			changed = true
		}
	}
	if bits&newsChat != 0 {
		lines, err := st.Chat(ctx, code, s.lastChat())
		if err != nil {
			s.t.reg.log.Error("table: catching up chat", "table", code, "err", err)
		}
		for _, c := range lines {
			s.chat = append(s.chat, chatLine(c))
		}
		if len(lines) > 0 && !changed {
			s.sendChat()
		}
	}
	if bits&newsPresence != 0 {
		seats, watchers, err := s.t.reg.cluster.Presence(ctx, code, s.t.reg.node)
		if err != nil {
			s.t.reg.log.Error("table: reading presence", "table", code, "err", err)
		} else {
			// The other nodes' spectators count as this node's do: the
			// number travels with the next update, and changes no view.
			s.remoteWatchers = watchers
			s.remote = make([]bool, len(s.rec.Seats))
			for _, i := range seats {
				if i >= 0 && i < len(s.remote) {
					s.remote[i] = true
				}
			}
			changed = s.refreshPresence() || changed
		}
	}
	if bits&newsFree != 0 && !s.owner && s.t.reg.leaseNow(code) {
		// A draining node let go: take over now, not at the next
		// renewal. The next catch-up reads everything and starts.
		s.t.setOwned(true)
	}
	if bits&newsWatchers != 0 {
		s.shareLater = nil
		changed = s.refreshPresence() || changed
	}
	if bits&newsLease != 0 {
		if owned := s.t.owned.Load(); owned != s.owner {
			s.owner = owned
			if !owned {
				s.standDown()
			} else {
				s.t.reg.log.Info("table: running its bots and clocks", "table", code, "node", s.t.reg.node)
			}
			changed = true
		}
	}
	if !changed {
		return
	}
	if s.owner {
		s.setDeadlines(ctx)
		s.scheduleBots()
	}
	s.broadcast()
}

// adopt takes the record another node saved; a game it started is
// dealt here as it was there.
func (s *state) adopt(rec store.Table) error {
	start := s.st == nil && rec.Status != Lobby
	s.rec = rec
	s.reseat()
	if !start {
		return nil
	}
	st, err := begin(s.rules, s.rec)
	if err != nil {
		return err
	}
	s.st, s.events = st, append(opening(st), s.events...)
	s.track(-1)
	return nil
}

// follow applies a move another node logged.
func (s *state) follow(mv store.Move) error {
	if mv.Seq != s.seq+1 {
		return fmt.Errorf("move %d follows %d", mv.Seq, s.seq)
	}
	if IsNotice(mv.Move) {
		s.noted(mv)
		return nil
	}
	if s.st == nil {
		return fmt.Errorf("move %d comes before the game began here", mv.Seq)
	}
	if IsUndo(mv.Move) {
		if len(s.back) == 0 {
			return fmt.Errorf("move %d takes back a move that was final", mv.Seq)
		}
		s.tookBack()
		return nil
	}
	var m engine.Move
	if err := json.Unmarshal(mv.Move, &m); err != nil {
		return err
	}
	next, evs, err := s.st.Apply(engine.Seat(mv.Seat), m)
	if err != nil {
		return err
	}
	s.back.moved(mv.Seq, mv.Seat, s.st, next, evs)
	s.st, s.seq = next, mv.Seq
	for _, e := range evs {
		s.events = append(s.events, LoggedEvent{Seq: s.seq, Event: e})
	}
	s.track(mv.Seat)
	if s.st.Outcome().Ended {
		s.rec.Status = Ended // saved by the node that played it
	}
	return nil
}

// standDown stops this node's running of the table's bots and clocks:
// another node holds, or may soon hold, its lease.
func (s *state) standDown() {
	if s.timer != nil {
		s.timer.Stop()
		s.timer = nil
	}
	for i := range s.thinking {
		s.thinking[i] = -1 // a new owner here later starts them afresh
	}
}

// lostRace is play's answer when another node logged a move first: the
// copy catches up, and the move is played again over what was logged,
// exactly as if it had reached this node second. It is then stale only
// if the seat's own decision changed (another seat deciding at the same
// time does not make it so: the rule of "Several decisions" in package
// doc), and refused if no longer legal. A few lost races in a row
// answer stale.
func (s *state) lostRace(ctx context.Context, seat int, m engine.Move, seq int64) (int64, error) {
	s.catchUp(newsAll &^ newsLease)
	if s.racing >= 3 {
		return s.seq, fmt.Errorf("%w: other moves were logged first; the table is now at %d", ErrStale, s.seq)
	}
	s.racing++
	defer func() { s.racing-- }()
	return s.play(ctx, seat, m, seq)
}

// shareWatchersEvery is how often, at most, a node writes a change of
// only its spectators at a table: a crowd arriving costs the database a
// write (and every other node a read) a second, not one a spectator.
const shareWatchersEvery = time.Second

// sharePresence records, in a cluster, which seats have a player
// connected here and how many spectators are here, when that changed,
// so that the other nodes show them too. A change of the spectators
// alone is written at most every shareWatchersEvery, the last count
// when that time is up.
func (s *state) sharePresence(here []bool) {
	c := s.t.reg.cluster
	if c == nil {
		return
	}
	var seats []int
	for i, h := range here {
		if h {
			seats = append(seats, i)
		}
	}
	watchers := s.spectators()
	if slices.Equal(seats, s.shared) {
		if watchers == s.sharedWatchers {
			return
		}
		if wait := s.sharedAt.Add(shareWatchersEvery).Sub(s.now()); wait > 0 {
			if s.shareLater == nil {
				// News, not a command: a table unloaded meanwhile is not
				// loaded again for it.
				t := s.t
				s.shareLater = t.reg.clock.AfterFunc(wait, func() { t.tell(newsWatchers) })
			}
			return
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.SetPresence(ctx, s.t.reg.node, s.t.code, seats, watchers); err != nil {
		s.t.reg.log.Warn("table: sharing presence", "table", s.t.code, "err", err)
		return
	}
	s.shared, s.sharedWatchers, s.sharedAt = seats, watchers, s.now()
}

// save writes the table's record. In a cluster it writes only over the
// revision this copy last read or wrote: if another node has saved the
// record since, this copy takes that record in place of its own change
// and save answers ErrStale, so that no node's change is lost to
// another's (two claims of one seat, say).
func (s *state) save(ctx context.Context) error {
	c := s.t.reg.cluster
	if c == nil {
		return s.t.reg.store.UpdateTable(ctx, s.rec)
	}
	rev, err := c.UpdateTableAt(ctx, s.rec, s.rev)
	if err == nil {
		s.rev = rev
		return nil
	}
	if !errors.Is(err, store.ErrConflict) {
		return err
	}
	s.refresh(ctx)
	return fmt.Errorf("%w: the table changed on another server meanwhile; look again and retry", ErrStale)
}

// saveWith makes change to the record and saves it, making it again
// over another node's newer record as often as one got in first (a few
// times at most): for changes that follow from the game, such as its
// end, which must be saved whoever else writes.
func (s *state) saveWith(ctx context.Context, change func()) error {
	for try := 0; ; try++ {
		change()
		err := s.save(ctx)
		if err == nil || !errors.Is(err, ErrStale) || try == 4 {
			return err
		}
	}
}

// refresh takes in the record as stored, with the moves it may need (a
// game started elsewhere), and leaves telling the clients to the next
// catch-up.
func (s *state) refresh(ctx context.Context) {
	rec, rev, err := s.t.reg.cluster.TableRev(ctx, s.t.code)
	if err != nil {
		s.t.reg.log.Error("table: reading the record", "table", s.t.code, "err", err)
		return
	}
	s.rev = rev
	if err := s.adopt(rec); err != nil {
		s.t.reg.log.Error("table: reading the record", "table", s.t.code, "err", err)
	}
	s.t.tell(newsMoves | newsRecord | newsChat)
}
