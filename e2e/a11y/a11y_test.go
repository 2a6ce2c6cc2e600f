package a11y

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"evergreen/e2e/internal/browsertest"
	"evergreen/game"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// Every hosted game's pages, on a desktop (1280 px) and on a phone
// (390×844), read by axe-core against WCAG 2.2 AA (browsertest.Axe),
// with the header naming the game (TestAxePages), and a whole game of
// each played by keyboard alone (TestKeyboardOnly). A table of each
// game under axe and the phone's layout checks is e2e/tables's.

// hosted are the games cmd/evergreen hosts.
func hosted() game.List {
	return game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())
}

// screens are the two screens every page is checked on.
var screens = []struct {
	name  string
	phone bool
}{{"desktop", false}, {"phone", true}}

func screenBrowser(t *testing.T, phoneScreen bool) context.Context {
	if phoneScreen {
		return browsertest.Phone(t)
	}
	return browsertest.Browser(t, 1280, 900)
}

// headerJS lists what is wrong with the header for the game called
// want: it names that game, shows that game's own links alone (Play
// first), and takes one line on a desktop, two short ones on a phone.
const headerJS = `((want, title, phone) => {
  const out = [];
  const hd = document.querySelector('header.site');
  const shown = [...hd.querySelectorAll('[data-game-nav]')].filter((n) => !n.hidden).map((n) => n.dataset.gameNav);
  if (shown.join() !== want) out.push('the header shows the links of ' + (shown.join(', ') || 'no game') + ', want ' + want);
  const t = hd.querySelector('[data-game-title]');
  if (t && t.textContent.trim() !== title) out.push('the header names the game "' + t.textContent.trim() + '", want "' + title + '"');
  const first = hd.querySelector('[data-game-nav=' + want + '] a');
  if (!first || first.textContent.trim() !== 'Play') out.push('the game\'s links do not start with Play');
  const h = hd.getBoundingClientRect().height;
  if (h > (phone ? 100 : 64)) out.push('the header is ' + Math.round(h) + 'px tall');
  return out;
})`

// TestAxePages: the site's pages and every game's own, with the header
// naming the game each is about.
func TestAxePages(t *testing.T) {
	src := browsertest.AxeSource(t)
	games := hosted()
	ts := browsertest.StartServer(t, games)
	for _, sc := range screens {
		t.Run(sc.name, func(t *testing.T) {
			ctx := screenBrowser(t, sc.phone)
			for _, path := range []string{"/", "/join", "/nowhere"} {
				browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+path), browsertest.Visible(`header.site`))
				browsertest.Axe(t, ctx, src, path)
				browsertest.Audit(t, ctx, path, browsertest.OverflowJS)
			}
			for _, g := range games {
				browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/new?game="+g.Name()), browsertest.Visible(`header.site`))
				links := browsertest.Eval[[]string](t, ctx, `[...document.querySelectorAll('header.site [data-game-nav=`+g.Name()+`] a')].map((a) => a.getAttribute('href'))`)
				for _, path := range append(links, "/solo?game="+g.Name()) {
					browsertest.Run(t, ctx, 30*time.Second, chromedp.Navigate(ts.URL+path), browsertest.Visible(`header.site`), chromedp.Sleep(300*time.Millisecond))
					what := g.Name() + " " + path
					browsertest.Audit(t, ctx, what, fmt.Sprintf(`(%s)(%q, %q, %v)`, headerJS, g.Name(), g.Title(), sc.phone))
					browsertest.Audit(t, ctx, what, browsertest.OverflowJS)
					browsertest.Axe(t, ctx, src, what)
					if sc.phone && path == links[0] {
						browsertest.Screenshot(t, ctx, "phone-header-"+g.Name(), "viewport")
					}
				}
			}
		})
	}
}

