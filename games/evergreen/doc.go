// Package evergreen is the rules of the planet game, Evergreen, for 1 to
// 4 players, written against package engine.
//
// Each player grows a forest on their own planet. A game runs through
// four seasons of 5, 4, 3 and 2 rounds. Each round the players draft one
// card each from a row of players+1; then everyone at once takes one
// action in the biome of their card and uses the card's power; the card
// nobody took goes to the fertility area. After each season the sun,
// shining from one side of the planet, scores every lit tree, and the
// largest forest scores a point per piece; then the sun turns 90°
// clockwise. At the end, every big tree scores its biome's fertility.
//
// # A tour of the code
//
//   - rules.go: the rule-set types (Rules, Biome, Planet, Power, Card,
//     Solo). Every number, card and track comes from a Ruleset; the
//     default lives as JSON in package content, with provenance badges.
//   - load.go: LoadRules merges a table's patch onto the default (package
//     ruleset), decodes it strictly and validates it, reporting every
//     problem by path ("cards[3].power: unknown power \"x\""), then
//     compiles lookup tables.
//   - setup.go: NewGame: compensation, the fertility set-up, the first
//     reveal. Setup may rig the deck (engine.Rig, deck "cards") and place
//     pieces on planets, for scenarios and tests.
//   - state.go: the State value: players, draft row, fertility area,
//     deck and generator.
//   - step.go: Apply (immutable) and Step/StepQuiet (in place), the
//     draft, the leaf and the leftover cards.
//   - act.go: the action phase, one small decision at a time per seat.
//   - legal.go: decision kinds and legal moves.
//   - score.go: sun and forest scoring, season and game end, Outcome.
//   - view.go: View, everything but the draw pile's order and the
//     generator; encode.go: the omniscient Snapshot.
//   - determinize.go: rebuilding complete states from a view for search
//     bots.
//   - evergreenbots: the bots by name: random, the gardener heuristic,
//     and ISMCTS levels that search a round or two ahead and value the
//     planets there.
//
// The tests hold the rules' oracles: score_test.go (light, shade and
// forests by table), rules_test.go (each rule of play), the scenarios in
// testdata/scenarios (each with hand-checked expectations and a golden
// log, rewritten with -update), property_test.go (random games against
// the invariants) and FuzzRules (the rule-set parser).
//
// # Moves and decisions
//
// A move is engine.Move with one name and at most one argument: an
// Option (a slot of the draft row, or a space numbered y*width+x from
// the planet's north-west corner) or an Item. During the draft only the
// drafter decides; during the action phase every seat still acting has
// its own decision open at once, and because each seat's moves touch
// only its own planet, tracks and score, the order in which they are
// applied never changes the game. A seat's turn is a chain of small
// decisions:
//
//	draft          {"move":"pick","option":2}
//	order          {"move":"order","item":"power-first"} or "action-first"
//	action         {"move":"action","item":"A"} (A, B, C or D)
//	biome          {"move":"biome","item":"snow"} (a wild card's action)
//	plant, grow,
//	plant-or-grow  {"move":"plant","option":17}, {"move":"grow","option":17}
//	sprout         {"move":"plant","option":17}
//	small-tree,
//	big-tree       {"move":"grow","option":17}
//	bush           {"move":"bush","option":17}
//	lake           {"move":"lake","option":17}
//	lake-grow      {"move":"grow","option":16} or {"move":"skip"}
//
// The bud power needs no decision: it scores at once. Events (events.go)
// report everything that happens, with no text for players in them.
//
// # Rulings
//
// Where the printed rules are silent or unclear, the package rules as
// follows; each ruling is provisional.
//
//  1. Pieces are unlimited (the rules say to substitute when they run
//     out). Off-planet spaces ("#") never take a piece but do count as
//     spaces for the length of a shadow.
//  2. Set-up reveals cards one at a time until the rule set's number of
//     fertility symbols shows. Cards with a drought symbol or none go
//     back and the whole draw pile is shuffled.
//  3. When the draw pile is empty, the discards are shuffled into a new
//     one. Should the row still come up short, it holds what there is,
//     and a seat left without a card takes no action that round.
//  4. The leaf holder picks first and then lays the leaf on the leftmost
//     card left (nearest the draw pile); the others pick in turn order
//     after the leaf holder. Whoever takes the leaf's card leads the next
//     round; if it is left over, the leaf stays. Both rules texts say so
//     ("nimmt sich zuerst eine Karte und legt dann das Blatt auf die
//     Karte, welche am nächsten am Zugstapel liegt"; "最左邊的卡").
//  5. A drought card lies on its biome's pile and turns face down the
//     most recently laid face-up fertility card of that biome; with none
//     face up it does nothing more. Only face-up fertility symbols count.
//  6. Every player chooses power-first or action-first; the two never
//     interleave. The power's marker moves before the power is used.
//  7. An action may be chosen when at least one of its steps can be
//     carried out; steps that then find no space are forfeited. If no
//     action can do anything, the action is forfeited. Power uses that
//     find no target are forfeited likewise ("all of them" means: as many
//     as can be carried out). Forfeits are announced with EvForfeit.
//  8. Action C plants and grows in either order, but never grows the
//     sprout it has just planted; action B never grows one plant twice.
//     Powers, however, may act on what the action placed.
//  9. A lake grows up to two different orthogonally adjacent plants one
//     step each (sprouts and small trees); the player may stop early
//     (skip). Growing is optional, placing the lake is not.
//  10. A wild card's action A, B or C works in one biome the player
//     chooses after choosing the action; D ignores biomes anyway.
//  11. Season scoring happens after the last round of each season (the
//     summary of the Chinese rules says after each round; the detailed
//     rules and the German text say after each season).
//  12. A tie goes to the tied player closest to the starting player in
//     turn order (the starting player first). There is no shared victory.
//     The Chinese summary's 起始玩家 also names the leaf holder in its
//     draft; we read it here as the first player, who got no
//     compensation.
//  13. Wild cards carry neither a fertility nor a drought symbol: a wild
//     card left over is discarded.
//  14. A bud's marker moves first; the bud then scores the value the
//     marker reaches (it is not used "that many times").
//  15. Players keep their drafted cards through the season (the round
//     counter) and discard them after its scoring; discards are public.
//
// The content we authored (all provisional, see package content): a
// 7×7 planet with its corners cut, six biomes of six to eight spaces;
// six power tracks of six spaces, each starting at 0; forty-two cards,
// six per biome (one per power; three fertile, one parched, two plain)
// and six wild ones; and the solitary automa and rank table.
//
// # The solitary game
//
// With one player the row holds 2+solo.extra_cards cards. The player
// picks and lays the leaf as usual; the automa, a provisional design,
// then takes the card under the leaf (its cards are discarded with the
// season's), and the leftover goes to the fertility area. The automa
// thus denies a card and steers fertility without scoring. The player
// wins by reaching solo.win_at points; the rank table solo.ranks names
// every final score (Ruleset.Rank, View.SoloRank).
package evergreen
