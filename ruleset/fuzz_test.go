package ruleset

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// fuzzSeeds are representative documents, valid and not.
var fuzzSeeds = []string{
	`{}`,
	sampleDoc,
	`{"a":1,"b":{"c":[1,2,{"d":null}],"e":"x"},"f":true,"g":false,"h":null}`,
	`{"n":[0,-0,1.0,1e2,1E-7,-2.5e+3,12345678901234567891,0.000001,1e400,5e-324]}`,
	`{"s":"\u0041\u00e9\ud83d\ude00\ud800\"\\\/\b\f\n\r\t\u0000<&>","é":"ü"}`,
	`{"b":2,"a":1,"B":3,"":4}`,
	`{"a":{"a":{"a":{"a":[[[[{}]]]]}}}}`,
	`{"a":1,"a":2}`,
	`[1,2]`,
	`"str"`,
	`{"a":}`,
	`{"a":1,}`,
	`{"a":01}`,
	"{\"a\":\"\xff\"}",
	`{} {}`,
	`{"name":"n","count":3,"small":-4,"u":7,"f32":1.5,"f":-2e10,"on":true,"p":5,"tags":["a","b"],"arr":[1,2],"bytes":"aGk=","m":{"x":1},"im":{"-3":"a"},"um":{"9":true},"any":{"x":[1,"2",null]},"num":"12.5","raw":{"r":[]},"q":"42","qb":"true","qs":"\"s\"","qf":"1.5","text":"t","tm":{"k":1},"decks":{"o":[{"id":"c","effects":[{"kind":"k","amount":1}]}]},"version":1,"next":{"name":"inner","next":null}}`,
	`{"count":"3","small":300,"u":-1,"f32":1e39,"tags":"a","arr":[1,2,3],"bytes":"!","m":[],"im":{"x":"a"},"any":{"x":1e400},"num":"x","q":42,"qb":"yes","decks":{"o":[{"efects":[]}]},"Count":1,"-":1,"skip":1}`,
}

func FuzzCanonical(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		c, err := Canonical(doc)
		valid := json.Valid(doc) && utf8.Valid(doc)
		if err != nil {
			// A document encoding/json accepts is refused only for a
			// duplicate key or for not being an object.
			if valid && !strings.Contains(err.Error(), "duplicate key") && !strings.Contains(err.Error(), "expected a JSON object") {
				t.Fatalf("Canonical(%q) refused valid JSON: %v", doc, err)
			}
			var de *DocError
			if !errors.As(err, &de) {
				t.Fatalf("error %v is %T, want *DocError", err, err)
			}
			return
		}
		if !valid {
			t.Fatalf("Canonical accepted %q, which encoding/json rejects", doc)
		}
		if !json.Valid(c) || !utf8.Valid(c) {
			t.Fatalf("Canonical(%q) = %q is not valid JSON", doc, c)
		}
		again, err := Canonical(c)
		if err != nil || !bytes.Equal(again, c) {
			t.Fatalf("not idempotent:\n%q\n%q (%v)", c, again, err)
		}
		merged, err := Merge(doc, []byte(`{}`))
		if err != nil {
			t.Fatalf("Merge(x, {}) failed for a valid x: %v", err)
		}
		if mc, err := Canonical(merged); err != nil || !bytes.Equal(mc, c) {
			t.Fatalf("Canonical(Merge(x, {})) = %q (%v), want %q", mc, err, c)
		}
		// The canonical form means the same to encoding/json.
		var before, after any
		errBefore := json.Unmarshal(doc, &before)
		errAfter := json.Unmarshal(c, &after)
		if (errBefore == nil) != (errAfter == nil) {
			t.Fatalf("encoding/json: %v on the document but %v on its canonical form %q", errBefore, errAfter, c)
		}
		if errBefore == nil && !reflect.DeepEqual(before, after) {
			t.Fatalf("encoding/json reads %q as %v but its canonical form %q as %v", doc, before, c, after)
		}
		if code, err := Code(doc); err != nil || code != codeOf(c) {
			t.Fatalf("Code = %q, %v; want %q", code, err, codeOf(c))
		}
	})
}