// keyStepJS says what the keyboard should do next on a table page:
// "gala" at the results, "busy" while a move is on its way, "enter" when
// the focus is on a control that makes a move (a move button, a space on
// a board, the hand-over cover's button, a confirmation), "tab" when it
// is elsewhere, "wait" when there is nothing to decide. pick is how many
// move controls to pass over before pressing one (the seed's choice).
const keyStepJS = `((pick) => {
  const vis = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  if (vis(document.querySelector('[data-testid=gala]'))) return 'gala';
  if (document.querySelector('#table-app[data-busy]')) return 'busy';
  const a = document.activeElement;
  const dlg = document.querySelector('dialog[open]');
  const cover = document.querySelector('[data-testid=cover-tap]');
  if (dlg) return a && a.matches('[data-testid^=confirm]') ? 'enter' : 'tab';
  if (vis(cover)) return a === cover ? 'enter' : 'tab';
  const all = [...document.querySelectorAll('#decision button[data-move]:not([disabled]), #game-main [data-testid=target], #game-main button[data-move]:not([disabled])')].filter(vis);
  if (!all.length) return 'wait';
  const passes = ['pass', 'skip'];
  const moves = all.some((m) => !passes.includes(m.dataset.move)) ? all.filter((m) => !passes.includes(m.dataset.move)) : all;
  if (all.includes(a) && window.__first === undefined) window.__first = window.__tabs || 0;
  return a === moves[pick % moves.length] ? 'enter' : 'tab';
})`

// TestKeyboardOnly plays a whole game of every hosted game with the
// keyboard alone (Tab and Enter, as real key events): from the skip link
// to the decision, then from one decision to the next, the focus kept
// on the decision by the frame. It reports the most Tab presses a
// decision's first move control took to reach.
func TestKeyboardOnly(t *testing.T) {
	games := hosted()
	ts := browsertest.StartServer(t, games)
	for _, g := range games {
		t.Run(g.Name(), func(t *testing.T) {
			ctx := browsertest.Browser(t, 1280, 900)
			browsertest.APITable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}],"first_seat":0}`, g.Name()))
			browsertest.WaitFor(t, ctx, 20*time.Second, `!document.querySelector('#game').hidden`)
			// The page opens with the focus on the decision; from the top
			// of the page, the first control (the skip link) goes to it.
			if !browsertest.Eval[bool](t, ctx, `document.activeElement === document.querySelector('#decision')`) {
				t.Errorf("the page opens with the focus on %s, not the decision", browsertest.Eval[string](t, ctx, `document.activeElement.outerHTML.slice(0, 120)`))
			}
			if got := browsertest.Eval[string](t, ctx, `document.querySelector('a[href], button, input, select, summary, [tabindex="0"]').textContent`); got != "Skip to your decision" {
				t.Fatalf("the page's first control is %q, want the skip link to the decision", got)
			}
			browsertest.Run(t, ctx, 5*time.Second, browsertest.JS(`document.querySelector('a.skip').focus()`), chromedp.KeyEvent(kb.Enter))
			if !browsertest.Eval[bool](t, ctx, `document.activeElement === document.querySelector('#decision')`) {
				t.Fatalf("the skip link does not take the focus to the decision")
			}
			moves, tabs, most := 0, 0, 0
			deadline := time.Now().Add(5 * time.Minute)
			for i := 0; ; i++ {
				if time.Now().After(deadline) {
					t.Fatalf("no results after %d moves by keyboard; the page says:\n%s", moves, browsertest.Text(t, ctx))
				}
				pick := moves % 2
				did := browsertest.Eval[string](t, ctx, fmt.Sprintf(`(%s)(%d)`, keyStepJS, pick))
				switch did {
				case "gala":
					t.Logf("%s: %d moves by keyboard alone; the first move control of a decision was at most %d Tab presses from where the focus stood", g.Name(), moves, most)
					return
				case "enter":
					most = max(most, browsertest.Eval[int](t, ctx, `window.__first || 0`))
					browsertest.Run(t, ctx, 5*time.Second, chromedp.KeyEvent(kb.Enter), browsertest.JS(`window.__first = undefined; window.__tabs = 0`))
					moves++
					tabs = 0
				case "tab":
					if tabs++; tabs > 400 {
						t.Fatalf("400 Tab presses and the move chosen not reached; the focus is on %s", browsertest.Eval[string](t, ctx, `document.activeElement.outerHTML.slice(0, 200)`))
					}
					browsertest.Run(t, ctx, 5*time.Second, chromedp.KeyEvent(kb.Tab), browsertest.JS(`window.__tabs = (window.__tabs || 0) + 1`))
				default:
					time.Sleep(10 * time.Millisecond)
				}
			}
		})
	}
}
