package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/nobles/noblesgame"
)

// TestUndoInTheFrame plays Highest Unique on one device, a game whose
// picks may be taken back until the reveal: the frame's Undo button is
// enabled once there is a pick to take back, the U key takes it back,
// the log says so, and the button is disabled again with nothing left.
func TestUndoInTheFrame(t *testing.T) {
	ts := startServerWith(t, game.MustList(noblesgame.New(), highest.New()))
	resp, err := http.Post(ts.URL+"/api/tables", "application/json", strings.NewReader(
		`{"game":"highest","seats":[{"kind":"local","name":"Ada"},{"kind":"local","name":"Ben"},{"kind":"local","name":"Cleo"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var made struct{ URL, Token string }
	if err := json.NewDecoder(resp.Body).Decode(&made); err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("creating the table: %d %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	ctx := browser(t, 1100, 850)
	code := strings.TrimPrefix(made.URL, "/t/")
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"),
		js(fmt.Sprintf(`document.cookie = 'eg_%s=%s; path=/'`, code, made.Token)),
		chromedp.Navigate(ts.URL+made.URL), visible(`[data-testid=highest-board]`))
	// Make one pick, then take the device as the next seat.
	picked := false
	for deadline := time.Now().Add(20 * time.Second); ; {
		if time.Now().After(deadline) {
			t.Fatalf("no pick and hand-over; page says:\n%s", text(t, ctx))
		}
		did := step(t, ctx, "")
		if strings.HasPrefix(did, "move:") {
			picked = true
			waitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
		}
		if picked && did == "cover" {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	waitFor(t, ctx, 10*time.Second, `(() => { const b = document.querySelector('[data-testid=undo]'); return b && !b.disabled && !document.querySelector('[data-testid=undo-bar]').hidden; })()`)
	run(t, ctx, 10*time.Second, js(`document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'u', bubbles: true}))`))
	waitFor(t, ctx, 10*time.Second, `document.querySelector('[data-testid=log]').textContent.includes('took a move back')`)
	waitFor(t, ctx, 10*time.Second, `document.querySelector('[data-testid=undo]').disabled`)
	if got := eval[string](t, ctx, `document.querySelector('[data-testid=undo]').getAttribute('aria-keyshortcuts')`); !strings.Contains(got, "U") {
		t.Errorf("the Undo button names no shortcut: %q", got)
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
