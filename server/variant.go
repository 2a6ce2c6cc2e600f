package server

import (
	"net/http"

	"evergreen/game"
	"evergreen/locale"
)

// MaxChanges bounds the changes GET …/changes lists; more are counted.
const MaxChanges = 40

// apiChanges says in words what a table's rule set changes from its
// game's default (game.Differ), so that a player sees a variant before
// taking a seat, whatever name the rule set was given.
func (s *Server) apiChanges(w http.ResponseWriter, r *http.Request) {
	t, _, ok := s.table(w, r)
	if !ok {
		return
	}
	info, err := t.Info(r.Context(), "")
	if err != nil {
		s.fail(w, err)
		return
	}
	g, err := s.cfg.Games.Get(info.Game)
	if err != nil {
		s.fail(w, err)
		return
	}
	def := s.defaults[g.Name()]
	out := map[string]any{"default": game.TitleOf(def), "standard": def.Code() == info.RulesCode, "changes": []game.Change{}, "more": 0}
	if def.Code() == info.RulesCode {
		writeJSON(w, http.StatusOK, out)
		return
	}
	rules, _, err := s.tableRules(r, g, info.Code)
	if err != nil {
		s.fail(w, err)
		return
	}
	if d, ok := def.(game.Differ); ok {
		changes, err := d.Diff(rules, locale.Negotiate(r))
		if err != nil {
			s.fail(w, err)
			return
		}
		if len(changes) > MaxChanges {
			out["more"] = len(changes) - MaxChanges
			changes = changes[:MaxChanges]
		}
		out["changes"] = changes
	}
	writeJSON(w, http.StatusOK, out)
}
