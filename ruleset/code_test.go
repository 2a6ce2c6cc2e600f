package ruleset

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// sampleDoc is a small rule-set document used by several tests.
const sampleDoc = `{
  "game": "nobles",
  "name": "House rules",
  "turns_per_season": 4,
  "income": {"spring": 5, "summer": 3, "autumn": 4, "winter": 2},
  "rulings": {"token_conversion": "offer", "surrender_stacks": false},
  "board": ["proving", "ordeal", "decree"],
  "decks": {
    "ordeal": [
      {"id": "o1", "title": "Flood <& ford>", "effects": [{"kind": "pay", "amount": 2}]},
      {"id": "o2", "title": "Été", "effects": [{"kind": "gain", "amount": 1.5}, {"kind": "skip", "amount": null}]}
    ]
  }
}`

func TestCodeGolden(t *testing.T) {
	// Codes are shared between players and stored: they must never change.
	// If this test fails, the canonical form or the encoding has changed.
	// (The values were checked independently: Python's json.dumps with
	// sort_keys, compact separators and ensure_ascii=False gives the same
	// canonical bytes for these documents.)
	tests := []struct{ doc, want string }{
		{`{}`, "8g9pz8tnpd"},
		{sampleDoc, "e8hyt9gyxf"},
	}
	for _, tt := range tests {
		got, err := Code([]byte(tt.doc))
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("Code(%.20q…) = %s, want %s", tt.doc, got, tt.want)
		}
	}
}

func TestCodeForm(t *testing.T) {
	code, err := Code([]byte(sampleDoc))
	if err != nil {
		t.Fatal(err)
	}
	if len(code) != CodeLen {
		t.Errorf("len(%q) = %d, want %d", code, len(code), CodeLen)
	}
	for _, r := range code {
		if !strings.ContainsRune(codeAlphabet, r) || strings.ContainsRune("ilou", r) {
			t.Errorf("code %q has character %q", code, r)
		}
	}
	if len(codeAlphabet) != 32 {
		t.Errorf("alphabet has %d characters, want 32", len(codeAlphabet))
	}
}

func TestCodeSameContent(t *testing.T) {
	same := []string{
		sampleDoc,
		// Keys reordered at every level, whitespace removed.
		`{"decks":{"ordeal":[{"effects":[{"amount":2,"kind":"pay"}],"title":"Flood <& ford>","id":"o1"},{"title":"\u00c9t\u00e9","id":"o2","effects":[{"amount":1.50,"kind":"gain"},{"amount":null,"kind":"skip"}]}]},"board":["proving","ordeal","decree"],"rulings":{"surrender_stacks":false,"token_conversion":"offer"},"income":{"winter":2,"autumn":4,"summer":3,"spring":5},"turns_per_season":4.0,"name":"House rules","game":"nobles"}`,
		// Escapes and number spellings.
		strings.NewReplacer(`"nobles"`, `"\u006eobles"`, `"amount": 2`, `"amount": 2e0`, `<`, `\u003c`, `"turns_per_season": 4`, `"turns_per_season": 40e-1`).Replace(sampleDoc),
	}
	want, err := Code([]byte(same[0]))
	if err != nil {
		t.Fatal(err)
	}
	for i, doc := range same[1:] {
		got, err := Code([]byte(doc))
		if err != nil {
			t.Fatalf("variant %d: %v", i+1, err)
		}
		if got != want {
			c0, _ := Canonical([]byte(same[0]))
			c1, _ := Canonical([]byte(doc))
			t.Errorf("variant %d: code %s, want %s\n%s\n%s", i+1, got, want, c0, c1)
		}
	}
}

