package gameweb

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strings"

	"evergreen/game"
	"evergreen/preview"
)

// Previews serves a Rules Studio's balance previews (docs/API.md): start
// one, ask after it, draw one of its charts as SVG. A game's pages say
// what they offer, how to find the rule set a request names and how to
// read a POST's body (whose field names are the game's); what is left is
// the same for every game.
type Previews struct {
	Runner *preview.Runner
	Charts preview.Charter
	Offer  preview.Offer
	// SeatsKey is the game's name for the number of seats ("seats",
	// "houses"), in the query and in errors.
	SeatsKey string
	// Rules finds the rule set the request's path names.
	Rules func(r *http.Request) (game.Rules, error)
	// FromBody reads the preview asked for from a POST's JSON body.
	FromBody func(r *http.Request) (PreviewRequest, error)
	// Fail answers an error (the page's own, which knows its codes).
	Fail func(w http.ResponseWriter, err error)
}

// Start starts a preview: 202 while it runs, 200 when it was already done.
func (p Previews) Start(w http.ResponseWriter, r *http.Request) {
	rs, err := p.Rules(r)
	if err != nil {
		p.Fail(w, err)
		return
	}
	req, err := p.FromBody(r)
	if err != nil {
		p.Fail(w, err)
		return
	}
	spec, err := PreviewSpec(req, p.SeatsKey, p.Offer)
	if err != nil {
		p.Fail(w, err)
		return
	}
	status, err := p.Runner.Start(r.Context(), rs, spec)
	if err != nil {
		p.Fail(w, err)
		return
	}
	code := http.StatusAccepted
	if status.State == preview.StateDone {
		code = http.StatusOK
	}
	WriteJSON(w, code, status)
}

// Events starts the preview named by the path and query if it is
// neither cached nor running, and streams its progress as server-sent
// events (text/event-stream): "progress" events while games are played,
// each a status whose done count never goes back, then one "done" event
// with the full status and its results, or one "failed" event. Each
// event's data is the status as Status answers it. A client that goes
// away stops the preview unless another watches it or a POST started it.
// Problems found before the stream starts (a bad query, a full queue)
// are answered as JSON errors, like Start's.
func (p Previews) Events(w http.ResponseWriter, r *http.Request) {
	rs, spec, ok := p.find(w, r)
	if !ok {
		return
	}
	ch, err := p.Runner.Watch(r.Context(), rs, spec)
	if err != nil {
		p.Fail(w, err)
		return
	}
	stream := StartEvents(w)
	for st := range ch {
		event := "progress"
		switch st.State {
		case preview.StateDone:
			event = "done"
		case preview.StateFailed:
			event = "failed"
		}
		if stream.Send(event, st) != nil {
			return // the client went away; Watch sees r.Context end
		}
	}
}

// Status answers how the preview named by the path and query stands.
func (p Previews) Status(w http.ResponseWriter, r *http.Request) {
	if status, ok := p.status(w, r); ok {
		WriteJSON(w, http.StatusOK, status)
	}
}

// status finds the preview named by the path and query, answering the
// request itself when it cannot.
func (p Previews) status(w http.ResponseWriter, r *http.Request) (preview.Status, bool) {
	rs, spec, ok := p.find(w, r)
	if !ok {
		return preview.Status{}, false
	}
	status, err := p.Runner.Status(r.Context(), rs, spec)
	if err != nil {
		p.Fail(w, err)
		return preview.Status{}, false
	}
	return status, true
}

// find reads the rule set and the preview named by the path and query,
// answering the request itself when it cannot.
func (p Previews) find(w http.ResponseWriter, r *http.Request) (game.Rules, preview.Spec, bool) {
	rs, err := p.Rules(r)
	if err != nil {
		p.Fail(w, err)
		return nil, preview.Spec{}, false
	}
	req, err := PreviewQuery(r, p.SeatsKey)
	if err != nil {
		p.Fail(w, err)
		return nil, preview.Spec{}, false
	}
	spec, err := PreviewSpec(req, p.SeatsKey, p.Offer)
	if err != nil {
		p.Fail(w, err)
		return nil, preview.Spec{}, false
	}
	return rs, spec, true
}

