package noblesterm

import (
	"fmt"

	"evergreen/games/nobles"
	wd "evergreen/wording"
)

// A sentence is one entry of content/words.json, parsed once in package
// wording's grammar, the one of every text (Nobles adds its units,
// nobles.Units(): {crowns:amount}, {more:amount|more|less}).
type sentence struct{ t *wd.Template }

// fields is what a sentence may read: numbers, texts and flags by name.
type fields = wd.Map

// parseSentence parses s, checking every name it reads against known,
// the field names the sentence may read.
func parseSentence(s string, known map[string]bool) (sentence, error) {
	t, err := wd.Parse(s)
	if err != nil {
		return sentence{}, err
	}
	if err := t.Check(wd.Options{Units: nobles.Units()}); err != nil {
		return sentence{}, err
	}
	for _, n := range t.Names() {
		if !known[n] {
			return sentence{}, fmt.Errorf("unknown field %q", n)
		}
	}
	return sentence{t}, nil
}

// fill writes the sentence with f's values; a field f lacks reads "".
func (s sentence) fill(f fields) string {
	out, _ := s.t.FillWith(f, wd.Options{Units: nobles.Units()})
	return out
}
