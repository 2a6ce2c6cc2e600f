package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A phone, 390×844 CSS pixels: nothing is cut or pushed off the side,
// nothing sticky covers the decision a player must read, and the phone
// layout's text keeps its contrast.

// phone is a browser emulating a 390×844 phone.
func phone(t *testing.T) context.Context {
	t.Helper()
	ctx := browser(t, 390, 844)
	run(t, ctx, 10*time.Second, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	return ctx
}

// uncoveredJS lists the points along the top of the decision panel,
// scrolled to the top of the screen, where something else is drawn over
// it (a sticky bar, say).
const uncoveredJS = `(() => {
  const d = document.querySelector('#decision');
  d.scrollIntoView({ block: 'start', behavior: 'instant' });
  const r = d.getBoundingClientRect();
  const out = [];
  for (const y of [r.top + 6, r.top + 40]) {
    for (const x of [r.left + r.width * 0.2, r.left + r.width * 0.5, r.left + r.width * 0.8]) {
      const el = document.elementFromPoint(x, y);
      if (el && !d.contains(el)) out.push('at ' + Math.round(x) + ',' + Math.round(y) + ' the decision panel is covered by ' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + '.' + String(el.className || '').split(' ').join('.'));
    }
  }
  return out;
})()`

func TestPhoneLayout(t *testing.T) {
	base := evergreenServer(t)
	ctx := phone(t)

	run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/"), visible(`[data-testid=home-new]`))
	audit(t, ctx, "home", overflowJS)
	screenshot(t, ctx, "phone-home", "viewport")

	run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/new"), visible(`#seat-0-kind`),
		setSelect("seat-count", "3"), visible(`#seat-2-kind`), setSelect("seat-1-kind", "online"), setSelect("seat-2-kind", "bot"))
	audit(t, ctx, "set the table", cutJS)
	audit(t, ctx, "set the table", overflowJS)
	audit(t, ctx, "set the table", contrastJS)
	screenshot(t, ctx, "phone-set-the-table", "viewport")

	run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/new?game=evergreen"), visible(`#seat-0-kind`))
	audit(t, ctx, "set the table (the planet game)", cutJS)
	audit(t, ctx, "set the table (the planet game)", overflowJS)

	apiTable(t, ctx, base, `{"seats":[{"kind":"local","name":"Ada"},{"kind":"online"},{"kind":"online"}]}`)
	run(t, ctx, 10*time.Second, visible(`[data-testid=fill-bots]`))
	audit(t, ctx, "lobby", cutJS)
	audit(t, ctx, "lobby", overflowJS)
	screenshot(t, ctx, "phone-lobby", "viewport")

	apiTable(t, ctx, base, `{"seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}],"first_seat":0}`)
	for i := 0; eval[string](t, ctx, panelKindJS) != "duty"; i++ {
		if i > 2000 {
			t.Fatalf("no Duty; the page says:\n%s", text(t, ctx))
		}
		step(t, ctx, "")
		time.Sleep(10 * time.Millisecond)
	}
	audit(t, ctx, "a Nobles table", overflowJS)
	audit(t, ctx, "a Nobles table", uncoveredJS)
	audit(t, ctx, "a Nobles table", contrastJS)
	screenshot(t, ctx, "phone-duty", "viewport")
	run(t, ctx, 5*time.Second, js(`window.scrollTo(0, 0)`))
	screenshot(t, ctx, "table-phone", "viewport")

	apiTable(t, ctx, base, `{"game":"evergreen","seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}]}`)
	waitFor(t, ctx, 20*time.Second, `!!document.querySelector('#decision [data-testid=decision-kind]')`)
	audit(t, ctx, "a planet-game table", overflowJS)
	audit(t, ctx, "a planet-game table", uncoveredJS)
	screenshot(t, ctx, "phone-evergreen", "viewport")
}
