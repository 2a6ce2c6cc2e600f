package planet

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	bt "evergreen/e2e/internal/browsertest"
)

// TestStudioEditOneCardAndSave: in the planet game's Studio editor, paint
// a space and change one card, see an invalid edit refused at its path,
// save, and find both changes worded on the saved rule set's page.
func TestStudioEditOneCardAndSave(t *testing.T) {
	base := evergreenServer(t) + "/games/evergreen"
	ctx := bt.Browser(t, 1280, 1000)
	text := func(sel string) string {
		t.Helper()
		return bt.Eval[string](t, ctx, `document.querySelector('`+sel+`').innerText`)
	}
	editor := `document.querySelector('#studio-edit')`

	// The copy of the default loads and checks as the default.
	bt.Run(t, ctx, 30*time.Second, chromedp.Navigate(base+"/studio/new"), bt.Until(editor+`.dataset.state === 'valid'`))
	// Paint G1 (off the planet) with the grassland brush; make the
	// fourth card fertile.
	bt.Run(t, ctx, 30*time.Second, bt.JS(`document.querySelector('.ev-brush[data-letter=G]').click()`),
		bt.JS(`document.querySelector('[data-testid=cell-G1]').click()`),
		bt.JS(`(() => {
			const sel = document.querySelector('[data-testid=card-3] [data-testid=card-symbol]');
			sel.value = 'fertility';
			sel.dispatchEvent(new Event('change', {bubbles: true}));
		})()`),
		bt.Until(editor+`.dataset.state === 'valid' && document.querySelector('[data-testid=live-changes]').innerText.includes("Grassland · Bush")`))
	changes := text("[data-testid=live-changes]")
	for _, want := range []string{"Card 'Grassland · Bush': symbol drought → fertility", "Planet space G1: unplantable → Grassland"} {
		if !strings.Contains(changes, want) {
			t.Errorf("live changes lack %q:\n%s", want, changes)
		}
	}
	// An invalid edit is refused with its path, and unsaveable.
	setID := func(id string) chromedp.Action[chromedp.Void] {
		return bt.JS(`(() => {
			const el = document.querySelector('[data-testid=card-0] [data-testid=card-id]');
			el.value = '` + id + `';
			el.dispatchEvent(new Event('change', {bubbles: true}));
		})()`)
	}
	bt.Run(t, ctx, 30*time.Second, setID("Bad Id"), bt.Until(editor+`.dataset.state === 'invalid'`))
	if p := text("[data-testid=problems]"); !strings.Contains(p, "cards[0].id") {
		t.Errorf("problems lack cards[0].id:\n%s", p)
	}
	bt.Run(t, ctx, 30*time.Second, setID("grassland-sprout"), bt.Until(editor+`.dataset.state === 'valid'`),
		bt.JS(`document.querySelector('[data-testid=save-name]').value = 'Green corner'`),
		bt.Until(`!document.querySelector('[data-testid=save]').disabled`),
		bt.JS(`document.querySelector('[data-testid=save]').click()`))
	// Saving navigates to the rule set's page.
	bt.WaitAcross(t, ctx, 30*time.Second, `document.querySelector('#studio-view[data-ready]')`)
	if name := text("[data-testid=ruleset-name]"); name != "Green corner" {
		t.Errorf("the saved rule set is called %q", name)
	}
	if c := text("[data-testid=changes]"); !strings.Contains(c, "Card 'Grassland · Bush': symbol drought → fertility") {
		t.Errorf("the saved rule set's page lacks the card's change:\n%s", c)
	}
}

// TestStudioOpensTheCompensationVariant: the planet game's Studio front
// page offers the ready-made variant with lighter compensation, badged;
// opening it saves it and shows its one change in words, while the
// default stays the printed compensation.
func TestStudioOpensTheCompensationVariant(t *testing.T) {
	base := evergreenServer(t) + "/games/evergreen"
	ctx := bt.Browser(t, 1280, 1000)
	bt.Run(t, ctx, 30*time.Second, chromedp.Navigate(base+"/studio"), bt.Visible(`[data-testid=variants]`),
		bt.Until(`document.querySelector('#studio-index').dataset.ready === '1'`))
	if b := bt.Eval[string](t, ctx, `document.querySelector('[data-variant=lighter-compensation] .sd-badge').innerText`); b == "" {
		t.Error("the variant carries no badge")
	}
	bt.Run(t, ctx, 30*time.Second, bt.Press("open-variant-lighter-compensation"))
	bt.WaitAcross(t, ctx, 30*time.Second, `!!document.querySelector('#studio-view[data-ready]')`)
	if c := bt.Eval[string](t, ctx, `document.querySelector('[data-testid=changes]').innerText`); !strings.Contains(c, "Compensation") || !strings.Contains(c, "0, 1, 2, 3") || !strings.Contains(c, "0, 1, 1, 2") {
		t.Errorf("the variant's page does not say its change:\n%s", c)
	}
}
