package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/store"
)

// Seat kinds.
const (
	Local  = "local"  // a human on the host's device (hot-seat)
	Online = "online" // a human who joins by room code
	Bot    = "bot"
)

// Table statuses.
const (
	Lobby   = "lobby"
	Playing = "playing"
	Ended   = "ended"
)

// Errors callers branch on. Move errors from the game come through
// unchanged (engine.ErrNotYourTurn, engine.ErrIllegalMove, …).
var (
	ErrNotFound   = errors.New("table: no such table")
	ErrForbidden  = errors.New("table: your token does not control that")
	ErrStale      = errors.New("table: the move was made against an old state")
	ErrNotStarted = errors.New("table: the year has not begun")
	ErrStarted    = errors.New("table: the year has already begun")
	ErrEnded      = errors.New("table: the year is over")
	ErrBadRequest = errors.New("table: bad request")
	ErrClosed     = errors.New("table: shutting down")
)

// LoggedEvent is an event with the sequence number of the move that
// caused it.
type LoggedEvent struct {
	Seq int64 `json:"seq"`
	engine.Event
}

// SeatInfo is the public description of a seat.
type SeatInfo struct {
	Seat    int    `json:"seat"`
	Kind    string `json:"kind"`
	Name    string `json:"name"`
	House   string `json:"house"`
	Colour  string `json:"colour"`
	Sigil   string `json:"sigil"`
	Virtue  string `json:"virtue"`
	Claimed bool   `json:"claimed"`
	Bot     string `json:"bot,omitempty"`
}

// Info is the public description of a table, personalised with what the
// caller's token controls.
type Info struct {
	Code      string     `json:"code"`
	Game      string     `json:"game"`
	Status    string     `json:"status"`
	RulesCode string     `json:"rules_code"`
	Seq       int64      `json:"seq"`
	FirstSeat int        `json:"first_seat"`
	Seats     []SeatInfo `json:"seats"`
	Rematch   string     `json:"rematch,omitempty"`
	You       []int      `json:"you"`
	Host      bool       `json:"host"`
	Created   time.Time  `json:"created"`
}

// Update is what a subscriber receives: the table, the view of its seat,
// and the events since its previous update.
type Update struct {
	Type  string        `json:"type"` // "update"
	Seq   int64         `json:"seq"`
	Seat  int           `json:"seat"` // -1: spectator
	Table Info          `json:"table"`
	View  any           `json:"view,omitempty"`
	Log   []LoggedEvent `json:"log"`
}

// Table is one live table. All its state belongs to its loop goroutine;
// methods send commands there and wait for the answer.
//
// A table left idle may be unloaded from memory (Registry.EvictIdle). A
// *Table that was unloaded stays usable: its methods load the table
// again from the store and carry on there.
type Table struct {
	code string
	reg  *Registry
	cmds chan func(*state)
	done chan struct{}
	// evict asks the loop to unload the table if it has been idle for
	// the time given; the loop answers whether it did. gone is closed
	// once it has.
	evict chan evictRequest
	gone  chan struct{}
	// loaded is closed once the loop has its state; loadErr, set before,
	// says why it could not be loaded from the store.
	loaded  chan struct{}
	loadErr error
}

// state is what the loop goroutine owns.
type state struct {
	t      *Table
	rec    store.Table
	doc    []byte
	game   Game
	st     engine.State
	seq    int64
	events []LoggedEvent
	subs   map[*Sub]struct{}
	botGen int                  // invalidates bot timers from earlier states
	looks  map[string][2]string // House id → colour, sigil (public, fixed by the rules)
	// players are the game's bots for this table's rules, built on first use.
	players bots.Registry
	// last is when the loop last ran a command.
	last time.Time
}

// Sub is a subscription to a table's updates. C is closed when the table
// drops the subscriber (it fell behind) or shuts down.
type Sub struct {
	C       <-chan *Update
	c       chan *Update
	token   string
	seat    int
	lastSeq int64
	closed  bool
}

