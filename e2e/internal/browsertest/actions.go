package browsertest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Run runs actions with a deadline.
func Run(t testing.TB, ctx context.Context, d time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	if err := chromedp.Do(c, actions...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

// Get runs one action that returns a value, with a deadline.
func Get[T any](t testing.TB, ctx context.Context, d time.Duration, a chromedp.Action[T]) T {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	v, err := chromedp.Run(c, a)
	if err != nil {
		t.Fatalf("browser: %v", err)
	}
	return v
}

// Eval evaluates a JavaScript expression and returns its result.
func Eval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	return Get(t, ctx, 10*time.Second, chromedp.Evaluate[T](js))
}

// JS runs JavaScript for its effect.
func JS(code string) chromedp.Action[chromedp.Void] { return chromedp.Evaluate[chromedp.Void](code) }

// Until waits until a JavaScript condition is true.
//
// The wait is bounded by the deadline of the run it is in, not by
// chromedp's own 30-second default, which cut short a run given 120
// seconds (the Studio's balance preview on a busy machine).
func Until(cond string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(0))
}

// Text is the visible text of the whole page.
func Text(t testing.TB, ctx context.Context) string {
	t.Helper()
	return Eval[string](t, ctx, `document.body.innerText`)
}

// HTML is the whole DOM, hidden parts included.
func HTML(t testing.TB, ctx context.Context) string {
	t.Helper()
	return Eval[string](t, ctx, `document.documentElement.outerHTML`)
}

// WaitFor waits until the JavaScript condition is true.
func WaitFor(t testing.TB, ctx context.Context, d time.Duration, cond string) {
	t.Helper()
	Run(t, ctx, d, Until(cond))
}

// WaitAcross waits until the JavaScript condition is true, across page
// loads: a navigation under way makes a check fail, and the check is
// simply tried again.
func WaitAcross(t testing.TB, ctx context.Context, d time.Duration, cond string) {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		c, cancel := context.WithTimeout(ctx, 2*time.Second)
		ok, err := chromedp.Run(c, chromedp.Evaluate[bool](fmt.Sprintf("!!(%s)", cond)))
		cancel()
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited %v for %s (last error: %v)", d, cond, err)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// SetSelect chooses a value in a <select> and fires its change event, as
// a person choosing from the list would.
func SetSelect(id, value string) chromedp.Action[chromedp.Void] {
	return JS(fmt.Sprintf(`(() => {
		const el = document.getElementById(%q);
		if (!el) throw new Error('no select #' + %q);
		el.value = %q;
		if (el.value !== %q) throw new Error('#' + %q + ' has no enabled option ' + %q);
		el.dispatchEvent(new Event('change', {bubbles: true}));
	})()`, id, id, value, value, id, value))
}

// TypeInto replaces an input's text by typing.
func TypeInto(id, text string) chromedp.Action[chromedp.Void] {
	sel := chromedp.ID(id)
	return chromedp.Steps(chromedp.WaitVisible(sel),
		JS(fmt.Sprintf(`document.getElementById(%q).value = ''`, id)),
		chromedp.SendKeys(sel, text))
}

// Click clicks an element by data-testid.
func Click(testid string) chromedp.Action[chromedp.Void] {
	sel := ByTest(testid)
	return chromedp.Steps(chromedp.WaitEnabled(sel), chromedp.Click(sel))
}

// ByTest selects an element by data-testid.
func ByTest(testid string) chromedp.CSS {
	return chromedp.CSS(fmt.Sprintf(`[data-testid=%q]`, testid))
}

// Visible waits until an element (CSS) is visible.
func Visible(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.WaitVisible(chromedp.CSS(sel))
}

// Press clicks an element by data-testid from inside the page. After a
// navigation the page itself started, chromedp's picture of the DOM can
// lag for a moment ("could not find node"); a click from JavaScript
// always finds the element the page has now.
func Press(testid string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		Until(fmt.Sprintf(`(() => { const b = document.querySelector('[data-testid=%q]'); return b && !b.disabled; })()`, testid)),
		JS(fmt.Sprintf(`document.querySelector('[data-testid=%q]').click()`, testid)))
}

// StepJS makes at most one decision on a table page: it taps a hand-over
// cover, confirms a Wait, or clicks the first enabled move button; it
// reports what it did ("gala", "cover", "confirm", "move:NAME", "idle").
// prefer, if set, is a move name to click when it is enabled.
const StepJS = `(prefer) => {
  const vis = (el) => el && !el.closest('[hidden]') && el.offsetParent !== null;
  if (vis(document.querySelector('[data-testid=gala]'))) return 'gala';
  const dlg = document.querySelector('#wait-dialog');
  if (dlg && dlg.open) { dlg.querySelector('[data-testid=confirm-wait]').click(); return 'confirm'; }
  const cover = document.querySelector('[data-testid=cover-tap]');
  if (vis(cover)) { cover.click(); return 'cover'; }
  if (document.querySelector('#table-app[data-busy]')) return 'busy';
  const buttons = [...document.querySelectorAll('#decision button[data-move]:not([disabled])')];
  const b = buttons.find((x) => prefer && x.dataset.move === prefer) || buttons[0];
  if (b) { b.click(); return 'move:' + b.dataset.move; }
  return 'idle';
}`

// Step makes one decision (see StepJS).
func Step(t testing.TB, ctx context.Context, prefer string) string {
	t.Helper()
	return Eval[string](t, ctx, fmt.Sprintf("(%s)(%q)", StepJS, prefer))
}
