package evergreenterm_test

import (
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/evergreen/evergreenterm"
	"evergreen/termplay/termtest"
)

// silent are the events the screens show themselves instead of the log.
var silent = map[string]bool{
	evergreen.EvSetupReveal: true, evergreen.EvReveal: true, evergreen.EvDone: true,
}

// Every event of whole games at each table size is worded, and worded
// without a formatting slip or an id where a name belongs.
func TestEveryEventWorded(t *testing.T) {
	g := evergreengame.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	rs := r.(*evergreengame.Rules).RS
	seen := map[string]bool{}
	for seats := 1; seats <= 4; seats++ {
		u, err := evergreenterm.New(rs, false)
		if err != nil {
			t.Fatal(err)
		}
		chosen := make([]game.Seat, seats)
		who := make([]string, seats)
		for i := range chosen {
			chosen[i] = game.Seat{Name: "Seat" + string(rune('A'+i))}
			who[i] = "person"
		}
		u.Seated(chosen, who)
		// The moves vary (termtest.PlayThrough), so lakes, bushes and buds all occur.
		st, log := termtest.PlayThrough(t, r, uint64(seats), chosen)
		for i, e := range log {
			seen[e.Type] = true
			text := u.Events(engine.RedactAll(log[:i+1], engine.Spectator), i, engine.Spectator, "")
			if silent[e.Type] {
				if text != "" {
					t.Errorf("%s is worded %q, but the screens show it", e.Type, text)
				}
				continue
			}
			if text == "" {
				t.Errorf("event %+v is not worded", e)
			}
			if strings.Contains(text, "%!") || strings.Contains(text, "-tree ") {
				t.Errorf("event %+v is worded %q", e, text)
			}
		}
		if !strings.Contains(u.Final(st.View(engine.Spectator), 1), "The final scoring") {
			t.Errorf("%d seats: no final scoring", seats)
		}
	}
	for _, typ := range []string{evergreen.EvLake, evergreen.EvBush, evergreen.EvBud, evergreen.EvGrow, evergreen.EvSun, evergreen.EvForest, evergreen.EvFertileScore, evergreen.EvAutoma} {
		if !seen[typ] {
			t.Errorf("no %s event in the games played: the test covers less than it claims", typ)
		}
	}
}
