// Package content holds the default rule set of Everdell as embedded JSON
// data.
//
// default.json is base Everdell as its published rules describe it: the
// 48 kinds of card (128 cards) with their costs, points, counts, pairings
// and powers written in the effect vocabulary of package everdell; the 8
// basic locations, 11 forest locations, the Haven and the 4 journeys; the
// 4 basic and 16 special events; the seasons' worker schedule; the hand,
// city and Meadow sizes. Names, costs, points and counts are facts of the
// published game; no text of the published cards is copied here, and the
// words shown to players are written by this project.
//
// Every entry carries a provenance badge ("source" for what the published
// rules state, "provisional" for our own reading where they are unclear).
package content

import "embed"

//go:embed default.json
var defaultJSON []byte

// Default returns the default rule-set document as JSON. Each call
// returns a fresh copy the caller may modify freely.
func Default() []byte {
	return append([]byte(nil), defaultJSON...)
}

// Variants holds the ready-made variants the Studio offers beside the
// default, under variants/: one patch onto the default per file (*.json,
// named by its id) that plays one of the seed's readings where it makes
// a coherent game, badged "variant" where it differs (game.ReadVariants
// reads them).
//
//go:embed variants/*.json
var Variants embed.FS
