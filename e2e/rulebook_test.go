package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// rulebookJS reads a Rulebook page as a reader meets it: its sections,
// the contents' links that lead nowhere, the badges the legend does not
// explain, placeholders left unfilled, and another game's words.
const rulebookJS = `(() => {
  const page = document.querySelector('.rb-page');
  const legend = new Set([...document.querySelectorAll('.rb-legend .rb-badge')].map((b) => b.className));
  const text = page.innerText;
  // The rule set's description is the designer's, not the page's words.
  const own = text.replace((page.querySelector('.rb-description') || {}).innerText || '\u0000', '');
  return {
    sections: [...page.querySelectorAll('section.rb-rule[id]')].map((s) => s.id),
    deadLinks: [...page.querySelectorAll('.rb-toc a')].filter((a) => !document.getElementById(a.hash.slice(1))).map((a) => a.hash),
    unexplained: legend.size === 0 ? [] : [...new Set([...page.querySelectorAll('.rb-badge')].map((b) => b.className).filter((c) => !legend.has(c)))],
    unfilled: (text.match(/\{[a-z_.:|!]+\}|\[not set in this rule set\]/g) || []),
    crown: /\bCrown/.test(text),
    seed: /\bseed\b/i.test(own),
    back: [...page.querySelectorAll('.rb-tools a')].map((a) => new URL(a.href).pathname),
    heading: (page.querySelector('h1') || {}).textContent || '',
  };
})()`

type rulebookRead struct {
	Sections, DeadLinks, Unexplained, Unfilled, Back []string
	Crown, Seed                                      bool
	Heading                                          string
}

// TestRulebookAlikeInEveryGame: every hosted game's Rulebook, and Highest
// Unique's, is the platform's one page at /games/{name}/rulebook and
// /games/{name}/t/{code}/rulebook: it has every section the game's
// manifest declares, each reachable from the contents; every badge it
// shows is explained in its legend; no placeholder is left unfilled; it
// speaks the game's own words (the Crown only in Nobles, never "the
// seed" we wrote a game from, outside a rule set's own description); the
// table's page links back to the table;
// and Print prints.
func TestRulebookAlikeInEveryGame(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New(), highest.New())
	ts := startServerWith(t, games)
	ctx := browser(t, 1280, 900)
	for _, g := range games {
		t.Run(g.Name(), func(t *testing.T) {
			code := apiTable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"local","name":"Bo"}]}`, g.Name()))
			for _, path := range []string{"/rulebook", "/t/" + code + "/rulebook"} {
				url := ts.URL + "/games/" + g.Name() + path
				run(t, ctx, 20*time.Second, chromedp.Navigate(url), visible(`.rb-page h1`))
				got := eval[rulebookRead](t, ctx, rulebookJS)
				for _, id := range g.Manifest().Rulebook {
					if !strings.Contains(" "+strings.Join(got.Sections, " ")+" ", " "+id+" ") {
						t.Errorf("%s: no section %q, which the manifest declares (has %v)", path, id, got.Sections)
					}
				}
				if len(got.DeadLinks) > 0 {
					t.Errorf("%s: the contents link to sections that are not there: %v", path, got.DeadLinks)
				}
				if len(got.Unexplained) > 0 {
					t.Errorf("%s: badges the legend does not explain: %v", path, got.Unexplained)
				}
				if len(got.Unfilled) > 0 {
					t.Errorf("%s: unfilled placeholders: %v", path, got.Unfilled)
				}
				if got.Crown != (g.Name() == "nobles") {
					t.Errorf("%s: speaks of the Crown: %v, want only in Nobles", path, got.Crown)
				}
				if got.Seed {
					t.Errorf("%s: tells players of the seed", path)
				}
				atTable := strings.HasPrefix(path, "/t/")
				if back := strings.Contains(" "+strings.Join(got.Back, " ")+" ", " /t/"+code+" "); back != atTable {
					t.Errorf("%s: links back to the table: %v, want %v (links %v)", path, back, atTable, got.Back)
				}
			}
			run(t, ctx, 5*time.Second, js(`window.__printed = 0; window.print = () => window.__printed++;`), js(`document.querySelector(".rb-print").click()`))
			if n := eval[float64](t, ctx, `window.__printed`); n != 1 {
				t.Errorf("Print printed %v times, want once", n)
			}
		})
	}
}
