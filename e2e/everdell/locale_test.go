package everdell

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"
)

// dellEnglishJS lists the text in Everdell's own regions of a table page
// (the valley, the cities, the hand, the decision panel, the log, with
// every card's power and every title) that reads as English: a whole
// word only English uses. Proper names (the game's, Rugwort's, the
// players', the rule set's saved name) are not words here.
const dellEnglishJS = `(() => {
  const english = new Set(('the and your you of is are card cards twig twigs pebble pebbles berry berries worker workers ' +
    'point points gain gains draw draws play plays place places meadow city season spring summer autumn event events free ' +
    'cost production destination governance traveller prosperity journey journeys forest basic special turn takes pays ' +
    'prepares discards passes achieved achieve open empty occupied deck discard pile with from for when each any left ' +
    'choose done decline nothing game over count wins').split(' '));
  const names = [/Base Everdell, published rules/g, /Everdell/g, /Rugwort/g, /\bAda\b/g, /\bBen\b/g];
  const regions = ['[data-testid=board]', '[data-testid=rival]', '[data-testid^=city-]', '#private', '#decision', '#log-list'];
  const out = [];
  const said = (s) => {
    for (const re of names) s = s.replace(re, ' ');
    return (s.toLowerCase().match(/[a-z]+/g) || []).some((w) => english.has(w));
  };
  for (const sel of regions) for (const root of document.querySelectorAll(sel)) {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.parentElement.closest('script,style')) continue;
      if (said(n.textContent)) out.push(sel + ': ' + n.textContent.trim());
    }
    for (const el of root.querySelectorAll('[aria-label],[title]')) {
      for (const a of ['aria-label', 'title']) {
        const v = el.getAttribute(a);
        if (v && said(v)) out.push(sel + ' ' + a + '=' + v);
      }
    }
  }
  return [...new Set(out)];
})()`

// TestEverdellTableInSpanishAndGerman: a Spanish, a German and a
// Traditional Chinese reader each play an Everdell table against a bot: the valley, the cards (names
// and powers), the cities, the hand, the decision panel and the log
// carry no English word, from the first turn until well into the game
// (German at phone width, where the page's layout differs).
func TestEverdellTableInSpanishAndGerman(t *testing.T) {
	base := everdellServer(t)
	for _, lang := range []string{"es", "de", "zh-Hant"} {
		t.Run(lang, func(t *testing.T) {
			ctx := browsertest.Browser(t, 1280, 1000)
			if lang == "de" {
				ctx = browsertest.Phone(t) // the longest words, at phone width
			}
			browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/lang?lang="+lang))
			browsertest.APITable(t, ctx, base, `{"game":"everdell","seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random","name":"Ben"}],"first_seat":0}`)
			browsertest.WaitFor(t, ctx, 20*time.Second, `!!document.querySelector('#decision [data-testid=decision-kind]') && !!document.querySelector('#private [data-testid=hand-card]') && !!document.querySelector('#log-list li')`)
			look := func(when string) {
				t.Helper()
				if got := browsertest.Eval[string](t, ctx, `document.documentElement.lang`); got != lang {
					t.Fatalf("%s: <html lang=%q>, want %q", when, got, lang)
				}
				if left := browsertest.Eval[[]string](t, ctx, dellEnglishJS); len(left) > 0 {
					t.Errorf("%s: English on the %s table: %q", when, lang, left)
				}
			}
			look("the first turn")
			moves := 0
			for i := 0; moves < 60 && i < 600; i++ {
				did := dellStep(t, ctx, i)
				if strings.HasPrefix(did, "move:") {
					moves++
					browsertest.WaitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
					if moves%20 == 0 {
						look(did)
					}
				} else {
					time.Sleep(10 * time.Millisecond)
				}
			}
			if n := browsertest.Eval[int](t, ctx, `document.querySelectorAll('#log-list li').length`); n < 20 {
				t.Errorf("the log holds %d lines after %d moves", n, moves)
			}
			look("after the moves")
			browsertest.Screenshot(t, ctx, "everdell-table-"+lang, "")
		})
	}
}
