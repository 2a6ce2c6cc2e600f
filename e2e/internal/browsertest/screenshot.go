package browsertest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Shots says whether to save screenshots (EVERGREEN_SCREENSHOTS=1).
func Shots() bool { return os.Getenv("EVERGREEN_SCREENSHOTS") == "1" }

// Screenshot saves the whole page (sel ""), the viewport (sel "viewport")
// or one element as docs/screenshots/NAME.png when screenshots are on.
// docs/ is found from the module root, not the package directory, since
// the browser tests live at several depths.
func Screenshot(t testing.TB, ctx context.Context, name, sel string) {
	t.Helper()
	if !Shots() {
		return
	}
	// Let animations settle.
	Run(t, ctx, 5*time.Second, chromedp.Sleep(900*time.Millisecond))
	var buf []byte
	switch sel {
	case "":
		buf = Get(t, ctx, 20*time.Second, chromedp.FullScreenshot(100))
	case "viewport":
		buf = Get(t, ctx, 20*time.Second, chromedp.CaptureScreenshot())
	default:
		buf = Get(t, ctx, 20*time.Second, chromedp.Screenshot(chromedp.CSS(sel)))
	}
	dir := filepath.Join(Root(t), "docs", "screenshots")
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

// Root is the module's root directory: the nearest directory holding
// go.mod, from the working directory (a test's package directory) up.
func Root(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			t.Fatalf("no go.mod in %s or any directory above it", dir)
		}
	}
}
