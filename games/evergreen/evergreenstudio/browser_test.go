package evergreenstudio_test

// The editor in a real browser: paint a space, change one card, save,
// and find both changes worded on the saved rule set's page. Skipped
// without a Chromium or Chrome binary.

import (
	"context"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/evergreen/evergreenstudio"
	"evergreen/store/memstore"
	"evergreen/web"
)

func chrome(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("EVERGREEN_CHROME"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium or Chrome binary found (set EVERGREEN_CHROME to its path)")
	return ""
}

// startWithStatic is start with the platform's static files, which the
// Studio's pages load, served at /static/ as the server does.
func startWithStatic(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.Handle("GET /static/", http.StripPrefix("/static/", web.Static()))
	host := game.Host{
		Store:  memstore.New(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Layout: func() (*template.Template, error) { return web.Layout() },
		NotFound: func(w http.ResponseWriter, r *http.Request, title string) {
			http.Error(w, title, http.StatusNotFound)
		},
	}
	closeFn, err := evergreenstudio.Routes(mux, host, evergreengame.New())
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(mux)
	t.Cleanup(func() { ts.Close(); closeFn() })
	return ts
}

func TestBrowserEditOneCardAndSave(t *testing.T) {
	bin := chrome(t)
	ts := startWithStatic(t)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(bin), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.WindowSize(1280, 1000))
	ctx, cancelB := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelB(); cancelA() })
	// Start the browser on the test's context: one started inside a
	// run's deadline would close when that run ends.
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
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, e := range thrown {
			t.Errorf("uncaught exception in the page: %s", e)
		}
	})
	js := func(code string) chromedp.Action[chromedp.Void] { return chromedp.Evaluate[chromedp.Void](code) }
	until := func(cond string) chromedp.Action[chromedp.Void] {
		return chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingInterval(20*time.Millisecond))
	}
	run := func(actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		c, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if err := chromedp.Do(c, actions...); err != nil {
			t.Fatalf("browser: %v", err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		c, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		v, err := chromedp.Run(c, chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector(%q).innerText`, sel)))
		if err != nil {
			t.Fatalf("browser: %v", err)
		}
		return v
	}
	editor := `document.querySelector('#studio-edit')`

	// The copy of the default loads and checks as the default.
	run(chromedp.Navigate(ts.URL+"/studio/new"), until(editor+`.dataset.state === 'valid'`))
	// Paint G1 (off the planet) with the grassland brush; make the
	// fourth card fertile.
	run(js(`document.querySelector('.ev-brush[data-letter=G]').click()`),
		js(`document.querySelector('[data-testid=cell-G1]').click()`),
		js(`(() => {
			const sel = document.querySelector('[data-testid=card-3] [data-testid=card-symbol]');
			sel.value = 'fertility';
			sel.dispatchEvent(new Event('change', {bubbles: true}));
		})()`),
		until(editor+`.dataset.state === 'valid' && document.querySelector('[data-testid=live-changes]').innerText.includes("Grassland · Bush")`))
	changes := text("[data-testid=live-changes]")
	for _, want := range []string{"Card 'Grassland · Bush': symbol drought → fertility", "Planet space G1: unplantable → Grassland"} {
		if !strings.Contains(changes, want) {
			t.Errorf("live changes lack %q:\n%s", want, changes)
		}
	}
	// An invalid edit is refused with its path, and unsaveable.
	run(js(`(() => {
			const el = document.querySelector('[data-testid=card-0] [data-testid=card-id]');
			el.value = 'Bad Id';
			el.dispatchEvent(new Event('change', {bubbles: true}));
		})()`), until(editor+`.dataset.state === 'invalid'`))
	if p := text("[data-testid=problems]"); !strings.Contains(p, "cards[0].id") {
		t.Errorf("problems lack cards[0].id:\n%s", p)
	}
	run(js(`(() => {
			const el = document.querySelector('[data-testid=card-0] [data-testid=card-id]');
			el.value = 'grassland-sprout';
			el.dispatchEvent(new Event('change', {bubbles: true}));
		})()`), until(editor+`.dataset.state === 'valid'`),
		js(`document.querySelector('[data-testid=save-name]').value = 'Green corner'`),
		until(`!document.querySelector('[data-testid=save]').disabled`),
		js(`document.querySelector('[data-testid=save]').click()`))
	// Saving navigates to the rule set's page: poll across the
	// navigation, which cancels any one evaluation.
	for deadline := time.Now().Add(30 * time.Second); ; {
		c, cancel := context.WithTimeout(ctx, 2*time.Second)
		ok, err := chromedp.Run(c, chromedp.Evaluate[bool](`!!document.querySelector('#studio-view[data-ready]')`))
		cancel()
		if err == nil && ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the saved rule set's page never showed (last error: %v)", err)
		}
		time.Sleep(25 * time.Millisecond)
	}
	if name := text("[data-testid=ruleset-name]"); name != "Green corner" {
		t.Errorf("the saved rule set is called %q", name)
	}
	if c := text("[data-testid=changes]"); !strings.Contains(c, "Card 'Grassland · Bush': symbol drought → fertility") {
		t.Errorf("the saved rule set's page lacks the card's change:\n%s", c)
	}
}
