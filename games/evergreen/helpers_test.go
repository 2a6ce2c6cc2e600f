package evergreen_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/evergreen"
)

// defaultRuleset loads the default rule set; unlike rules, it is never
// mutated.
func defaultRuleset(t testing.TB) *evergreen.Ruleset {
	return enginetest.Load(t, evergreen.LoadRules, "")
}

// rules loads the default rule set with patch merged on top.
func rules(t testing.TB, patch string) *evergreen.Ruleset {
	t.Helper()
	rs := enginetest.Load(t, evergreen.LoadRules, patch)
	mutate(t, rs)
	return rs
}

// grid is a 5-wide, 6-high planet, one biome per row, north to south:
// grassland, flowers, wheat, rock, swamp, snow.
const grid = `"planet":{"rows":["GGGGG","FFFFF","WWWWW","RRRRR","MMMMM","SSSSS"]}`

// short is a rule set of four one-round seasons on the grid with no
// fertility set-up, so that a rigged row is the first thing drawn.
const short = `{"seasons":[1,1,1,1],"fertility_setup":0,` + grid + `}`

type game struct {
	t   testing.TB
	rs  *evergreen.Ruleset
	st  *evergreen.State
	evs []engine.Event
}

// newGame starts a game of len(planets) seats (nil planets: empty),
// first player 0, with the cards drawn in the order given.
func newGame(t testing.TB, rs *evergreen.Ruleset, first int, draws []string, planets ...[]string) *game {
	t.Helper()
	seats := make([]evergreen.SeatSetup, len(planets))
	for i, p := range planets {
		seats[i] = evergreen.SeatSetup{Name: "P" + strconv.Itoa(i), Planet: p}
	}
	st, err := evergreen.NewGame(rs, evergreen.Setup{Seed: 7, Seats: seats, FirstSeat: first, Rig: &engine.Rig{Draws: map[string][]string{evergreen.DeckName: draws}}})
	if err != nil {
		t.Fatalf("NewGame: %v", err)
	}
	return &game{t: t, rs: rs, st: st, evs: st.Opening()}
}

// do plays a move that must be legal.
func (g *game) do(seat int, name string, arg ...any) *game {
	g.t.Helper()
	next, evs, err := g.st.Apply(engine.Seat(seat), enginetest.Move(name, arg...))
	if err != nil {
		g.t.Fatalf("%s: %v", enginetest.Move(name, arg...), err)
	}
	g.st = next.(*evergreen.State)
	g.evs = append(g.evs, evs...)
	return g
}

// refused checks that a move is refused with err.
func (g *game) refused(seat int, want error, name string, arg ...any) {
	g.t.Helper()
	if _, _, err := g.st.Apply(engine.Seat(seat), enginetest.Move(name, arg...)); err == nil || !errors.Is(err, want) {
		g.t.Fatalf("%s by %d: got %v, want %v", enginetest.Move(name, arg...), seat, err, want)
	}
}

// kind is seat's open decision, or "".
func (g *game) kind(seat int) string {
	for _, d := range g.st.Pending() {
		if int(d.Seat) == seat {
			return d.Kind
		}
	}
	return ""
}

// planet spells seat's planet.
func (g *game) planet(seat int) string {
	p := g.st.Player(seat).Planet
	return strings.Join(g.rs.PlanetRows(&p), "/")
}

// events returns the events of type typ, as "seat:amount:ref:detail".
func (g *game) events(typ string) []string {
	var out []string
	for _, e := range g.evs {
		if e.Type == typ {
			out = append(out, strconv.Itoa(int(e.Seat))+":"+strconv.Itoa(e.Amount)+":"+e.Ref+":"+e.Detail)
		}
	}
	return out
}

// cell numbers a space of the grid.
func cell(x, y int) int { return y*5 + x }
