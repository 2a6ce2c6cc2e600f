// Package a11y holds the browser tests that every hosted game's pages
// share on a desktop and on a phone: axe-core's WCAG 2.2 AA check of
// every page, the header naming the current game, and a game of each
// played with the keyboard alone (a table of each under axe, and the
// phone's layout for play, are e2e/tables's). It is a package of its own
// so that its test binary runs beside the others' within go test's ten
// minutes.
package a11y
