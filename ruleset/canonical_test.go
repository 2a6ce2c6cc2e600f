package ruleset

import (
	"strings"
	"testing"
)

func TestCanonical(t *testing.T) {
	tests := []struct {
		name, doc, want string
	}{
		{"empty", `{}`, `{}`},
		{"keys sorted", `{"b":1,"a":2,"c":3}`, `{"a":2,"b":1,"c":3}`},
		{"nested keys sorted", `{"z":{"y":1,"x":[{"b":1,"a":2}]},"a":0}`, `{"a":0,"z":{"x":[{"a":2,"b":1}],"y":1}}`},
		{"arrays keep order", `{"a":[3,1,2]}`, `{"a":[3,1,2]}`},
		{"keys by code point", `{"b":1,"B":2,"é":3,"a":4,"😀":5,"":6,"\uffff":7}`, "{\"\":6,\"B\":2,\"a\":4,\"b\":1,\"é\":3,\"\uffff\":7,\"😀\":5}"},
		{"whitespace", "{\n\t\"a\" : [ 1 , 2 ] ,\r\n \"b\" : { }\n}\n", `{"a":[1,2],"b":{}}`},
		{"literals", `{"t":true,"f":false,"n":null}`, `{"f":false,"n":null,"t":true}`},
		{"html not escaped", `{"a":"<b>&amp;</b>"}`, `{"a":"<b>&amp;</b>"}`},
		{"needless escapes removed", `{"a":"\u0041\/\u00e9\u20ac\ud83d\ude00"}`, `{"a":"A/é€😀"}`},
		{"needed escapes kept short", `{"a":"\"\\\b\f\n\r\t"}`, `{"a":"\"\\\b\f\n\r\t"}`},
		{"other controls as \\u00xx", `{"a":"\u0000\u001f\u001B"}`, `{"a":"\u0000\u001f\u001b"}`},
		{"DEL and line separators literal", `{"a":"\u007f\u2028\u2029"}`, "{\"a\":\"\x7f\u2028\u2029\"}"},
		{"escaped keys", `{"\u0062":1,"\u0061":2}`, `{"a":2,"b":1}`},
		{"unicode", `{"name":"Nobles d'Évergreen — 常緑"}`, `{"name":"Nobles d'Évergreen — 常緑"}`},
		{"numbers", `{"a":1.0,"b":1e2,"c":-0,"d":0.50}`, `{"a":1,"b":100,"c":0,"d":0.5}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Canonical([]byte(tt.doc))
			if err != nil {
				t.Fatalf("Canonical: %v", err)
			}
			if string(got) != tt.want {
				t.Errorf("Canonical(%s)\n got %s\nwant %s", tt.doc, got, tt.want)
			}
			again, err := Canonical(got)
			if err != nil || string(again) != string(got) {
				t.Errorf("not idempotent: Canonical(%s) = %s, %v", got, again, err)
			}
		})
	}
}

func TestCanonicalErrors(t *testing.T) {
	for _, doc := range []string{``, `[]`, `"a"`, `{"a":1,"a":1}`, `{"a":}`, "{\"a\":\"\xc3\"}"} {
		if got, err := Canonical([]byte(doc)); err == nil {
			t.Errorf("Canonical(%q) = %s, want an error", doc, got)
		}
	}
}

func TestCanonicalNumber(t *testing.T) {
	tests := []struct{ lit, want string }{
		{"0", "0"},
		{"-0", "0"},
		{"0.000", "0"},
		{"-0.0e-5", "0"},
		{"0e999999999999999999999", "0"},
		{"1", "1"},
		{"-1", "-1"},
		{"1.0", "1"},
		{"1.000", "1"},
		{"1e0", "1"},
		{"1E0", "1"},
		{"1e+0", "1"},
		{"10e-1", "1"},
		{"0.1e1", "1"},
		{"100", "100"},
		{"1e2", "100"},
		{"1.5e1", "15"},
		{"1.5", "1.5"},
		{"-1.50", "-1.5"},
		{"0.5", "0.5"},
		{"5e-1", "0.5"},
		{"123.456", "123.456"},
		{"0.000001", "0.000001"},
		{"1e-6", "0.000001"},
		{"1e-7", "1e-7"},
		{"0.0000001", "1e-7"},
		{"1.5e-7", "1.5e-7"},
		{"123e-9", "1.23e-7"},
		{"1e20", "100000000000000000000"},
		{"1e21", "1e+21"},
		{"100000000000000000000", "100000000000000000000"},
		{"1e22", "1e+22"},
		{"9223372036854775807", "9223372036854775807"},
		{"-9223372036854775808", "-9223372036854775808"},
		{"18446744073709551615", "18446744073709551615"},
		{"12345678901234567891", "12345678901234567891"}, // not rounded to float64
		{"1234567890123456789012", "1.234567890123456789012e+21"},
		{"0.1", "0.1"},
		{"0.30000000000000004", "0.30000000000000004"},
		{"1.7976931348623157e308", "1.7976931348623157e+308"},
		{"5e-324", "5e-324"},
		{"1e400", "1e+400"},
		{"-2.5E-400", "-2.5e-400"},
		{"1e0000000000000000000001", "10"},
		{"1e1000000000000000000", "1e+1000000000000000000"},
		{"123.45e-1000000000000000000", "1.2345e-999999999999999998"},
		{"0.00123e1000000000000000000", "1.23e+999999999999999997"},
	}
	for _, tt := range tests {
		if got := canonicalNumber(tt.lit); got != tt.want {
			t.Errorf("canonicalNumber(%s) = %s, want %s", tt.lit, got, tt.want)
		}
		if !validNumber(tt.lit) {
			t.Errorf("test literal %s is not JSON", tt.lit)
		}
		if again := canonicalNumber(tt.want); again != tt.want {
			t.Errorf("canonicalNumber(%s) = %s, not idempotent", tt.want, again)
		}
	}
}

func TestCanonicalLongNumber(t *testing.T) {
	// Digits are kept, however many.
	lit := "0." + strings.Repeat("0", 100) + strings.Repeat("7", 200)
	want := "7." + strings.Repeat("7", 199) + "e-101"
	if got := canonicalNumber(lit); got != want {
		t.Errorf("canonicalNumber(%s) = %s, want %s", lit, got, want)
	}
}
