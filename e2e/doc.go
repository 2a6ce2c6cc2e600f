// Package e2e holds Evergreen's browser tests of Nobles and of what the
// frame shares: the real server, started in-process over a fresh SQLite
// store, driven through headless Chromium with chromedp exactly as a
// family would use it — setting the table, passing one device round,
// joining by room code, reloading, playing to the Gala — and the checks
// of contrast, phone layout and the Rules Studio.
//
// The other games' browser tests live in packages of their own,
// e2e/everdell and e2e/planet, and all of them share the helpers of
// e2e/internal/browsertest (this package's helpers_test.go forwards its
// short names to them). The split keeps each test binary well inside go
// test's default ten minutes per package on a busy machine, since plain
// go test ./... must pass with no -timeout, and lets go test run the
// packages side by side.
//
// The tests skip (with a message) when no Chromium or Chrome binary is
// found; set EVERGREEN_CHROME to point at one. With EVERGREEN_SCREENSHOTS=1
// they also save screenshots of the main screens under docs/screenshots.
package e2e
