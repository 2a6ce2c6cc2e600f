package scenario

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"evergreen/bots"
	"evergreen/bots/noblesbots"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Input is a scenario file.
type Input struct {
	Game      string              `json:"game"`
	Seed      uint64              `json:"seed"`
	Houses    []HouseEntry        `json:"houses"`
	Rules     json.RawMessage     `json:"rules,omitempty"`
	FirstSeat int                 `json:"first_seat"`
	Dice      []int               `json:"dice,omitempty"`
	Draws     map[string][]string `json:"draws,omitempty"`
	Moves     []json.RawMessage   `json:"moves"`
	Autoplay  string              `json:"autoplay,omitempty"`
}

// HouseEntry is a seat: a plain name string, or an object
// {"name": …, "house": id, "virtue": id or null}.
type HouseEntry struct {
	Name string
	// House is a House id, or empty for the default choice.
	House string
	// Virtue is a Virtue id, or empty for the House's own.
	Virtue string
	// NoVirtue is set by "virtue": null.
	NoVirtue bool
}

// UnmarshalJSON reads either form.
func (h *HouseEntry) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err == nil {
		*h = HouseEntry{Name: name}
		return nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("must be a name string or an object {\"name\":…, \"virtue\":…}")
	}
	*h = HouseEntry{}
	for k, v := range raw {
		switch k {
		case "name":
			if err := json.Unmarshal(v, &h.Name); err != nil {
				return fmt.Errorf("name: must be a string")
			}
		case "house":
			if err := json.Unmarshal(v, &h.House); err != nil {
				return fmt.Errorf("house: must be a House id string")
			}
		case "virtue":
			if string(bytes.TrimSpace(v)) == "null" {
				h.NoVirtue = true
			} else if err := json.Unmarshal(v, &h.Virtue); err != nil {
				return fmt.Errorf("virtue: must be a Virtue id string or null")
			}
		default:
			return fmt.Errorf("unknown field %q (known: name, house, virtue)", k)
		}
	}
	return nil
}

// Output is what a run prints: one JSON object.
type Output struct {
	OK       bool                `json:"ok"`
	Error    *MoveError          `json:"error"`
	State    nobles.Snapshot     `json:"state"`
	Pending  []engine.Decision   `json:"pending"`
	Scores   []int               `json:"scores"`
	Winners  []engine.Seat       `json:"winners"`
	Moves    int                 `json:"moves_applied"`
	Events   []Event             `json:"events"`
	Autoplay []engine.SeatedMove `json:"autoplay_moves,omitempty"`
}

// MoveError locates the first illegal move.
type MoveError struct {
	Move    int    `json:"move"`
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Event is an engine event tagged with the index of the move that caused
// it (autoplayed moves continue the numbering).
type Event struct {
	Move int `json:"move"`
	engine.Event
}

// InputError is bad input: the file cannot be run at all (exit code 2).
type InputError struct {
	Path    string
	Message string
}

func (e *InputError) Error() string {
	if e.Path == "" {
		return "scenario: " + e.Message
	}
	return "scenario: " + e.Path + ": " + e.Message
}

// Exit codes.
const (
	ExitOK       = 0
	ExitIllegal  = 1
	ExitBadInput = 2
)

// Run parses and runs a scenario. It returns the output and exit code
// ExitOK or ExitIllegal; bad input returns an error (exit ExitBadInput)
// and no output.
func Run(data []byte) (*Output, int, error) {
	in, err := Parse(data)
	if err != nil {
		return nil, ExitBadInput, err
	}
	return in.Run()
}

// Parse decodes and checks a scenario file without running it.
func Parse(data []byte) (*Input, error) {
	var in Input
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return nil, jsonError(data, err)
	}
	if dec.More() {
		return nil, &InputError{Message: "unexpected data after the scenario object"}
	}
	if in.Game != "nobles" {
		return nil, &InputError{Path: "game", Message: fmt.Sprintf("must be \"nobles\" (the only game so far), got %q", in.Game)}
	}
	if in.Moves == nil {
		in.Moves = []json.RawMessage{}
	}
	return &in, nil
}

func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line := 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
		return &InputError{Message: fmt.Sprintf("malformed JSON at byte %d (line %d): %v", se.Offset, line, se)}
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return &InputError{Message: "malformed JSON: the document ends before the scenario object is complete"}
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return &InputError{Path: te.Field, Message: fmt.Sprintf("must be %s, got JSON %s", te.Type, te.Value)}
	}
	return &InputError{Message: strings.TrimPrefix(err.Error(), "json: ")}
}

