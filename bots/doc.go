// Package bots holds players written against package engine only, so
// that they can play every game on the platform.
//
// A bot sees what its seat may see: the game's redacted View and the
// legal moves of its open decision. It never receives the omniscient
// state. Randomness comes from the *rand.Rand it is given, so a bot is
// deterministic for a given seed.
package bots
