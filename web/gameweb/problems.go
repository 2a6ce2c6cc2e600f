package gameweb

import (
	"fmt"

	"evergreen/game"
	"evergreen/ruleset"
)

// ProblemWording is how g's rule-set problems read in each locale: the
// platform's own translations and g's (game.ProblemTexter), checked
// once. A game that offers none has its own problems read in English.
func ProblemWording(g game.Game) (*ruleset.Wording, error) {
	var own []ruleset.Translations
	if pt, ok := g.(game.ProblemTexter); ok && pt.ProblemTexts() != nil {
		own = append(own, pt.ProblemTexts())
	}
	w, err := ruleset.NewWording(own...)
	if err != nil {
		return nil, fmt.Errorf("%s's problems: %w", g.Name(), err)
	}
	return w, nil
}
