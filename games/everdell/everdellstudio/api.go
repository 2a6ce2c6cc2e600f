package everdellstudio

// The Studio's JSON API (docs/API.md, "Everdell's Rules Studio"):
// validate, save, list, get, export and import are the handlers every
// game shares (gameweb.StudioAPI over a gameweb.Library), and the
// balance preview's endpoints gameweb.Previews. What is Everdell's own:
// how a draft is diffed in words, and which figures a preview charts.

import (
	"encoding/json"
	"net/http"

	"evergreen/game"
	"evergreen/games/everdell"
	"evergreen/web/gameweb"
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
	s.previews().Routes(m)
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

// fail writes an error (gameweb.Fail: 404 for unknown codes).
func (s *site) fail(w http.ResponseWriter, err error) { gameweb.Fail(w, s.log, err) }

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

// metricsPerChart bounds the bars of one chart of the game's figures.
const metricsPerChart = 5

func (s *site) previews() gameweb.Previews {
	return gameweb.Previews{
		Runner: s.runner, Offer: s.figs.Offer, SeatsKey: "seats", Charts: s.figs.Charts, Fail: s.fail,
		Rules: func(r *http.Request) (game.Rules, error) {
			rs, err := s.lookup(r.Context(), r.PathValue("code"))
			return rs.rules, err
		},
		FromBody: gameweb.SeatsBody,
	}
}
