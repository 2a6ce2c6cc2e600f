package evergreenterm_test

import (
	"encoding/json"
	"evergreen/engine/enginetest"
	"flag"
	"fmt"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/evergreen/evergreenterm"
	"evergreen/termplay/termtest"
)

var update = flag.Bool("update", false, "rewrite testdata/words.golden.json")

// goldenPath is read by the browser's test too
// (e2e/planet/words_test.go).
const goldenPath = "testdata/words.golden.json"

// wordsGolden is what words.golden.json holds: sample events worded by
// this package's filler for the default rule set, which the browser's
// filler (evergreenui's words.js) must word the same. Every event is
// public in this game, so no case needs a viewer.
type wordsGolden struct {
	Names []string     `json:"names"`
	Cases []goldenCase `json:"cases"`
}

type goldenCase struct {
	Event engine.Event `json:"event"`
	Want  string       `json:"want"`
}

// samples are events the wording must get right: every edge the
// sentences' placeholders have (a drought with no card, a forfeited
// action and power, 0 and 1 of a thing, a seat without a name, a wild
// card, an event the table lacks), then the first few events of each
// type from whole games at one, two and four seats.
func samples(t *testing.T, rs *evergreen.Ruleset) []engine.Event {
	ev := func(typ string, seat engine.Seat, amount int, ref, detail string) engine.Event {
		return engine.Event{Type: typ, Seat: seat, Amount: amount, Ref: ref, Detail: detail}
	}
	wild, fertile := "", ""
	for _, c := range rs.Cards {
		if c.Biome == evergreen.Wild && wild == "" {
			wild = c.ID
		}
		if c.Symbol != evergreen.SymbolNone && fertile == "" {
			fertile = c.ID
		}
	}
	if wild == "" || fertile == "" {
		t.Fatal("the default rule set has no wild card or no card with a symbol")
	}
	biome := rs.Biomes[0].ID
	out := []engine.Event{
		ev(evergreen.EvCompensation, 1, 1, "", ""),
		ev(evergreen.EvCompensation, 0, 0, "", ""),
		ev(evergreen.EvCompensation, 2, 3, "", ""), // a seat the names lack
		ev(evergreen.EvSetupReveal, engine.NoSeat, 0, fertile, rs.Cards[0].Symbol),
		ev(evergreen.EvReshuffle, engine.NoSeat, 1, "", "discards"),
		ev(evergreen.EvPick, 0, 2, wild, ""),
		ev(evergreen.EvDrought, engine.NoSeat, 0, biome, ""),
		ev(evergreen.EvDrought, engine.NoSeat, 1, biome, fertile),
		ev(evergreen.EvAction, 1, 0, "", "D"),
		ev(evergreen.EvAction, 1, 0, biome, "A"),
		ev(evergreen.EvForfeit, 0, 1, "action", ""),
		ev(evergreen.EvForfeit, 0, 2, evergreen.PowerBud, ""),
		ev(evergreen.EvTrack, 0, 3, "no-such-power", ""),
		ev(evergreen.EvSun, 1, 0, "", "west"),
		ev(evergreen.EvPlant, 0, 0, "", "action"),
		ev(evergreen.EvNoCard, 1, 0, "", ""),
		ev("no_such_event", 0, 1, "", ""),
	}
	g := evergreengame.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, seats := range []int{1, 2, 4} {
		chosen := make([]game.Seat, seats)
		for i := range chosen {
			chosen[i] = game.Seat{Name: fmt.Sprintf("Seat%d", i)}
		}
		_, log := termtest.PlayThrough(t, r, uint64(seats), chosen)
		for _, e := range log {
			if seen[e.Type] < 3 {
				seen[e.Type]++
				out = append(out, e)
			}
		}
	}
	return out
}

// TestWordsGolden words the samples with the table in package content
// and compares them with testdata/words.golden.json (rewrite it with
// -update). The browser's test checks its own filler against the same
// file, so the terminal and the browser say the same words.
func TestWordsGolden(t *testing.T) {
	rs := enginetest.Load(t, evergreen.LoadRules, "")
	u, err := evergreenterm.New(rs, false)
	if err != nil {
		t.Fatal(err)
	}
	g := wordsGolden{Names: []string{"Ivy", "Oak"}}
	u.Seated([]game.Seat{{Name: g.Names[0]}, {Name: g.Names[1]}}, []string{"person", "person"})
	var table struct {
		Events map[string]string `json:"events"`
	}
	if err := json.Unmarshal(content.Words(), &table); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, e := range samples(t, rs) {
		c := goldenCase{Event: e, Want: evergreenterm.Sentence(u, e)}
		seen[e.Type] = true
		if c.Want == "" && table.Events[e.Type] != "" {
			t.Errorf("%+v is worded \"\" although the table has %q", e, table.Events[e.Type])
		}
		g.Cases = append(g.Cases, c)
	}
	for typ := range table.Events {
		if !seen[typ] {
			t.Errorf("no sample of %q, which the table words", typ)
		}
	}
	wants := make([]string, len(g.Cases))
	for i, c := range g.Cases {
		wants[i] = c.Want
	}
	termtest.WordsGolden(t, goldenPath, g, wants, func(i int) string { return g.Cases[i].Event.Type },
		*update, "go test ./games/evergreen/evergreenterm -run TestWordsGolden -update")
}
