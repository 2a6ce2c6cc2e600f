package review

import (
	"fmt"
	"io"
	"text/tabwriter"

	"evergreen/engine"
)

// Words say a report in words: Seat names the seats (nil: "Seat 1").
// Moves are worded as the report words them (Decision.PlayedWords).
type Words struct {
	Seat func(engine.Seat) string
}

// or is a, or b when a is empty, cut to a table column's width.
func or(a, b string) string {
	if a == "" {
		a = b
	}
	if r := []rune(a); len(r) > 48 {
		a = string(r[:47]) + "…"
	}
	return a
}

func (w Words) seat(s engine.Seat) string {
	if w.Seat != nil {
		if n := w.Seat(s); n != "" {
			return n
		}
	}
	return fmt.Sprintf("Seat %d", s+1)
}

// pct writes a chance as a whole percentage.
func pct(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) }

// points writes a difference in win chance in percentage points.
func points(x float64) string { return fmt.Sprintf("%+.0f", 100*x) }

// Text writes the report for people: each seat's summary, the marked
// decisions and the luck.
func (rep *Report) Text(out io.Writer, words Words) error {
	t := rep.Thresholds
	fmt.Fprintf(out, "Review of a game of %d moves, judged by %s on %d samples a move (seed %d).\n", rep.Steps, rep.Judge, rep.Samples, rep.Seed)
	fmt.Fprintf(out, "Win chances are percentages; a loss is what a move gave up against the better move, in points of win chance.\n")
	fmt.Fprintf(out, "Marks: ?! a sure loss of %.0f points or more, ? %.0f or more, ?? %.0f or more (sure: beyond %g standard errors).\n\n",
		100*t.Inaccuracy, 100*t.Mistake, 100*t.Blunder, t.Sigmas)
	for _, s := range rep.Seats {
		fmt.Fprintf(out, "%s: accuracy %.0f, average loss %.1f points of win chance and %.1f of score over %d decisions (%d forced, not counted); %d ?!, %d ?, %d ??.\n",
			words.seat(s.Seat), s.Accuracy, 100*s.AverageLoss, s.ScoreLoss, s.Decisions, s.Forced, s.Inaccuracies, s.Mistakes, s.Blunders)
		fmt.Fprintf(out, "  Win chance at the start %s; result %s (score %d); luck %s ± %.0f points; luck-adjusted result %s.\n",
			pct(s.Start), pct(s.Result), s.Score, points(s.Luck), 100*s.LuckError, pct(s.Adjusted))
	}
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "\nMOVE\tSEAT\tPLAYED\tWIN\tSCORE\tBETTER\tWIN\tSCORE\tLOSS\tMARK")
	for _, d := range rep.Decisions {
		better, win, score := "(the same)", "", ""
		if d.Best.Move != d.Played.Move {
			better, win, score = or(d.BestWords, d.Best.Move.String()), pct(d.Best.Win), fmt.Sprintf("%.1f", d.Best.Score)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%.1f\t%s\t%s\t%s\t%.0f ± %.0f\t%s\n", d.Step, words.seat(d.Seat),
			or(d.PlayedWords, d.Played.Move.String()), pct(d.Played.Win), d.Played.Score, better, win, score, 100*d.Loss, 100*d.Error, d.Mark)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "\nLUCK\tSEAT\tBEFORE\tAFTER\tLUCK")
	for _, l := range rep.Luck {
		fmt.Fprintf(tw, "move %d\t%s\t%s\t%s\t%s ± %.0f\n", l.Step, words.seat(l.Seat), pct(l.Before), pct(l.After), points(l.Luck), 100*l.Error)
	}
	return tw.Flush()
}
