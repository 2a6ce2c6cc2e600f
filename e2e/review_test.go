package e2e

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"
	"evergreen/game"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server"
	"evergreen/store/sqlite"
)

// reviewServer hosts every game with shallow reviews (a handful of
// samples a move), their background slots never resting (PreviewDuty
// 1), so that a browser test waits seconds for one.
func reviewServer(t *testing.T, games game.List) string {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "e2e.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: st, Games: games, BotDelayMs: new(1), ReviewSamples: 4, PreviewDuty: 1,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { ts.Close(); srv.Close(); st.Close() })
	return ts.URL
}

// botGame sets a table of two random bots for game and waits until their
// game is over.
func botGame(t *testing.T, base, name string) string {
	t.Helper()
	return browsertest.EndedTable(t, base, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"bot","bot":"random","name":"Ada"},{"kind":"bot","bot":"random","name":"Ben"}]}`, name))
}

// TestReview opens the review of a finished game of every hosted game
// from its results, on a desktop: it streams in, then shows each seat's
// accuracy, the chart with its table, the decisions; a decision goes to
// its move and says what the better move was; on a phone the review of
// the same game opens at once (it was kept) and nothing spills out.
func TestReview(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())
	base := reviewServer(t, games)
	ctx := browser(t, 1280, 900)
	var codes []string
	for _, g := range games {
		t.Run(g.Name(), func(t *testing.T) {
			code := botGame(t, base, g.Name())
			codes = append(codes, code)
			run(t, ctx, 30*time.Second, chromedp.Navigate(base+"/t/"+code), visible(`[data-testid=review-link]`), click("review-link"),
				visible(`[data-testid=review-start]`), click("review-start"))
			run(t, ctx, 5*time.Minute, until(`!!document.querySelector('[data-testid=review-summary]')`))
			for _, sel := range []string{"review-chart", "review-chart-table", "review-accuracy-0", "review-accuracy-1", "review-next-mistake"} {
				if !eval[bool](t, ctx, fmt.Sprintf(`!!document.querySelector('[data-testid=%s]')`, sel)) {
					t.Errorf("%s: the review lacks %s:\n%s", g.Name(), sel, text(t, ctx))
				}
			}
			// The first decision the review lists goes to its move, and the
			// review says what was played there.
			step := eval[int](t, ctx, `Number(document.querySelector('[data-testid=review-moves] li').dataset.step)`)
			run(t, ctx, 10*time.Second, js(`document.querySelector('[data-testid=review-moves] li button').click()`),
				until(fmt.Sprintf(`document.querySelector('[data-testid=replay-label]').textContent.startsWith('Move %d of')`, step)),
				until(`document.querySelector('[data-testid=review-here]').textContent.includes('played')`))
			// A decision where the bot would have played otherwise shows the
			// better move in words (the game's, not the move's JSON).
			if eval[bool](t, ctx, `!!document.querySelector('[data-testid=review-moves] li[data-better=yes]')`) {
				run(t, ctx, 10*time.Second, js(`document.querySelector('[data-testid=review-moves] li[data-better=yes] button').click()`),
					until(`!!document.querySelector('[data-testid=review-better]')`))
				if words := eval[string](t, ctx, `document.querySelector('[data-testid=review-better]').textContent`); strings.Contains(words, "{") {
					t.Errorf("%s: the better move is not in words: %q", g.Name(), words)
				}
			} else {
				t.Errorf("%s: random bots never once played otherwise than the judge would", g.Name())
			}
			// The better move is shown on the board too: from the decision,
			// "Show it on the board" goes to the position it was taken in,
			// where the game's renderer marks the move.
			if !betterOnBoard(t, ctx) {
				t.Errorf("%s: no better move was marked on the board:\n%s", g.Name(), text(t, ctx))
			}
			// Next mistake goes to a marked move, whose mark the replay's
			// line naming the move then shows.
			if eval[bool](t, ctx, `!!document.querySelector('[data-testid=review-moves] .review-mark')`) {
				run(t, ctx, 10*time.Second, click("review-next-mistake"), until(`!!document.querySelector('[data-testid=replay-mark]')`))
				t.Logf("%s: next mistake went to move %s", g.Name(), eval[string](t, ctx, `document.querySelector('[data-testid=replay-label]').textContent`))
			}
			if g.Name() == "nobles" {
				screenshot(t, ctx, "review", "")
			}
		})
	}
	mobile := phone(t)
	for _, code := range codes {
		run(t, mobile, 30*time.Second, chromedp.Navigate(base+"/t/"+code+"/replay#review"),
			until(`!!document.querySelector('[data-testid=review-summary]')`))
		audit(t, mobile, "the review on a phone", overflowJS)
		if code == codes[0] {
			run(t, mobile, 10*time.Second, js(`document.querySelector('[data-testid=review]').scrollIntoView()`))
			screenshot(t, mobile, "review-phone", "")
		}
		if !eval[bool](t, mobile, `document.documentElement.scrollWidth <= document.documentElement.clientWidth`) {
			t.Errorf("the review on a phone is wider than the screen")
		}
		if !eval[bool](t, mobile, `!!document.querySelector('[data-testid=review-chart]')`) {
			t.Errorf("no chart on a phone:\n%s", text(t, mobile))
		}
		if !betterOnBoard(t, mobile) {
			t.Errorf("no better move was marked on the board on a phone:\n%s", text(t, mobile))
		}
		// The chart goes to the moves: a tap at its right end shows the
		// last judged move.
		last := eval[int](t, mobile, `Math.max(...[...document.querySelectorAll('[data-testid=review-chart-table] tbody th')].map((th) => Number(th.textContent)))`)
		run(t, mobile, 10*time.Second, js(`(() => { const c = document.querySelector('[data-testid=review-chart]'); const b = c.getBoundingClientRect();
			c.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: b.right - 1, clientY: b.top + b.height / 2 })); })()`),
			until(fmt.Sprintf(`document.querySelector('[data-testid=replay-label]').textContent.startsWith('Move %d of')`, last)))
	}
}

// betterOnBoard tries the review's decisions where the strongest bot
// would have played otherwise, in order, until the game's renderer marks
// one's better move on the board it was to be played on (the position
// before it), and says so beside it; false if none was.
func betterOnBoard(t *testing.T, ctx context.Context) bool {
	t.Helper()
	n := eval[int](t, ctx, `document.querySelectorAll('[data-testid=review-moves] li[data-better=yes]').length`)
	for i := range min(n, 40) {
		step := eval[int](t, ctx, fmt.Sprintf(`Number(document.querySelectorAll('[data-testid=review-moves] li[data-better=yes]')[%d].dataset.step)`, i))
		before := fmt.Sprintf("Move %d of", step-1)
		if step == 1 {
			before = "Before the first move"
		}
		run(t, ctx, 10*time.Second, js(fmt.Sprintf(`document.querySelectorAll('[data-testid=review-moves] li[data-better=yes]')[%d].querySelector('button').click()`, i)),
			until(fmt.Sprintf(`document.querySelector('[data-testid=replay-label]').textContent.startsWith('Move %d of')`, step)),
			visible(`[data-testid=review-show-better]`), click("review-show-better"),
			until(fmt.Sprintf(`document.querySelector('[data-testid=replay-label]').textContent.startsWith(%q)`, before)),
			until(`!!document.querySelector('[data-testid=review-better-here]')`))
		said := eval[string](t, ctx, `document.querySelector('[data-testid=review-better-here]').textContent`)
		marked := eval[bool](t, ctx, `!!document.querySelector('#game-main [data-suggested]')`)
		if marked != strings.Contains(said, "marked on the board") {
			t.Errorf("move %d: the board's mark (%v) and the words disagree: %q", step, marked, said)
		}
		if marked {
			return true
		}
	}
	return false
}
