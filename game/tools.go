package game

import (
	"fmt"

	"evergreen/engine"
)

// These capabilities serve the command-line tools (evergreen scenario
// and evergreen rules). A game without them still works there, with
// plainer output.

// MoveChecker is implemented by Rules that declare their vocabulary of
// moves (Moves: each move's name and what it carries, in words), so that
// a move outside it (an unknown name, a missing or stray argument, an
// unknown item) is told from a move that is merely illegal now. The
// scenario runner reports the first kind as bad input (a typo in the
// file) and the second as an illegal move.
type MoveChecker interface {
	Moves() Moves
}

// CheckMove refuses m when r declares a vocabulary (MoveChecker) and m
// is outside it; any move passes for a game that declares none.
func CheckMove(r Rules, m engine.Move) error {
	if c, ok := r.(MoveChecker); ok {
		return c.Moves().Check(m)
	}
	return nil
}

// SeasonRecorder is implemented by the state of a game that scores by
// season: Seasons returns what each season's scoring saw so far, in
// order, one JSON-ready record per season scored (the planet game: each
// seat's planet, the trees lit, the largest forest and the points by
// source). The scenario output and a finished table's replay carry it
// as "seasons"; neither knows what a record holds.
type SeasonRecorder interface {
	Seasons() any
}

// Titled is implemented by Rules that carry a name for people ("The
// Crown's Guidance").
type Titled interface {
	Title() string
}

// TitleOf is r's title, or its code if r has none.
func TitleOf(r Rules) string {
	if t, ok := r.(Titled); ok {
		return t.Title()
	}
	return r.Code()
}

// Differ is implemented by Rules that can say in words what another rule
// set of the same game changes from them, as the Rules Studio does, in
// the locale lang ("en", "de", …; ruleset/changewords).
type Differ interface {
	Diff(to Rules, lang string) ([]Change, error)
}

// Change is one difference between two rule sets.
type Change struct {
	// Path locates it in the document ("decks.ordeal[3].effects[0].amount").
	Path string `json:"path"`
	// Words says it for people ("Ordeal 'The Flooded Mill': amount 600 → 800").
	Words string `json:"words"`
}

// DiffOf is a Differ's Diff for rules of type R: to must be R too (a rule
// set of the same game); words lists, for each change diff finds from a
// to b, its path and its words.
//
//	func (r *Rules) Diff(to game.Rules, lang string) ([]game.Change, error) {
//		return game.DiffOf(r, to, func(a, b *Rules) []ruleset.Change { return yours.Diff(a.RS, b.RS) },
//			func(c ruleset.Change) (string, string) { return c.Path, words.Say(lang, c) })
//	}
func DiffOf[R Rules, C any](from R, to Rules, diff func(a, b R) []C, words func(C) (path, words string)) ([]Change, error) {
	other, ok := to.(R)
	if !ok {
		return nil, fmt.Errorf("%w: rules %s (%T) cannot be compared with rules %s", ErrOtherGame, to.Code(), to, from.Code())
	}
	var out []Change
	for _, c := range diff(from, other) {
		p, w := words(c)
		out = append(out, Change{Path: p, Words: w})
	}
	return out, nil
}
