package ruleset

import (
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The words of a Problem's message: what a type takes, what a value is, which key was meant.

// intRange describes the integers integer type t holds.
func intRange(t reflect.Type) Phrase {
	bits := t.Bits()
	if isUintKind(t.Kind()) {
		return Say("an integer from 0 to %d", ^uint64(0)>>(64-bits))
	}
	lo := int64(-1) << (bits - 1)
	return Say("an integer from %d to %d", lo, ^lo)
}

// expectation says what JSON a Go type (resolved, not a pointer) takes.
func expectation(t reflect.Type) Phrase {
	if t == numberType {
		return Say("a number")
	}
	switch k := t.Kind(); {
	case k == reflect.Bool:
		return Say("true or false")
	case isIntKind(k) || isUintKind(k):
		return Say("an integer")
	case k == reflect.Float32 || k == reflect.Float64:
		return Say("a number")
	case k == reflect.String:
		return Say("a string")
	case k == reflect.Slice && t.Elem().Kind() == reflect.Uint8:
		return Say("a base64 string or an array")
	case k == reflect.Slice || k == reflect.Array:
		return Say("an array")
	case k == reflect.Map || k == reflect.Struct:
		return Say("an object")
	case k == reflect.Pointer:
		return expectation(t.Elem())
	}
	return Say("a value of Go type %s", t.String())
}

// describe shows a parsed value in a message: its JSON type and, for
// scalars, the value itself.
func describe(v any) Phrase {
	switch v := v.(type) {
	case string:
		const max = 40
		if utf8.RuneCountInString(v) > max {
			r := []rune(v)
			return Say("string %s", strconv.Quote(string(r[:max])+"…"))
		}
		return Say("string %s", strconv.Quote(v))
	case number:
		if len(v) > 40 {
			return Say("number %s", string(v[:40])+"…")
		}
		return Say("number %s", string(v))
	case bool:
		return Say("boolean %t", v)
	}
	return kindPhrase(v)
}

// suggest finds the known field name nearest to an unknown key, if one is
// near enough to be a likely typo.
func suggest(key string, names []string) string {
	best, bestDist := "", 3
	for _, n := range names {
		if strings.EqualFold(n, key) {
			return n
		}
		if d := editDistance(key, n); d < bestDist && d*3 <= utf8.RuneCountInString(key) {
			best, bestDist = n, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, counting a
// swap of neighbouring characters as one edit.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 {
		return 1 << 30 // not a typo worth suggesting for
	}
	// d[i][j] is the distance between ra[:i] and rb[:j].
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
