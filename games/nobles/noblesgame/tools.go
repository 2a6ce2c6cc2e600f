package noblesgame

import (
	"fmt"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
)

// Title is the rule set's name ("The Crown's Guidance").
func (r *Rules) Title() string { return r.RS.Name }

// CheckMove refuses moves outside the Nobles vocabulary: unknown names,
// missing or stray arguments, unknown Market items.
func (r *Rules) CheckMove(m engine.Move) error {
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
		if _, ok := r.RS.ItemIndex(m.Item); !ok {
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

// Diff words what to changes from r, as the Rules Studio does.
func (r *Rules) Diff(to game.Rules) ([]game.Change, error) {
	other, ok := to.(*Rules)
	if !ok {
		return nil, fmt.Errorf("noblesgame: cannot compare a Nobles rule set with %T", to)
	}
	changes := nobles.Diff(&r.RS.Rules, &other.RS.Rules)
	out := make([]game.Change, len(changes))
	for i, c := range changes {
		out[i] = game.Change{Path: c.Path, Words: ChangeWords(c)}
	}
	return out, nil
}

// ChangeWords words a change as the Rules Studio does:
// "Ordeal 'The Flooded Mill': amount 600 → 800".
func ChangeWords(c nobles.Change) string {
	field := ""
	if c.Field != "" {
		field = " " + c.Field
	}
	or := func(s string) string {
		if s == "" {
			return "(none)"
		}
		return s
	}
	switch c.Kind {
	case nobles.ChangeAdded:
		return fmt.Sprintf("%s: added%s %s", c.Item, field, c.New)
	case nobles.ChangeRemoved:
		return fmt.Sprintf("%s: removed%s %s", c.Item, field, c.Old)
	case nobles.ChangeMoved:
		return fmt.Sprintf("%s: new order %s (was %s)", c.Item, c.New, c.Old)
	}
	if len(c.Old) > 60 || len(c.New) > 60 || strings.Contains(c.Old+c.New, "\n") {
		return fmt.Sprintf("%s:%s reworded\n      was: %s\n      now: %s", c.Item, field, or(c.Old), or(c.New))
	}
	return fmt.Sprintf("%s:%s %s → %s", c.Item, field, or(c.Old), or(c.New))
}
