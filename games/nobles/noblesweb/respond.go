package noblesweb

// The JSON API's answers and errors come from gameweb, the one shape
// every game's pages share (docs/API.md); these short names keep the
// handlers readable and add what only this Studio knows (unknown codes).

import (
	"net/http"

	"evergreen/web/gameweb"
)

type apiError = gameweb.Error

func writeJSON(w http.ResponseWriter, status int, v any) { gameweb.WriteJSON(w, status, v) }

func decode(r *http.Request, v any) error { return gameweb.Decode(r, v) }

// fail writes an error (gameweb.Fail: 404 for unknown codes).
func (s *site) fail(w http.ResponseWriter, err error) { gameweb.Fail(w, s.log, err) }
