package e2e

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/sqlite"
)

// chrome finds a Chromium or Chrome binary, or skips the test.
func chrome(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("EVERGREEN_CHROME"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("e2e: no Chromium or Chrome binary found (install chromium, or set EVERGREEN_CHROME to its path)")
	return ""
}

// startServer runs the real server over a fresh SQLite store, hosting
// Nobles.
func startServer(t *testing.T) *httptest.Server {
	t.Helper()
	ts, _ := startServerWithDrop(t)
	return ts
}

// startServerWith is startServer hosting games.
func startServerWith(t *testing.T, games game.List) *httptest.Server {
	t.Helper()
	ts, _ := serve(t, games)
	return ts
}

// startServerWithDrop is startServer with a func that cuts every open
// WebSocket connection, as a network drop would.
func startServerWithDrop(t *testing.T) (*httptest.Server, func()) {
	t.Helper()
	return serve(t, game.MustList(noblesgame.New()))
}

func serve(t *testing.T, games game.List) (*httptest.Server, func()) {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "e2e.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{
		Store:      st,
		Logger:     slog.New(slog.NewTextHandler(io.Discard, nil)),
		BotDelayMs: 1, // bots answer at once (0 means "the default")
		Games:      games,
	})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(srv.Handler())
	var mu sync.Mutex
	var hijacked []net.Conn
	ts.Config.ConnState = func(c net.Conn, state http.ConnState) {
		if state == http.StateHijacked { // a WebSocket
			mu.Lock()
			hijacked = append(hijacked, c)
			mu.Unlock()
		}
	}
	ts.Start()
	t.Cleanup(func() {
		ts.Close()
		srv.Close()
		st.Close()
	})
	drop := func() {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range hijacked {
			c.Close()
		}
		hijacked = nil
	}
	return ts, drop
}

// browser starts its own headless Chromium with a fresh profile, so that
// two browsers in one test share no cookies. The returned context lives
// until the test ends.
func browser(t *testing.T, width, height int) context.Context {
	t.Helper()
	bin := chrome(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelB := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancelB()
		cancelA()
	})
	// Start the browser now so that a missing or broken binary fails here.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", bin, err)
	}
	// Any uncaught exception in a page fails the test.
	var mu sync.Mutex
	var thrown []string
	go func() {
		for m, err := range chromedp.Console(ctx) {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleException {
				mu.Lock()
				thrown = append(thrown, fmt.Sprintf("%s (%s:%d)", m.Text, m.URL, m.Line+1))
				mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() { // runs before the browser is closed
		mu.Lock()
		defer mu.Unlock()
		for _, e := range thrown {
			t.Errorf("uncaught exception in the page: %s", e)
		}
	})
	return ctx
}

// run runs actions with a deadline.
func run(t *testing.T, ctx context.Context, d time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	if err := chromedp.Do(c, actions...); err != nil {
		t.Fatalf("browser: %v", err)
	}
}

// get runs one action that returns a value, with a deadline.
func get[T any](t *testing.T, ctx context.Context, d time.Duration, a chromedp.Action[T]) T {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	v, err := chromedp.Run(c, a)
	if err != nil {
		t.Fatalf("browser: %v", err)
	}
	return v
}

// eval evaluates a JavaScript expression and returns its result.
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	return get(t, ctx, 10*time.Second, chromedp.Evaluate[T](js))
}

// js runs JavaScript for its effect.
func js(code string) chromedp.Action[chromedp.Void] { return chromedp.Evaluate[chromedp.Void](code) }

// until waits until a JavaScript condition is true.
//
// The wait is bounded by the deadline of the run it is in, not by
// chromedp's own 30-second default, which cut short a run given 120
// seconds (the Studio's balance preview on a busy machine).
func until(cond string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(0))
}

// text is the visible text of the whole page.
func text(t *testing.T, ctx context.Context) string {
	return eval[string](t, ctx, `document.body.innerText`)
}

// html is the whole DOM, hidden parts included.
func html(t *testing.T, ctx context.Context) string {
	return eval[string](t, ctx, `document.documentElement.outerHTML`)
}

// stepJS makes at most one decision on a table page: it taps a hand-over
// cover, confirms a Wait, or clicks the first enabled move button; it
// reports what it did ("gala", "cover", "confirm", "move:NAME", "idle").
// prefer, if set, is a move name to click when it is enabled.
const stepJS = `(prefer) => {
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

// step makes one decision (see stepJS).
func step(t *testing.T, ctx context.Context, prefer string) string {
	return eval[string](t, ctx, fmt.Sprintf("(%s)(%q)", stepJS, prefer))
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

// shots says whether to save screenshots (EVERGREEN_SCREENSHOTS=1).
func shots() bool { return os.Getenv("EVERGREEN_SCREENSHOTS") == "1" }

// screenshot saves the whole page (sel ""), the viewport (sel "viewport")
// or one element as docs/screenshots/NAME.png when screenshots are on.
func screenshot(t *testing.T, ctx context.Context, name, sel string) {
	t.Helper()
	if !shots() {
		return
	}
	// Let animations settle.
	run(t, ctx, 5*time.Second, chromedp.Sleep(900*time.Millisecond))
	var buf []byte
	switch sel {
	case "":
		buf = get(t, ctx, 20*time.Second, chromedp.FullScreenshot(100))
	case "viewport":
		buf = get(t, ctx, 20*time.Second, chromedp.CaptureScreenshot())
	default:
		buf = get(t, ctx, 20*time.Second, chromedp.Screenshot(chromedp.CSS(sel)))
	}
	dir := filepath.Join("..", "docs", "screenshots")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(name, ".png") {
		name += ".png"
	}
	if err := os.WriteFile(filepath.Join(dir, name), buf, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s", name)
}

// waitFor waits until the JavaScript condition is true.
func waitFor(t *testing.T, ctx context.Context, d time.Duration, cond string) {
	t.Helper()
	run(t, ctx, d, until(cond))
}

// waitAcross waits until the JavaScript condition is true, across page
// loads: a navigation under way makes a check fail, and the check is
// simply tried again.
func waitAcross(t *testing.T, ctx context.Context, d time.Duration, cond string) {
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
