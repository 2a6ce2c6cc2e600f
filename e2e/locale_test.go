package e2e

import (
	"context"
	"fmt"
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

// englishJS lists the text the frame itself draws (the header and
// footer, the home page, the set-the-table form's own fields, the join
// and not-found pages, the lobby, the players and chat panels, the
// replay's controls) that reads as English: a whole word only English
// uses. What a game draws (its board, decisions, log, its part of the
// form) is the game's content and not looked at; proper names (the
// games' titles, player names) are not words here. A rule set's name is
// the reader's language's too (pageEnglishJS holds it there).
const englishJS = `(() => {
  const english = new Set(('the and your you of is are this that with for seat seats table game player players waiting ' +
    'move moves here away join play decision choose turn share room host who first next back loading nothing yet review ' +
    'rules watch watching claim again new set copy time clock none send say mute unmute undo pass device').split(' '));
  // Proper names: not the frame's words. An unnamed seat is stored
  // unnamed and named in the reader's language, so "Player 2" is English
  // here.
  const names = [/Nobles of Evergreen/g, /Evergreen/g, /Everdell/g, /\bAda\b/g, /\bBen\b/g, /SHA-256/g];
  const regions = ['header.site', 'footer.site', '.hero', 'section.choices', '.held', '.page-head', '#table-form > fieldset > legend',
    '#table-form .field-row', '#table-form > fieldset > .hint:not(#first-hint)', '#table-form details.more', '#create-table',
    '.seat-fields label[for$="-kind"]', '.seat-fields label[for$="-name"] .field-label', '.seat-fields label[for$="-bot"]',
    '.seat-fields .hint', '.narrow', '#lobby .share', '#lobby .host-actions', '#lobby .note', '#lobby .claim', '#lobby .lobby-who strong',
    '#players', '#chat', '.replay-controls', '#loading', '#cover', '#facts > h2', '.undo-bar'];
  const skip = '.lobby-who .small, [data-testid^=seat-][data-testid$=-bot-about], option[value=random]';
  const out = [];
  for (const sel of regions) for (const root of document.querySelectorAll(sel)) {
    if (root.closest('[hidden]')) continue;
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.parentElement.closest(skip) || n.parentElement.closest('script,style')) continue;
      let s = n.textContent;
      for (const re of names) s = s.replace(re, ' ');
      const words = s.toLowerCase().match(/[a-z]+/g) || [];
      if (words.some((w) => english.has(w))) out.push(n.textContent.trim());
    }
    for (const el of root.querySelectorAll('[aria-label],[placeholder],[title]')) {
      for (const a of ['aria-label', 'placeholder', 'title']) {
        const v = el.getAttribute(a);
        let said = v || '';
        for (const re of names) said = said.replace(re, ' ');
        if ((said.toLowerCase().match(/[a-z]+/g) || []).some((w) => english.has(w))) out.push(a + '=' + v);
      }
    }
  }
  return [...new Set(out)];
})()`

// TestEveryLocaleSpeaksItsLanguage: in German, Spanish and Traditional
// Chinese, for every game, the frame's pages in their main states carry
// no English word of the frame's own, <html lang> names the locale, and
// in German (the longest) nothing is cut or overflows at phone width.
func TestEveryLocaleSpeaksItsLanguage(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())
	base := startServerWith(t, games).URL
	for _, lang := range []string{"de", "es", "zh-Hant"} {
		t.Run(lang, func(t *testing.T) {
			ctx := browser(t, 1280, 900)
			if lang == "de" {
				ctx = phone(t)
			}
			run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/lang?lang="+lang))
			// The player who joins a lobby: another browser, the same language.
			guest := browser(t, 1280, 900)
			run(t, guest, 20*time.Second, chromedp.Navigate(base+"/lang?lang="+lang))
			// look checks a page; frame: the platform's own page, whose
			// frame regions englishJS knows.
			var check func(what string, frame, phoneAudit bool)
			lookIn := func(c context.Context, what string) {
				t.Helper()
				was := ctx
				ctx = c
				defer func() { ctx = was }()
				check(what, true, lang == "de" && c == was)
			}
			check = func(what string, frame, phoneAudit bool) {
				t.Helper()
				if got := eval[string](t, ctx, `document.documentElement.lang`); got != lang {
					t.Errorf("%s: <html lang=%q>, want %q", what, got, lang)
				}
				if left := eval[[]string](t, ctx, englishJS); frame && len(left) > 0 {
					t.Errorf("%s: English on a %s page: %q", what, lang, left)
				}
				if left := eval[[]string](t, ctx, pageEnglishJS()); len(left) > 0 {
					t.Errorf("%s: English on a %s page, outside the exemptions (locale_pages_test.go): %q", what, lang, left)
				}
				if lang == "de" && phoneAudit {
					audit(t, ctx, what, overflowJS)
					audit(t, ctx, what, cutJS)
					audit(t, ctx, what, textFitJS)
				}
			}
			look := func(what string) { t.Helper(); check(what, true, true) }
			// A game's own pages (its Rulebook, its Studio); the Studio's
			// editor, whose tables of cards are wider than a phone in every
			// language and scroll sideways by design, is not audited there.
			lookGame := func(what string) { t.Helper(); check(what, false, true) }
			lookEditor := func(what string) { t.Helper(); check(what, false, false) }
			run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/"), visible(`[data-testid=home-new]`))
			look("home")
			screenshot(t, ctx, "locale-"+lang+"-home", "viewport")
			run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/join?code=!!"), visible(`#join-error`))
			look("join, a bad code")
			run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/nowhere"), visible(`.narrow h1`))
			look("not found")
			for _, g := range games {
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/new?game="+g.Name()), visible(`#seat-0-kind`),
					setSelect("seat-count", fmt.Sprint(max(2, firstOf(g.Players())))), visible(`#seat-1-kind`),
					setSelect("seat-1-kind", "bot"))
				look(g.Name() + ": set the table")
				run(t, ctx, 20*time.Second, setSelect("seat-1-kind", "online"))
				look(g.Name() + ": set the table, an online seat")
				// The lobby, seen by its host and by a player who joins it
				// from another browser; a bot's seat names its level.
				code := apiTable(t, ctx, base, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"online"},{"kind":"bot","bot":"novice"}]}`, g.Name()))
				run(t, ctx, 10*time.Second, visible(`[data-testid=fill-bots]`))
				look(g.Name() + ": the lobby, its host")
				run(t, guest, 20*time.Second, chromedp.Navigate(base+"/t/"+code), visible(`[data-testid=claim-seat-1]`))
				lookIn(guest, g.Name()+": the lobby, a player come to join")
				run(t, guest, 20*time.Second, typeInto("claim-name-1", "Ben"), click("claim-seat-1"), visible(`[data-testid=seated]`))
				lookIn(guest, g.Name()+": the lobby, a player seated")
				run(t, ctx, 10*time.Second, visible(`[data-testid=start-year]:not([disabled])`))
				look(g.Name() + ": the lobby, its host with every seat taken")
				// A solo table (alone, or against a bot where the game
				// needs two), at the player's decision.
				solo := `{"kind":"local","name":"Ada"}`
				if lo, _ := g.Players(); lo > 1 {
					solo += `,{"kind":"bot","bot":"novice"}`
				}
				apiTable(t, ctx, base, fmt.Sprintf(`{"game":%q,"seats":[%s],"first_seat":0}`, g.Name(), solo))
				waitFor(t, ctx, 30*time.Second, browsertest.AtDecisionJS)
				look(g.Name() + ": a solo table, at a decision")
				if g.Name() == "evergreen" {
					screenshot(t, ctx, "locale-"+lang+"-planet-table", "viewport")
				}
				if g.Name() == "nobles" && lang == "de" {
					screenshot(t, ctx, "locale-de-phone-table", "viewport")
				}
				// A hot-seat table: the cover that hands the device over to
				// the first player, an unnamed seat.
				apiTable(t, ctx, base, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"local"}],"first_seat":1}`, g.Name()))
				run(t, ctx, 20*time.Second, visible(`[data-testid=cover-tap]`))
				look(g.Name() + ": a hot-seat table's cover")
				if g.Name() == "nobles" {
					screenshot(t, ctx, "locale-"+lang+"-hotseat-cover", "viewport")
				}
				// A finished game, two bots to the end: its results, and its
				// replay at the start and at the end.
				ended := browsertest.EndedTable(t, base, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"bot","bot":"random","name":"Ada"},{"kind":"bot","bot":"random"}]}`, g.Name()))
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/t/"+ended), visible(`#gala`))
				look(g.Name() + ": the results")
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/t/"+ended+"/replay"), visible(`[data-testid=replay-next]`),
					click("replay-next"), until(`document.getElementById('step').value === '1'`))
				look(g.Name() + ": the replay, its first move")
				run(t, ctx, 20*time.Second, click("replay-last"), until(`(s => s.value === s.max)(document.getElementById('step'))`))
				look(g.Name() + ": the replay, at the end")
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/t/"+code+"/replay"), visible(`#loading a`))
				look(g.Name() + ": the replay before the end")
				home := "/games/" + g.Name()
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+home+"/rulebook"), visible(`.rb-page h1`))
				lookGame(g.Name() + ": the Rulebook")
				if g.Name() == "nobles" {
					screenshot(t, ctx, "locale-"+lang+"-rulebook", "viewport")
					run(t, ctx, 20*time.Second, chromedp.Navigate(base+home+"/guidance"), visible(`.rb-page h1`))
					lookGame(g.Name() + ": the Crown's Guidance")
				}
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+home+"/t/"+code+"/rulebook"), visible(`.rb-page h1`))
				lookGame(g.Name() + ": the table's Rulebook")
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+home+"/t/ZZZZ/rulebook"), visible(`.rb-problem h1`))
				lookGame(g.Name() + ": the Rulebook of no table")
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+home+"/studio"), visible(`[data-testid=copy-default]`))
				// The page's script has bound its buttons (a click before it would be lost).
				waitFor(t, ctx, 20*time.Second, `!!document.querySelector('#studio-index[data-ready]')`)
				lookGame(g.Name() + ": the Studio's library")
				// A ready-made variant's page: its changes from the default,
				// in words (the diff in words, said in the reader's language).
				if variant := eval[string](t, ctx, `(document.querySelector('[data-testid^=open-variant-]') || {}).dataset?.testid || ''`); variant != "" {
					run(t, ctx, 20*time.Second, click(variant))
					waitAcross(t, ctx, 20*time.Second, `!!document.querySelector('[data-testid=changes]')`)
					lookGame(g.Name() + ": the Studio's page of a variant, its changes in words")
				}
				run(t, ctx, 20*time.Second, chromedp.Navigate(base+home+"/studio/new"), editorIs("valid"))
				lookEditor(g.Name() + ": the Studio's editor")
				if g.Name() == "nobles" {
					screenshot(t, ctx, "locale-"+lang+"-studio-editor", "viewport")
				}
			}
		})
	}
}

func firstOf(lo, _ int) int { return lo }

// TestLanguagePickerRemembers: choosing a language in the picker draws
// the page again in it, and the next page too.
func TestLanguagePickerRemembers(t *testing.T) {
	base := startServer(t).URL
	ctx := browser(t, 1280, 900)
	// The choice sends the form, so the page goes: the change is made
	// after the script that makes it has returned.
	run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/join"), visible(`[data-testid=lang-select]`),
		js(`setTimeout(() => { const s = document.getElementById('lang-select'); s.value = 'es'; s.dispatchEvent(new Event('change')); }, 0)`))
	waitAcross(t, ctx, 20*time.Second, `document.documentElement.lang === 'es' && location.pathname === '/join'`)
	run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/new"), visible(`#seat-0-kind`))
	if got := eval[string](t, ctx, `document.querySelector('h1').textContent`); !strings.Contains(got, "Preparar la mesa") {
		t.Errorf("after choosing Spanish, /new reads %q", got)
	}
	if got := eval[string](t, ctx, `document.querySelector('#seat-0-kind option[value=bot]').textContent`); got != "Un bot" {
		t.Errorf("the form's script writes %q, want the catalog's Spanish", got)
	}
}
