package everdell

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"
)

// TestEverdellFormNamesTheRulesOpponent: the set-the-table form names
// the solo opponent of the rule set the table will play, Rugwort under
// the default and the rival under a saved rule set that plays it
// (/new?game=everdell&rules=CODE, the link on its Studio page), and the
// table it sets plays that rule set.
func TestEverdellFormNamesTheRulesOpponent(t *testing.T) {
	base := everdellServer(t)
	resp, err := http.Post(base+"/games/everdell/api/rulesets/import?name=Against+the+rival", "application/json",
		strings.NewReader(`{"solo": {"opponent": "rival"}}`))
	if err != nil {
		t.Fatal(err)
	}
	var saved struct{ Code string }
	err = json.NewDecoder(resp.Body).Decode(&saved)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusCreated || saved.Code == "" {
		t.Fatalf("saving the rival rule set: %d %+v %v", resp.StatusCode, saved, err)
	}

	ctx := browsertest.Browser(t, 1280, 1000)
	note := func(query string) string {
		browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/new?game=everdell"+query),
			browsertest.Visible(`[data-testid=everdell-form-solo]`))
		return browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=everdell-form-note]').innerText`)
	}
	if n := note(""); !strings.Contains(n, "against Rugwort") || strings.Contains(n, "rival") {
		t.Errorf("under the default rules the form says:\n%s", n)
	}
	// The saved rule set's Studio page sets a table with its rules.
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/games/everdell/studio/"+saved.Code),
		browsertest.Until(`!!document.querySelector('#studio-view[data-ready]')`), browsertest.Press("set-table"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `!!document.querySelector('[data-testid=everdell-form-solo]')`)
	n := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=everdell-form-note]').innerText`)
	if !strings.Contains(n, "against the rival") || strings.Contains(n, "Rugwort") || !strings.Contains(n, "Against the rival (code "+saved.Code+")") {
		t.Errorf("under the rival's rules the form says:\n%s", n)
	}

	browsertest.Run(t, ctx, 20*time.Second, browsertest.SetSelect("seat-count", "1"), browsertest.SetSelect("seat-0-kind", "local"),
		browsertest.TypeInto("seat-0-name", "Ada"), browsertest.Click("create-table"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/t/') && !!document.querySelector('[data-testid=rival]')`)
	table := strings.TrimPrefix(browsertest.Eval[string](t, ctx, `location.pathname`), "/t/")
	resp, err = http.Get(base + "/api/tables/" + table)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var info struct {
		RulesCode string `json:"rules_code"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&info); err != nil || info.RulesCode != saved.Code {
		t.Errorf("the table plays rules %q (%v), want %s", info.RulesCode, err, saved.Code)
	}
	if r := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=rival]').textContent`); strings.Contains(r, "Rugwort") {
		t.Errorf("the table's opponent panel names Rugwort under the rival's rules: %s", r)
	}
}
