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
// The Runner bounds the work: at most MaxGames games a preview, fewer
// with the slow search bots; at most Config.MaxPerClient previews running
// per client and Config.MaxJobs in all (beyond them ErrBusy); a preview's
// cost (Spec.Cost × its games) charged to its client through its
// jobs.Pool, which refuses one too dear. Its games run in that pool, a
// slot per game in a fair queue over the clients, so that one client's
// flood waits behind everyone else's next game and live tables keep
// their cores. A preview nobody has watched or asked after for
// Config.IdleStop is stopped, whoever started it.
package preview
