package highest_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"evergreen/engine"
	"evergreen/game/gametest"
	"evergreen/game/gametest/highest"
)

// options are how the conformance suite plays Highest Unique: the
// standard rules and a longer, wider variant, at every table size.
var options = gametest.Options{
	Rules:   [][]byte{nil, []byte(`{"rounds":6,"highest":9}`)},
	Games:   100,
	Secrets: secrets,
	Twin:    twin,
	Perft:   gametest.Perft{File: "testdata/perft.json", Depth: 6, Nodes: 50000},
}

func TestConformance(t *testing.T) { gametest.Run(t, highest.New(), options) }

func FuzzConformance(f *testing.F) { gametest.FuzzMoves(f, highest.New(), options) }

// secrets: the numbers other seats have picked this round. A view holds
// them nowhere under any name (twin checks that); here, the "picked"
// event announcing a pick must not carry the number.
func secrets(st engine.State, viewer engine.Seat) []gametest.Secret {
	var out []gametest.Secret
	for seat, p := range st.(*highest.State).Picks {
		if p != 0 && engine.Seat(seat) != viewer {
			out = append(out, gametest.Secret{
				What: fmt.Sprintf("seat %d's pick", seat),
				Text: fmt.Sprintf(`"type":"picked","seat":%d,"amount":%d`, seat, p),
			})
		}
	}
	return out
}

// twin re-picks, at random, every number another seat has picked this
// round: all a viewer may not know.
func twin(st engine.State, viewer engine.Seat, rng *rand.Rand) (engine.State, error) {
	s := st.(*highest.State)
	c := *s
	c.Picks = slices.Clone(s.Picks)
	highestPick := s.View(engine.Spectator).(highest.View).Highest
	hidden := false
	for seat, p := range c.Picks {
		if p != 0 && engine.Seat(seat) != viewer {
			c.Picks[seat] = 1 + rng.IntN(highestPick)
			hidden = true
		}
	}
	if !hidden {
		return nil, nil
	}
	return &c, nil
}
