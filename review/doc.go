// Package review looks back over a finished game, decision by decision,
// for any game on the platform: what each seat played beside what the
// strongest bot would have played, what the difference cost in win
// chance and in final score, and how much of the result was luck.
//
// Fairness comes first. A decision is judged from what its seat knew when
// it made it, never from the real state: the position is determinized
// from the seat's View and its history (bots.Searchable, as the search
// bots do), each candidate move is played on many such samples, and each
// sample is played out to the end by the judge's own rollouts. The judge
// is a search bot that lends its judgement (Judge; ismcts.Bot does), so a
// review weighs moves the way that bot would.
//
// Candidates are compared on common random numbers: sample r of every
// candidate shares one seed (the same hidden cards, dice and playout
// choices wherever play allows), so their difference is measured far
// more precisely than either alone, and its standard error is reported
// with it. A decision is marked only when its loss clears a threshold
// by more than twice that error (Thresholds): a review never calls a move
// a mistake on noise. Decisions with one legal move are not counted.
//
// Luck is read the same way. A move is a chance event for a seat when
// what the seat saw happen could not be foreseen from what it knew:
// probing samples of its position, the move's events or the seat's view
// afterwards come out differently from the real ones (a die, a card
// drawn into its hand, a card turned over, a secret revealed). Its luck
// is its win chance after the event less its win chance before, the
// expectation; the luck-adjusted result is the result less the luck.
//
// Everything random comes from Config.Seed, and budgets are counted in
// samples, never time, so a review is a function of the game, the judge
// and the seed.
package review
