package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/games/nobles/content"
)

// What each viewer is told: seats named from the viewer's side, what an
// Ordeal did before the next decision, no needless confirmation.

// TestSeatLabelsFromViewer: the host's seat is "at this device" on the
// host's screen only; a visitor and a guest see it as the host's. The
// host's lobby words one open seat in the singular.
func TestSeatLabelsFromViewer(t *testing.T) {
	ts := startServer(t)
	host := browser(t, 1100, 850)
	guest := browser(t, 1100, 850)
	code := apiTable(t, host, ts.URL, `{"seats":[{"kind":"local","name":"Ada","setup":{"house":"ashgrove"}},{"kind":"online","setup":{"house":"merrow"}}],"first_seat":0}`)
	run(t, host, 10*time.Second, visible(`[data-testid=fill-bots]`))
	if got := eval[string](t, host, `document.querySelector('[data-testid=fill-bots]').textContent`); got != "Seat a bot in the open seat" {
		t.Errorf("with one open seat the host's button reads %q", got)
	}
	seat0 := `document.querySelector('[data-testid=lobby-seat-0]').textContent`
	run(t, guest, 20*time.Second, chromedp.Navigate(ts.URL+"/t/"+code), visible(`[data-testid=claim-seat-1]`))
	if got := eval[string](t, guest, seat0); strings.Contains(got, "at this device") || !strings.Contains(got, "at the host's device") {
		t.Errorf("a visitor's lobby says of the host's seat %q, want \"at the host's device\"", got)
	}
	run(t, guest, 20*time.Second, typeInto("claim-name-1", "Ben"), click("claim-seat-1"), visible(`[data-testid=seated]`))
	if got := eval[string](t, guest, seat0); strings.Contains(got, "at this device") {
		t.Errorf("the guest's lobby says of the host's seat %q", got)
	}
	run(t, host, 10*time.Second, click("start-year"))
	keep0 := `(document.querySelector('[data-testid=keep-0]') || {}).textContent || ''`
	waitFor(t, guest, 10*time.Second, keep0+` !== ''`)
	if got := eval[string](t, guest, keep0); strings.Contains(got, "at this device") || !strings.Contains(got, "at the host's device") {
		t.Errorf("the guest's Castle Keep says of the host's House %q", got)
	}
	if got := eval[string](t, guest, `document.querySelector('[data-testid=keep-1]').textContent`); !strings.Contains(got, "online") {
		t.Errorf("the guest's Castle Keep says of their own House %q", got)
	}
	waitFor(t, host, 10*time.Second, keep0+` !== ''`)
	if got := eval[string](t, host, keep0); !strings.Contains(got, "at this device") {
		t.Errorf("the host's Castle Keep says of the host's House %q, want \"at this device\"", got)
	}
}

