package game

import "io/fs"

// Renderer is implemented by games that draw themselves in the browser.
// The platform's web frame (lobby, seats, hand-over cover, log, replay
// controls, results, connection banner) is the same for every game; a
// Renderer supplies the rest: the board, the decision panel, the game's
// wording and its part of the new-table form.
//
// Assets is the game's browser files. Its root holds renderer.js, an ES
// module with the interface described in docs/ARCHITECTURE.md ("The
// front end"); it may import its siblings by relative path and the
// frame's helpers from /static/. The server serves the files at
// /games/{name}/assets/… exactly as they are: there is no build step.
//
// A game without a Renderer is still playable in the browser: the frame
// falls back to a plain renderer that shows the seat's view as JSON and
// one button per legal move.
type Renderer interface {
	Assets() fs.FS
}

// AssetsOf returns g's browser files, or false if g has no Renderer.
func AssetsOf(g Game) (fs.FS, bool) {
	r, ok := g.(Renderer)
	if !ok {
		return nil, false
	}
	a := r.Assets()
	return a, a != nil
}
