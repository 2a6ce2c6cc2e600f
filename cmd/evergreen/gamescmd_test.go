package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
)

// tiny is a test-only game with nothing optional: no terminal, no
// differ, no title for its rule sets. Its rule set is {"rounds": N}.
type tiny struct{}

func (tiny) Name() string            { return "tiny" }
func (tiny) Title() string           { return "Tiny" }
func (tiny) Players() (int, int)     { return 3, 3 }
func (tiny) Manifest() game.Manifest { return game.Manifest{} }
func (tiny) Rules(patch []byte) (game.Rules, error) {
	if len(patch) == 0 {
		patch = []byte(`{"rounds":1}`)
	}
	var doc struct {
		Rounds int `json:"rounds"`
	}
	if err := json.Unmarshal(patch, &doc); err != nil || doc.Rounds < 1 {
		return nil, errors.New("rounds: must be a positive number")
	}
	b, _ := json.Marshal(doc)
	return tinyRules(b), nil
}
func (t tiny) Document(doc []byte) (game.Rules, error) { return t.Rules(doc) }

type tinyRules []byte

func (r tinyRules) Doc() []byte                                          { return r }
func (r tinyRules) Code() string                                         { return "tiny" + string(r[10:len(r)-1]) }
func (tinyRules) Seats(s []game.Seat, _ *rand.Rand) ([]game.Seat, error) { return s, nil }
func (tinyRules) Start(game.Setup) (engine.State, error)                 { return nil, nil }
func (tinyRules) Bots() bots.Registry                                    { return bots.Basic() }

func run2(t *testing.T, f func(list game.List, args []string, stdout, stderr *bytes.Buffer) int, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := f(game.MustList(hosted()[0], tiny{}), args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestGamesCommand(t *testing.T) {
	games := func(list game.List, args []string, out, errOut *bytes.Buffer) int {
		return gamesWith(list, args, out, errOut)
	}
	code, out, _ := run2(t, games)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 || !strings.HasPrefix(lines[1], "nobles  ") || !strings.Contains(lines[1], "2-8") ||
		!strings.Contains(lines[1], "Nobles of Evergreen (default)") || !strings.Contains(lines[1], "steward-lite") ||
		!strings.HasPrefix(lines[2], "tiny  ") || !strings.Contains(lines[2], " 3 ") {
		t.Errorf("games = %d\n%s", code, out)
	}
	code, out, _ = run2(t, games, "-json")
	var infos []gameInfo
	if err := json.Unmarshal([]byte(out), &infos); code != 0 || err != nil || len(infos) != 2 {
		t.Fatalf("games -json = %d %v\n%s", code, err, out)
	}
	if n := infos[0]; n.Name != "nobles" || n.MinPlayers != 2 || n.MaxPlayers != 8 || !n.Terminal || !n.Default {
		t.Errorf("nobles: %+v", n)
	}
	if m := infos[0].Manifest; !m.Chance || !m.Hidden || m.Simultaneous || len(m.Rulebook) == 0 || len(m.Studio) == 0 {
		t.Errorf("nobles' manifest: %+v, want chance and hidden information, no simultaneous decisions, Rulebook and Studio sections", m)
	}
	if !strings.Contains(out, `"hidden_information": true`) {
		t.Errorf("games -json prints no manifest:\n%s", out)
	}
	if n := infos[1]; n.Name != "tiny" || n.MinPlayers != 3 || n.Terminal || n.Default || len(n.Bots) != 1 {
		t.Errorf("tiny: %+v", n)
	}
	if code, _, _ := run2(t, games, "extra"); code != 2 {
		t.Errorf("games extra = %d", code)
	}
}

// TestRulesGame runs the rules commands on a game with nothing
// optional: names are codes and diff compares the documents.
func TestRulesGame(t *testing.T) {
	rulesT := func(list game.List, args []string, out, errOut *bytes.Buffer) int {
		return rulesWith(list, args, strings.NewReader(`{"rounds":4}`), out, errOut)
	}
	if code, out, _ := run2(t, rulesT, "-game", "tiny", "validate", "-"); code != 0 || out != "-: valid rule set \"tiny4\", code tiny4\n" {
		t.Errorf("validate = %d %q", code, out)
	}
	if code, out, _ := run2(t, rulesT, "diff", "-game", "tiny", "-"); code != 1 || !strings.Contains(out, "tiny1 (tiny1) → tiny4 (tiny4): 1 change\n  rounds: 1 → 4  [rounds]\n") {
		t.Errorf("diff = %d %q", code, out)
	}
	if code, _, errOut := run2(t, rulesT, "-game", "chess", "show"); code != 2 || !strings.Contains(errOut, `-game: unknown game "chess" (known: nobles, tiny)`) {
		t.Errorf("unknown game = %d %q", code, errOut)
	}
	if code, _, errOut := run2(t, rulesT, "show", "-o", "x"); code != 2 || !strings.Contains(errOut, "unknown shorthand flag: 'o'") {
		t.Errorf("show -o = %d %q", code, errOut)
	}
}

func TestPlayAndScenarioGame(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := playCmd([]string{"-game", "chess"}, strings.NewReader(""), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), `unknown game "chess"`) {
		t.Errorf("play -game chess = %d %q", code, errOut.String())
	}
	errOut.Reset()
	if code := playCmd([]string{"-seats", "9"}, strings.NewReader(""), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "--seats must be 2 to 8, got 9") {
		t.Errorf("play -seats 9 = %d %q", code, errOut.String())
	}
	errOut.Reset()
	if code := playCmd([]string{"-houses", "2", "-humans", "1", "-bot", "genius"}, strings.NewReader(""), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), `-bot: unknown bot "genius"`) {
		t.Errorf("play -bot genius = %d %q", code, errOut.String())
	}
	// Every bot the game offers, as docs/BOTS.md says: the flag is
	// accepted and play begins (then stops, its input being empty).
	for _, bot := range []string{"ismcts:hard", "ismcts:500", "ismcts:50ms"} {
		errOut.Reset()
		if code := playCmd([]string{"-houses", "2", "-humans", "1", "-bot", bot}, strings.NewReader(""), &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "input closed") {
			t.Errorf("play -bot %s = %d %q", bot, code, errOut.String())
		}
	}
	errOut.Reset()
	file := `{"game":"nobles","houses":["A","B"],"moves":[]}`
	if code := scenarioCmd([]string{"-game", "chess", "-"}, strings.NewReader(file), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), `game: unknown game "chess"`) {
		t.Errorf("scenario -game chess = %d %q", code, errOut.String())
	}
	out.Reset()
	if code := scenarioCmd([]string{"-"}, strings.NewReader(file), &out, &errOut); code != 0 || !strings.Contains(out.String(), `"moves_applied": 0`) {
		t.Errorf("scenario = %d %q", code, out.String())
	}
}
