package table

import (
	"slices"
	"testing"
)

// TestSeatNames: a seat left unnamed is named in the log's language, as
// the pages name it; a named seat keeps its name.
func TestSeatNames(t *testing.T) {
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"", []string{"Ada", "Player 2"}},
		{"de", []string{"Ada", "Spieler 2"}},
		{"zh-Hant", []string{"Ada", "玩家 2"}},
	} {
		if got := seatNames([]string{"Ada", ""}, c.lang); !slices.Equal(got, c.want) {
			t.Errorf("%q: %q, want %q", c.lang, got, c.want)
		}
	}
}
