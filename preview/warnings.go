package preview

import (
	"fmt"
	"math"
	"strings"

	"evergreen/sim"
)

// Band is how far, in points of the share of victories, a seat or a role
// (a Nobles House with its Virtue) may stray from an even share before a
// preview warns: 3 points (at two seats, 47% to 53%).
const Band = 0.03

// Warnings says in words which seats and roles of rep fall outside the
// Band round an even share of the victories, each with its 95% interval,
// in the game's own words: "House Ashgrove (Royal Favour) wins 38.0% of
// the games at 2 Houses (95% interval 34.1–41.9%); even is 50.0%". A
// share outside the Band whose interval still holds an even share is
// not clearly off, and is not warned of: a short preview would otherwise
// warn of its own luck. Roles come first, in the report's order, then
// the seats.
func Warnings(rep *sim.Report) []string {
	if rep == nil || len(rep.BySeat) == 0 || rep.Games == 0 {
		return nil
	}
	n := len(rep.BySeat)
	even := 1 / float64(n)
	table := rep.Stats.Seats.Label
	if table == "" {
		table = "players"
	}
	var out []string
	warn := func(name string, g sim.Group) {
		ci := g.ShareCI
		if math.Abs(g.WinShare-even) <= Band || (ci.Low <= even && even <= ci.High) {
			return
		}
		out = append(out, fmt.Sprintf("%s wins %s of the games at %d %s (95%% interval %s–%s); even is %s",
			name, pct(g.WinShare), n, table, pctBare(ci.Low), pct(ci.High), pct(even)))
	}
	for _, g := range rep.ByRole {
		name := g.Title
		if name == "" {
			name = g.Name
		}
		warn(name, g)
	}
	for s, g := range rep.BySeat {
		name := fmt.Sprintf("Seat %d", s+1)
		if s == 0 {
			name += ", which moves first,"
		}
		warn(name, g)
	}
	return out
}

func pct(x float64) string { return pctBare(x) + "%" }

func pctBare(x float64) string { return strings.TrimSuffix(fmt.Sprintf("%.1f", 100*x), ".0") }
