package gameweb_test

import (
	"html/template"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/store/memstore"
	"evergreen/web/gameweb"
)

// host is a stand-in for the server: its one table, "ABCD", plays patch.
func host(g game.Game, patch string) gameweb.Host {
	return gameweb.Host{
		Base: "/games/" + g.Name(),
		// Highest Unique's pages hold its Studio too, over a library.
		Library: memstore.New(),
		Layout: func() (*template.Template, error) {
			return template.New("layout").Parse(`{{define "head"}}<title>{{.Title}}</title><main>{{end}}{{define "foot"}}</main>{{end}}`)
		},
		NotFound: func(w http.ResponseWriter, r *http.Request, title string) { http.Error(w, title, http.StatusNotFound) },
		TableRules: func(r *http.Request, code string) (game.Rules, string, error) {
			if code != "ABCD" {
				return nil, "", gameweb.ErrNoTable
			}
			rules, err := g.Rules([]byte(patch))
			return rules, code, err
		},
	}
}

func page(t *testing.T, h http.Handler, path string) (int, string) {
	t.Helper()
	ts := httptest.NewServer(h)
	defer ts.Close()
	resp, err := http.Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// The kit's smallest game draws its Rulebook from its declared text: the
// sections its manifest names, each linked from the contents, the rule
// set's numbers filled in, a table's own rules at its address.
func TestRulebookFromDeclaredSections(t *testing.T) {
	g := highest.New()
	pages, err := g.Site(host(g, `{"rounds": 7}`))
	if err != nil {
		t.Fatal(err)
	}
	status, def := page(t, pages.Handler, "/rulebook")
	if status != http.StatusOK {
		t.Fatalf("/rulebook: %d %s", status, def)
	}
	for _, id := range g.Manifest().Rulebook {
		for _, want := range []string{`id="` + id + `"`, `href="#` + id + `"`} {
			if !strings.Contains(def, want) {
				t.Errorf("the Rulebook lacks %s", want)
			}
		}
	}
	for _, want := range []string{"from 1 to 5 at once", "After 3 rounds the most points win.", "<title>Highest Unique · Rulebook</title>", "the default rules, unchanged"} {
		if !strings.Contains(def, want) {
			t.Errorf("the default Rulebook lacks %q", want)
		}
	}
	_, table := page(t, pages.Handler, "/t/ABCD/rulebook")
	for _, want := range []string{"After 7 rounds", "The rules at table ABCD", `<a href="/t/ABCD">Back to table ABCD</a>`} {
		if !strings.Contains(table, want) {
			t.Errorf("the table's Rulebook lacks %q", want)
		}
	}
	if status, _ := page(t, pages.Handler, "/t/ZZZZ/rulebook"); status != http.StatusNotFound {
		t.Errorf("an unknown table's Rulebook: %d, want 404", status)
	}
}

// A text the facts cannot fill, and sections the manifest does not
// declare, stop the pages at start, saying where.
func TestRulebookRefusesAtStart(t *testing.T) {
	g := highest.New()
	open := func(r game.Rules) (game.Rules, error) { return r, nil }
	for _, tc := range []struct {
		name string
		text gameweb.BookText
		want string
	}{
		{"unknown value", gameweb.BookText{Sections: []gameweb.SectionText{{ID: "round", Blocks: []gameweb.BlockText{{Text: "{count:nothing|a|b}"}}}}}, "section round"},
		{"unknown part", gameweb.BookText{Sections: []gameweb.SectionText{{ID: "round", Blocks: []gameweb.BlockText{{Part: "map"}}}}}, `no part "map"`},
		{"unknown badge", gameweb.BookText{Sections: []gameweb.SectionText{{ID: "round", Badge: "round"}}}, `no badge "round"`},
		{"sections", gameweb.BookText{Sections: []gameweb.SectionText{{ID: "round"}, {ID: "end"}}}, `manifest declares ["round" "win" "end"]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := gameweb.NewRulebook(host(g, ""), gameweb.RulebookConfig[game.Rules]{Game: g, Open: open,
				Book: func(game.Rules, string, string) (gameweb.Book, []error) { return tc.text.Fill(gameweb.BookFacts{}) }})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error naming %s", err, tc.want)
			}
		})
	}
}

// A Rulebook's text is read strictly: a misspelt key, a section without
// an id or heading, or one id twice, is refused at its path.
func TestDecodeBookText(t *testing.T) {
	if _, err := gameweb.DecodeBookText([]byte(`{"heading":"Rulebook","sections":[{"id":"a","heading":"A"}]}`)); err != nil {
		t.Fatalf("a good text: %v", err)
	}
	for doc, want := range map[string]string{
		`{"sections":[{"id":"a","heading":"A","bagde":"x"}]}`:                   "bagde",
		`{"sections":[{"heading":"A"}]}`:                                        "sections[0].id",
		`{"sections":[{"id":"a"}]}`:                                             "sections[0].heading",
		`{"sections":[{"id":"a","heading":"A"},{"id":"a","heading":"B"}]}`:      `sections[1].id: "a" is the id of an earlier section too`,
		`{"sections":[{"id":"a","heading":"A","blocks":[{"txt":"misspelt"}]}]}`: "txt",
	} {
		if _, err := gameweb.DecodeBookText([]byte(doc)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want an error naming %s", doc, err, want)
		}
	}
}