// subBuffer bounds each subscriber's queue.
const subBuffer = 16

// loop owns the table's state: it runs init (loading the table from the
// store) if given, then every command in turn, until the registry closes
// or the table is unloaded.
func (t *Table) loop(s *state, init func(*state) error) {
	defer func() {
		for sub := range s.subs {
			s.drop(sub)
		}
	}()
	if init != nil {
		if err := init(s); err != nil {
			t.loadErr = err
			t.reg.unload(t)
			close(t.loaded)
			return
		}
	}
	close(t.loaded)
	s.last = time.Now()
	for {
		select {
		case f := <-t.cmds:
			f(s)
			s.last = time.Now()
		case req := <-t.evict:
			if s.idle(req.after) && t.reg.unload(t) {
				close(t.gone)
				req.unloaded <- true
				return
			}
			req.unloaded <- false
		case <-t.done:
			return
		}
	}
}

type evictRequest struct {
	after    time.Duration
	unloaded chan bool // buffered
}

// idle reports whether the table may be unloaded: nobody has sent it a
// command for the given time, nobody is subscribed, and no bot is about
// to move (a bot's move arrives as a command of its own).
func (s *state) idle(after time.Duration) bool {
	if len(s.subs) > 0 || time.Since(s.last) < after {
		return false
	}
	if s.st != nil && s.rec.Status == Playing {
		if p := s.st.Pending(); len(p) > 0 && s.rec.Seats[p[0].Seat].Kind == Bot {
			return false
		}
	}
	return true
}

// do runs f on the loop goroutine and waits for it. If the table has
// been unloaded, f runs on the table loaded afresh.
func (t *Table) do(ctx context.Context, f func(*state)) error {
	select {
	case <-t.loaded:
		if t.loadErr != nil {
			return t.loadErr
		}
	case <-ctx.Done():
		return ctx.Err()
	}
	ran := make(chan struct{})
	select {
	case t.cmds <- func(s *state) { f(s); close(ran) }:
	case <-t.gone:
		return t.reload(ctx, f)
	case <-t.done:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case <-ran:
		return nil
	case <-t.gone:
		// The loop runs no command after it unloads, so a command still
		// queued then never ran: it runs on the table loaded afresh.
		select {
		case <-ran:
			return nil
		default:
			return t.reload(ctx, f)
		}
	case <-t.done:
		return ErrClosed
	}
}

// reload loads an unloaded table again and runs f there.
func (t *Table) reload(ctx context.Context, f func(*state)) error {
	nt, err := t.reg.Get(ctx, t.code)
	if err != nil {
		return err
	}
	return nt.do(ctx, f)
}

// Code is the table's room code.
func (t *Table) Code() string { return t.code }

// controls lists the seats token controls and whether it is the host's.
func (s *state) controls(token string) ([]int, bool) { return controls(s.rec, token) }

// controls lists the seats of the table rec that token controls, and
// whether it is the host's.
func controls(rec store.Table, token string) ([]int, bool) {
	host := TokenMatches(token, rec.HostTokenHash)
	you := []int{}
	for _, seat := range rec.Seats {
		switch {
		case seat.Kind == Local && host:
			you = append(you, seat.Seat)
		case seat.Kind == Online && TokenMatches(token, seat.TokenHash):
			you = append(you, seat.Seat)
		}
	}
	return you, host
}

func (s *state) info(token string) Info {
	you, host := s.controls(token)
	in := Info{
		Code: s.rec.Code, Game: s.rec.Game, Status: s.rec.Status, RulesCode: s.rec.RulesCode,
		Seq: s.seq, FirstSeat: s.rec.FirstSeat, Rematch: s.rec.Rematch, You: you, Host: host,
		Created: s.rec.CreatedAt,
	}
	for _, seat := range s.rec.Seats {
		look, ok := s.looks[seat.House]
		if !ok {
			colour, sigil, _ := s.game.Describe(s.doc, seat.House)
			look = [2]string{colour, sigil}
			s.looks[seat.House] = look
		}
		colour, sigil := look[0], look[1]
		in.Seats = append(in.Seats, SeatInfo{
			Seat: seat.Seat, Kind: seat.Kind, Name: seat.Name, House: seat.House, Colour: colour,
			Sigil: sigil, Virtue: seat.Virtue, Claimed: seat.Claimed || seat.Kind != Online, Bot: seat.Bot,
		})
	}
	return in
}

