package noblesweb_test

import (
	"encoding/json"
	"evergreen/engine/enginetest"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/games/nobles/noblesweb"
	"evergreen/server"
	"evergreen/wording"
)

// rbServer starts a server over an empty in-memory store.
func rbServer(t *testing.T) *httptest.Server { return newServer(t) }

// rbGet fetches path and returns the status, the raw body and the body
// with HTML entities decoded (for matching text).
func rbGet(t *testing.T, ts *httptest.Server, path string) (int, string, string) {
	t.Helper()
	resp, err := http.Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("GET %s: Content-Type %q, want text/html", path, ct)
	}
	return resp.StatusCode, string(raw), html.UnescapeString(string(raw))
}

// rbCreate opens a two-seat hot-seat table under the rules patch and
// returns its code.
func rbCreate(t *testing.T, ts *httptest.Server, rules string) string {
	t.Helper()
	body := `{"rules":` + rules + `,"seats":[{"kind":"local"},{"kind":"local"}]}`
	resp, err := http.Post(ts.URL+"/api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("creating a table: %d %s", resp.StatusCode, raw)
	}
	var out struct{ Code string }
	if err := json.Unmarshal(raw, &out); err != nil || out.Code == "" {
		t.Fatalf("creating a table: %s", raw)
	}
	return out.Code
}

func rbContains(t *testing.T, page, text, want string) {
	t.Helper()
	if !strings.Contains(text, want) {
		t.Errorf("%s: missing %q", page, want)
	}
}

func TestRulebookDefaultPages(t *testing.T) {
	ts := rbServer(t)

	status, raw, text := rbGet(t, ts, "/rules")
	if status != http.StatusOK {
		t.Fatalf("/rules: status %d", status)
	}
	for n, title := range noblesweb.SeedTitles {
		rbContains(t, "/rules", text, "Rule "+strconv.Itoa(n)+" · "+title)
	}
	rbContains(t, "/rules", text, "Rule 12 · Withheld")
	if !regexp.MustCompile(`(?s)Rule 12 · Withheld <span class="rb-badge rb-withheld"`).MatchString(raw) {
		t.Error("/rules: Rule 12 does not carry the withheld badge")
	}
	rbContains(t, "/rules", text, "The wording of Rule 12 cannot be recovered from the current source")
	for _, n := range []string{"1,600", "1,800", "2,000", "2,200"} {
		rbContains(t, "/rules", text, n)
	}
	rbContains(t, "/rules", text, "Three items are authoritative and playable: Ledger of Wisdom (300), Estate Butler (300) and Reinforced Vault Door (600).")
	rbContains(t, "/rules", text, "Save - deposit 500 Crowns and gain 1 Vault Token.")
	rbContains(t, "/rules", text, "Rule set <strong>The Crown's Guidance</strong>, code")

	// Every badge, and the legend.
	for _, b := range []string{"Source-confirmed", "Provisional", "Withheld"} {
		rbContains(t, "/rules", text, `rb-legend`)
		rbContains(t, "/rules", text, ">"+b+"</span>")
	}
	// The Market: playable items priced, withheld items marked.
	rs := enginetest.Load(t, nobles.LoadRules, "")
	withheld := 0
	for _, it := range rs.Market {
		name := regexp.QuoteMeta(html.EscapeString(it.Name))
		if it.Withheld {
			withheld++
			if !regexp.MustCompile(name + `</span> <span class="rb-item-status">withheld — not playable</span>`).MatchString(raw) {
				t.Errorf("/rules: withheld item %s is not marked withheld", it.Name)
			}
		} else if !regexp.MustCompile(name + `</span> <span class="rb-price">` + wording.English.Number(it.Price) + ` Crowns`).MatchString(raw) {
			t.Errorf("/rules: item %s is not shown with its price", it.Name)
		}
	}
	if withheld == 0 {
		t.Error("the default Market has no withheld items to check")
	}
	for _, v := range rs.Virtues {
		rbContains(t, "/rules", text, v.Text)
	}
	// The default rulings are in force, so their lines show and the
	// alternatives do not.
	rbContains(t, "/rules", text, "Converting is the noble's own choice")
	rbContains(t, "/rules", text, "surrendered turns do not pile up")
	rbContains(t, "/rules", text, "A noble may own each Market item only once.")
	if strings.Contains(text, "At this table") {
		t.Error("/rules: shows a table's ruling under the default rule set")
	}
	rbContains(t, "/rules", text, `class="rb-print">Print</button><script type="module" src="/static/print.js"></script>`)
	rbContains(t, "/rules", text, `href="/static/rulebook.css"`)
	rbNoPlaceholders(t, "/rules", text)

	status, _, text = rbGet(t, ts, "/guidance")
	if status != http.StatusOK {
		t.Fatalf("/guidance: status %d", status)
	}
	for _, want := range []string{
		"How the thirty-two turns are counted",
		"Each noble takes eight turns per season and thirty-two turns across the year. The season advances only when every House has taken its eighth turn of that season, so no House is ever short-changed by seating order.",
		"Eight turns each, every season",
		"ADOPTED by the Crown's Guidance.",
		"It is the only reading in which 'eight turns a season', 'thirty-two turns' and 'equal turns for all' are simultaneously true.",
		"Eight turns shared around the table",
		"NOT ADOPTED.",
		"The Crown therefore counts per noble.",
		"This rule set plays the per-noble reading",
		"In use in this rule set",
		"8 turns each per season · 32 turns each across the year",
		"1,600 Crowns in Spring, 1,800 in Summer, 2,000 in Autumn and 2,200 in Winter.",
		"What the Crown has not settled",
		"withheld — not playable",
	} {
		rbContains(t, "/guidance", text, want)
	}
	for _, n := range []string{"1,600", "1,800", "2,000", "2,200"} {
		rbContains(t, "/guidance", text, "<td>"+n+" Crowns</td>")
	}
	rbNoPlaceholders(t, "/guidance", text)
}

