package evergreenstudio

// The Studio's JSON API, described in docs/API.md ("The planet game's
// Rules Studio"): validate, save, list, get, export and import, served by
// the handlers every game shares (gameweb.StudioAPI over a
// gameweb.Library); this file holds what is the planet game's own, how a
// document is checked and worded as changes. previews.go holds the
// balance preview's endpoints.

import (
	"encoding/json"
	"net/http"

	"evergreen/games/evergreen"
	"evergreen/web/gameweb"
)

// Limits of the Studio's API.
const (
	// maxRulesDoc bounds a rule-set document sent to the Studio; the
	// default is about 7 KB.
	maxRulesDoc = 1 << 20
)

func (s *site) apiRoutes(m *http.ServeMux) {
	api := &gameweb.StudioAPI[compiled]{
		Lib: s.lib, Base: s.host.Base, Log: s.log, MaxDoc: maxRulesDoc, Fail: s.fail,
		Check: s.check,
		Meta:  func(rs compiled) (string, string, []byte) { return rs.Code, rs.Name, rs.Doc },
		Changes: func(rs compiled) any {
			return changeList(evergreen.Diff(s.def.Rules, rs.Rules))
		},
		ExportName: func(code string) string { return s.game.Name() + "-rules-" + code + ".json" },
		ListGame:   true, GameName: s.game.Name(),
	}
	api.Routes(m)
	s.previews().Routes(m)
}

// check merges doc (a whole rule set or a patch) onto the default and
// checks it (gameweb.CheckDoc). err is only for failures of the server,
// never of the document.
func (s *site) check(doc []byte) (gameweb.Checked[compiled], error) {
	return gameweb.CheckDoc(s.game, s.def.Doc, doc, func(merged []byte) any {
		var draft evergreen.Rules
		// A draft that decodes loosely still diffs: the strict decoder's
		// problems are reported by the game's own loader.
		if merged == nil || json.Unmarshal(merged, &draft) != nil {
			return changeList(nil)
		}
		return changeList(evergreen.Diff(s.def.Rules, &draft))
	}, s.compile)
}
