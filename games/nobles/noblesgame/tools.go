package noblesgame

import (
	"strings"

	"evergreen/game"
	"evergreen/games/nobles"
)

// Moves is the Nobles vocabulary (game.MoveChecker): choose carries a
// Proving card's option, invest a Market item, every other move nothing,
// so that unknown names, missing or stray arguments, a Proving option
// other than 0 or 1 and an unknown Market item are refused. Whether the
// move is legal now is the rules' question.
func (r *Rules) Moves() game.Moves {
	items := make([]string, len(r.RS.Market))
	for i, it := range r.RS.Market {
		items[i] = it.ID
	}
	ms := game.Moves{
		nobles.MoveChoose: {Option: "0 or 1 (a Proving card's first or second option)", KnownOption: func(o int) bool { return o == 0 || o == 1 }},
		nobles.MoveInvest: {Item: "a Market item of this rule set (" + strings.Join(items, ", ") + ")",
			Known: func(id string) bool { _, ok := r.RS.ItemIndex(id); return ok }},
	}
	for _, name := range []string{nobles.MoveRoll, nobles.MoveReroll, nobles.MoveKeep, nobles.MoveConvert, nobles.MoveDecline,
		nobles.MoveSave, nobles.MoveGive, nobles.MoveWait} {
		ms[name] = game.MoveArgs{}
	}
	return ms
}

var _ game.MoveChecker = (*Rules)(nil)

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
