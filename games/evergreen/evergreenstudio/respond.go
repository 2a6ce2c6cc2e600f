package evergreenstudio

// The JSON API's answers and errors come from gameweb, the one shape
// every game's pages share (docs/API.md); what is the planet game's own
// is a change from the default as the API words it.

import (
	"net/http"

	"evergreen/games/evergreen"
	"evergreen/web/gameweb"
)

// fail writes an error (gameweb.Fail: 404 for unknown codes).
func (s *site) fail(w http.ResponseWriter, err error) { gameweb.Fail(w, s.log, err) }

// change is a difference from the default as the API sends it: its
// parts (evergreen.Change) and the words the pages show.
type change struct {
	evergreen.Change
	Words string `json:"words"`
}

// changeList words cs; never null in JSON.
func changeList(cs []evergreen.Change) []change {
	out := make([]change, len(cs))
	for i, c := range cs {
		out[i] = change{Change: c, Words: c.Words()}
	}
	return out
}
