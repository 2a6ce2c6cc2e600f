package everdell

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"
)

// TestEverdellStudioVariantEditAndSave is Everdell's Rules Studio in a
// browser: open the seed's forest reading from the front page, find its
// change in words, edit a copy (a card's points in the card table), see
// the change checked live, save, and find it on the saved rule set's
// page with its own code.
func TestEverdellStudioVariantEditAndSave(t *testing.T) {
	url := everdellServer(t)
	ctx := browsertest.Browser(t, 1280, 1000)
	base := "/games/everdell"

	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(url+base+"/studio"), browsertest.Visible(`[data-testid=variants]`),
		browsertest.Until(`document.querySelector('#studio-index').dataset.ready === '1'`))
	browsertest.Screenshot(t, ctx, "everdell-studio", "viewport")
	browsertest.Run(t, ctx, 20*time.Second, browsertest.Press("open-variant-forest-at-four"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `!!document.querySelector('#studio-view[data-ready]')`)
	if c := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=changes]').innerText`); !strings.Contains(c, "Forest locations dealt at 1, 2, 3 and 4 players: 3, 3, 4, 4 → 0, 0, 0, 4") {
		t.Errorf("the variant's page does not say its change:\n%s", c)
	}

	browsertest.Run(t, ctx, 20*time.Second, browsertest.Press("edit-copy"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `document.querySelector('#studio-edit') && document.querySelector('#studio-edit').dataset.state === 'valid'`)
	browsertest.Run(t, ctx, 20*time.Second, browsertest.JS(`(() => {
		const el = document.querySelector('[data-testid=card-farm] input[aria-label="Farm points"]');
		el.value = '3';
		el.dispatchEvent(new Event('change', {bubbles: true}));
	})()`), browsertest.Until(`document.querySelector('#studio-edit').dataset.state === 'valid' && document.querySelector('[data-testid=live-changes]').innerText.includes("Card 'Farm': points 1 → 3")`),
		browsertest.JS(`document.querySelector('[data-testid=save-name]').value = 'Forest and rich farms'`),
		browsertest.Press("save"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `!!document.querySelector('#studio-view[data-ready]') && document.querySelector('[data-testid=ruleset-name]').innerText === 'Forest and rich farms'`)
	c := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=changes]').innerText`)
	for _, want := range []string{"Card 'Farm': points 1 → 3", "0, 0, 0, 4"} {
		if !strings.Contains(c, want) {
			t.Errorf("the saved rule set's page lacks %q:\n%s", want, c)
		}
	}

	// The balance preview runs beside the default and shows the game's
	// own figures.
	browsertest.Run(t, ctx, 60*time.Second, browsertest.JS(`document.querySelector('[data-testid=preview-games]').value = '6'`), browsertest.Press("preview-run"),
		browsertest.Until(`!!document.querySelector('[data-testid=preview-summary]')`))
	if sum := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=preview-summary]').innerText`); !strings.Contains(sum, "Mean points for cards") {
		t.Errorf("the preview's summary lacks the game's figures:\n%s", sum)
	}
	browsertest.Screenshot(t, ctx, "everdell-studio-preview", "viewport")
}
