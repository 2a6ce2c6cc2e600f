// Package gametest is the conformance suite every game the platform hosts
// passes, as store/storetest is for stores and game/bottest for bots.
//
// A game's tests call Run with the game and its Options:
//
//	func TestConformance(t *testing.T) {
//		gametest.Run(t, mygame.New(), gametest.Options{
//			Secrets: secrets, Twin: twin, Perft: gametest.Perft{File: "testdata/perft.json"},
//		})
//	}
//
//	func FuzzConformance(f *testing.F) { gametest.FuzzMoves(f, mygame.New(), options) }
//
// Run plays many random games (random legal moves for every pending seat,
// several seats at once where the game allows it) and checks, in
// subtests:
//
//   - Replay: starting again from the same rules, seed and seats and
//     applying the recorded moves (engine.Replay) reproduces every seat's
//     View, the spectator's, Pending, Outcome and the game's omniscient
//     snapshot after every move, and the same events.
//   - Legal: Legal and Apply agree. Every move listed for a pending seat
//     applies, and reads back as itself through every front end's reader
//     (the web API's wire form, and the scenario runner's, which adds
//     the game's vocabulary check: game.MoveChecker); Pending's moves are Legal's; seats with nothing pending get
//     no moves, and every move refused (see Refusals); random unlisted
//     moves are refused with a *engine.MoveError wrapping the sentinel
//     the situation calls for; a refused or accepted move leaves the
//     receiver exactly as it was.
//   - Secrets: no view holds what its viewer may not know, by the game's
//     own secret-finder (Options.Secrets, Options.Twin); events redacted
//     for a viewer carry no private part meant for others.
//   - Perft: the numbers of distinct move sequences of each depth from
//     fixed seeds match the game's testdata (see Perft).
//   - Termination: random games end within Options.MaxMoves moves, with an
//     Outcome that has a score per seat and valid winners, and nothing
//     pending.
//   - Manifest: what the game declares (game.Manifest) is what its play
//     shows: seats deciding at once only when Simultaneous, another seed
//     another deal only when Chance, views that differ by seat only when
//     Hidden. A game declared with hidden information must give Secrets
//     and Twin.
//   - SpeedUps: each optional speed-up the game's states offer agrees
//     with the base contract: Step and StepQuiet with Apply, ViewInto
//     with View, StepRandom with Apply of the move Random would choose,
//     Reseed with a fresh deal under the other seed.
//   - Renderer: a game with browser files has renderer.js at their root,
//     exporting what the frame calls, and every import resolves.
//   - Terminal: a game with terminal screens words every decision with a
//     menu of moves the decision lists, the log and the end.
//
// Games are numbered and seeded, so a failure names the game (players,
// seed, first seat, rules) and its moves so far, as JSON, and happens
// again on the next run. The fuzz target (FuzzMoves) explores beyond the
// seeded games, and Go's fuzzer shrinks what it finds.
//
// Refusals. A rejected move returns a nil state and a *engine.MoveError
// naming the seat and the move, whose sentinel is, in this order of
// precedence: engine.ErrGameOver once the game has ended;
// engine.ErrUnknownSeat for a seat not at the table; engine.ErrNotYourTurn
// for a seat with no pending decision; engine.ErrIllegalMove or
// engine.ErrBadMove for any other move not listed.
//
// The package defines the test flag -update, which rewrites the perft
// tables of the packages tested: go test ./games/mygame -run Conformance
// -update. A test package that uses gametest must not define an -update
// flag of its own (it may read this one with flag.Lookup).
package gametest

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
)

