package ruleset

import (
	"math/big"
	"strconv"
	"strings"
)

// canonicalNumber rewrites a JSON number literal in its canonical form.
//
// Two literals get the same canonical form exactly when they denote the
// same decimal value: 1, 1.0, 1.000, 10e-1 and 0.1E1 all become 1, and -0
// becomes 0. Nothing is ever rounded, so distinct values never share a form
// (0.1 stays 0.1; 12345678901234567891 stays itself even though float64
// cannot tell it from its neighbours).
//
// The layout is ECMAScript's Number-to-String layout (which RFC 8785 also
// uses), applied to the exact decimal digits: with the value written as
// 0.D × 10^n, where D are the significant digits (k of them, no leading or
// trailing zeros),
//
//	k ≤ n ≤ 21   D followed by n−k zeros             1000, 25
//	0 < n ≤ 21   D with a point after n digits       1.5, 123.25
//	−6 < n ≤ 0   "0." then −n zeros then D           0.5, 0.000125
//	otherwise    D₁.D₂…Dₖ e±(n−1)                    1e+30, 1.5e-7
//
// So every integer up to 21 digits, and in particular every int64 and
// uint64, is written as a plain integer that decodes into Go integer
// fields, and for every float64 written in its shortest form the output
// is exactly what RFC 8785 produces.
func canonicalNumber(lit string) string {
	neg := strings.HasPrefix(lit, "-")
	lit = strings.TrimPrefix(lit, "-")
	mant, exp := lit, ""
	if i := strings.IndexAny(lit, "eE"); i >= 0 {
		mant, exp = lit[:i], lit[i+1:]
	}
	whole, frac, _ := strings.Cut(mant, ".")
	digits := whole + frac
	// The value is 0.digits × 10^(len(whole)+exp).
	trimmed := strings.TrimLeft(digits, "0")
	shift := int64(len(whole) - (len(digits) - len(trimmed)))
	digits = strings.TrimRight(trimmed, "0")
	if digits == "" {
		return "0"
	}
	k := int64(len(digits))

	var b strings.Builder
	b.Grow(len(digits) + 24)
	if neg {
		b.WriteByte('-')
	}

	expNeg := strings.HasPrefix(exp, "-")
	exp = strings.TrimLeft(strings.TrimLeft(exp, "+-"), "0")
	if len(exp) > 15 {
		// An exponent this large puts the value far outside the plain
		// layouts whatever the digits: write it in exponent form,
		// doing the arithmetic in arbitrary precision.
		e, _ := new(big.Int).SetString(exp, 10)
		if expNeg {
			e.Neg(e)
		}
		e.Add(e, big.NewInt(shift-1))
		writeScientific(&b, digits, e.String())
		return b.String()
	}
	var e int64
	if exp != "" {
		e, _ = strconv.ParseInt(exp, 10, 64)
	}
	if expNeg {
		e = -e
	}
	n := shift + e
	switch {
	case k <= n && n <= 21:
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", int(n-k)))
	case 0 < n && n <= 21:
		b.WriteString(digits[:n])
		b.WriteByte('.')
		b.WriteString(digits[n:])
	case -6 < n && n <= 0:
		b.WriteString("0.")
		b.WriteString(strings.Repeat("0", int(-n)))
		b.WriteString(digits)
	default:
		writeScientific(&b, digits, strconv.FormatInt(n-1, 10))
	}
	return b.String()
}

// writeScientific writes d₁.d₂…dₖe±exp; exp is a signed decimal integer,
// never zero here.
func writeScientific(b *strings.Builder, digits, exp string) {
	b.WriteByte(digits[0])
	if len(digits) > 1 {
		b.WriteByte('.')
		b.WriteString(digits[1:])
	}
	b.WriteByte('e')
	if !strings.HasPrefix(exp, "-") {
		b.WriteByte('+')
	}
	b.WriteString(exp)
}
