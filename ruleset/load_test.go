package ruleset_test

import (
	"errors"
	"strings"
	"testing"

	"evergreen/ruleset"
)

type small struct {
	N int `json:"n"`
}

func (s *small) Validate() error {
	var ps ruleset.Problems
	if s.N < 1 {
		ps.Add("n", "must be positive, got %d", s.N)
	}
	return ps.Err()
}

func TestLoad(t *testing.T) {
	for _, tc := range []struct {
		name, doc, want string // want: an error's text, or "" for success
	}{
		{"valid", `{ "n" : 2 }`, ""},
		{"invalid", `{"n":0}`, "n: must be positive, got 0"},
		{"unknown field", `{"n":1,"m":2}`, "m: unknown field"},
		{"not JSON", `{`, "rule set"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s small
			canon, code, err := ruleset.Load([]byte(tc.doc), &s)
			if tc.want != "" {
				if err == nil || !strings.Contains(err.Error(), tc.want) || canon != nil || code != "" {
					t.Fatalf("Load(%s) = %q, %q, %v; want an error with %q and nothing else", tc.doc, canon, code, err, tc.want)
				}
				return
			}
			want, _ := ruleset.Code([]byte(tc.doc))
			if err != nil || string(canon) != `{"n":2}` || code != want || s.N != 2 {
				t.Fatalf("Load(%s) = %q, %q, %v (n %d)", tc.doc, canon, code, err, s.N)
			}
		})
	}
}

// compiled is what a game's build makes of a checked small.
type compiled struct {
	n    int
	doc  string
	code string
}

func buildSmall(s *small, canon []byte, code string) *compiled {
	return &compiled{s.N, string(canon), code}
}

func TestCompile(t *testing.T) {
	got, err := ruleset.Compile([]byte(`{ "n" : 2 }`), buildSmall)
	want, _ := ruleset.Code([]byte(`{"n":2}`))
	if err != nil || got == nil || *got != (compiled{2, `{"n":2}`, want}) {
		t.Fatalf("Compile = %+v, %v", got, err)
	}
	if got, err := ruleset.Compile([]byte(`{"n":0}`), buildSmall); got != nil || err == nil || !strings.Contains(err.Error(), "n: must be positive") {
		t.Fatalf("Compile of an invalid document = %+v, %v; want nil and its problem", got, err)
	}
	base := []byte(`{"n":1}`)
	if got, err := ruleset.CompileOnto(base, nil, buildSmall); err != nil || got.n != 1 {
		t.Fatalf("CompileOnto(base, nil) = %+v, %v", got, err)
	}
	if got, err := ruleset.CompileOnto(base, []byte(`{"n":5}`), buildSmall); err != nil || got.n != 5 {
		t.Fatalf("CompileOnto(base, n 5) = %+v, %v", got, err)
	}
	if got, err := ruleset.CompileOnto(base, []byte(`[`), buildSmall); got != nil || err == nil {
		t.Fatalf("CompileOnto with a broken patch = %+v, %v", got, err)
	}
}

func TestPatch(t *testing.T) {
	base := []byte(`{"n":1,"m":2}`)
	if got, err := ruleset.Patch(base, nil); err != nil || string(got) != string(base) {
		t.Errorf("Patch(base, nil) = %s, %v", got, err)
	}
	got, err := ruleset.Patch(base, []byte(`{"m":null,"n":3}`))
	if err != nil || string(got) != `{"n":3}` {
		t.Errorf("Patch = %s, %v", got, err)
	}
	var ps ruleset.Problems
	if _, err := ruleset.Patch(base, []byte(`[`)); err == nil || errors.As(err, &ps) && len(ps) == 0 {
		t.Errorf("Patch with a broken patch = %v", err)
	}
}

type pair struct {
	N int      `json:"n"`
	M int      `json:"m"`
	L []int    `json:"l"`
	S struct{} `json:"s"`
}

func (p *pair) Validate() error {
	var ps ruleset.Problems
	if p.N < 1 {
		ps.Add("n", "must be positive, got %d", p.N)
	}
	if p.M < 1 {
		ps.Add("m", "must be positive, got %d", p.M)
	}
	if len(p.L) > 2 {
		ps.Add("l", "must hold at most 2 numbers, got %d", len(p.L))
	}
	for i, v := range p.L {
		if v < 1 {
			ps.Add(ruleset.Index("l", i), "must be positive, got %d", v)
		}
	}
	return ps.Err()
}

