package e2e

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/games/nobles"
)

// TestCardTextsAgree: the browser's filler (games/nobles/noblesui/assets/cardtext.js) fills
// every default card, option, Virtue and item text exactly as the Go one
// does, and Rules Studio's editor shows a text anew as its amount changes
// (Spring Floods edited to 450 reads 450).
func TestCardTextsAgree(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1280, 1000)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/studio/new"), editorIs("valid"),
		js(`Promise.all([import('/games/nobles/assets/cardtext.js'), fetch('/api/content').then((r) => r.json()), fetch('/games/nobles/assets/words.json').then((r) => r.json())]).then(([m, d, w]) => { window.__texts = JSON.stringify(m.renderTexts(d, w.units)); })`),
		until(`window.__texts !== undefined`))
	var browser nobles.Rules
	if err := json.Unmarshal([]byte(eval[string](t, ctx, `window.__texts`)), &browser); err != nil {
		t.Fatal(err)
	}
	def, err := nobles.Default()
	if err != nil {
		t.Fatal(err)
	}
	same := func(where, gotJS, wantGo string) {
		if gotJS != wantGo {
			t.Errorf("%s: the browser reads %q, Go %q", where, gotJS, wantGo)
		}
	}
	n := 0
	for i, v := range def.Virtues {
		same(v.ID, browser.Virtues[i].Text, v.Text)
		n++
	}
	for i, it := range def.Market {
		same(it.ID, browser.Market[i].Text, it.Text)
		n++
	}
	for i, c := range def.Decks.Proving {
		for j, o := range c.Options {
			same(c.ID+" "+o.Label, browser.Decks.Proving[i].Options[j].Text, o.Text)
			n++
		}
	}
	for i, c := range def.Decks.Ordeal {
		same(c.ID, browser.Decks.Ordeal[i].Text, c.Text)
		n++
	}
	for i, c := range def.Decks.Decree {
		same(c.ID, browser.Decks.Decree[i].Text, c.Text)
		n++
	}
	if n < 60 {
		t.Errorf("only %d texts compared", n)
	}

	preview := `document.querySelector('[data-preview="decks.ordeal[0].text"]').textContent`
	if got := eval[string](t, ctx, preview); !strings.Contains(got, "Every noble pays 300 Crowns.") {
		t.Fatalf("Spring Floods' preview reads %q", got)
	}
	run(t, ctx, 10*time.Second, setField("decks.ordeal[0].effects[0].amount", "450"),
		until(preview+`.includes('Every noble pays 450 Crowns.')`))
	// The effect menu speaks words; the id is the tooltip.
	opt := eval[string](t, ctx, `(() => { const o = document.querySelector('select[data-path="virtues[3].modifiers[0].kind"] option:checked'); return o.textContent + '|' + o.title; })()`)
	if opt != "Change what Ordeals demand|ordeal_payment" {
		t.Errorf("the effect menu shows %q", opt)
	}
}
