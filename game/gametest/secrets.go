package gametest

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"evergreen/engine"
)

// secretStats counts, across a run, the twins that really differed from
// their originals: a Twin that never changes anything checks nothing.
type secretStats struct {
	twins, differing int
}

func (s *suite) checkSecretsAll(t *testing.T) {
	var stats secretStats
	s.eachGame(t, func(t *testing.T, m *match, src source) {
		rng := rand.New(rand.NewPCG(m.setup.Seed, 0x7714))
		s.walk(t, m, src, func(m *match) bool {
			s.checkSecrets(t, m, rng, &stats)
			return true
		})
	})
	if s.opt.Twin != nil && stats.differing == 0 {
		t.Fatalf("Options.Twin made %d twins and none differed from its original in the game's omniscient form: it checks nothing", stats.twins)
	}
	if s.opt.Secrets == nil && s.opt.Twin == nil {
		t.Logf("%s has no secret-finder (Options.Secrets, Options.Twin): only events' Private numbers were checked", s.g.Name())
	}
}

// checkSecrets checks every viewer's view of m's position, and the
// events of the move that led to it, against the game's secret-finder.
func (s *suite) checkSecrets(t testing.TB, m *match, rng *rand.Rand, stats *secretStats) {
	t.Helper()
	st := m.st
	n := st.Seats()
	for i, e := range m.last {
		if e.Private != 0 && (e.Seat < 0 || int(e.Seat) >= n) {
			m.failf(t, "event %d %+v has a Private number but no seat to show it to", i, e)
		}
	}
	for viewer := engine.Spectator; int(viewer) < n; viewer++ {
		red := engine.RedactAll(m.last, viewer)
		for i, e := range red {
			if want := m.last[i]; e.Seat != want.Seat || e.Type != want.Type || e.Amount != want.Amount || e.Ref != want.Ref || e.Detail != want.Detail {
				m.failf(t, "event %d redacted for %s changed a public field: %+v, was %+v", i, seatName(viewer), e, want)
			}
			if e.Private != 0 && e.Seat != viewer {
				m.failf(t, "event %d redacted for %s shows seat %d's Private number: %+v", i, seatName(viewer), e.Seat, e)
			}
		}
		view := mustJSON(t, st.View(viewer))
		if s.opt.Secrets != nil {
			events := mustJSON(t, red)
			var tree any
			for _, sc := range s.opt.Secrets(st, viewer) {
				if sc.Path == "" && sc.Text == "" {
					m.failf(t, "the secret-finder gave %s a secret with neither Path nor Text: %q", seatName(viewer), sc.What)
				}
				if sc.Text != "" {
					if bytes.Contains(view, []byte(sc.Text)) {
						m.failf(t, "%s's view shows %s: %s", seatName(viewer), sc, clip(view))
					}
					if bytes.Contains(events, []byte(sc.Text)) {
						m.failf(t, "the events redacted for %s show %s: %s", seatName(viewer), sc, clip(events))
					}
				}
				if sc.Path != "" {
					if tree == nil {
						tree = decode(t, view)
					}
					if v, ok := at(tree, sc.Path); ok && v != nil {
						m.failf(t, "%s's view shows %s: %v", seatName(viewer), sc, v)
					}
				}
			}
		}
		if s.opt.Twin != nil {
			s.checkTwin(t, m, viewer, view, rng, stats)
		}
	}
}

// checkTwin requires viewer to see the same in m's position and in a twin
// that differs only in what viewer may not know.
func (s *suite) checkTwin(t testing.TB, m *match, viewer engine.Seat, view []byte, rng *rand.Rand, stats *secretStats) {
	t.Helper()
	st := m.st
	snap := s.snapshot(t, st)
	tw, err := s.opt.Twin(st, viewer, rng)
	if err != nil {
		m.failf(t, "Options.Twin for %s: %v", seatName(viewer), err)
	}
	if tw == nil {
		return
	}
	if !bytes.Equal(snap, s.snapshot(t, st)) || !bytes.Equal(view, mustJSON(t, st.View(viewer))) {
		m.failf(t, "Options.Twin for %s changed the state it was given", seatName(viewer))
	}
	stats.twins++
	if twSnap := s.snapshot(t, tw); !bytes.Equal(snap, twSnap) {
		stats.differing++
	}
	if twView := mustJSON(t, tw.View(viewer)); !bytes.Equal(view, twView) {
		m.failf(t, "%s's view depends on what it may not know: in a twin position that differs only in hidden things it is\n  %s\nnot\n  %s",
			seatName(viewer), clip(twView), clip(view))
	}
	if a, b := st.Legal(viewer, nil), tw.Legal(viewer, nil); !slices.Equal(a, b) {
		m.failf(t, "%s's legal moves depend on what it may not know: %v in a twin position, %v in the real one", seatName(viewer), b, a)
	}
}

func decode(t testing.TB, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("gametest: a view's JSON does not read back: %v", err)
	}
	return v
}

// at follows a dotted path of object keys and array indices into a
// decoded JSON value.
func at(v any, path string) (any, bool) {
	for _, key := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			next, ok := x[key]
			if !ok {
				return nil, false
			}
			v = next
		case []any:
			i, err := strconv.Atoi(key)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false
			}
			v = x[i]
		default:
			return nil, false
		}
	}
	return v, true
}
