package review

import (
	"math"
	"slices"

	"evergreen/engine"
)

// Version numbers the report's form; a stored review of another version
// is computed again.
const Version = 1

// Report is a whole review.
type Report struct {
	Version int `json:"version"`
	// Judge names the bot whose judgement was borrowed; Samples and Seed
	// are the depth and the seed, which with the game fix the report.
	Judge   string `json:"judge"`
	Samples int    `json:"samples"`
	Seed    uint64 `json:"seed"`
	// Steps is the number of moves in the game.
	Steps      int           `json:"steps"`
	Thresholds Thresholds    `json:"thresholds"`
	Seats      []SeatSummary `json:"seats"`
	// Decisions are the counted decisions (two or more legal moves) of
	// the seats reviewed, in the order of the game.
	Decisions []Decision `json:"decisions"`
	// Luck lists the chance events of the seats reviewed, in order.
	Luck []Luck `json:"luck"`
}

// Estimate is what the samples made of one move: the seat's win chance
// (its share of victory, 0 to 1) and its expected final score.
type Estimate struct {
	Move  engine.Move `json:"move"`
	Win   float64     `json:"win"`
	Score float64     `json:"score"`
}

// Decision is one counted decision.
type Decision struct {
	// Step is the move's number in the game, from 1 (the replay's step
	// once it is made).
	Step    int         `json:"step"`
	Seat    engine.Seat `json:"seat"`
	Kind    string      `json:"kind,omitempty"`
	Options int         `json:"options"`
	Played  Estimate    `json:"played"`
	// Choice is the judge's own choice; Best the better of it and the
	// move played, as the samples found them.
	Choice engine.Move `json:"choice"`
	Best   Estimate    `json:"best"`
	// Loss is the win chance the move played gave up against Best (0 when
	// it is Best), ScoreLoss the expected final score; Error is the
	// standard error of Loss.
	Loss      float64 `json:"loss"`
	ScoreLoss float64 `json:"score_loss"`
	Error     float64 `json:"error"`
	// ScoreError is the standard error of ScoreLoss, and Spread the
	// standard deviation of the final score over the samples of the
	// move played: how much the score still varies at this point.
	ScoreError float64 `json:"score_error"`
	Spread     float64 `json:"spread"`
	// Mark is "?!", "?", "??" or empty (see Thresholds).
	Mark string `json:"mark,omitempty"`
	// PlayedWords and BestWords say the two moves in the game's words,
	// when the review was given them (Config.Words).
	PlayedWords string `json:"played_words,omitempty"`
	BestWords   string `json:"best_words,omitempty"`
}

// Luck is one chance event as one seat lived it.
type Luck struct {
	Step int         `json:"step"`
	Seat engine.Seat `json:"seat"`
	// Mover made the move that brought it about.
	Mover engine.Seat `json:"mover"`
	// Before is the seat's win chance expected just before (over every
	// way chance could fall), After its win chance once it fell; Luck is
	// After less Before, and Error the standard error of Luck.
	Before float64 `json:"before"`
	After  float64 `json:"after"`
	Luck   float64 `json:"luck"`
	Error  float64 `json:"error"`
	// before holds Before sample by sample, for Error.
	before []float64
}

// Point is a seat's win chance after Step moves.
type Point struct {
	Step int     `json:"step"`
	Win  float64 `json:"win"`
}

// SeatSummary sums up one reviewed seat.
type SeatSummary struct {
	Seat engine.Seat `json:"seat"`
	// Decisions counts the seat's counted decisions, Forced its moves
	// that had no alternative (not counted).
	Decisions int `json:"decisions"`
	Forced    int `json:"forced"`
	// Accuracy is from 0 to 100 (see Accuracy); AverageLoss is the mean
	// win chance given up per counted decision, and ScoreLoss the mean
	// expected score given up.
	Accuracy    float64 `json:"accuracy"`
	AverageLoss float64 `json:"average_loss"`
	ScoreLoss   float64 `json:"score_loss"`
	// Inaccuracies (?!), Mistakes (?) and Blunders (??) count the marks.
	Inaccuracies int `json:"inaccuracies"`
	Mistakes     int `json:"mistakes"`
	Blunders     int `json:"blunders"`
	// Start is the win chance before the first move; Result the share of
	// victory won; Luck the sum over the seat's chance events; Adjusted
	// the luck-adjusted result, Result less Luck. Score is the final
	// score.
	Start    float64 `json:"start"`
	Result   float64 `json:"result"`
	Score    int     `json:"score"`
	Luck     float64 `json:"luck"`
	Adjusted float64 `json:"adjusted"`
	// LuckError is the standard error of Luck (and so of Adjusted),
	// from the luck each sample added up to over the game: one event's
	// "after" is often the next one's "before", so their errors cancel
	// and the total is far surer than its events one by one.
	LuckError float64 `json:"luck_error"`
	// Chart is the seat's win chance over the game, for the chart.
	Chart []Point `json:"chart"`
}

