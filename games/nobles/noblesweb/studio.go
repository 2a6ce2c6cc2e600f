package noblesweb

// The Rules Studio: browse the default rule set, copy it, edit it with
// live validation, save it under a name and a content-addressed code,
// share it by code or file, diff it against the default, and preview its
// balance with bot games. This file mounts its JSON API (docs/API.md,
// "Rules Studio"), whose handlers every game shares (gameweb.StudioAPI
// over a gameweb.Library), and holds what is Nobles' own: how a document
// is checked and diffed (in the words of noblesterm.DiffWords, the same
// as `evergreen rules diff`). studiopages.go draws its pages
// (templates/studio*.html, with web/static/studio*.js).
//
// A table created with "rules_code" records that code, so its replays
// and its Rulebook always use exactly those rules.

import (
	"errors"
	"net/http"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/games/nobles/noblesterm"
	"evergreen/ruleset"
	"evergreen/web/gameweb"
)

// Limits of the Studio's API.
const (
	// maxRulesDoc bounds a rule-set document sent to the Studio. The
	// default is about 45 KB; a rule set with every deck doubled still
	// fits many times over.
	maxRulesDoc = 1 << 20
)

// studioRoutes registers the Rules Studio.
func (s *site) studioRoutes(m *http.ServeMux) {
	s.studioPages().Routes(m)

	api := &gameweb.StudioAPI[compiled]{
		Lib: s.lib, Base: s.host.Base, Log: s.log, MaxDoc: maxRulesDoc, Fail: s.fail,
		Check: s.check,
		Meta:  func(rs compiled) (string, string, []byte) { return rs.Code, rs.Name, rs.Doc },
		Changes: func(rs compiled) any {
			return noblesterm.DiffWords(&s.def.Rules, &rs.Rules)
		},
		ExportName: func(code string) string { return "evergreen-rules-" + code + ".json" },
	}
	api.Routes(m)
	s.previews().Routes(m)
	// Anything else under the API is the API's 404, not a page's.
	// (Per method: "/api/" for every method would conflict with "GET /".)
	noAPI := func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, map[string]apiError{"error": {Code: "not_found", Message: "no such API endpoint"}})
	}
	m.HandleFunc("GET /api/", noAPI)
	m.HandleFunc("POST /api/", noAPI)
}

// check merges doc onto the default and checks it. err is only for
// failures of the server, never of the document.
func (s *site) check(doc []byte) (gameweb.Checked[compiled], error) {
	merged, err := ruleset.Merge(content.Default(), doc)
	if err != nil {
		var de *ruleset.DocError
		if errors.As(err, &de) {
			return gameweb.Checked[compiled]{Problems: []ruleset.Problem{{Message: de.Error()}}, Changes: []noblesterm.Worded{}}, nil
		}
		return gameweb.Checked[compiled]{}, err
	}
	c := gameweb.Checked[compiled]{Changes: []noblesterm.Worded{}}
	var r nobles.Rules
	if err := ruleset.DecodeStrict(merged, &r); err == nil {
		r.RenderTexts() // the default's texts are rendered: compare like with like
		c.Changes = noblesterm.DiffWords(&s.def.Rules, &r)
	}
	rules, err := s.game.Document(merged)
	var ps ruleset.Problems
	var de *ruleset.DocError
	switch {
	case errors.As(err, &ps):
		c.Problems = ps
	case errors.As(err, &de):
		c.Problems = []ruleset.Problem{{Message: de.Error()}}
	case err != nil:
		return gameweb.Checked[compiled]{}, err
	default:
		rs, err := s.compile(rules)
		if err != nil {
			return gameweb.Checked[compiled]{}, err
		}
		c.RS = &rs
	}
	return c, nil
}
