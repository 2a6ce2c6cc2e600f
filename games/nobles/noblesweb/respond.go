package noblesweb

// The JSON API's answers and errors come from gameweb, the one shape
// every game's pages share (docs/API.md); these short names keep the
// handlers readable and add what only this Studio knows (unknown codes).

import (
	"errors"
	"net/http"

	"evergreen/game/gameweb"
	"evergreen/games/nobles"
	"evergreen/ruleset"
)

type apiError = gameweb.Error

// errBadRequest is wrapped by every error that is the request's fault.
var errBadRequest = gameweb.ErrBadRequest

func writeJSON(w http.ResponseWriter, status int, v any) { gameweb.WriteJSON(w, status, v) }

func decode(r *http.Request, v any) error { return gameweb.Decode(r, v) }

// readDoc reads a request body that is itself a rule-set document.
func readDoc(r *http.Request) ([]byte, error) { return gameweb.ReadDoc(r, maxRulesDoc) }

// decodeLarge is decode with the Studio's larger limit, for bodies that
// carry a whole rule-set document.
func decodeLarge(r *http.Request, v any) error { return gameweb.DecodeDoc(r, v, maxRulesDoc) }

// fail writes an error, answering 404 for unknown codes.
func (s *site) fail(w http.ResponseWriter, err error) {
	if errors.Is(err, errNoRules) {
		gameweb.WriteError(w, http.StatusNotFound, apiError{Code: "not_found", Message: "no rule set has that code"})
		return
	}
	gameweb.Fail(w, s.log, err)
}

func problemList(ps []ruleset.Problem) []ruleset.Problem { return gameweb.ProblemList(ps) }

func changeList(cs []nobles.Change) []nobles.Change {
	if cs == nil {
		return []nobles.Change{}
	}
	return cs
}
