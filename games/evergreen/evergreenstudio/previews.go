package evergreenstudio

// The Studio's balance previews: bot games under a rule set and under the
// default, played by package preview, charted by preview.Charter. The
// planet game's own figures (points by source, power usage, …) come from
// its game.Statistician when it has one, read by metric key, so this
// file names none of them; without one a preview reports wins and
// scores only.

import (
	"net/http"

	"evergreen/game"
	"evergreen/web/gameweb"
)

// previewBots are the bots a preview may seat, quickest first (the
// gardener fills a table by default); those the game does not register
// are left out. The search bot is offered at its easy level only:
// harder levels take too long a game for hundreds of games.
var previewBots = []string{"gardener", "random", "ismcts:easy"}

// previewSeats is the table a preview seats when asked for none.
const previewSeats = 2

// metricsPerChart bounds the bars of one chart of the game's figures.
const metricsPerChart = 6

// previews are the preview endpoints, shared with every game's Studio
// (gameweb.Previews): this Studio finds the rule set and reads the request.
func (s *site) previews() gameweb.Previews {
	return gameweb.Previews{
		Runner:   s.runner,
		Offer:    s.figs.Offer,
		SeatsKey: "seats",
		Charts:   s.figs.Charts,
		Rules: func(r *http.Request) (game.Rules, error) {
			rs, err := s.lookup(r.Context(), r.PathValue("code"))
			return rs.rules, err
		},
		FromBody: gameweb.SeatsBody,
		Fail:     s.fail,
	}
}
