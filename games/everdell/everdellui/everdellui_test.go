package everdellui_test

import (
	"encoding/json"
	"io/fs"
	"math/rand/v2"
	"os"
	"path"
	"regexp"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/everdell/everdellui"
)

func read(t *testing.T, name string) string {
	t.Helper()
	b, err := fs.ReadFile(everdellui.Assets(), name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestEverdellHasRenderer: the registered game hands the platform these
// files, renderer.js at their root and words.json from package content.
func TestEverdellHasRenderer(t *testing.T) {
	files, ok := game.AssetsOf(everdellgame.New())
	if !ok {
		t.Fatal("everdellgame.Game is not a game.Renderer")
	}
	for _, f := range []string{"renderer.js", "words.json", "labels.json", "everdell.css", "bots.json"} {
		if _, err := fs.Stat(files, f); err != nil {
			t.Errorf("no %s among the assets: %v", f, err)
		}
	}
	src := read(t, "renderer.js")
	for _, want := range []string{"export async function open(", "export async function newTableForm(", "  update(state) {", "  decide(state) {"} {
		if !strings.Contains(src, want) {
			t.Errorf("renderer.js does not contain %q", want)
		}
	}
}

var importRE = regexp.MustCompile(`(?m)^(?:import|export)\s[^'"]*from\s+'([^']+)'`)

// TestImportsResolve: every module the assets import exists, a sibling
// or one of the frame's /static/ helpers, and nothing else is imported.
func TestImportsResolve(t *testing.T) {
	assets := everdellui.Assets()
	files, err := fs.Glob(assets, "*.js")
	if err != nil || len(files) == 0 {
		t.Fatalf("no JavaScript assets (%v)", err)
	}
	for _, f := range files {
		src := read(t, f)
		if n := strings.Count(src, "\n"); n > 250 {
			t.Errorf("%s has %d lines: keep each module small", f, n)
		}
		for _, m := range importRE.FindAllStringSubmatch(src, -1) {
			spec := m[1]
			switch {
			case strings.HasPrefix(spec, "./"):
				if _, err := fs.Stat(assets, path.Clean(spec)); err != nil {
					t.Errorf("%s imports %s: no such asset", f, spec)
				}
			case strings.HasPrefix(spec, "/static/"):
				if _, err := os.Stat("../../../web/static/" + strings.TrimPrefix(spec, "/static/")); err != nil {
					t.Errorf("%s imports %s: no such file in web/static", f, spec)
				}
			default:
				t.Errorf("%s imports %s: only siblings (./) and /static/ may be imported", f, spec)
			}
		}
	}
}

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
		Resources map[string]any    `json:"resources"`
		Types     map[string]string `json:"types"`
	}
	if err := json.Unmarshal([]byte(read(t, "labels.json")), &ui); err != nil {
		t.Fatalf("labels.json: %v", err)
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
		if ui.Resources[r] == nil {
			t.Errorf("labels.json names no resource %q", r)
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