func TestRulebookTableVariant(t *testing.T) {
	ts := rbServer(t)
	code := rbCreate(t, ts, `{"turn_counting":"shared","income":{"spring":1700}}`)

	status, raw, text := rbGet(t, ts, "/t/"+code+"/rules")
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	rbContains(t, "rules", text, "This table plays the shared reading: the season ends after 8 turns in total around the table")
	rbContains(t, "rules", text, "The Crown's default, the per-noble reading, is not in use at this table")
	rbContains(t, "rules", text, "Every noble begins with the Spring income of 1,700 Crowns.")
	rbContains(t, "rules", text, "1,700 Crowns in Spring, 1,800 in Summer")
	rbContains(t, "rules", text, "changed from the Crown's Guidance")
	if !regexp.MustCompile(`rb-variant"[^>]*>Table&#39;s variant</span> <span class="rb-text">Every noble begins with the Spring income of 1,700 Crowns.`).MatchString(raw) {
		i := strings.Index(raw, "Every noble begins")
		t.Errorf("a changed income is not badged as the table's variant: %s", raw[max(0, i-300):i+80])
	}
	rbContains(t, "rules", text, "The rules at table "+code)
	if strings.Contains(text, "1,600") {
		t.Error("a table with Spring income 1,700 still shows 1,600")
	}
	if strings.Contains(text, "as the Crown's Guidance counts them") {
		t.Error("a shared table shows the per-noble line of Rule 1")
	}

	status, _, text = rbGet(t, ts, "/t/"+strings.ToLower(code)+"/guidance")
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	rbContains(t, "guidance", text, "This table plays the shared reading: the season ends after 8 turns in total around the table")
	rbContains(t, "guidance", text, "The Crown's default — not in use at this table")
	rbContains(t, "guidance", text, "In use at this table")
	rbContains(t, "guidance", text, "Turns around the table")
	rbContains(t, "guidance", text, "<td>1,700 Crowns</td>")

	// Another variant: the rulings a table may change.
	code = rbCreate(t, ts, `{"rulings":{"token_conversion":"auto","surrender_stacks":true,"item_once":false}}`)
	_, _, text = rbGet(t, ts, "/t/"+code+"/rules")
	for _, want := range []string{
		"At this table converting is automatic",
		"At this table surrenders stack",
		"At this table a noble may buy the same Market item more than once",
		"Automatic: when one token covers",
	} {
		rbContains(t, "rulings", text, want)
	}
	for _, gone := range []string{"Converting is the noble's own choice", "surrendered turns do not pile up", "Declining to convert"} {
		if strings.Contains(text, gone) {
			t.Errorf("rulings: shows %q, a ruling the table does not play", gone)
		}
	}
}