// Info returns the table's public description for token.
func (t *Table) Info(ctx context.Context, token string) (Info, error) {
	var in Info
	err := t.do(ctx, func(s *state) { in = s.info(token) })
	return in, err
}

// View returns seat's view and the redacted log after seq after. seat -1
// is the spectator view; any other seat must be controlled by token.
func (t *Table) View(ctx context.Context, token string, seat int, after int64) (Update, error) {
	var up Update
	var err error
	if e := t.do(ctx, func(s *state) {
		if seat >= 0 && !s.may(token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		up = s.update(token, seat, after)
	}); e != nil {
		return up, e
	}
	return up, err
}

func (s *state) may(token string, seat int) bool {
	you, _ := s.controls(token)
	for _, y := range you {
		if y == seat {
			return true
		}
	}
	return false
}

func (s *state) update(token string, seat int, after int64) Update {
	up := Update{Type: "update", Seq: s.seq, Seat: seat, Table: s.info(token), Log: []LoggedEvent{}}
	viewer := engine.Seat(seat)
	if seat < 0 {
		viewer = engine.Spectator
	}
	if s.st != nil {
		up.View = s.st.View(viewer)
	}
	for _, e := range s.events {
		if e.Seq > after {
			up.Log = append(up.Log, LoggedEvent{Seq: e.Seq, Event: e.Event.Redact(viewer)})
		}
	}
	return up
}

// Move plays a move for seat, made against sequence number seq.
func (t *Table) Move(ctx context.Context, token string, seat int, m engine.Move, seq int64) (int64, error) {
	var out int64
	var err error
	if e := t.do(ctx, func(s *state) {
		if !s.may(token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		out, err = s.play(ctx, seat, m, seq)
	}); e != nil {
		return 0, e
	}
	return out, err
}

// play applies and logs a move; the caller has checked who may make it.
func (s *state) play(ctx context.Context, seat int, m engine.Move, seq int64) (int64, error) {
	switch s.rec.Status {
	case Lobby:
		return s.seq, ErrNotStarted
	case Ended:
		return s.seq, ErrEnded
	}
	if seq != s.seq {
		return s.seq, fmt.Errorf("%w: you saw %d, the table is at %d", ErrStale, seq, s.seq)
	}
	next, evs, err := s.st.Apply(engine.Seat(seat), m)
	if err != nil {
		return s.seq, err
	}
	raw, _ := json.Marshal(m)
	rec := store.Move{Seq: s.seq + 1, Seat: seat, Move: raw, At: time.Now().UTC()}
	if err := s.t.reg.store.AppendMove(ctx, s.rec.Code, rec); err != nil {
		return s.seq, fmt.Errorf("table: saving the move: %w", err)
	}
	s.st, s.seq = next, s.seq+1
	for _, e := range evs {
		s.events = append(s.events, LoggedEvent{Seq: s.seq, Event: e})
	}
	if s.st.Outcome().Ended {
		s.rec.Status = Ended
		if err := s.t.reg.store.UpdateTable(ctx, s.rec); err != nil {
			s.t.reg.log.Error("table: recording the end", "table", s.rec.Code, "err", err)
		}
	}
	s.broadcast()
	s.scheduleBot()
	return s.seq, nil
}

// broadcast sends every subscriber its update; one whose queue is full
// is dropped.
func (s *state) broadcast() {
	for sub := range s.subs {
		up := s.update(sub.token, sub.seat, sub.lastSeq)
		select {
		case sub.c <- &up:
			sub.lastSeq = up.Seq
		default:
			s.t.reg.log.Warn("table: dropping a slow subscriber", "table", s.rec.Code, "seat", sub.seat)
			s.drop(sub)
		}
	}
}

func (s *state) drop(sub *Sub) {
	if !sub.closed {
		sub.closed = true
		close(sub.c)
	}
	delete(s.subs, sub)
}

// Subscribe starts a feed of updates for seat (-1: spectator). The first
// update, with the whole log, is already queued.
func (t *Table) Subscribe(ctx context.Context, token string, seat int) (*Sub, error) {
	var sub *Sub
	var err error
	if e := t.do(ctx, func(s *state) {
		if seat >= 0 && !s.may(token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		c := make(chan *Update, subBuffer)
		sub = &Sub{C: c, c: c, token: token, seat: seat}
		up := s.update(token, seat, 0)
		c <- &up
		sub.lastSeq = up.Seq
		s.subs[sub] = struct{}{}
	}); e != nil {
		return nil, e
	}
	return sub, err
}

// SwitchSeat changes the perspective of a subscription to another seat
// token controls (the hot-seat hand-over) and queues a full update.
func (t *Table) SwitchSeat(ctx context.Context, sub *Sub, seat int) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, ok := s.subs[sub]; !ok {
			err = ErrClosed
			return
		}
		if seat >= 0 && !s.may(sub.token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		sub.seat, sub.lastSeq = seat, 0
		up := s.update(sub.token, seat, 0)
		select {
		case sub.c <- &up:
			sub.lastSeq = up.Seq
		default:
			s.drop(sub)
		}
	}); e != nil {
		return e
	}
	return err
}

// Unsubscribe ends a subscription.
func (t *Table) Unsubscribe(sub *Sub) {
	_ = t.do(context.Background(), func(s *state) { s.drop(sub) })
}

// Claim takes an open online seat for a newcomer and returns its token.
// Calling it again with the seat's own token just renames.
func (t *Table) Claim(ctx context.Context, token string, seat int, name string) (string, error) {
	var out string
	var err error
	if e := t.do(ctx, func(s *state) {
		if seat < 0 || seat >= len(s.rec.Seats) {
			err = fmt.Errorf("%w: no seat %d", ErrBadRequest, seat)
			return
		}
		st := &s.rec.Seats[seat]
		switch {
		case TokenMatches(token, s.rec.HostTokenHash):
			err = fmt.Errorf("%w: the host's device holds the hot-seat seats; an online seat is claimed from another browser", ErrForbidden)
			return
		case st.Kind != Online:
			err = fmt.Errorf("%w: seat %d is not an online seat", ErrForbidden, seat)
			return
		case st.Claimed && !TokenMatches(token, st.TokenHash):
			err = fmt.Errorf("%w: seat %d is taken", ErrForbidden, seat)
			return
		case st.Claimed:
			out = token
		default:
			if s.rec.Status != Lobby {
				err = ErrStarted
				return
			}
			out = NewToken()
			st.TokenHash, st.Claimed = HashToken(out), true
		}
		if name != "" && s.rec.Status == Lobby {
			st.Name = name
		}
		if err = s.t.reg.store.UpdateTable(ctx, s.rec); err != nil {
			return
		}
		s.broadcast()
	}); e != nil {
		return "", e
	}
	return out, err
}

// FillBots seats a bot in one open online seat, or in all of them when
// seat is -1. Host only.
func (t *Table) FillBots(ctx context.Context, token string, seat int, bot string) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host seats bots", ErrForbidden)
			return
		}
		if s.rec.Status != Lobby {
			err = ErrStarted
			return
		}
		if _, e := s.bots().New(bot); e != nil {
			err = fmt.Errorf("%w: %v", ErrBadRequest, e)
			return
		}
		n := 0
		for i := range s.rec.Seats {
			st := &s.rec.Seats[i]
			if (seat < 0 || seat == i) && st.Kind == Online && !st.Claimed {
				st.Kind, st.Bot, st.TokenHash = Bot, bot, nil
				n++
			}
		}
		if n == 0 {
			err = fmt.Errorf("%w: no open seat to fill", ErrBadRequest)
			return
		}
		if err = s.t.reg.store.UpdateTable(ctx, s.rec); err == nil {
			s.broadcast()
		}
	}); e != nil {
		return e
	}
	return err
}

