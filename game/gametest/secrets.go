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

// twinProof is how many twins that differ from their originals prove
// that Options.Twin hides something.
const twinProof = 20

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
			s.checkSecrets(t, m, rng, &stats, everyViewer)
			return true
		})
	})
	if s.opt.Twin != nil && stats.differing == 0 {
		t.Fatalf("Options.Twin made %d twins and none differed from its original in the game's omniscient form: it checks nothing", stats.twins)
	}
	if s.opt.Secrets == nil && s.opt.Twin == nil {
		t.Logf("%s has no secret-finder (Options.Secrets, Options.Twin): only events' private parts were checked", s.g.Name())
	}
}

// everyViewer asks checkSecrets to check every seat and the spectator.
const everyViewer = -2

// checkSecrets checks the viewer's view of m's position (every viewer's,
// for everyViewer), and the events of the move that led to it, against
// the game's secret-finder.
func (s *suite) checkSecrets(t testing.TB, m *match, rng *rand.Rand, stats *secretStats, only engine.Seat) {
	t.Helper()
	st := m.st
	n := st.Seats()
	// Until a few twins have proved to differ from their originals, the
	// omniscient forms are compared; they are costly to write.
	var snap []byte
	if s.opt.Twin != nil && stats.differing < twinProof {
		snap = s.snapshot(t, st)
	}
	for i, e := range m.last {
		private := e.Private != 0 || e.Secret != ""
		if private && e.Audience == 0 && (e.Seat < 0 || int(e.Seat) >= n) {
			m.failf(t, "event %d %+v has a private part but no seat to show it to", i, e)
		}
		if e.Audience>>uint(n) != 0 {
			m.failf(t, "event %d %+v has an audience beyond the game's %d seats", i, e, n)
		}
	}
	for viewer := engine.Spectator; int(viewer) < n; viewer++ {
		if only != everyViewer && viewer != only {
			continue
		}
		red := engine.RedactAll(m.last, viewer)
		for i, e := range red {
			want := m.last[i]
			if e.Seat != want.Seat || e.Type != want.Type || e.Amount != want.Amount || e.Ref != want.Ref || e.Detail != want.Detail || e.Audience != want.Audience {
				m.failf(t, "event %d redacted for %s changed a public field: %+v, was %+v", i, seatName(viewer), e, want)
			}
			if (e.Private != 0 || e.Secret != "") && !want.Sees(viewer) {
				m.failf(t, "event %d redacted for %s shows a private part meant for others: %+v", i, seatName(viewer), e)
			}
		}
		view := mustJSON(t, st.View(viewer))
		if s.opt.Secrets != nil {
			events := mustJSON(t, red)
			var tree *jsonTree
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
						tree = &jsonTree{raw: view}
					}
					v, ok, err := tree.at(sc.Path)
					if err != nil {
						m.failf(t, "%s's view does not read back as JSON: %v", seatName(viewer), err)
					}
					if ok && v != nil {
						m.failf(t, "%s's view shows %s: %v", seatName(viewer), sc, v)
					}
				}
			}
		}
		if s.opt.Twin != nil {
			s.checkTwin(t, m, viewer, view, snap, rng, stats)
		}
	}
	if snap != nil && !bytes.Equal(snap, s.snapshot(t, st)) {
		m.failf(t, "Options.Twin changed the state it was given")
	}
}

// checkTwin requires viewer to see the same in m's position and in a twin
// that differs only in what viewer may not know. snap is the position's
// omniscient form, or nil once twins have proved to differ.
func (s *suite) checkTwin(t testing.TB, m *match, viewer engine.Seat, view, snap []byte, rng *rand.Rand, stats *secretStats) {
	t.Helper()
	st := m.st
	tw, err := s.opt.Twin(st, viewer, rng)
	if err != nil {
		m.failf(t, "Options.Twin for %s: %v", seatName(viewer), err)
	}
	if tw == nil {
		return
	}
	stats.twins++
	if snap != nil && !bytes.Equal(snap, s.snapshot(t, tw)) {
		stats.differing++
	}
	if twView := mustJSON(t, tw.View(viewer)); !bytes.Equal(view, twView) {
		m.failf(t, "%s's view depends on what it may not know: in a twin position that differs only in hidden things it is\n  %s\nnot\n  %s",
			seatName(viewer), clip(twView), clip(view))
	}
	if a, b := st.Legal(viewer, nil), tw.Legal(viewer, nil); !slices.Equal(a, b) {
		m.failf(t, "%s's legal moves depend on what it may not know: %v in a twin position, %v in the real one", seatName(viewer), b, a)
	}
	if a, b := pendingKinds(st), pendingKinds(tw); !slices.Equal(a, b) {
		m.failf(t, "who decides what depends on what %s may not know: %v in a twin position, %v in the real one", seatName(viewer), b, a)
	}
}

// jsonTree finds values in a view's JSON by dotted paths, decoding the
// JSON once, on the first lookup.
type jsonTree struct {
	raw     []byte
	decoded bool
	root    any
}

// at returns the value at path: ok is false if there is none.
func (j *jsonTree) at(path string) (v any, ok bool, err error) {
	if !j.decoded {
		if err := json.Unmarshal(j.raw, &j.root); err != nil {
			return nil, false, err
		}
		j.decoded = true
	}
	v = j.root
	for _, key := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			if v, ok = x[key]; !ok {
				return nil, false, nil
			}
		case []any:
			i, err := strconv.Atoi(key)
			if err != nil || i < 0 || i >= len(x) {
				return nil, false, nil
			}
			v = x[i]
		default:
			return nil, false, nil
		}
	}
	return v, true, nil
}

// pendingKinds are the seats deciding and the kind of each decision.
func pendingKinds(st engine.State) []string {
	var out []string
	for _, d := range st.Pending() {
		out = append(out, strconv.Itoa(int(d.Seat))+":"+d.Kind)
	}
	return out
}

// PileOrder is the secret of a draw pile's order, for a secret-finder:
// its next two cards (drawn from the end of pile) side by side, in either
// order, would give the order away. what names the pile ("the order of
// the draw pile").
func PileOrder(what string, pile []string) []Secret {
	var out []Secret
	for i := max(1, len(pile)-1); i < len(pile); i++ {
		a, b := strconv.Quote(pile[i-1]), strconv.Quote(pile[i])
		out = append(out, Secret{What: what, Text: a + "," + b}, Secret{What: what, Text: b + "," + a})
	}
	return out
}

// Generator is the secret of a game's random generator, for a
// secret-finder: its state as the game's snapshot writes it, and the
// game's seed when it is large enough to be told from other numbers.
func Generator(state string, seed uint64) []Secret {
	out := []Secret{{What: "the generator's state", Text: state}}
	if seed >= 1e9 {
		out = append(out, Secret{What: "the seed", Text: strconv.FormatUint(seed, 10)})
	}
	return out
}
