package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"evergreen/e2e/internal/browsertest"
	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// anyStepJS makes at most one decision on any game's table page: after
// the frame's part (browsertest.StepPrelude) it clicks a highlighted
// space of the game's board, if the game draws any, or an enabled
// decision button, chosen by seed. It reports what it did ("gala",
// "cover", "busy", "move:NAME", "idle").
var anyStepJS = browsertest.StepScript(`
  const targets = [...document.querySelectorAll('#game-main [data-testid=target]')];
  if (targets.length) {
    const el = targets[seed % targets.length];
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    return 'move:' + el.dataset.move;
  }
  const buttons = [...document.querySelectorAll('#decision button[data-move]:not([disabled])')]
    .filter((b) => b.dataset.move !== 'pass' && b.dataset.move !== 'wait');
  if (!buttons.length) return 'idle';
  const b = buttons[seed % buttons.length];
  b.click();
  return 'move:' + b.dataset.move;
`)

// TestUndoInTheFrame plays every hosted game, and Highest Unique, hot-seat
// on one device until the frame offers an Undo (a move that revealed
// nothing): the button is then enabled and shown, the U key takes the
// move back, and the log says so to everyone at the table.
func TestUndoInTheFrame(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New(), highest.New())
	ts := startServerWith(t, games)
	ctx := browser(t, 1100, 850)
	for _, g := range games {
		t.Run(g.Name(), func(t *testing.T) {
			seats := `[{"kind":"local","name":"Ada"},{"kind":"local","name":"Ben"}]`
			if g.Name() == "highest" {
				seats = `[{"kind":"local","name":"Ada"},{"kind":"local","name":"Ben"},{"kind":"local","name":"Cleo"}]`
			}
			apiTable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":%s}`, g.Name(), seats))
			offered := `(() => { const b = document.querySelector('[data-testid=undo]'); return !!b && !b.disabled && !document.querySelector('[data-testid=undo-bar]').hidden; })()`
			for i, deadline := 0, time.Now().Add(60*time.Second); !eval[bool](t, ctx, offered); i++ {
				if time.Now().After(deadline) {
					t.Fatalf("no Undo offered after %d steps; page says:\n%s", i, text(t, ctx))
				}
				did := browsertest.SeedStep(t, ctx, anyStepJS, i)
				if did == "gala" {
					t.Fatal("the game ended with no Undo offered")
				}
				if strings.HasPrefix(did, "move:") {
					waitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
				}
				time.Sleep(5 * time.Millisecond)
			}
			run(t, ctx, 10*time.Second, js(`document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'u', bubbles: true}))`))
			waitFor(t, ctx, 10*time.Second, `document.querySelector('[data-testid=log]').textContent.includes('took a move back')`)
			if got := eval[string](t, ctx, `document.querySelector('[data-testid=undo]').getAttribute('aria-keyshortcuts')`); !strings.Contains(got, "U") {
				t.Errorf("the Undo button names no shortcut: %q", got)
			}
		})
	}
}

// TestUndoNoblesSave plays Nobles hot-seat until a House Saves: the next
// seat, handed the device, may take the Save back (nothing was revealed
// since), the log says so, and the House that saved decides its Duty
// again.
func TestUndoNoblesSave(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1280, 900)
	setTable(t, ctx, ts.URL, "/new", []seatSpec{{"local", "Ada", "ashgrove"}, {"local", "Ben", "merrow"}}, false, "")
	saved := false
	for deadline := time.Now().Add(90 * time.Second); ; {
		if time.Now().After(deadline) {
			t.Fatalf("no Save and hand-over; page says:\n%s", text(t, ctx))
		}
		did := step(t, ctx, "save")
		if did == "gala" {
			t.Fatal("the year ended without a Save")
		}
		if did == "move:save" {
			saved = true
		}
		if strings.HasPrefix(did, "move:") {
			waitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
		}
		if saved && did == "cover" {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	waitFor(t, ctx, 10*time.Second, `(() => { const b = document.querySelector('[data-testid=undo]'); return b && !b.disabled; })()`)
	run(t, ctx, 10*time.Second, click("undo"))
	waitFor(t, ctx, 10*time.Second, `document.querySelector('[data-testid=log]').textContent.includes('took a move back')`)
	// The device goes back to the House that saved, at its Duty.
	for deadline := time.Now().Add(20 * time.Second); ; {
		if time.Now().After(deadline) {
			t.Fatalf("no Save offered again; page says:\n%s", text(t, ctx))
		}
		if eval[bool](t, ctx, `!!document.querySelector('#decision button[data-move=save]:not([disabled])')`) {
			break
		}
		if eval[bool](t, ctx, `(() => { const c = document.querySelector('[data-testid=cover-tap]'); return !!c && c.getClientRects().length > 0; })()`) {
			run(t, ctx, 5*time.Second, click("cover-tap"))
		}
		time.Sleep(20 * time.Millisecond)
	}
}