func FuzzMerge(f *testing.F) {
	for _, a := range fuzzSeeds[:8] {
		for _, b := range fuzzSeeds[:8] {
			f.Add([]byte(a), []byte(b))
		}
	}
	f.Add([]byte(`{"a":{"b":1,"c":2},"d":[1]}`), []byte(`{"a":{"b":null,"e":{"f":null}},"d":{"x":null}}`))
	f.Fuzz(func(t *testing.T, base, patch []byte) {
		merged, err := Merge(base, patch)
		cb, errB := Canonical(base)
		cp, errP := Canonical(patch)
		if (err == nil) != (errB == nil && errP == nil) {
			t.Fatalf("Merge error %v, but Canonical errors %v and %v", err, errB, errP)
		}
		if err != nil {
			return
		}
		cm, err := Canonical(merged)
		if err != nil {
			t.Fatalf("Merge gave %q, which Canonical refuses: %v", merged, err)
		}
		// Merging depends on content only.
		again, err := Merge(cb, cp)
		if err != nil {
			t.Fatal(err)
		}
		if ca, _ := Canonical(again); !bytes.Equal(ca, cm) {
			t.Fatalf("Merge of canonical forms differs:\n%q\n%q", ca, cm)
		}
		// Compare with a direct transcription of RFC 7396 over
		// encoding/json's generic values.
		var b, p, m any
		for _, x := range []struct {
			doc []byte
			v   *any
		}{{base, &b}, {patch, &p}, {merged, &m}} {
			d := json.NewDecoder(bytes.NewReader(x.doc))
			d.UseNumber()
			if err := d.Decode(x.v); err != nil {
				t.Fatal(err)
			}
		}
		if want := rfc7396(b, p); !reflect.DeepEqual(m, want) {
			t.Fatalf("Merge(%q, %q) = %q\nRFC 7396 gives %v", base, patch, merged, want)
		}
	})
}

// rfc7396 is MergePatch from RFC 7396 section 2, line by line.
func rfc7396(target, patch any) any {
	p, ok := patch.(map[string]any)
	if !ok {
		return patch
	}
	t, ok := target.(map[string]any)
	if !ok {
		t = map[string]any{}
	}
	for name, value := range p {
		if value == nil {
			delete(t, name)
		} else {
			t[name] = rfc7396(t[name], value)
		}
	}
	return t
}

// fzText accepts any text.
type fzText string

func (x *fzText) UnmarshalText(b []byte) error { *x = fzText(b); return nil }

type fzEffect struct {
	Kind   string `json:"kind"`
	Amount int    `json:"amount"`
}

type fzCard struct {
	ID      string     `json:"id"`
	Effects []fzEffect `json:"effects"`
}

type FzMeta struct {
	Version int `json:"version"`
}

// fzRules exercises every kind of Go type the checker handles.
type fzRules struct {
	FzMeta
	Name  string              `json:"name"`
	Count int                 `json:"count"`
	Small int8                `json:"small,omitempty"`
	U     uint16              `json:"u"`
	F32   float32             `json:"f32"`
	F     float64             `json:"f"`
	On    bool                `json:"on"`
	P     *int                `json:"p"`
	Tags  []string            `json:"tags"`
	Arr   [2]int              `json:"arr"`
	Bytes []byte              `json:"bytes"`
	M     map[string]int      `json:"m"`
	IM    map[int8]string     `json:"im"`
	UM    map[uint16]bool     `json:"um"`
	Any   any                 `json:"any"`
	Num   json.Number         `json:"num"`
	Raw   json.RawMessage     `json:"raw"`
	Q     int                 `json:"q,string"`
	QB    *bool               `json:"qb,string"`
	QS    string              `json:"qs,string"`
	QF    float32             `json:"qf,string"`
	QN    json.Number         `json:"qn,string"`
	Text  fzText              `json:"text"`
	TM    map[fzText]int      `json:"tm"`
	Decks map[string][]fzCard `json:"decks"`
	Skip  int                 `json:"-"`
	//lint:ignore SA5008 the field is named "-" on purpose: DecodeStrict must read it as encoding/json does
	Dash int      `json:"-,"`
	Next *fzRules `json:"next"`
}

func FuzzDecodeStrict(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		agreesWithEncodingJSON(t, doc)
	})
}

