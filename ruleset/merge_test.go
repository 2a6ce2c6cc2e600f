package ruleset

import (
	"errors"
	"testing"
)

func TestMerge(t *testing.T) {
	tests := []struct {
		name, base, patch, want string
	}{
		{"empty patch", `{"a":1,"b":[1,2]}`, `{}`, `{"a":1,"b":[1,2]}`},
		{"empty base", `{}`, `{"a":1}`, `{"a":1}`},
		{"replace scalar", `{"a":1,"b":2}`, `{"b":3}`, `{"a":1,"b":3}`},
		{"add key keeps base order then patch order", `{"z":1,"a":2}`, `{"y":3,"b":4}`, `{"z":1,"a":2,"y":3,"b":4}`},
		{"nested merge", `{"income":{"spring":5,"summer":3}}`, `{"income":{"summer":4}}`, `{"income":{"spring":5,"summer":4}}`},
		{"deep nested merge", `{"a":{"b":{"c":1,"d":2},"e":3}}`, `{"a":{"b":{"d":9}}}`, `{"a":{"b":{"c":1,"d":9},"e":3}}`},
		{"null deletes", `{"a":1,"b":2,"c":3}`, `{"b":null}`, `{"a":1,"c":3}`},
		{"null deletes nested", `{"a":{"b":1,"c":2}}`, `{"a":{"b":null}}`, `{"a":{"c":2}}`},
		{"null deletes a whole object", `{"a":{"b":1},"c":2}`, `{"a":null}`, `{"c":2}`},
		{"null for a missing key does nothing", `{"a":1}`, `{"zz":null}`, `{"a":1}`},
		{"several deletions", `{"a":1,"b":2,"c":3,"d":4}`, `{"a":null,"c":null,"e":5}`, `{"b":2,"d":4,"e":5}`},
		{"array replaces, never merges", `{"board":["a","b","c"]}`, `{"board":["x"]}`, `{"board":["x"]}`},
		{"array replaces object", `{"a":{"b":1}}`, `{"a":[1]}`, `{"a":[1]}`},
		{"object replaces scalar", `{"a":1}`, `{"a":{"b":2}}`, `{"a":{"b":2}}`},
		{"object replaces array", `{"a":[1,2]}`, `{"a":{"b":2}}`, `{"a":{"b":2}}`},
		{"nulls inside a new object vanish", `{}`, `{"a":{"b":null,"c":{"d":null,"e":1}}}`, `{"a":{"c":{"e":1}}}`},
		{"nulls inside arrays stay", `{}`, `{"a":[null,{"b":null}]}`, `{"a":[null,{"b":null}]}`},
		{"nulls in base stay", `{"a":null,"b":1}`, `{"b":2}`, `{"a":null,"b":2}`},
		{"numbers kept exactly", `{"a":1.50,"b":1e2}`, `{"c":12345678901234567890123,"d":-0.0}`, `{"a":1.50,"b":1e2,"c":12345678901234567890123,"d":-0.0}`},
		{"strings re-escaped minimally", `{"a":"\u0041\/<&>"}`, `{"b":"tab\there \u00e9 \ud83d\ude00"}`, `{"a":"A/<&>","b":"tab\there é 😀"}`},
		{"whitespace removed", "{\n  \"a\" : [ 1 , 2 ]\n}\n", " { \"b\" : true } ", `{"a":[1,2],"b":true}`},
		{"false and zero are values, not deletions", `{"a":true,"b":1}`, `{"a":false,"b":0}`, `{"a":false,"b":0}`},
		// RFC 7396 appendix A examples that apply to objects.
		{"rfc 1", `{"a":"b"}`, `{"a":"c"}`, `{"a":"c"}`},
		{"rfc 2", `{"a":"b"}`, `{"b":"c"}`, `{"a":"b","b":"c"}`},
		{"rfc 3", `{"a":"b"}`, `{"a":null}`, `{}`},
		{"rfc 4", `{"a":"b","b":"c"}`, `{"a":null}`, `{"b":"c"}`},
		{"rfc 5", `{"a":["b"]}`, `{"a":"c"}`, `{"a":"c"}`},
		{"rfc 6", `{"a":"c"}`, `{"a":["b"]}`, `{"a":["b"]}`},
		{"rfc 7", `{"a":{"b":"c"}}`, `{"a":{"b":"d","c":null}}`, `{"a":{"b":"d"}}`},
		{"rfc 8", `{"a":[{"b":"c"}]}`, `{"a":[1]}`, `{"a":[1]}`},
		{"rfc 13", `{"e":null}`, `{"a":1}`, `{"e":null,"a":1}`},
		{"rfc 15", `{}`, `{"a":{"bb":{"ccc":null}}}`, `{"a":{"bb":{}}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Merge([]byte(tt.base), []byte(tt.patch))
			if err != nil {
				t.Fatalf("Merge: %v", err)
			}
			if string(got) != tt.want {
				t.Errorf("Merge(%s, %s)\n got %s\nwant %s", tt.base, tt.patch, got, tt.want)
			}
		})
	}
}

func TestMergeErrors(t *testing.T) {
	tests := []struct {
		name, base, patch, want string
	}{
		{"patch is array", `{}`, `[1,2]`, "rule-set document: expected a JSON object, got array"},
		{"patch is string", `{}`, `"x"`, "rule-set document: expected a JSON object, got string"},
		{"patch is number", `{}`, `3`, "rule-set document: expected a JSON object, got number"},
		{"patch is null", `{}`, `null`, "rule-set document: expected a JSON object, got null"},
		{"patch is boolean", `{}`, `true`, "rule-set document: expected a JSON object, got boolean"},
		{"base is array", `[]`, `{}`, "base document: expected a JSON object, got array"},
		{"patch empty", `{}`, ``, "rule-set document: document is empty; expected a JSON object"},
		{"patch blank", `{}`, " \n\t", "rule-set document: document is empty; expected a JSON object"},
		{"patch syntax", `{}`, "{\n  \"a\": 1,\n  \"b\": }", "rule-set document: line 3:8 (byte 19): expected a value, found '}'"},
		{"base syntax", `{"a" 1}`, `{}`, `base document: line 1:6 (byte 5): expected ':' after key "a", found '1'`},
		{"trailing data", `{}`, `{} {}`, "rule-set document: line 1:4 (byte 3): unexpected '{' after the end of the document"},
		{"duplicate key", `{}`, "{\"a\":1,\n \"a\":2}", `rule-set document: line 2:2 (byte 9): duplicate key "a"`},
		{"nested duplicate key", `{"x":{"a":1,"a":2}}`, `{}`, `base document: line 1:13 (byte 12): duplicate key "a"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Merge([]byte(tt.base), []byte(tt.patch))
			if err == nil {
				t.Fatalf("Merge = %s, want error %q", got, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("error\n got %q\nwant %q", err, tt.want)
			}
			var de *DocError
			if !errors.As(err, &de) {
				t.Errorf("error is %T, want *DocError", err)
			}
		})
	}
}
