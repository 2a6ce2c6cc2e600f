package game

// A game's definition: one value that says what the game is (name, title,
// player range, how its rule sets compile) and what it has (its manifest),
// so that the platform reads a game's capabilities instead of guessing them
// from the methods it happens to have. A game's package builds it once:
//
//	type Game struct{ *game.Defined[*Rules] }
//
//	func New() *Game {
//		return &Game{game.Define(game.Definition[*Rules]{
//			Name: "highest", Title: "Highest Unique", Min: 2, Max: 6,
//			Rules: load, Document: loadDocument,
//			Manifest: game.Manifest{Simultaneous: true, Chance: true, Hidden: true},
//		})}
//	}
//
// and adds, beside it, only the hooks it offers (its pages, its renderer,
// its terminal screens, its statistics).

import (
	"errors"
	"fmt"
	"io/fs"

	"evergreen/bots"
)

// Definition is what a game declares about itself.
type Definition[R Rules] struct {
	// Name is the game's stable identifier, Title its name for people
	// (see Game).
	Name, Title string
	// Min and Max are the range of seats a table may have.
	Min, Max int
	// Rules compiles patch, a rule-set document, merged onto the game's
	// default rule set (nil or empty: the default itself).
	Rules func(patch []byte) (R, error)
	// Document compiles a complete canonical document.
	Document func(doc []byte) (R, error)
	// Manifest declares what the game has.
	Manifest Manifest
	// Problems are the game's own rule-set problems in the locales but
	// English: for each locale ("de"), the English format as the game's
	// loader passes it to ruleset's Problems.Add, and its translation
	// (the game's content, problems.{locale}.json). The platform words
	// its own problems itself; nil leaves the game's in English.
	Problems map[string]map[string]string
	// Assets are the game's browser renderer (renderer.js at the root and
	// what it imports; BrowserFiles builds them from its ui package), nil
	// for a game without one (Renderer, AssetsOf).
	Assets fs.FS
}

// Manifest declares a game's capabilities: what kinds of decisions and
// knowledge its play involves, and which parts of the platform's pages it
// fills. The conformance suite (package gametest) holds the game to it:
// a game declared without hidden information must show every seat the
// same view, one with it must have a secret-finder and twin positions.
type Manifest struct {
	// Simultaneous: several seats may have a decision open at once.
	Simultaneous bool `json:"simultaneous"`
	// Chance: the seeded generator decides something (a shuffle, a die).
	Chance bool `json:"chance"`
	// Hidden: some seat may not see everything (a hand, a secret pick).
	Hidden bool `json:"hidden_information"`
	// Solitary: a table of one seat plays against an opponent the rules
	// themselves run, not a bot in a seat.
	Solitary bool `json:"solitary_opponent"`
	// Rulebook names the sections of the game's Rulebook, by the id of
	// each section on the page, in order.
	Rulebook []string `json:"rulebook_sections"`
	// Studio names the sections of the game's Rules Studio editor, by id,
	// in order; none means the game has no Studio.
	Studio []string `json:"studio_sections"`
	// Terminal names the screens evergreen play draws for the game; none
	// means it has no terminal screens.
	Terminal []string `json:"terminal_screens"`
	// Concede says what becomes of a seat whose player concedes: ConcedeBot,
	// or "" for a game that offers no concession.
	Concede string `json:"concede,omitempty"`
}

// ConcedeBot: a conceding player's seat is played to the end by a bot,
// under the player's name, so that the others' game goes on as it was.
const ConcedeBot = "bot"

// Defined is the Game a Definition describes: it keeps compiled rule
// sets so that tables sharing rules share one copy. A game's own type
// embeds it and adds the hooks it offers.
type Defined[R Rules] struct {
	def   Definition[R]
	cache *RulesCache[R]
}

// Define checks d and returns the game it describes. A definition
// without a name, a player range or a way to compile its rules is a
// mistake in the game's code, so Define panics, naming what is missing.
func Define[R Rules](d Definition[R]) *Defined[R] {
	if err := d.check(); err != nil {
		panic(err)
	}
	return &Defined[R]{def: d, cache: NewRulesCache[R](RulesCacheSize)}
}

func (d Definition[R]) check() error {
	switch {
	case !ValidName(d.Name):
		return fmt.Errorf("game: definition: name %q must be 1 to 32 lower-case letters and digits", d.Name)
	case d.Title == "":
		return fmt.Errorf("game: definition %s: no title", d.Name)
	case d.Min < 1 || d.Max < d.Min:
		return fmt.Errorf("game: definition %s: players %d to %d is not a range", d.Name, d.Min, d.Max)
	case d.Rules == nil || d.Document == nil:
		return fmt.Errorf("game: definition %s: Rules and Document are both needed", d.Name)
	}
	return nil
}

