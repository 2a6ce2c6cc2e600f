package sim

import "testing"

// TestBotListLabels: a report names a level with the label players see,
// and any other bot by its name alone, so reports of internal names read
// as before.
func TestBotListLabels(t *testing.T) {
	got := botList([]string{"expert", "steward", "novice"})
	if want := "expert (Expert), steward, novice (Novice)"; got != want {
		t.Errorf("botList = %q, want %q", got, want)
	}
}
