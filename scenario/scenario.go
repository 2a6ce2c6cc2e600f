package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/ruleset"
)

// Output is what a run prints: one JSON object.
type Output struct {
	OK    bool       `json:"ok"`
	Error *MoveError `json:"error"`
	// State is the game's snapshot (game.Snapshotter), left out for a
	// game without one.
	State    any                 `json:"state,omitempty"`
	Pending  []engine.Decision   `json:"pending"`
	Scores   []int               `json:"scores"`
	Winners  []engine.Seat       `json:"winners"`
	Moves    int                 `json:"moves_applied"`
	Events   []Event             `json:"events"`
	Autoplay []engine.SeatedMove `json:"autoplay_moves,omitempty"`
	// Seasons is what each season's scoring saw, for a game that scores
	// by season (game.SeasonRecorder); left out for others.
	Seasons any `json:"seasons,omitempty"`
}

// MoveError locates the first illegal move.
type MoveError struct {
	Move    int    `json:"move"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Event is an engine event tagged with the index of the move that caused
// it (autoplayed moves continue the numbering); the set-up's events
// (engine.Opener), which come before any move, have move -1.
type Event struct {
	Move int `json:"move"`
	engine.Event
}

// OpeningMove is the move index of the set-up's events.
const OpeningMove = -1

// Exit codes.
const (
	ExitOK       = 0
	ExitIllegal  = 1
	ExitBadInput = 2
)

// Run parses and runs a scenario with the games of list. It returns the
// output and exit code ExitOK or ExitIllegal; bad input returns an error
// (exit ExitBadInput) and no output.
func Run(list game.List, data []byte) (*Output, int, error) {
	in, err := Parse(data)
	if err != nil {
		return nil, ExitBadInput, err
	}
	return in.Run(list)
}

// Run plays the scenario with the game the file names from list.
func (in *Input) Run(list game.List) (*Output, int, error) {
	p, err := in.prepare(list)
	if err != nil {
		return nil, ExitBadInput, err
	}
	return p.run(in.Seed)
}

// Played plays the scenario and returns its rules, its first state (as
// dealt, before any move) and every move made, the file's and then
// autoplay's, for a caller that looks back over the game (evergreen
// review). A move the game refuses is bad input here.
func (in *Input) Played(list game.List) (game.Rules, engine.State, []engine.SeatedMove, error) {
	p, err := in.prepare(list)
	if err != nil {
		return nil, nil, nil, err
	}
	out, _, err := p.run(in.Seed)
	if err != nil {
		return nil, nil, nil, err
	}
	if !out.OK {
		return nil, nil, nil, &InputError{Path: fmt.Sprintf("moves[%d]", out.Error.Move), Message: out.Error.Message}
	}
	return p.rules, p.start, append(p.moves, out.Autoplay...), nil
}

// prepared is a scenario read and dealt, ready to play.
type prepared struct {
	g      game.Game
	rules  game.Rules
	start  engine.State
	moves  []engine.SeatedMove
	player bots.Bot
}

func (in *Input) prepare(list game.List) (*prepared, error) {
	g, err := list.Get(in.Game)
	if err != nil {
		return nil, &InputError{Path: "game", Message: strings.TrimPrefix(err.Error(), "game: ")}
	}
	var patch []byte
	if r := bytes.TrimSpace(in.Rules); len(r) > 0 && string(r) != "null" {
		patch = r
	}
	rules, err := g.Rules(patch)
	if err != nil {
		return nil, fmt.Errorf("scenario: rules: %w", err)
	}
	seats, key, err := in.seats()
	if err != nil {
		return nil, err
	}
	if err := game.CheckPlayers(g, len(seats)); err != nil {
		return nil, &InputError{Path: key, Message: err.Error()}
	}
	if in.FirstSeat < 0 || in.FirstSeat >= len(seats) {
		return nil, &InputError{Path: "first_seat",
			Message: fmt.Sprintf("must be a seat from 0 to %d, got %d", len(seats)-1, in.FirstSeat)}
	}
	setup := game.Setup{Seed: in.Seed, Seats: seats, First: in.FirstSeat}
	if rig := (&engine.Rig{Dice: in.Dice, Draws: in.Draws}); !rig.Empty() {
		setup.Rig = rig
	}
	st, err := rules.Start(setup)
	if err != nil {
		return nil, setupError(err, key)
	}
	moves := make([]engine.SeatedMove, len(in.Moves))
	for i, raw := range in.Moves {
		if moves[i], err = ReadMove(rules, len(seats), raw, i); err != nil {
			return nil, err
		}
	}
	p := &prepared{g: g, rules: rules, start: st, moves: moves}
	if in.Autoplay != "" {
		if p.player, err = game.NewBot(rules, in.Autoplay); err != nil {
			return nil, &InputError{Path: "autoplay", Message: err.Error()}
		}
	}
	return p, nil
}

// run plays the prepared scenario.
func (p *prepared) run(seed uint64) (*Output, int, error) {
	g, rules, st, moves, player := p.g, p.rules, p.start, p.moves, p.player
	var err error
	out := &Output{OK: true, Events: []Event{}}
	if o, ok := st.(engine.Opener); ok {
		for _, e := range o.Opening() {
			out.Events = append(out.Events, Event{Move: OpeningMove, Event: e})
		}
	}
	cur := st
	for i, sm := range moves {
		next, evs, err := cur.Apply(sm.Seat, sm.Move)
		if err != nil {
			var me *engine.MoveError
			msg := err.Error()
			if errors.As(err, &me) {
				msg = me.Message
			}
			out.OK = false
			out.Error = &MoveError{Move: i, Code: engine.ErrorCode(err), Message: msg}
			break
		}
		cur = next
		out.Moves++
		for _, e := range evs {
			out.Events = append(out.Events, Event{Move: i, Event: e})
		}
	}
	if out.OK && player != nil {
		if cur, err = autoplay(st, cur, player, seed, len(moves), out); err != nil {
			return nil, ExitBadInput, err
		}
	}
	out.State = snapshot(g, rules, cur)
	if sr, ok := cur.(game.SeasonRecorder); ok {
		out.Seasons = sr.Seasons()
	}
	out.Pending = cur.Pending()
	if out.Pending == nil {
		out.Pending = []engine.Decision{}
	}
	o := cur.Outcome()
	out.Scores, out.Winners = o.Scores, o.Winners
	if out.OK {
		return out, ExitOK, nil
	}
	return out, ExitIllegal, nil
}

// autoplay lets player decide for every seat until the game ends, from
// cur (start is the dealt game, for what the bot remembers). When several
// seats have a decision at once, each decides in seat order against the
// state the earlier ones left, so that the output is deterministic.
// Autoplayed moves continue the move numbering of the file from first.
func autoplay(start, cur engine.State, player bots.Bot, seed uint64, first int, out *Output) (engine.State, error) {
	rng := rand.New(rand.NewPCG(seed, 0xa070))
	// The bot remembers the whole game, scripted moves included.
	mem := bots.NewMemory(cur.Seats())
	if o, ok := start.(engine.Opener); ok {
		mem.Add(o.Opening())
	}
	var scripted []engine.Event
	for _, e := range out.Events {
		if e.Move != OpeningMove { // the opening is remembered above
			scripted = append(scripted, e.Event)
		}
	}
	mem.Add(scripted)
	var buf []engine.Move
	for i := first; !cur.Outcome().Ended; {
		pending := cur.Pending()
		if len(pending) == 0 {
			return nil, fmt.Errorf("scenario: autoplay: the game has not ended but nobody has a decision")
		}
		seats := make([]engine.Seat, len(pending))
		for k, d := range pending {
			seats[k] = d.Seat
		}
		slices.Sort(seats)
		for _, s := range slices.Compact(seats) {
			buf = cur.Legal(s, buf[:0])
			if len(buf) == 0 {
				continue // an earlier seat's move settled this decision
			}
			m := bots.Decide(player, s, cur.View(s), mem.Seen(s), buf, rng)
			next, evs, err := cur.Apply(s, m)
			if err != nil {
				return nil, fmt.Errorf("scenario: autoplay: %s chose %v: %w", player.Name(), m, err)
			}
			cur = next
			out.Autoplay = append(out.Autoplay, engine.SeatedMove{Seat: s, Move: m})
			mem.Add(evs)
			for _, e := range evs {
				out.Events = append(out.Events, Event{Move: i, Event: e})
			}
			i++
		}
	}
	return cur, nil
}

// snapshot is the game's snapshot of st, or nil if it offers none.
func snapshot(g game.Game, r game.Rules, st engine.State) any {
	if s, ok := r.(game.Snapshotter); ok {
		return s.Snapshot(st)
	}
	if s, ok := g.(game.Snapshotter); ok {
		return s.Snapshot(st)
	}
	return nil
}

// ReadMove reads one entry of a file's "moves" ({"seat": n, "move": …})
// for a game of rules r at a table of seats, as a run reads moves[i]:
// the move's wire form (the one the web API reads too), then the seat
// and, for a game that can tell (game.MoveChecker), the game's
// vocabulary. Problems are bad input located at moves[i]. Every move a
// pending decision lists reads back as itself (the conformance suite,
// game/gametest, checks this for every game).
func ReadMove(r game.Rules, seats int, raw json.RawMessage, i int) (engine.SeatedMove, error) {
	sm, err := parseMove(raw, i)
	if err != nil {
		return engine.SeatedMove{}, err
	}
	if err := checkMove(r, seats, sm); err != nil {
		return engine.SeatedMove{}, &InputError{Path: ruleset.Index("moves", i), Message: err.Error()}
	}
	return sm, nil
}

// checkMove rejects seats not at the table and, for games that can tell,
// moves outside the game's vocabulary.
func checkMove(r game.Rules, seats int, sm engine.SeatedMove) error {
	if sm.Seat < 0 || int(sm.Seat) >= seats {
		return fmt.Errorf("seat %d is not at this table (seats 0 to %d)", sm.Seat, seats-1)
	}
	return game.CheckMove(r, sm.Move)
}

var (
	setupField = regexp.MustCompile(`^seats(\[\d+\])\.setup\.([a-z_]+):`)
	setupOther = regexp.MustCompile(`^seats(\[\d+\])\.setup\.`)
	seatPath   = regexp.MustCompile(`^[a-z_]+(\[\d+\])?(\.[a-z_]+(\[\d+\])?)*: `)
)

// setupError turns a game's set-up error into bad input located in the
// file. Games name seats "seats[i]" (and their set-up
// "seats[i].setup.field"); a file written with "houses" has each set-up
// field directly in the House's entry, so the path says so.
func setupError(err error, key string) error {
	msg := err.Error()
	if key == "houses" {
		msg = setupField.ReplaceAllString(msg, "houses$1.$2:")
		msg = setupOther.ReplaceAllString(msg, "houses$1: ")
		if strings.HasPrefix(msg, "seats") {
			msg = "houses" + strings.TrimPrefix(msg, "seats")
		}
	}
	if loc := seatPath.FindString(msg); loc != "" {
		return &InputError{Path: strings.TrimSuffix(loc, ": "), Message: msg[len(loc):]}
	}
	return &InputError{Message: msg}
}
