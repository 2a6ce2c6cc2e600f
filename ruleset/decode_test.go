package ruleset

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

type tEffect struct {
	Kind   string `json:"kind"`
	Amount int    `json:"amount"`
}

type tCard struct {
	ID      string    `json:"id"`
	Title   string    `json:"title,omitempty"`
	Effects []tEffect `json:"effects"`
	Cost    *int      `json:"cost,omitempty"`
}

type tRules struct {
	Game           string         `json:"game"`
	Name           string         `json:"name"`
	TurnsPerSeason int            `json:"turns_per_season"`
	Income         map[string]int `json:"income"`
	Rulings        struct {
		TokenConversion string `json:"token_conversion"`
		SurrenderStacks bool   `json:"surrender_stacks"`
	} `json:"rulings"`
	Board      []string            `json:"board"`
	Decks      map[string][]tCard  `json:"decks"`
	Provenance map[string]string   `json:"provenance,omitempty"`
	Weight     float32             `json:"weight"`
	Seats      [2]int              `json:"seats"`
	Small      uint8               `json:"small"`
	Internal   int                 `json:"-"`
	Extra      map[string]any      `json:"extra"`
	ByNumber   map[int]string      `json:"by_number"`
	Untagged   string              // key "Untagged"
	Nested     *map[string]*tCard  `json:"nested"`
	Lists      map[string][][]bool `json:"lists"`
}

func TestDecodeStrictValid(t *testing.T) {
	merged, err := Merge([]byte(sampleDoc), []byte(`{
		"decks": {"ordeal": [{"id": "o1", "effects": [{"kind": "pay", "amount": 2}], "cost": 3}]},
		"provenance": {"board": "source", "odd.key": "withheld"},
		"weight": 0.5, "seats": [1, 2], "small": 255, "Untagged": "u",
		"extra": {"anything": [1, "two", null, {"three": 3e100}]},
		"by_number": {"7": "seven", "-1": "minus one"},
		"nested": {"x": {"id": "x"}, "y": null},
		"lists": {"a": [[true], [], null]},
		"rulings": null
	}`))
	if err != nil {
		t.Fatal(err)
	}
	var r tRules
	if err := DecodeStrict(merged, &r); err != nil {
		t.Fatalf("DecodeStrict: %v", err)
	}
	// The result is exactly what encoding/json gives.
	var want tRules
	if err := json.Unmarshal(merged, &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("DecodeStrict gave\n%+v\nencoding/json gives\n%+v", r, want)
	}
	if r.TurnsPerSeason != 4 || *r.Decks["ordeal"][0].Cost != 3 || r.ByNumber[-1] != "minus one" || (*r.Nested)["x"].ID != "x" {
		t.Errorf("unexpected values %+v", r)
	}
}

