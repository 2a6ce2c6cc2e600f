package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/games/nobles/content"
)

// TestWordsAgree: the browser's filler (noblesui's words.js, reading the
// words.json the server serves) words every sample event of
// games/nobles/noblesterm/testdata/words.golden.json exactly as the Go
// filler did when it wrote the file, so the terminal and the browser say
// the same words from the one table.
func TestWordsAgree(t *testing.T) {
	golden, err := os.ReadFile("../games/nobles/noblesterm/testdata/words.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		Cases []struct {
			Event struct {
				Type string `json:"type"`
			} `json:"event"`
			Viewer int    `json:"viewer"`
			Want   string `json:"want"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(golden, &g); err != nil {
		t.Fatal(err)
	}
	if len(g.Cases) == 0 {
		t.Fatal("the golden file has no cases")
	}
	ts := startServer(t)
	ctx := browser(t, 1000, 800)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"))
	script := fmt.Sprintf(`(async () => {
		const { Rules } = await import('/games/nobles/assets/rules.js');
		const { Wording } = await import('/games/nobles/assets/words.js');
		const g = %s;
		const w = new Wording(new Rules(%s), g.names);
		return g.cases.map((c) => w.line(c.event, c.viewer, c.deck));
	})()`, golden, content.Default())
	got := get(t, ctx, 20*time.Second, chromedp.Evaluate[[]string](script, chromedp.EvalAwaitPromise))
	if len(got) != len(g.Cases) {
		t.Fatalf("the browser worded %d cases, want %d", len(got), len(g.Cases))
	}
	for i, c := range g.Cases {
		if got[i] != c.Want {
			t.Errorf("case %d (%s for seat %d):\n browser %q\n      Go %q", i, c.Event.Type, c.Viewer, got[i], c.Want)
		}
	}
}
