package sim

import (
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"
)

// Comparing two rule sets.
//
// Two runs with the same bots, seats, games and seed play game i from the
// same seed under each rule set, so they differ by the rules alone. Each
// figure's difference (B − A) comes with a 95% interval from the two
// runs' standard errors, as if the runs were independent: the shared
// seeds make the runs' games alike, which only narrows the true
// interval, so the one given errs on the wide side. Reports read back
// from JSON compare the same way (the Studio keeps them).

// Diff is one figure compared: A's, B's, and B − A with its interval.
type Diff struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	// Percent says the figure is a proportion, its difference in
	// percentage points.
	Percent bool    `json:"percent,omitempty"`
	A       float64 `json:"a"`
	B       float64 `json:"b"`
	Diff    float64 `json:"diff"`
	Low     float64 `json:"low"`
	High    float64 `json:"high"`
}

// Clear reports whether the interval leaves out zero: the rule sets
// differ in this figure beyond what chance explains at 95%.
func (d Diff) Clear() bool { return d.Low > 0 || d.High < 0 }

// Comparison is two runs compared figure by figure.
type Comparison struct {
	A     *Report `json:"a"`
	B     *Report `json:"b"`
	Diffs []Diff  `json:"diffs"`
}

// diffOf compares two means of na and nb samples.
func diffOf(key, label string, percent bool, a Mean, na int, b Mean, nb int) Diff {
	se := func(m Mean, n int) float64 {
		if n < 1 {
			return 0
		}
		return m.SD / math.Sqrt(float64(n))
	}
	d := b.Mean - a.Mean
	h := 1.959964 * math.Hypot(se(a, na), se(b, nb))
	return Diff{Key: key, Label: label, Percent: percent, A: a.Mean, B: b.Mean, Diff: d, Low: d - h, High: d + h}
}

// proportion is k in n as a Mean of 0s and 1s.
func proportion(k, n int) Mean {
	if n == 0 {
		return Mean{}
	}
	p := float64(k) / float64(n)
	sd := 0.0
	if n > 1 {
		sd = math.Sqrt(p * (1 - p) * float64(n) / float64(n-1))
	}
	return Mean{Mean: p, SD: sd}
}

// Compare compares run b with run a: the seats' shares of victories
// (the first seat's first), shared victories, scores, game length,
// margins of victory, the game's own figures per seat and game, and each
// role's share of victories when both runs dealt roles.
func Compare(a, b *Report) *Comparison {
	c := &Comparison{A: a, B: b}
	add := func(d Diff) { c.Diffs = append(c.Diffs, d) }
	if len(a.BySeat) == len(b.BySeat) {
		for s := range a.BySeat {
			ga, gb := a.BySeat[s], b.BySeat[s]
			label := fmt.Sprintf("Seat %d's share of victories", s+1)
			if s == 0 {
				label += " (moves first)"
			}
			add(diffOf(fmt.Sprintf("seat%d_share", s+1), label, true, ga.ShareCI, ga.Samples, gb.ShareCI, gb.Samples))
		}
	}
	add(diffOf("shared_victories", "Games with a shared victory", true,
		proportion(a.SharedVictories, a.Games), a.Games, proportion(b.SharedVictories, b.Games), b.Games))
	add(diffOf("score", "Score per seat and game", false, a.All.Score, a.All.Samples, b.All.Score, b.All.Samples))
	add(diffOf("length", "Moves per game", false, a.Length.Moves, a.Games, b.Length.Moves, b.Games))
	add(diffOf("margin", "Margin of victory", false, a.Margin, a.Games, b.Margin, b.Games))
	for _, f := range a.All.Metrics {
		label := f.Key
		for _, m := range a.Stats.Metrics {
			if m.Key == f.Key && m.Label != "" {
				label = m.Label
			}
		}
		add(diffOf(f.Key, upper(label)+" per seat and game", false, f.Mean, a.All.Samples, b.All.Metric(f.Key), b.All.Samples))
	}
	for _, ra := range a.ByRole {
		for _, rb := range b.ByRole {
			if ra.Name == rb.Name {
				add(diffOf("role:"+ra.Name, ra.Name+"'s share of victories", true, ra.ShareCI, ra.Samples, rb.ShareCI, rb.Samples))
			}
		}
	}
	return c
}

// WriteText writes the comparison for people: each figure under A and
// B, the difference with its interval, and a mark where the interval
// leaves out zero.
func (c *Comparison) WriteText(w io.Writer) error {
	var b strings.Builder
	name := func(r *Report) string {
		if r.Rules != "" {
			return fmt.Sprintf("%q (%s)", r.Rules, r.RulesCode)
		}
		return r.RulesCode
	}
	fmt.Fprintf(&b, "Rule sets compared: A %s against B %s, %d and %d games, the same seeds and bots.\n",
		name(c.A), name(c.B), c.A.Games, c.B.Games)
	if c.A.Partial || c.B.Partial {
		b.WriteString("PARTIAL: a run was interrupted; each figure is over the games it finished.\n")
	}
	b.WriteString("B − A with its 95% interval; * marks a difference beyond chance (the interval leaves out 0).\n")
	b.WriteString("Among many figures, about one in twenty is marked by chance alone: play more games to be sure.\n\n")
	width := 28
	for _, d := range c.Diffs {
		width = max(width, utf8.RuneCountInString(d.Label))
	}
	fmt.Fprintf(&b, "  %-*s %10s %10s   %s\n", width, "", "A", "B", "B − A (95% interval)")
	for _, d := range c.Diffs {
		mark := " "
		if d.Clear() {
			mark = "*"
		}
		if d.Percent {
			fmt.Fprintf(&b, "  %-*s %9.1f%% %9.1f%% %+8.1f pts (%+.1f to %+.1f) %s\n",
				width, d.Label, 100*d.A, 100*d.B, 100*d.Diff, 100*d.Low, 100*d.High, mark)
		} else {
			fmt.Fprintf(&b, "  %-*s %10.2f %10.2f %+12.2f (%+.2f to %+.2f) %s\n",
				width, d.Label, d.A, d.B, d.Diff, d.Low, d.High, mark)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
