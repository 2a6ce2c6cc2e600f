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