// allOrdeals is a rule set patch: every space an Ordeal, whose one card
// is the default's first (every noble pays), with the given income in
// every season.
func allOrdeals(t *testing.T, income int) string {
	t.Helper()
	var def struct {
		Decks struct {
			Ordeal []json.RawMessage `json:"ordeal"`
		} `json:"decks"`
	}
	if err := json.Unmarshal(content.Default(), &def); err != nil {
		t.Fatal(err)
	}
	board := make([]string, 32)
	for i := range board {
		board[i] = "ordeal"
	}
	patch := map[string]any{
		"name":   "Every space an Ordeal",
		"board":  board,
		"income": map[string]int{"spring": income, "summer": income, "autumn": income, "winter": income},
		"decks":  map[string]any{"ordeal": def.Decks.Ordeal[:1]},
	}
	b, err := json.Marshal(patch)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// ordealCard is the title of the default's first Ordeal card.
func ordealCard(t *testing.T) string {
	t.Helper()
	var def struct {
		Decks struct {
			Ordeal []struct {
				Title string `json:"title"`
			} `json:"ordeal"`
		} `json:"decks"`
	}
	if err := json.Unmarshal(content.Default(), &def); err != nil {
		t.Fatal(err)
	}
	return def.Decks.Ordeal[0].Title
}

// TestOrdealShownBeforeDuty: after an Ordeal took its payments, the Duty
// panel shows the card open and what it did to every House (who paid,
// who could not and will surrender), before the player chooses. When
// Wait is the only Duty left it is taken without a confirmation.
func TestOrdealShownBeforeDuty(t *testing.T) {
	ts := startServer(t)
	card := ordealCard(t)
	for _, tc := range []struct {
		income int
		want   []string
	}{
		{1600, []string{"You pay 300 Crowns for “" + card + "”.", "pays 300 Crowns for “" + card + "”."}},
		{0, []string{"You cannot pay 300 Crowns for “" + card + "”: the payment fails.", "You will surrender your next turn."}},
	} {
		t.Run(fmt.Sprint("income ", tc.income), func(t *testing.T) {
			ctx := browser(t, 1100, 900)
			apiTable(t, ctx, ts.URL, fmt.Sprintf(`{"rules":%s,"seats":[{"kind":"local","name":"Ada","setup":{"house":"ashgrove"}},{"kind":"bot","bot":"random","setup":{"house":"merrow"}}],"first_seat":0}`, allOrdeals(t, tc.income)))
			for i := 0; eval[string](t, ctx, panelKindJS) != "duty"; i++ {
				if i > 400 {
					t.Fatalf("no Duty on the first turn; the page says:\n%s", text(t, ctx))
				}
				if k := eval[string](t, ctx, panelKindJS); k == "journey" || k == "reroll" {
					step(t, ctx, "keep")
				}
				time.Sleep(10 * time.Millisecond)
			}
			shown := `(() => { const c = document.querySelector('#decision [data-testid=card-ordeal]'); return !!c && c.checkVisibility() && !c.closest('details:not([open])'); })()`
			if !eval[bool](t, ctx, shown) {
				t.Errorf("the Duty panel does not show the Ordeal card open")
			}
			recap := eval[string](t, ctx, `(document.querySelector('#decision [data-testid=turn-recap]') || {}).innerText || ''`)
			for _, w := range tc.want {
				if !strings.Contains(recap, w) {
					t.Errorf("the Duty panel's account of the Ordeal lacks %q; it reads:\n%s", w, recap)
				}
			}
			screenshot(t, ctx, fmt.Sprintf("ordeal-recap-%d", tc.income), "#decision")
			if tc.income != 0 {
				// The bot's turn brings its own Ordeal: Ada's next Journey
				// says what it took from her.
				run(t, ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`#decision button[data-move=save]`)))
				waitFor(t, ctx, 20*time.Second, `!!document.querySelector('#decision button[data-move=roll]:not([disabled])')`)
				since := eval[string](t, ctx, `(document.querySelector('#decision [data-testid=since-recap]') || {}).innerText || ''`)
				if !strings.Contains(since, "You pay 300 Crowns for “"+card+"”.") {
					t.Errorf("Ada's Journey does not say what the bot's Ordeal took from her; it reads %q", since)
				}
				return
			}
			// Nothing is affordable: Wait is the one Duty, and is taken at once.
			enabled := eval[[]string](t, ctx, `[...document.querySelectorAll('#decision button[data-move]:not([disabled])')].map((b) => b.dataset.move)`)
			if strings.Join(enabled, ",") != "wait" {
				t.Fatalf("with no Crowns the Duties offered are %v, want only wait", enabled)
			}
			run(t, ctx, 10*time.Second, chromedp.Click(chromedp.CSS(`#decision button[data-move=wait]`)))
			run(t, ctx, 5*time.Second, chromedp.Sleep(200*time.Millisecond))
			if eval[bool](t, ctx, `!!document.querySelector('#wait-dialog')?.open`) {
				t.Fatal("Wait, the only Duty left, asks for a confirmation")
			}
			waitFor(t, ctx, 10*time.Second, `document.querySelector('#log-list').textContent.includes('You wait')`)
		})
	}
}
