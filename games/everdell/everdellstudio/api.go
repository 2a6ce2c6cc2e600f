package everdellstudio

// The Studio's JSON API (docs/API.md, "Everdell's Rules Studio"):
// validate, save, list, get, export and import are the handlers every
// game shares (gameweb.StudioAPI over a gameweb.Library), and the
// balance preview's endpoints gameweb.Previews. What is Everdell's own:
// how a draft is diffed in words, and which figures a preview charts.

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"

	"evergreen/game"
	"evergreen/game/gameweb"
	"evergreen/games/everdell"
	"evergreen/preview"
)

// maxRulesDoc bounds a rule-set document sent to the Studio; the default
// is about 40 KB.
const maxRulesDoc = 1 << 20

func (s *site) apiRoutes(m *http.ServeMux) {
	api := &gameweb.StudioAPI[compiled]{
		Lib: s.lib, Base: s.host.Base, Log: s.log, MaxDoc: maxRulesDoc, Fail: s.fail,
		Check: s.check,
		Meta:  compiled.meta,
		Changes: func(rs compiled) any {
			return changeList(everdell.Diff(&s.def.RS.Rules, &rs.RS.Rules))
		},
		ExportName: func(code string) string { return s.game.Name() + "-rules-" + code + ".json" },
		ListGame:   true, GameName: s.game.Name(),
	}
	api.Routes(m)
	p := s.previews()
	m.HandleFunc("POST /api/rulesets/{code}/preview", p.Start)
	m.HandleFunc("GET /api/rulesets/{code}/preview", p.Status)
	// The Studio's pages follow a preview through this stream
	// (web/static/preview-stream.js); without it they read every preview
	// as refused.
	m.HandleFunc("GET /api/rulesets/{code}/preview/events", p.Events)
	m.HandleFunc("GET /api/rulesets/{code}/preview/{chart}", p.Chart)
}

// check merges doc onto the default and checks it; a draft that decodes
// loosely is diffed even while it has problems.
func (s *site) check(doc []byte) (gameweb.Checked[compiled], error) {
	return gameweb.CheckDoc(s.game, s.def.RS.Doc, doc, func(merged []byte) any {
		var draft everdell.Rules
		if merged == nil || json.Unmarshal(merged, &draft) != nil {
			return changeList(nil)
		}
		return changeList(everdell.Diff(&s.def.RS.Rules, &draft))
	}, s.compile)
}

// fail writes an error, answering 404 for unknown codes.
func (s *site) fail(w http.ResponseWriter, err error) {
	if errors.Is(err, gameweb.ErrNoRules) {
		gameweb.WriteError(w, http.StatusNotFound, gameweb.Error{Code: "not_found", Message: "no rule set has that code"})
		return
	}
	gameweb.Fail(w, s.log, err)
}

// change is a difference from the default as the API sends it: its
// parts and the words the pages show.
type change struct {
	everdell.Change
	Words string `json:"words"`
}

// changeList words cs; never null in JSON.
func changeList(cs []everdell.Change) []change {
	out := make([]change, len(cs))
	for i, c := range cs {
		out[i] = change{Change: c, Words: c.Words()}
	}
	return out
}

// previewBots are the bots a preview may seat, quickest first; the
// search bot takes too long a game for hundreds of games.
var previewBots = []string{"gatherer", "random"}

// previewSeats is the table a preview seats when asked for none.
const previewSeats = 2

// previewSetup settles what previews offer and chart, from the default
// rule set r and the game's figures (game.Statistician).
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
	if st, ok := s.game.(game.Statistician); ok {
		stats := st.Stats(r, previewSeats)
		s.metrics, s.items = stats.Metrics, stats.Items
		s.charts.Own = gameweb.FigureCharts(s.metrics, 5)
	}
}

// previewRequest is the body of POST /api/rulesets/{code}/preview: bots
// is one bot for every seat (seats of them) or a list, one per seat.
type previewRequest struct {
	Games int             `json:"games"`
	Bots  json.RawMessage `json:"bots"`
	Seats int             `json:"seats"`
}

func (s *site) previews() gameweb.Previews {
	return gameweb.Previews{
		Runner: s.runner, Offer: s.offer, SeatsKey: "seats", Charts: s.charts, Fail: s.fail,
		Rules: func(r *http.Request) (game.Rules, error) {
			rs, err := s.lookup(r.Context(), r.PathValue("code"))
			return rs.rules, err
		},
		FromBody: func(r *http.Request) (gameweb.PreviewRequest, error) {
			var req previewRequest
			err := gameweb.Decode(r, &req)
			return gameweb.PreviewRequest{Games: req.Games, Bots: req.Bots, Seats: req.Seats}, err
		},
	}
}
