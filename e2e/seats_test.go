package e2e

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// fakeNotificationJS stands in for the browser's Notification (headless
// Chromium shows none): it records the permission asked for and each
// notification made, and grants permission when asked. The page reads
// window.Notification at each use, so it can be swapped in after load.
const fakeNotificationJS = `(() => {
  window.__asked = 0;
  window.__shown = [];
  class Fake {
    constructor(title, opts) { window.__shown.push(title + ' | ' + ((opts && opts.body) || '')); }
    static requestPermission() { window.__asked++; Fake.permission = 'granted'; return Promise.resolve('granted'); }
  }
  Fake.permission = 'default';
  window.Notification = Fake;
  window.__turns = 0;
  window.addEventListener('eg-your-turn', () => window.__turns++);
  // The player has gone to another tab: only then does a notification
  // make sense.
  Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
})()`

// TestTurnAlertAndTableTalk: on a live-clock table the players panel
// shows the seat here and its countdown; the notification toggle asks
// for permission and turns on, the sound toggle turns on; when a
// decision comes back to the player's seat, a notification is made;
// a chat message typed as markup shows as text.
func TestTurnAlertAndTableTalk(t *testing.T) {
	ts := startServer(t)
	resp, err := http.Post(ts.URL+"/api/tables", "application/json", strings.NewReader(
		`{"seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}],"first_seat":0,"clock":{"kind":"live"}}`))
	if err != nil {
		t.Fatal(err)
	}
	var made struct {
		URL   string `json:"url"`
		Token string `json:"token"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&made); err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("creating the table: %d %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	code := strings.TrimPrefix(made.URL, "/t/")
	ctx := browser(t, 1100, 900)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"),
		js(fmt.Sprintf(`document.cookie = 'eg_%s=%s; path=/'`, code, made.Token)),
		chromedp.Navigate(ts.URL+made.URL), visible(`[data-testid=players]`),
		until(`!!document.querySelector('[data-testid=presence-0]') && document.querySelector('[data-testid=presence-0]').textContent === 'here'`),
		until(`!!document.querySelector('[data-testid=clock-0]') && /^1:[0-3][0-9]$/.test(document.querySelector('[data-testid=clock-0]').textContent)`))

	// The toggles.
	run(t, ctx, 10*time.Second, js(fakeNotificationJS), click("notify-toggle"),
		until(`document.querySelector('[data-testid=notify-toggle]').getAttribute('aria-pressed') === 'true'`))
	if got := eval[[]any](t, ctx, `[window.__asked, localStorage.getItem('eg-notify')]`); got[0] != 1.0 || got[1] != "1" {
		t.Fatalf("after turning notifications on: asked %v, stored %v", got[0], got[1])
	}
	run(t, ctx, 10*time.Second, click("sound-toggle"),
		until(`document.querySelector('[data-testid=sound-toggle]').getAttribute('aria-pressed') === 'true' && localStorage.getItem('eg-sound') === '1'`))

	// Play Ada's turn; the bot plays its own; Ada's next turn is an alert.
	for deadline := time.Now().Add(30 * time.Second); eval[float64](t, ctx, `window.__shown.length`) == 0; {
		if time.Now().After(deadline) {
			t.Fatalf("no notification after the decision came back (turns seen: %v); page says:\n%s", eval[float64](t, ctx, `window.__turns`), text(t, ctx))
		}
		if did := step(t, ctx, ""); !strings.HasPrefix(did, "move:") {
			time.Sleep(5 * time.Millisecond)
		}
	}
	if n := eval[string](t, ctx, `window.__shown[0]`); !strings.Contains(n, "Your move") || !strings.Contains(n, code) {
		t.Errorf("the notification reads %q", n)
	}
	// Turned off, no more are made.
	run(t, ctx, 10*time.Second, click("notify-toggle"),
		until(`document.querySelector('[data-testid=notify-toggle]').getAttribute('aria-pressed') === 'false'`))

	// Table talk: markup typed is shown as text.
	run(t, ctx, 10*time.Second, typeInto("chat-input", `<img src=x onerror="window.__xss=1"> hello`), click("chat-send"),
		until(`[...document.querySelectorAll('[data-testid=chat-list] li')].some((li) => li.textContent.includes('<img src=x'))`),
		click("react-gg"),
		until(`document.querySelectorAll('[data-testid=chat-list] li').length === 2`))
	if got := eval[[]any](t, ctx, `[document.querySelectorAll('[data-testid=chat-list] img').length, window.__xss === undefined]`); got[0] != 0.0 || got[1] != true {
		t.Fatalf("a chat line became markup: %v img elements, script ran: %v", got[0], got[1] != true)
	}
}

// TestAwaySeatHandedToBot: two browsers at an online table. The guest
// leaves; the host sees the seat away and lets a bot play it; the guest
// comes back, sees the bot playing their seat, and takes it back.
func TestAwaySeatHandedToBot(t *testing.T) {
	ts := startServer(t)
	host := browser(t, 1200, 900)
	guest := browser(t, 1200, 900)
	code := setTable(t, host, ts.URL, "/new", []seatSpec{{"local", "Ada", "ashgrove"}, {"online", "", "merrow"}}, false, "")
	run(t, guest, 20*time.Second, chromedp.Navigate(ts.URL+"/t/"+code), visible(`[data-testid=claim-seat-1]`),
		typeInto("claim-name-1", "Ben"), click("claim-seat-1"), visible(`[data-testid=seated]`))
	waitFor(t, host, 20*time.Second, `(() => { const b = document.querySelector('[data-testid=start-year]'); return b && !b.disabled; })()`)
	run(t, host, 20*time.Second, click("start-year"),
		until(`!!document.querySelector('[data-testid=presence-1]') && document.querySelector('[data-testid=presence-1]').textContent === 'here'`))

	// The guest goes away.
	run(t, guest, 20*time.Second, chromedp.Navigate("about:blank"))
	run(t, host, 30*time.Second,
		until(`document.querySelector('[data-testid=presence-1]').textContent === 'away'`),
		click("away-bot-1"),
		until(`!!document.querySelector('[data-testid=standin-1]')`))

	// The guest comes back to their seat, played by the bot, and takes it.
	run(t, guest, 30*time.Second, chromedp.Navigate(ts.URL+"/t/"+code),
		visible(`[data-testid=takeback-1]`), click("takeback-1"),
		until(`!document.querySelector('[data-testid=standin-1]') && !document.querySelector('[data-testid=takeback-1]')`))
	run(t, host, 30*time.Second,
		until(`!document.querySelector('[data-testid=standin-1]') && document.querySelector('[data-testid=presence-1]').textContent === 'here'`))
}
