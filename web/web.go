// Package web holds the browser side of Evergreen: html/template pages,
// small vanilla JavaScript modules, CSS and SVG, embedded in the binary.
// There is no build step: what is in static/ is what the browser gets.
package web

import (
	"embed"
	"html/template"
	"io/fs"
	"net/http"
)

//go:embed templates/*.html
var templatesFS embed.FS

//go:embed static
var staticFS embed.FS

// Templates parses every page template of the platform's own pages.
func Templates() (*template.Template, error) {
	return template.New("").Funcs(funcs()).ParseFS(templatesFS, "templates/*.html")
}

// Layout parses the shared layout alone ("head", "nav", "foot"): a
// game's pages add their own templates to it (gameweb.Host.Layout), so every
// page has the site's header, navigation and footer.
func Layout() (*template.Template, error) {
	return template.New("").Funcs(funcs()).ParseFS(templatesFS, "templates/layout.html")
}

// funcs are the helpers templates may call. "site" gives the layout
// what the server hosts: the games' titles and the pages they link from
// the navigation; until a server binds it (Bind) it reports nothing.
func funcs() template.FuncMap {
	return template.FuncMap{"site": func() Site { return Site{} }}
}

// Site is what the shared layout shows of the hosted games.
type Site struct {
	// Games are the hosted games' titles, the default first.
	Games []string
	// Links are the games' own pages, for the navigation and footer.
	Links []Link
	// Nav is each hosted game's part of the header, the default first:
	// its name and its own pages, Play first.
	Nav []GameNav
}

// GameNav is one game in the header: the header shows the current
// game's links and offers the others in its game switcher.
type GameNav struct {
	Name, Title string
	// Play is where a table of the game is set.
	Play  string
	Links []Link
}

// Link is one page in the navigation.
type Link struct {
	Label string
	Href  string
}

// Bind makes t's layout show site (read at each execution, so a server
// may fill it in after parsing).
func Bind(t *template.Template, site func() Site) *template.Template {
	return t.Funcs(template.FuncMap{"site": site})
}

// Static serves the files under static/.
func Static() http.Handler { return http.FileServer(http.FS(StaticFiles())) }

// StaticFiles are the files under static/, as served at /static/.
func StaticFiles() fs.FS {
	sub, err := fs.Sub(staticFS, "static")
	if err != nil {
		panic(err) // the embedded tree always has static/
	}
	return sub
}
