package review_test

import (
	"context"
	"reflect"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/review"
)

func reviewDuel(t *testing.T, start engine.State, moves []engine.SeatedMove, seed uint64) *review.Report {
	t.Helper()
	rep, err := review.Run(context.Background(), review.Game{Start: start, Moves: moves}, duelJudge(), review.Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// decisionAt is the judged decision of seat on its turn-th take.
func decisionAt(t *testing.T, rep *review.Report, step int) review.Decision {
	t.Helper()
	for _, d := range rep.Decisions {
		if d.Step == step {
			return d
		}
	}
	t.Fatalf("no decision judged at move %d", step)
	return review.Decision{}
}

// TestWinsOutright: on the last turn of a two-turn duel in which the
// first seat took 1 (2 or 3 points), taking 3 wins outright whatever the
// dice (4 or 5); taking 0 loses or at best ties. The review marks take(0) a blunder on
// every seed, names take(3) as better, and leaves take(3) unmarked.
func TestWinsOutright(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		for _, k := range []int{0, 3} {
			start, moves := playDuel(seed, 2, [2]bots.Bot{}, map[int]int{0: 1, 1: k})
			rep := reviewDuel(t, start, moves, seed)
			d := decisionAt(t, rep, 4)
			if k == 0 && (d.Mark != "??" || d.Best.Move != engine.WithOption("take", 3) || d.Best.Win != 1) {
				t.Errorf("seed %d: take(0) against a sure win judged %+v, want ?? and take(3) at 100%%", seed, d)
			}
			if k == 3 && (d.Mark != "" || d.Loss != 0) {
				t.Errorf("seed %d: the winning take(3) judged %+v, want no loss and no mark", seed, d)
			}
		}
	}
}

// TestForfeit: taking 0 instead of 3 on the first turn of a six-turn
// duel gives three points away for nothing; the review marks it on every
// seed, and says by how much the expected score fell.
func TestForfeit(t *testing.T) {
	judge := duelJudge()
	for seed := uint64(1); seed <= 12; seed++ {
		start, moves := playDuel(seed, 6, [2]bots.Bot{judge, judge}, map[int]int{0: 0})
		rep := reviewDuel(t, start, moves, seed)
		d := decisionAt(t, rep, 2)
		if d.Mark == "" || d.Best.Move != engine.WithOption("take", 3) {
			t.Errorf("seed %d: forfeiting 3 points judged %+v, want a mark and take(3) as better", seed, d)
		}
		if d.ScoreLoss < 2.5 || d.ScoreLoss > 3.5 {
			t.Errorf("seed %d: forfeiting 3 points cost %.2f points by the review, want about 3", seed, d.ScoreLoss)
		}
	}
}

// TestDecidedGame: with the game already won, taking 0 instead of 3
// changes no win chance, so it gets no mark, but it throws 3 points away
// for nothing, and its accuracy says so.
func TestDecidedGame(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		start, moves := playDuel(seed, 3, [2]bots.Bot{}, map[int]int{0: 3, 1: 0, 2: 0})
		rep := reviewDuel(t, start, moves, seed)
		d := decisionAt(t, rep, 6)
		if d.Mark != "" || d.Loss != 0 || d.Played.Win != 1 {
			t.Errorf("seed %d: a move in a won game judged %+v, want no loss of win chance and no mark", seed, d)
		}
		if d.ScoreLoss != 3 || d.Best.Move != engine.WithOption("take", 3) || d.Accuracy() > 20 {
			t.Errorf("seed %d: throwing 3 points away judged %+v (accuracy %.0f), want take(3) better by 3 points and a low accuracy", seed, d, d.Accuracy())
		}
	}
}

// TestSameBot: a game between the judge and itself has no mark at all
// in duels (each take of 3 is the best), and the rolls, forced, are
// chance events, not decisions.
func TestSameBot(t *testing.T) {
	judge := duelJudge()
	for seed := uint64(1); seed <= 5; seed++ {
		start, moves := playDuel(seed, 6, [2]bots.Bot{judge, judge}, nil)
		rep := reviewDuel(t, start, moves, seed)
		for _, s := range rep.Seats {
			if s.Inaccuracies+s.Mistakes+s.Blunders != 0 {
				t.Errorf("seed %d: seat %d marked %d times playing as the judge", seed, s.Seat, s.Inaccuracies+s.Mistakes+s.Blunders)
			}
			if s.Decisions != 3 || s.Forced != 3 {
				t.Errorf("seed %d: seat %d has %d decisions and %d forced moves, want 3 and 3", seed, s.Seat, s.Decisions, s.Forced)
			}
		}
		if len(rep.Luck) != 12 {
			t.Errorf("seed %d: %d chance events, want each of the 6 rolls for both seats (12)", seed, len(rep.Luck))
		}
	}
}

// TestNoiseUnmarked: in flat duels no move is better than another, so
// every loss the samples find is noise; a review on few samples finds
// such losses of 5 points and more, but marks almost none of them, as a
// mark needs the loss clear of twice its standard error.
func TestNoiseUnmarked(t *testing.T) {
	judge := duelJudge()
	decisions, marks, noisy := 0, 0, 0
	for seed := uint64(1); seed <= 10; seed++ {
		start, moves := playDuel(seed, 8, [2]bots.Bot{bots.Random{}, bots.Random{}}, nil)
		start.(*duel).flat = true
		rep, err := review.Run(context.Background(), review.Game{Start: start, Moves: moves}, judge, review.Config{Seed: seed, Samples: 16})
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range rep.Decisions {
			decisions++
			if d.Loss >= rep.Thresholds.Inaccuracy {
				noisy++
			}
			if d.Mark != "" {
				marks++
			}
		}
	}
	t.Logf("%d decisions, %d with a loss of 5 points or more found on noise, %d marked", decisions, noisy, marks)
	if noisy < 10 || marks*40 > decisions {
		t.Errorf("%d decisions, %d noisy losses, %d marks: want noise found and at most one mark in forty decisions", decisions, noisy, marks)
	}
}

// TestRandomSeat: against the judge, a random seat's accuracy is far
// below the judge's own.
func TestRandomSeat(t *testing.T) {
	judge := duelJudge()
	var acc [2]float64
	const games = 5
	for seed := uint64(1); seed <= games; seed++ {
		start, moves := playDuel(seed, 6, [2]bots.Bot{judge, bots.Random{}}, nil)
		rep := reviewDuel(t, start, moves, seed)
		for _, s := range rep.Seats {
			acc[s.Seat] += s.Accuracy / games
		}
	}
	t.Logf("accuracy: judge %.1f, random %.1f", acc[0], acc[1])
	if acc[0] < 95 || acc[1] > acc[0]-25 {
		t.Errorf("accuracy: judge %.1f, random %.1f; want the judge near 100 and random far below", acc[0], acc[1])
	}
}

// TestDeterministic: the same game and seed give the same report.
func TestDeterministic(t *testing.T) {
	start, moves := playDuel(9, 6, [2]bots.Bot{duelJudge(), bots.Random{}}, nil)
	a := reviewDuel(t, start, moves, 4)
	b := reviewDuel(t, start, moves, 4)
	if !reflect.DeepEqual(a, b) {
		t.Error("two reviews of one game with one seed differ")
	}
}
