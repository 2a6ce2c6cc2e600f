package nobles_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/nobles"
	"evergreen/ruleset"
)

// board returns a 32-space board of one kind.
func board(kind string) string {
	return `["` + strings.TrimSuffix(strings.Repeat(kind+`","`, 32), `","`) + `"]`
}

// defaultRuleset loads the default rule set; unlike rules, it is never
// mutated.
func defaultRuleset(t testing.TB) *nobles.Ruleset { return enginetest.Load(t, nobles.LoadRules, "") }

// checkRefusal requires a rule set refused with err to be refused in
// words: problems, each with its message, or an error that says something.
func checkRefusal(t testing.TB, err error) {
	t.Helper()
	var ps ruleset.Problems
	if !errors.As(err, &ps) {
		if err.Error() == "" {
			t.Fatal("empty error")
		}
		return
	}
	if len(ps) == 0 {
		t.Fatal("empty problem list")
	}
	for _, p := range ps {
		if p.Message == "" {
			t.Fatalf("problem without a message at %q", p.Path)
		}
	}
}

// rules loads the default rule set with patch merged on top.
func rules(t testing.TB, patch string) *nobles.Ruleset {
	t.Helper()
	rs := enginetest.Load(t, nobles.LoadRules, patch)
	mutate(rs)
	return rs
}

// bare seats n Houses with no Virtue, to test the base rules alone.
func bare(n int) []nobles.SeatSetup {
	out := make([]nobles.SeatSetup, n)
	for i := range out {
		out[i] = nobles.SeatSetup{Name: string(rune('A' + i)), NoVirtue: true}
	}
	return out
}

type game struct {
	t   testing.TB
	st  *nobles.State
	evs []engine.Event
}

func newGame(t testing.TB, rs *nobles.Ruleset, seats []nobles.SeatSetup, dice []int, draws map[string][]string) *game {
	t.Helper()
	st, err := nobles.NewGame(rs, nobles.Setup{Seed: 7, Seats: seats, Rig: &engine.Rig{Dice: dice, Draws: draws}})
	if err != nil {
		t.Fatalf("NewGame: %v", err)
	}
	return &game{t: t, st: st}
}

// do plays a move that must be legal.
func (g *game) do(seat int, name string, arg ...any) *game {
	g.t.Helper()
	next, evs, err := g.st.Apply(engine.Seat(seat), enginetest.Move(name, arg...))
	if err != nil {
		g.t.Fatalf("seat %d %s: %v", seat, name, err)
	}
	g.st = next.(*nobles.State)
	g.evs = append(g.evs, evs...)
	return g
}

// reject plays a move that must be refused with want.
func (g *game) reject(seat int, want error, name string, arg ...any) {
	g.t.Helper()
	before, _ := json.Marshal(g.st)
	_, _, err := g.st.Apply(engine.Seat(seat), enginetest.Move(name, arg...))
	if !errors.Is(err, want) {
		g.t.Fatalf("seat %d %s: got error %v, want %v", seat, name, err, want)
	}
	after, _ := json.Marshal(g.st)
	if string(before) != string(after) {
		g.t.Fatalf("rejected move changed the state")
	}
}

func (g *game) noble(seat int) nobles.Noble { return g.st.Noble(seat) }

func (g *game) pending() (int, string, []string) {
	p := g.st.Pending()
	if len(p) == 0 {
		return -1, "", nil
	}
	var names []string
	for _, m := range p[0].Moves {
		names = append(names, m.String())
	}
	return int(p[0].Seat), p[0].Kind, names
}

func (g *game) wantPending(seat int, kind string, moves ...string) {
	g.t.Helper()
	s, k, ms := g.pending()
	if s != seat || k != kind || (moves != nil && strings.Join(ms, " ") != strings.Join(moves, " ")) {
		g.t.Fatalf("pending: seat %d %s %v; want seat %d %s %v", s, k, ms, seat, kind, moves)
	}
}

func (g *game) count(typ string, seat int) int {
	c := 0
	for _, e := range g.evs {
		if e.Type == typ && (seat < 0 || int(e.Seat) == seat) {
			c++
		}
	}
	return c
}

// card is a one-line card definition for test decks.
func card(id string, effects string) string {
	return `{"id":"` + id + `","title":"` + id + `","text":"test card","provenance":"provisional","effects":` + effects + `}`
}

func proving(id string, cost0 int, eff0 string, cost1 int, eff1 string) string {
	return `{"id":"` + id + `","title":"` + id + `","text":"test","provenance":"provisional","options":[` +
		`{"label":"a","text":"a","cost":` + itoa(cost0) + `,"effects":` + eff0 + `},` +
		`{"label":"b","text":"b","cost":` + itoa(cost1) + `,"effects":` + eff1 + `}]}`
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
