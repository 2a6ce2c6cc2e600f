// Package ruleset is the game-agnostic machinery for rule sets: the JSON
// documents that hold every number, card and ruling a game's code reads.
//
// # The shape of a table's rules
//
// Each game embeds a default document, its complete standard rules. A
// table plays by that document with a rule-set document merged on top: a
// (usually small) JSON object that restates only what the table changes.
//
//	{"turns_per_season": 3, "rulings": {"surrender_stacks": true}}
//
// Merge combines the two by JSON Merge Patch (RFC 7396): objects merge key
// by key, null deletes a key, and anything else, arrays included, replaces
// what was there. A game then decodes the merged document into its own
// typed struct and checks it:
//
//	merged, err := ruleset.Merge(defaults, tableDoc)
//	if err != nil {
//		return err // a *DocError: not JSON, or not an object
//	}
//	var r Rules
//	if err := ruleset.DecodeStrict(merged, &r); err != nil {
//		return err // Problems: unknown fields, wrong types, by path
//	}
//	return r.Validate() // the game's own rules about values, as Problems
//
// # Problems, by path
//
// Everything wrong with a document is reported at once, as Problems: one
// Problem per fault, each located by a path into the document such as
// "decks.ordeal[3].effects[0].amount". DecodeStrict produces them for
// faults of shape (unknown fields, with a suggestion when one is a likely
// typo; values of the wrong type; duplicate keys). Games produce them for
// faults of meaning with the helpers Field, Index and Key to build paths,
// Problems.Add to record, and Problems.Err to return:
//
//	var ps ruleset.Problems
//	for i, c := range r.Decks.Ordeal {
//		card := ruleset.Index("decks.ordeal", i)
//		for j, e := range c.Effects {
//			at := ruleset.Index(ruleset.Field(card, "effects"), j)
//			if e.Amount <= 0 {
//				ps.Add(ruleset.Field(at, "amount"), "must be positive")
//			}
//		}
//	}
//	return ps.Err()
//
// # Canonical form and codes
//
// A rule set is known by its content, not by a name someone chose.
// Canonical rewrites a document in the one spelling shared by everything
// with the same content: keys sorted, no whitespace, minimal escaping,
// numbers by exact value (1.0 and 1 are the same). Code hashes the
// canonical form (SHA-256) into a ten-character code such as "k3v9q0x2mb",
// short enough to read aloud across a table; ParseCode reads one back as
// a person typed it. The same rules always have the same code; any change
// gives a new one. The code's doc comment explains why ten characters
// suffice and what a store of codes must still check.
//
// # Files
//
//	problems.go   Problem, Problems and the path helpers
//	merge.go      Merge
//	canonical.go  Canonical
//	number.go     how numbers are written canonically
//	write.go      how JSON is written (string escaping)
//	code.go       Code, ParseCode
//	decode.go     DecodeStrict and the checker behind it
//	load.go       Load and Patch: the pipeline every game's loader runs
//	              (one parse, every problem at once, MaxNumber)
//	fields.go     which JSON keys a Go struct accepts
//	parse.go      the JSON parser all of the above share, and DocError
//
// The package uses only the standard library. It parses JSON itself,
// rather than through encoding/json, so that it can keep key order and
// number literals exactly, notice duplicate keys, and point at the line and
// column of a syntax error; DecodeStrict still hands the final decoding to
// encoding/json, so Go values come out exactly as encoding/json makes them.
package ruleset
