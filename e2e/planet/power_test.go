package planet

import (
	"strings"
	"testing"
	"time"

	"evergreen/e2e/internal/browsertest"
)

// TestPowerPanelWarnsBeforeLosingIt plays a hot-seat planet game, dealt
// from a fixed seed, through the page: every "power or action first"
// decision says what the card's power will do; where it warns that
// using the power first would lose it, the test chooses the power
// first, and the log then says the power's uses were lost. Elsewhere it
// chooses the action first. (A warning that only some uses would be
// lost is not followed: what is lost then depends on later choices.)
func TestPowerPanelWarnsBeforeLosingIt(t *testing.T) {
	base := evergreenServer(t)
	ctx := browsertest.Browser(t, 1280, 1000)
	browsertest.APITable(t, ctx, base, `{"game":"evergreen","seed":3,"seats":[{"kind":"local","name":"Ada"},{"kind":"local","name":"Ben"}]}`)
	orders, warned := 0, 0
	step := func(i int) string {
		if !browsertest.Eval[bool](t, ctx, `!!document.querySelector('#decision [data-kind=order]') && !document.querySelector('[data-testid=cover-tap]')?.offsetParent`) {
			return planetStep(t, ctx, i)
		}
		orders++
		will := browsertest.Eval[string](t, ctx, `(document.querySelector('[data-testid=power-will]') || {}).textContent || ''`)
		if !strings.Contains(will, "the marker moves on") {
			t.Fatalf("the order decision does not say what the power does: %q", will)
		}
		choice := "action-first"
		if browsertest.Eval[bool](t, ctx, `((document.querySelector('[data-testid=power-warn]') || {}).textContent || '').includes('would be lost')`) {
			choice = "power-first"
			warned++
		}
		browsertest.Run(t, ctx, 5*time.Second, browsertest.JS(`document.querySelector('#decision button[data-move=order][data-item=`+choice+`]').click()`))
		if choice == "power-first" {
			browsertest.WaitFor(t, ctx, 10*time.Second, `document.querySelector('[data-testid=log]').textContent.includes('power: there is no room for them')`)
		}
		return "button:order"
	}
	// The step's choices are seeded by the moves made so far, not by the
	// loop's turns: a turn that waits out a cover or a busy page makes no
	// move, and counting it would play another game on a loaded machine.
	for moves, deadline := 0, time.Now().Add(150*time.Second); warned == 0; {
		if time.Now().After(deadline) {
			t.Fatalf("no warning in %d order decisions", orders)
		}
		did := step(moves)
		if did == "gala" {
			t.Fatalf("the game ended with no warning in %d order decisions", orders)
		}
		if strings.HasPrefix(did, "button:") || strings.HasPrefix(did, "space:") {
			moves++
			browsertest.WaitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
