// Command noblestune searches the numbers of Nobles of Evergreen's
// authored Virtues for a rule set in which every House with its Virtue takes
// an even share of the victories at every table size, measured by the
// simulator (package sim) with Houses dealt as a table deals them.
//
// Each Virtue's numbers are scaled together by one factor (a larger
// factor is a stronger Virtue); the search moves each factor against its
// Virtue's distance from an even share over the table sizes (the
// midpoint of its least and greatest), by a step that grows while the
// direction holds and halves when it turns (Rprop), and keeps the best
// rule set seen: the one whose worst House at
// any table size is nearest even. Every evaluation plays the same seeds,
// so that two rule sets meet the same dice as far as the rules let them.
//
//	go run ./games/nobles/noblestune -iters 12 > tune.log
//
// It prints each evaluation and, last, the best patch (the virtues
// array) as JSON.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"evergreen/games/nobles/content"
	"evergreen/games/nobles/noblesgame"
	"evergreen/sim"
)

func main() {
	iters := flag.Int("iters", 10, "evaluations after the first")
	sizes := flag.String("sizes", "2,3,4,6,8", "table sizes measured")
	perRole := flag.Int("per-role", 800, "seat-games per House at each table size")
	bot := flag.String("bot", "steward", "the bot at every seat")
	seed := flag.Uint64("seed", 11, "seed of every evaluation")
	start := flag.String("start", "", "a JSON file of factors to start from ({\"open-hand\": 0.5, …})")
	flag.StringVar(&fixed, "set", "", "amounts fixed whatever the factors: virtue.modifier=amount, comma-separated (merchants-charter.2=-20)")
	flag.Parse()
	if err := run(*iters, *sizes, *perRole, *bot, *seed, *start); err != nil {
		fmt.Fprintln(os.Stderr, "noblestune:", err)
		os.Exit(1)
	}
}

// fixed is the -set flag: amounts kept whatever the factors.
var fixed string

// fortune is the Virtue with no number (a reroll): the others are tuned
// to it. Its rival in the Market, the Estate Butler, has a published
// price, which stays.
const fortune = "fortunes-eye"

// doc is the part of the default rule set the search changes.
type doc struct {
	Virtues []map[string]any `json:"virtues"`
}

func run(iters int, sizeList string, perRole int, bot string, seed uint64, start string) error {
	var def doc
	if err := json.Unmarshal(content.Default(), &def); err != nil {
		return err
	}
	var sizes []int
	for _, s := range strings.Split(sizeList, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return fmt.Errorf("-sizes: %v", err)
		}
		sizes = append(sizes, n)
	}
	houses := len(def.Virtues)
	// One factor per Virtue, by id; 1 is the default's numbers.
	var ids []string
	factor, step := map[string]float64{}, map[string]float64{}
	for _, v := range def.Virtues {
		id := v["id"].(string)
		ids = append(ids, id)
		factor[id], step[id] = 1, 0.15
	}
	if start != "" {
		b, err := os.ReadFile(start)
		if err != nil {
			return err
		}
		if err := json.Unmarshal(b, &factor); err != nil {
			return fmt.Errorf("-start: %v", err)
		}
	}
	last := map[string]float64{}
	best, bestWorst := "", math.Inf(1)
	for it := 0; it <= iters; it++ {
		patch := patchOf(def, factor)
		dev, worst, err := evaluate(patch, sizes, perRole, houses, bot, seed)
		if err != nil {
			return err
		}
		fmt.Printf("\n== evaluation %d: worst %.1f points from even (sizes %s)\n", it, worst, sizeList)
		// A Virtue's distance is the midpoint of its least and greatest
		// over the sizes, so that the worst size is the one minimised.
		// Fortune's Eye has no number: while it stays below even, every
		// other Virtue is pushed down towards it.
		floor := math.Min(0, midrange(dev[fortune]))
		for _, id := range ids {
			mid := midrange(dev[id])
			fmt.Printf("  %-22s factor %5.2f  ", id, factor[id])
			for k := range sizes {
				fmt.Printf(" %+5.1f", dev[id][k])
			}
			fmt.Printf("   mid %+5.1f\n", mid)
			if id == fortune {
				continue
			}
			mid -= floor
			// Rprop on the log of the factor.
			g := math.Copysign(1, mid)
			if last[id]*g < 0 {
				step[id] *= 0.5
			} else if last[id] != 0 {
				step[id] = math.Min(step[id]*1.3, 1)
			}
			last[id] = g
			if math.Abs(mid) > 0.3 {
				factor[id] *= math.Exp(-g * step[id])
			}
		}
		fmt.Printf("  amounts %s\n", amounts(patch))
		if worst < bestWorst {
			best, bestWorst = patch, worst
		}
	}
	fmt.Printf("\n== best: worst %.1f points from even\n%s\n", bestWorst, best)
	return nil
}

