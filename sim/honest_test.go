package sim_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"maps"
	"math"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
	"evergreen/sim"
)

func noblesRun(t *testing.T, cfg sim.Config) *sim.Report {
	t.Helper()
	g := noblesgame.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Game, cfg.Rules = g, r
	rep, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestHousesAreDealt: in a simulated Nobles year the Houses are dealt to
// the seats as a table deals them (Rules.Seats, from every House the rule
// set offers, each with its own Virtue), so every seat plays several
// Houses and the report has a group per House (with its Virtue, in
// rule-set order, named in the game's words) beside the groups per seat;
// seat groups carry no House, since none is theirs.
func TestHousesAreDealt(t *testing.T) {
	rep := noblesRun(t, sim.Config{Bots: []string{"random", "random", "random", "random"}, Games: 80, Seed: 3, Workers: 2})
	if !rep.Dealt || rep.RoleKind != "house" {
		t.Fatalf("dealt %v, role kind %q", rep.Dealt, rep.RoleKind)
	}
	want := []string{"ashgrove/royal-favour", "merrow/steady-resolve", "goldwater/merchants-charter", "harrowgate/stout-walls",
		"hallowell/open-hand", "fairfield/bountiful-harvest", "thornbury/tireless-stewardship", "stagmere/fortunes-eye"}
	if len(rep.ByRole) != len(want) {
		t.Fatalf("by role: %d groups, want %d", len(rep.ByRole), len(want))
	}
	samples := 0
	for i, g := range rep.ByRole {
		if g.Name != want[i] || g.Samples == 0 || g.Samples == rep.Games {
			t.Errorf("by role [%d]: %s with %d samples of %d games, want %s in some games, not all", i, g.Name, g.Samples, rep.Games, want[i])
		}
		samples += g.Samples
	}
	if samples != 4*rep.Games {
		t.Errorf("the roles have %d samples, want %d", samples, 4*rep.Games)
	}
	if rep.ByRole[0].Title != "House Ashgrove (Royal Favour)" {
		t.Errorf("role title %q", rep.ByRole[0].Title)
	}
	for _, g := range rep.BySeat {
		if g.Label != "" {
			t.Errorf("%s is labelled %q although its House was dealt", g.Name, g.Label)
		}
	}
	// Which House sits first varies from game to game, by the seed; each
	// game's seats are those Rules.Seats settles from the game's dealing
	// generator, and a seat fixed in Setups keeps its House.
	g := noblesgame.New()
	r, _ := g.Rules(nil)
	cfg := sim.Config{Game: g, Rules: r, Bots: []string{"random", "random", "random", "random"}, Seed: 3}
	fixed := cfg
	fixed.Setups = []game.Seat{{}, {Setup: []byte(`{"house":"stagmere"}`)}}
	first := map[string]bool{}
	for i := range 40 {
		res, err := sim.Play(&cfg, i)
		if err != nil {
			t.Fatal(err)
		}
		first[res.Roles[0]] = true
		seats, err := r.Seats(make([]game.Seat, 4), rand.New(rand.NewPCG(sim.GameSeed(3, i), sim.DealStream)))
		if err != nil {
			t.Fatal(err)
		}
		for s, role := range g.Roles(r, seats, nil) {
			if res.Roles[s] != role.Key {
				t.Fatalf("game %d seat %d plays %s; a table dealt from the same generator seats %s", i, s, res.Roles[s], role.Key)
			}
		}
		res, err = sim.Play(&fixed, i)
		if err != nil {
			t.Fatal(err)
		}
		if res.Roles[1] != "stagmere/fortunes-eye" {
			t.Fatalf("game %d: seat 2 fixed as Stagmere plays %s", i, res.Roles[1])
		}
	}
	if len(first) < 5 {
		t.Errorf("in 40 games seat 1 played only %v", first)
	}
	// Undealt keeps House i at seat i, as before.
	cfg.Undealt = true
	res, err := sim.Play(&cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(res.Roles, ",") != strings.Join(want[:4], ",") {
		t.Errorf("undealt roles %v, want %v", res.Roles, want[:4])
	}
}

// TestOneShareDefinition: the first seat's advantage is seat 1's share
// of the victories, the same figure as seat 1's share in the seat table,
// and the seats' shares add up to every game won by someone. Before, the
// first seat's figure counted sole victories only (8.0%) beside a share
// counting shared ones (28.2%).
func TestOneShareDefinition(t *testing.T) {
	rep := noblesRun(t, sim.Config{Bots: []string{"steward-lite", "random", "random"}, Games: 60, Seed: 5, Workers: 2})
	if rep.FirstSeat.Share.Mean != rep.BySeat[0].WinShare || rep.FirstSeat.Share != rep.BySeat[0].ShareCI {
		t.Errorf("first seat %+v, seat 1 share %v %+v", rep.FirstSeat.Share, rep.BySeat[0].WinShare, rep.BySeat[0].ShareCI)
	}
	sum := 0.0
	for _, g := range rep.BySeat {
		sum += g.WinShare
		if g.ShareCI.Low > g.WinShare || g.ShareCI.High < g.WinShare || g.ShareCI.Low < 0 || g.ShareCI.High > 1 {
			t.Errorf("%s: share %v outside its interval %+v", g.Name, g.WinShare, g.ShareCI)
		}
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("the seats' shares add up to %v", sum)
	}
	var b bytes.Buffer
	if err := rep.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "a victory shared by k counts 1/k") {
		t.Errorf("the report does not say what a share is:\n%s", b.String())
	}
}

func TestMargin(t *testing.T) {
	for _, c := range []struct {
		scores, winners []int
		want            int
	}{
		{[]int{10, 7, 3}, []int{0}, 3},
		{[]int{4, 9, 9}, []int{1, 2}, 5},
		{[]int{5, 5}, []int{0, 1}, 0},
		{[]int{-2, -6}, []int{0}, 4},
		{[]int{0, 0, 0}, nil, 0},
	} {
		if got := sim.Margin(c.scores, c.winners); got != c.want {
			t.Errorf("Margin(%v, %v) = %d, want %d", c.scores, c.winners, got, c.want)
		}
	}
}

// TestLengthMarginAndFires checks the designer's figures against the
// games played one by one: moves per game, the margin of victory, and
// how often each card and space fired (both games count them).
func TestLengthMarginAndFires(t *testing.T) {
	for _, g := range []game.Game{noblesgame.New(), evergreengame.New()} {
		t.Run(g.Name(), func(t *testing.T) {
			r, err := g.Rules(nil)
			if err != nil {
				t.Fatal(err)
			}
			cfg := sim.Config{Game: g, Rules: r, Bots: []string{"random", "random", "random"}, Games: 12, Seed: 8, Workers: 2}
			rep, err := sim.Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			moves, margin := 0.0, 0.0
			lo, hi := math.MaxInt, 0
			// What fired, from each game's lists (a run counts by index
			// when the game's tally can).
			type fired struct{ count, games int }
			want := map[[2]string]fired{}
			for i := range cfg.Games {
				res, err := sim.Play(&cfg, i)
				if err != nil {
					t.Fatal(err)
				}
				moves += float64(res.Moves)
				margin += float64(sim.Margin(res.Scores, res.Winners))
				lo, hi = min(lo, res.Moves), max(hi, res.Moves)
				st := g.(game.Statistician).Stats(r, 3)
				for k, list := range res.Fired {
					seen := map[string]bool{}
					for _, it := range list {
						f := want[[2]string{st.Fires[k].Key, it}]
						f.count++
						if !seen[it] {
							seen[it] = true
							f.games++
						}
						want[[2]string{st.Fires[k].Key, it}] = f
					}
				}
			}
			got := map[[2]string]fired{}
			for _, f := range rep.Fires {
				got[[2]string{f.Kind, f.Item}] = fired{f.Count, f.Games}
			}
			if !maps.Equal(got, want) {
				t.Errorf("fires by the run %v, by the games' lists %v", got, want)
			}
			n := float64(cfg.Games)
			if l := rep.Length; math.Abs(l.Moves.Mean-moves/n) > 1e-9 || l.Min != lo || l.Max != hi {
				t.Errorf("length %+v, want mean %v, %d to %d", l, moves/n, lo, hi)
			}
			if math.Abs(rep.Margin.Mean-margin/n) > 1e-9 {
				t.Errorf("margin %v, want %v", rep.Margin.Mean, margin/n)
			}
			st := g.(game.Statistician).Stats(r, 3)
			for _, kind := range st.Fires {
				total := 0
				for _, f := range rep.Fires {
					if f.Kind == kind.Key {
						total += f.Count
						if f.Games < 1 || f.Games > rep.Games || math.Abs(f.PerGame-float64(f.Count)/n) > 1e-9 {
							t.Errorf("%s %s: %+v", kind.Key, f.Item, f)
						}
					}
				}
				if total == 0 {
					t.Errorf("no %s fired in %d games", kind.Key, rep.Games)
				}
			}
			var b bytes.Buffer
			if err := rep.WriteText(&b); err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"Game length:", "Margin of victory:", st.Fires[0].Label} {
				if !strings.Contains(b.String(), want) {
					t.Errorf("text lacks %q:\n%s", want, b.String())
				}
			}
		})
	}
}

