package ruleset

import (
	"strings"
	"testing"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, doc, want string
	}{
		{"missing value", `{"a":}`, "line 1:6 (byte 5): expected a value, found '}'"},
		{"missing colon", `{"a" 1}`, `line 1:6 (byte 5): expected ':' after key "a", found '1'`},
		{"trailing comma in object", `{"a":1,}`, "line 1:8 (byte 7): expected a key after ',', found '}' (a trailing comma is not allowed)"},
		{"trailing comma in array", `{"a":[1,]}`, "line 1:9 (byte 8): expected a value after ',', found ']' (a trailing comma is not allowed)"},
		{"unquoted key", `{a:1}`, "line 1:2 (byte 1): expected a string key, found 'a'"},
		{"single quotes", `{'a':1}`, `line 1:2 (byte 1): expected a string key, found '\''`},
		{"unclosed object", `{"a":1`, `line 1:7 (byte 6): expected ',' or '}' after the value of "a", found end of document`},
		{"unclosed array", `{"a":[1`, "line 1:8 (byte 7): expected ',' or ']' after an array element, found end of document"},
		{"unclosed string", `{"a":"bc`, "line 1:6 (byte 5): string is not closed"},
		{"missing comma", "{\"a\":1\n\"b\":2}", `line 2:1 (byte 7): expected ',' or '}' after the value of "a", found '"'`},
		{"extra close", `{"a":1}}`, "line 1:8 (byte 7): unexpected '}' after the end of the document"},
		{"trailing garbage", "{}\n x", "line 2:2 (byte 4): unexpected 'x' after the end of the document"},
		{"leading zero", `{"a":01}`, "line 1:6 (byte 5): invalid number: leading zeros are not allowed"},
		{"bare minus", `{"a":-}`, "line 1:7 (byte 6): invalid number: expected a digit after '-', found '}'"},
		{"bare point", `{"a":1.}`, "line 1:8 (byte 7): invalid number: expected a digit after the decimal point, found '}'"},
		{"bare exponent", `{"a":1e+}`, "line 1:9 (byte 8): invalid number: expected a digit in the exponent, found '}'"},
		{"plus sign", `{"a":+1}`, "line 1:6 (byte 5): expected a value, found '+'"},
		{"NaN", `{"a":NaN}`, "line 1:6 (byte 5): expected a value, found 'N'"},
		{"misspelt literal", `{"a":tru}`, "line 1:6 (byte 5): expected a value, found 't' (did you mean true?)"},
		{"raw control character", "{\"a\":\"x\ty\"}", "line 1:8 (byte 7): control character U+0009 in a string must be escaped"},
		{"bad escape", `{"a":"\x"}`, `line 1:7 (byte 6): invalid escape in a string: backslash followed by 'x'`},
		{"short unicode escape", `{"a":"\u12"}`, `line 1:7 (byte 6): invalid escape: \u must be followed by 4 hex digits`},
		{"invalid UTF-8", "{\"a\":\"\xff\"}", "line 1:7 (byte 6): invalid UTF-8 (byte 0xff) in a string"},
		{"invalid UTF-8 outside strings", "{\xff}", "line 1:2 (byte 1): expected a string key, found byte 0xff"},
		{"columns count characters", "{\"é€😀\":\n  \"ü\" 1}", `line 2:7 (byte 21): expected ',' or '}' after the value of "é€😀", found '1'`},
		{"byte order mark", "\ufeff{}", "line 1:1 (byte 0): expected a value, found '\\ufeff'"},
		{"comments", "{// no\n}", "line 1:2 (byte 1): expected a string key, found '/'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseObject([]byte(tt.doc), docRuleSet, false)
			if err == nil {
				t.Fatalf("parsed %q, want error %q", tt.doc, tt.want)
			}
			if got := err.(*DocError).detail(); got != tt.want {
				t.Errorf("error\n got %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestParseDepth(t *testing.T) {
	deep := func(n int) string {
		return `{"a":` + strings.Repeat("[", n) + strings.Repeat("]", n) + "}"
	}
	if _, err := parseObject([]byte(deep(maxDepth-1)), docRuleSet, false); err != nil {
		t.Errorf("depth %d: %v", maxDepth, err)
	}
	_, err := parseObject([]byte(deep(maxDepth)), docRuleSet, false)
	if err == nil || !strings.Contains(err.Error(), "nested more than 10000 deep") {
		t.Errorf("depth %d: got %v, want a nesting error", maxDepth+1, err)
	}
}

func TestParseStrings(t *testing.T) {
	tests := []struct{ lit, want string }{
		{`""`, ""},
		{`"plain"`, "plain"},
		{`"\"\\\/\b\f\n\r\t"`, "\"\\/\b\f\n\r\t"},
		{`"\u0041\u00e9\u20AC"`, "Aé€"},
		{`"\ud83d\ude00"`, "😀"},
		{`"\ud83d"`, "\ufffd"},        // lone high surrogate
		{`"\ude00x"`, "\ufffdx"},      // lone low surrogate
		{`"\ud83d\u0041"`, "\ufffdA"}, // high surrogate then a non-surrogate
		{`"\ud83d\ud83d\ude00"`, "\ufffd😀"},
		{`"é€😀"`, "é€😀"},
	}
	for _, tt := range tests {
		got, ok := unquote(tt.lit)
		if !ok || got != tt.want {
			t.Errorf("unquote(%s) = %q, %v; want %q", tt.lit, got, ok, tt.want)
		}
	}
}
