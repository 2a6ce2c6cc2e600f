// Package bots holds players written against package engine only, so
// that they can play every game on the platform.
//
// A bot sees what its seat may see: the game's redacted View and the
// legal moves of its open decision. It never receives the omniscient
// state. Randomness comes from the *rand.Rand it is given, so a bot is
// deterministic for a given seed.
//
// Bots that search ahead (package bots/ismcts) need complete states to
// play on; a game offers them through Searchable, which samples states
// consistent with a view (its hidden parts drawn afresh, never copied
// from the real game). Stepper and Decider are optional speed-ups a
// game's state may offer, and a Policy plays out samples quickly.
//
// Several seats may have a decision open at once (simultaneous choices).
// Whoever drives bots takes them one at a time, lowest seat first (Next),
// playing each move before asking the next seat; a game keeps each
// choice out of the others' views until all are in.
//
// Every game offers the same three levels (Levels: novice, skilled,
// expert, each with the label players see), each mapped by the game's
// bots package to one of its bots (Registry.WithLevels, MustLevels);
// Careless makes a gentler player of a heuristic for the lowest
// (Registry.AddCareless), and AddSearch names a game's search bot at each
// of its levels alike in every game.
//
// bots/ismcts is Information-Set Monte Carlo Tree Search for any
// Searchable game. Bots that know a game live with that game (Nobles'
// in games/nobles/steward and games/nobles/noblesbots). The conformance
// suite every bot passes, in any game, is game/bottest: it starts games
// through package game, which sits above bots.
package bots
