package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/store"

	"golang.org/x/time/rate"
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
	ErrNotStarted = errors.New("table: the game has not begun")
	ErrStarted    = errors.New("table: the game has already begun")
	ErrEnded      = errors.New("table: the game is over")
	ErrBadRequest = errors.New("table: bad request")
	ErrClosed     = errors.New("table: shutting down")
	// ErrTooManySpectators: the table has as many spectators as the
	// registry allows (Registry.LimitSpectators).
	ErrTooManySpectators = errors.New("table: too many spectators")
)

// LoggedEvent is an event with the sequence number of the move that
// caused it.
type LoggedEvent struct {
	Seq int64 `json:"seq"`
	engine.Event
	// Kind and Text are the event's line of the log, worded for the
	// reader (tell.go): Kind is game.TellTurn or TellSeason for a
	// heading, TellEvent for any other line, and both are empty for an
	// event the log leaves out or one of the table's own (undo, notice).
	Kind string `json:"kind,omitempty"`
	Text string `json:"text,omitempty"`
}

// SeatInfo is the public description of a seat. Setup is the game's
// own set-up of the seat, as the game settled it (public: every player
// sees every seat's); Colour, Sigil and Label are its looks (game.Look),
// empty for a game that gives none.
type SeatInfo struct {
	Seat    int             `json:"seat"`
	Kind    string          `json:"kind"`
	Name    string          `json:"name"`
	Setup   json.RawMessage `json:"setup,omitempty"`
	Colour  string          `json:"colour"`
	Sigil   string          `json:"sigil"`
	Label   string          `json:"label"`
	Claimed bool            `json:"claimed"`
	Bot     string          `json:"bot,omitempty"`
	// Presence is "here" (someone holding the seat is connected), "away"
	// or "bot" (a bot seat); Since is when it last changed on this
	// server (absent if it has not changed since the table was loaded).
	Presence string     `json:"presence"`
	Since    *time.Time `json:"since,omitempty"`
	// Due is when the seat's open decision runs out of time (turn clocks
	// only); Missed counts the decisions in a row it let run out.
	Due    *time.Time `json:"due,omitempty"`
	Missed int        `json:"missed,omitempty"`
	// Standin is the bot playing for a human seat while its owner is
	// away; the owner takes the seat back with their token.
	Standin string `json:"standin,omitempty"`
	// Muted: the host has silenced the seat's chat.
	Muted bool `json:"muted,omitempty"`
	// ReservedUntil: a rematch keeps this open seat for its player from
	// the last game until then.
	ReservedUntil *time.Time `json:"reserved_until,omitempty"`
	// Reused: another seat has the same name, or the seat's player before
	// a newcomer took it did; pages mark such a name so that nobody is
	// taken for someone else.
	Reused bool `json:"reused,omitempty"`
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
	// Deal is the commitment to the seed, and the seed once the game is
	// over (deal.go).
	Deal Deal `json:"deal"`
	// Clock is the turn clock (absent: none).
	Clock *ClockInfo `json:"clock,omitempty"`
	// Spectators counts the connections that hold no seat (in a
	// cluster, on every node).
	Spectators int `json:"spectators"`
	// Now is the server's time, so that a client counts a deadline down
	// whatever its own clock says.
	Now time.Time `json:"now"`
	// Concede is what becomes of a conceding player's seat
	// (game.Manifest.Concede; "" for none).
	Concede string `json:"concede,omitempty"`
	// Endable: the caller is the host and may end the table now (every
	// other player has left or gone away).
	Endable bool `json:"endable,omitempty"`
	// Unfinished: the table ended before its game did (the host ended
	// it, it lay idle too long, or everyone conceded).
	Unfinished bool `json:"unfinished,omitempty"`
}

// Update is what a subscriber receives: the table, the view of its seat,
// and the events since its previous update.
//
// Waiting and Moves say, for any game, who must decide now and what the
// update's own seat may play, so that a client can show "waiting for 2
// players" and a seat's choices without knowing the game's view.
type Update struct {
	Type  string `json:"type"` // "update", or "chat" for chat lines alone
	Seq   int64  `json:"seq"`
	Seat  int    `json:"seat"`           // -1: spectator
	Table Info   `json:"table,omitzero"` // absent only from a chat-only update
	View  any    `json:"view,omitempty"`
	// Waiting lists every open decision, in the game's order: which seat
	// must decide and what kind of question it is (public). Empty outside
	// play.
	Waiting []Waiting `json:"waiting"`
	// Moves are the legal moves of Seat now; empty for the spectator and
	// for a seat with nothing to decide.
	Moves []engine.Move `json:"moves"`
	// Undo says Seat may take a move back now (Table.Undo).
	Undo bool          `json:"undo,omitempty"`
	Log  []LoggedEvent `json:"log"`
	// Chat is the table's chat lines the subscriber has not had yet.
	Chat []ChatLine `json:"chat"`
	// enc, if set, caches the update's JSON: one update shared by every
	// spectator is encoded once (broadcast).
	enc *encoded
}

