package everdell

import (
	"evergreen/engine/enginetest"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
)

var update = enginetest.Update

// soloFixture is a one-seat game against the rival of our design (the
// "rival" variant) with a fresh rival that has not acted.
func soloFixture(t *testing.T) *State {
	t.Helper()
	s := soloState(t, rivalPatch)
	for _, l := range s.rival.Blocked {
		s.occ[l] = removeOne(s.occ[l], RivalSeat)
	}
	s.discard = append(s.discard, s.rival.Cards...)
	for _, e := range s.rival.Events {
		s.eventOwner[e] = -1
	}
	s.rival = &Rival{}
	return s
}

// TestRivalActs: what the rival does in each season, by the default
// tables (blockers 1 1 2 2, Meadow 1 2 2 3, events 0 1 1 1).
func TestRivalActs(t *testing.T) {
	cases := []struct {
		season                      int
		blocked, took, claimed, pts int
	}{
		{0, 1, 1, 0, 0},
		{1, 1, 2, 1, 5},
		{2, 2, 2, 1, 10},
		{3, 2, 3, 1, 20},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprint("season ", tc.season), func(t *testing.T) {
			s := soloFixture(t)
			// Workers from an earlier season come home first.
			s.rivalActs(0, new([]engine.Event))
			prev := slices.Clone(s.rival.Blocked)
			s.rival = &Rival{Blocked: prev}
			var evs []engine.Event
			s.rivalActs(tc.season, &evs)
			r := s.rival
			if len(r.Blocked) != tc.blocked || len(r.Cards) != tc.took || len(r.Events) != tc.claimed {
				t.Fatalf("blocked %d, took %d, claimed %d; want %d, %d, %d", len(r.Blocked), len(r.Cards), len(r.Events), tc.blocked, tc.took, tc.claimed)
			}
			rivals := 0
			for i, o := range s.occ {
				for _, seat := range o {
					if seat == RivalSeat {
						rivals++
						if l := s.rs.Locations[i]; s.spacesAt(i) == 0 || (l.Kind != LocBasic && l.Kind != LocForest) {
							t.Errorf("a rival worker on %s, which it may not block", l.ID)
						}
					}
				}
				if n := s.spacesAt(i); n > 0 && len(o) > n {
					t.Errorf("%s holds %d workers in %d spaces", s.rs.Locations[i].ID, len(o), n)
				}
			}
			if rivals != tc.blocked {
				t.Errorf("%d rival workers on the board, want %d (the earlier ones came home)", rivals, tc.blocked)
			}
			if len(s.meadow) != s.rs.Meadow {
				t.Errorf("a Meadow of %d", len(s.meadow))
			}
			for _, e := range r.Events {
				if s.rs.Events[e].Kind != "basic" || s.eventOwner[e] != RivalSeat {
					t.Errorf("claimed %s, owner %d", s.rs.Events[e].ID, s.eventOwner[e])
				}
			}
			want := tc.pts + 3*tc.claimed
			for _, c := range r.Cards {
				want += s.rs.Cards[c].Points + 2
			}
			if got := s.RivalScore(); got != want {
				t.Errorf("rival scores %d, want %d", got, want)
			}
			if n := len(evs); n != tc.blocked+tc.took+tc.claimed+tc.took {
				// one event per block, take and claim, and one per Meadow refill
				t.Errorf("%d events: %v", n, evs)
			}
		})
	}
}

// TestRivalCloses: a blocked location and a claimed event are closed to
// the lone player.
func TestRivalCloses(t *testing.T) {
	s := soloFixture(t)
	s.setCity(t, 0, "farm", "farm", "mine", "general-store")
	l, e := s.rs.locID["three-twigs"], s.rs.eventID["basic-production"]
	cases := []struct {
		name string
		move engine.Move
		shut func()
	}{
		{"a blocked location", it(MPlace, "three-twigs"), func() { s.occ[l] = []int{RivalSeat} }},
		{"a claimed event", it(MAchieve, "basic-production"), func() { s.eventOwner[e] = RivalSeat }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if !slices.Contains(s.Legal(0, nil), tc.move) {
				t.Fatalf("%s is not open before the rival", tc.move)
			}
			tc.shut()
			if slices.Contains(s.Legal(0, nil), tc.move) {
				t.Errorf("%s is open though the rival holds it", tc.move)
			}
		})
	}
}

// TestSoloOutcome: the lone player wins only with more points than the
// rival; the rank names the margin.
func TestSoloOutcome(t *testing.T) {
	cases := []struct {
		player, rival int
		win           bool
		rank          string
	}{
		{10, 30, false, "Outfoxed"},
		{30, 30, false, "Outfoxed"},
		{31, 30, true, "Settler"},
		{40, 30, true, "Mayor"},
		{55, 30, true, "Legend of Everdell"},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%d against %d", tc.player, tc.rival), func(t *testing.T) {
			s := soloFixture(t)
			s.players[0].Points = tc.player
			s.rival.Season = 3 // the rival's points all come with autumn
			s.rs = withSoloPoints(t, tc.rival)
			s.over = true
			o := s.Outcome()
			if got := len(o.Winners) == 1; got != tc.win || o.Scores[0] != tc.player {
				t.Errorf("outcome %+v, want win %v", o, tc.win)
			}
			if got := s.SoloRank(); got != tc.rank {
				t.Errorf("rank %q, want %q", got, tc.rank)
			}
			if v := s.ViewFor(0); v.Rival == nil || v.Rival.Score != tc.rival || v.Rival.Rank != tc.rank {
				t.Errorf("view's rival %+v", v.Rival)
			}
		})
	}
}

