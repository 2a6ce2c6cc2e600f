// Package e2e holds Evergreen's browser tests: the real server, started
// in-process over a fresh SQLite store, driven through headless Chromium
// with chromedp exactly as a family would use it — setting the table,
// passing one device round, joining by room code, reloading, playing to
// the Gala.
//
// The tests skip (with a message) when no Chromium or Chrome binary is
// found; set EVERGREEN_CHROME to point at one. With EVERGREEN_SCREENSHOTS=1
// they also save screenshots of the main screens under docs/screenshots.
package e2e