// Start begins the year once every seat is taken. Host only.
func (t *Table) Start(ctx context.Context, token string) error {
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host starts the year", ErrForbidden)
			return
		}
		if s.rec.Status != Lobby {
			err = ErrStarted
			return
		}
		for _, st := range s.rec.Seats {
			if st.Kind == Online && !st.Claimed {
				err = fmt.Errorf("%w: seat %d is still open: wait for a player or seat a bot", ErrBadRequest, st.Seat)
				return
			}
		}
		err = s.start(ctx)
	}); e != nil {
		return e
	}
	return err
}

func (s *state) start(ctx context.Context) error {
	st, err := s.game.Start(s.doc, s.rec.Seed, specs(s.rec.Seats), s.rec.FirstSeat)
	if err != nil {
		return err
	}
	s.rec.Status = Playing
	if err := s.t.reg.store.UpdateTable(ctx, s.rec); err != nil {
		return err
	}
	s.st, s.events = st, opening(st)
	s.broadcast()
	s.scheduleBot()
	return nil
}

func specs(seats []store.Seat) []SeatSpec {
	out := make([]SeatSpec, len(seats))
	for i, s := range seats {
		out[i] = SeatSpec{Name: s.Name, House: s.House, Virtue: s.Virtue}
	}
	return out
}

