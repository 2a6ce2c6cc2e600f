// Package web holds the browser side of Evergreen: html/template pages,
// small vanilla JavaScript modules, CSS and SVG, embedded in the binary.
// There is no build step: what is in static/ is what the browser gets.
package web

import (
	"embed"
	"encoding/json"
	"html/template"
	"io/fs"
	"net/http"

	"evergreen/locale"
)

//go:embed templates/*.html
var templatesFS embed.FS

//go:embed static
var staticFS embed.FS

// Templates parses every page template of the platform's own pages.
func Templates() (*template.Template, error) {
	return template.New("").Funcs(funcs()).ParseFS(templatesFS, "templates/*.html")
}

// Layout parses the shared layout alone ("head", "nav", "foot", with
// the language picker): a game's pages add their own templates to it
// (gameweb.Host.Layout), so every page has the site's header, navigation
// and footer.
func Layout() (*template.Template, error) {
	return template.New("").Funcs(funcs()).ParseFS(templatesFS, "templates/layout.html", "templates/langpicker.html")
}

// funcs are the helpers templates may call. "site" gives the layout
// what the server hosts: the games' titles and the pages they link from
// the navigation; until a server binds it (Bind) it reports nothing.
// "t" writes a catalog text, "lang" names the page's locale, "langs"
// lists the picker's choices, "messages" is the catalog the page's
// scripts read and "linkLabel" a game page's link: in English until
// Localize binds another locale.
func funcs() template.FuncMap {
	m := template.FuncMap{"site": func() Site { return Site{} }}
	b, err := locale.Load()
	if err != nil { // the catalogs are embedded and tested: keys stand for their texts
		b, _ = locale.New(map[string]map[string]string{locale.Default: {}})
	}
	for k, f := range localFuncs(b, locale.Default) {
		m[k] = f
	}
	return m
}

// localFuncs are the template helpers that write in lang.
func localFuncs(b *locale.Bundle, lang string) template.FuncMap {
	var choices []Choice
	for _, tag := range locale.Tags() {
		choices = append(choices, Choice{Tag: tag, Name: locale.Name(tag), Current: tag == lang})
	}
	msgs, err := json.Marshal(b.ForBrowser(lang)) // json escapes <, > and &: safe inside <script>
	if err != nil {
		msgs = []byte("{}")
	}
	return template.FuncMap{
		"t":         func(key string, pairs ...any) string { return b.T(lang, key, pairs...) },
		"lang":      func() string { return lang },
		"langs":     func() []Choice { return choices },
		"messages":  func() template.JS { return template.JS(msgs) },
		"linkLabel": func(l Link) string { return linkText(b, lang, l) },
	}
}

// Choice is one language in the picker.
type Choice struct {
	Tag, Name string
	Current   bool
}

// Localize returns a copy of t (which must not have been executed yet)
// that writes in lang: its texts from b, its <html lang>, the picker's
// current choice and the catalog its scripts read.
func Localize(t *template.Template, b *locale.Bundle, lang string) (*template.Template, error) {
	c, err := t.Clone()
	if err != nil {
		return nil, err
	}
	return c.Funcs(localFuncs(b, lang)), nil
}

// Locales localizes t in every locale (see Localize).
func Locales(t *template.Template, b *locale.Bundle) (map[string]*template.Template, error) {
	out := map[string]*template.Template{}
	for _, tag := range locale.Tags() {
		c, err := Localize(t, b, tag)
		if err != nil {
			return nil, err
		}
		out[tag] = c
	}
	return out, nil
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

// Link is one page in the navigation: a game's page, labelled by the
// game in English ("Rulebook"), and Game, the title of the game it
// belongs to when that is not the site's default. The layout writes it
// with linkLabel, from the catalog (link.Rulebook) when it has the
// label.
type Link struct {
	Label string
	Href  string
	Game  string
}

// linkText is a Link's label in lang.
func linkText(b *locale.Bundle, lang string, l Link) string {
	label := l.Label
	if b.Has("link." + l.Label) {
		label = b.T(lang, "link."+l.Label)
	}
	if l.Game == "" {
		return label
	}
	return b.T(lang, "link.of", "game", l.Game, "label", label)
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
