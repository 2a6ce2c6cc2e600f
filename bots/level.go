package bots

import (
	"fmt"
	"sort"
)

// Level is one of the three levels of play that every game offers, under
// the same name and label in every game and on every page: a player who
// knows "Skilled" in one game knows what to expect in another. Each game
// maps each level to one of its bots (Registry.WithLevels), configured by
// iteration budgets so that a level's strength does not depend on the
// machine; docs/BOTS.md measures each level against the one below.
type Level struct {
	// Name is the bot name the level answers to in every game's
	// registry ("novice", "skilled", "expert").
	Name string
	// Label is what players see ("Novice"); About says in a few words
	// what playing against it is like.
	Label, About string
}

// The levels' names, easiest first.
const (
	Novice  = "novice"
	Skilled = "skilled"
	Expert  = "expert"
)

// Levels returns the three levels, easiest first. It is a function so
// that no caller can change another's copy.
func Levels() []Level {
	return []Level{
		{Name: Novice, Label: "Novice", About: "a gentle opponent, for learning the game"},
		{Name: Skilled, Label: "Skilled", About: "a sound opponent that punishes loose play"},
		{Name: Expert, Label: "Expert", About: "our strongest: it searches ahead"},
	}
}

// LevelOf returns the level called name.
func LevelOf(name string) (Level, bool) {
	for _, l := range Levels() {
		if l.Name == name {
			return l, true
		}
	}
	return Level{}, false
}

// Label is what players see for the bot called name: a level's label,
// or the name itself for any other bot (such as "random" or a game's
// internal names, which stay valid for the simulator and stored tables).
func Label(name string) string {
	if l, ok := LevelOf(name); ok {
		return l.Label
	}
	return name
}

// WithLevels returns r with each level's name added as an alias of the
// bot of's entry names: of maps every level name to a bot r already
// holds. It fails, naming what is missing, when of leaves a level out or
// names a bot r does not have.
func (r Registry) WithLevels(of map[string]string) (Registry, error) {
	out := make(Registry, len(r)+len(of))
	for n, f := range r {
		out[n] = f
	}
	for _, l := range Levels() {
		bot, ok := of[l.Name]
		if !ok {
			return nil, fmt.Errorf("bots: level %q is given no bot", l.Name)
		}
		f, ok := r[bot]
		if !ok {
			return nil, fmt.Errorf("bots: level %q names bot %q, which the registry does not hold (known: %v)", l.Name, bot, r.Names())
		}
		out[l.Name] = f
	}
	if len(of) != len(Levels()) {
		var extra []string
		for n := range of {
			if _, ok := LevelOf(n); !ok {
				extra = append(extra, n)
			}
		}
		sort.Strings(extra)
		return nil, fmt.Errorf("bots: %v are not levels (the levels: %s, %s, %s)", extra, Novice, Skilled, Expert)
	}
	return out, nil
}

// MustLevels is WithLevels for a game's own registry, whose levels name
// bots it is built with: a level without its bot is a mistake in the
// game's code, so MustLevels panics, naming it.
func (r Registry) MustLevels(of map[string]string) Registry {
	out, err := r.WithLevels(of)
	if err != nil {
		panic(err)
	}
	return out
}

// AddCareless adds "NAME:careless" to r: bot name, already in r, playing
// a third of its moves at random (Careless), the usual novice level of a
// game whose heuristic is too strong for a beginner.
func (r Registry) AddCareless(name string) {
	f, called := r[name], name+":careless"
	if f == nil {
		panic(fmt.Sprintf("bots: no bot %q to make careless (known: %v)", name, r.Names()))
	}
	r[called] = func() Bot { return &Careless{Bot: f(), Odds: 1.0 / 3, Called: called} }
}

// AddSearch adds a game's search bot at each of its levels to r, named
// alike in every game: "ismcts:NAME" (name gives a level's NAME), made by
// mk, and "ismcts" alone for the level named def.
func AddSearch[L any](r Registry, levels []L, name func(L) string, def string, mk func(L) Bot) {
	for _, l := range levels {
		r["ismcts:"+name(l)] = func() Bot { return mk(l) }
	}
	if r["ismcts:"+def] == nil {
		panic(fmt.Sprintf("bots: the search's default level %q is none of its levels", def))
	}
	r["ismcts"] = r["ismcts:"+def]
}
