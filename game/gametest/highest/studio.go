package highest

// The Rules Studio: the platform's one Studio (gameweb.NewStudio), of
// which a game declares only what differs: its settings in words, how a
// rule set differs from the default, and how it reads.

import (
	_ "embed"
	"fmt"
	"testing/fstest"

	"evergreen/game"
	"evergreen/web/gameweb"
)

// fieldsJSON names a rule set's parts in words (gameweb.Field); those
// with a kind the platform's editor draws itself.
//
//go:embed fields.json
var fieldsJSON []byte

// studioPage is the Studio's hooks: the rule set read, the editor's
// fields (drawn by the platform from fields.json).
const studioPage = `{{define "studio-browse"}}<section class="card" id="hu-rules"><h3>The rules</h3>
<p>{{.Rounds}} rounds; everyone picks a number from 1 to {{.Highest}}.</p></section>{{end}}`

// change is one setting changed from the default.
type change struct {
	Kind string `json:"kind"`
	Path string `json:"path"`
	Old  any    `json:"old"`
	New  any    `json:"new"`
	what string
}

func (c change) Words() string { return fmt.Sprintf("%s: %v → %v", c.what, c.Old, c.New) }

func diff(def, d Doc) []change {
	var out []change
	for _, f := range []struct {
		path, what string
		a, b       any
	}{{"name", "Name", def.Name, d.Name}, {"rounds", "Rounds", def.Rounds, d.Rounds}, {"highest", "Highest number to pick", def.Highest, d.Highest}} {
		if f.a != f.b {
			out = append(out, change{Kind: "changed", Path: f.path, Old: f.a, New: f.b, what: f.what})
		}
	}
	return out
}

// studio declares the Studio.
func studio() gameweb.StudioSpec[*Rules] {
	return gameweb.StudioSpec[*Rules]{
		Open: func(r game.Rules) (*Rules, error) {
			if hr, ok := r.(*Rules); ok {
				return hr, nil
			}
			return nil, fmt.Errorf("%w: %T", game.ErrOtherGame, r)
		},
		Meta: func(r *Rules) gameweb.RulesMeta {
			return gameweb.RulesMeta{Code: r.Code(), Name: r.RS.Name, Doc: r.Doc()}
		},
		Changes:     func(_ string, def, r *Rules) any { return gameweb.WordChanges(diff(def.RS, r.RS), change.Words) },
		Browse:      func(r, _ *Rules) any { return r.RS },
		FieldsJSON:  fieldsJSON,
		Templates:   fstest.MapFS{"studio.html": {Data: []byte(studioPage)}},
		PreviewBots: []string{"random", "greedy"}, Seats: 3,
	}
}