// Options tell the suite how to play a game and what it keeps secret.
// The zero value plays the default rules at every table size with no
// secret-finder; a game with secrets should give one.
type Options struct {
	// Rules are rule-set patches to play (each passed to Game.Rules);
	// nil plays the default rules only. Each random game draws one of
	// them; perft uses the first.
	Rules [][]byte
	// Players are the table sizes to try; nil means every size the game
	// allows.
	Players []int
	// Games is how many random games each property plays (default 20).
	// Under -short a quarter of them, at least 2.
	Games int
	// MaxMoves is the move budget: a game still running after that many
	// moves fails Termination (default 10,000).
	MaxMoves int
	// Garbage is how many random unlisted moves Legal tries on every
	// position (default 4).
	Garbage int
	// Secrets finds what viewer may not know in st (Spectator: every
	// private thing). Nil: the game keeps no secrets the suite can name.
	Secrets func(st engine.State, viewer engine.Seat) []Secret
	// Twin returns a state that differs from st only in what viewer may
	// not know (other seats' secrets, the order of decks, the generator),
	// with the hidden parts drawn afresh from rng. The suite checks that
	// viewer's View and Legal moves are the same in both, so a view that
	// reveals anything hidden, under any name, fails. Return nil (and no
	// error) where nothing is hidden from viewer. Twin must not change st.
	// Across a run some twins must differ from their originals in the
	// game's omniscient form (game.Snapshotter, or the state's own JSON),
	// or Twin would be checking nothing; until 20 have, each twin's
	// original is also checked to be unchanged.
	Twin func(st engine.State, viewer engine.Seat, rng *rand.Rand) (engine.State, error)
	// Perft is the game's table of move-sequence counts.
	Perft Perft
}

// Secret is one thing a viewer may not know, as a game's secret-finder
// reports it. Give Path, Text or both.
type Secret struct {
	// What names the secret in failure messages ("seat 2's Gems").
	What string
	// Path is where a view would hold the secret: JSON object keys and
	// array indices joined by dots ("houses.2.gems_given"). The view must
	// have nothing there (absent or null).
	Path string
	// Text is the secret as it would be written if it leaked anywhere,
	// a JSON fragment such as a draw pile's next cards (`"c7","c2"`). It
	// must not occur in the viewer's view, nor in the events of the move
	// that led to st as redacted for the viewer. Make it distinctive: a
	// bare small number would match innocent text.
	Text string
}

// Run runs the conformance suite on g.
func Run(t *testing.T, g game.Game, opt Options) {
	s := newSuite(t, g, opt)
	s.checkOptions(t)
	t.Run("Manifest", s.checkManifest)
	t.Run("SpeedUps", s.checkSpeedUps)
	t.Run("Renderer", s.checkRenderer)
	t.Run("Terminal", s.checkTerminal)
	t.Run("Replay", func(t *testing.T) { s.eachGame(t, s.checkReplay) })
	t.Run("Legal", func(t *testing.T) { s.eachGame(t, s.checkLegal) })
	t.Run("Secrets", func(t *testing.T) { s.checkSecretsAll(t) })
	t.Run("Perft", func(t *testing.T) { s.checkPerft(t) })
	t.Run("Termination", func(t *testing.T) { s.eachGame(t, s.checkTermination) })
}

// suite is one game under test, with its options settled.
type suite struct {
	g     game.Game
	opt   Options
	rules []game.Rules
	// light makes print cheaper (see print), for the fuzz target.
	light bool
}

func newSuite(t testing.TB, g game.Game, opt Options) *suite {
	t.Helper()
	lo, hi := g.Players()
	if len(opt.Players) == 0 {
		for n := lo; n <= hi; n++ {
			opt.Players = append(opt.Players, n)
		}
	}
	for _, n := range opt.Players {
		if n < lo || n > hi {
			t.Fatalf("gametest: Options.Players: %d is outside %s's range %d to %d", n, g.Name(), lo, hi)
		}
	}
	if opt.Games <= 0 {
		opt.Games = 20
	}
	if testing.Short() {
		opt.Games = max(2, opt.Games/4)
	}
	if opt.MaxMoves <= 0 {
		opt.MaxMoves = 10000
	}
	if opt.Garbage <= 0 {
		opt.Garbage = 4
	}
	if len(opt.Rules) == 0 {
		opt.Rules = [][]byte{nil}
	}
	s := &suite{g: g, opt: opt}
	for i, patch := range opt.Rules {
		r, err := g.Rules(patch)
		if err != nil {
			t.Fatalf("gametest: Options.Rules[%d] %s: %v", i, patch, err)
		}
		s.rules = append(s.rules, r)
	}
	return s
}