// TestCodeAnyChange makes every single small edit to sampleDoc it can think
// of and checks that each gives a code of its own.
func TestCodeAnyChange(t *testing.T) {
	root, err := parseObject([]byte(sampleDoc), docRuleSet, false)
	if err != nil {
		t.Fatal(err)
	}
	base := string(appendJSON(nil, root, true))
	var edits []string
	for _, edit := range edits1(root) {
		edits = append(edits, string(appendJSON(nil, edit, true)))
	}
	if len(edits) < 60 {
		t.Fatalf("only %d edits", len(edits))
	}
	codes := map[string]string{codeOf([]byte(base)): base}
	for _, e := range edits {
		if e == base {
			t.Fatalf("edit did not change the document: %s", e)
		}
		c := codeOf([]byte(e))
		if prev, ok := codes[c]; ok && prev != e {
			t.Errorf("code %s shared by\n%s\n%s", c, prev, e)
		}
		codes[c] = e
		if code, err := Code([]byte(e)); err != nil || code != c {
			t.Errorf("Code(canonical) = %s, %v; want %s", code, err, c)
		}
	}
}

// edits1 returns copies of v each with one small change.
func edits1(v any) []any {
	var out []any
	switch v := v.(type) {
	case *object:
		for i, m := range v.members {
			with := func(m2 member, keep bool) *object {
				ms := slices.Clone(v.members)
				if keep {
					ms[i] = m2
				} else {
					ms = slices.Delete(ms, i, i+1)
				}
				return &object{members: ms}
			}
			out = append(out, with(m, false))                                   // delete the member
			out = append(out, with(member{key: m.key + "_", val: m.val}, true)) // rename its key
			out = append(out, with(member{key: strings.ToUpper(m.key[:1]) + m.key[1:], val: m.val}, true))
			for _, e := range edits1(m.val) {
				out = append(out, with(member{key: m.key, val: e}, true))
			}
		}
		out = append(out, &object{members: append(slices.Clone(v.members), member{key: "extra", val: nil})})
	case []any:
		if len(v) > 0 {
			out = append(out, v[:len(v)-1])
		}
		if len(v) > 1 {
			r := slices.Clone(v)
			slices.Reverse(r)
			out = append(out, r)
		}
		for i, e := range v {
			for _, e2 := range edits1(e) {
				c := slices.Clone(v)
				c[i] = e2
				out = append(out, c)
			}
		}
	case string:
		out = append(out, v+" ", strings.ToUpper(v), "")
	case number:
		out = append(out, number(string(v)+"1"), number("-"+string(v)), number(fmt.Sprint(string(v), "e1")))
	case bool:
		out = append(out, !v)
	case nil:
		out = append(out, number("0"), false, "")
	}
	return out
}

func TestParseCode(t *testing.T) {
	tests := []struct{ in, want, err string }{
		{"k3v9q0x2mb", "k3v9q0x2mb", ""},
		{"K3V9Q0X2MB", "k3v9q0x2mb", ""},
		{"k3v9q-0x2mb", "k3v9q0x2mb", ""},
		{" k3v9q 0x2mb ", "k3v9q0x2mb", ""},
		{"k3v9qOx2mb", "k3v9q0x2mb", ""},
		{"IL23456789", "1123456789", ""},
		{"k3v9q0x2m", "", `rule-set code "k3v9q0x2m": want 10 characters, got 9`},
		{"k3v9q0x2mbb", "", `rule-set code "k3v9q0x2mbb": want 10 characters, got 11`},
		{"k3v9q0x2mu", "", `rule-set code "k3v9q0x2mu": 'u' cannot appear in a code`},
		{"k3v9q0x2m!", "", `rule-set code "k3v9q0x2m!": '!' cannot appear in a code`},
	}
	for _, tt := range tests {
		got, err := ParseCode(tt.in)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("ParseCode(%q) = %q, %v; want error %q", tt.in, got, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseCode(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	code, _ := Code([]byte(sampleDoc))
	if got, err := ParseCode(strings.ToUpper(code[:5] + "-" + code[5:])); err != nil || got != code {
		t.Errorf("ParseCode(upper-cased %s) = %s, %v", code, got, err)
	}
}
