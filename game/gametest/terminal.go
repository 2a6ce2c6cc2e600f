package gametest

import (
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/locale"
)

// checkTerminal checks a game's terminal screens (game.Terminal) once for
// every game, over random games (each in one of the languages, in turn),
// handing them only views and redacted events, as termplay does: every decision's screen says something
// and offers a menu whose every choice is a move the decision lists; the
// log is worded for each seat and the spectator without failing; the end
// is worded. What termplay shares (answers, the cover, bots) it tests
// itself.
func (s *suite) checkTerminal(t *testing.T) {
	term, ok := s.g.(game.Terminal)
	if !ok {
		t.Skipf("%s has no terminal screens", s.g.Name())
	}
	s.eachGame(t, func(t *testing.T, m *match, src source) {
		ui, err := term.Terminal(m.rules, false)
		if err != nil {
			m.failf(t, "Terminal: %v", err)
		}
		// Each game in one of the languages, in turn by seed: a game may
		// speak English only (it says so), but a language it accepts must
		// word every screen.
		tags := locale.Tags()
		if lang := tags[m.setup.Seed%uint64(len(tags))]; ui.Speak(lang) != nil {
			if err := ui.Speak(locale.Default); err != nil {
				m.failf(t, "Speak(%q): %v", locale.Default, err)
			}
		}
		who := make([]string, len(m.setup.Seats))
		for i := range who {
			who[i] = "person"
		}
		ui.Seated(m.setup.Seats, who)
		if strings.TrimSpace(ui.Table(m.st.View(engine.Spectator))) == "" {
			m.failf(t, "Table words nothing")
		}
		var log []engine.Event
		s.walk(t, m, src, func(m *match) bool {
			from := len(log)
			log = append(log, m.last...)
			for seat := engine.Spectator; seat < engine.Seat(m.st.Seats()); seat++ {
				_ = ui.Events(engine.RedactAll(log, seat), from, seat, "")
			}
			for _, d := range m.st.Pending() {
				screen, menu, choices := ui.Decision(m.st.View(d.Seat), d, "")
				if strings.TrimSpace(screen+menu) == "" || len(choices) == 0 {
					m.failf(t, "the terminal's screen for %s's %q decision is empty or offers nothing", seatName(d.Seat), d.Kind)
				}
				for _, c := range choices {
					if !slices.Contains(d.Moves, c.Move) {
						m.failf(t, "the terminal offers %s %v in a %q decision that does not list it", seatName(d.Seat), c.Move, d.Kind)
					}
				}
			}
			return true
		})
		if m.st.Outcome().Ended && strings.TrimSpace(ui.Final(m.st.View(engine.Spectator), m.setup.Seed)) == "" {
			m.failf(t, "Final words nothing at the end of the game")
		}
	})
}
