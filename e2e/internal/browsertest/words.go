package browsertest

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// WordsAgree holds a game's browser wording to its terminal's: every
// sample event of golden (a testdata/words.golden.json the game's Go
// filler wrote: the seats' names and cases of an event, a viewer and the
// sentence wanted) is worded in the page at base by the game's words.js,
// w = new Wording(new Rules(doc), names) from assets (the game's asset
// path, "/games/NAME/assets"), with the JavaScript expression line of w
// and the case c, and must read as the Go filler's.
func WordsAgree(t testing.TB, base, golden, assets string, doc []byte, line string) {
	t.Helper()
	raw, err := os.ReadFile(golden)
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
	if err := json.Unmarshal(raw, &g); err != nil {
		t.Fatal(err)
	}
	if len(g.Cases) == 0 {
		t.Fatal("the golden file has no cases")
	}
	ctx := Browser(t, 1000, 800)
	Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/"))
	script := fmt.Sprintf(`(async () => {
		const { Rules } = await import(%q);
		const { Wording } = await import(%q);
		const g = %s;
		const w = new Wording(new Rules(%s), g.names);
		return g.cases.map((c) => %s);
	})()`, assets+"/rules.js", assets+"/words.js", raw, doc, line)
	got := Get(t, ctx, 20*time.Second, chromedp.Evaluate[[]string](script, chromedp.EvalAwaitPromise))
	if len(got) != len(g.Cases) {
		t.Fatalf("the browser worded %d cases, want %d", len(got), len(g.Cases))
	}
	for i, c := range g.Cases {
		if got[i] != c.Want {
			t.Errorf("case %d (%s, viewer %d):\n browser %q\n      Go %q", i, c.Event.Type, c.Viewer, got[i], c.Want)
		}
	}
}