// match is one game being played: how it began and what has been played.
type match struct {
	label string
	rules game.Rules
	setup game.Setup
	start engine.State
	st    engine.State
	moves []engine.SeatedMove
	// last holds the events of the latest move (the opening events before
	// any).
	last []engine.Event
}

// newMatch deals a game, its seats settled by the rules (Rules.Seats) as
// a table would settle them.
func (s *suite) newMatch(t testing.TB, players, rulesIdx int, seed uint64, first int) *match {
	t.Helper()
	r := s.rules[rulesIdx]
	seats, err := r.Seats(make([]game.Seat, players), rand.New(rand.NewPCG(seed, 0x5ea7)))
	if err != nil {
		t.Fatalf("gametest: Rules.Seats for %d empty seats: %v", players, err)
	}
	setup := game.Setup{Seed: seed, Seats: seats, First: first}
	st, err := r.Start(setup)
	if err != nil {
		t.Fatalf("gametest: Start(players %d, seed %d, first %d): %v", players, seed, first, err)
	}
	m := &match{
		label: fmt.Sprintf("players %d, seed %d, first %d, rules %d", players, seed, first, rulesIdx),
		rules: r, setup: setup, start: st, st: st,
	}
	if o, ok := st.(engine.Opener); ok {
		m.last = o.Opening()
	}
	if st.Seats() != players {
		t.Fatalf("gametest: %s: Seats() is %d", m.label, st.Seats())
	}
	return m
}

// failf fails t with the match's identity and its moves so far, enough to
// replay it.
func (m *match) failf(t testing.TB, format string, args ...any) {
	t.Helper()
	moves, _ := json.Marshal(m.moves)
	t.Fatalf("%s, after %d moves: %s\nmoves: %s", m.label, len(m.moves), fmt.Sprintf(format, args...), moves)
}

// choice is one (seat, move) a position offers.
type choice struct {
	seat engine.Seat
	move engine.Move
}

// choices lists every pending seat's every move, in Pending's order.
func choices(st engine.State) []choice {
	var out []choice
	for _, d := range st.Pending() {
		for _, mv := range d.Moves {
			out = append(out, choice{d.Seat, mv})
		}
	}
	return out
}

// play applies c to the match, failing on a refusal.
func (m *match) play(t testing.TB, c choice) {
	t.Helper()
	next, evs, err := m.st.Apply(c.seat, c.move)
	if err != nil {
		m.failf(t, "listed move seat %d %v refused: %v", c.seat, c.move, err)
	}
	if next == nil {
		m.failf(t, "listed move seat %d %v returned a nil state", c.seat, c.move)
	}
	m.st, m.last = next, evs
	m.moves = append(m.moves, engine.SeatedMove{Seat: c.seat, Move: c.move})
}

// source is where a game's random choices come from: a seeded generator
// for Run, fuzz bytes for FuzzMoves.
type source interface {
	// intn returns a number in [0,n); ok is false once the source is used
	// up.
	intn(n int) (v int, ok bool)
}

type pcgSource struct{ r *rand.Rand }

func (p pcgSource) intn(n int) (int, bool) { return p.r.IntN(n), true }

// eachGame plays Options.Games random games with check called on every
// position, the start included, each game seeded by its number.
func (s *suite) eachGame(t *testing.T, check func(t *testing.T, m *match, src source)) {
	for i := range s.opt.Games {
		players := s.opt.Players[i%len(s.opt.Players)]
		rng := rand.New(rand.NewPCG(uint64(i), 0x9a3e))
		seed := rng.Uint64()
		m := s.newMatch(t, players, rng.IntN(len(s.rules)), seed, i%players)
		check(t, m, pcgSource{rng})
	}
}

