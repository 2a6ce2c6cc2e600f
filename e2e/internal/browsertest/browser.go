// Package browsertest holds what Evergreen's browser test packages share
// (e2e, e2e/everdell, e2e/planet): finding Chromium (or skipping), the
// real server over a fresh SQLite store hosting a given list of games,
// headless browsers with a fresh profile each, chromedp actions run with
// a deadline, the clicks and waits a person's use of the pages comes
// down to, the page checks (contrast, cut selects, sideways overflow,
// a covered decision panel) and screenshots into docs/screenshots.
//
// The browser tests live in several packages, not one, so that go test
// runs them side by side and each test binary stays well inside go
// test's default ten minutes per package on a busy machine.
//
// Every helper takes the test first and fails it (t.Fatal) when the
// browser or the server does not answer, so that a test reads as the
// steps a person takes.
package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Chrome finds a Chromium or Chrome binary (EVERGREEN_CHROME first), or
// skips the test.
func Chrome(t testing.TB) string {
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

// Browser starts its own headless Chromium with a fresh profile, so that
// two browsers in one test share no cookies. The returned context lives
// until the test ends; an uncaught exception in any of its pages fails
// the test.
func Browser(t testing.TB, width, height int) context.Context {
	t.Helper()
	bin := Chrome(t)
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

// Phone is a browser emulating a 390×844 phone.
func Phone(t testing.TB) context.Context {
	t.Helper()
	ctx := Browser(t, 390, 844)
	Run(t, ctx, 10*time.Second, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	return ctx
}
