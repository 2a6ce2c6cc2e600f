package game

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"evergreen/engine"
)

// Moves is a game's vocabulary of moves, by name, with what each
// carries, as its Rules declare it (MoveChecker): the scenario reader's
// and the tools' check of a typed move is then Check (CheckMove).
// Whether a move is legal now is the rules' question; Moves only refuses
// what no position could list.
type Moves map[string]MoveArgs

// MoveArgs is what one move carries, each said in words for its errors.
type MoveArgs struct {
	// Item is what the move's item is ("a card of this rule set"); ""
	// for a move that takes none.
	Item string
	// Known reports whether an item names something of the rule set; nil
	// for any item.
	Known func(item string) bool
	// Option is what the move's option is ("a seat or a number"); "" for
	// a move that takes none.
	Option string
	// KnownOption reports whether an option is one the move can ever
	// take (a Proving card's 0 or 1); nil for any.
	KnownOption func(option int) bool
}

// Check refuses m when it is outside the vocabulary: an unknown name, a
// missing or stray item or option, an item that names nothing known.
func (ms Moves) Check(m engine.Move) error {
	a, ok := ms[m.Name]
	switch {
	case !ok:
		return fmt.Errorf("unknown move %q (moves: %s)", m.Name, strings.Join(slices.Sorted(maps.Keys(ms)), ", "))
	case a.Option != "" && !m.HasOption:
		return fmt.Errorf("%s needs \"option\": %s", m.Name, a.Option)
	case a.Option == "" && m.HasOption:
		return fmt.Errorf("%s takes no \"option\"", m.Name)
	case a.Item == "" && m.Item != "":
		return fmt.Errorf("%s takes no \"item\"", m.Name)
	case a.Item != "" && m.Item == "":
		return fmt.Errorf("%s needs \"item\": %s", m.Name, a.Item)
	case a.Item != "" && a.Known != nil && !a.Known(m.Item):
		return fmt.Errorf("%s: %q is not %s", m.Name, m.Item, a.Item)
	case a.Option != "" && a.KnownOption != nil && !a.KnownOption(m.Option):
		return fmt.Errorf("%s: option %d is not %s", m.Name, m.Option, a.Option)
	}
	return nil
}
