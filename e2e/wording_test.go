package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"
	"evergreen/wording"
)

// TestWordingAgrees: the one browser filler (web/static/wording.js)
// parses, refuses and fills every case of wording/testdata/cases.json
// exactly as package wording does, so a text reads the same wherever it
// is filled.
func TestWordingAgrees(t *testing.T) {
	raw, err := os.ReadFile("../wording/testdata/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		Units map[string]wording.Unit `json:"units"`
		Cases []struct {
			Text   string          `json:"text"`
			Values json.RawMessage `json:"values"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	// What Go makes of each case: the text written, whether Fill found a
	// problem, or that Parse refused it.
	var want []string
	for _, tc := range c.Cases {
		tpl, err := wording.Parse(tc.Text)
		if err != nil {
			want = append(want, "refused")
			continue
		}
		var vals map[string]any
		_ = json.Unmarshal(tc.Values, &vals)
		m := wording.Map{}
		for k, v := range vals {
			if l, ok := v.([]any); ok {
				ss := []string{}
				for _, x := range l {
					ss = append(ss, x.(string))
				}
				v = ss
			}
			m[k] = v
		}
		out, err := tpl.FillWith(m, wording.Options{Units: c.Units})
		q, _ := json.Marshal(out)
		want = append(want, fmt.Sprintf("%s problem=%v", q, err != nil))
	}
	ts := startServer(t)
	ctx := browser(t, 800, 600)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"))
	script := fmt.Sprintf(`(async () => {
		const w = await import('/static/wording.js');
		const c = %s;
		return c.cases.map((tc) => {
			try { w.parse(tc.text); } catch { return 'refused'; }
			const out = w.fill(tc.text, tc.values, { units: c.units });
			let problem = false;
			try { w.fillStrict(tc.text, tc.values, { units: c.units }); } catch { problem = true; }
			return JSON.stringify(out) + ' problem=' + problem;
		});
	})()`, raw)
	got := browsertest.Get(t, ctx, 20*time.Second, chromedp.Evaluate[[]string](script, chromedp.EvalAwaitPromise))
	if len(got) != len(want) {
		t.Fatalf("the browser answered %d cases, want %d", len(got), len(want))
	}
	for i, tc := range c.Cases {
		if got[i] != want[i] {
			t.Errorf("%q: browser %s, Go %s", tc.Text, got[i], want[i])
		}
	}
}