// wrapped is a bot under another type, which a Worker builds per game.
type wrapped struct{ bots.Bot }

// TestInterruptedRunKeepsPartialReport cancels a run while its fourth
// game is being played (on one worker): the games that finished make a
// report marked partial, and Run returns the cancellation beside it.
func TestInterruptedRunKeepsPartialReport(t *testing.T) {
	g := noblesgame.New()
	r, _ := g.Rules(nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var built atomic.Int64
	cfg := sim.Config{
		Game: g, Rules: r, Bots: []string{"random", "random"}, Games: 50, Seed: 2, Workers: 1,
		NewBot: func(name string) (bots.Bot, error) {
			// Two bots are built to check the names, then two per game.
			// (Wrapped, as a Worker builds a bare Random only once.)
			if built.Add(1) == 2+2*4 {
				cancel()
			}
			b, err := r.Bots().New(name)
			return wrapped{b}, err
		},
	}
	rep, err := sim.Run(ctx, cfg)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want the cancellation", err)
	}
	if rep == nil || !rep.Partial || rep.Games != 4 || rep.Asked != 50 {
		t.Fatalf("report %+v", rep)
	}
	var b bytes.Buffer
	if err := rep.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "PARTIAL: interrupted after 4 of 50 games") {
		t.Errorf("text:\n%s", b.String())
	}
	js, _ := json.Marshal(rep)
	if !strings.Contains(string(js), `"partial":true,"asked":50`) {
		t.Errorf("json: %s", js)
	}
}

