package noblesweb_test

import (
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"evergreen/server/servertest"
)

// chunk returns the part of raw from the element with id to the next
// section's start.
func chunk(t *testing.T, raw, id string) string {
	t.Helper()
	i := strings.Index(raw, `id="`+id+`"`)
	if i < 0 {
		t.Fatalf("no element %q", id)
	}
	rest := raw[i:]
	if j := strings.Index(rest[1:], "<section"); j >= 0 {
		rest = rest[:j+1]
	}
	return rest
}

// TestGuidanceBadges: the seeds' provenance. The per-noble count is the
// Crown's ruling, not the printed rules' (000); the shared reading, NOT
// ADOPTED, is never badged source-confirmed; a section whose lines agree
// is badged once.
func TestGuidanceBadges(t *testing.T) {
	ts := rbServer(t)
	status, raw, _ := servertest.Page(t, ts, "/guidance")
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	tc := chunk(t, raw, "turn-counting")
	if strings.Contains(tc, "rb-source") {
		t.Errorf("the turn-counting section has a source-confirmed badge:\n%s", tc)
	}
	if n := strings.Count(tc, "rb-badge rb-ruling"); n < 2 {
		t.Errorf("the turn-counting section and its adopted reading: %d Crown's ruling badges, want the section's and the reading's", n)
	}
	var shared string
	for _, a := range strings.Split(tc, "<article") {
		if strings.Contains(a, "Eight turns shared around the table") {
			shared = a
		}
	}
	if !strings.Contains(shared, "rb-variant") || strings.Contains(shared, "rb-source") {
		t.Errorf("the shared reading is badged wrongly:\n%s", shared)
	}
	shape := chunk(t, raw, "turn-shape")
	if n := strings.Count(shape, `class="rb-badge`); n != 1 {
		t.Errorf("the shape of a turn, four source lines, shows %d badges; want one for the section", n)
	}
	unsettled := chunk(t, raw, "unsettled")
	if strings.Contains(unsettled, "rb-ruling") {
		t.Errorf("what the Crown has not settled is badged as its ruling:\n%s", unsettled)
	}
	for _, name := range []string{"Source-confirmed", "Crown&#39;s ruling", "Provisional", "Table&#39;s variant", "Withheld"} {
		if !strings.Contains(chunk(t, raw, "rb-legend-h"), name) {
			t.Errorf("the legend lacks %s", name)
		}
	}
}

// TestRulebookBadges: Rule 1's per-noble line is the Crown's ruling, and
// Rule 3's board is provisional, as Rule 3 itself says.
func TestRulebookBadges(t *testing.T) {
	ts := rbServer(t)
	_, raw, _ := servertest.Page(t, ts, "/rules")
	r1 := chunk(t, raw, "rule-1")
	i := strings.Index(r1, "as the Crown&#39;s Guidance counts them")
	if i < 0 {
		t.Fatalf("Rule 1 lacks the per-noble line:\n%s", r1)
	}
	line := r1[strings.LastIndex(r1[:i], "<li>"):i]
	if !strings.Contains(line, "rb-ruling") {
		t.Errorf("Rule 1's per-noble line is not badged as the Crown's ruling: %s", line)
	}
	r3 := chunk(t, raw, "rule-3")
	b := r3[strings.Index(r3, "The board in this rule set"):]
	if !strings.HasPrefix(b[strings.Index(b, "rb-badge"):], "rb-badge rb-provisional") {
		t.Errorf("Rule 3's board is not badged provisional: %.200s", b)
	}
}

// TestRulesInPlainWords: the pages say what a ruling does in words; the
// rule set's field names stay in tooltips.
func TestRulesInPlainWords(t *testing.T) {
	ts := rbServer(t)
	for _, rules := range []string{"", `{"rulings":{"token_conversion":"auto","surrender_stacks":true,"item_once":false}}`} {
		prefix := ""
		if rules != "" {
			prefix = "/t/" + rbCreate(t, ts, rules)
		}
		for _, page := range []string{"/rules", "/guidance"} {
			_, raw, _ := servertest.Page(t, ts, prefix+page)
			// What a reader sees: tooltips (title attributes) may name fields.
			text := html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(raw, ""))
			for _, id := range []string{"(offer)", "(auto)", "surrender_stacks", "item_once", "token_conversion", "no_virtues"} {
				if strings.Contains(text, id) {
					t.Errorf("%s%s shows the internal name %q", prefix, page, id)
				}
			}
		}
	}
}

// TestNoVirtuesVariantPage: a table without Virtues is told so, badged as
// its variant.
func TestNoVirtuesVariantPage(t *testing.T) {
	ts := rbServer(t)
	code := rbCreate(t, ts, `{"rulings":{"no_virtues":true}}`)
	_, raw, text := servertest.Page(t, ts, "/t/"+code+"/rules")
	if !strings.Contains(text, "This table plays without Virtues") {
		t.Error("the variant without Virtues is not stated")
	}
	r1 := chunk(t, raw, "rule-1")
	i := strings.Index(r1, "This table plays without Virtues")
	if line := r1[strings.LastIndex(r1[:i], "<li>"):i]; !strings.Contains(line, "rb-variant") {
		t.Errorf("the variant is not badged as one: %s", line)
	}
}

