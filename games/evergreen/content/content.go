// Package content holds the default rule set of the planet game as
// embedded JSON data.
//
// default.json is the complete rule set a table plays when it changes
// nothing: the season lengths, compensation, fertility set-up and sun
// scoring of the printed rules, and, where the printed rules are silent,
// our own authoring: the six biomes and the planet's layout, the six
// power tracks, the forty-two cards (six per biome, one per power, three
// of them fertile and one parched, plus six wild cards) and the solitary
// automa with its rank table.
//
// Everything carries a provenance badge, on the entry itself (biomes,
// powers, cards) or in the top-level "provenance" map (the scalar
// sections): "source" for what the printed rules state, "provisional"
// for what we authored. All names and text are original to this project.
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
// named by its id), each badged "variant" where it differs, never the
// default itself (game.ReadVariants reads them).
//
//go:embed variants/*.json
var Variants embed.FS
