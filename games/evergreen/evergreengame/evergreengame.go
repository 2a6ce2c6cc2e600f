// Package evergreengame registers the planet game, Evergreen, with the
// platform: it is the game.Game that cmd/evergreen lists, joining the
// rules (package evergreen), their content and the bots (package
// evergreenbots).
//
// A seat's set-up is a JSON object, every field optional, or empty:
//
//	{"colour": "#2f6b3a"}                 the seat's colour at the table
//	{"planet": [".......", "..t.T..", …]} pieces already standing (scenarios)
//
// A table (Rules.Seats) leaves an unnamed seat unnamed (each front end
// names it in its reader's language) and gives a seat without a
// colour the first colour of the palette no other seat holds; two seats
// may not share a colour (game.ColourSeats). "planet" lists the planet's
// rows in piece letters (see evergreen.SeatSetup.Planet); it is
// for scenarios and tests, which call Start directly, and a table refuses
// it so that no online game starts from a planted position. Nothing in a
// seat's set-up changes the rules of play: every planet is the rule set's
// planet.
package evergreengame

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/evergreen"
	"evergreen/games/evergreen/content"
	"evergreen/games/evergreen/evergreenbots"
	"evergreen/games/evergreen/evergreenui"
	"evergreen/ruleset"
	"evergreen/ruleset/changewords"
)

// Game is the planet game. The zero value is not usable, use New.
type Game struct{ *game.Defined[*Rules] }

// New returns the game.
func New() *Game {
	return &Game{game.Define(game.Definition[*Rules]{
		Name: "evergreen", Title: "Evergreen", Min: evergreen.MinSeats, Max: evergreen.MaxSeats,
		Rules:    game.Wrapper(evergreen.LoadRules, Wrap),
		Document: game.Wrapper(evergreen.LoadDocument, Wrap),
		Problems: ruleset.MustTranslations(content.Problems()),
		Assets:   game.BrowserFiles(evergreenui.Files, content.Words(), content.WordLocales(), content.WordsIn),
		Manifest: game.Manifest{
			Simultaneous: true, Chance: true, Hidden: true, Concede: game.ConcedeBot, Solitary: true,
			Rulebook: []string{"players", "setup", "planet", "round", "actions", "powers", "scoring", "end", "cards", "solo", "rulings"},
			Studio:   []string{"ev-game-h", "ev-planet-h", "ev-powers-h", "ev-cards-h", "ev-solo-h"},
		},
	})}
}

// Rules is a compiled rule set of the planet game as the platform sees
// it.
type Rules struct {
	game.Compiled[*evergreen.Ruleset]
	// ColourSeats seats a table (Rules.Seats: unnamed seats left unnamed,
	// free colours, a colour taken twice refused) and gives each seat its
	// colour (game.Looker).
	game.ColourSeats
	// Document says its name and description in every locale
	// (game.Translated).
	changewords.Document
}

// Wrap returns the platform's view of a compiled rule set.
func Wrap(rs *evergreen.Ruleset) *Rules {
	return &Rules{game.Compile(rs, rs.Doc, rs.Code, rs.Name, evergreenbots.Registry(rs)), seating, changewords.Document{Texts: evergreen.Texts, Canonical: rs.Doc, Own: rs.Translations}}
}

// seating is the seats' set-up: a colour each, and for scenarios the
// pieces already standing on the seat's planet.
var seating = game.ColourSeats{
	Palette: []string{"#2f6b3a", "#b5452b", "#2b5fa8", "#c08a1e"},
	Extra:   map[string]string{"planet": "a list of rows in piece letters (.stTbl, # off the planet)"},
}

// Start deals a new game: the seats' planets, if given, already planted;
// unnamed seats left unnamed; Rig draws for deck "cards".
func (r *Rules) Start(s game.Setup) (engine.State, error) {
	sus, err := r.Read(s.Seats)
	if err != nil {
		return nil, err
	}
	setup := evergreen.Setup{Seed: s.Seed, FirstSeat: s.First, Rig: s.Rig}
	// An unnamed seat stays unnamed: each front end names it in its
	// reader's language.
	for i, seat := range s.Seats {
		name := seat.Name
		var planet []string
		if raw, ok := sus[i].Extra["planet"]; ok {
			if err := json.Unmarshal(raw, &planet); err != nil {
				return nil, fmt.Errorf("seats[%d].setup.planet: must be %s", i, r.Extra["planet"])
			}
		}
		setup.Seats = append(setup.Seats, evergreen.SeatSetup{Name: name, Planet: planet})
	}
	st, err := evergreen.NewGame(r.RS, setup)
	if se, ok := err.(*evergreen.SetupError); ok && strings.HasPrefix(se.Path, "seats[") {
		// The rules name a seat's planet "seats[i].planet[y]"; to the
		// platform it is part of the seat's set-up.
		return nil, &evergreen.SetupError{Path: seatPath.ReplaceAllString(se.Path, "$1.setup.$2"), Message: se.Message}
	}
	if err != nil {
		return nil, err
	}
	return st, nil
}

var seatPath = regexp.MustCompile(`^(seats\[\d+\])\.(.*)$`)

var (
	_ game.Game       = (*Game)(nil)
	_ game.Rules      = (*Rules)(nil)
	_ game.Looker     = (*Rules)(nil)
	_ game.Translated = (*Rules)(nil)
)
