package noblesweb_test

import (
	"encoding/json"
	"evergreen/engine/enginetest"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"evergreen/games/nobles"
	"evergreen/ruleset"
)

func defaultCode(t *testing.T) string {
	t.Helper()
	rs := enginetest.Load(t, nobles.LoadRules, "")
	return rs.Code
}

// problemPaths lists the paths of the problems in a validate answer or an
// invalid_rules error.
func problemPaths(out map[string]any) []string {
	list, _ := out["problems"].([]any)
	if e, ok := out["error"].(map[string]any); ok {
		list, _ = e["problems"].([]any)
	}
	var paths []string
	for _, p := range list {
		paths = append(paths, fmt.Sprint(p.(map[string]any)["path"]))
	}
	return paths
}

func TestStudioValidate(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	def := defaultCode(t)

	status, out, _ := c.do("POST", "/api/rulesets/validate", `{}`)
	if status != 200 || out["ok"] != true || out["code"] != def || out["default"] != true {
		t.Errorf("validate {} = %d %v", status, out)
	}
	if chs, _ := out["changes"].([]any); len(chs) != 0 {
		t.Errorf("the default has changes: %v", chs)
	}

	// A valid variant: its code and what it changes.
	status, out, _ = c.do("POST", "/api/rulesets/validate", `{"turn_counting":"shared"}`)
	chs, _ := out["changes"].([]any)
	if status != 200 || out["ok"] != true || out["code"] == def || len(chs) != 1 {
		t.Fatalf("validate shared = %d %v", status, out)
	}
	if ch := chs[0].(map[string]any); ch["path"] != "turn_counting" || ch["old"] != "per_noble" || ch["new"] != "shared" {
		t.Errorf("change %v", ch)
	}

	// Invalid: every problem with its path; a draft that decodes still
	// reports its changes.
	status, out, _ = c.do("POST", "/api/rulesets/validate", `{"duties":{"give_cost":0},"turns_per_season":65}`)
	if status != 200 || out["ok"] != false || out["code"] != nil {
		t.Errorf("validate invalid = %d %v", status, out)
	}
	if got := strings.Join(problemPaths(out), " "); got != "turns_per_season duties.give_cost" {
		t.Errorf("problem paths %q", got)
	}
	// Three changes: the two numbers, and The Open Hand's text, which
	// states the Give cost and so reads anew.
	if chs, _ := out["changes"].([]any); len(chs) != 3 || chs[2].(map[string]any)["path"] != "virtues[4].text" {
		t.Errorf("changes of an invalid draft: %v", out["changes"])
	}

	// Shape problems (stage 2) and syntax errors (stage 1).
	_, out, _ = c.do("POST", "/api/rulesets/validate", `{"income":{"spring":"lots"}}`)
	if got := problemPaths(out); len(got) != 1 || got[0] != "income.spring" {
		t.Errorf("shape problem paths %v", got)
	}
	status, out, _ = c.do("POST", "/api/rulesets/validate", "{\n\"turn_counting\": \"shared\",\n}")
	ps, _ := out["problems"].([]any)
	if status != 200 || out["ok"] != false || len(ps) != 1 || !strings.Contains(fmt.Sprint(ps[0]), "line 3") {
		t.Errorf("syntax error = %d %v", status, out)
	}
}