// walk plays m to its end (or until src runs dry), calling at on the
// start and on every position reached.
func (s *suite) walk(t testing.TB, m *match, src source, at func(m *match) bool) {
	t.Helper()
	for {
		if !at(m) || m.st.Outcome().Ended {
			return
		}
		if len(m.moves) >= s.opt.MaxMoves {
			m.failf(t, "the game has not ended after the move budget of %d moves", s.opt.MaxMoves)
		}
		cs := choices(m.st)
		if len(cs) == 0 {
			m.failf(t, "the game has not ended but nothing is pending")
		}
		k, ok := src.intn(len(cs))
		if !ok {
			return
		}
		m.play(t, cs[k])
	}
}

// part is one piece of a position's fingerprint.
type part struct {
	name string
	data []byte
}

// print is everything observable about a position: every seat's view,
// the spectator's, Pending, Outcome and the omniscient snapshot.
type print []part

// With s.light and an omniscient snapshot, the views are only the
// spectator's and those of the seats deciding: the snapshot holds the
// rest, and the fuzz target needs the speed.
func (s *suite) print(t testing.TB, st engine.State) print {
	t.Helper()
	snap := s.snapshot(t, st)
	pending := st.Pending()
	p := print{part{"spectator view", mustJSON(t, st.View(engine.Spectator))}}
	for seat := range engine.Seat(st.Seats()) {
		if s.light && snap != nil && !slices.ContainsFunc(pending, func(d engine.Decision) bool { return d.Seat == seat }) {
			continue
		}
		p = append(p, part{fmt.Sprintf("seat %d's view", seat), mustJSON(t, st.View(seat))})
	}
	p = append(p, part{"pending", mustJSON(t, pending)}, part{"outcome", mustJSON(t, st.Outcome())})
	if snap != nil {
		p = append(p, part{"snapshot", snap})
	}
	return p
}

// snapshot is the game's omniscient form of st, if it has one: its
// Snapshotter's, else the state's own JSON if it writes one.
func (s *suite) snapshot(t testing.TB, st engine.State) []byte {
	if sn, ok := s.g.(game.Snapshotter); ok {
		return mustJSON(t, sn.Snapshot(st))
	}
	if _, ok := st.(json.Marshaler); ok {
		return mustJSON(t, st)
	}
	return nil
}

// diff says how b differs from a, or "" if it does not.
func (a print) diff(b print) string {
	if len(a) != len(b) {
		return fmt.Sprintf("%d parts, then %d", len(a), len(b))
	}
	for i := range a {
		if !bytes.Equal(a[i].data, b[i].data) {
			return fmt.Sprintf("%s:\n  was %s\n  now %s", a[i].name, clip(a[i].data), clip(b[i].data))
		}
	}
	return ""
}

func (a print) sum() [32]byte {
	h := sha256.New()
	for _, p := range a {
		h.Write(p.data)
		h.Write([]byte{0})
	}
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// clip shortens long JSON for failure messages.
func clip(b []byte) string {
	const limit = 1500
	if len(b) <= limit {
		return string(b)
	}
	return string(b[:limit]) + fmt.Sprintf("… (%d bytes)", len(b))
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("gametest: cannot write %T as JSON: %v", v, err)
	}
	return b
}

func seatName(s engine.Seat) string {
	if s == engine.Spectator {
		return "the spectator"
	}
	return fmt.Sprintf("seat %d", s)
}

// String is a short form of a Secret for messages.
func (sc Secret) String() string {
	var b strings.Builder
	b.WriteString(sc.What)
	if sc.Path != "" {
		fmt.Fprintf(&b, " (at %s)", sc.Path)
	}
	if sc.Text != "" {
		fmt.Fprintf(&b, " (text %s)", sc.Text)
	}
	return b.String()
}