// agreesWithEncodingJSON checks DecodeStrict against encoding/json on doc:
// when the checker finds nothing, encoding/json must succeed and give the
// same value; any problem the checker reports beyond its extra strictness
// must make encoding/json fail too.
func agreesWithEncodingJSON(t *testing.T, doc []byte) {
	t.Helper()
	var got fzRules
	err := DecodeStrict(doc, &got)
	var ps Problems
	if err != nil && !errors.As(err, &ps) {
		t.Fatalf("DecodeStrict error %v is %T, want Problems", err, err)
	}
	for _, p := range ps {
		if p.Message == "" {
			t.Fatalf("empty message in %v", ps)
		}
	}

	obj, perr := parseObject(doc, docRuleSet, true)
	if perr != nil {
		return
	}
	var want fzRules
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.DisallowUnknownFields()
	jsonErr := dec.Decode(&want)

	checked := check(obj, reflect.TypeFor[*fzRules]())
	if len(checked) == 0 {
		// The checker found nothing, so encoding/json must succeed:
		// otherwise the checker missed a case and a problem would
		// be reported without its path.
		if jsonErr != nil {
			t.Fatalf("checker found no problem in %q but encoding/json says %v", doc, jsonErr)
		}
		if err != nil {
			t.Fatalf("DecodeStrict: %v", err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("DecodeStrict gave %+v, encoding/json %+v", got, want)
		}
		return
	}
	// Any problem beyond the checker's extra strictness is one
	// encoding/json finds too.
	for _, p := range checked {
		extra := strings.HasPrefix(p.Message, "unknown field") || p.Message == "duplicate key" ||
			strings.HasPrefix(p.Message, "must have at most")
		if !extra && jsonErr == nil {
			t.Fatalf("checker reports %q in %q but encoding/json accepts it", p, doc)
		}
	}
}

func TestDecodeStrictMatchesEncodingJSON(t *testing.T) {
	values := []string{
		`0`, `-0`, `7`, `-1`, `1.5`, `1e2`, `1E0`, `300`, `-129`, `65536`, `1e39`, `1e400`, `-1e400`, `5e-324`, `1e-400`,
		`9223372036854775807`, `9223372036854775808`, `18446744073709551616`,
		`""`, `"x"`, `"12"`, `"-0"`, `"1.5"`, `"1e2"`, `"300"`, `"1e39"`, `"1e400"`, `"true"`, `"false"`, `"null"`, `"nul"`, `"nullx"`,
		`"\"s\""`, `"\"s"`, `"\"\\u0041\""`, `"\"a\\tb\""`, `"\"\\x\""`, `"-inf"`, `"-Inf"`, `"0x10"`, `"-0x1p-2"`, `"1_000"`, `" 12"`, `"12 "`,
		`"+1"`, `"-"`, `"0"`, `"00"`, `"aGk="`, `"aGk"`, `"aG\nk="`, `"red"`, `"\u00e9"`,
		`true`, `false`, `null`, `[]`, `[1]`, `[1,2]`, `[1,2,3]`, `["a"]`, `[null]`, `[[1]]`, `[{}]`, `[300]`, `[-1]`,
		`{}`, `{"a":1}`, `{"7":1}`, `{"-129":1}`, `{"127":"x"}`, `{"x":"y"}`, `{"65536":true}`, `{"0":false}`, `{"a":null}`,
		`{"a":{"b":1e400}}`, `{"o":[{"id":"c","effects":[{"kind":"k","amount":1.5}]}]}`, `{"o":null}`, `{"o":[null]}`,
		`{"name":"n","next":null}`, `{"version":"1"}`,
	}
	fields := []string{"version", "name", "count", "small", "u", "f32", "f", "on", "p", "tags", "arr", "bytes", "m", "im", "um",
		"any", "num", "raw", "q", "qb", "qs", "qf", "qn", "text", "tm", "decks", "-", "next", "Name", "skip", "Skip", "Dash"}
	for _, f := range fields {
		for _, v := range values {
			doc := []byte(`{"` + f + `":` + v + `}`)
			if !json.Valid(doc) {
				t.Fatalf("bad test document %s", doc)
			}
			t.Run(f+"="+v, func(t *testing.T) { agreesWithEncodingJSON(t, doc) })
			nested := []byte(`{"next":{"next":` + string(doc) + `}}`)
			t.Run("next.next."+f+"="+v, func(t *testing.T) { agreesWithEncodingJSON(t, nested) })
		}
	}
}
