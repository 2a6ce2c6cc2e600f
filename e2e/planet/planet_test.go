package planet

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"
	"evergreen/game"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// The planet game in the browser: its renderer (games/evergreen/
// evergreenui) drawn by the frame, played through the page alone.

// evergreenServer hosts Nobles and the planet game, as cmd/evergreen does.
func evergreenServer(t *testing.T) string {
	t.Helper()
	return browsertest.StartServer(t, game.MustList(noblesgame.New(), evergreengame.New())).URL
}

// planetStepJS makes at most one decision on a planet-game table page:
// after the frame's part (browsertest.StepPrelude: the results, a
// hand-over cover, a move on its way) it clicks a decision button (pick,
// order, action, biome, skip), or clicks a highlighted space on the
// viewer's planet, a growth first when there is one. It reports what it
// did ("gala", "cover", "button:NAME", "space:NAME", "busy", "idle").
var planetStepJS = browsertest.StepScript(`
  const targets = [...document.querySelectorAll('#game-main [data-testid=target]')];
  const grow = targets.filter((x) => x.dataset.move === 'grow');
  const pool = grow.length ? grow : targets;
  if (pool.length) {
    const el = pool[seed % pool.length];
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    return 'space:' + el.dataset.move;
  }
  const buttons = [...document.querySelectorAll('#decision button[data-move]:not([disabled])')];
  const skip = buttons.find((b) => b.dataset.move === 'skip');
  const b = buttons.length ? buttons[seed % buttons.length] : null;
  if (skip && pool.length === 0) { skip.click(); return 'button:skip'; }
  if (b) { b.click(); return 'button:' + b.dataset.move; }
  return 'idle';
`)

func planetStep(t *testing.T, ctx context.Context, seed int) string {
	return browsertest.SeedStep(t, ctx, planetStepJS, seed)
}

// playPlanet plays one page to the results, at most d (browsertest.PlayTo).
func playPlanet(t *testing.T, ctx context.Context, d time.Duration, look func(i int), step func(i int) string) int {
	t.Helper()
	if step == nil {
		step = func(i int) string { return planetStep(t, ctx, i) }
	}
	return browsertest.PlayTo(t, ctx, d, look, step, "space:", "button:")
}

