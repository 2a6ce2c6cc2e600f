// Package preview runs the Rules Studio's balance previews: a few hundred
// bot games of a rule set, played in the background by package sim, and
// the same games under the default rule set to compare against, drawn as
// SVG charts with gonum.org/v1/plot.
//
// A preview is named by its Spec (how many games, which bots) and the
// rule-set code, and its results are kept in the store under Spec.Key, so
// each rule set is previewed once per Spec and the default's results are
// shared by every rule set compared with it. Every game is seeded from the
// Spec alone (game i of every preview with the same Spec has the same
// seed), so a rule set and the default meet the same dice as far as the
// rules let them: the comparison measures the rules, not the luck.
//
// The Runner bounds the work: at most Config.MaxJobs previews at once (a
// request beyond that is refused with ErrBusy, not queued), at most
// MaxGames games each, fewer with the slow search bots.
package preview
