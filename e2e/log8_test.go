package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestEightHousesLogSaysTableWideEffectsOnce: at eight Houses an effect
// a card puts on every House at once reads as one line of the table's
// log, of every noble, not eight lines that bury the rest (the log comes
// worded from the server, as the terminal's does).
func TestEightHousesLogSaysTableWideEffectsOnce(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1280, 1000)
	bots := strings.Repeat(`,{"kind":"bot","bot":"random"}`, 7)
	apiTable(t, ctx, ts.URL, `{"game":"nobles","seats":[{"kind":"local","name":"Ada"}`+bots+`]}`)
	const once = `[...document.querySelectorAll('#log-list li')].filter((li) => /every noble/.test(li.textContent)).length`
	for i := 0; i < 300 && eval[int](t, ctx, once) == 0; i++ {
		step(t, ctx, "")
		time.Sleep(30 * time.Millisecond)
	}
	if eval[int](t, ctx, once) == 0 {
		t.Fatalf("no line of the log was said of every noble:\n%s", eval[string](t, ctx, `document.querySelector('#log-list').innerText`))
	}
	// No sentence but the headings stands eight times in a row.
	if n := eval[int](t, ctx, `(() => { const t = [...document.querySelectorAll('#log-list li')].map((li) => li.textContent.replace(/^(Ada|.*?)(’s|'s)? /, '')); let run = 1, most = 1; for (let i = 1; i < t.length; i++) { run = t[i] === t[i-1] ? run + 1 : 1; most = Math.max(most, run); } return most; })()`); n >= 8 {
		t.Errorf("a sentence stands %d times in a row in the log", n)
	}
	screenshot(t, ctx, "nobles-log-eight-houses", "#log")
}
