// Package everdellgame registers Everdell with the platform: it is the
// game.Game that cmd/evergreen lists, joining the rules (package everdell)
// and their bots.
//
// A seat's set-up is a JSON object, every field optional, or empty:
//
//	{"colour": "#2f6b3a"}   the seat's colour at the table
//
// A table (Rules.Seats) leaves an unnamed seat unnamed (each front end
// names it in its reader's language) and gives a seat without a
// colour the first free colour of the palette; two seats may not share a
// colour (game.ColourSeats).
package everdellgame

import (
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellbots"
	"evergreen/games/everdell/everdellui"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

// Game is Everdell. The zero value is not usable, use New.
type Game struct{ *game.Defined[*Rules] }

// New returns the game.
func New() *Game {
	return &Game{game.Define(game.Definition[*Rules]{
		Name: "everdell", Title: "Everdell", Min: everdell.MinSeats, Max: everdell.MaxSeats,
		Rules:    game.Wrapper(everdell.LoadRules, Wrap),
		Document: game.Wrapper(everdell.LoadDocument, Wrap),
		Problems: ruleset.MustTranslations(content.Problems()),
		Assets:   game.BrowserFiles(everdellui.Files, content.Words(), content.WordLocales(), content.WordsIn),
		Manifest: game.Manifest{
			Chance: true, Hidden: true, Concede: game.ConcedeBot, Solitary: true,
			Rulebook: []string{"seed", "setup", "turn", "seasons", "places", "events", "end", "solo", "cards"},
			Studio:   []string{"ed-game-h", "ed-cards-h", "ed-locations-h", "ed-events-h", "ed-solo-h"},
		},
	})}
}

// Rules is a compiled rule set of Everdell as the platform sees it.
type Rules struct {
	game.Compiled[*everdell.Ruleset]
	// ColourSeats seats a table (Rules.Seats: unnamed seats left unnamed,
	// free colours, a colour taken twice refused) and gives each seat its
	// colour (game.Looker).
	game.ColourSeats
	// Document says its name and description in every locale
	// (game.Translated).
	changewords.Document
}

// Wrap returns the platform's view of a compiled rule set.
func Wrap(rs *everdell.Ruleset) *Rules {
	return &Rules{game.Compile(rs, rs.Doc, rs.Code, rs.Name, everdellbots.Registry(rs)), seating, changewords.Document{Texts: everdell.Texts, Canonical: rs.Doc, Own: rs.Translations}}
}

// seating is the seats' set-up: a colour each.
var seating = game.ColourSeats{Palette: []string{"#3f7d3a", "#b5452b", "#2b5fa8", "#c08a1e"}}

// Start deals a new game; Rig draws are for deck "cards", by card id.
func (r *Rules) Start(s game.Setup) (engine.State, error) {
	if _, err := r.Read(s.Seats); err != nil {
		return nil, err
	}
	su := everdell.Setup{Seed: s.Seed, FirstSeat: s.First, Rig: s.Rig}
	for _, seat := range s.Seats {
		// An unnamed seat stays unnamed: each front end names it in its
		// reader's language.
		su.Seats = append(su.Seats, everdell.SeatSetup{Name: seat.Name})
	}
	st, _, err := everdell.NewGame(r.RS, su)
	if err != nil {
		return nil, err
	}
	return st, nil
}

var (
	_ game.Game       = (*Game)(nil)
	_ game.Rules      = (*Rules)(nil)
	_ game.Looker     = (*Rules)(nil)
	_ game.Translated = (*Rules)(nil)
)