// patchOf is the default's virtues with each Virtue's numbers scaled by
// its factor, rounded to fives of Crowns and never to zero (and the -set
// amounts as given).
func patchOf(def doc, factor map[string]float64) string {
	var p doc
	for _, v := range def.Virtues {
		id := v["id"].(string)
		vv := clone(v)
		var mods []any
		for _, m := range v["modifiers"].([]any) {
			mm := clone(m.(map[string]any))
			if a, ok := mm["amount"].(float64); ok {
				mm["amount"] = round(a * factor[id])
			}
			mods = append(mods, mm)
		}
		for _, f := range strings.Split(fixed, ",") {
			var at, amount int
			name, rest, _ := strings.Cut(f, ".")
			if _, err := fmt.Sscanf(rest, "%d=%d", &at, &amount); err == nil && name == id && at < len(mods) {
				mods[at].(map[string]any)["amount"] = amount
			}
		}
		vv["modifiers"] = mods
		p.Virtues = append(p.Virtues, vv)
	}
	b, _ := json.Marshal(p)
	return string(b)
}

func clone(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func round(x float64) float64 {
	r := math.Round(x/5) * 5
	if r == 0 {
		return math.Copysign(5, x)
	}
	return r
}

// evaluate plays the patched rules at every size and returns each
// Virtue's share of victories less an even share, in points, per size,
// and the largest distance of any.
func evaluate(patch string, sizes []int, perRole, houses int, bot string, seed uint64) (map[string][]float64, float64, error) {
	g := noblesgame.New()
	r, err := g.Rules([]byte(patch))
	if err != nil {
		return nil, 0, err
	}
	dev := map[string][]float64{}
	worst := 0.0
	for k, n := range sizes {
		games := perRole * houses / n
		bots := make([]string, n)
		for i := range bots {
			bots[i] = bot
		}
		rep, err := sim.Run(context.Background(), sim.Config{Game: g, Rules: r, Bots: bots, Games: games, Seed: seed, Workers: 1})
		if err != nil {
			return nil, 0, err
		}
		for _, grp := range rep.ByRole {
			id := grp.Name[strings.Index(grp.Name, "/")+1:]
			if dev[id] == nil {
				dev[id] = make([]float64, len(sizes))
			}
			d := 100 * (grp.WinShare - 1/float64(n))
			dev[id][k] = d
			worst = math.Max(worst, math.Abs(d))
		}
	}
	return dev, worst, nil
}

// midrange is the midpoint of the least and greatest of xs.
func midrange(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	lo, hi := xs[0], xs[0]
	for _, x := range xs {
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	return (lo + hi) / 2
}

// amounts lists a patch's numbers in short: each Virtue's amounts.
func amounts(patch string) string {
	var p doc
	_ = json.Unmarshal([]byte(patch), &p)
	var b strings.Builder
	for _, v := range p.Virtues {
		fmt.Fprintf(&b, "%s", v["id"])
		for _, m := range v["modifiers"].([]any) {
			if a, ok := m.(map[string]any)["amount"]; ok {
				fmt.Fprintf(&b, " %v", a)
			}
		}
		b.WriteString("; ")
	}
	return b.String()
}
