package gameweb_test

import (
	"fmt"
	"html/template"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/locale"
	"evergreen/web/gameweb"
)

// ownWordsSpec is a Studio for Highest Unique whose pages read a word of
// their own, "hu.rules", in every locale (words), in its template and
// its script.
func ownWordsSpec(words map[string]map[string]string) gameweb.StudioSpec[game.Rules] {
	return gameweb.StudioSpec[game.Rules]{
		Open:    func(r game.Rules) (game.Rules, error) { return r, nil },
		Meta:    func(r game.Rules) gameweb.RulesMeta { return gameweb.RulesMeta{Code: r.Code(), Name: "Default"} },
		Changes: func(_ string, _, _ game.Rules) any { return []gameweb.Change{} },
		Browse:  func(r, _ game.Rules) any { return r },
		Words:   words,
		Templates: fstest.MapFS{"studio.html": {Data: []byte(
			`{{define "studio-browse"}}<p id="own">{{t "hu.rules" "n" 3}}</p><p id="frame">{{t "studio.changes"}}</p>{{end}}`)}},
	}
}

func ownWords() map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, tag := range locale.Tags() {
		out[tag] = map[string]string{"hu.rules": fmt.Sprintf("rules-%s {n}", tag)}
	}
	return out
}

// A game's own Studio words are read before the platform's catalogs, in
// the page's locale, by its templates and (served with the page) by its
// scripts; the platform's words stay the platform's.
func TestStudioReadsTheGamesOwnWords(t *testing.T) {
	g := highest.New()
	h := host(g, "")
	frame, err := locale.Load()
	if err != nil {
		t.Fatal(err)
	}
	h.Words = frame
	h.Localize = func(t *template.Template, lang string) (*template.Template, error) {
		c, err := t.Clone()
		if err != nil {
			return nil, err
		}
		return c.Funcs(template.FuncMap{"t": func(key string, pairs ...any) string { return frame.T(lang, key, pairs...) }}), nil
	}
	st, err := gameweb.NewStudio[game.Rules](g, h, ownWordsSpec(ownWords()))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	m := http.NewServeMux()
	st.Routes(m)
	for _, lang := range []string{"en", "de", "zh-Hant"} {
		req, _ := http.NewRequest("GET", "/studio", nil)
		req.Header.Set("Accept-Language", lang)
		rec := httptest.NewRecorder()
		m.ServeHTTP(rec, req)
		body := rec.Body.String()
		if want := fmt.Sprintf(`<p id="own">rules-%s 3</p>`, lang); !strings.Contains(body, want) {
			t.Errorf("%s: the page lacks %s:\n%s", lang, want, body)
		}
		if want := `<p id="frame">` + frame.T(lang, "studio.changes") + `</p>`; !strings.Contains(body, want) {
			t.Errorf("%s: the page lacks the platform's word %s", lang, want)
		}
		if want := fmt.Sprintf(`id="evergreen-own-messages">{"hu.rules":"rules-%s {n}"}`, lang); !strings.Contains(body, want) {
			t.Errorf("%s: the page does not carry its own words for its scripts (%s)", lang, want)
		}
	}
}

// Own words missing from a locale are refused when the Studio is built,
// naming the key and the locale.
func TestStudioRefusesOwnWordsMissingALocale(t *testing.T) {
	g := highest.New()
	words := ownWords()
	delete(words["es"], "hu.rules")
	_, err := gameweb.NewStudio[game.Rules](g, host(g, ""), ownWordsSpec(words))
	if err == nil || !strings.Contains(err.Error(), "hu.rules") {
		t.Errorf("a word missing in Spanish: %v, want an error naming it", err)
	}
}
