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

import (
	"embed"
	"io/fs"

	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
)

//go:embed assets
var assets embed.FS

// Assets returns the renderer's files; renderer.js is at the root, and
// words.json beside it is the Nobles wording table (content.Words).
func Assets() fs.FS {
	// The table in each other locale (words.de.json, …), which words.js
	// reads in the page's language.
	return game.WithLocales(game.BrowserFiles(assets, content.Words()), nobles.Locales(), content.WordsIn)
}