// withSoloPoints is the default rule set with the rival scoring exactly
// total through its seasons (all in autumn).
func withSoloPoints(t *testing.T, total int) *Ruleset {
	t.Helper()
	rs, err := LoadRules(fmt.Appendf(nil, `{"solo": {"opponent": "rival", "points": [0, 0, 0, %d]}}`, total))
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// TestSoloValidation: a broken solo table is refused with its path.
func TestSoloValidation(t *testing.T) {
	cases := []struct {
		patch, path string
	}{
		{`{"solo": {"blockers": [1, 1, 2]}}`, "solo.blockers"},
		{`{"solo": {"meadow": [1, -1, 2, 2]}}`, "solo.meadow[1]"},
		{`{"solo": {"points_per_card": 99}}`, "solo.points_per_card"},
		{`{"solo": {"ranks": [{"min": 5, "title": "a"}, {"min": 5, "title": "b"}]}}`, "solo.ranks[1].min"},
		{`{"solo": {"ranks": [{"min": 5, "title": ""}]}}`, "solo.ranks[0].title"},
	}
	for _, tc := range cases {
		t.Run(tc.path, func(t *testing.T) {
			_, err := LoadRules([]byte(tc.patch))
			if err == nil || !strings.Contains(err.Error(), tc.path) {
				t.Errorf("error %v, want one at %s", err, tc.path)
			}
		})
	}
	// A rule set without the rival: a lone player plays for score alone.
	rs, err := LoadRules([]byte(`{"solo": null}`))
	if err != nil {
		t.Fatalf("no rival: %v", err)
	}
	if rs.Solo != nil {
		t.Fatalf("solo %+v survived null", rs.Solo)
	}
	st, _, err := NewGame(rs, Setup{Seed: 1, Seats: []SeatSetup{{Name: "a"}}})
	if err != nil {
		t.Fatal(err)
	}
	if st.rival != nil || st.ViewFor(0).Rival != nil {
		t.Error("a rival without solo tables")
	}
}

// TestSoloGolden plays a whole solitary game against the rival of our
// design at random from a fixed seed and compares what the rival did and
// the result with testdata/solo-golden.txt (rewrite with -update).
func TestSoloGolden(t *testing.T) {
	soloGolden(t, rivalPatch, "solo-golden.txt", "rival", "the solitary game", func(b *strings.Builder, e engine.Event) {
		switch e.Type {
		case EvRivalBlock, EvRivalTake, EvRivalClaim, EvPrepare, EvPass:
			fmt.Fprintf(b, "%s %s\n", e.Type, e.Ref)
		case EvRivalEnd, EvEnd:
			fmt.Fprintf(b, "%s %d\n", e.Type, e.Amount)
		}
	})
}

// soloGolden plays a whole solitary game under the default rules with
// patch on them, at random from a fixed seed, writes each event through
// note and the result (naming the opponent who), and compares it with
// testdata/file (rewritten with -update); what names the game in errors.
func soloGolden(t *testing.T, patch, file, who, what string, note func(*strings.Builder, engine.Event)) {
	t.Helper()
	rs, err := LoadRules([]byte(patch))
	if err != nil {
		t.Fatal(err)
	}
	st, evs, err := NewGame(rs, Setup{Seed: 11, Seats: []SeatSetup{{Name: "Ada"}}})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	noteAll := func(evs []engine.Event) {
		for _, e := range evs {
			note(&b, e)
		}
	}
	noteAll(evs)
	rng := rand.New(rand.NewPCG(11, 7))
	for moves := 0; !st.over; moves++ {
		if moves > 5000 {
			t.Fatal("no end")
		}
		ds := st.Pending()
		next, evs, err := st.Apply(ds[0].Seat, ds[0].Moves[rng.IntN(len(ds[0].Moves))])
		if err != nil {
			t.Fatal(err)
		}
		noteAll(evs)
		st = next.(*State)
	}
	o := st.Outcome()
	fmt.Fprintf(&b, "player %d %s %d won %v rank %s\n", o.Scores[0], who, st.RivalScore(), len(o.Winners) == 1, st.SoloRank())
	path := filepath.Join("testdata", file)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (create it with -update)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("%s differs from %s:\ngot\n%s\nwant\n%s", what, path, got, want)
	}
}

// rivalPatch is the Studio variant with the rival of our design.
const rivalPatch = `{"solo": {"opponent": "rival"}}`

// soloState is fixture(t, 1) under the default rule set with patch on it.
func soloState(t *testing.T, patch string) *State {
	t.Helper()
	rs, err := LoadRules([]byte(patch))
	if err != nil {
		t.Fatal(err)
	}
	mutate(t, rs)
	s, _, err := NewGame(rs, Setup{Seed: 1, Seats: []SeatSetup{{Name: "p"}}})
	if err != nil {
		t.Fatal(err)
	}
	s.discard = append(s.discard, s.players[0].Hand...)
	s.players[0].Hand = nil
	return s
}
