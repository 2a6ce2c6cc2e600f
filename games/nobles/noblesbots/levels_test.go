package noblesbots

import (
	"testing"

	"evergreen/games/nobles"
)

// TestLevelsCannotBeChanged: the levels are a function's result, so a
// caller that edits its copy changes no other caller's bots.
func TestLevelsCannotBeChanged(t *testing.T) {
	l := Levels()
	l[len(l)-1].Iterations = 1
	if got := Levels()[len(l)-1]; got.Name != "hard" || got.Iterations != 12000 {
		t.Errorf("after editing a copy, Levels() ends with %+v", got)
	}
}

// TestHardVariants checks the names of hard's measured options: each
// parsed one builds a bot of that name, and a stray option is refused.
func TestHardVariants(t *testing.T) {
	rs, err := nobles.LoadRules(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ismcts:hard+model", "ismcts:hard+model6@3000", "ismcts:hard+tree", "ismcts:hard+sole", "ismcts:hard+model+sole", "ismcts:hard+cut40", "ismcts:hard+cut40+win80@3000", "ismcts:hard@9000"} {
		b, err := New(rs, name)
		if err != nil || b.Name() != name {
			t.Errorf("%s: got %v, %v", name, b, err)
		}
	}
	for _, name := range []string{"ismcts:hard+", "ismcts:hard+fast", "ismcts:hard+model-1", "ismcts:easy+model", "ismcts:hard+model@0", "ismcts:hard+cut0", "ismcts:hard+win0", "ismcts:hard+win101"} {
		if _, err := New(rs, name); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
