package server_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
)

// browser is an HTTP client with its own cookie jar, as one browser.
func browser(t *testing.T) *http.Client {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &http.Client{Jar: jar}
}

func send(t *testing.T, c *http.Client, method, u, body string) string {
	t.Helper()
	req, _ := http.NewRequest(method, u, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 {
		t.Fatalf("%s %s = %d %s", method, u, resp.StatusCode, raw)
	}
	return string(raw)
}

// TestHomeListsYourTables: the home page lists the tables this browser
// set or joined, with a way back in, and nothing for a browser holding no
// token or a forged one.
func TestHomeListsYourTables(t *testing.T) {
	ts := newServer(t)
	host, guest, stranger := browser(t), browser(t), browser(t)
	hot := jsonField(t, send(t, host, "POST", ts.URL+"/api/tables", `{"seats":[{"kind":"local","name":"Ada"},{"kind":"local","name":"Ben"}]}`), "code")
	online := jsonField(t, send(t, host, "POST", ts.URL+"/api/tables", `{"seats":[{"kind":"local","name":"Ada"},{"kind":"online"},{"kind":"bot","bot":"steward"}]}`), "code")
	send(t, guest, "POST", ts.URL+"/api/tables/"+online+"/claim", `{"seat":1,"name":"<b>Cat</b>"}`)

	home := send(t, host, "GET", ts.URL+"/", "")
	for _, want := range []string{`data-testid="home-held"`, `href="/t/` + hot + `"`, `href="/t/` + online + `"`, "Continue", "In play", "Waiting for players", "Ada (you), Ben (you)", "&lt;b&gt;Cat&lt;/b&gt;, a Skilled bot", "set just now"} {
		if !strings.Contains(home, want) {
			t.Errorf("the host's home page lacks %q", want)
		}
	}
	if strings.Contains(home, "<b>Cat</b>") {
		t.Error("a player's name reached the page unescaped")
	}

	home = send(t, guest, "GET", ts.URL+"/", "")
	if !strings.Contains(home, `href="/t/`+online+`"`) || strings.Contains(home, hot) || !strings.Contains(home, "&lt;b&gt;Cat&lt;/b&gt; (you)") {
		t.Errorf("the guest's home page should list only the online table with Cat as theirs:\n%s", home)
	}

	if home := send(t, stranger, "GET", ts.URL+"/", ""); strings.Contains(home, "home-held") {
		t.Error("a browser with no tables was shown a list")
	}
	// A stolen room code with a made-up token shows nothing either.
	u, _ := url.Parse(ts.URL)
	stranger.Jar.SetCookies(u, []*http.Cookie{{Name: "eg_" + hot, Value: "made-up", Path: "/"}, {Name: "eg_nonsense", Value: "x", Path: "/"}, {Name: "eg_QQQQQQ", Value: "x", Path: "/"}})
	if home := send(t, stranger, "GET", ts.URL+"/", ""); strings.Contains(home, "home-held") || strings.Contains(home, hot) {
		t.Error("a forged cookie listed a table")
	}
}

// jsonField reads one string field of a JSON object.
func jsonField(t *testing.T, raw, field string) string {
	t.Helper()
	var out map[string]any
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	s, _ := out[field].(string)
	if s == "" {
		t.Fatalf("no %q in %s", field, raw)
	}
	return s
}
