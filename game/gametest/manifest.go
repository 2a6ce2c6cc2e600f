package gametest

// The game's declared manifest (game.Manifest) held against its play:
// what the definition says about simultaneous decisions, chance and
// hidden information must be what random games show.

import (
	"bytes"
	"testing"

	"evergreen/engine"
)

// checkOptions refuses options that would leave a declared capability
// unchecked: a game declared with hidden information must give the
// suite a secret-finder and twin positions, and one declared without it
// may not keep a secret.
func (s *suite) checkOptions(t testing.TB) {
	t.Helper()
	hidden := s.g.Manifest().Hidden
	switch {
	case hidden && (s.opt.Secrets == nil || s.opt.Twin == nil):
		t.Fatalf("gametest: %s declares hidden information (Manifest.Hidden) but Options lack a secret-finder (Secrets) or twin positions (Twin); both are needed so that its views are proved to leak nothing", s.g.Name())
	case !hidden && s.opt.Twin != nil:
		t.Fatalf("gametest: %s declares no hidden information (Manifest.Hidden is false) yet gives twin positions: declare it in the manifest", s.g.Name())
	}
}

// checkManifest plays random games and compares what they show with the
// manifest: several seats deciding at once only when Simultaneous is
// declared (and, when declared, seen at least once); another seed dealing
// another game only when Chance is declared; seats seeing different views
// only when Hidden is declared.
func (s *suite) checkManifest(t *testing.T) {
	man := s.g.Manifest()
	var together, differs, seedMatters bool
	s.eachGame(t, func(t *testing.T, m *match, src source) {
		again := m.setup
		again.Seed ^= 0x9e3779b97f4a7c15
		if st, err := m.rules.Start(again); err == nil && s.print(t, st).diff(s.print(t, m.st)) != "" {
			seedMatters = true
		}
		s.walk(t, m, src, func(m *match) bool {
			if n := len(m.st.Pending()); n > 1 {
				if !man.Simultaneous {
					m.failf(t, "%d seats decide at once, but the manifest declares no simultaneous decisions", n)
				}
				together = true
			}
			if !differs && m.st.Seats() > 1 && !bytes.Equal(mustJSON(t, m.st.View(engine.Spectator)), mustJSON(t, m.st.View(0))) {
				differs = true
			}
			return true
		})
	})
	if man.Simultaneous && !together {
		t.Errorf("the manifest declares simultaneous decisions, but no position of %d random games had two seats deciding at once", s.opt.Games)
	}
	if seedMatters && !man.Chance {
		t.Errorf("another seed deals another game, but the manifest declares no chance")
	}
	if man.Chance && !seedMatters {
		t.Errorf("the manifest declares chance, but every seed dealt the same game")
	}
	if differs && !man.Hidden {
		t.Errorf("a seat's view differs from the spectator's, but the manifest declares no hidden information")
	}
}