// Name is the game's identifier.
func (g *Defined[R]) Name() string { return g.def.Name }

// Title is the game's name for people.
func (g *Defined[R]) Title() string { return g.def.Title }

// Players is the range of seats.
func (g *Defined[R]) Players() (int, int) { return g.def.Min, g.def.Max }

// Manifest is what the game declared it has.
func (g *Defined[R]) Manifest() Manifest { return g.def.Manifest }

// ProblemTexts are the game's own rule-set problems in each locale
// (Definition.Problems).
func (g *Defined[R]) ProblemTexts() map[string]map[string]string { return g.def.Problems }

// Assets are the game's browser files (Definition.Assets; Renderer).
func (g *Defined[R]) Assets() fs.FS { return g.def.Assets }

// Rules compiles patch merged onto the default.
func (g *Defined[R]) Rules(patch []byte) (Rules, error) {
	r, err := g.def.Rules(patch)
	if err != nil {
		return nil, err
	}
	return g.cache.Keep(r), nil
}

// Document compiles a complete document.
func (g *Defined[R]) Document(doc []byte) (Rules, error) { return g.Ruleset(doc) }

// Ruleset is Document with the game's own type of rules.
func (g *Defined[R]) Ruleset(doc []byte) (R, error) { return g.cache.Document(doc, g.def.Document) }

// Wrapper returns a compile function for Definition.Rules or Document:
// load (the rules package's own loader) compiles, wrap makes the
// platform's rules of the result; load's errors are returned as they are.
func Wrapper[RS any, R Rules](load func(doc []byte) (RS, error), wrap func(RS) R) func(doc []byte) (R, error) {
	return func(doc []byte) (R, error) {
		rs, err := load(doc)
		if err != nil {
			var zero R
			return zero, err
		}
		return wrap(rs), nil
	}
}

// Compiled is the part every game's Rules has alike: the canonical
// document, its code, the rule set's name for people and its bots, with
// the game's own compiled rules beside them. A game's Rules embeds it.
type Compiled[RS any] struct {
	// RS is the game's own compiled rule set.
	RS    RS
	doc   []byte
	code  string
	title string
	bots  bots.Registry
}

// Compile returns the shared part of a game's Rules for rs.
func Compile[RS any](rs RS, doc []byte, code, title string, reg bots.Registry) Compiled[RS] {
	return Compiled[RS]{RS: rs, doc: doc, code: code, title: title, bots: reg}
}

// Doc is the canonical document.
func (c *Compiled[RS]) Doc() []byte { return c.doc }

// Code is the rule set's code.
func (c *Compiled[RS]) Code() string { return c.code }

// Title is the rule set's name for people.
func (c *Compiled[RS]) Title() string { return c.title }

// Bots are the bots that can play a seat.
func (c *Compiled[RS]) Bots() bots.Registry { return c.bots }

func (c *Compiled[RS]) ruleset() RS { return c.RS }

// ErrOtherGame is returned (wrapped) by RulesetOf for rules of another
// game.
var ErrOtherGame = errors.New("game: the rules are another game's")

// RulesetOf returns the game's own compiled rule set inside r, or an
// error naming r if r's rules are not of that kind (another game's).
func RulesetOf[RS any](r Rules) (RS, error) {
	if c, ok := r.(interface{ ruleset() RS }); ok {
		return c.ruleset(), nil
	}
	var zero RS
	return zero, fmt.Errorf("%w: rules %s (%T)", ErrOtherGame, r.Code(), r)
}

// TermOf is a game's Terminal hook when its screens are built from its
// own compiled rule set: it opens r (RulesetOf) and builds the screens
// with mk, the terminal package's constructor.
//
//	func (*Game) Terminal(r game.Rules, colour bool) (game.TermUI, error) {
//		return game.TermOf(r, colour, yourterm.New)
//	}
func TermOf[RS any, T TermUI](r Rules, colour bool, mk func(RS, bool) (T, error)) (TermUI, error) {
	rs, err := RulesetOf[RS](r)
	if err != nil {
		return nil, err
	}
	ui, err := mk(rs, colour)
	if err != nil {
		return nil, err // not ui: a nil *T would be a TermUI that is not nil
	}
	return ui, nil
}
