package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestContrast puts the pages a player meets through contrastJS: every
// piece of text as rendered reaches WCAG AA against what is behind it.
// The season chip is tried in each season, and a planet-game table too.
func TestContrast(t *testing.T) {
	base := evergreenServer(t)
	ctx := browser(t, 1280, 900)
	for _, page := range []string{"/", "/new", "/new?game=evergreen", "/solo", "/join"} {
		run(t, ctx, 20*time.Second, chromedp.Navigate(base+page), until(`document.readyState === 'complete'`), chromedp.Sleep(300*time.Millisecond))
		audit(t, ctx, page, contrastJS)
	}

	apiTable(t, ctx, base, `{"seats":[{"kind":"local","name":"Ada"},{"kind":"online"},{"kind":"bot","bot":"random"}]}`)
	run(t, ctx, 10*time.Second, visible(`[data-testid=fill-bots]`))
	audit(t, ctx, "lobby", contrastJS)

	code := apiTable(t, ctx, base, `{"seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}],"first_seat":0}`)
	for i := 0; eval[string](t, ctx, panelKindJS) != "duty"; i++ {
		if i > 2000 {
			t.Fatalf("no Duty; the page says:\n%s", text(t, ctx))
		}
		step(t, ctx, "")
		time.Sleep(10 * time.Millisecond)
	}
	// The Keep marks whose turn it is; the chip shows each season in turn.
	waitFor(t, ctx, 5*time.Second, `!!document.querySelector('.tag-turn')`)
	for _, season := range []string{"spring", "summer", "autumn", "winter"} {
		run(t, ctx, 5*time.Second, js(fmt.Sprintf(`document.querySelector('.season-chip').className = 'season-chip season-%s'`, season)))
		audit(t, ctx, "a Nobles table in "+season, contrastJS)
	}
	for i := 0; eval[string](t, ctx, `document.querySelector('#gala').hidden ? '' : 'gala'`) == ""; i++ {
		if i > 20000 {
			t.Fatalf("no Gala; the page says:\n%s", text(t, ctx))
		}
		if !strings.HasPrefix(step(t, ctx, "give"), "move:") {
			time.Sleep(5 * time.Millisecond)
		}
	}
	audit(t, ctx, "the Gala", contrastJS)
	run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/t/"+code+"/replay"), visible(`[data-testid=replay-next]`), click("replay-next"))
	audit(t, ctx, "the replay", contrastJS)

	apiTable(t, ctx, base, `{"game":"evergreen","seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}]}`)
	waitFor(t, ctx, 20*time.Second, `!!document.querySelector('#decision [data-testid=decision-kind]')`)
	audit(t, ctx, "a planet-game table", contrastJS)
}
