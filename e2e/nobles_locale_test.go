package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// noblesEnglishJS lists the card texts, log lines and the game's own
// panels (the Castle Keep, the ledger, the decision) on a Nobles table
// page that read as English (a whole word only English uses) or still
// hold a placeholder's brace (a text that did not fill). The
// Houses' and nobles' names (Ashgrove, Lady Rowena …) are names, not
// words, and none of them is in the list; nor is "noble", which is
// Spanish too.
const noblesEnglishJS = `(() => {
  const english = new Set(('the and your you of is are this that with for turn turns pay pays paid receive receives ' +
    'every crowns crown roll rolls rolled move moves draws card cards space season income choose chooses ' +
    'market give gives save saves invest invests wait waits keep keeps vault token tokens duty free chosen cost costs ' +
    'next year until more less begins ends new old house').split(' '));
  const out = [];
  const look = (what, s) => {
    const words = (s || '').toLowerCase().match(/\p{L}+/gu) || [];
    if (words.some((w) => english.has(w)) || /[{}]/.test(s || '')) out.push(what + ': ' + s.trim());
  };
  for (const el of document.querySelectorAll('.game-card h3, .game-card .card-text, .game-card .option-label, .game-card .option-cost, .game-card .option-text, .market-item p, .market-item strong')) look('card', el.textContent);
  for (const el of document.querySelectorAll('#log-list li')) look('log', el.textContent);
  // A bot's seat is named when the table is set ("House Fairfield"),
  // and stored with it: a name, not the page's words.
  for (const el of document.querySelectorAll('.house-card, [data-testid=my-gems], .decision-title, .decision-sub, .btn.move')) {
    look('panel', el.textContent.replace(/House [A-Z][a-z]+/g, ' '));
  }
  return [...new Set(out)];
})()`

// TestNoblesInEveryLanguage: at a German, a Spanish and a Chinese Nobles
// table, played for a while against bots, every card text, log line and
// panel of the game's is in the table's language, every placeholder
// filled, and the log counts in that language's Crowns.
func TestNoblesInEveryLanguage(t *testing.T) {
	ts := startServer(t)
	for _, tc := range []struct{ lang, crown string }{{"de", "Krone"}, {"es", "corona"}, {"zh-Hant", "克朗"}} {
		t.Run(tc.lang, func(t *testing.T) {
			ctx := browser(t, 1280, 900)
			run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/lang?lang="+tc.lang))
			setTable(t, ctx, ts.URL, "/solo", []seatSpec{{"local", "Ada", "stagmere"}, {"bot", "", ""}, {"bot", "", ""}}, false, "")
			cards, lines := 0, 0
			seen := map[string]bool{}
			for moves, deadline := 0, time.Now().Add(60*time.Second); moves < 40 && time.Now().Before(deadline); {
				for _, s := range eval[[]string](t, ctx, noblesEnglishJS) {
					if !seen[s] {
						seen[s] = true
						t.Errorf("English, or a placeholder left unfilled, at a %s table: %s", tc.lang, s)
					}
				}
				cards = max(cards, eval[int](t, ctx, `document.querySelectorAll('.game-card .card-text').length`))
				lines = max(lines, eval[int](t, ctx, `document.querySelectorAll('#log-list li').length`))
				did := step(t, ctx, "")
				if did == "gala" {
					break
				}
				if strings.HasPrefix(did, "move:") {
					moves++
				} else {
					time.Sleep(5 * time.Millisecond)
				}
			}
			screenshot(t, ctx, "locale-"+tc.lang+"-nobles-table", "")
			t.Logf("looked at %d cards at most and %d log lines", cards, lines)
			if cards == 0 || lines < 10 {
				t.Errorf("saw %d cards and %d log lines: too few to say the table speaks %s", cards, lines, tc.lang)
			}
			if got := eval[string](t, ctx, `document.querySelector('#log-list').textContent`); !strings.Contains(got, tc.crown) {
				t.Errorf("the log names no %s: %.300q", tc.crown, got)
			}
		})
	}
}
