package ruleset

import (
	"fmt"
	"strconv"
	"strings"
)

// Phrase is an English text kept as its format and arguments, so that it
// can be worded again in another locale (see Wording): the format is the
// key a catalog translates, the gettext way, and the arguments fill the
// translation. An argument that is itself a Phrase (or an error carrying
// one, see PhraseOf) is worded in the same locale.
type Phrase struct {
	format string
	args   []any
}

// Say is the Phrase of format and args, as fmt.Sprintf would take them.
func Say(format string, args ...any) Phrase { return Phrase{format: format, args: args} }

// String is the phrase in English.
func (p Phrase) String() string { return fmt.Sprintf(p.format, p.args...) }

// Format is the phrase's English format: its key in every catalog.
func (p Phrase) Format() string { return p.format }

// phraseError is an error whose text is a Phrase.
type phraseError struct{ p Phrase }

func (e phraseError) Error() string  { return e.p.String() }
func (e phraseError) Phrase() Phrase { return e.p }

// Errorf is an error worded by Say(format, args...): its Error is the
// English, and a Problem that quotes it (with %v) is worded whole.
func Errorf(format string, args ...any) error { return phraseError{Say(format, args...)} }

// PhraseOf returns the Phrase an argument carries: a Phrase itself, or a
// value with a Phrase method (an error made by Errorf).
func PhraseOf(v any) (Phrase, bool) {
	switch v := v.(type) {
	case Phrase:
		return v, true
	case interface{ Phrase() Phrase }:
		return v.Phrase(), true
	}
	return Phrase{}, false
}

// A verb is one argument a format reads: which (from 0) and how.
type verb struct {
	arg  int
	verb rune
}

// verbs lists the arguments format reads, in the order it reads them,
// following fmt's grammar: flags, an explicit index "[n]", a width and a
// precision (a "*" reads an argument too).
func verbs(format string) ([]verb, error) {
	var out []verb
	next := 0
	index := func(s string, i int) (int, int, error) {
		if i >= len(s) || s[i] != '[' {
			return next, i, nil
		}
		end := strings.IndexByte(s[i:], ']')
		if end < 0 {
			return 0, i, fmt.Errorf("an argument index %q is not closed", s[i:])
		}
		n, err := strconv.Atoi(s[i+1 : i+end])
		if err != nil || n < 1 {
			return 0, i, fmt.Errorf("%q is not an argument index (from 1)", s[i:i+end+1])
		}
		return n - 1, i + end + 1, nil
	}
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0", format[i]) >= 0 {
			i++
		}
		for pass := 0; pass < 2; pass++ { // width, then precision
			a, j, err := index(format, i)
			if err != nil {
				return nil, err
			}
			next, i = a, j
			if i < len(format) && format[i] == '*' {
				out = append(out, verb{next, '*'})
				next++
				i++
			}
			for i < len(format) && '0' <= format[i] && format[i] <= '9' {
				i++
			}
			if pass == 0 && i < len(format) && format[i] == '.' {
				i++
				continue
			}
			break
		}
		a, j, err := index(format, i)
		if err != nil {
			return nil, err
		}
		next, i = a, j
		if i >= len(format) {
			return nil, fmt.Errorf("the format ends inside a verb")
		}
		if format[i] == '%' {
			continue
		}
		out = append(out, verb{next, rune(format[i])})
		next++
	}
	return out, nil
}

// CheckFormat reports how translated, a translation of the format
// english, reads its arguments otherwise: every argument the English
// reads, read with the same verb (in any order, by an explicit index
// such as "%[2]d" where the order differs), and no other.
func CheckFormat(english, translated string) error {
	ve, err := verbs(english)
	if err != nil {
		return fmt.Errorf("the English format does not read: %v", err)
	}
	vt, err := verbs(translated)
	if err != nil {
		return fmt.Errorf("the translation does not read: %v", err)
	}
	want, got := verbSet(ve), verbSet(vt)
	if want != got {
		return fmt.Errorf("reads the arguments %s, the English reads %s", got, want)
	}
	return nil
}

// verbSet writes which verb reads each argument ("1:%d 2:%q"), each
// argument once.
func verbSet(vs []verb) string {
	seen := map[int]rune{}
	last := -1
	for _, v := range vs {
		seen[v.arg] = v.verb
		last = max(last, v.arg)
	}
	var parts []string
	for a := 0; a <= last; a++ {
		if r, ok := seen[a]; ok {
			parts = append(parts, fmt.Sprintf("%d:%%%c", a+1, r))
		} else {
			parts = append(parts, fmt.Sprintf("%d:none", a+1))
		}
	}
	if parts == nil {
		return "(none)"
	}
	return strings.Join(parts, " ")
}

// Either is a choice of values as a rule set spells them, each quoted,
// read with %s: `"a", "b" or "c"` in English, each locale saying "or"
// its own way.
type Either []string

// String is the choice in English.
func (e Either) String() string { return e.Phrase().String() }

// Phrase is the choice as a Phrase.
func (e Either) Phrase() Phrase {
	q := make([]string, len(e))
	for i, s := range e {
		q[i] = strconv.Quote(s)
	}
	if len(q) < 2 {
		return Say("%s", strings.Join(q, ""))
	}
	return Say("%s or %s", strings.Join(q[:len(q)-1], ", "), q[len(q)-1])
}

// Grouped is a number a problem shows with its digits grouped by
// thousands, read with %s: "1,600" in English, as each locale groups
// digits in its own ("1.600").
type Grouped int

// String is n grouped as English groups it.
func (n Grouped) String() string {
	s := strconv.Itoa(int(n))
	sign := ""
	if n < 0 {
		sign, s = "-", s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return sign + s
}
