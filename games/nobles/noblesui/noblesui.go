// Package noblesui is the browser renderer of Nobles of Evergreen: the
// board, the decision panel, the Castle Keep, the Gala's details, the
// game's wording and its part of the new-table form (House and Virtue
// pickers), as small ES modules and a style sheet with no build step.
//
// The platform's frame (package web) loads assets/renderer.js for every
// Nobles table; noblesgame.Game hands these files to the platform through
// game.Renderer, and the server serves them at /games/nobles/assets/.
// The modules import the frame's DOM helpers from /static/dom.js.
//
// The game's wording is not written here: words.json, served beside the
// modules, is content.Words(), the same table the terminal fills
// (games/nobles/noblesterm), and words.js fills it with the same
// placeholder syntax (documented in games/nobles/content/words.go).
package noblesui

import "embed"

// Files holds the renderer's files under assets/, renderer.js at their
// root; noblesgame declares them with the words tables beside
// (game.BrowserFiles).
//
//go:embed assets
var Files embed.FS
