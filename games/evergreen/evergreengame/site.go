package evergreengame

import (
	"evergreen/games/evergreen/evergreenweb"
	"evergreen/web/gameweb"
)

// Site is the planet game's own pages, declared by package evergreenweb
// (the Rulebook, the Rules Studio of package evergreenstudio) and served
// by the platform.
func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	return gameweb.Declared(g, h, evergreenweb.Spec)
}
