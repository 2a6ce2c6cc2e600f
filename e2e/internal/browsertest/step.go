package browsertest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// StepPrelude opens a game's step script: the part of making one
// decision on a table page that is the frame's, not the game's. It
// answers "gala" when the results show, taps a hand-over cover
// ("cover") and answers "busy" while a move is on its way; the game's
// part goes on from there with seed and vis (whether an element shows)
// at hand.
const StepPrelude = `
  const vis = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
  if (vis(document.querySelector('[data-testid=gala]'))) return 'gala';
  const cover = document.querySelector('[data-testid=cover-tap]');
  if (vis(cover)) { cover.click(); return 'cover'; }
  if (document.querySelector('#table-app[data-busy]')) return 'busy';
`

// StepScript is a step script, a JavaScript function of seed: the
// StepPrelude and then body, the game's part, which makes at most one
// move and says what it did.
func StepScript(body string) string { return "(seed) => {" + StepPrelude + body + "}" }

// SeedStep runs script (see StepScript) once on the page with seed and
// returns what it did.
func SeedStep(t testing.TB, ctx context.Context, script string, seed int) string {
	t.Helper()
	return Eval[string](t, ctx, fmt.Sprintf("(%s)(%d)", script, seed))
}

// PlayTo plays one page until the results show ("gala"), at most d, and
// returns the number of moves made. Before each step look(n) runs (nil:
// none); step(n) makes at most one decision and says what it did; a
// result starting with one of moved is a move, whose answer is awaited
// before the next look, and anything else (a cover, busy, idle) is
// waited out briefly. n is the number of moves made so far, not the
// loop's turns: a turn that waits out a cover or a busy page makes no
// move, so a loaded machine, which waits more, plays the same game.
func PlayTo(t testing.TB, ctx context.Context, d time.Duration, look func(i int), step func(i int) string, moved ...string) int {
	t.Helper()
	moves := 0
	deadline := time.Now().Add(d)
	for {
		if time.Now().After(deadline) {
			t.Fatalf("no results after %d moves; page says:\n%s", moves, Text(t, ctx))
		}
		if look != nil {
			look(moves)
		}
		did := step(moves)
		if did == "gala" {
			return moves
		}
		if isMove(did, moved) {
			moves++
			WaitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
			continue
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func isMove(did string, moved []string) bool {
	for _, p := range moved {
		if strings.HasPrefix(did, p) {
			return true
		}
	}
	return false
}