type encoded struct {
	once sync.Once
	b    []byte
	err  error
}

// MarshalJSON encodes the update; an update shared by many subscribers
// is encoded once, however many of them send it.
func (u *Update) MarshalJSON() ([]byte, error) {
	type plain Update // without this method
	if u.enc == nil {
		return json.Marshal((*plain)(u))
	}
	u.enc.once.Do(func() { u.enc.b, u.enc.err = json.Marshal((*plain)(u)) })
	return u.enc.b, u.enc.err
}

// Waiting is one open decision as everyone may see it.
type Waiting struct {
	Seat int    `json:"seat"`
	Kind string `json:"kind"`
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
	// poke wakes the loop to catch up on news (bits of newsMoves …)
	// from the other nodes of a cluster; owned is whether this node
	// holds the table's lease, as the lease loop last found (cluster.go).
	poke  chan struct{}
	news  atomic.Uint32
	owned atomic.Bool
}

// state is what the loop goroutine owns.
type state struct {
	t      *Table
	rec    store.Table
	rules  game.Rules
	st     engine.State
	seq    int64
	events []LoggedEvent
	subs   map[*Sub]struct{}
	// watchers counts the subscribers that are Sub.counted: every feed
	// but each seat's first.
	watchers int
	// pending is st.Pending(), and open each seat's open decision with
	// the sequence number at which it opened (see track).
	pending []engine.Decision
	open    []openDecision
	// back holds the moves that may still be taken back (undo.go).
	back takeBacks
	// thinking is, per seat, the sequence number at which the decision a
	// bot is thinking about opened (-1: none), so that a bot is started
	// once per decision.
	thinking []int64
	looks    map[string]game.Look // by name and set-up (public, fixed by the rules)
	// last is when the loop last ran a command.
	last time.Time
	// timer fires the earliest deadline (see arm); expired holds, per
	// seat, the sequence number at which the decision whose time ran
	// out opened (-1: none; see ranOut).
	timer   Timer
	expired []int64
	// presence is, per seat, whether a subscriber holds it and since
	// when (presence.go).
	presence []presence
	// chat is the table's chat, and talk each seat's rate limit
	// (chat.go).
	chat []ChatLine
	talk map[int]*rate.Limiter
	// owner: this node runs the table's bots, clocks and idle unload
	// (always, outside a cluster); rev is the revision of rec as this
	// node last read or saved it (cluster.go).
	owner bool
	rev   int64
	// remote is, per seat, whether a player holding it is connected to
	// another node, and shared the seats this node last said it has
	// players for (cluster.go); remoteWatchers and sharedWatchers are
	// the same for spectators, sharedAt when this node last said, and
	// shareLater a write of the spectators put off (sharePresence).
	remote         []bool
	shared         []int
	remoteWatchers int
	sharedWatchers int
	sharedAt       time.Time
	shareLater     Timer
	// racing counts the moves being played again after losing the
	// log's race (lostRace).
	racing int
}

