package everdellgame

import (
	"net/http"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellstudio"
	"evergreen/games/everdell/everdellweb"
	"evergreen/web/gameweb"
)

// Site is Everdell's own pages: its Rulebook (package everdellweb) and
// its Rules Studio (package everdellstudio), one mux under the game's
// base: the Studio's addresses first, everything else the Rulebook's.
func (g *Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	web, err := everdellweb.New(everdellweb.Config{Game: g, Host: h, Ruleset: ruleset})
	if err != nil {
		return gameweb.Pages{}, err
	}
	m := http.NewServeMux()
	closeStudio, err := everdellstudio.Routes(m, h, g)
	if err != nil {
		return gameweb.Pages{}, err
	}
	m.Handle("/", web.Handler)
	web.Handler = m
	web.Close = chain(web.Close, closeStudio)
	web.Links = append(web.Links, gameweb.Link{Label: "Rules Studio", Path: "/studio"})
	return web, nil
}

// chain calls each non-nil f in order.
func chain(fs ...func()) func() {
	return func() {
		for _, f := range fs {
			if f != nil {
				f()
			}
		}
	}
}

func ruleset(r game.Rules) (*everdell.Ruleset, error) { return game.RulesetOf[*everdell.Ruleset](r) }

var _ gameweb.Site = (*Game)(nil)
