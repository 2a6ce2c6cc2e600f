package noblesweb

// The Studio's balance previews: what Nobles offers them (the quick bots,
// four Houses) and the charts of Nobles' own figures, drawn by package
// preview from the simulator's report by metric key.

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"evergreen/game"
	"evergreen/game/gameweb"
	"evergreen/games/nobles"
	"evergreen/preview"
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

func (p previewRequest) spec() (preview.Spec, error) {
	spec := preview.Spec{Games: p.Games}
	bots := strings.TrimSpace(string(p.Bots))
	switch {
	case bots == "" || bots == "null":
	case strings.HasPrefix(bots, `"`):
		var one string
		if err := json.Unmarshal(p.Bots, &one); err != nil {
			return spec, fmt.Errorf("%w: bots: %s", errBadRequest, jsonProblem(err))
		}
		spec.Bots = repeat(one, p.Houses)
	default:
		if err := json.Unmarshal(p.Bots, &spec.Bots); err != nil {
			return spec, fmt.Errorf("%w: bots: must be a bot name or a list of them", errBadRequest)
		}
		if p.Houses != 0 && p.Houses != len(spec.Bots) {
			return spec, fmt.Errorf("%w: houses: %d, but %d bots are listed", errBadRequest, p.Houses, len(spec.Bots))
		}
	}
	if len(spec.Bots) == 0 && p.Houses != 0 {
		spec.Bots = repeat(previewOffer.Bots[0], p.Houses)
	}
	return spec.Normalize(previewOffer)
}

func repeat(name string, n int) []string {
	if n == 0 {
		n = previewOffer.Seats
	}
	if n < 0 || n > nobles.MaxSeats {
		n = nobles.MaxSeats + 1 // let Normalize say what is wrong
	}
	out := make([]string, n)
	for i := range out {
		out[i] = name
	}
	return out
}

// specFromQuery reads ?games=&bots=a,b,c&houses= (all optional).
func specFromQuery(r *http.Request) (preview.Spec, error) {
	q := r.URL.Query()
	var p previewRequest
	if v := q.Get("games"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return preview.Spec{}, fmt.Errorf("%w: games: must be a number", errBadRequest)
		}
		p.Games = n
	}
	if v := q.Get("houses"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return preview.Spec{}, fmt.Errorf("%w: houses: must be a number", errBadRequest)
		}
		p.Houses = n
	}
	if v := q.Get("bots"); v != "" {
		list := strings.Split(v, ",")
		if len(list) == 1 {
			p.Bots, _ = json.Marshal(list[0])
		} else {
			p.Bots, _ = json.Marshal(list)
		}
	}
	return p.spec()
}

// previews are the preview endpoints, shared with every game's Studio
// (gameweb.Previews): this Studio finds the rule set and reads the request.
func (s *site) previews() gameweb.Previews {
	return gameweb.Previews{
		Runner: s.runner,
		Charts: previewCharts,
		Rules: func(r *http.Request) (game.Rules, error) {
			rs, err := s.lookup(r.Context(), r.PathValue("code"))
			return rs.rules, err
		},
		FromBody: func(r *http.Request) (preview.Spec, error) {
			var req previewRequest
			if err := decode(r, &req); err != nil {
				return preview.Spec{}, err
			}
			return req.spec()
		},
		FromQuery: specFromQuery,
		Fail:      s.fail,
	}
}

func (s *site) apiPreviewStart(w http.ResponseWriter, r *http.Request) { s.previews().Start(w, r) }

func (s *site) apiPreviewStatus(w http.ResponseWriter, r *http.Request) { s.previews().Status(w, r) }

// apiChart draws one chart of a finished preview as SVG.
func (s *site) apiChart(w http.ResponseWriter, r *http.Request) { s.previews().Chart(w, r) }
