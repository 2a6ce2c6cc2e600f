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
