package planet

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"

	"evergreen/games/evergreen/content"
)

// TestEvergreenWordsAgree: the planet game's browser filler
// (evergreenui's words.js, reading the words.json the server serves from
// package content) words every sample event of
// games/evergreen/evergreenterm/testdata/words.golden.json exactly as
// the terminal's Go filler did when it wrote the file, so the terminal
// and the browser say the same words from the one table.
func TestEvergreenWordsAgree(t *testing.T) {
	golden, err := os.ReadFile("../../games/evergreen/evergreenterm/testdata/words.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		Cases []struct {
			Event struct {
				Type string `json:"type"`
			} `json:"event"`
			Want string `json:"want"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(golden, &g); err != nil {
		t.Fatal(err)
	}
	if len(g.Cases) == 0 {
		t.Fatal("the golden file has no cases")
	}
	url := evergreenServer(t)
	ctx := browsertest.Browser(t, 1000, 800)
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(url+"/"))
	script := fmt.Sprintf(`(async () => {
		const { Rules } = await import('/games/evergreen/assets/rules.js');
		const { Wording } = await import('/games/evergreen/assets/words.js');
		const g = %s;
		const w = new Wording(new Rules(%s), g.names);
		return g.cases.map((c) => w.line(c.event));
	})()`, golden, content.Default())
	got := browsertest.Get(t, ctx, 20*time.Second, chromedp.Evaluate[[]string](script, chromedp.EvalAwaitPromise))
	if len(got) != len(g.Cases) {
		t.Fatalf("the browser worded %d cases, want %d", len(got), len(g.Cases))
	}
	for i, c := range g.Cases {
		if got[i] != c.Want {
			t.Errorf("case %d (%s):\n browser %q\n      Go %q", i, c.Event.Type, got[i], c.Want)
		}
	}
}
