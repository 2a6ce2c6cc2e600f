package content

import (
	"embed"

	"evergreen/ruleset"
)

// problemFiles are the game's own rule-set problems in each locale but
// English (problems.{locale}.json): the English format its loader words
// a problem with, and its translation. The platform's own problems
// (decoding, the checks every game makes) are ruleset's.
//
//go:embed problems.*.json
var problemFiles embed.FS

// Problems are the game's own rule-set problems by locale.
func Problems() (ruleset.Translations, error) { return ruleset.ReadTranslations(problemFiles) }
