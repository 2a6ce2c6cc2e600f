package gameweb

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"evergreen/game"
)

// RulesetPages finds the rule set a Studio page names by code, for any
// game: C is the game's compiled rule set as its pages hold it.
type RulesetPages[C any] struct {
	Host game.Host
	Log  *slog.Logger
	// Lookup finds a rule set by code as typed; Code is its canonical
	// code. An error wrapping Unknown means no rule set has the code,
	// which is the visitor's mistake and not logged.
	Lookup  func(ctx context.Context, raw string) (C, error)
	Code    func(C) string
	Unknown error
}

// Ruleset finds the rule set the path's {code} names, answering 404 when
// there is none and redirecting a code typed loosely to its canonical
// form (/studio/CODE then suffix); it reports whether the page goes on.
func (p RulesetPages[C]) Ruleset(w http.ResponseWriter, r *http.Request, suffix string) (C, bool) {
	var zero C
	raw := r.PathValue("code")
	rs, err := p.Lookup(r.Context(), raw)
	if err != nil {
		if !errors.Is(err, p.Unknown) {
			p.Log.Error("studio", "code", raw, "err", err)
		}
		p.Host.NotFound(w, r, "No such rule set")
		return zero, false
	}
	if code := p.Code(rs); raw != code {
		http.Redirect(w, r, p.Host.Base+"/studio/"+code+suffix, http.StatusMovedPermanently)
		return zero, false
	}
	return rs, true
}

// Open sends the "open a code" form (?code=) on to the rule set's page.
func (p RulesetPages[C]) Open(w http.ResponseWriter, r *http.Request) {
	rs, err := p.Lookup(r.Context(), r.URL.Query().Get("code"))
	if err != nil {
		if !errors.Is(err, p.Unknown) {
			p.Log.Error("studio: open", "err", err)
		}
		p.Host.NotFound(w, r, "No such rule set")
		return
	}
	http.Redirect(w, r, p.Host.Base+"/studio/"+p.Code(rs), http.StatusSeeOther)
}
