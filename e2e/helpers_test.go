package e2e

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"
	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// The helpers of package browsertest under the short names this
// package's tests have always called them by; see browsertest for what
// each does.

func browser(t *testing.T, width, height int) context.Context {
	return browsertest.Browser(t, width, height)
}
func phone(t *testing.T) context.Context { return browsertest.Phone(t) }

func run(t *testing.T, ctx context.Context, d time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	browsertest.Run(t, ctx, d, actions...)
}
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	return browsertest.Eval[T](t, ctx, js)
}
func js(code string) chromedp.Action[chromedp.Void]    { return browsertest.JS(code) }
func until(cond string) chromedp.Action[chromedp.Void] { return browsertest.Until(cond) }
func text(t *testing.T, ctx context.Context) string    { return browsertest.Text(t, ctx) }
func html(t *testing.T, ctx context.Context) string    { return browsertest.HTML(t, ctx) }
func waitFor(t *testing.T, ctx context.Context, d time.Duration, cond string) {
	t.Helper()
	browsertest.WaitFor(t, ctx, d, cond)
}
func waitAcross(t *testing.T, ctx context.Context, d time.Duration, cond string) {
	t.Helper()
	browsertest.WaitAcross(t, ctx, d, cond)
}
func step(t *testing.T, ctx context.Context, prefer string) string {
	t.Helper()
	return browsertest.Step(t, ctx, prefer)
}
func shots() bool { return browsertest.Shots() }
func screenshot(t *testing.T, ctx context.Context, name, sel string) {
	t.Helper()
	browsertest.Screenshot(t, ctx, name, sel)
}

func setSelect(id, value string) chromedp.Action[chromedp.Void] {
	return browsertest.SetSelect(id, value)
}
func typeInto(id, text string) chromedp.Action[chromedp.Void] { return browsertest.TypeInto(id, text) }
func click(testid string) chromedp.Action[chromedp.Void]      { return browsertest.Click(testid) }
func byTest(testid string) chromedp.CSS                       { return browsertest.ByTest(testid) }
func visible(sel string) chromedp.Action[chromedp.Void]       { return browsertest.Visible(sel) }
func press(testid string) chromedp.Action[chromedp.Void]      { return browsertest.Press(testid) }

func audit(t *testing.T, ctx context.Context, what, check string) {
	t.Helper()
	browsertest.Audit(t, ctx, what, check)
}
func apiTable(t *testing.T, ctx context.Context, base, body string) string {
	t.Helper()
	return browsertest.APITable(t, ctx, base, body)
}

const (
	stepJS      = browsertest.StepJS
	contrastJS  = browsertest.ContrastJS
	cutJS       = browsertest.CutJS
	overflowJS  = browsertest.OverflowJS
	uncoveredJS = browsertest.UncoveredJS
)

// startServer runs the real server over a fresh SQLite store, hosting
// Nobles.
func startServer(t *testing.T) *httptest.Server {
	t.Helper()
	return browsertest.StartServer(t, game.MustList(noblesgame.New()))
}

// startServerWith is startServer hosting games.
func startServerWith(t *testing.T, games game.List) *httptest.Server {
	t.Helper()
	return browsertest.StartServer(t, games)
}

// startServerWithDrop is startServer with a func that cuts every open
// WebSocket connection, as a network drop would.
func startServerWithDrop(t *testing.T) (*httptest.Server, func()) {
	t.Helper()
	return browsertest.Serve(t, game.MustList(noblesgame.New()))
}

// evergreenServer hosts Nobles and the planet game, as cmd/evergreen does.
func evergreenServer(t *testing.T) string {
	t.Helper()
	return startServerWith(t, game.MustList(noblesgame.New(), evergreengame.New())).URL
}

// panelKind is the kind of decision the page shows the player now:
// "journey", "reroll", "proving", "payment", "duty", or "".
const panelKindJS = `(() => {
  const d = document.querySelector('#decision');
  if (!d || d.hidden || document.querySelector('#table-app[data-busy]')) return '';
  if (!document.querySelector('#cover').hidden) return 'cover';
  const on = (m) => d.querySelector('[data-move=' + m + ']:not([disabled])');
  if (on('roll')) return 'journey';
  if (on('reroll')) return 'reroll';
  if (on('choose')) return 'proving';
  if (on('convert')) return 'payment';
  if (on('wait')) return 'duty';
  return '';
})()`
