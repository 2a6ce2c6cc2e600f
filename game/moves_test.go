package game

import (
	"strings"
	"testing"

	"evergreen/engine"
)

// TestMovesCheck: a move inside the vocabulary passes; each way outside
// it is refused, saying which move and why.
func TestMovesCheck(t *testing.T) {
	ms := Moves{
		"take": {Item: "a fruit", Known: func(it string) bool { return it == "apple" }},
		"give": {Option: "a seat"},
		"vote": {Option: "0 or 1", KnownOption: func(o int) bool { return o == 0 || o == 1 }},
		"pass": {},
	}
	for _, tc := range []struct {
		m    engine.Move
		want string
	}{
		{engine.WithItem("take", "apple"), ""},
		{engine.WithOption("give", 1), ""},
		{engine.M("pass"), ""},
		{engine.WithOption("vote", 1), ""},
		{engine.M("fly"), `unknown move "fly" (moves: give, pass, take, vote)`},
		{engine.WithOption("vote", 2), `vote: option 2 is not 0 or 1`},
		{engine.M("take"), `take needs "item": a fruit`},
		{engine.WithItem("take", "stone"), `take: "stone" is not a fruit`},
		{engine.M("give"), `give needs "option": a seat`},
		{engine.WithOption("pass", 2), `pass takes no "option"`},
		{engine.WithItem("pass", "apple"), `pass takes no "item"`},
	} {
		err := ms.Check(tc.m)
		if (tc.want == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.m, err, tc.want)
		}
	}
}

// vocabRules is a game's rules that declare a vocabulary.
type vocabRules struct{ fakeRules }

func (*vocabRules) Moves() Moves { return Moves{"pass": {}} }

// CheckMove holds a move to the vocabulary a game declares, and lets
// any move through for a game that declares none.
func TestCheckMoveByVocabulary(t *testing.T) {
	if err := CheckMove(&fakeRules{}, engine.M("fly")); err != nil {
		t.Errorf("a game without a vocabulary refused a move: %v", err)
	}
	if err := CheckMove(&vocabRules{}, engine.M("pass")); err != nil {
		t.Errorf("pass: %v", err)
	}
	if err := CheckMove(&vocabRules{}, engine.M("fly")); err == nil || !strings.Contains(err.Error(), `unknown move "fly" (moves: pass)`) {
		t.Errorf("fly: %v", err)
	}
}
