package highest

// The Rules Studio: the platform's one Studio (gameweb.NewStudio), of
// which this game declares only its settings in words (fields.json) and
// how a rule set reads; the platform words its changes from the fields.

import (
	_ "embed"
	"testing/fstest"

	"evergreen/web/gameweb"
)

// fieldsJSON names a rule set's parts in words (gameweb.Field); those
// with a kind the platform's editor draws itself.
//
//go:embed fields.json
var fieldsJSON []byte

// studioPage is the Studio's hook: the rule set read, by the document's
// keys.
const studioPage = `{{define "studio-browse"}}<section class="card" id="hu-rules"><h3>The rules</h3>
<p>{{.rounds}} rounds; everyone picks a number from 1 to {{.highest}}.</p></section>{{end}}`

// studio declares the Studio.
func studio() gameweb.StudioSpec[*Rules] {
	return gameweb.StudioSpec[*Rules]{
		FieldsJSON:  fieldsJSON,
		Templates:   fstest.MapFS{"studio.html": {Data: []byte(studioPage)}},
		PreviewBots: []string{"random", "greedy"}, Seats: 3,
	}
}
