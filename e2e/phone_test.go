package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A phone, 390×844 CSS pixels: nothing is cut or pushed off the side,
// nothing sticky covers the decision a player must read, and the phone
// layout's text keeps its contrast.

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
