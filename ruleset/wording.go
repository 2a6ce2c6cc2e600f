package ruleset

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
	xnumber "golang.org/x/text/number"

	"evergreen/wording"
)

// The texts of problems in the locales but English are Translations:
// for each locale ("de"), the English format of a problem, as it is
// passed to Problems.Add or Say, and its translation, which reads the
// same arguments with the same verbs (by explicit index, "%[2]d", where
// its language orders them otherwise).

// platformFiles are the problems the platform itself finds (decoding,
// the checks every game makes) in each locale: problems.{locale}.json.
//
//go:embed problems.*.json
var platformFiles embed.FS

// PlatformTranslations are the platform's own problems in each locale.
func PlatformTranslations() (Translations, error) { return ReadTranslations(platformFiles) }

// MustTranslations is a game's own problems as its content reads them
// (ReadTranslations of its embedded files, which cannot go missing at
// run time): a broken file panics, and the game's tests, which define
// the game, meet it first.
func MustTranslations(ts Translations, err error) Translations {
	if err != nil {
		panic(err)
	}
	return ts
}

// ReadTranslations reads every problems.{locale}.json of fsys's root, a
// JSON object of English formats to translations.
func ReadTranslations(fsys fs.FS) (Translations, error) {
	names, err := fs.Glob(fsys, "problems.*.json")
	if err != nil {
		return nil, err
	}
	out := Translations{}
	for _, name := range names {
		lang := strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "problems."), ".json")
		raw, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		m := map[string]string{}
		if err := json.Unmarshal(raw, &m); err != nil {
			return nil, fmt.Errorf("%s is not a JSON object of texts: %w", name, err)
		}
		out[lang] = m
	}
	return out, nil
}

// Wording words problems in a reader's locale: the platform's own
// translations and a game's, checked once. It is immutable and safe for
// concurrent use.
type Wording struct {
	printers map[string]*message.Printer
}

// NewWording builds the Wording of the platform's translations (its
// own and the placeholder grammar's, package wording's) and games' (a
// game's own problems, from its content). It refuses a translation that
// reads other arguments than its English, and a format translated twice
// (a game's catalog holds only what the platform's does not).
func NewWording(games ...Translations) (*Wording, error) {
	platform, err := PlatformTranslations()
	if err != nil {
		return nil, err
	}
	grammar, err := ReadTranslations(wording.ProblemFiles())
	if err != nil {
		return nil, err
	}
	games = append([]Translations{grammar}, games...)
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	w := &Wording{printers: map[string]*message.Printer{}}
	seen := map[string]map[string]bool{}
	for _, ts := range append([]Translations{platform}, games...) {
		for _, lang := range slices.Sorted(maps.Keys(ts)) {
			tag, err := language.Parse(lang)
			if err != nil {
				return nil, fmt.Errorf("problems in %q: not a locale: %v", lang, err)
			}
			if seen[lang] == nil {
				seen[lang] = map[string]bool{}
			}
			for _, en := range slices.Sorted(maps.Keys(ts[lang])) {
				tr := ts[lang][en]
				if seen[lang][en] {
					return nil, fmt.Errorf("problems in %s: %q is translated twice", lang, en)
				}
				if err := CheckFormat(en, tr); err != nil {
					return nil, fmt.Errorf("problems in %s: the translation of %q %v", lang, en, err)
				}
				seen[lang][en] = true
				if err := b.SetString(tag, en, tr); err != nil {
					return nil, err
				}
			}
			if w.printers[lang] == nil {
				w.printers[lang] = message.NewPrinter(tag, message.Catalog(b))
			}
		}
	}
	return w, nil
}

// Phrase words p in lang (English when lang has no translations, or w
// is nil).
func (w *Wording) Phrase(lang string, p Phrase) string {
	pr := w.printer(lang)
	if pr == nil {
		return p.String()
	}
	return w.fill(pr, p)
}

func (w *Wording) printer(lang string) *message.Printer {
	if w == nil {
		return nil
	}
	return w.printers[lang]
}

func (w *Wording) fill(pr *message.Printer, p Phrase) string {
	args := make([]any, len(p.args))
	for i, a := range p.args {
		switch a := a.(type) {
		case Grouped:
			args[i] = pr.Sprint(xnumber.Decimal(int(a)))
		default:
			if q, ok := PhraseOf(a); ok {
				args[i] = w.fill(pr, q)
			} else {
				args[i] = a
			}
		}
	}
	return pr.Sprintf(p.format, args...)
}

// Problems returns ps worded in lang: each problem that keeps its
// phrase (every one Add records) has its Message in lang; the rest, and
// every one in English, are as they were.
func (w *Wording) Problems(lang string, ps []Problem) []Problem {
	pr := w.printer(lang)
	if pr == nil || ps == nil {
		return ps
	}
	out := make([]Problem, len(ps))
	for i, p := range ps {
		if p.text != nil {
			p.Message = w.fill(pr, *p.text)
		}
		out[i] = p
	}
	return out
}

// Error words err in lang: rule-set problems (one a line, as
// Problems.Error writes them), a document that is not JSON (DocError),
// or an error made by Errorf; any other error reads as it is.
func (w *Wording) Error(lang string, err error) string {
	var ps Problems
	var de *DocError
	switch {
	case errors.As(err, &ps):
		return w.Phrase(lang, Problems(w.Problems(lang, ps)).errorPhrase())
	case errors.As(err, &de):
		return w.Phrase(lang, de.phrase())
	}
	if p, ok := PhraseOf(err); ok {
		return w.Phrase(lang, p)
	}
	return err.Error()
}

// WordingOf is the Wording of a game's problems: the platform's and the
// game's own, when it offers them (a ProblemTexts method, as every game
// built with game.Define has). g names itself in an error (Name).
func WordingOf(g interface{ Name() string }) (*Wording, error) {
	var own []Translations
	if pt, ok := g.(interface {
		ProblemTexts() map[string]map[string]string
	}); ok && pt.ProblemTexts() != nil {
		own = append(own, pt.ProblemTexts())
	}
	w, err := NewWording(own...)
	if err != nil {
		return nil, fmt.Errorf("%s's problems: %w", g.Name(), err)
	}
	return w, nil
}

// In is p worded in lang by w.
func (p Problem) In(w *Wording, lang string) Problem { return w.Problems(lang, []Problem{p})[0] }

// In is ps worded in lang by w.
func (ps Problems) In(w *Wording, lang string) Problems { return w.Problems(lang, ps) }
