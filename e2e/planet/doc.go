// Package planet holds the browser tests of the planet game
// (games/evergreen): the real server in-process over a fresh SQLite
// store, hosting Nobles and the planet game as cmd/evergreen does,
// driven through headless Chromium with the helpers of
// e2e/internal/browsertest. It is a package of its own, beside e2e and
// e2e/everdell, so that go test runs the three side by side and each
// stays well inside go test's default ten minutes.
//
// The tests skip when no Chromium or Chrome is found (EVERGREEN_CHROME
// names one); with EVERGREEN_SCREENSHOTS=1 they save screenshots under
// the module's docs/screenshots.
package planet
