package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// choose picks value in the editor's select bound to path, as a person
// would.
func choose(path, value string) chromedp.Action[chromedp.Void] {
	return js(fmt.Sprintf(`(() => {
		const el = document.querySelector('#edit-form select[data-path=%q]');
		if (!el) throw new Error('no choice for ' + %q);
		el.value = %q;
		el.dispatchEvent(new Event('change', {bubbles: true}));
	})()`, path, path, value))
}

// TestStudioFormDrawsDeclaredKinds: the platform's editor form, drawn
// from what Nobles declares (fields.json and its effect lists), edits
// nested lists the way the document needs: a kind that takes no amount
// drops it and one that lasts gains a duration; a bound of a condition
// emptied takes its condition with it; a list entry is added from the
// declared new entry; a problem deep in a list is named by every entry
// it lies in.
func TestStudioFormDrawsDeclaredKinds(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1280, 900)
	doc := func() map[string]any {
		t.Helper()
		var d map[string]any
		if err := json.Unmarshal([]byte(eval[string](t, ctx, `document.querySelector('[data-testid=json-text]').value`)), &d); err != nil {
			t.Fatal(err)
		}
		return d
	}
	effect := func(d map[string]any) map[string]any {
		return d["decks"].(map[string]any)["ordeal"].([]any)[0].(map[string]any)["effects"].([]any)[0].(map[string]any)
	}
	const e = "decks.ordeal[0].effects[0]"
	// The card's text reads the amount this test takes away, so the draft
	// may have problems: each step waits for its check to answer.
	settled := until(`document.querySelector('#studio-edit').dataset.state !== 'checking'`)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/studio/new"), editorIs("valid"),
		choose(e+".kind", "close_market"), settled,
		until(`!document.querySelector('[data-path="`+e+`.amount"]') && !!document.querySelector('[data-path="`+e+`.duration.turns"]')`))
	if got := effect(doc()); got["amount"] != nil || fmt.Sprint(got["duration"]) != "map[turns:1]" {
		t.Errorf("an effect made to close the Market: %v, want no amount and a duration of one turn", got)
	}

	run(t, ctx, 20*time.Second, choose(e+".duration", "year"), settled,
		until(`!document.querySelector('[data-path="`+e+`.duration.turns"]')`))
	if got := effect(doc()); fmt.Sprint(got["duration"]) != "map[year:true]" {
		t.Errorf("an effect made to last the year: %v", got)
	}

	run(t, ctx, 20*time.Second, setField(e+".if.min_crowns", "500"), settled)
	if got := effect(doc()); fmt.Sprint(got["if"]) != "map[min_crowns:500]" {
		t.Errorf("a bound set: %v", got)
	}
	run(t, ctx, 20*time.Second, setField(e+".if.min_crowns", ""), settled)
	if got := effect(doc()); got["if"] != nil {
		t.Errorf("the last bound emptied, the condition is still there: %v", got)
	}

	n := len(doc()["decks"].(map[string]any)["decree"].([]any))
	run(t, ctx, 20*time.Second, js(`[...document.querySelectorAll('[data-path="decks.decree"] > button')].pop().click()`),
		settled, until(fmt.Sprintf(`!!document.querySelector('details[data-path="decks.decree[%d]"][open]')`, n)))
	added := doc()["decks"].(map[string]any)["decree"].([]any)
	if len(added) != n+1 || added[n].(map[string]any)["id"] != fmt.Sprintf("new-decree-%d", n+1) {
		t.Errorf("after adding a Decree: %d Decrees, the last %v", len(added), added[len(added)-1])
	}

	run(t, ctx, 20*time.Second, setField("decks.ordeal[0].effects[0].if.max_tokens", "-2"), editorIs("invalid"),
		until(`!!document.querySelector('.sd-field-problem[data-problem-path="`+e+`.if.max_tokens"]')`))
	if msg := eval[string](t, ctx, `document.querySelector('.sd-field-problem[data-problem-path="`+e+`.if.max_tokens"]').textContent`); !strings.HasPrefix(msg, "Ordeal 1 › Effect 1 › Vault Tokens at most — ") {
		t.Errorf("a problem deep in the decks reads %q, want it named by the Ordeal and the effect it lies in", msg)
	}
}

// TestStudioEditorInTheReadersLanguage: a German reader editing the
// default Nobles rule set reads each entry's title and each text's
// reading in German (the content's translations), the English as
// written still in the field; a text the rule set has no translation of
// (one rewritten, an entry added) is shown as written, marked "not
// translated" in German.
func TestStudioEditorInTheReadersLanguage(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1280, 900)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/lang?lang=de"))
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/studio/new"), editorIs("valid"))
	title := func(p string) string {
		return eval[string](t, ctx, `document.querySelector('details[data-path="`+p+`"] .sd-entry-title').textContent`)
	}
	reading := func(p string) string {
		return eval[string](t, ctx, `document.querySelector('p[data-preview="`+p+`"]').textContent`)
	}
	if got := title("virtues[0]"); got != "Königliche Gunst" {
		t.Errorf("the first Virtue's title in German: %q, want Königliche Gunst", got)
	}
	if got := eval[string](t, ctx, `document.querySelector('#edit-form [data-path="virtues[0].name"]').value`); got != "Royal Favour" {
		t.Errorf("the first Virtue's name field: %q, want its English as written", got)
	}
	if got := reading("virtues[0].text"); !strings.Contains(got, "Die Krone ist deinem Haus") || !strings.Contains(got, "Kronen") || strings.Contains(got, "{") {
		t.Errorf("the first Virtue's text read in German, its Crowns filled: %q", got)
	}
	if strings.Contains(text(t, ctx), "nicht übersetzt") {
		t.Error("the default is translated throughout, yet a text of it is marked not translated")
	}

	run(t, ctx, 20*time.Second, setField("virtues[0].text", "The Crown smiles on your House."),
		until(`document.querySelector('p[data-preview="virtues[0].text"]').textContent.includes('smiles')`))
	if got := reading("virtues[0].text"); !strings.Contains(got, "(nicht übersetzt)") || !strings.Contains(got, "Liest sich") {
		t.Errorf("a rewritten text's reading: %q, want it as written, marked not translated", got)
	}

	run(t, ctx, 20*time.Second, setField("virtues[1].name", "Quiet Grace"),
		until(`document.querySelector('details[data-path="virtues[1]"] .sd-entry-title').textContent.includes('Quiet Grace')`))
	if got := title("virtues[1]"); !strings.Contains(got, "(nicht übersetzt)") {
		t.Errorf("a renamed Virtue's title: %q, want its new name as written, marked not translated", got)
	}

	n := eval[int](t, ctx, `document.querySelectorAll('[data-path="virtues"] > details').length`)
	run(t, ctx, 20*time.Second, js(`[...document.querySelectorAll('[data-path="virtues"] > button')].pop().click()`),
		until(fmt.Sprintf(`!!document.querySelector('details[data-path="virtues[%d]"]')`, n)))
	if got := title(fmt.Sprintf("virtues[%d]", n)); !strings.Contains(got, "New Virtue") || !strings.Contains(got, "(nicht übersetzt)") {
		t.Errorf("an added Virtue's title: %q, want its English as written, marked not translated", got)
	}
	if got := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('details[data-path="virtues[%d]"] .sd-as-written').lang`, n)); got != "en" {
		t.Errorf("an added Virtue's English title is marked lang=%q, want en", got)
	}
}
