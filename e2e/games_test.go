package e2e

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// TestFrameAlikeInEveryGame: what the frame owns reads the same at every
// hosted game's table, and at Highest Unique's, the kit's smallest game.
// For each game with a Studio a rule set saved there under a library name
// of its own (not its document's) is played at a table of one person and
// one bot (the others play their default); the table names the rule set by its library
// name, marks the bot's seat, links the table's own Rulebook at
// /games/{name}/t/{code}/rulebook (which has every section the game's
// manifest declares), and the home page's "Your tables" names the game.
func TestFrameAlikeInEveryGame(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New(), highest.New())
	ts := startServerWith(t, games)
	ctx := browser(t, 1280, 900)
	for _, g := range games {
		t.Run(g.Name(), func(t *testing.T) {
			// A game with a Studio plays a rule set saved there; one without,
			// its default, named by its document.
			def, _ := g.Rules(nil)
			library, rules := game.TitleOf(def), ""
			if len(g.Manifest().Studio) > 0 {
				library = "Library name for " + g.Title()
				rules = fmt.Sprintf(`"rules_code":%q,`, saveNamed(t, ts.URL, g.Name(), library))
			}
			body := fmt.Sprintf(`{"game":%q,%s"seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}],"bot_delay_ms":10000}`, g.Name(), rules)
			code := apiTable(t, ctx, ts.URL, body)
			run(t, ctx, 20*time.Second, visible(`[data-testid=table-rules-name]`), visible(`[data-testid=bot-mark-1]`))
			if got := eval[string](t, ctx, `document.querySelector('[data-testid=table-rules-name]').textContent`); !strings.Contains(got, library) {
				t.Errorf("the table names its rule set %q, want the Studio's name %q", got, library)
			}
			if _, drawn := game.AssetsOf(g); drawn && !eval[bool](t, ctx, `!!document.querySelector('#game-main').firstElementChild && !document.querySelector('[data-testid=fallback]:not([hidden])')`) {
				t.Errorf("the game's own renderer drew nothing")
			}
			if got := eval[string](t, ctx, `document.querySelector('[data-testid=bot-mark-1]').textContent`); !strings.HasPrefix(got, "bot · ") {
				t.Errorf("the bot's seat is marked %q, want bot · its name", got)
			}
			want := "/games/" + g.Name() + "/t/" + code + "/rulebook"
			if got := eval[string](t, ctx, `new URL(document.querySelector('[data-testid=table-rulebook]').href).pathname`); got != want {
				t.Errorf("the table's Rulebook link goes to %s, want %s", got, want)
			}
			page := get(t, ts.URL+want)
			for _, id := range g.Manifest().Rulebook {
				if !strings.Contains(page, `id="`+id+`"`) {
					t.Errorf("the table's Rulebook has no section %q, which the manifest declares", id)
				}
			}
			row := `[data-testid=home-held] li[data-code="` + code + `"] [data-testid=held-game]`
			run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"), visible(row))
			if got := eval[string](t, ctx, `document.querySelector('`+row+`').textContent`); got != g.Title() {
				t.Errorf("Your tables names the game %q, want %q", got, g.Title())
			}
		})
	}
}

// saveNamed saves game's default rule set, its document renamed, in the
// game's Studio library as name, and returns its code.
func saveNamed(t *testing.T, base, gameName, name string) string {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal([]byte(get(t, base+"/api/games/"+gameName+"/content")), &doc); err != nil {
		t.Fatal(err)
	}
	doc["name"] = "Document name for " + gameName
	body, _ := json.Marshal(map[string]any{"doc": doc, "name": name})
	resp, err := http.Post(base+"/games/"+gameName+"/api/rulesets", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var saved struct {
		Code string `json:"code"`
		Name string `json:"name"`
	}
	b, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(b, &saved); err != nil || resp.StatusCode >= 300 || saved.Name != name {
		t.Fatalf("saving a rule set in %s's Studio: %d %s", gameName, resp.StatusCode, b)
	}
	return saved.Code
}

func get(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", url, resp.StatusCode, b)
	}
	return string(b)
}
