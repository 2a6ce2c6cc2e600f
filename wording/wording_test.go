package wording_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"testing"

	"evergreen/wording"
)

// testCase is one case of testdata/cases.json.
type testCase struct {
	Text   string         `json:"text"`
	Values map[string]any `json:"values"`
	Want   *string        `json:"want"`
	Error  bool           `json:"error"`
}

type cases struct {
	Units map[string]wording.Unit `json:"units"`
	Cases []testCase              `json:"cases"`
}

func loadCases(t testing.TB) cases {
	t.Helper()
	b, err := os.ReadFile("testdata/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var c cases
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// values converts a case's JSON values (lists of texts among them).
func values(m map[string]any) wording.Map {
	out := wording.Map{}
	for k, v := range m {
		if l, ok := v.([]any); ok {
			ss := []string{}
			for _, x := range l {
				ss = append(ss, x.(string))
			}
			v = ss
		}
		out[k] = v
	}
	return out
}

func TestCases(t *testing.T) {
	c := loadCases(t)
	for _, tc := range c.Cases {
		tpl, err := wording.Parse(tc.Text)
		if tc.Want == nil {
			var se *wording.SyntaxError
			if !errors.As(err, &se) {
				t.Errorf("Parse(%q) = %v, want a syntax error", tc.Text, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.Text, err)
			continue
		}
		got, err := tpl.FillWith(values(tc.Values), wording.Options{Units: c.Units})
		if got != *tc.Want || (err != nil) != tc.Error {
			t.Errorf("%q fills %q (problem: %v), want %q (problem: %v)", tc.Text, got, err, *tc.Want, tc.Error)
		}
	}
}

func TestProblemsSayWhere(t *testing.T) {
	_, err := wording.Parse("Ada {if:x}rolls")
	if err == nil || err.Error() != "at character 5: an {if:…} is never closed with {end}" {
		t.Errorf("unclosed condition: %v", err)
	}
	// Where is counted in characters, not bytes: "ü" and "點" are one each.
	for text, want := range map[string]string{
		"Für {n Kronen": "at character 5: a { is never closed (write {{ for a brace)",
		"點數 {n":         "at character 4: a { is never closed (write {{ for a brace)",
	} {
		if _, err := wording.Parse(text); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	_, err = wording.Fill("{count:n|a|b} and {who}", wording.Map{"n": 1})
	if !errors.Is(err, wording.ErrUnknown) || err.Error() != `{who}: "who" names no value` {
		t.Errorf("unknown name: %v", err)
	}
}

func TestMissingStandsIn(t *testing.T) {
	tpl := wording.MustParse("[{a}] [{b}]")
	got, err := tpl.FillWith(wording.Map{"a": 1}, wording.Options{Missing: "?"})
	if got != "[1] [?]" || err == nil {
		t.Errorf("got %q, %v", got, err)
	}
}

func TestTreeAndChain(t *testing.T) {
	entry := wording.TreeOf(map[string]any{"effects": []any{map[string]any{"amount": -100, "duration": map[string]any{"turns": 2}}}, "none": nil})
	root := wording.TreeOf(struct {
		Cost int `json:"cost"`
	}{300})
	v := wording.Chain{entry, root}
	got, err := wording.Fill("{words:effects[0].duration.turns|turn|turns}, {effects[0].amount}, {cost+effects[0].amount}, {none}", v)
	if want := "two turns, -100, 200, 0"; got != want || err != nil {
		t.Errorf("got %q (%v), want %q", got, err, want)
	}
	for _, bad := range []string{"effects[1].amount", "effects[0]", "effects.amount", "effects[x].amount", "cost.x"} {
		if _, ok := v.Value(bad); ok {
			t.Errorf("%s should name no value", bad)
		}
	}
}

func TestCatalog(t *testing.T) {
	c, err := wording.NewCatalog(map[string]string{"roll": "{who} rolls {n}", "pass": "{who} passes"})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Check(func(_, name string) bool { return name == "who" || name == "n" }); err != nil {
		t.Error(err)
	}
	if err := c.Check(func(_, name string) bool { return name == "who" }); err == nil || err.Error() != `roll: "n": no such field` {
		t.Errorf("Check: %v", err)
	}
	if _, err := wording.NewCatalog(map[string]string{"x": "{"}); err == nil || err.Error() != "x: at character 1: a { is never closed (write {{ for a brace)" {
		t.Errorf("NewCatalog: %v", err)
	}
}

func TestNames(t *testing.T) {
	got := wording.MustParse("{a} {if:b}{c+d-1}{else}{a}{end}").Names()
	if want := []string{"a", "b", "c", "d"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Names = %v, want %v", got, want)
	}
}

func Example() {
	t := wording.MustParse("{who} {if:you|pay|pays} {coins:n}{if:turns} for {words:turns|turn|turns}{end}.")
	units := map[string]wording.Unit{"coins": {One: "coin", Many: "coins"}}
	s, _ := t.FillWith(wording.Map{"who": "You", "you": true, "n": 1600, "turns": 2}, wording.Options{Units: units})
	fmt.Println(s)
	s, _ = t.FillWith(wording.Map{"who": "Ada", "n": 1}, wording.Options{Units: units})
	fmt.Println(s)
	// Output:
	// You pay 1,600 coins for two turns.
	// Ada pays 1 coin.
}