// TestEvergreenSoloGame plays a whole game of one person against one bot
// through the page: the form, the draft row with its leaf, the planet's
// highlighted spaces, the preview before committing, to the results.
func TestEvergreenSoloGame(t *testing.T) {
	base := evergreenServer(t)
	ctx := browsertest.Browser(t, 1280, 1000)
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/solo?game=evergreen"), browsertest.Visible(`#seat-0-kind`),
		browsertest.Visible(`[data-testid=evergreen-form-note]`))
	if got := browsertest.Eval[string](t, ctx, `document.querySelector('#seat-count').textContent`); !strings.Contains(got, "1 player") || !strings.Contains(got, "4 players") {
		t.Fatalf("the form offers %q, want 1 to 4 players", got)
	}
	browsertest.Run(t, ctx, 20*time.Second, browsertest.SetSelect("seat-count", "2"), browsertest.Visible(`#seat-1-kind`),
		browsertest.SetSelect("seat-0-kind", "local"), browsertest.TypeInto("seat-0-name", "Ada"), browsertest.SetSelect("seat-1-kind", "bot"))
	browsertest.Run(t, ctx, 20*time.Second, browsertest.JS(`document.getElementById('bot-pace').value = '1'`), browsertest.Click("create-table"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/t/') && !document.querySelector('#game').hidden`)

	// The board: two planets of the rule set's spaces, the sun's side,
	// the row with the leaf, the fertility area, six tracks each.
	browsertest.WaitFor(t, ctx, 10*time.Second, `!!document.querySelector('[data-testid=planet-0]') && !!document.querySelector('#game-main .leaf')`)
	cells := browsertest.Eval[int](t, ctx, `document.querySelectorAll('[data-testid=planet-0] .cell').length`)
	if cells != 45 { // the default 7×7 planet with its corners cut
		t.Errorf("the planet has %d spaces, want 45", cells)
	}
	for _, sel := range []string{"[data-testid=planet-1]", "[data-testid=sun-north]", "[data-testid=fertility]", "[data-testid=tracks-0] .track-space.marker", "[data-testid=preview-0]", "[data-testid=draft-row]"} {
		if !browsertest.Eval[bool](t, ctx, fmt.Sprintf(`!!document.querySelector(%q)`, sel)) {
			t.Errorf("the table page has no %s", sel)
		}
	}
	if n := browsertest.Eval[int](t, ctx, `document.querySelectorAll('[data-testid=tracks-0] .track').length`); n != 6 {
		t.Errorf("%d power tracks, want 6", n)
	}

	kinds := map[string]bool{}
	hovered, shot := false, false
	moves := playPlanet(t, ctx, 150*time.Second, func(int) {
		if k := browsertest.Eval[string](t, ctx, `(document.querySelector('[data-testid=decision-kind]') || {dataset: {}}).dataset.kind || ''`); k != "" {
			kinds[k] = true
		}
		// Before committing to a growth, the preview shows the season's
		// points after it.
		if !hovered && browsertest.Eval[bool](t, ctx, `!!document.querySelector('#game-main [data-testid=target][data-move=grow]')`) {
			after := browsertest.Eval[string](t, ctx, `(() => {
				const el = document.querySelector('#game-main [data-testid=target][data-move=grow]');
				el.dispatchEvent(new MouseEvent('mouseenter'));
				const p = document.querySelector('[data-testid=preview-after]');
				return p ? p.textContent : '';
			})()`)
			if !strings.Contains(after, "After this: sun") {
				t.Fatalf("resting on a growth shows %q, want the points after it", after)
			}
			hovered = true
		}
		// The picture: the third season, a growth offered and the
		// pointer resting on it.
		if browsertest.Shots() && !shot && browsertest.Eval[bool](t, ctx, `(document.querySelector('[data-testid=turn-line]') || {}).textContent?.startsWith('Season 3') && !!document.querySelector('#game-main [data-testid=target][data-move=grow]')`) {
			shot = true
			browsertest.Run(t, ctx, 5*time.Second, browsertest.JS(`document.querySelector('#game-main [data-testid=target][data-move=grow]').dispatchEvent(new MouseEvent('mouseenter'))`))
			browsertest.Screenshot(t, ctx, "evergreen-mid-game", "")
		}
	}, nil)
	for _, k := range []string{"draft", "order", "action"} {
		if !kinds[k] {
			t.Errorf("never decided %q (decided %v)", k, kinds)
		}
	}
	if !hovered {
		t.Error("no growth was ever offered on the planet")
	}
	body := browsertest.Text(t, ctx)
	for _, want := range []string{"The planets at the end", "Ada", "Season 4", "Sun", "Forest", "Fertility", "Compensation"} {
		if !strings.Contains(body, want) {
			t.Errorf("the results do not say %q", want)
		}
	}
	if n := browsertest.Eval[int](t, ctx, `document.querySelectorAll('[data-testid^=points-] tbody tr').length`); n != 10 {
		t.Errorf("the results have %d rows of points, want 5 sources for each of 2 players", n)
	}
	// Each player's table adds up to their score.
	ok := browsertest.Eval[bool](t, ctx, `[...document.querySelectorAll('[data-testid^=points-]')].every((tb) => {
		const sum = [...tb.querySelectorAll('tbody td.total')].reduce((a, td) => a + Number(td.textContent), 0);
		return tb.querySelector('caption').textContent.includes(': ' + sum + ' point');
	})`)
	if !ok {
		t.Error("a player's points by source do not add up to their score")
	}
	browsertest.Screenshot(t, ctx, "evergreen-results", "")
	if status := browsertest.Eval[int](t, ctx, `(() => {
		const x = new XMLHttpRequest();
		x.open('GET', document.querySelector('[data-testid=table-rulebook]').href, false);
		x.send();
		return x.status;
	})()`); status != 200 {
		t.Errorf("the table's Rulebook link answers %d", status)
	}

	// The replay draws the planets move by move with the same renderer.
	browsertest.Run(t, ctx, 20*time.Second, browsertest.Click("replay-link"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `location.pathname.endsWith('/replay') && !!document.querySelector('[data-testid=planet-1]')`)
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Click(`#last`, chromedp.NodeVisible),
		browsertest.Until(`document.querySelectorAll('[data-testid=planet-0] .piece').length > 0`))
	t.Logf("solo game: %d moves, decisions %v", moves, kinds)
}

// TestEvergreenOnlineTwoBrowsers: two people at one online table, joined
// by room code, place at the same time; the one who finishes first is
// told the table waits for 1 player; both reach the results.
func TestEvergreenOnlineTwoBrowsers(t *testing.T) {
	base := evergreenServer(t)
	host := browsertest.Browser(t, 1280, 1000)
	guest := browsertest.Browser(t, 1280, 1000)
	browsertest.Run(t, host, 20*time.Second, chromedp.Navigate(base+"/new?game=evergreen"), browsertest.Visible(`#seat-0-kind`),
		browsertest.SetSelect("seat-count", "2"), browsertest.Visible(`#seat-1-kind`),
		browsertest.TypeInto("seat-0-name", "Ada"), browsertest.SetSelect("seat-1-kind", "online"), browsertest.Click("create-table"))
	browsertest.WaitAcross(t, host, 20*time.Second, `location.pathname.startsWith('/t/') && !!document.querySelector('[data-testid=room-code]')`)
	code := browsertest.Eval[string](t, host, `document.querySelector('[data-testid=room-code]').textContent`)
	browsertest.Run(t, guest, 20*time.Second, chromedp.Navigate(base+"/"), browsertest.Click("home-join"),
		browsertest.TypeInto("code", strings.ToLower(code)), browsertest.Click("join-go"), browsertest.Visible(`[data-testid=claim-seat-1]`),
		browsertest.TypeInto("claim-name-1", "Ben"), browsertest.Click("claim-seat-1"), browsertest.Visible(`[data-testid=seated]`))
	browsertest.WaitFor(t, host, 10*time.Second, `(() => { const b = document.querySelector('[data-testid=start-year]'); return b && !b.disabled; })()`)
	browsertest.Run(t, host, 10*time.Second, browsertest.Click("start-year"))

	pages := []context.Context{host, guest}
	together, waitedForOne := false, false
	done := map[int]bool{}
	deadline := time.Now().Add(150 * time.Second)
	for i := 0; len(done) < 2; i++ {
		if time.Now().After(deadline) {
			t.Fatalf("no results in time; host page:\n%s\n\nguest page:\n%s", browsertest.Text(t, host), browsertest.Text(t, guest))
		}
		k := i % 2
		p := pages[k]
		look := browsertest.Eval[[]any](t, p, `[!!document.querySelector('[data-testid=also-waiting]'),
			(document.querySelector('[data-testid=waiting-count]') || {}).textContent || '']`)
		if look[0].(bool) {
			together = true // this seat decides while the other does too
		}
		if w := look[1].(string); strings.Contains(w, "Waiting for 1 player") {
			waitedForOne = true
		}
		// The guest dawdles now and then, so the host finishes first
		// and waits for them.
		if k == 1 && i%6 != 1 {
			continue
		}
		did := planetStep(t, p, i/2)
		if did == "gala" {
			done[k] = true
			continue
		}
		if !strings.HasPrefix(did, "space:") && !strings.HasPrefix(did, "button:") {
			time.Sleep(3 * time.Millisecond)
		}
	}
	if !together {
		t.Error("the two players never had a decision open at the same time")
	}
	if !waitedForOne {
		t.Error("a player who had finished placing was never told the table waits for 1 player")
	}
	for k, p := range pages {
		body := browsertest.Text(t, p)
		if !strings.Contains(body, "The planets at the end") || !strings.Contains(body, "Ada") || !strings.Contains(body, "Ben") {
			t.Errorf("page %d's results miss the title or a name:\n%s", k, body)
		}
	}
}

// TestEvergreenSolitary: one person against the automa, to the rank
// table's verdict.
func TestEvergreenSolitary(t *testing.T) {
	base := evergreenServer(t)
	ctx := browsertest.Browser(t, 1100, 900)
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/solo?game=evergreen"), browsertest.Visible(`#seat-0-kind`),
		browsertest.SetSelect("seat-count", "1"), browsertest.SetSelect("seat-0-kind", "local"), browsertest.TypeInto("seat-0-name", "Ada"), browsertest.Click("create-table"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/t/') && !!document.querySelector('[data-testid=planet-0]')`)
	automa := false
	playPlanet(t, ctx, 120*time.Second, func(int) {
		if !automa && strings.Contains(browsertest.Text(t, ctx), "The automa's cards: ") {
			automa = true
		}
	}, nil)
	if !automa {
		t.Error("the page never showed the cards the automa took")
	}
	if got := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=winner]').textContent`); !strings.Contains(got, "You reach") || !strings.Contains(got, "Rank: ") {
		t.Errorf("the solitary result reads %q, want the score and the rank", got)
	}
}

