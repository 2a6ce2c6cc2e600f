package gameweb_test

import (
	"net/http"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/web/gameweb"
)

// bare is Highest Unique declared with no Studio and no fixed Rulebook
// sections, for pages declared here.
type bare struct{ game.Game }

func (bare) Manifest() game.Manifest { return game.Manifest{} }

func bareSpec() gameweb.SiteSpec[game.Rules] {
	book := func(heading string) func(game.Rules, string, string) (gameweb.Book, []error) {
		return func(r game.Rules, _, _ string) (gameweb.Book, []error) {
			return gameweb.Book{Heading: heading, Styles: []string{"own.css"}, Sections: []gameweb.Section{{ID: "only", Title: "Only"}}}, nil
		}
	}
	return gameweb.SiteSpec[game.Rules]{
		Open:  func(r game.Rules) (game.Rules, error) { return r, nil },
		Book:  book("The rules"),
		Books: []gameweb.BookPage[game.Rules]{{Path: "notes", Label: "Notes", Book: book("Our notes")}},
		Data:  map[string]func(game.Rules) any{"facts.json": func(r game.Rules) any { return map[string]string{"code": r.Code()} }},
	}
}

// One declaration gives a game its Rulebook, its further pages of rules
// and its per-rule-set data, each for the default rules and for a table's,
// with the links the site's navigation offers.
func TestServeMountsWhatIsDeclared(t *testing.T) {
	g := bare{highest.New()}
	pages, err := gameweb.Serve(g, host(g, `{"rounds": 7}`), bareSpec())
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, l := range pages.Links {
		labels = append(labels, l.Label+" "+l.Path)
	}
	if got, want := strings.Join(labels, ", "), "Rulebook /rulebook, Notes /notes"; got != want {
		t.Errorf("links %q, want %q", got, want)
	}
	table, _ := g.Rules([]byte(`{"rounds": 7}`))
	for _, tc := range []struct {
		path   string
		status int
		want   string
	}{
		{"/rulebook", http.StatusOK, "The rules"},
		{"/notes", http.StatusOK, "Our notes"},
		{"/t/ABCD/notes", http.StatusOK, "table ABCD"},
		{"/notes", http.StatusOK, `href="/games/highest/own.css"`},
		{"/t/QQQQ/notes", http.StatusNotFound, ""},
		{"/t/ABCD/facts.json", http.StatusOK, table.Code()},
		{"/t/QQQQ/facts.json", http.StatusNotFound, "no Highest Unique table has the code QQQQ"},
		{"/elsewhere", http.StatusNotFound, ""},
	} {
		status, body := page(t, pages.Handler, tc.path)
		if status != tc.status || !strings.Contains(body, tc.want) {
			t.Errorf("%s: %d %q, want %d with %q", tc.path, status, body, tc.status, tc.want)
		}
	}
}

// A game's manifest names its Studio's sections exactly when its pages
// declare a Studio: the one value cannot say one thing and the other
// another.
func TestServeHoldsTheManifestToTheStudio(t *testing.T) {
	g := highest.New()
	if _, err := gameweb.Serve(g, host(g, ""), bareSpec()); err == nil || !strings.Contains(err.Error(), "Studio sections") {
		t.Errorf("a manifest with Studio sections and no Studio declared: %v, want an error naming them", err)
	}
}
