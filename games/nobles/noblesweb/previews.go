package noblesweb

// The Studio's balance previews: what Nobles offers them (the quick bots,
// four Houses) and the charts of Nobles' own figures, drawn by package
// preview from the simulator's report by metric key.

import (
	"encoding/json"
	"net/http"

	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/preview"
	"evergreen/web/gameweb"
)

// previewOffer: the bots a preview may seat, quickest first (the steward
// fills a table by default). The search bot is offered at its easy level
// only: harder levels take minutes a game.
var previewOffer = preview.Offer{
	Bots:  []string{"steward", "steward-lite", "random", "ismcts:easy"},
	Seats: 4,
	Min:   nobles.MinSeats,
	Max:   nobles.MaxSeats,
}

// previewCharts are the built-in charts in Nobles' words and two of
// Nobles' own. The metric keys are the simulator report's JSON names.
var previewCharts = preview.Charter{
	ScoresTitle: "Final scores (Gems given + Vault Tokens held)",
	Per:         "nobles",
	Own: []preview.Chart{
		{
			Name: "gems-tokens", Title: "Gems against Vault Tokens (mean per noble)", YLabel: "per noble",
			Metrics: []game.Metric{{Key: "gems", Label: "House Gems given"}, {Key: "tokens", Label: "Vault Tokens held"}, {Key: "score", Label: "Final score"}},
		},
		{
			Name: "ordeals", Title: "Ordeals failed and their cost (mean per noble per year)", YLabel: "per noble per year",
			Metrics: []game.Metric{{Key: "ordeal_failures", Label: "Ordeal failures"}, {Key: "surrendered_turns", Label: "Turns surrendered"}, {Key: "tokens_converted", Label: "Tokens converted"}},
		},
	},
}

// previewRequest is the body of POST /api/rulesets/{code}/preview. Bots
// is one bot name for every seat (Houses of them, default 4) or a list,
// one per seat.
type previewRequest struct {
	Games  int             `json:"games"`
	Bots   json.RawMessage `json:"bots"`
	Houses int             `json:"houses"`
}

// previews are the preview endpoints, shared with every game's Studio
// (gameweb.Previews): this Studio finds the rule set and reads the request.
func (s *site) previews() gameweb.Previews {
	return gameweb.Previews{
		Runner:   s.runner,
		Offer:    previewOffer,
		SeatsKey: "houses",
		Charts:   previewCharts,
		Rules: func(r *http.Request) (game.Rules, error) {
			rs, err := s.lookup(r.Context(), r.PathValue("code"))
			return rs.rules, err
		},
		FromBody: func(r *http.Request) (gameweb.PreviewRequest, error) {
			var req previewRequest
			err := decode(r, &req)
			return gameweb.PreviewRequest{Games: req.Games, Bots: req.Bots, Seats: req.Houses}, err
		},
		Fail: s.fail,
	}
}
