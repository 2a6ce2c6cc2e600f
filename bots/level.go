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
