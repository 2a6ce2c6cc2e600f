package wording

import (
	"slices"
	"strconv"
	"strings"
)

// Formatter writes numbers, plurals and lists for one locale. A locale
// other than English plugs in here (a CLDR plural rule, its digit
// grouping, its number words); texts and values stay as they are.
type Formatter interface {
	// Number writes n in digits: "1,600", "-3".
	Number(n int) string
	// Spell writes n in words: "thirty-two" (digits where words would
	// not help a reader).
	Spell(n int) string
	// Ordinal writes n as a rank: "eighth".
	Ordinal(n int) string
	// Plural picks the form n calls for among forms, the locale's
	// plural forms in CLDR order (one, other for English).
	Plural(n int, forms []string) string
	// List joins items: "A, B and C".
	List(items []string) string
}

// English is British English: "1,600", "thirty-two", "eighth",
// "A, B and C".
var English Formatter = english{}

type english struct{}

func (english) Number(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

var (
	small = [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
		"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	tens = [...]string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	// irregular are the ordinals not made by adding "th".
	irregular = map[string]string{"one": "first", "two": "second", "three": "third", "five": "fifth",
		"eight": "eighth", "nine": "ninth", "twelve": "twelfth"}
)

// Spell spells 0–99; other numbers are written in digits.
func (e english) Spell(n int) string {
	switch {
	case n < 0 || n > 99:
		return e.Number(n)
	case n < 20:
		return small[n]
	case n%10 == 0:
		return tens[n/10]
	}
	return tens[n/10] + "-" + small[n%10]
}

// Ordinal spells 1–99 ("thirty-second"); other numbers are digits with
// a suffix ("112th").
func (e english) Ordinal(n int) string {
	if n < 1 || n > 99 {
		suffix := "th"
		if m := n % 100; (m < 11 || m > 13) && n >= 0 {
			switch n % 10 {
			case 1:
				suffix = "st"
			case 2:
				suffix = "nd"
			case 3:
				suffix = "rd"
			}
		}
		return e.Number(n) + suffix
	}
	w := e.Spell(n)
	head, last := "", w
	if i := strings.LastIndexByte(w, '-'); i >= 0 {
		head, last = w[:i+1], w[i+1:]
	}
	if x, ok := irregular[last]; ok {
		return head + x
	}
	if strings.HasSuffix(last, "y") {
		return head + strings.TrimSuffix(last, "y") + "ieth"
	}
	return head + last + "th"
}

// Plural is CLDR's English rule: one for 1, other for the rest.
func (english) Plural(n int, forms []string) string {
	if len(forms) == 0 {
		return ""
	}
	if n == 1 {
		return forms[0]
	}
	return forms[len(forms)-1]
}

func (english) List(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