func TestDecodeStrictProblems(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []string
	}{
		{
			"unknown field in a slice element",
			`{"decks":{"ordeal":[{"id":"a"},{"id":"b"},{"id":"c","efects":[]}]}}`,
			[]string{`decks.ordeal[2].efects: unknown field (did you mean "effects"?)`},
		},
		{
			"unknown field, no suggestion",
			`{"colour":"green"}`,
			[]string{`colour: unknown field`},
		},
		{
			"key case must match",
			`{"Turns_Per_Season":4,"untagged":"x"}`,
			[]string{
				`Turns_Per_Season: unknown field (did you mean "turns_per_season"?)`,
				`untagged: unknown field (did you mean "Untagged"?)`,
			},
		},
		{
			"json:\"-\" fields are unknown",
			`{"Internal":1,"-":2}`,
			[]string{`Internal: unknown field`, `-: unknown field`},
		},
		{
			"unknown field in a nested struct",
			`{"rulings":{"token_conversoin":"auto"}}`,
			[]string{`rulings.token_conversoin: unknown field (did you mean "token_conversion"?)`},
		},
		{
			"type mismatches",
			`{"turns_per_season":"4","board":["proving",7],"rulings":{"surrender_stacks":"yes"},"income":[5],"decks":{"ordeal":{}}}`,
			[]string{
				`turns_per_season: must be an integer, got string "4"`,
				`board[1]: must be a string, got number 7`,
				`rulings.surrender_stacks: must be true or false, got string "yes"`,
				`income: must be an object, got array`,
				`decks.ordeal: must be an array, got object`,
			},
		},
		{
			"number ranges",
			`{"turns_per_season":2.5,"small":256,"weight":1e39,"decks":{"o":[{"effects":[{"amount":1e2},{"amount":-9223372036854775809}]}]}}`,
			[]string{
				`turns_per_season: must be an integer, got number 2.5`,
				`small: must be an integer from 0 to 255, got number 256`,
				`weight: must be a number within the range of float32, got number 1e39`,
				`decks.o[0].effects[0].amount: must be an integer, got number 1e2`,
				`decks.o[0].effects[1].amount: must be an integer from -9223372036854775808 to 9223372036854775807, got number -9223372036854775809`,
			},
		},
		{
			"negative unsigned",
			`{"small":-1}`,
			[]string{`small: must be an integer from 0 to 255, got number -1`},
		},
		{
			"many problems, all reported in document order",
			`{"name":1,"decks":{"ordeal":[{"id":"a","effects":[{"kind":"pay","amont":2},{"kind":3,"amount":"x"}]}]},"zzz":0}`,
			[]string{
				`name: must be a string, got number 1`,
				`decks.ordeal[0].effects[0].amont: unknown field (did you mean "amount"?)`,
				`decks.ordeal[0].effects[1].kind: must be a string, got number 3`,
				`decks.ordeal[0].effects[1].amount: must be an integer, got string "x"`,
				`zzz: unknown field`,
			},
		},
		{
			"duplicate keys",
			`{"name":"a","game":"g","name":"b","income":{"spring":1,"spring":2}}`,
			[]string{`name: duplicate key`, `income.spring: duplicate key`},
		},
		{
			"map keys that need quoting",
			`{"provenance":{"a.b":1,"":true,"with space":null,"ok":"x"}}`,
			[]string{
				`provenance["a.b"]: must be a string, got number 1`,
				`provenance[""]: must be a string, got boolean true`,
			},
		},
		{
			"integer map keys",
			`{"by_number":{"7":"a","x":"b","1.5":"c","99999999999999999999":"d"}}`,
			[]string{
				`by_number.x: key must be an integer from -9223372036854775808 to 9223372036854775807, got "x"`,
				`by_number["1.5"]: key must be an integer from -9223372036854775808 to 9223372036854775807, got "1.5"`,
				`by_number.99999999999999999999: key must be an integer from -9223372036854775808 to 9223372036854775807, got "99999999999999999999"`,
			},
		},
		{
			"Go arrays have a length",
			`{"seats":[1,2,3]}`,
			[]string{`seats: must have at most 2 elements, got 3`},
		},
		{
			"empty interface numbers must fit float64",
			`{"extra":{"a":[1,{"b":1e400}]}}`,
			[]string{`extra.a[1].b: must be a number within the range of float64, got number 1e400`},
		},
		{
			"pointers, maps of pointers, nested slices",
			`{"nested":{"x":{"id":1}},"lists":{"a":[[true,"no"]]}}`,
			[]string{`nested.x.id: must be a string, got number 1`, `lists.a[0][1]: must be true or false, got string "no"`},
		},
		{
			"long strings are shortened in messages",
			`{"small":"` + strings.Repeat("é", 50) + `"}`,
			[]string{`small: must be an integer, got string "` + strings.Repeat("é", 40) + `…"`},
		},
		{
			"syntax error",
			"{\"name\":\"a\",\n \"game\" \"b\"}",
			[]string{`line 2:9 (byte 21): expected ':' after key "game", found '"'`},
		},
		{
			"trailing data",
			`{"name":"a"} x`,
			[]string{`line 1:14 (byte 13): unexpected 'x' after the end of the document`},
		},
		{
			"not an object",
			`[{"name":"a"}]`,
			[]string{`expected a JSON object, got array`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r tRules
			r.Name = "unchanged"
			err := DecodeStrict([]byte(tt.doc), &r)
			var ps Problems
			if !errors.As(err, &ps) {
				t.Fatalf("DecodeStrict error = %v (%T), want Problems", err, err)
			}
			var got []string
			for _, p := range ps {
				got = append(got, p.String())
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("problems:\n got %s\nwant %s", strings.Join(got, "\n     "), strings.Join(tt.want, "\n     "))
			}
			if r.Name != "unchanged" {
				t.Errorf("v was changed despite problems: Name = %q", r.Name)
			}
		})
	}
}

func TestDecodeStrictProblemsError(t *testing.T) {
	err := DecodeStrict([]byte(`{"name":1,"zzz":0}`), &tRules{})
	want := "rule set: 2 problems:\n  name: must be a string, got number 1\n  zzz: unknown field"
	if err == nil || err.Error() != want {
		t.Errorf("error\n got %v\nwant %s", err, want)
	}
}

func TestDecodeStrictBadTarget(t *testing.T) {
	var r tRules
	for _, v := range []any{nil, r, (*tRules)(nil)} {
		err := DecodeStrict([]byte(`{}`), v)
		var ie *json.InvalidUnmarshalError
		if !errors.As(err, &ie) {
			t.Errorf("DecodeStrict(%T) = %v, want *json.InvalidUnmarshalError", v, err)
		}
	}
}