// Thresholds say when a decision is marked: its loss in win chance, less
// Sigmas standard errors of the estimate, must reach Inaccuracy (?!),
// Mistake (?) or Blunder (??). Lichess marks by the win chance a move
// costs and GNU Backgammon by the equity it costs; both judge on an
// engine's exact-looking figure, where ours are estimated from samples,
// so a mark here also needs the loss to stand clear of the noise.
type Thresholds struct {
	Inaccuracy float64 `json:"inaccuracy"`
	Mistake    float64 `json:"mistake"`
	Blunder    float64 `json:"blunder"`
	Sigmas     float64 `json:"sigmas"`
}

// DefaultThresholds: 5, 10 and 20 points of win chance, clear of twice
// the standard error.
var DefaultThresholds = Thresholds{Inaccuracy: 0.05, Mistake: 0.10, Blunder: 0.20, Sigmas: 2}

// Mark is the mark for a loss with standard error se.
func (t Thresholds) Mark(loss, se float64) string {
	sure := loss - t.Sigmas*se
	switch {
	case sure >= t.Blunder:
		return "??"
	case sure >= t.Mistake:
		return "?"
	case sure >= t.Inaccuracy:
		return "?!"
	}
	return ""
}

// Accuracy scores one decision from 0 to 100 by what it gave up once
// one standard error is allowed for, in win chance and in final score,
// whichever costs more: 100 for losses within the noise; about 72 for a
// sure 5 points of win chance, 51 for 10, 26 for 20; and in score, 72
// for a sure loss of half a spread (the score's standard deviation
// still ahead), 51 for a whole one. The score counts as well as the win
// because a seat far behind (or far ahead) has a win chance that no move
// changes, yet can still throw points away, as a backgammon player
// throws away a gammon.
func (d Decision) Accuracy() float64 {
	// A spread below one point (a score all but settled) counts as one.
	return 100 * min(math.Exp(-max(0, d.Loss-d.Error)/0.15), math.Exp(-max(0, d.ScoreLoss-d.ScoreError)/max(1, d.Spread)/1.5))
}

// summarise fills in the seats' summaries once the game is over.
func (rep *Report) summarise(seats []engine.Seat, start []float64, out engine.Outcome, forced []int, luckErr []float64) {
	for _, s := range seats {
		sum := SeatSummary{Seat: s, Start: start[s], Result: share(out, s), Score: out.Scores[s], Forced: forced[s]}
		chart := []Point{{0, start[s]}}
		acc := 0.0
		for _, d := range rep.Decisions {
			if d.Seat != s {
				continue
			}
			sum.Decisions++
			acc += d.Accuracy()
			sum.AverageLoss += d.Loss
			sum.ScoreLoss += d.ScoreLoss
			switch d.Mark {
			case "?!":
				sum.Inaccuracies++
			case "?":
				sum.Mistakes++
			case "??":
				sum.Blunders++
			}
			chart = append(chart, Point{d.Step - 1, d.Best.Win}, Point{d.Step, d.Played.Win})
		}
		if sum.Decisions > 0 {
			sum.Accuracy = acc / float64(sum.Decisions)
			sum.AverageLoss /= float64(sum.Decisions)
			sum.ScoreLoss /= float64(sum.Decisions)
		}
		for _, l := range rep.Luck {
			if l.Seat == s {
				sum.Luck += l.Luck
				chart = append(chart, Point{l.Step - 1, l.Before}, Point{l.Step, l.After})
			}
		}
		sum.Adjusted = sum.Result - sum.Luck
		sum.LuckError = luckErr[s]
		chart = append(chart, Point{rep.Steps, sum.Result})
		sum.Chart = tidy(chart)
		rep.Seats = append(rep.Seats, sum)
	}
}

// tidy orders a chart by step, keeping the last point given for a step
// (what was known once that move was made).
func tidy(ps []Point) []Point {
	slices.SortStableFunc(ps, func(a, b Point) int { return a.Step - b.Step })
	out := ps[:0]
	for _, p := range ps {
		if len(out) > 0 && out[len(out)-1].Step == p.Step {
			out[len(out)-1] = p
			continue
		}
		out = append(out, p)
	}
	return out
}