// TestLoadReportsEverythingAtOnce: faults of shape and of meaning come
// back together, in one round, and a value with a fault of shape is not
// blamed twice (its zero value is not "must be positive").
func TestLoadReportsEverythingAtOnce(t *testing.T) {
	var p pair
	_, _, err := ruleset.Load([]byte(`{"n":"two","m":0,"l":[1,"x",0],"s":{"q":1},"n2":3}`), &p)
	var ps ruleset.Problems
	if !errors.As(err, &ps) {
		t.Fatalf("Load = %v", err)
	}
	var got []string
	for _, p := range ps {
		got = append(got, p.String())
	}
	want := []string{
		`n: must be an integer, got string "two"`,
		`l[1]: must be an integer, got string "x"`,
		`s.q: unknown field`,
		`n2: unknown field`,
		`m: must be positive, got 0`,
		`l: must hold at most 2 numbers, got 3`,
		`l[2]: must be positive, got 0`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

type loose struct {
	F float64           `json:"f"`
	S string            `json:"s"`
	M map[string]string `json:"m"`
}

func (*loose) Validate() error { return nil }

// TestLoadCanonicalFromOneParse: the canonical form Load returns from its
// single parse is Canonical's, and the values decoded from it are those
// of the document as written.
func TestLoadCanonicalFromOneParse(t *testing.T) {
	doc := []byte(`{ "s": "caf\u00e9 \"q\"", "f": 2.50e0, "m": {"b": "2", "a": "1"} }`)
	var l loose
	canon, code, err := ruleset.Load(doc, &l)
	want, _ := ruleset.Canonical(doc)
	wantCode, _ := ruleset.Code(doc)
	if err != nil || string(canon) != string(want) || code != wantCode {
		t.Fatalf("Load = %s %s %v, want %s %s", canon, code, err, want, wantCode)
	}
	if l.F != 2.5 || l.S != `café "q"` || l.M["a"] != "1" || l.M["b"] != "2" {
		t.Errorf("decoded %+v", l)
	}
}

func BenchmarkLoad(b *testing.B) {
	doc := []byte(`{"s":"x","f":1.5,"m":{"a":"1","b":"2","c":"3"}}`)
	for b.Loop() {
		var l loose
		if _, _, err := ruleset.Load(doc, &l); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzLoad: Load never panics; it either succeeds with the canonical
// form and code, or reports problems each with a message, and a value it
// left out for a fault of shape is never blamed again.
func FuzzLoad(f *testing.F) {
	for _, s := range []string{`{"n":1,"m":1}`, `{"n":"x","m":0,"l":[0,"y"]}`, `{"s":{"q":1},"n":1,"n":2}`, `[]`, `{"l":{"a":1}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		var p pair
		canon, code, err := ruleset.Load(doc, &p)
		if err == nil {
			if want, cerr := ruleset.Canonical(doc); cerr != nil || string(want) != string(canon) || code == "" {
				t.Fatalf("Load(%q) = %s %s; Canonical = %s %v", doc, canon, code, want, cerr)
			}
			return
		}
		var ps ruleset.Problems
		if !errors.As(err, &ps) || len(ps) == 0 {
			t.Fatalf("Load(%q): %v is not Problems", doc, err)
		}
		seen := map[string]bool{}
		for _, q := range ps {
			if q.Message == "" {
				t.Fatalf("problem without a message at %q", q.Path)
			}
			if seen[q.Path] && q.Path != "" && strings.HasPrefix(q.Message, "must be positive") {
				t.Fatalf("%s blamed twice: %v", q.Path, ps)
			}
			seen[q.Path] = true
		}
	})
}

// TestLoadBoundsEveryNumber: whatever the game, a number beyond
// MaxNumber is refused with its path (income 9.2e18 was once "valid").
func TestLoadBoundsEveryNumber(t *testing.T) {
	var p pair
	_, _, err := ruleset.Load([]byte(`{"n":9200000000000000000,"m":1,"l":[1,-2000000000]}`), &p)
	for _, want := range []string{
		"n: must be at most 1,000,000,000 in size (no number in a rule set is larger), got number 9200000000000000000",
		"l[1]: must be at most 1,000,000,000 in size",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Load = %v, want %q", err, want)
		}
	}
	var q pair
	if _, _, err := ruleset.Load([]byte(`{"n":1000000000,"m":1}`), &q); err != nil {
		t.Errorf("MaxNumber itself: %v", err)
	}
}
