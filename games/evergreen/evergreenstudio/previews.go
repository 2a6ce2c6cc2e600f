package evergreenstudio

// The Studio's balance previews: bot games under a rule set and under the
// default, played by package preview, charted by preview.Charter. The
// planet game's own figures (points by source, power usage, …) come from
// its game.Statistician when it has one, read by metric key, so this
// file names none of them; without one a preview reports wins and
// scores only.

import (
	"encoding/json"
	"net/http"
	"slices"

	"evergreen/game"
	"evergreen/game/gameweb"
	"evergreen/preview"
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

// previewSetup settles what previews offer and chart, from the default
// rule set r.
func (s *site) previewSetup(r game.Rules) {
	known := r.Bots().Names()
	var offer []string
	for _, b := range previewBots {
		if slices.Contains(known, b) {
			offer = append(offer, b)
		}
	}
	s.offer = preview.OfferOf(s.game, previewSeats, offer...)
	s.charts = preview.Charter{ScoresTitle: "Final scores (points)", Per: "players"}
	st, ok := s.game.(game.Statistician)
	if !ok {
		return
	}
	stats := st.Stats(r, previewSeats)
	s.metrics, s.items = stats.Metrics, stats.Items
	s.charts.Own = gameweb.FigureCharts(s.metrics, metricsPerChart)
}

// previewRequest is the body of POST /api/rulesets/{code}/preview. Bots
// is one bot name for every seat (Seats of them, default 2) or a list,
// one per seat.
type previewRequest struct {
	Games int             `json:"games"`
	Bots  json.RawMessage `json:"bots"`
	Seats int             `json:"seats"`
}

// previews are the preview endpoints, shared with every game's Studio
// (gameweb.Previews): this Studio finds the rule set and reads the request.
func (s *site) previews() gameweb.Previews {
	return gameweb.Previews{
		Runner:   s.runner,
		Offer:    s.offer,
		SeatsKey: "seats",
		Charts:   s.charts,
		Rules: func(r *http.Request) (game.Rules, error) {
			rs, err := s.lookup(r.Context(), r.PathValue("code"))
			return rs.rules, err
		},
		FromBody: func(r *http.Request) (gameweb.PreviewRequest, error) {
			var req previewRequest
			err := decode(r, &req)
			return gameweb.PreviewRequest{Games: req.Games, Bots: req.Bots, Seats: req.Seats}, err
		},
		Fail: s.fail,
	}
}

func (s *site) apiPreviewStart(w http.ResponseWriter, r *http.Request) { s.previews().Start(w, r) }

func (s *site) apiPreviewStatus(w http.ResponseWriter, r *http.Request) { s.previews().Status(w, r) }

// apiChart draws one chart of a finished preview as SVG.
func (s *site) apiChart(w http.ResponseWriter, r *http.Request) { s.previews().Chart(w, r) }
