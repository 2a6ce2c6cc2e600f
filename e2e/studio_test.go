package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// setField types into an editor field found by its rule-set path, as a
// person would, firing the input event the editor listens for.
func setField(path, value string) chromedp.Action[chromedp.Void] {
	return js(fmt.Sprintf(`(() => {
		const el = document.querySelector('#edit-form [data-path=%q]');
		if (!el) throw new Error('no field for ' + %q);
		el.focus();
		el.value = %q;
		el.dispatchEvent(new Event('input', {bubbles: true}));
	})()`, path, path, value))
}

// editorIs waits until the editor's latest check has answered "valid" or
// "invalid".
func editorIs(state string) chromedp.Action[chromedp.Void] {
	return until(fmt.Sprintf(`document.querySelector('#studio-edit').dataset.state === %q`, state))
}

// TestStudioMakeAndPlayVariant is the Rules Studio from end to end, from
// its old address at the root (which moves to /games/nobles/studio): copy
// the default, switch to shared turns, swap two board spaces, see an
// invalid edit refused with its path, save, preview the balance, start a
// hot-seat table under the new rules and find the variant in that
// table's Rulebook.
func TestStudioMakeAndPlayVariant(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1280, 1000)

	// The Studio's front page lays out the default; copy it.
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/studio"), visible(`[data-testid=variants]`),
		until(`document.querySelectorAll('svg.sd-loop .space').length === 32`))
	screenshot(t, ctx, "studio", "viewport")
	run(t, ctx, 20*time.Second, press("copy-default"))
	waitAcross(t, ctx, 20*time.Second, `location.pathname === '/games/nobles/studio/new' && document.querySelector('#studio-edit').dataset.state === 'valid'`)

	// Name it, switch to shared turns, swap spaces 1 and 2.
	before := eval[[]string](t, ctx, `[1, 2].map((n) => document.querySelector('[data-testid=space-' + n + ']').textContent)`)
	run(t, ctx, 20*time.Second,
		typeInto("save-name", "Shared and Shuffled"),
		chromedp.Click(byTest("turn-shared")),
		click("space-1"), until(`document.querySelector('[data-testid=space-1]').getAttribute('aria-pressed') === 'true'`),
		click("space-2"), until(`!document.querySelector('[data-testid=space-panel]')`),
		editorIs("valid"))
	after := eval[[]string](t, ctx, `[1, 2].map((n) => document.querySelector('[data-testid=space-' + n + ']').textContent)`)
	if strings.TrimLeft(after[0], "0123456789 ") != strings.TrimLeft(before[1], "0123456789 ") ||
		strings.TrimLeft(after[1], "0123456789 ") != strings.TrimLeft(before[0], "0123456789 ") {
		t.Fatalf("spaces 1 and 2 were %q, after the swap %q", before, after)
	}
	changes := eval[string](t, ctx, `document.querySelector('[data-testid=live-changes]').innerText`)
	// In words (nobles.DiffWords), as `evergreen rules diff` says
	// them: no key or raw value of the file format on show.
	shared := "Turn counting: each noble takes every season's turns → a season's turns are shared round the table"
	for _, want := range []string{shared, "Board space 1:", "Board space 2:", "Name: The Crown's Guidance → Shared and Shuffled"} {
		if !strings.Contains(changes, want) {
			t.Errorf("live changes lack %q:\n%s", want, changes)
		}
	}
	for _, raw := range []string{"per_noble", "turn_counting"} {
		if strings.Contains(changes, raw) {
			t.Errorf("live changes show %q:\n%s", raw, changes)
		}
	}
	if got := eval[string](t, ctx, `document.querySelector('[data-testid=live-changes] [data-path=turn_counting]').title`); got != "turn_counting" {
		t.Errorf("the change's tooltip reads %q, want its path", got)
	}

	// An invalid edit: the problem is shown next to its field with its
	// path, and the rule set cannot be saved.
	run(t, ctx, 20*time.Second, setField("duties.give_cost", "0"), editorIs("invalid"),
		until(`document.querySelector('.sd-field-problem[data-problem-path="duties.give_cost"]')`))
	msg := eval[string](t, ctx, `document.querySelector('.sd-field-problem[data-problem-path="duties.give_cost"]').textContent`)
	if !strings.Contains(msg, "duties.give_cost: must be positive, got 0") {
		t.Errorf("the field's problem reads %q", msg)
	}
	if !eval[bool](t, ctx, `document.querySelector('[data-testid=save]').disabled`) {
		t.Error("Save is enabled while the rule set is invalid")
	}
	if !strings.Contains(eval[string](t, ctx, `document.querySelector('[data-testid=problems]').innerText`), "duties.give_cost") {
		t.Error("the problem list does not name duties.give_cost")
	}
	if eval[string](t, ctx, `document.querySelector('[data-path="duties.give_cost"]').getAttribute('aria-invalid')`) != "true" {
		t.Error("the invalid field is not marked aria-invalid")
	}
	screenshot(t, ctx, "studio-invalid", "viewport")

	// The raw JSON view holds the same draft; the server refuses to save
	// it, with the same path.
	run(t, ctx, 20*time.Second, click("tab-json"), visible(`[data-testid=json-text]`))
	draft := eval[string](t, ctx, `document.querySelector('[data-testid=json-text]').value`)
	var doc map[string]any
	if err := json.Unmarshal([]byte(draft), &doc); err != nil {
		t.Fatalf("raw JSON view: %v", err)
	}
	if doc["turn_counting"] != "shared" || doc["name"] != "Shared and Shuffled" {
		t.Errorf("raw JSON view: turn_counting %v, name %v", doc["turn_counting"], doc["name"])
	}
	body, _ := json.Marshal(map[string]any{"name": "Sneaky", "doc": doc})
	resp, err := http.Post(ts.URL+"/api/rulesets", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	var refusal struct {
		Error struct {
			Code     string                  `json:"code"`
			Problems []struct{ Path string } `json:"problems"`
		} `json:"error"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&refusal)
	resp.Body.Close()
	if resp.StatusCode != 422 || refusal.Error.Code != "invalid_rules" || len(refusal.Error.Problems) != 1 || refusal.Error.Problems[0].Path != "duties.give_cost" {
		t.Errorf("saving the invalid draft: %d %+v", resp.StatusCode, refusal.Error)
	}
	if n := librarySize(t, ts.URL); n != 0 {
		t.Errorf("an invalid rule set was saved: %d in the library", n)
	}

	// Back to the form (it round-trips), fix the cost, save.
	run(t, ctx, 20*time.Second, click("tab-form"), visible(`[data-testid=space-1]`),
		until(`document.querySelector('[data-testid=turn-shared]').checked`),
		setField("duties.give_cost", "500"), editorIs("valid"),
		until(`!document.querySelector('.sd-field-problem')`))
	if got := eval[[]string](t, ctx, `[1, 2].map((n) => document.querySelector('[data-testid=space-' + n + ']').textContent)`); got[0] != after[0] || got[1] != after[1] {
		t.Errorf("after the round trip through JSON the spaces read %q, want %q", got, after)
	}
	screenshot(t, ctx, "studio-editor", "viewport")
	run(t, ctx, 20*time.Second, press("save"))
	waitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/games/nobles/studio/') && document.querySelector('[data-testid=studio-view][data-ready]')`)
	code := eval[string](t, ctx, `document.querySelector('[data-testid=ruleset-code]').textContent`)
	if path := eval[string](t, ctx, `location.pathname`); path != "/games/nobles/studio/"+code || len(code) != 10 {
		t.Fatalf("saved at %s, code %q", path, code)
	}
	if got := eval[string](t, ctx, `document.querySelector('[data-testid=ruleset-name]').textContent`); got != "Shared and Shuffled" {
		t.Errorf("saved under the name %q", got)
	}
	diff := eval[string](t, ctx, `document.querySelector('[data-testid=changes]').innerText`)
	for _, want := range []string{shared, "Board space 1:", "Board space 2:"} {
		if !strings.Contains(diff, want) {
			t.Errorf("the diff lacks %q:\n%s", want, diff)
		}
	}
	if n := librarySize(t, ts.URL); n != 1 {
		t.Errorf("%d rule sets in the library, want 1", n)
	}
	screenshot(t, ctx, "studio-view", "viewport")

	// The balance preview: progress, then charts beside the default's.
	games := "30"
	if shots() {
		games = "300" // smoother charts for the screenshots
	}
	run(t, ctx, 20*time.Second, setField2("pv-games", games), setSelect("pv-bots", "skilled"), setSelect("pv-houses", "4"),
		press("preview-run"))
	// The charts load lazily, so they are scrolled into view (the summary
	// above them has grown past the fold) before they are awaited.
	run(t, ctx, 120*time.Second, until(`!document.querySelector('[data-testid=preview-results]').hidden`),
		js(`document.querySelector('#pv-charts').scrollIntoView()`),
		until(`[...document.querySelectorAll('#pv-charts img')].every((i) => { i.scrollIntoView(); return i.complete && i.naturalWidth > 0; })`))
	if n := eval[int](t, ctx, `document.querySelectorAll('#pv-charts img').length`); n != 4 {
		t.Errorf("%d charts, want 4", n)
	}
	summary := eval[string](t, ctx, `document.querySelector('[data-testid=preview-summary]').innerText`)
	if !strings.Contains(summary, "(default)") || !strings.Contains(summary, "Ordeal failures per noble") {
		t.Errorf("the preview summary does not compare with the default:\n%s", summary)
	}
	// One definition of a share (no sole-victory rate beside it), and each
	// figure's difference from the default with its interval.
	for _, want := range []string{"Seat 1 (moves first) share of victories", "a victory shared by k counts 1/k", "Journey dice rerolled per noble", "Difference from the default (95% interval)", "Moves per game", "pts ("} {
		if !strings.Contains(summary, want) {
			t.Errorf("the preview summary lacks %q:\n%s", want, summary)
		}
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('[data-testid=preview-fires-cards] tbody tr').length`); n < 40 {
		t.Errorf("the cards drawn per game list %d cards", n)
	}
	if strings.Contains(summary, "First seat wins") {
		t.Errorf("the preview summary still shows the sole-victory rate as the first seat's figure:\n%s", summary)
	}
	screenshot(t, ctx, "studio-preview", "#preview")
	screenshot(t, ctx, "studio-chart-winrate", `#pv-charts figure`)

	// A hot-seat table under these rules; its Rulebook shows the variant.
	run(t, ctx, 20*time.Second, press("start-hot-seat"))
	waitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/t/')`)
	table := strings.TrimPrefix(eval[string](t, ctx, `location.pathname`), "/t/")
	var info struct {
		RulesCode string `json:"rules_code"`
		Seats     []struct {
			Kind string `json:"kind"`
		} `json:"seats"`
	}
	getJSON(t, ts.URL+"/api/tables/"+table, &info)
	if info.RulesCode != code || len(info.Seats) != 2 || info.Seats[0].Kind != "local" || info.Seats[1].Kind != "local" {
		t.Fatalf("table %s: rules %s (want %s), seats %+v", table, info.RulesCode, code, info.Seats)
	}
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/t/"+table+"/rules"), visible(`.rb-page`))
	if page := text(t, ctx); !strings.Contains(page, "This table plays the shared reading") {
		t.Errorf("the table's Rulebook does not show the shared reading")
	}
	first := eval[string](t, ctx, `document.querySelector('.rb-board td.rb-space').className`)
	if want := "rb-" + strings.ToLower(strings.TrimLeft(after[0], "0123456789 ")); !strings.Contains(first, want) {
		t.Errorf("the table's Rulebook shows space 1 as %q, want %s", first, want)
	}
}

// setField2 sets an input by id and fires input and change.
func setField2(id, value string) chromedp.Action[chromedp.Void] {
	return js(fmt.Sprintf(`(() => {
		const el = document.getElementById(%q);
		el.value = %q;
		el.dispatchEvent(new Event('input', {bubbles: true}));
		el.dispatchEvent(new Event('change', {bubbles: true}));
	})()`, id, value))
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}

func librarySize(t *testing.T, base string) int {
	t.Helper()
	var lib struct {
		Rulesets []any `json:"rulesets"`
	}
	getJSON(t, base+"/api/rulesets", &lib)
	return len(lib.Rulesets)
}