// bots returns the bots for this table's game and rule set.
func (s *state) bots() bots.Registry {
	if s.players == nil {
		reg, err := s.game.Bots(s.doc)
		if err != nil {
			return bots.Registry{}
		}
		s.players = reg
	}
	return s.players
}

// scheduleBot arranges for a bot to move if one must decide now.
func (s *state) scheduleBot() {
	if s.st == nil || s.rec.Status != Playing {
		return
	}
	pending := s.st.Pending()
	if len(pending) == 0 {
		return
	}
	seat := int(pending[0].Seat)
	spec := s.rec.Seats[seat]
	if spec.Kind != Bot {
		return
	}
	bot, err := s.bots().New(spec.Bot)
	if err != nil {
		s.t.reg.log.Error("table: unknown bot", "table", s.rec.Code, "bot", spec.Bot)
		return
	}
	s.botGen++
	gen, seq := s.botGen, s.seq
	view := s.st.View(engine.Seat(seat))
	legal := s.st.Legal(engine.Seat(seat), nil)
	// The bot remembers what its seat has seen, like a player at the
	// table; bots that can use it (bots.Recaller) are handed it.
	var seen []engine.Event
	if _, ok := bot.(bots.Recaller); ok {
		seen = make([]engine.Event, len(s.events))
		for i, e := range s.events {
			seen[i] = e.Event.Redact(engine.Seat(seat))
		}
	}
	rng := rand.New(rand.NewPCG(s.rec.Seed, uint64(seq)))
	delay := time.Duration(s.rec.BotDelayMs) * time.Millisecond
	t := s.t
	go func() {
		start := time.Now()
		m := bots.Decide(bot, engine.Seat(seat), view, seen, legal, rng)
		if wait := delay - time.Since(start); wait > 0 {
			select {
			case <-time.After(wait):
			case <-t.done:
				return
			}
		}
		_ = t.do(context.Background(), func(s *state) {
			if s.botGen != gen || s.seq != seq {
				return
			}
			if _, err := s.play(context.Background(), seat, m, seq); err != nil {
				s.t.reg.log.Error("table: bot move refused", "table", s.rec.Code, "seat", seat, "move", m.String(), "err", err)
			}
		})
	}()
}