// Run plays the scenario.
func (in *Input) Run() (*Output, int, error) {
	var patch []byte
	if r := bytes.TrimSpace(in.Rules); len(r) > 0 && string(r) != "null" {
		patch = r
	}
	rs, err := nobles.LoadRules(patch)
	if err != nil {
		return nil, ExitBadInput, fmt.Errorf("scenario: rules: %w", err)
	}
	setup := nobles.Setup{Seed: in.Seed, FirstSeat: in.FirstSeat, Rig: &engine.Rig{Dice: in.Dice, Draws: in.Draws}}
	for _, h := range in.Houses {
		setup.Seats = append(setup.Seats, nobles.SeatSetup{Name: h.Name, House: h.House, Virtue: h.Virtue, NoVirtue: h.NoVirtue})
	}
	st, err := nobles.NewGame(rs, setup)
	if err != nil {
		var se *nobles.SetupError
		if errors.As(err, &se) {
			path := strings.Replace(se.Path, "seats", "houses", 1)
			return nil, ExitBadInput, &InputError{Path: path, Message: se.Message}
		}
		return nil, ExitBadInput, err
	}
	moves := make([]engine.SeatedMove, len(in.Moves))
	for i, raw := range in.Moves {
		if err := json.Unmarshal(raw, &moves[i]); err != nil {
			return nil, ExitBadInput, &InputError{Path: fmt.Sprintf("moves[%d]", i), Message: strings.TrimPrefix(err.Error(), "engine: ")}
		}
		if err := checkMove(rs, len(setup.Seats), moves[i]); err != nil {
			return nil, ExitBadInput, &InputError{Path: fmt.Sprintf("moves[%d]", i), Message: err.Error()}
		}
	}
	var player bots.Bot
	if in.Autoplay != "" {
		if player, err = noblesbots.Registry(rs).New(in.Autoplay); err != nil {
			return nil, ExitBadInput, &InputError{Path: "autoplay", Message: err.Error()}
		}
	}

	out := &Output{OK: true, Events: []Event{}}
	var cur engine.State = st
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
		// Autoplayed moves continue the move numbering of the file.
		rng := rand.New(rand.NewPCG(in.Seed, 0xa070))
		// The bot remembers the whole game, scripted moves included.
		mem := bots.NewMemory(cur.Seats())
		mem.Add(st.Opening())
		scripted := make([]engine.Event, len(out.Events))
		for i, e := range out.Events {
			scripted[i] = e.Event
		}
		mem.Add(scripted)
		var buf []engine.Move
		for i := len(moves); !cur.Outcome().Ended; i++ {
			d := cur.Pending()[0]
			buf = cur.Legal(d.Seat, buf[:0])
			m := bots.Decide(player, d.Seat, cur.View(d.Seat), mem.Seen(d.Seat), buf, rng)
			next, evs, err := cur.Apply(d.Seat, m)
			if err != nil {
				return nil, ExitBadInput, fmt.Errorf("scenario: autoplay: %s chose %v: %w", player.Name(), m, err)
			}
			cur = next
			out.Autoplay = append(out.Autoplay, engine.SeatedMove{Seat: d.Seat, Move: m})
			mem.Add(evs)
			for _, e := range evs {
				out.Events = append(out.Events, Event{Move: i, Event: e})
			}
		}
	}
	final := cur.(*nobles.State)
	out.State = final.Snapshot()
	out.Pending = final.Pending()
	if out.Pending == nil {
		out.Pending = []engine.Decision{}
	}
	o := final.Outcome()
	out.Scores, out.Winners = o.Scores, o.Winners
	if out.OK {
		return out, ExitOK, nil
	}
	return out, ExitIllegal, nil
}

// checkMove rejects moves outside the vocabulary: unknown names, missing
// or stray arguments, unknown Market items, seats not at the table.
func checkMove(rs *nobles.Ruleset, seats int, sm engine.SeatedMove) error {
	if sm.Seat < 0 || int(sm.Seat) >= seats {
		return fmt.Errorf("seat %d is not at this table (seats 0 to %d)", sm.Seat, seats-1)
	}
	m := sm.Move
	switch m.Name {
	case nobles.MoveChoose:
		if !m.HasOption || m.Option < 0 || m.Option > 1 {
			return fmt.Errorf("choose needs \"option\": 0 or 1")
		}
		if m.Item != "" {
			return fmt.Errorf("choose takes no \"item\"")
		}
		return nil
	case nobles.MoveInvest:
		if m.Item == "" {
			return fmt.Errorf("invest needs \"item\": a Market item id")
		}
		if _, ok := rs.ItemIndex(m.Item); !ok {
			return fmt.Errorf("no Market item has id %q", m.Item)
		}
		if m.HasOption {
			return fmt.Errorf("invest takes no \"option\"")
		}
		return nil
	case nobles.MoveRoll, nobles.MoveReroll, nobles.MoveKeep, nobles.MoveConvert, nobles.MoveDecline,
		nobles.MoveSave, nobles.MoveGive, nobles.MoveWait:
		if m.HasOption || m.Item != "" {
			return fmt.Errorf("%s takes no arguments", m.Name)
		}
		return nil
	}
	return fmt.Errorf("unknown move %q (moves: roll, reroll, keep, choose, convert, decline, save, give, invest, wait)", m.Name)
}