// TestStudioSaveAndShare saves a rule set, refuses an invalid one, lists,
// reads, exports and re-imports it, and plays a table under it.
func TestStudioSaveAndShare(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	def := defaultCode(t)

	// Invalid rules are not saved.
	status, out, _ := c.do("POST", "/api/rulesets", `{"name":"Broken","doc":{"duties":{"give_cost":0}}}`)
	if status != 422 || errCode(out) != "invalid_rules" || strings.Join(problemPaths(out), ",") != "duties.give_cost" {
		t.Errorf("save invalid = %d %v", status, out)
	}
	if _, out, _ = c.do("GET", "/api/rulesets", ""); len(out["rulesets"].([]any)) != 0 {
		t.Errorf("an invalid rule set was listed: %v", out)
	}

	// Bad requests.
	for _, body := range []string{
		`{"name":"X"}`, `{"name":"X","doc":{},"code":"abc"}`, `{"name":"   ","doc":{"turn_counting":"shared"}}`,
		`{"name":"` + strings.Repeat("x", 81) + `","doc":{"turn_counting":"shared"}}`, `{"name":"a\u0007b","doc":{"turn_counting":"shared"}}`,
		`{"nom":"X","doc":{}}`,
	} {
		if status, out, _ := c.do("POST", "/api/rulesets", body); status != 400 || errCode(out) != "bad_request" {
			t.Errorf("save %s = %d %v", body, status, out)
		}
	}

	// The default itself is not stored.
	if status, out, _ := c.do("POST", "/api/rulesets", `{"name":"Same","doc":{}}`); status != 200 || out["default"] != true || out["code"] != def {
		t.Errorf("save default = %d %v", status, out)
	}

	// A valid variant, named with markup that must stay text.
	name := `Winter's <b>Bite</b>`
	doc := `{"name":"Winter's Bite","turn_counting":"shared","income":{"winter":2500}}`
	status, out, _ = c.do("POST", "/api/rulesets", `{"name":`+jsonString(name)+`,"doc":`+doc+`}`)
	code, _ := out["code"].(string)
	if status != 201 || out["name"] != name || out["url"] != "/games/nobles/studio/"+code || len(code) != ruleset.CodeLen {
		t.Fatalf("save = %d %v", status, out)
	}
	// The same content again, under another name: the first name stays.
	status, out, _ = c.do("POST", "/api/rulesets", `{"name":"Other","doc":`+doc+`}`)
	if status != 200 || out["code"] != code || out["name"] != name || out["existing"] != true {
		t.Errorf("save again = %d %v", status, out)
	}

	_, out, _ = c.do("GET", "/api/rulesets", "")
	list := out["rulesets"].([]any)
	if len(list) != 1 || list[0].(map[string]any)["code"] != code || out["default"].(map[string]any)["code"] != def {
		t.Errorf("list = %v", out)
	}

	// Read it back, loosely typed: doc, name and diff.
	loose := strings.ToUpper(code[:5]) + "-" + code[5:]
	status, out, _ = c.do("GET", "/api/rulesets/"+loose, "")
	if status != 200 || out["code"] != code || out["name"] != name || out["saved"] != true || out["default"] != false {
		t.Fatalf("get = %d %v", status, out)
	}
	var items []string
	for _, ch := range out["changes"].([]any) {
		m := ch.(map[string]any)
		items = append(items, fmt.Sprintf("%v/%v/%v→%v", m["item"], m["field"], m["old"], m["new"]))
	}
	if got := strings.Join(items, " "); got != "Rule set/name/The Crown's Guidance→Winter's Bite Turn counting/<nil>/per_noble→shared Income/winter/2200→2500" {
		t.Errorf("changes %s", got)
	}
	if d := out["doc"].(map[string]any); d["turn_counting"] != "shared" {
		t.Errorf("doc %v", d)
	}
	if status, out, _ := c.do("GET", "/api/rulesets/"+def, ""); status != 200 || out["default"] != true || out["saved"] != false {
		t.Errorf("get default = %d %v", status, out)
	}
	for _, bad := range []string{"nosuchcode", "zzzzzzzzzz", "!"} {
		if status, out, _ := c.do("GET", "/api/rulesets/"+bad, ""); status != 404 || errCode(out) != "not_found" {
			t.Errorf("get %s = %d %v", bad, status, out)
		}
	}

	// Export, then import the file on a second server: the same code.
	resp, err := http.Get(ts.URL + "/api/rulesets/" + code + "/export")
	if err != nil {
		t.Fatal(err)
	}
	file, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if cd := resp.Header.Get("Content-Disposition"); cd != `attachment; filename="evergreen-rules-`+code+`.json"` {
		t.Errorf("Content-Disposition %q", cd)
	}
	if c2, err := ruleset.Code(file); err != nil || c2 != code || !strings.Contains(string(file), "\n  \"") {
		t.Errorf("exported file: code %s %v, indented: %q…", c2, err, file[:min(40, len(file))])
	}
	other := &client{t: t, base: newServer(t).URL}
	status, out, _ = other.do("POST", "/api/rulesets/import?name=Imported", string(file))
	if status != 201 || out["code"] != code || out["name"] != "Imported" {
		t.Errorf("import = %d %v", status, out)
	}
	// A patch file imports too, named from its document.
	if status, out, _ := other.do("POST", "/api/rulesets/import", `{"name":"Short year","turns_per_season":4}`); status != 201 || out["name"] != "Short year" {
		t.Errorf("import patch = %d %v", status, out)
	}
	if status, out, _ := other.do("POST", "/api/rulesets/import", `{"board":["proving"]}`); status != 422 || strings.Join(problemPaths(out), ",") != "board" {
		t.Errorf("import invalid = %d %v", status, out)
	}

	// A hot-seat table under the saved rules records its code, and its
	// Rulebook says so.
	status, out, _ = c.do("POST", "/api/tables", `{"rules_code":"`+code+`","seats":[{"kind":"local"},{"kind":"local"}]}`)
	if status != 201 || out["table"].(map[string]any)["rules_code"] != code {
		t.Fatalf("create table = %d %v", status, out)
	}
	table := out["code"].(string)
	status, _, page := c.do("GET", "/t/"+table+"/rules", "")
	if status != 200 || !strings.Contains(string(page), "This table plays the shared reading") {
		t.Errorf("the table's Rulebook (%d) does not show the shared reading", status)
	}

	// A rule set a table made (not in the library) can be added by code.
	status, out, _ = c.do("POST", "/api/tables", `{"rules":{"turns_per_season":5},"seats":[{"kind":"local"},{"kind":"local"}]}`)
	if status != 201 {
		t.Fatalf("creating a table with its own rules = %d %v", status, out)
	}
	tcode := out["table"].(map[string]any)["rules_code"].(string)
	if status, out, _ := c.do("GET", "/api/rulesets/"+tcode, ""); status != 200 || out["saved"] != false {
		t.Errorf("table's rules = %d %v", status, out)
	}
	if status, out, _ := c.do("POST", "/api/rulesets", `{"name":"Five a season","code":"`+tcode+`"}`); status != 201 || out["code"] != tcode {
		t.Errorf("save by code = %d %v", status, out)
	}

	// Pages: the view with its diff in words, escaped names, the editor.
	status, _, page = c.do("GET", "/studio/"+code, "")
	html := string(page)
	for _, want := range []string{"Winter&#39;s &lt;b&gt;Bite&lt;/b&gt;", code, "Turn counting: each noble takes every season&#39;s turns → a season&#39;s turns are shared round the table",
		"Income in winter: 2,200 Crowns → 2,500 Crowns", "/new?rules=" + code} {
		if !strings.Contains(html, want) {
			t.Errorf("view page lacks %q", want)
		}
	}
	if status != 200 || strings.Contains(html, "<b>Bite") {
		t.Errorf("view page %d, or the name was not escaped", status)
	}
	for path, want := range map[string]int{
		"/studio": 200, "/studio/new": 200, "/studio/" + code + "/edit": 200, "/studio/new?from=" + code: 200,
		"/studio/" + def: 200, "/studio/zzzzzzzzzz": 404, "/studio/new?from=nope": 404, "/studio/open?code=nope": 404,
	} {
		if status, _, _ := c.do("GET", path, ""); status != want {
			t.Errorf("GET %s = %d, want %d", path, status, want)
		}
	}
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	// A code typed loosely goes to its canonical form, at the one scheme
	// of every game's Studio; the old addresses at the root move there.
	const home = "/games/nobles"
	for path, want := range map[string]string{
		home + "/studio/" + loose:           home + "/studio/" + code,
		home + "/studio/" + loose + "/edit": home + "/studio/" + code + "/edit",
		home + "/studio/open?code=" + loose: home + "/studio/" + code,
		"/studio/" + code + "/edit":         home + "/studio/" + code + "/edit",
		"/studio?x=1":                       home + "/studio?x=1",
	} {
		resp, err := noFollow.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if loc := resp.Header.Get("Location"); resp.StatusCode/100 != 3 || loc != want {
			t.Errorf("GET %s = %d → %q, want %q", path, resp.StatusCode, loc, want)
		}
	}
	_, _, page = c.do("GET", "/studio", "")
	if !strings.Contains(string(page), "/studio/"+code) || !strings.Contains(string(page), "Winter&#39;s &lt;b&gt;") {
		t.Error("the Studio's front page does not list the saved rule set")
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestStudioPreview runs a tiny preview with random bots: progress, the
// cached result, the charts, and the refusals.
func TestStudioPreview(t *testing.T) {
	ts := newServer(t)
	c := &client{t: t, base: ts.URL}
	_, out, _ := c.do("POST", "/api/rulesets", `{"name":"Short","doc":{"turns_per_season":3}}`)
	code := out["code"].(string)
	base := "/api/rulesets/" + code + "/preview"

	// A chart before the preview has run.
	if status, out, _ := c.do("GET", base+"/winrate.svg?games=4&bots=random&houses=3", ""); status != 404 || errCode(out) != "not_ready" {
		t.Errorf("chart before running = %d %v", status, out)
	}
	for _, body := range []string{`{"games":10001}`, `{"games":50,"bots":"ismcts:easy"}`,
		`{"games":5,"bots":"genius"}`, `{"games":5,"bots":["random"]}`, `{"games":5,"bots":"random","houses":9}`,
		`{"games":5,"bots":["random","random"],"houses":3}`, `{"games":5,"bots":7}`} {
		if status, out, _ := c.do("POST", base, body); status != 400 || errCode(out) != "bad_request" {
			t.Errorf("preview %s = %d %v", body, status, out)
		}
	}
	if status, out, _ := c.do("POST", "/api/rulesets/zzzzzzzzzz/preview", `{"games":4}`); status != 404 || errCode(out) != "not_found" {
		t.Errorf("preview of an unknown code = %d %v", status, out)
	}

	status, out, _ := c.do("POST", base, `{"games":4,"bots":"random","houses":3}`)
	if (status != 202 && status != 200) || out["total"] != 8.0 {
		t.Fatalf("start = %d %v", status, out)
	}
	deadline := time.Now().Add(30 * time.Second)
	for out["state"] != "done" {
		if out["state"] == "failed" || time.Now().After(deadline) {
			t.Fatalf("preview: %v", out)
		}
		time.Sleep(20 * time.Millisecond)
		_, out, _ = c.do("GET", base+"?games=4&bots=random&houses=3", "")
	}
	res := out["result"].(map[string]any)
	if res["code"] != code || out["default"].(map[string]any)["code"] != defaultCode(t) || out["done"] != 8.0 {
		t.Errorf("done = %v", out)
	}
	// Asked again (with the bots listed), the cached answer comes at once.
	if status, out, _ := c.do("POST", base, `{"games":4,"bots":["random","random","random"]}`); status != 200 || out["state"] != "done" {
		t.Errorf("start again = %d %v", status, out)
	}
	for _, chart := range []string{"winrate", "scores", "gems-tokens", "ordeals"} {
		resp, err := http.Get(ts.URL + base + "/" + chart + ".svg?games=4&bots=random,random,random")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/svg+xml" || !strings.Contains(string(b), "<svg") ||
			!strings.Contains(resp.Header.Get("Content-Security-Policy"), "default-src 'none'") {
			t.Errorf("%s: %d %s", chart, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
	if status, _, _ := c.do("GET", base+"/pie.svg?games=4&bots=random&houses=3", ""); status != 404 {
		t.Errorf("unknown chart = %d", status)
	}
	if status, _, _ := c.do("GET", base+"/winrate.png?games=4&bots=random&houses=3", ""); status != 404 {
		t.Errorf("png chart = %d", status)
	}
	if status, out, _ := c.do("GET", base+"?games=x", ""); status != 400 {
		t.Errorf("bad query = %d %v", status, out)
	}
}
