package noblesbots

import "testing"

// TestLevelsCannotBeChanged: the levels are a function's result, so a
// caller that edits its copy changes no other caller's bots.
func TestLevelsCannotBeChanged(t *testing.T) {
	l := Levels()
	l[len(l)-1].Iterations = 1
	if got := Levels()[len(l)-1]; got.Name != "hard" || got.Iterations != 6000 {
		t.Errorf("after editing a copy, Levels() ends with %+v", got)
	}
}
