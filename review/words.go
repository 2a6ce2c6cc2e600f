package review

import (
	"regexp"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/game"
)

// MoveWords words a move seat could make at st ("" when it cannot).
type MoveWords func(st engine.State, seat engine.Seat, m engine.Move) string

// menuLine is one numbered entry of a terminal menu: "  3) Buy the …".
var menuLine = regexp.MustCompile(`^\s*(\d+)\)\s+(.+?)\s*$`)

// TerminalWords words moves as the game's terminal menus do
// (game.Terminal), so that a review names the better move in the game's
// own words; nil when the game has no terminal. seats are the table's.
func TerminalWords(g game.Game, r game.Rules, seats []game.Seat) MoveWords {
	t, ok := g.(game.Terminal)
	if !ok {
		return nil
	}
	ui, err := t.Terminal(r, false)
	if err != nil {
		return nil
	}
	who := make([]string, len(seats))
	for i := range who {
		who[i] = "person"
	}
	ui.Seated(seats, who)
	return func(st engine.State, seat engine.Seat, m engine.Move) (words string) {
		defer func() {
			if recover() != nil {
				words = "" // a screen that cannot be drawn words nothing
			}
		}()
		var d engine.Decision
		for _, p := range st.Pending() {
			if p.Seat == seat {
				d = p
			}
		}
		if len(d.Moves) == 0 {
			return ""
		}
		_, menu, choices := ui.Decision(st.View(seat), d, "")
		for _, line := range strings.Split(menu, "\n") {
			sub := menuLine.FindStringSubmatch(line)
			if sub == nil {
				continue
			}
			n, _ := strconv.Atoi(sub[1])
			if n >= 1 && n <= len(choices) && choices[n-1].Move == m {
				return sub[2]
			}
		}
		return ""
	}
}
