package tables

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"
	"evergreen/game"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// A table of every hosted game, on a desktop (1280 px) and on a phone
// (390×844), from its lobby through every kind of decision it reaches
// to its results and replay, read by axe-core against WCAG 2.2 AA
// (browsertest.Axe); on the phone the decision and the hand are on the
// first screen, each part of the table is one tap away and nothing runs
// off the side.

// hosted are the games cmd/evergreen hosts.
func hosted() game.List {
	return game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())
}

func screenBrowser(t *testing.T, phoneScreen bool) context.Context {
	if phoneScreen {
		return browsertest.Phone(t)
	}
	return browsertest.Browser(t, 1280, 900)
}

// tableStepJS makes at most one decision on any game's table page:
// after the frame's part (browsertest.StepPrelude) it confirms an open
// dialog, else clicks, by seed, one of the moves on the board or else
// one in the decision panel, a pass or skip only when nothing else is
// offered. It reports what it did ("move:NAME", "confirm", …).
var tableStepJS = browsertest.StepScript(`
  const dlg = document.querySelector('dialog[open]');
  if (dlg) { const b = dlg.querySelector('[data-testid^=confirm]') || dlg.querySelector('.btn-primary'); if (b) { b.click(); return 'confirm'; } }
  const board = [...document.querySelectorAll('#game-main [data-testid=target], #game-main button[data-move]:not([disabled])')];
  const panel = [...document.querySelectorAll('#decision button[data-move]:not([disabled])')];
  const idle = (b) => ['pass', 'skip'].includes(b.dataset.move);
  let pool = board.length ? board : panel.filter((b) => !idle(b));
  if (!pool.length) pool = panel;
  if (!pool.length) return 'idle';
  const el = pool[seed % pool.length];
  el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  return 'move:' + el.dataset.move;
`)

// kindJS names the decision the page shows the viewer now ("" for none):
// the turn bar's title of it.
const kindJS = `(() => { const n = document.querySelector('[data-testid=now].now-you .muted'); return n && !document.querySelector('#table-app[data-busy]') ? n.textContent.replace(/^\s*·\s*/, '') : ''; })()`

// firstScreenJS lists what of the decision and the hand (a game's
// [data-testid=hand] in the private panel, where it has one) is not on the
// phone's first screen (above the bar of parts), or runs off its side.
const firstScreenJS = `(() => {
  const out = [];
  window.scrollTo(0, 0);
  const tabs = document.querySelector('[data-testid=table-tabs]');
  const bottom = tabs && tabs.getClientRects().length ? tabs.getBoundingClientRect().top : innerHeight;
  if (!tabs || !tabs.getClientRects().length) out.push('no bar of the table\'s parts');
  const d = document.querySelector('#decision').getBoundingClientRect();
  if (d.top < 0 || d.top + 60 > bottom) out.push('the decision starts ' + Math.round(d.top) + 'px down, the first screen ends at ' + Math.round(bottom) + 'px');
  const b = document.querySelector('#decision button[data-move]:not([disabled])');
  if (b && b.getBoundingClientRect().bottom > bottom) out.push('the decision\'s first move is ' + Math.round(b.getBoundingClientRect().top) + 'px down, below the first screen');
  const hand = document.querySelector('#private:not([hidden]) [data-testid=hand]');
  if (hand && hand.getBoundingClientRect().top + 40 > bottom) out.push('the hand starts ' + Math.round(hand.getBoundingClientRect().top) + 'px down, below the first screen');
  const w = document.documentElement;
  if (w.scrollWidth > w.clientWidth + 1) out.push('the page is ' + w.scrollWidth + 'px wide on a ' + w.clientWidth + 'px screen');
  return out;
})()`

// partJS taps the bar's button for part and lists what is wrong: the
// part must show, start on the first screen, and be all that shows.
const partJS = `((part) => {
  const out = [];
  document.querySelector('[data-testid=tab-' + part + ']').click();
  const shown = [...document.querySelectorAll('.game-grid > [data-part]')].filter((el) => el.getClientRects().length);
  if (!shown.length) return ['the ' + part + ' button shows nothing'];
  const other = shown.filter((el) => el.dataset.part !== part && !(part === 'play' && el.dataset.part === 'board'));
  if (other.length) out.push('the ' + part + ' button also shows ' + other.map((el) => el.id).join(', '));
  const top = shown[0].getBoundingClientRect().top;
  if (top > innerHeight / 2) out.push('the ' + part + ' part starts ' + Math.round(top) + 'px down');
  return out;
})`

