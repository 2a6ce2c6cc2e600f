package bots_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
)

// TestLevels: three levels, easiest first, each with a label; a level's
// name is its label for players, any other bot keeps its name.
func TestLevels(t *testing.T) {
	ls := bots.Levels()
	want := []string{bots.Novice, bots.Skilled, bots.Expert}
	if len(ls) != len(want) {
		t.Fatalf("%d levels, want %d", len(ls), len(want))
	}
	for i, l := range ls {
		if l.Name != want[i] || l.Label == "" || l.About == "" {
			t.Errorf("level %d is %+v", i, l)
		}
		if got := bots.Label(l.Name); got != l.Label {
			t.Errorf("Label(%q) = %q, want %q", l.Name, got, l.Label)
		}
	}
	if got := bots.Label("random"); got != "random" {
		t.Errorf("Label(random) = %q", got)
	}
	ls[0].Label = "changed"
	if bots.Levels()[0].Label == "changed" {
		t.Error("a caller's copy of the levels changed another's")
	}
}

type named string

func (n named) Name() string { return string(n) }
func (n named) Choose(_ engine.Seat, _ any, legal []engine.Move, _ *rand.Rand) engine.Move {
	return legal[0]
}

// TestWithLevels: each level answers with the bot it names; a level
// left out, a bot the registry lacks and a name that is no level are
// refused in plain words.
func TestWithLevels(t *testing.T) {
	r := bots.Registry{"a": func() bots.Bot { return named("a") }, "b": func() bots.Bot { return named("b") }}
	got, err := r.WithLevels(map[string]string{bots.Novice: "a", bots.Skilled: "b", bots.Expert: "b"})
	if err != nil {
		t.Fatal(err)
	}
	for level, bot := range map[string]string{bots.Novice: "a", bots.Skilled: "b", bots.Expert: "b", "a": "a"} {
		b, err := got.New(level)
		if err != nil || b.Name() != bot {
			t.Errorf("%s: got %v, %v; want bot %s", level, b, err, bot)
		}
	}
	if _, ok := r[bots.Novice]; ok {
		t.Error("WithLevels changed the registry it was given")
	}
	for _, tc := range []struct {
		of   map[string]string
		want string
	}{
		{map[string]string{bots.Novice: "a", bots.Skilled: "b"}, `level "expert" is given no bot`},
		{map[string]string{bots.Novice: "a", bots.Skilled: "b", bots.Expert: "c"}, `names bot "c"`},
		{map[string]string{bots.Novice: "a", bots.Skilled: "b", bots.Expert: "b", "master": "b"}, "[master] are not levels"},
	} {
		if _, err := r.WithLevels(tc.of); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error saying %q", tc.of, err, tc.want)
		}
	}
}

// TestCareless: it plays its bot's move except at about Odds of its
// decisions, and is deterministic for a seed.
func TestCareless(t *testing.T) {
	legal := []engine.Move{{Name: "a"}, {Name: "b"}, {Name: "c"}, {Name: "d"}}
	count := func(odds float64, seed uint64) int {
		c := &bots.Careless{Bot: named("x"), Odds: odds, Called: "careless"}
		rng := rand.New(rand.NewPCG(seed, 1))
		other := 0
		for range 4000 {
			if c.Choose(0, nil, legal, rng) != legal[0] {
				other++
			}
		}
		return other
	}
	if n := count(0, 1); n != 0 {
		t.Errorf("odds 0: %d moves not its bot's", n)
	}
	// At odds 0.4, a random move differs from the bot's 3 times in 4.
	if n := count(0.4, 1); n < 1000 || n > 1400 {
		t.Errorf("odds 0.4: %d of 4000 moves not its bot's, want about 1200", n)
	}
	if a, b := count(0.4, 2), count(0.4, 2); a != b {
		t.Error("not deterministic for a seed")
	}
}

// TestRegistryKit: the search's levels are named alike in every game,
// "ismcts" is the default level, a careless bot plays as the bot it is
// made from under its own name, and a level or default that names no bot
// is refused at once.
func TestRegistryKit(t *testing.T) {
	r := bots.Registry{"a": func() bots.Bot { return named("a") }}
	bots.AddSearch(r, []int{1, 2}, func(l int) string { return map[int]string{1: "easy", 2: "hard"}[l] }, "hard",
		func(l int) bots.Bot { return named(strings.Repeat("s", l)) })
	r.AddCareless("a")
	for name, want := range map[string]string{"ismcts:easy": "s", "ismcts:hard": "ss", "ismcts": "ss", "a:careless": "a:careless"} {
		b, err := r.New(name)
		if err != nil || b.Name() != want {
			t.Errorf("%s: %v, %v; want %s", name, b, err, want)
		}
	}
	if c, ok := mustBot(t, r, "a:careless").(*bots.Careless); !ok || c.Bot.Name() != "a" || c.Odds <= 0 || c.Odds >= 1 {
		t.Errorf("a:careless is %#v, want a careless a", c)
	}
	for what, f := range map[string]func(){
		"a level naming no bot": func() { r.MustLevels(map[string]string{bots.Novice: "a", bots.Skilled: "a", bots.Expert: "z"}) },
		"careless of no bot":    func() { r.AddCareless("z") },
		"no default level":      func() { bots.AddSearch(bots.Registry{}, []int{1}, func(int) string { return "easy" }, "normal", nil) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", what)
				}
			}()
			f()
		}()
	}
	if got := r.MustLevels(map[string]string{bots.Novice: "a:careless", bots.Skilled: "a", bots.Expert: "ismcts"}); got[bots.Expert] == nil {
		t.Error("MustLevels left out the expert level")
	}
}

func mustBot(t *testing.T, r bots.Registry, name string) bots.Bot {
	t.Helper()
	b, err := r.New(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
