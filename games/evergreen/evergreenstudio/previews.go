package evergreenstudio

// The Studio's balance previews: bot games under a rule set and under the
// default, played by package preview, charted by preview.Charter. The
// planet game's own figures (points by source, power usage, …) come from
// its game.Statistician when it has one, read by metric key, so this
// file names none of them; without one a preview reports wins and
// scores only.

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

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
	for i := 0; i < len(s.metrics); i += metricsPerChart {
		part := s.metrics[i:min(i+metricsPerChart, len(s.metrics))]
		name := "figures"
		if i > 0 {
			name = "figures-" + strconv.Itoa(i/metricsPerChart+1)
		}
		s.charts.Own = append(s.charts.Own, preview.Chart{
			Name: name, Title: "The game's figures (mean per player per game)", YLabel: "per player", Metrics: part,
		})
	}
}

// previewRequest is the body of POST /api/rulesets/{code}/preview. Bots
// is one bot name for every seat (Seats of them, default 2) or a list,
// one per seat.
type previewRequest struct {
	Games int             `json:"games"`
	Bots  json.RawMessage `json:"bots"`
	Seats int             `json:"seats"`
}

func (s *site) spec(p previewRequest) (preview.Spec, error) {
	spec := preview.Spec{Games: p.Games}
	bots := strings.TrimSpace(string(p.Bots))
	switch {
	case bots == "" || bots == "null":
	case strings.HasPrefix(bots, `"`):
		var one string
		if err := json.Unmarshal(p.Bots, &one); err != nil {
			return spec, fmt.Errorf("%w: bots: %s", errBadRequest, jsonProblem(err))
		}
		spec.Bots = s.repeat(one, p.Seats)
	default:
		if err := json.Unmarshal(p.Bots, &spec.Bots); err != nil {
			return spec, fmt.Errorf("%w: bots: must be a bot name or a list of them", errBadRequest)
		}
		if p.Seats != 0 && p.Seats != len(spec.Bots) {
			return spec, fmt.Errorf("%w: seats: %d, but %d bots are listed", errBadRequest, p.Seats, len(spec.Bots))
		}
	}
	if len(spec.Bots) == 0 && p.Seats != 0 && len(s.offer.Bots) > 0 {
		spec.Bots = s.repeat(s.offer.Bots[0], p.Seats)
	}
	return spec.Normalize(s.offer)
}

func (s *site) repeat(name string, n int) []string {
	if n == 0 {
		n = s.offer.Seats
	}
	if n < 0 || n > s.offer.Max {
		n = s.offer.Max + 1 // let Normalize say what is wrong
	}
	return slices.Repeat([]string{name}, n)
}

// specFromQuery reads ?games=&bots=a,b&seats= (all optional).
func (s *site) specFromQuery(r *http.Request) (preview.Spec, error) {
	q := r.URL.Query()
	var p previewRequest
	for _, f := range []struct {
		key string
		dst *int
	}{{"games", &p.Games}, {"seats", &p.Seats}} {
		if v := q.Get(f.key); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				return preview.Spec{}, fmt.Errorf("%w: %s: must be a number", errBadRequest, f.key)
			}
			*f.dst = n
		}
	}
	if v := q.Get("bots"); v != "" {
		list := strings.Split(v, ",")
		if len(list) == 1 {
			p.Bots, _ = json.Marshal(list[0])
		} else {
			p.Bots, _ = json.Marshal(list)
		}
	}
	return s.spec(p)
}

// previews are the preview endpoints, shared with every game's Studio
// (gameweb.Previews): this Studio finds the rule set and reads the request.
func (s *site) previews() gameweb.Previews {
	return gameweb.Previews{
		Runner: s.runner,
		Charts: s.charts,
		Rules: func(r *http.Request) (game.Rules, error) {
			rs, err := s.lookup(r.Context(), r.PathValue("code"))
			return rs.rules, err
		},
		FromBody: func(r *http.Request) (preview.Spec, error) {
			var req previewRequest
			if err := decode(r, &req); err != nil {
				return preview.Spec{}, err
			}
			return s.spec(req)
		},
		FromQuery: s.specFromQuery,
		Fail:      s.fail,
	}
}

func (s *site) apiPreviewStart(w http.ResponseWriter, r *http.Request) { s.previews().Start(w, r) }

func (s *site) apiPreviewStatus(w http.ResponseWriter, r *http.Request) { s.previews().Status(w, r) }

// apiChart draws one chart of a finished preview as SVG.
func (s *site) apiChart(w http.ResponseWriter, r *http.Request) { s.previews().Chart(w, r) }