// TestTableForPlay: a table of every game, from its lobby through every
// kind of decision it reaches to its results and replay, checked by axe
// at each, and on a phone laid out for play (firstScreenJS, partJS).
func TestTableForPlay(t *testing.T) {
	src := browsertest.AxeSource(t)
	games := hosted()
	ts := browsertest.StartServer(t, games)
	for _, sc := range []struct {
		name  string
		phone bool
	}{{"desktop", false}, {"phone", true}} {
		for _, g := range games {
			t.Run(sc.name+"/"+g.Name(), func(t *testing.T) {
				ctx := screenBrowser(t, sc.phone)
				browsertest.APITable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}]}`, g.Name()))
				browsertest.Run(t, ctx, 10*time.Second, browsertest.Visible(`[data-testid=fill-bots]`))
				browsertest.Axe(t, ctx, src, "the lobby")
				browsertest.Audit(t, ctx, "the lobby", browsertest.OverflowJS)

				code := browsertest.APITable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}],"first_seat":0}`, g.Name()))
				playChecked(t, ctx, src, g, sc.phone)
				browsertest.Run(t, ctx, 10*time.Second, browsertest.JS(`window.scrollTo(0, 0)`))
				browsertest.Axe(t, ctx, src, "the results")
				browsertest.Audit(t, ctx, "the results", browsertest.OverflowJS)
				if sc.phone {
					browsertest.Audit(t, ctx, "the results", `(() => { const w = document.documentElement; const g = document.querySelector('#gala');
					  const wide = [...g.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > g.getBoundingClientRect().right + 1 && !el.closest('.scroll-x'));
					  return (w.scrollWidth > w.clientWidth + 1 ? ['the page is ' + w.scrollWidth + 'px wide'] : []).concat(wide.slice(0, 3).map((el) => el.tagName.toLowerCase() + '.' + el.className + ' runs out of the results'));
					})()`)
				}
				browsertest.Screenshot(t, ctx, fmt.Sprintf("%s-results-%s", sc.name, g.Name()), "viewport")
				browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/t/"+code+"/replay"), browsertest.Until(`!document.querySelector('#game').hidden`), chromedp.Sleep(500*time.Millisecond))
				browsertest.Axe(t, ctx, src, "the replay")
				browsertest.Audit(t, ctx, "the replay", browsertest.OverflowJS)
			})
		}
	}
}

// playChecked plays the table open in ctx to its results; at the first
// sight of each kind of decision it runs axe and, on a phone, the
// layout checks, with each part of the table tapped the first time.
func playChecked(t *testing.T, ctx context.Context, src string, g game.Game, phoneScreen bool) {
	t.Helper()
	seen := map[string]bool{}
	browsertest.PlayTo(t, ctx, 5*time.Minute, func(i int) {
		kind := browsertest.Eval[string](t, ctx, kindJS)
		if kind == "" || seen[kind] {
			return
		}
		seen[kind] = true
		what := fmt.Sprintf("%s, the decision %q", g.Name(), kind)
		if phoneScreen {
			if os.Getenv("EVERGREEN_DEBUG_SHOTS") == "1" {
				browsertest.Run(t, ctx, 5*time.Second, browsertest.JS(`window.scrollTo(0, 0)`))
				browsertest.Screenshot(t, ctx, fmt.Sprintf("debug-%s-%d", g.Name(), len(seen)), "viewport")
			}
			browsertest.Audit(t, ctx, what, firstScreenJS)
			browsertest.Audit(t, ctx, what, browsertest.UncoveredJS)
			browsertest.Audit(t, ctx, what, browsertest.OverflowJS)
			if len(seen) == 1 {
				browsertest.Run(t, ctx, 5*time.Second, browsertest.JS(`window.scrollTo(0, 0)`))
				browsertest.Screenshot(t, ctx, "phone-table-"+g.Name(), "viewport")
				for _, part := range []string{"board", "players", "chat", "log", "play"} {
					browsertest.Audit(t, ctx, what+", the "+part+" part", fmt.Sprintf(`(%s)(%q)`, partJS, part))
					browsertest.Axe(t, ctx, src, what+", the "+part+" part")
				}
				return
			}
		} else if len(seen) == 1 {
			browsertest.Screenshot(t, ctx, "desktop-table-"+g.Name(), "viewport")
		}
		browsertest.Axe(t, ctx, src, what)
	}, func(i int) string {
		return browsertest.SeedStep(t, ctx, tableStepJS, i)
	}, "move:", "confirm")
	if len(seen) == 0 {
		t.Fatalf("%s: no decision was ever shown", g.Name())
	}
	t.Logf("%s: decisions seen: %s", g.Name(), strings.Join(keys(seen), ", "))
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
