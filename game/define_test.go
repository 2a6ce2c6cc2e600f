package game

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
)

// TestDefine: a definition missing a name, a range or its compile
// functions is refused, naming what is missing; a defined game keeps one
// compiled copy of a document, and RulesetOf opens its rules and refuses
// another game's.
func TestDefine(t *testing.T) {
	compiled := 0
	compile := func(doc []byte) (*fakeRules, error) {
		compiled++
		if string(doc) == "bad" {
			return nil, errors.New("rounds: must be positive")
		}
		return &fakeRules{Compile(string(doc), doc, "c"+string(doc), "Doc "+string(doc), bots.Basic())}, nil
	}
	good := Definition[*fakeRules]{Name: "fake", Title: "Fake", Min: 1, Max: 2, Rules: compile, Document: compile}
	for _, tc := range []struct {
		change func(*Definition[*fakeRules])
		want   string
	}{
		{func(d *Definition[*fakeRules]) { d.Name = "Fake!" }, "name"},
		{func(d *Definition[*fakeRules]) { d.Title = "" }, "no title"},
		{func(d *Definition[*fakeRules]) { d.Max = 0 }, "not a range"},
		{func(d *Definition[*fakeRules]) { d.Document = nil }, "Rules and Document"},
	} {
		d := good
		tc.change(&d)
		if err := d.check(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("a bad definition: %v, want an error naming %q", err, tc.want)
		}
	}
	g := Define(good)
	a, err := g.Document([]byte("x"))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Document([]byte("x")); a != b || compiled != 1 {
		t.Errorf("the same document compiled %d times", compiled)
	}
	if _, err := g.Rules([]byte("bad")); err == nil {
		t.Error("a bad patch compiled")
	}
	if rs, err := RulesetOf[string](a); err != nil || rs != "x" || TitleOf(a) != "Doc x" {
		t.Errorf("RulesetOf = %q, %v; title %q", rs, err, TitleOf(a))
	}
	if _, err := RulesetOf[int](a); !errors.Is(err, ErrOtherGame) {
		t.Errorf("another game's rules opened: %v", err)
	}
}

type fakeRules struct{ Compiled[string] }

func (*fakeRules) Seats(s []Seat, _ *rand.Rand) ([]Seat, error) { return s, nil }
func (*fakeRules) Start(Setup) (engine.State, error)            { return nil, nil }

// fakeTerm is a TermUI; only its type matters here.
type fakeTerm struct{ TermUI }

// TestTermOf: the screens are built from the game's own rules; another
// game's rules are refused, and a constructor's failure is a nil TermUI,
// not a nil screen in a TermUI that is not nil.
func TestTermOf(t *testing.T) {
	r := &fakeRules{Compile("doc", nil, "c", "Doc", bots.Basic())}
	built := ""
	ui, err := TermOf(r, true, func(rs string, colour bool) (*fakeTerm, error) { built = rs; return &fakeTerm{}, nil })
	if err != nil || ui == nil || built != "doc" {
		t.Errorf("TermOf = %v, %v; built from %q", ui, err, built)
	}
	if _, err := TermOf(r, true, func(int, bool) (*fakeTerm, error) { return &fakeTerm{}, nil }); !errors.Is(err, ErrOtherGame) {
		t.Errorf("another game's rules: %v", err)
	}
	ui, err = TermOf(r, false, func(string, bool) (*fakeTerm, error) { return nil, errors.New("no screens") })
	if err == nil || ui != nil {
		t.Errorf("a failed constructor: %#v, %v; want a nil TermUI and the error", ui, err)
	}
}

// otherRules are another game's rules, to DiffOf.
type otherRules struct{ Compiled[int] }

func (*otherRules) Seats(s []Seat, _ *rand.Rand) ([]Seat, error) { return s, nil }
func (*otherRules) Start(Setup) (engine.State, error)            { return nil, nil }

// TestDiffOf: two rule sets of a game are compared by the game's diff,
// each change with its path and words; another game's are refused.
func TestDiffOf(t *testing.T) {
	a := &fakeRules{Compile("a", nil, "ca", "A", nil)}
	b := &fakeRules{Compile("b", nil, "cb", "B", nil)}
	diff := func(x, y *fakeRules) []string { return []string{x.RS + "→" + y.RS} }
	words := func(c string) (string, string) { return "name", "name " + c }
	got, err := DiffOf(a, b, diff, words)
	if err != nil || len(got) != 1 || got[0] != (Change{Path: "name", Words: "name a→b"}) {
		t.Errorf("DiffOf = %v, %v", got, err)
	}
	if _, err := DiffOf(a, &otherRules{Compile(1, nil, "c1", "One", nil)}, diff, words); !errors.Is(err, ErrOtherGame) || !strings.Contains(err.Error(), "c1") {
		t.Errorf("another game's rules: %v, want ErrOtherGame naming c1", err)
	}
}
