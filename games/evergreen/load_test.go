package evergreen_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/ruleset"
)

func TestDefaultRules(t *testing.T) {
	rs := defaultRuleset(t)
	r := rs.Rules
	eq(t, "seasons", r.Seasons, []int{5, 4, 3, 2})
	eq(t, "compensation", r.Compensation, []int{0, 1, 2, 3})
	eq(t, "fertility set-up", r.FertilitySetup, 5)
	eq(t, "sun", r.Sun, evergreen.Sun{SmallPoints: 1, BigPoints: 2, SmallShade: 1, BigShade: 2, ForestPoints: 1})
	eq(t, "rounds", rs.Rounds(), 14)
	if len(r.Cards) != 42 || len(r.Biomes) != 6 || len(r.Powers) != 6 {
		t.Fatalf("%d cards, %d biomes, %d powers", len(r.Cards), len(r.Biomes), len(r.Powers))
	}
	per := map[string]int{}
	for _, c := range r.Cards {
		per[c.Biome]++
		if c.Provenance != evergreen.Provisional {
			t.Errorf("card %s: authored by us, so provisional, got %q", c.ID, c.Provenance)
		}
	}
	for _, b := range append([]string{evergreen.Wild}, "grassland", "flowers", "wheat", "rock", "swamp", "snow") {
		if per[b] != 6 {
			t.Errorf("%d %s cards, want 6", per[b], b)
		}
	}
	for _, k := range []string{"seasons", "compensation", "fertility_setup", "sun_start", "sun"} {
		if r.Provenance[k] != evergreen.Source {
			t.Errorf("provenance.%s = %q: the printed rules state it", k, r.Provenance[k])
		}
	}
	for _, k := range []string{"planet", "solo"} {
		if r.Provenance[k] != evergreen.Provisional {
			t.Errorf("provenance.%s = %q: we authored it", k, r.Provenance[k])
		}
	}
	if rs.Rank(0) == "" || rs.Rank(r.Solo.WinAt) == rs.Rank(0) {
		t.Errorf("solo rank table: %v", r.Solo.Ranks)
	}
}

// TestRuleProblems checks that faults are reported at their paths.
func TestRuleProblems(t *testing.T) {
	for _, tc := range []struct {
		patch, path, msg string
	}{
		{`{"game":"nobles"}`, "game", `must be "evergreen"`},
		{`{"seasons":[]}`, "seasons", "must list 1 to 8 seasons"},
		{`{"seasons":[5,0]}`, "seasons[1]", "must be 1 to 12 rounds"},
		{`{"compensation":[0,1]}`, "compensation", "each of 4 seats"},
		{`{"compensation":[0,-1,2,3]}`, "compensation[1]", "must not be negative"},
		{`{"sun_start":"up"}`, "sun_start", `got "up"`},
		{`{"sun":{"big_shade":-1}}`, "sun.big_shade", "must be 0 to 100"},
		{`{"fertility_setup":99}`, "fertility_setup", "18 fertility symbols"},
		{`{"planet":{"rows":["GG","G"]}}`, "planet.rows[1]", "as wide as the first row"},
		{`{"planet":{"rows":["GFWRMX"]}}`, "planet.rows[0]", `space 5 is "X"`},
		{`{"planet":{"rows":["GFWRM#"]}}`, "biomes[5].letter", "marks no space"},
		{`{"provenance":{"sun":"rumour"}}`, "provenance.sun", `got "rumour"`},
		{`{"solo":{"extra_cards":9}}`, "solo.extra_cards", "must be 0 to 3"},
		{`{"solo":{"ranks":[{"min":5,"title":"a"},{"min":5,"title":"b"}]}}`, "solo.ranks[1].min", "must be above"},
		{`{"sunstart":"north"}`, "sunstart", "unknown field"},
	} {
		_, err := evergreen.LoadRules([]byte(tc.patch))
		if !hasProblem(err, tc.path, tc.msg) {
			t.Errorf("%s: want %s: …%s…, got %v", tc.patch, tc.path, tc.msg, err)
		}
	}
	// Faults inside arrays: patch the document's cards and powers.
	doc := string(content.Default())
	for _, tc := range []struct {
		old, new, path, msg string
	}{
		{`"power": "bush", "symbol": "drought"`, `"power": "x", "symbol": "drought"`, "cards[3].power", `unknown power "x"`},
		{`"id": "grassland-lake", "biome": "grassland"`, `"id": "grassland-lake", "biome": "moon"`, "cards[4].biome", `unknown biome "moon"`},
		{`"id": "wild-bud", "biome": "wild", "power": "bud", "symbol": "none"`, `"id": "wild-bud", "biome": "wild", "power": "bud", "symbol": "drought"`, "cards[41].symbol", "a wild card has no biome"},
		{`"id": "grassland-lake"`, `"id": "grassland-sprout"`, "cards[4].id", "already used"},
		{`{"id": "bud", "name": "Bud"`, `{"id": "leaf", "name": "Bud"`, "powers[5].id", `unknown power "leaf"`},
		{`"track": [0, 1, 2, 3, 4, 5]`, `"track": []`, "powers[5].track", "1 to 12 values"},
		{`"colour": "#7cb342"`, `"colour": "green"`, "biomes[0].colour", "must be a colour"},
	} {
		if !strings.Contains(doc, tc.old) {
			t.Fatalf("the default document no longer holds %s", tc.old)
		}
		_, err := evergreen.LoadDocument([]byte(strings.Replace(doc, tc.old, tc.new, 1)))
		if !hasProblem(err, tc.path, tc.msg) {
			t.Errorf("%s: want %s: …%s…, got %v", tc.new, tc.path, tc.msg, err)
		}
	}
}

func hasProblem(err error, path, msg string) bool {
	var ps ruleset.Problems
	if !errors.As(err, &ps) {
		return false
	}
	for _, p := range ps {
		if p.Path == path && strings.Contains(p.Message, msg) {
			return true
		}
	}
	return false
}

// FuzzRules feeds rule-set patches to the loader: it must never panic,
// and a patch it accepts must give a rule set whose games can start and
// whose canonical document loads again to the same code.
func FuzzRules(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "rules", "*.json"))
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"seasons":[1,1],"planet":{"rows":["GFWRMS"]}}`))
	f.Fuzz(func(t *testing.T, patch []byte) {
		rs, err := evergreen.LoadRules(patch)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without a message")
			}
			return
		}
		again, err := evergreen.LoadDocument(rs.Doc)
		if err != nil || again.Code != rs.Code {
			t.Fatalf("the canonical document does not reload: %v", err)
		}
		for seats := 1; seats <= evergreen.MaxSeats; seats++ {
			if _, err := evergreen.NewGame(rs, evergreen.Setup{Seed: 1, Seats: make([]evergreen.SeatSetup, seats)}); err != nil {
				t.Fatalf("%d seats: %v", seats, err)
			}
		}
	})
}