// Embedded structs promote their fields as encoding/json does.
type tMeta struct {
	Version int    `json:"version"`
	Author  string `json:"author"`
}

type TOther struct {
	Author string `json:"author"`
	Year   int    `json:"year"`
}

type tTagged struct {
	Year int `json:"year"`
}

type tEmbedding struct {
	tMeta           // promotes version; author ties with TOther's, hiding both
	*TOther         // promotes year
	Own     string  `json:"own"`
	Inner   tTagged `json:"inner"`
}

func TestDecodeStrictEmbedded(t *testing.T) {
	var e tEmbedding
	err := DecodeStrict([]byte(`{"version":2,"own":"x","year":3,"inner":{"year":1}}`), &e)
	if err != nil || e.Version != 2 || e.Own != "x" || e.TOther == nil || e.Year != 3 || e.Inner.Year != 1 {
		t.Errorf("DecodeStrict = %v, %+v", err, e)
	}
	err = DecodeStrict([]byte(`{"author":"a"}`), &e)
	want := "rule set: author: unknown field"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

// tLevel is a custom type with its own decoding.
type tLevel int

func (l *tLevel) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case `"low"`:
		*l = 1
	case `"high"`:
		*l = 2
	default:
		return fmt.Errorf("level must be \"low\" or \"high\", got %s", b)
	}
	return nil
}

// tColour decodes itself from text.
type tColour string

func (c *tColour) UnmarshalText(b []byte) error {
	if string(b) != "red" && string(b) != "green" {
		return fmt.Errorf("unknown colour %q", b)
	}
	*c = tColour(b)
	return nil
}

type tCustom struct {
	Level  tLevel          `json:"level"`
	Colour tColour         `json:"colour"`
	Raw    json.RawMessage `json:"raw"`
	Num    json.Number     `json:"num"`
	Bytes  []byte          `json:"bytes"`
	Quoted int             `json:"quoted,string"`
	QPtr   *bool           `json:"qptr,string"`
}

func TestDecodeStrictCustom(t *testing.T) {
	var c tCustom
	err := DecodeStrict([]byte(`{"level":"high","colour":"red","raw":{"any":[1,2]},"num":"1.5e3","bytes":"aGk=","quoted":"12","qptr":"true"}`), &c)
	if err != nil {
		t.Fatal(err)
	}
	if c.Level != 2 || c.Colour != "red" || string(c.Raw) != `{"any":[1,2]}` || c.Num != "1.5e3" || string(c.Bytes) != "hi" || c.Quoted != 12 || !*c.QPtr {
		t.Errorf("decoded %+v", c)
	}

	tests := []struct{ doc, want string }{
		{`{"colour":3}`, `colour: must be a string, got number 3`},
		{`{"colour":["red"]}`, `colour: must be a string, got array`},
		{`{"num":"abc"}`, `num: must be a number, got string "abc"`},
		{`{"num":true}`, `num: must be a number, got boolean true`},
		{`{"bytes":"!!"}`, `bytes: must be base64 (standard alphabet, padded): illegal base64 data at input byte 0`},
		{`{"bytes":{}}`, `bytes: must be a base64 string or an array, got object`},
		{`{"quoted":12}`, `quoted: must be an integer written as a string (the field has the ",string" option), got number 12`},
		{`{"quoted":"x"}`, `quoted: must be an integer written as a string (the field has the ",string" option), got string "x"`},
		{`{"qptr":"yes"}`, `qptr: must be true or false written as a string (the field has the ",string" option), got string "yes"`},
		{`{"raw":{"a":1,"a":2}}`, `raw.a: duplicate key`},
		// Problems only the type itself can find come from encoding/json,
		// after the checks, without a path.
		{`{"level":"medium"}`, `level must be "low" or "high", got "medium"`},
		{`{"colour":"blue"}`, `unknown colour "blue"`},
	}
	for _, tt := range tests {
		err := DecodeStrict([]byte(tt.doc), &tCustom{})
		var ps Problems
		if !errors.As(err, &ps) || len(ps) != 1 || ps[0].String() != tt.want {
			t.Errorf("DecodeStrict(%s) = %v\nwant %s", tt.doc, err, tt.want)
		}
	}
}

func TestDecodeStrictNulls(t *testing.T) {
	r := tRules{Name: "kept", Board: []string{"x"}}
	if err := DecodeStrict([]byte(`{"name":null,"board":null,"turns_per_season":null,"decks":{"a":[null]}}`), &r); err != nil {
		t.Fatal(err)
	}
	if r.Name != "kept" || r.Board != nil {
		t.Errorf("after nulls: %+v", r)
	}
}
