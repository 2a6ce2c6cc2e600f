package noblesgame

import (
	"fmt"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
)

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

// Diff words what to changes from r in a player's words, in lang
// (nobles.DiffWords, the wording the Rules Studio shows too).
func (r *Rules) Diff(to game.Rules, lang string) ([]game.Change, error) {
	cw, err := nobles.ChangeWords()
	if err != nil {
		return nil, err
	}
	was, now := cw.Frame(lang, "diff.was"), cw.Frame(lang, "diff.now")
	return game.DiffOf(r, to, func(a, b *Rules) []nobles.Worded { return nobles.DiffWords(lang, &a.RS.Rules, &b.RS.Rules) },
		func(c nobles.Worded) (string, string) { return c.Path, c.Line(was, now) })
}
