package gameweb

import (
	"html/template"
	"strings"
	"testing"
	"testing/fstest"
)

func TestStudioOpenTemplate(t *testing.T) {
	tpl, err := Templates(template.New("page"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	data := struct{ Base, DefaultCode string }{"/games/g", "ABCD1234"}
	if err := tpl.ExecuteTemplate(&b, "studio-open", data); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`action="/games/g/studio/open"`, `placeholder="ABCD1234"`, `data-testid="open-code"`, `data-testid="import-file"`, `id="import-result"`} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the open-or-import card lacks %s:\n%s", want, b.String())
		}
	}
}

// A game's own definition of a shared part's hook replaces the part's
// default, and a game that defines none gets the default.
func TestStudioPartHooks(t *testing.T) {
	data := struct {
		Base, Code                     string
		IsDefault                      bool
		Charts                         []string
		PreviewBots                    []BotChoice
		MaxGames, MinSeats, Max, Seats int
	}{Base: "/games/g", Code: "c0de", Charts: []string{"winrate"}, PreviewBots: []BotChoice{{Name: "random", Key: "bot.random.label", Label: "Random moves"}}, MaxGames: 900, MinSeats: 1, Max: 4, Seats: 2}
	page := func(own string) string {
		t.Helper()
		tpl, err := StudioTemplates(template.New("layout"), fstest.MapFS{"t/own.html": {Data: []byte(own)}}, "t/*.html")
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		if err := tpl.ExecuteTemplate(&b, "studio-preview", data); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	def := page(`{{define "own"}}{{end}}`)
	for _, want := range []string{"the same shuffles,", `value="200"`, `id="pv-seats" type="number" min="1" max="4" value="2"`, "Up to 900 games."} {
		if !strings.Contains(def, want) {
			t.Errorf("the default preview card lacks %s:\n%s", want, def)
		}
	}
	own := page(`{{define "studio-chance"}}dice{{end}}{{define "studio-preview-games"}}500{{end}}` +
		`{{define "studio-preview-seats"}}<select id="pv-houses"></select>{{end}}{{define "studio-preview-hint"}}<p>Few.</p>{{end}}`)
	for _, want := range []string{"the same dice,", `value="500"`, `id="pv-houses"`, "<p>Few.</p>"} {
		if !strings.Contains(own, want) {
			t.Errorf("the game's preview card lacks %s:\n%s", want, own)
		}
	}
	if strings.Contains(own, "pv-seats") || strings.Contains(own, "Up to 900") {
		t.Errorf("the game's hooks did not replace the defaults:\n%s", own)
	}
}
