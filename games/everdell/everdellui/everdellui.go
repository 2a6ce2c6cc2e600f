// Package everdellui is the browser renderer of Everdell: the valley
// (basic and forest locations, the Haven and the journeys with the
// workers on each, the events with who achieved them, the Meadow), each
// player's city of fifteen spaces with its marks, the viewer's private
// hand, the solo opponent (Rugwort or the rival), the decision panel
// for turns and for every step of a card's power, the log in words and
// the final count with its tie-breaks, as small ES modules and a style sheet with no build step.
//
// The platform's frame (web/static) loads assets/renderer.js for every
// Everdell table; everdellgame.Game hands these files to the platform
// through game.Renderer, and the server serves them at
// /games/everdell/assets/. The modules import the frame's helpers from
// /static/.
//
// The renderer computes no rules: every move sent is one of the
// update's listed moves, and the final count comes in the view. The
// words are data: words.json is package content's wording table (the
// log's sentences; content.Words, served here by game.BrowserFiles, not a
// copy), texts.json (what each card, location and event does under the
// table's rule set) is filled in Go by everdellwords and served by
// everdellweb, and labels.json holds the page's own labels.
package everdellui

import "embed"

// Files holds the renderer's files under assets/, renderer.js at their
// root; everdellgame declares them with the words tables beside
// (game.BrowserFiles).
//
//go:embed assets
var Files embed.FS
