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

import (
	"embed"
	"io/fs"
	"path"
	"strings"
)

//go:embed default.json
var defaultJSON []byte

// Default returns the default rule-set document as JSON. Each call
// returns a fresh copy the caller may modify freely.
func Default() []byte {
	return append([]byte(nil), defaultJSON...)
}

//go:embed variants/*.json
var variantsFS embed.FS

// Variant is a ready-made rule set the Studio offers: a patch onto the
// default that plays one of the seed's readings where it makes a
// coherent game (variants/*.json), badged "variant" where it differs.
type Variant struct {
	// ID is the file's name without ".json" ("forest-at-four").
	ID string
	// Patch is the document, merged onto the default to play it.
	Patch []byte
}

// Variants returns the ready-made variants in file-name order.
func Variants() []Variant {
	entries, err := fs.ReadDir(variantsFS, "variants")
	if err != nil {
		panic("content: variants: " + err.Error()) // embedded: cannot fail
	}
	var out []Variant
	for _, e := range entries {
		data, err := variantsFS.ReadFile(path.Join("variants", e.Name()))
		if err != nil {
			panic("content: variants: " + err.Error())
		}
		out = append(out, Variant{ID: strings.TrimSuffix(e.Name(), ".json"), Patch: data})
	}
	return out
}
