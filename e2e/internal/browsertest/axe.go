package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The accessibility check: axe-core, the rules engine most audits use,
// run in the page against WCAG 2.2 AA. It is not vendored: .ci/run
// installs it (a global npm package), and a developer's machine may.

// AxeTags are the rule sets run: WCAG 2.0, 2.1 and 2.2, levels A and AA.
var AxeTags = []string{"wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"}

// AxeSource finds axe-core's axe.min.js: EVERGREEN_AXE, else the global
// npm packages' axe-core. Without it the test skips, saying how to get
// it, except in CI (CI or EVERGREEN_REQUIRE_AXE=1 set, as .ci/run does),
// where a missing axe fails the test: there the check must not turn into
// a no-op.
func AxeSource(t testing.TB) string {
	t.Helper()
	var tried []string
	if p := os.Getenv("EVERGREEN_AXE"); p != "" {
		tried = append(tried, p)
	}
	roots := []string{"/usr/lib/node_modules", "/usr/local/lib/node_modules"}
	if out, err := exec.Command("npm", "root", "-g").Output(); err == nil {
		roots = append([]string{strings.TrimSpace(string(out))}, roots...)
	}
	for _, r := range roots {
		tried = append(tried, filepath.Join(r, "axe-core", "axe.min.js"))
	}
	for _, p := range tried {
		if b, err := os.ReadFile(p); err == nil {
			return string(b)
		}
	}
	msg := "e2e: axe-core not found (install it with npm install -g axe-core, or set EVERGREEN_AXE to its axe.min.js); looked at " + strings.Join(tried, ", ")
	if os.Getenv("CI") != "" || os.Getenv("EVERGREEN_REQUIRE_AXE") == "1" {
		t.Fatal(msg + "; in CI the accessibility check must run (.ci/run installs it)")
	}
	t.Skip(msg)
	return ""
}

// axeRunJS runs axe on the whole document and lists each violation as
// one line: the rule, its help, and up to three of the elements it
// found, each with what is wrong.
const axeRunJS = `axe.run(document, { runOnly: { type: 'tag', values: %s }, resultTypes: ['violations'] }).then((r) =>
  r.violations.map((v) => v.id + ' (' + v.impact + '): ' + v.help + ' — ' + v.nodes.length + ' element(s): ' +
    v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' [' + (n.failureSummary || '').replace(/\s+/g, ' ').slice(0, 160) + ']').join('; ')))`

// Axe checks the page as it is now with axe-core (source from
// AxeSource) and fails the test with each violation, naming the page
// state by what.
func Axe(t testing.TB, ctx context.Context, src, what string) {
	t.Helper()
	if !Eval[bool](t, ctx, `typeof window.axe === 'object'`) {
		Run(t, ctx, 20*time.Second, JS(src))
	}
	tags := `['` + strings.Join(AxeTags, `','`) + `']`
	found := Get(t, ctx, 60*time.Second, chromedp.Evaluate[[]string](fmt.Sprintf(axeRunJS, tags), chromedp.EvalAwaitPromise))
	for _, v := range found {
		t.Errorf("%s: %s", what, v)
	}
}