// TestEvergreenHotSeat: two people on one device. In the action phase
// both have a decision open at once; the device stays with one until
// they have finished, then the cover hands it to the other.
func TestEvergreenHotSeat(t *testing.T) {
	base := evergreenServer(t)
	ctx := browsertest.Browser(t, 1100, 900)
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/new?game=evergreen"), browsertest.Visible(`#seat-0-kind`),
		browsertest.SetSelect("seat-count", "2"), browsertest.Visible(`#seat-1-kind`),
		browsertest.TypeInto("seat-0-name", "Ada"), browsertest.TypeInto("seat-1-name", "Ben"), browsertest.Click("create-table"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/t/') && !document.querySelector('#game').hidden`)
	covers, meanwhile := 0, false
	playPlanet(t, ctx, 150*time.Second, func(int) {
		if !meanwhile && browsertest.Eval[bool](t, ctx, `!!document.querySelector('[data-testid=also-waiting]')`) {
			meanwhile = true
		}
	}, func(i int) string {
		did := planetStep(t, ctx, i)
		if did == "cover" {
			covers++
		}
		return did
	})
	// Each of 14 rounds hands the device over at least once in the draft
	// or the action phase.
	if covers < 14 {
		t.Errorf("%d hand-overs in a two-player hot-seat game, want at least 14", covers)
	}
	if !meanwhile {
		t.Error("a player placing was never told the other places at the same time")
	}
	if body := browsertest.Text(t, ctx); !strings.Contains(body, "Ada") || !strings.Contains(body, "Ben") || !strings.Contains(body, "The planets at the end") {
		t.Errorf("the results miss a name or the title:\n%s", body)
	}
}