// Chart draws one chart of a finished preview (the path's {chart}, a
// name ending in .svg).
func (p Previews) Chart(w http.ResponseWriter, r *http.Request) {
	name, ok := strings.CutSuffix(r.PathValue("chart"), ".svg")
	if !ok {
		WriteError(w, http.StatusNotFound, Error{Code: "not_found", Message: "charts are .svg files"})
		return
	}
	status, ok := p.status(w, r)
	if !ok {
		return
	}
	if status.State != preview.StateDone {
		WriteError(w, http.StatusNotFound, Error{Code: "not_ready", Message: "this preview has not been run: start it first"})
		return
	}
	svg, err := p.Charts.Draw(name, status.Result, status.Default)
	if errors.Is(err, preview.ErrNoChart) {
		WriteError(w, http.StatusNotFound, Error{Code: "not_found", Message: strings.TrimPrefix(err.Error(), "preview: ")})
		return
	}
	if err != nil {
		p.Fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	// The chart is a picture: nothing in it may run or load anything.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
	_, _ = w.Write(svg)
}

// SeatsBody reads the POST body of a game whose previews name their
// seats "seats" ({"games", "bots", "seats"}; Previews.FromBody). Bots is
// one bot name for every seat or a list, one per seat.
func SeatsBody(r *http.Request) (PreviewRequest, error) {
	var req struct {
		Games int             `json:"games"`
		Bots  json.RawMessage `json:"bots"`
		Seats int             `json:"seats"`
	}
	err := Decode(r, &req)
	return PreviewRequest{Games: req.Games, Bots: req.Bots, Seats: req.Seats}, err
}

// Routes mounts the preview's endpoints (docs/API.md) on m: start, ask
// after, follow as server-sent events, draw a chart. The Studio's pages
// follow a preview through the stream (web/static/preview-stream.js);
// without it they read every preview as refused.
func (p Previews) Routes(m *http.ServeMux) {
	m.HandleFunc("POST /api/rulesets/{code}/preview", p.Start)
	m.HandleFunc("GET /api/rulesets/{code}/preview", p.Status)
	m.HandleFunc("GET /api/rulesets/{code}/preview/events", p.Events)
	m.HandleFunc("GET /api/rulesets/{code}/preview/{chart}", p.Chart)
}

// PreviewFigures is what a game's previews offer and chart when the
// game's own figures come from its game.Statistician.
type PreviewFigures struct {
	Offer  preview.Offer
	Charts preview.Charter
	// Metrics are the game's own figures, shown in a preview's summary
	// (none if the game counts none); Items names what it counts per
	// bot by identifier, if anything.
	Metrics []game.Metric
	Items   game.Metric
}

// FiguresOf settles what g's previews offer and chart, from its default
// rule set r: the bots of offer r registers (quickest first: the first
// fills a table by default), seats seats when asked for none, scores in
// points, and g's own figures in bar charts of perChart bars.
func FiguresOf(g game.Game, r game.Rules, seats, perChart int, offer ...string) PreviewFigures {
	known := r.Bots().Names()
	var bots []string
	for _, b := range offer {
		if slices.Contains(known, b) {
			bots = append(bots, b)
		}
	}
	f := PreviewFigures{
		Offer:  preview.OfferOf(g, r.Bots(), seats, bots...),
		Charts: preview.Charter{ScoresTitle: "Final scores (points)", Per: "players"},
	}
	if st, ok := g.(game.Statistician); ok {
		stats := st.Stats(r, seats)
		f.Metrics, f.Items = stats.Metrics, stats.Items
		f.Charts.Own = FigureCharts(f.Metrics, perChart)
	}
	return f
}
