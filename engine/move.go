package engine

import (
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

type moveJSON struct {
	Move   string `json:"move"`
	Option *int   `json:"option,omitempty"`
	Item   string `json:"item,omitempty"`
}

// MarshalJSON writes the move in its wire form.
func (m Move) MarshalJSON() ([]byte, error) {
	j := moveJSON{Move: m.Name, Item: m.Item}
	if m.HasOption {
		o := m.Option
		j.Option = &o
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads the wire form. Unknown fields are rejected so that
// a typo ("opton") is an error rather than a silently different move.
func (m *Move) UnmarshalJSON(data []byte) error {
	var j moveJSON
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("%w: %v", ErrBadMove, err)
	}
	if j.Move == "" {
		return fmt.Errorf("%w: \"move\" is missing or empty", ErrBadMove)
	}
	*m = Move{Name: j.Move, Item: j.Item}
	if j.Option != nil {
		m.Option, m.HasOption = *j.Option, true
	}
	return nil
}

// SeatedMove is a move together with the seat that makes it, as it is
// stored in a move log and written in scenario files:
// {"seat":0,"move":"roll"}.
type SeatedMove struct {
	Seat Seat
	Move Move
}

type seatedJSON struct {
	Seat   *Seat  `json:"seat"`
	Move   string `json:"move"`
	Option *int   `json:"option,omitempty"`
	Item   string `json:"item,omitempty"`
}

// MarshalJSON writes {"seat":n,"move":…}.
func (s SeatedMove) MarshalJSON() ([]byte, error) {
	seat := s.Seat
	j := seatedJSON{Seat: &seat, Move: s.Move.Name, Item: s.Move.Item}
	if s.Move.HasOption {
		o := s.Move.Option
		j.Option = &o
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads {"seat":n,"move":…}; seat and move are required.
func (s *SeatedMove) UnmarshalJSON(data []byte) error {
	var j seatedJSON
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("%w: %v", ErrBadMove, err)
	}
	if j.Seat == nil {
		return fmt.Errorf("%w: \"seat\" is missing", ErrBadMove)
	}
	if j.Move == "" {
		return fmt.Errorf("%w: \"move\" is missing or empty", ErrBadMove)
	}
	s.Seat = *j.Seat
	s.Move = Move{Name: j.Move, Item: j.Item}
	if j.Option != nil {
		s.Move.Option, s.Move.HasOption = *j.Option, true
	}
	return nil
}
