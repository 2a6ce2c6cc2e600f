package evergreenbots

import (
	"math/rand/v2"
	"testing"

	"evergreen/bots"
	"evergreen/games/evergreen"
)

func BenchmarkValue(b *testing.B) {
	rs, _ := evergreen.Default()
	st, _ := evergreen.NewGame(rs, evergreen.Setup{Seed: 1, Seats: make([]evergreen.SeatSetup, 2)})
	final, _, _, _ := bots.PlayOut(st, []bots.Bot{bots.Random{}, bots.Random{}}, rand.New(rand.NewPCG(1, 1)), 150)
	s := final.(*evergreen.State)
	g := NewGardener(rs)
	for b.Loop() {
		g.value(s, 0)
	}
}
