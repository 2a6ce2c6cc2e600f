package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Move is one player action in the stable vocabulary shared by scenario
// files, the web API and bots: {"move":"choose","option":1},
// {"move":"invest","item":"estate-butler"}, {"move":"roll"}.
//
// Move is a small comparable value so legal-move lists can be searched
// with == and built without allocation. A game that needs more arguments
// adds a field here; zero fields are left out of the JSON form.
type Move struct {
	Name string
	// Option is an index argument, meaningful only when HasOption is set
	// (so that option 0 and "no option" differ).
	Option    int
	HasOption bool
	// Item is an identifier argument (a Market item, a card).
	Item string
}

// M returns a move with no arguments.
func M(name string) Move { return Move{Name: name} }

// WithOption returns a move with an index argument.
func WithOption(name string, option int) Move {
	return Move{Name: name, Option: option, HasOption: true}
}

// WithItem returns a move with an identifier argument.
func WithItem(name, item string) Move { return Move{Name: name, Item: item} }

func (m Move) String() string {
	var b strings.Builder
	b.WriteString(m.Name)
	if m.HasOption {
		fmt.Fprintf(&b, "(%d)", m.Option)
	}
	if m.Item != "" {
		fmt.Fprintf(&b, "(%s)", m.Item)
	}
	return b.String()
}

// Wire is a move's fields as they are written in JSON: {"move":"choose",
// "option":1} or {"move":"invest","item":"estate-butler"}. It is the one
// definition of the move wire format: Move and SeatedMove marshal through
// it, and a request that carries a move among other fields (the web API's
// {"seat":0,"move":"roll","seq":4}) embeds it.
type Wire struct {
	Move   string `json:"move"`
	Option *int   `json:"option,omitempty"`
	Item   string `json:"item,omitempty"`
}

// WireOf returns m's wire form.
func WireOf(m Move) Wire {
	w := Wire{Move: m.Name, Item: m.Item}
	if m.HasOption {
		o := m.Option
		w.Option = &o
	}
	return w
}

// Parse returns the move w describes; a missing name is ErrBadMove.
func (w Wire) Parse() (Move, error) {
	if w.Move == "" {
		return Move{}, fmt.Errorf("%w: \"move\" is missing or empty", ErrBadMove)
	}
	m := Move{Name: w.Move, Item: w.Item}
	if w.Option != nil {
		m.Option, m.HasOption = *w.Option, true
	}
	return m, nil
}

// decodeStrict reads data into v, refusing unknown fields so that a typo
// ("opton") is an error rather than a silently different move.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrBadMove, err)
	}
	return nil
}

// MarshalJSON writes the move in its wire form.
func (m Move) MarshalJSON() ([]byte, error) { return json.Marshal(WireOf(m)) }

// UnmarshalJSON reads the wire form; unknown fields are refused.
func (m *Move) UnmarshalJSON(data []byte) error {
	var w Wire
	if err := decodeStrict(data, &w); err != nil {
		return err
	}
	mv, err := w.Parse()
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// SeatedMove is a move together with the seat that makes it, as it is
// stored in a move log and written in scenario files:
// {"seat":0,"move":"roll"}.
type SeatedMove struct {
	Seat Seat
	Move Move
}

type seatedWire struct {
	Seat *Seat `json:"seat"`
	Wire
}

// MarshalJSON writes {"seat":n,"move":…}.
func (s SeatedMove) MarshalJSON() ([]byte, error) {
	seat := s.Seat
	return json.Marshal(seatedWire{Seat: &seat, Wire: WireOf(s.Move)})
}

// UnmarshalJSON reads {"seat":n,"move":…}; seat and move are required.
func (s *SeatedMove) UnmarshalJSON(data []byte) error {
	var w seatedWire
	if err := decodeStrict(data, &w); err != nil {
		return err
	}
	if w.Seat == nil {
		return fmt.Errorf("%w: \"seat\" is missing", ErrBadMove)
	}
	m, err := w.Parse()
	if err != nil {
		return err
	}
	*s = SeatedMove{Seat: *w.Seat, Move: m}
	return nil
}