// Rematch opens a new table with the same seats and rules and a new seed.
// Host only. It returns the new table's code.
func (t *Table) Rematch(ctx context.Context, token string) (string, error) {
	var cfg Config
	var existing string
	var err error
	if e := t.do(ctx, func(s *state) {
		if _, host := s.controls(token); !host {
			err = fmt.Errorf("%w: only the host calls a rematch", ErrForbidden)
			return
		}
		if existing = s.rec.Rematch; existing != "" {
			return
		}
		cfg = Config{Game: s.rec.Game, RulesDoc: s.doc, Seed: rand.Uint64(), FirstSeat: s.rec.FirstSeat, BotDelayMs: s.rec.BotDelayMs}
		for _, st := range s.rec.Seats {
			sc := SeatConfig{Kind: st.Kind, Name: st.Name, House: st.House, Virtue: st.Virtue, Bot: st.Bot}
			if st.Kind == Online {
				sc.Name = "" // online players name themselves again when they claim
			}
			cfg.Seats = append(cfg.Seats, sc)
		}
	}); e != nil {
		return "", e
	}
	if err != nil || existing != "" {
		return existing, err
	}
	// Created outside the loop: a new table has its own goroutine.
	nt, err := t.reg.createWithToken(ctx, cfg, token)
	if err != nil {
		return "", err
	}
	code := nt.code
	err = t.do(ctx, func(s *state) {
		if s.rec.Rematch != "" { // a second call won the race: keep the first
			code = s.rec.Rematch
			return
		}
		s.rec.Rematch = code
		if e := s.t.reg.store.UpdateTable(ctx, s.rec); e != nil {
			s.t.reg.log.Error("table: recording rematch", "err", e)
		}
		s.broadcast()
	})
	return code, err
}

// opening returns the events that open a game (seq 0), for games that
// report them (engine.Opener).
func opening(st engine.State) []LoggedEvent {
	out := []LoggedEvent{}
	if o, ok := st.(engine.Opener); ok {
		for _, e := range o.Opening() {
			out = append(out, LoggedEvent{Seq: 0, Event: e})
		}
	}
	return out
}

// Replay returns every move of an ended game, for the replay page.
func (t *Table) Replay(ctx context.Context) (doc []byte, rec store.Table, moves []store.Move, err error) {
	if e := t.do(ctx, func(s *state) { doc, rec = s.doc, s.rec }); e != nil {
		return nil, rec, nil, e
	}
	if rec.Status != Ended {
		return nil, rec, nil, fmt.Errorf("%w: a replay opens once the Gala has been held", ErrForbidden)
	}
	moves, err = t.reg.store.Moves(ctx, t.code, 0)
	return doc, rec, moves, err
}

// stateAt replays a finished game to move k for the replay page.
func (r *Registry) StateAt(doc []byte, rec store.Table, moves []store.Move, k int) (engine.State, []LoggedEvent, error) {
	g, ok := r.games[rec.Game]
	if !ok {
		return nil, nil, fmt.Errorf("table: unknown game %q", rec.Game)
	}
	st, err := g.Start(doc, rec.Seed, specs(rec.Seats), rec.FirstSeat)
	if err != nil {
		return nil, nil, err
	}
	log := opening(st)
	for i := 0; i < k && i < len(moves); i++ {
		var m engine.Move
		if err := json.Unmarshal(moves[i].Move, &m); err != nil {
			return nil, nil, err
		}
		next, evs, err := st.Apply(engine.Seat(moves[i].Seat), m)
		if err != nil {
			return nil, nil, fmt.Errorf("table: stored move %d refused: %w", moves[i].Seq, err)
		}
		st = next
		for _, e := range evs {
			log = append(log, LoggedEvent{Seq: moves[i].Seq, Event: e})
		}
	}
	return st, log, nil
}