// TestStudioBadgesDerived: in the Studio, a copy switched to shared turns
// shows its turn counting as the table's variant, not as the source's it
// inherited; the readings are badged as the Guidance rules them; the
// effect menu's words come with the editor.
func TestStudioBadgesDerived(t *testing.T) {
	ts := rbServer(t)
	c := &client{t: t, base: ts.URL}
	status, out, _ := c.do("POST", "/api/rulesets", `{"name":"Short year","doc":{"turn_counting":"shared"}}`)
	if status != 201 {
		t.Fatalf("save: %d %v", status, out)
	}
	_, raw, _ := servertest.Page(t, ts, "/studio/"+out["code"].(string))
	i := strings.Index(raw, `data-testid="turn-counting"`)
	row := raw[i:]
	row = row[:strings.Index(row, "</tr>")]
	if !strings.Contains(row, "sd-badge sd-variant") || strings.Contains(row, "sd-source") {
		t.Errorf("a shared-turns copy badges its turn counting wrongly: %s", row)
	}
	vars := raw[strings.Index(raw, `data-testid="variants"`):]
	vars = vars[:strings.Index(vars, "</table>")]
	per := vars[strings.Index(vars, "Turns counted per noble"):]
	if !strings.HasPrefix(per[strings.Index(per, "sd-badge"):], "sd-badge sd-ruling") {
		t.Errorf("the per-noble reading is not badged as the Crown's ruling: %.200s", per)
	}
	shared := vars[strings.Index(vars, "Turns shared around the table"):]
	if !strings.HasPrefix(shared[strings.Index(shared, "sd-badge"):], "sd-badge sd-variant") {
		t.Errorf("the shared reading is not badged as a variant: %.200s", shared)
	}
	_, raw, _ = servertest.Page(t, ts, "/studio")
	if strings.Contains(raw, "sd-badge sd-source\" title=\"\"") || !strings.Contains(raw, "Crown&#39;s ruling") {
		t.Error("the Studio's legend does not come from the provenance model")
	}
}

// TestSummaryFromSettings: a copy switched to shared turns is summed up
// as shared, from its settings; the description it inherits states no
// setting that could go stale.
func TestSummaryFromSettings(t *testing.T) {
	ts := rbServer(t)
	c := &client{t: t, base: ts.URL}
	_, out, _ := c.do("POST", "/api/rulesets", `{"name":"Short year","doc":{"turn_counting":"shared"}}`)
	_, raw, _ := servertest.Page(t, ts, "/studio/"+out["code"].(string))
	sum := raw[strings.Index(raw, `data-testid="ruleset-summary"`):]
	sum = sum[:strings.Index(sum, "</p>")]
	if !strings.Contains(sum, "in total around the table") || strings.Contains(sum, "Every noble takes") {
		t.Errorf("a shared-turns copy is summed up as %q", sum)
	}
	desc := raw[strings.Index(raw, `class="sd-description"`):]
	desc = html.UnescapeString(desc[:strings.Index(desc, "</p>")])
	if regexp.MustCompile(`(?i)\b(turns?|eight|thirty|season|\d)`).MatchString(desc) {
		t.Errorf("the inherited description states settings: %q", desc)
	}
}

// TestTooFewVirtuesRefused: Rule 1 at the table. Three Houses under a
// rule set of two Virtues is refused, naming the rule set's virtues,
// rather than seating a House with none.
func TestTooFewVirtuesRefused(t *testing.T) {
	ts := rbServer(t)
	c := &client{t: t, base: ts.URL}
	rules := `{"virtues":[` +
		`{"id":"a","name":"A","text":"Give costs less.","provenance":"provisional","modifiers":[{"kind":"give_cost","amount":-100}]},` +
		`{"id":"b","name":"B","text":"Save costs less.","provenance":"provisional","modifiers":[{"kind":"save_cost","amount":-100}]}],` +
		`"houses":[` + strings.Repeat(`{"id":"hX","name":"House X","noble":"N","colour":"#112233","sigil":"oak","virtue":"","provenance":"provisional"},`, 0)
	var hs []string
	for i := range 8 {
		n := string(rune('a' + i))
		hs = append(hs, `{"id":"h`+n+`","name":"House `+n+`","noble":"N","colour":"#112233","sigil":"oak","virtue":"","provenance":"provisional"}`)
	}
	rules += strings.Join(hs, ",") + `]}`
	status, out, body := c.do("POST", "/api/tables", `{"rules":`+rules+`,"seats":[{"kind":"local"},{"kind":"local"},{"kind":"local"}]}`)
	if status < 400 || status >= 500 || !strings.Contains(string(body), "virtues") || !strings.Contains(string(body), "Rule 1") {
		t.Errorf("three Houses, two Virtues: %d %v", status, out)
	}
}

// TestSharedGuidanceTrue: at a shared-turns table the Guidance does not
// claim each noble takes eight turns a season; it says what the table
// plays, badged as its variant.
func TestSharedGuidanceTrue(t *testing.T) {
	ts := rbServer(t)
	code := rbCreate(t, ts, `{"turn_counting":"shared"}`)
	_, raw, text := servertest.Page(t, ts, "/t/"+code+"/guidance")
	if strings.Contains(text, "Each noble takes eight turns per season") {
		t.Error("a shared table's Guidance says each noble takes eight turns per season")
	}
	tc := chunk(t, raw, "turn-counting")
	i := strings.Index(tc, "This table plays the shared reading instead")
	if i < 0 {
		t.Fatal("the shared table's reading is not stated")
	}
	if line := tc[strings.LastIndex(tc[:i], "<p"):i]; !strings.Contains(line, "rb-variant") {
		t.Errorf("the shared reading's line is not badged as the table's variant: %s", line)
	}
}
