package everdellui_test

import (
	"encoding/json"
	"io/fs"
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/game/gametest"
	"evergreen/games/everdell"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellgame"
)

func read(t *testing.T, name string) string { return gametest.Asset(t, assets, name) }

// assets are the files the game declares for its renderer.
var assets = everdellgame.New().Assets()

// TestLabelsCoverTheGame plays random games of one to four seats and
// checks that labels.json words every decision the rules open: a title
// for each kind, a prompt for each kind (for "choose", for each of its
// purposes), and each move's button (decision.js words the moves by
// name; a move it does not know would show its raw name).
func TestLabelsCoverTheGame(t *testing.T) {
	var ui struct {
		Decisions map[string]string `json:"decisions"`
		Prompts   map[string]string `json:"prompts"`
		Moves     map[string]string `json:"moves"`
		Seasons   map[string]string `json:"seasons"`
		Types     map[string]string `json:"types"`
	}
	if err := json.Unmarshal([]byte(read(t, "labels.json")), &ui); err != nil {
		t.Fatalf("labels.json: %v", err)
	}
	var words struct {
		Resources map[string]any `json:"resources"`
	}
	if err := json.Unmarshal([]byte(read(t, "words.json")), &words); err != nil {
		t.Fatalf("words.json: %v", err)
	}
	rs, err := everdell.LoadRules(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range rs.Seasons {
		if ui.Seasons[s.ID] == "" {
			t.Errorf("labels.json names no season %q", s.ID)
		}
	}
	for _, r := range rs.Resources {
		if words.Resources[r] == nil {
			t.Errorf("words.json names no resource %q", r)
		}
	}
	for _, c := range rs.Cards {
		if ui.Types[c.Type] == "" {
			t.Errorf("labels.json names no card type %q (%s)", c.Type, c.ID)
		}
	}
	// The moves decision.js words itself (the move's own name is its
	// words' key for the rest).
	worded := map[string]bool{"place": true, "achieve": true, "play": true, "play-meadow": true, "target": true, "choose": true}
	seen := map[string]bool{}
	for seed := range uint64(24) {
		seats := []everdell.SeatSetup{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}}[:1+seed%4]
		st, _, err := everdell.NewGame(rs, everdell.Setup{Seed: seed, Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		var s engine.State = st
		rng := rand.New(rand.NewPCG(seed, 7))
		for steps := 0; len(s.Pending()) > 0 && steps < 3000; steps++ {
			d := s.Pending()[0]
			if ui.Decisions[d.Kind] == "" {
				t.Fatalf("labels.json has no title for decision %q", d.Kind)
			}
			prompt := d.Kind
			if d.Kind == "choose" {
				prompt = "choose-" + s.(*everdell.State).ViewFor(d.Seat).Task.Then
			}
			if ui.Prompts[prompt] == "" && !seen["prompt:"+prompt] {
				seen["prompt:"+prompt] = true
				t.Errorf("labels.json has no prompt %q", prompt)
			}
			for _, m := range d.Moves {
				if !worded[m.Name] && ui.Moves[m.Name] == "" && !seen["move:"+m.Name] {
					seen["move:"+m.Name] = true
					t.Errorf("labels.json words no move %q", m.Name)
				}
			}
			s, _, err = s.Apply(d.Seat, d.Moves[rng.IntN(len(d.Moves))])
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestEveryLocale: the renderer's files hold labels.json in every
// locale, with every English label reading the same fields, and
// content's wording table in every locale, for words.js to read in the
// page's language.
func TestEveryLocale(t *testing.T) {
	files := assets
	in := func(tag string) ([]byte, error) { return fs.ReadFile(files, "labels."+tag+".json") }
	gametest.Translated(t, "Everdell's labels", []byte(read(t, "labels.json")), in)
	gametest.ServesLocales(t, files, content.WordLocales(), content.WordsIn)
}