func TestProgressLine(t *testing.T) {
	for _, c := range []struct {
		done, total int
		elapsed     time.Duration
		want        string
	}{
		{0, 100, 0, "0/100 games"},
		{25, 100, 5 * time.Second, "25/100 games, 5.0 games/s, about 15 s left"},
		{100, 100, 4 * time.Second, "100/100 games, 25.0 games/s"},
		{1, 10000, time.Second, "1/10000 games, 1.0 games/s, about 167 min left"},
	} {
		got := sim.ProgressLine(c.done, c.total, c.elapsed)
		if !strings.HasSuffix(got, "] "+c.want) {
			t.Errorf("ProgressLine(%d, %d, %v) = %q, want it to end %q", c.done, c.total, c.elapsed, got, c.want)
		}
	}
}

// TestCompare compares two rule sets: against itself every difference is
// nought; Nobles with a much larger income gives a clearly higher score.
func TestCompare(t *testing.T) {
	g := noblesgame.New()
	a, _ := g.Rules(nil)
	b, err := g.Rules([]byte(`{"income": {"spring": 4000, "summer": 4000, "autumn": 4000, "winter": 4000}}`))
	if err != nil {
		t.Fatal(err)
	}
	cfg := sim.Config{Game: g, Rules: a, Bots: []string{"steward-lite", "steward-lite"}, Games: 40, Seed: 4, Workers: 2}
	ra, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	self := sim.Compare(ra, ra)
	for _, d := range self.Diffs {
		if d.Diff != 0 || d.Clear() {
			t.Errorf("against itself %s differs: %+v", d.Key, d)
		}
	}
	cfg.Rules = b
	rb, err := sim.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	c := sim.Compare(ra, rb)
	var found bool
	for _, d := range c.Diffs {
		if d.Low > d.Diff || d.High < d.Diff {
			t.Errorf("%s: %v outside its interval %v–%v", d.Key, d.Diff, d.Low, d.High)
		}
		if d.Key == "gems" {
			found = true
			if !d.Clear() || d.Diff <= 0 {
				t.Errorf("more income gives no clearly larger Gems: %+v", d)
			}
		}
	}
	if !found {
		t.Errorf("no Gems in %+v", c.Diffs)
	}
	var text bytes.Buffer
	if err := c.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Rule sets compared", "Seat 1's share of victories (moves first)", "B − A", "*"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("comparison lacks %q:\n%s", want, text.String())
		}
	}
}

// shortDealer deals one seat too few.
type shortDealer struct{ *noblesgame.Game }

func (d shortDealer) Roles(r game.Rules, seats []game.Seat, into []game.Role) []game.Role {
	return d.Game.Roles(r, seats[1:], into)
}

func TestBadDealIsAnError(t *testing.T) {
	g := shortDealer{noblesgame.New()}
	r, _ := g.Rules(nil)
	_, err := sim.Play(&sim.Config{Game: g, Rules: r, Bots: []string{"random", "random"}}, 0)
	if err == nil || !strings.Contains(err.Error(), "dealt 2 set-ups and 1 roles for 2 seats") {
		t.Errorf("err %v", err)
	}
}
