// Package highest is Highest Unique, a tiny game of simultaneous secret
// choices that exists to prove the platform's game contract: it is not
// offered to players, but the table, the simulator, the scenario runner
// and the game conformance suite all run it in their tests.
//
// Each round a prize of 1 to 3 points is drawn (from the seeded
// generator) and shown; then every player at once secretly picks a number
// from 1 to the rules' "highest". When the last pick is in, all picks are
// revealed and the player with the highest number nobody else picked
// wins the prize; if every number is shared, nobody does. After the
// rules' "rounds" rounds the most points win (shared victories allowed).
//
// Everything a seat may not know, the numbers others have picked this
// round, stays out of View until the reveal.
//
// Moves: {"move":"pick","option":k}. Events: "prize" (Amount: the
// prize), "picked" (Seat: who; the number is not in it), "reveal" (Seat,
// Amount: the number), "round" (Seat: the winner or NoSeat, Amount: the
// points won, Detail: the round number), "end".
package highest

import (
	"embed"
	"fmt"
	"math/rand/v2"

	"evergreen/bots"
	"evergreen/bots/ismcts"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/ruleset"
)

// Game is Highest Unique.
type Game struct{ *game.Defined[*Rules] }

// New returns the game.
func New() Game {
	return Game{game.Define(game.Definition[*Rules]{
		Name: "highest", Title: "Highest Unique", Min: 2, Max: 6,
		Rules:    func(patch []byte) (*Rules, error) { return ruleset.CompileOnto([]byte(defaultDoc), patch, build) },
		Document: func(doc []byte) (*Rules, error) { return ruleset.Compile(doc, build) }, Problems: ruleset.MustTranslations(Problems()),
		Manifest: game.Manifest{Simultaneous: true, Chance: true, Hidden: true, Concede: game.ConcedeBot, Rulebook: []string{"round", "win", "end"}, Studio: []string{"hu-rules"}},
	})}
}

// defaultDoc is the standard rules.
const defaultDoc = `{"name":"Highest Unique","rounds":3,"highest":5}`

// Doc is a rule-set document.
type Doc struct {
	Name    string `json:"name"`
	Rounds  int    `json:"rounds"`
	Highest int    `json:"highest"`
}

// Validate reports every problem with its path.
func (d *Doc) Validate() error {
	var ps ruleset.Problems
	if d.Rounds < 1 || d.Rounds > 20 {
		ps.Add("rounds", "must be 1 to 20, got %d", d.Rounds)
	}
	if d.Highest < 2 || d.Highest > 20 {
		ps.Add("highest", "must be 2 to 20, got %d", d.Highest)
	}
	return ps.Err()
}

// Rules is a compiled rule set; a seat is a name and a colour
// (game.ColourSeats).
type Rules struct {
	game.Compiled[Doc]
	game.ColourSeats
}

// build compiles a checked document: the game's rules and its bots.
func build(d *Doc, canon []byte, code string) *Rules {
	r := &Rules{ColourSeats: game.ColourSeats{Palette: []string{"#2f6b3a", "#8a4b1f", "#1f5a8a", "#7a2f6b", "#6b6b1f", "#1f6b6b"}}}
	reg := bots.Registry{
		"random": func() bots.Bot { return bots.Random{} },
		"greedy": func() bots.Bot { return Greedy{} },
		"ismcts": func() bots.Bot { return ismcts.New(ismcts.Config{Name: "ismcts", Game: r, Iterations: 300}) },
	}
	r.Compiled = game.Compile(*d, canon, code, d.Name, reg)
	return r
}

// Start deals a game.
func (r *Rules) Start(s game.Setup) (engine.State, error) {
	n := len(s.Seats)
	if n < 2 || n > 6 {
		return nil, fmt.Errorf("seats: Highest Unique seats 2 to 6 players, got %d", n)
	}
	if s.First < 0 || s.First >= n {
		return nil, fmt.Errorf("first: must be a seat from 0 to %d, got %d", n-1, s.First)
	}
	if s.Rig != nil && len(s.Rig.Draws) > 0 {
		return nil, fmt.Errorf("rig.draws: Highest Unique has no decks (rig its prizes as dice)")
	}
	st := &State{
		rules: r, Round: 1, Scores: make([]int, n), Picks: make([]int, n),
		Last: make([]int, n), rng: engine.NewSource(s.Seed), rig: s.Rig.Clone(),
	}
	st.opening = st.drawPrize(nil)
	return st, nil
}

// Greedy always picks the second-highest number, betting that others
// go for the highest. It exists so the simulator has two bots to
// compare.
type Greedy struct{}

// Name is "greedy".
func (Greedy) Name() string { return "greedy" }

// Choose picks the second-highest legal number.
func (Greedy) Choose(_ engine.Seat, _ any, legal []engine.Move, _ *rand.Rand) engine.Move {
	if len(legal) > 1 {
		return legal[len(legal)-2]
	}
	return legal[0]
}

// problemFiles are the game's rule-set problems in each locale but
// English (problems.{locale}.json).
//
//go:embed problems.*.json
var problemFiles embed.FS

// Problems are the game's own rule-set problems by locale.
func Problems() (ruleset.Translations, error) { return ruleset.ReadTranslations(problemFiles) }
