package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"evergreen/games/nobles/noblesgame"
)

// getAs fetches path with the given headers, without following redirects.
func getAs(t *testing.T, url string, headers map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

// TestPagesSpeakTheVisitorsLanguage: the cookie's choice, else
// Accept-Language, else English, in <html lang>, the words and the
// picker.
func TestPagesSpeakTheVisitorsLanguage(t *testing.T) {
	ts := newServer(t)
	for _, tc := range []struct {
		headers    map[string]string
		lang, word string
	}{
		{nil, "en", "Join a table"},
		{map[string]string{"Accept-Language": "de-CH,de;q=0.9"}, "de", "Tisch beitreten"},
		{map[string]string{"Accept-Language": "zh-TW"}, "zh-Hant", "加入牌桌"},
		{map[string]string{"Accept-Language": "de", "Cookie": "lang=es"}, "es", "Unirse a una mesa"},
	} {
		for _, path := range []string{"/", "/new", "/join", "/nowhere"} {
			_, body := getAs(t, ts.URL+path, tc.headers)
			if !strings.Contains(body, `<html lang="`+tc.lang+`">`) || !strings.Contains(body, tc.word) {
				t.Errorf("%s with %v: want lang %s and %q", path, tc.headers, tc.lang, tc.word)
			}
			if !strings.Contains(body, `value="`+tc.lang+`" lang="`+tc.lang+`" selected`) {
				t.Errorf("%s with %v: the picker does not show %s as chosen", path, tc.headers, tc.lang)
			}
		}
	}
	_, body := getAs(t, ts.URL+"/join?code=!!", map[string]string{"Cookie": "lang=de"})
	if !strings.Contains(body, "Ein Raumcode hat sechs Buchstaben") {
		t.Errorf("the join form's error is not in German:\n%s", body)
	}
}

// TestLangRemembersTheChoice: the picker sets the cookie and sends the
// visitor back to the page it was on, never to another site.
func TestLangRemembersTheChoice(t *testing.T) {
	ts := newServer(t)
	resp, _ := getAs(t, ts.URL+"/lang?lang=de", map[string]string{"Referer": ts.URL + "/join?code=AB"})
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/join?code=AB" {
		t.Errorf("GET /lang: %d to %q, want 303 to /join?code=AB", resp.StatusCode, resp.Header.Get("Location"))
	}
	if c := resp.Header.Get("Set-Cookie"); !strings.HasPrefix(c, "lang=de;") {
		t.Errorf("GET /lang set %q", c)
	}
	resp, _ = getAs(t, ts.URL+"/lang?lang=es", map[string]string{"Referer": "https://elsewhere.example/x"})
	if resp.Header.Get("Location") != "/" {
		t.Errorf("a Referer of another site sends the visitor to %q, want /", resp.Header.Get("Location"))
	}
	resp, body := getAs(t, ts.URL+"/lang?lang=xx", nil)
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(body, "not one we offer") {
		t.Errorf("an unknown language: %d %q", resp.StatusCode, body)
	}
}

// TestPreviewNamesLevelsInTheVisitorsLanguage: the Rules Studio's
// balance preview offers the bots by the levels' names, in the page's
// language, as the table form does.
func TestPreviewNamesLevelsInTheVisitorsLanguage(t *testing.T) {
	ts := newServer(t)
	r, err := noblesgame.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang, skilled, random string
	}{
		{"en", ">Skilled</option>", ">Random moves</option>"},
		{"de", ">Geübt</option>", ">Zufallszüge</option>"},
	} {
		_, body := getAs(t, ts.URL+"/games/nobles/studio/"+r.Code(), map[string]string{"Cookie": "lang=" + tc.lang})
		i := strings.Index(body, `id="pv-bots"`)
		if i < 0 {
			t.Fatalf("%s: the Studio has no preview bots", tc.lang)
		}
		sel := body[i:]
		sel = sel[:strings.Index(sel, "</select>")]
		if !strings.Contains(sel, `value="skilled"`+tc.skilled) || !strings.Contains(sel, `value="random"`+tc.random) {
			t.Errorf("%s: the preview offers %s", tc.lang, sel)
		}
	}
}