// loop owns the table's state: it runs init (loading the table from the
// store) if given, then every command in turn, until the registry closes
// or the table is unloaded.
func (t *Table) loop(s *state, init func(*state) error) {
	defer func() {
		for sub := range s.subs {
			s.drop(sub)
		}
		if s.timer != nil {
			s.timer.Stop()
		}
		if s.shareLater != nil {
			s.shareLater.Stop()
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
		case <-t.poke:
			s.catchUp(t.news.Swap(0))
		case req := <-t.evict:
			if s.idle(req.after) && t.reg.unload(t) {
				if s.owner {
					go t.reg.release(t.code)
				}
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
	if !s.owner {
		return true // its bots and clocks run on another node
	}
	if s.st != nil && s.rec.Status == Playing {
		for _, d := range s.pending {
			if s.botFor(int(d.Seat)) != "" {
				return false
			}
		}
	}
	// A deadline near enough that the watch (WatchClocks) could miss it
	// keeps the table in memory; a later one lets it go, and the watch
	// loads it again in time. Without a watch, any deadline keeps it.
	if !s.rec.Due.IsZero() {
		every := time.Duration(s.t.reg.watchEvery.Load())
		if every <= 0 || s.rec.Due.Before(s.t.reg.clock.Now().Add(2*every)) {
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
		Created: s.rec.CreatedAt, Deal: DealOf(s.rec),
		Clock: clockInfo(s.rec.Clock), Spectators: s.spectators() + s.remoteWatchers, Now: s.now(),
		Concede: s.concedes(), Endable: host && s.endable(),
		Unfinished: s.rec.Status == Ended && (s.st == nil || !s.st.Outcome().Ended),
	}
	for _, seat := range s.rec.Seats {
		// Looks are fixed by the rules for a seat: computed once per
		// distinct seat (its set-up, and its name, which a game may use).
		key := seat.Name + "\x00" + string(seat.Setup)
		look, ok := s.looks[key]
		if !ok {
			look = game.LookOf(s.rules, game.Seat{Name: seat.Name, Setup: seat.Setup})
			s.looks[key] = look
		}
		si := SeatInfo{
			Seat: seat.Seat, Kind: seat.Kind, Name: seat.Name, Setup: seat.Setup,
			Colour: look.Colour, Sigil: look.Sigil, Label: look.Label,
			Claimed: seat.Claimed || seat.Kind != Online, Bot: seat.Bot,
			Missed: seat.Missed, Standin: seat.Standin, Muted: seat.Muted,
			Reused: s.reused(seat),
		}
		s.describePresence(&si)
		if !seat.Due.IsZero() {
			si.Due = &seat.Due
		}
		if seat.Kind == Online && !seat.Claimed && len(seat.Reserved) > 0 && s.now().Before(seat.ReservedUntil) {
			si.ReservedUntil = &seat.ReservedUntil
		}
		in.Seats = append(in.Seats, si)
	}
	return in
}

// Info returns the table's public description for token.
func (t *Table) Info(ctx context.Context, token string) (Info, error) {
	var in Info
	err := t.do(ctx, func(s *state) { in = s.info(token) })
	return in, err
}

// View returns seat's view and the redacted log after seq after, worded
// in lang (Subscribe). seat -1 is the spectator view; any other seat
// must be controlled by token.
func (t *Table) View(ctx context.Context, token string, seat int, after int64, lang string) (Update, error) {
	var up Update
	var err error
	if e := t.do(ctx, func(s *state) {
		if seat >= 0 && !s.may(token, seat) {
			err = fmt.Errorf("%w: seat %d", ErrForbidden, seat)
			return
		}
		up = s.update(token, seat, after, lang)
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

func (s *state) update(token string, seat int, after int64, lang string) Update {
	up := Update{
		Type: "update", Seq: s.seq, Seat: seat, Table: s.info(token),
		Waiting: []Waiting{}, Moves: []engine.Move{}, Log: []LoggedEvent{}, Chat: []ChatLine{},
	}
	viewer := engine.Seat(seat)
	if seat < 0 {
		viewer = engine.Spectator
	}
	if s.st != nil {
		up.View = s.st.View(viewer)
		for _, d := range s.pending {
			up.Waiting = append(up.Waiting, Waiting{Seat: int(d.Seat), Kind: d.Kind})
		}
		if seat >= 0 && seat < len(s.open) && s.open[seat].pending {
			up.Moves = append(up.Moves, s.open[seat].moves...)
		}
		up.Undo = s.canUndo(seat)
	}
	all := make([]engine.Event, len(s.events))
	var at []int // the index in s.events of each entry of up.Log
	for i, e := range s.events {
		all[i] = e.Event.Redact(viewer)
		if e.Seq > after {
			up.Log = append(up.Log, LoggedEvent{Seq: e.Seq, Event: all[i]})
			at = append(at, i)
		}
	}
	s.tell(up.Log, at, all, viewer, lang)
	// Lines said at the sequence number the caller saw may have come
	// after its look: those are sent again (a client keeps lines by N).
	for _, c := range s.chat {
		if after == 0 || c.Seq >= after {
			up.Chat = append(up.Chat, c)
		}
	}
	return up
}
