package evergreenterm_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/evergreen/evergreenterm"
	"evergreen/termplay/termtest"
)

// goldenCase is one sample of words.golden.json: an event and the words
// this package's filler gives it.
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
	g := termtest.Words[goldenCase]{Names: []string{"Ivy", "Oak"}}
	u.Seated([]game.Seat{{Name: g.Names[0]}, {Name: g.Names[1]}}, []string{"person", "person"})
	var table struct {
		Events map[string]string `json:"events"`
	}
	if err := json.Unmarshal(content.Words(), &table); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, e := range samples(t, rs) {
		c := goldenCase{Event: e, Want: evergreenterm.Sentence(u, e, g.Names)}
		seen[e.Type] = true
		if c.Want == "" && table.Events[e.Type] != "" {
			t.Errorf("%+v is worded \"\" although the table has %q", e, table.Events[e.Type])
		}
		g.Cases = append(g.Cases, c)
	}
	termtest.EverySampled(t, seen, table.Events)
	termtest.WordsGolden(t, termtest.WordsPath, g, func(c goldenCase) string { return c.Want }, func(c goldenCase) string { return c.Event.Type },
		*termtest.Update, "go test ./games/evergreen/evergreenterm -run TestWordsGolden -update")
}