func TestRulebookUnknownTable(t *testing.T) {
	ts := rbServer(t)
	for _, path := range []string{"/t/QQQQQQ/rules", "/t/QQQQQQ/guidance", "/t/not-a-code!/rules"} {
		status, _, text := rbGet(t, ts, path)
		if status != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", path, status)
		}
		rbContains(t, path, text, "No table has that code")
	}
}

func TestRulebookUnknownCodesAreRateLimited(t *testing.T) {
	ts := startServer(t, func(c *server.Config) { c.JoinRate, c.JoinBurst = 0.001, 2 })
	for i, want := range []int{404, 404, 429, 429} {
		status, _, _ := rbGet(t, ts, "/t/QQQQQQ/rules")
		if status != want {
			t.Errorf("try %d: status %d, want %d", i+1, status, want)
		}
	}
	if status, _, _ := rbGet(t, ts, "/rules"); status != http.StatusOK {
		t.Errorf("/rules after the limit: status %d", status)
	}
}

func TestRulebookEscapesHostileContent(t *testing.T) {
	ts := rbServer(t)
	var doc struct {
		Virtues []map[string]any `json:"virtues"`
	}
	if err := json.Unmarshal(content.Default(), &doc); err != nil {
		t.Fatal(err)
	}
	const hostile = `<script>alert(1)</script>`
	doc.Virtues[0]["text"] = hostile
	doc.Virtues[1]["name"] = `"><img src=x onerror=alert(2)>`
	patch, _ := json.Marshal(map[string]any{"virtues": doc.Virtues, "name": hostile})
	code := rbCreate(t, ts, string(patch))

	for _, page := range []string{"rules", "guidance"} {
		status, raw, _ := rbGet(t, ts, "/t/"+code+"/"+page)
		if status != http.StatusOK {
			t.Fatalf("%s: status %d", page, status)
		}
		if strings.Contains(raw, hostile) || strings.Contains(raw, "<img src=x") {
			t.Errorf("%s: hostile text reached the page unescaped", page)
		}
		if !strings.Contains(raw, "&lt;script&gt;alert(1)&lt;/script&gt;") {
			t.Errorf("%s: the hostile Virtue text is not shown escaped", page)
		}
	}
}

// rbNoPlaceholders fails if a page shows an unfilled placeholder.
func rbNoPlaceholders(t *testing.T, page, text string) {
	t.Helper()
	if strings.Contains(text, noblesweb.MissingMark) {
		t.Errorf("%s: shows %q", page, noblesweb.MissingMark)
	}
	// The page's scripts (the frame's message catalog among them) hold
	// placeholders for the browser to fill; the page's own text must not.
	shown := regexp.MustCompile(`(?s)<script\b.*?</script>`).ReplaceAllString(text, "")
	if m := regexp.MustCompile(`\{[a-z_.|-]+\}`).FindString(shown); m != "" {
		t.Errorf("%s: shows the raw placeholder %s", page, m)
	}
}
