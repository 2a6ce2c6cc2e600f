// Package evergreenui is the browser renderer of the planet game,
// Evergreen: every player's planet as an SVG grid (biomes, pieces, the
// sun's side, light and shade, the largest forest), the draft row with
// the leaf, the fertility area, the power tracks, the decision panel, the
// results by season and source, and the game's part of the new-table
// form, as small ES modules and a style sheet with no build step.
//
// The platform's frame (web/static) loads assets/renderer.js for every
// Evergreen table; evergreengame.Game hands these files to the platform
// through game.Renderer, and the server serves them at
// /games/evergreen/assets/. The modules import the frame's helpers from
// /static/.
//
// The renderer computes no rules: light, shade, the largest forest and
// the season's points come in the view (evergreen.Preview), and every
// move sent is one of the update's listed moves. The words players read
// are data: package content's words.json (content.Words), the same table
// the terminal fills, served here as assets/words.json (game.BrowserFiles),
// which words.js fills.
package evergreenui

import "embed"

// Files holds the renderer's files under assets/, renderer.js at their
// root; evergreengame declares them with the words tables beside
// (game.BrowserFiles).
//
//go:embed assets
var Files embed.FS
