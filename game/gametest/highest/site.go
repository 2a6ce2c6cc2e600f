package highest

import (
	"embed"
	"html/template"
	"io/fs"
	"net/http"

	"evergreen/game"
	"evergreen/web/gameweb"
)

//go:embed assets
var assets embed.FS

// Assets are the browser renderer's files.
func (Game) Assets() fs.FS { return game.Sub(assets, "assets") }

// rulebook is the Rulebook page, its numbers from the rule set in force.
var rulebook = template.Must(template.New("rulebook").Parse(`{{define "rulebook"}}{{template "head" .}}
<article class="rb-page"><h1>{{.Title}}</h1>
<section class="rb-rule" id="round"><h2>A round</h2><p>A prize of 1 to 3 points is drawn. Everyone picks a number from 1 to {{.Doc.Highest}} at once, unseen.</p></section>
<section class="rb-rule" id="win"><h2>Who wins it</h2><p>The highest number nobody else picked wins the prize; if every number is shared, nobody does.</p></section>
<section class="rb-rule" id="end"><h2>The end</h2><p>After {{.Doc.Rounds}} rounds the most points win.</p></section>
</article>{{template "foot" .}}{{end}}`))

// Site is the Rulebook, at /rulebook and a table's at /t/{code}/rulebook,
// and the Rules Studio (studio.go).
func (g Game) Site(h gameweb.Host) (gameweb.Pages, error) {
	layout, err := h.Layout()
	if err != nil {
		return gameweb.Pages{}, err
	}
	for _, t := range rulebook.Templates() {
		if layout, err = layout.AddParseTree(t.Name(), t.Tree); err != nil {
			return gameweb.Pages{}, err
		}
	}
	page := func(w http.ResponseWriter, r game.Rules) {
		d, _ := game.RulesetOf[Doc](r)
		if err := layout.ExecuteTemplate(w, "rulebook", map[string]any{"Title": "Highest Unique: the Rulebook", "Doc": d}); err != nil {
			h.Logger.Error("rulebook", "err", err)
		}
	}
	studio, err := g.studio(h)
	if err != nil {
		return gameweb.Pages{}, err
	}
	m := http.NewServeMux()
	studio.Routes(m)
	m.HandleFunc("GET /rulebook", func(w http.ResponseWriter, r *http.Request) {
		rules, _ := g.Rules(nil)
		page(w, rules)
	})
	m.HandleFunc("GET /t/{code}/rulebook", func(w http.ResponseWriter, r *http.Request) {
		rules, _, err := h.TableRules(r, r.PathValue("code"))
		if err != nil {
			h.NotFound(w, r, "No such table")
			return
		}
		page(w, rules)
	})
	links := []gameweb.Link{{Label: "Rulebook", Path: "/rulebook"}, {Label: "Rules Studio", Path: "/studio"}}
	return gameweb.Pages{Handler: m, Links: links, Close: studio.Close}, nil
}
