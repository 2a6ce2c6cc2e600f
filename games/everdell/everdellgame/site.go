package everdellgame

import (
	"evergreen/games/everdell/everdellweb"
	"evergreen/web/gameweb"
)

// Site is Everdell's own pages, declared by package everdellweb (the
// Rulebook, texts.json, the Rules Studio of package everdellstudio) and
// served by the platform.
func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	return gameweb.Declared(g, h, everdellweb.Spec)
}

var _ gameweb.Site = (*Game)(nil)
