package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestFrameDisabledWhileDisconnected: while the table's connection is
// down, every button of the table page is disabled (a click would be
// lost), and the banner says so; once it is back, play goes on.
func TestFrameDisabledWhileDisconnected(t *testing.T) {
	ts, f := startFake(t)
	ctx := browser(t, 1000, 800)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"),
		js(`document.cookie = 'eg_`+fakeCode+`=host; path=/'`),
		chromedp.Navigate(ts.URL+"/t/"+fakeCode), visible(`[data-testid=fallback]`))
	moveOn := `!!document.querySelector('#decision button[data-move]:not([disabled])')`
	for i := 0; !eval[bool](t, ctx, moveOn); i++ {
		if i > 500 {
			t.Fatalf("no move offered; the page says:\n%s", text(t, ctx))
		}
		step(t, ctx, "") // taps the hand-over cover
		time.Sleep(10 * time.Millisecond)
	}
	f.mu.Lock()
	f.down = true
	// A move the loop above made (its last tap can land on a button
	// that was enabled a moment after the check) was sent while
	// connected; only later ones count.
	before := len(f.moves)
	for c := range f.conns {
		c.CloseNow()
	}
	f.mu.Unlock()
	waitFor(t, ctx, 10*time.Second, `!document.querySelector('#conn').hidden`)
	enabled := eval[[]string](t, ctx, `[...document.querySelectorAll('#table-app button:not([disabled])')].filter((b) => b.getClientRects().length).map((b) => b.textContent)`)
	if len(enabled) > 0 {
		t.Errorf("while disconnected these buttons can still be clicked: %q", enabled)
	}
	run(t, ctx, 5*time.Second, js(`document.querySelectorAll('#decision button[data-move]').forEach((b) => b.click())`), chromedp.Sleep(300*time.Millisecond))
	f.mu.Lock()
	sent := len(f.moves) - before
	f.down = false
	f.mu.Unlock()
	if sent != 0 {
		t.Errorf("%d moves were sent while disconnected", sent)
	}
	waitFor(t, ctx, 20*time.Second, `document.querySelector('#conn').hidden && `+moveOn)
}
