// Package tables holds the browser test of a table of every hosted game
// under axe-core and, on a phone, the layout checks for play (the
// decision and the hand on the first screen, each part one tap away). It
// is a package of its own, beside e2e/a11y, so that each test binary
// stays well inside go test's ten minutes.
package tables
