package everdell

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/e2e/internal/browsertest"

	"evergreen/game"
	"evergreen/games/everdell/content"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/nobles/noblesgame"
)

// Everdell in the browser: its renderer (games/everdell/everdellui)
// drawn by the frame, played through the page alone.

// everdellServer hosts Nobles and Everdell, as cmd/evergreen does.
func everdellServer(t *testing.T) string {
	t.Helper()
	return browsertest.StartServer(t, game.MustList(noblesgame.New(), everdellgame.New())).URL
}

// dellStepJS makes at most one decision on an Everdell table page: after
// the frame's part (browsertest.StepPrelude: the results, a hand-over
// cover, a move on its way) it clicks one of the decision panel's
// enabled buttons, chosen by seed. On a turn it plays a card when it can
// (seed permitting), so that cities grow and powers come up; it passes
// only when nothing else is offered. It reports what it did ("gala",
// "cover", "busy", "move:NAME" or "move:NAME:ITEM", "idle").
var dellStepJS = browsertest.StepScript(`
  const all = [...document.querySelectorAll('#decision button[data-move]:not([disabled])')];
  if (!all.length) return 'idle';
  const of = (...names) => all.filter((b) => names.includes(b.dataset.move));
  let pool = all;
  const plays = of('play', 'play-meadow');
  if (plays.length && seed % 3 !== 0) pool = plays;
  else if (of('place', 'achieve', 'visit').length) pool = of('place', 'achieve', 'visit');
  else if (of('prepare').length) pool = of('prepare');
  else if (of('pay', 'occupy').length) pool = of('pay', 'occupy');
  const rest = pool.filter((b) => b.dataset.move !== 'pass');
  if (rest.length) pool = rest;
  const b = pool[seed % pool.length];
  b.click();
  return 'move:' + b.dataset.move + (b.dataset.item ? ':' + b.dataset.item : '');
`)

func dellStep(t *testing.T, ctx context.Context, seed int) string {
	return browsertest.SeedStep(t, ctx, dellStepJS, seed)
}

// playDell plays one page to the final count, at most d; look runs
// before each step. It returns the number of moves made.
func playDell(t *testing.T, ctx context.Context, d time.Duration, look func(i int)) int {
	t.Helper()
	return browsertest.PlayTo(t, ctx, d, look, func(i int) string { return dellStep(t, ctx, i) }, "move:")
}

// TestEverdellSoloGame: one person against Rugwort, from the form to
// the final count, through the page: the valley with its locations,
// events and Meadow, the hand in the private panel, each card's power
// on tap, the city, Rugwort's panel (his year, his workers on Meadow
// cards, which the Meadow shows held and the last move marks), the log
// in words, the results with the tie-breaks, and the replay.
func TestEverdellSoloGame(t *testing.T) {
	base := everdellServer(t)
	ctx := browsertest.Browser(t, 1280, 1000)
	// A new user picks Everdell on the home page.
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/"), browsertest.Click("home-game-everdell"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `location.search === '?game=everdell' && !!document.querySelector('[data-testid=everdell-form-note]')`)
	// The form chooses Rugwort's year, his difficulty, by name.
	if got := browsertest.Eval[string](t, ctx, `[...document.querySelectorAll('#rugwort-year option')].map((o) => o.textContent).join('|')`); got != "Year 1: the Rascal|Year 2: the Rotten|Year 3: the Rapscallion" {
		t.Errorf("the form offers Rugwort's years %q", got)
	}
	browsertest.Run(t, ctx, 20*time.Second, browsertest.SetSelect("seat-count", "1"), browsertest.SetSelect("seat-0-kind", "local"),
		browsertest.TypeInto("seat-0-name", "Ada"), browsertest.SetSelect("rugwort-year", "2"), browsertest.Click("create-table"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/t/') && !!document.querySelector('[data-testid=board]')`)

	// The valley: the 8 basic locations, 3 forest ones for a lone
	// player, the Haven, 4 journeys, the 4 basic and 4 special events,
	// a Meadow of 8, Rugwort; the hand of 5 is private.
	counts := browsertest.Eval[map[string]float64](t, ctx, `({
		basic: document.querySelectorAll('[data-testid=locations-basic] .ed-place').length,
		forest: document.querySelectorAll('[data-testid=locations-forest] .ed-place').length,
		journey: document.querySelectorAll('[data-testid=locations-journey] .ed-place').length,
		events: document.querySelectorAll('[data-testid=events] .ed-event').length,
		meadow: document.querySelectorAll('[data-testid=meadow-card]').length,
		hand: document.querySelectorAll('#private [data-testid=hand-card]').length,
		slots: document.querySelectorAll('[data-testid=city-0] .ed-slot').length,
		rival: document.querySelectorAll('[data-testid=rival]').length,
	})`)
	want := map[string]float64{"basic": 8, "forest": 3, "journey": 4, "events": 8, "meadow": 8, "hand": 5, "slots": 15, "rival": 1}
	for k, n := range want {
		if counts[k] != n {
			t.Errorf("%s: %v on the page, want %v", k, counts[k], n)
		}
	}
	// A tap on a card opens what it does, from the server's texts.
	tapped := browsertest.Eval[string](t, ctx, `(() => {
		const d = document.querySelector('[data-testid=meadow-card] details');
		d.querySelector('summary').click();
		return d.open ? d.querySelector('[data-testid=card-text]').textContent : '';
	})()`)
	if tapped == "" {
		t.Error("tapping a Meadow card shows no text of what it does")
	}
	if rug := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=rival]').textContent`); !strings.Contains(rug, "Rugwort") || !strings.Contains(rug, "year 2 · the Rotten") || strings.Contains(rug, "rival") {
		t.Errorf("the solo opponent's panel reads %q, want Rugwort in year 2", rug)
	}
	if hover := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=place-three-twigs] details').title`); !strings.Contains(hover, "twig") {
		t.Errorf("resting on a location shows %q, want what it gives", hover)
	}
	// What a card costs and what the player has to pay with are in
	// sight beside the hand, without a tap.
	if n := browsertest.Eval[int](t, ctx, `document.querySelectorAll('#private [data-testid=hand-card] [data-testid=card-cost]').length`); n != 5 {
		t.Errorf("%d of 5 hand cards show their cost", n)
	}
	if own := browsertest.Eval[string](t, ctx, `(document.querySelector('#private [data-testid=own-resources]') || {}).textContent || ''`); !strings.Contains(own, "twigs") {
		t.Errorf("the hand's panel shows no resources: %q", own)
	}

	// The last move stays marked: the location, the resources it
	// gained, who made it. (Rugwort's basic worker holds Three twigs in
	// winter, so Ada takes Two resin.)
	if n := browsertest.Eval[int](t, ctx, `document.querySelectorAll('#decision button[data-move=place][data-item=three-twigs]').length`); n != 0 {
		t.Error("Ada may place a worker on Three twigs, where Rugwort's worker stands")
	}
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Click(`#decision button[data-move=place][data-item=two-resin]`, chromedp.NodeVisible))
	browsertest.WaitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]') && (document.querySelector('[data-testid=season-0]') || {}).textContent === 'Winter'`)
	lastMarks(t, ctx, "Ada's own move", 0, "two-resin", "+")

	browsertest.Audit(t, ctx, "an Everdell table", browsertest.ContrastJS)
	kinds := map[string]bool{}
	shot := false
	// Rugwort's Meadow workers: the panel names the cards, the Meadow
	// shows them held (one per worker), and the move that put one there
	// marks it.
	heldSeen, heldMarked := false, false
	moves := playDell(t, ctx, 240*time.Second, func(i int) {
		held := browsertest.Eval[map[string]any](t, ctx, `({
			held: document.querySelectorAll('[data-testid=meadow-held]').length,
			marked: !!document.querySelector('[data-testid=meadow-card].ed-blocked.ed-last'),
			panel: (document.querySelector('[data-testid=rival-meadow]') || {}).textContent || '',
			names: [...document.querySelectorAll('[data-testid=meadow-card].ed-blocked .ed-card-name')].map((e) => e.textContent),
		})`)
		if n, _ := held["held"].(float64); n > 0 {
			heldSeen = true
			panel, _ := held["panel"].(string)
			names, _ := held["names"].([]any)
			for _, nm := range names {
				if s, _ := nm.(string); !strings.Contains(panel, s) {
					t.Errorf("the Meadow holds %q for Rugwort, his panel reads %q", s, panel)
				}
			}
		}
		if m, _ := held["marked"].(bool); m {
			heldMarked = true
		}
		if k := browsertest.Eval[string](t, ctx, `(document.querySelector('[data-testid=decision-kind]') || {dataset: {}}).dataset.kind || ''`); k != "" {
			kinds[k] = true
		}
		if browsertest.Shots() && !shot && browsertest.Eval[bool](t, ctx, `(document.querySelector('[data-testid=season-0]') || {}).textContent === 'Summer' && document.querySelectorAll('[data-testid=city-0] .ed-card').length >= 3`) {
			shot = true
			browsertest.Screenshot(t, ctx, "everdell-solo-mid-game", "")
		}
	})
	if !heldSeen || !heldMarked {
		t.Errorf("Rugwort's Meadow workers: held cards seen %v, marked as the last move %v", heldSeen, heldMarked)
	}
	for _, k := range []string{"turn", "pay"} {
		if !kinds[k] {
			t.Errorf("never decided %q (decided %v)", k, kinds)
		}
	}
	body := browsertest.Text(t, ctx)
	for _, want := range []string{"The final count", "Ada", "Cards", "Prosperity", "Journeys", "Events achieved (first tie-break)", "Resources left (second tie-break)", "Rugwort"} {
		if !strings.Contains(body, want) {
			t.Errorf("the results do not say %q", want)
		}
	}
	if got := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=winner]').textContent`); !strings.Contains(got, "Rugwort") || !strings.Contains(got, "Rank: ") {
		t.Errorf("the solitary result reads %q, want Rugwort's score and the rank", got)
	}
	// The parts add up to the total.
	// Rugwort's count shows its parts, which add up to his total.
	if !browsertest.Eval[bool](t, ctx, `['cards','prosperity','journeys','events'].reduce((a, p) => a + Number(document.querySelector('[data-testid=rival-' + p + ']').textContent || 'x'), 0) === Number(document.querySelector('[data-testid=rival-total]').textContent)`) {
		t.Errorf("Rugwort's final count has no parts adding up to his total:\n%s", browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=scores]').innerText`))
	}
	if !browsertest.Eval[bool](t, ctx, `['cards','tokens','prosperity','journeys','events'].reduce((a, p) => a + Number(document.querySelector('[data-testid=score-' + p + '-0]').textContent), 0) === Number(document.querySelector('[data-testid=score-total-0]').textContent)`) {
		t.Error("the parts of the count do not add up to the total")
	}
	// The log is in words.
	log := browsertest.Eval[string](t, ctx, `document.querySelector('#log-list').textContent`)
	for _, want := range []string{"Ada places a worker on", "Ada plays", "Ada prepares for", "Rugwort takes", "Rugwort puts a worker on"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log never says %q", want)
		}
	}
	// Alone at the table every move is Ada's: one heading over them,
	// not "Ada's turn." before each.
	turnHeadings(t, ctx, "the table's log")
	browsertest.Audit(t, ctx, "the Everdell final count", browsertest.ContrastJS)
	browsertest.Screenshot(t, ctx, "everdell-solo-results", "")

	// The replay draws the valley move by move with the same renderer.
	browsertest.Run(t, ctx, 20*time.Second, browsertest.Click("replay-link"))
	browsertest.WaitAcross(t, ctx, 20*time.Second, `location.pathname.endsWith('/replay') && !!document.querySelector('[data-testid=board]')`)
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Click(`#last`, chromedp.NodeVisible),
		browsertest.Until(`document.querySelectorAll('[data-testid=city-0] .ed-card').length > 0`))
	// Its last step shows the final count, naming the winner and the
	// rank, as the table did.
	browsertest.WaitFor(t, ctx, 10*time.Second, `!!document.querySelector('[data-testid=replay-count] [data-testid=winner]')`)
	if got := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=replay-count] [data-testid=winner]').textContent`); !strings.Contains(got, "Rugwort") || !strings.Contains(got, "Rank: ") {
		t.Errorf("the replay's last step reads %q, want Rugwort's score and the rank", got)
	}
	if total := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=replay-count] [data-testid=score-total-0]').textContent`); total != browsertest.Eval[string](t, ctx, `'' + document.querySelector('[data-testid=score-total-0]').textContent`) || total == "0" {
		t.Errorf("the replay's final count gives Ada %q", total)
	}
	turnHeadings(t, ctx, "the replay's log")
	browsertest.Screenshot(t, ctx, "everdell-replay-end", "")
	// Each step is told in the log's words, not as a move's name.
	browsertest.Run(t, ctx, 20*time.Second, browsertest.Click("replay-first"), browsertest.Click("replay-next"),
		browsertest.Until(`/Ada/.test(document.querySelector('[data-testid=replay-label]').textContent)`))
	if said := browsertest.Eval[string](t, ctx, `document.querySelector('[data-testid=replay-label]').textContent`); strings.Contains(said, "Ada: ") {
		t.Errorf("the replay's first step reads %q, want it in words", said)
	} else {
		t.Logf("the replay's first step: %q", said)
	}
	t.Logf("solo game: %d moves, decisions %v", moves, kinds)
}

// lastMarks checks that the page marks the last move, made by seat: its
// panel says so, location place (when given) is outlined, and its
// resources show a change starting with sign (when given).
func lastMarks(t *testing.T, ctx context.Context, what string, seat int, place, sign string) {
	t.Helper()
	cond := fmt.Sprintf(`!!document.querySelector('[data-testid=last-actor-%d]')`, seat)
	if place != "" {
		cond += fmt.Sprintf(` && !!document.querySelector('[data-testid=place-%s].ed-last')`, place)
	}
	if sign != "" {
		cond += fmt.Sprintf(` && [...document.querySelectorAll('[data-testid=resources-%d] [data-testid=res-delta]')].some((d) => d.textContent.startsWith(%q))`, seat, sign)
	}
	ctx2, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx2, browsertest.Until(cond)); err != nil {
		marked := browsertest.Eval[string](t, ctx, `[...document.querySelectorAll('.ed-last, [data-testid^=last-actor], [data-testid=res-delta]')].map((e) => e.dataset.testid || e.className).join(', ')`)
		t.Errorf("%s is not marked as the last move (seat %d, place %q, change %q); marked: %q", what, seat, place, sign, marked)
	}
}

// turnHeadings checks that no turn heading of the log repeats the one
// above it, and that there is one.
func turnHeadings(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	hs := browsertest.Eval[[]string](t, ctx, `[...document.querySelectorAll('#log-list li.log-turn')].map((l) => l.textContent)`)
	if len(hs) == 0 {
		t.Errorf("%s has no turn heading", what)
	}
	for i := 1; i < len(hs); i++ {
		if hs[i] == hs[i-1] {
			t.Errorf("%s repeats the heading %q (heading %d of %d)", what, hs[i], i+1, len(hs))
			break
		}
	}
}

// TestEverdellOnlineTwoBrowsers: two people at one online table, joined
// by room code, each on their own browser, play to the final count; each
// sees only their own hand.
func TestEverdellOnlineTwoBrowsers(t *testing.T) {
	base := everdellServer(t)
	host := browsertest.Browser(t, 1280, 1000)
	guest := browsertest.Browser(t, 1280, 1000)
	browsertest.Run(t, host, 20*time.Second, chromedp.Navigate(base+"/new?game=everdell"), browsertest.Visible(`#seat-0-kind`),
		browsertest.SetSelect("seat-count", "2"), browsertest.Visible(`#seat-1-kind`),
		browsertest.TypeInto("seat-0-name", "Ada"), browsertest.SetSelect("seat-1-kind", "online"), browsertest.Click("create-table"))
	browsertest.WaitAcross(t, host, 20*time.Second, `location.pathname.startsWith('/t/') && !!document.querySelector('[data-testid=room-code]')`)
	code := browsertest.Eval[string](t, host, `document.querySelector('[data-testid=room-code]').textContent`)
	browsertest.Run(t, guest, 20*time.Second, chromedp.Navigate(base+"/"), browsertest.Click("home-join"),
		browsertest.TypeInto("code", strings.ToLower(code)), browsertest.Click("join-go"), browsertest.Visible(`[data-testid=claim-seat-1]`),
		browsertest.TypeInto("claim-name-1", "Ben"), browsertest.Click("claim-seat-1"), browsertest.Visible(`[data-testid=seated]`))
	browsertest.WaitFor(t, host, 10*time.Second, `(() => { const b = document.querySelector('[data-testid=start-year]'); return b && !b.disabled; })()`)
	browsertest.Run(t, host, 10*time.Second, browsertest.Click("start-year"))
	browsertest.WaitFor(t, host, 20*time.Second, `!!document.querySelector('#private [data-testid=hand-card]')`)
	browsertest.WaitFor(t, guest, 20*time.Second, `!!document.querySelector('#private [data-testid=hand-card]')`)
	// Two players: 3 forest locations; hands of 5 and 6, each private.
	if n := browsertest.Eval[int](t, host, `document.querySelectorAll('[data-testid=locations-forest] .ed-place').length`); n != 3 {
		t.Errorf("%d forest locations at two players, want 3", n)
	}
	hostHand := browsertest.Eval[int](t, host, `document.querySelectorAll('#private [data-testid=hand-card]').length`)
	guestHand := browsertest.Eval[int](t, guest, `document.querySelectorAll('#private [data-testid=hand-card]').length`)
	if hostHand+guestHand != 11 {
		t.Errorf("hands of %d and %d, want 5 and 6", hostHand, guestHand)
	}
	if n := browsertest.Eval[int](t, guest, `document.querySelectorAll('[data-testid=hand-card]').length`); n != guestHand {
		t.Errorf("the guest's page shows %d hand cards, want only their own %d", n, guestHand)
	}
	browsertest.Screenshot(t, guest, "everdell-online-start", "")

	pages := []context.Context{host, guest}
	names := []string{"host", "guest"}
	marked := false // an opponent's move seen marked on the other page
	done := map[int]bool{}
	moves, start := 0, time.Now()
	deadline := time.Now().Add(300 * time.Second)
	for i := 0; len(done) < 2; i++ {
		if time.Now().After(deadline) {
			t.Fatalf("no final count in time; host page:\n%s\n\nguest page:\n%s", browsertest.Text(t, host), browsertest.Text(t, guest))
		}
		k := i % 2
		if done[k] {
			continue
		}
		did := dellStep(t, pages[k], i/2)
		if did == "gala" {
			done[k] = true
			continue
		}
		if strings.HasPrefix(did, "move:") {
			moves++
			browsertest.WaitFor(t, pages[k], 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
			if place, ok := strings.CutPrefix(did, "move:place:"); ok && !marked {
				marked = true
				lastMarks(t, pages[1-k], names[k]+"'s move on the "+names[1-k]+"'s page", k, place, "")
			}
		} else {
			time.Sleep(3 * time.Millisecond)
		}
	}
	if !marked {
		t.Error("no worker was placed: an opponent's last move was never checked")
	}
	t.Logf("online game: %d moves in %v", moves, time.Since(start).Round(time.Second))
	for k, p := range pages {
		body := browsertest.Text(t, p)
		if !strings.Contains(body, "The final count") || !strings.Contains(body, "Ada") || !strings.Contains(body, "Ben") {
			t.Errorf("page %d's results miss the title or a name:\n%s", k, body)
		}
		if w := browsertest.Eval[string](t, p, `document.querySelector('[data-testid=winner]').textContent`); !strings.Contains(w, "wins with") && !strings.Contains(w, "share the win") {
			t.Errorf("page %d names no winner: %q", k, w)
		}
	}
	browsertest.Screenshot(t, host, "everdell-online-results", "")
}

// TestEverdellLastMoveMarks: the last move marks a Meadow card
// Rugwort's worker now holds.
func TestEverdellLastMoveMarks(t *testing.T) {
	url := everdellServer(t)
	ctx := browsertest.Browser(t, 1000, 800)
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(url+"/"))
	marked := browsertest.Get(t, ctx, 30*time.Second, chromedp.Evaluate[[]string](`(async () => {
		const { Rules } = await import('/games/everdell/assets/rules.js');
		const { lastMove } = await import('/games/everdell/assets/lastmove.js');
		const m = lastMove([{ seq: 1, type: 'turn', seat: 0 }, { seq: 2, type: 'prepare', seat: 0, ref: 'spring' },
			{ seq: 3, type: 'rival-meadow', seat: -1, ref: 'farm' }], new Rules(`+string(content.Default())+`));
		return [...m.meadow];
	})()`, chromedp.EvalAwaitPromise))
	if len(marked) != 1 || marked[0] != "farm" {
		t.Errorf("the last move marks Meadow cards %v, want the Farm Rugwort's worker took", marked)
	}
}

// TestEverdellHotSeat: two people at one device. Between their turns
// the frame's cover hides the device, and the renderer draws no hand
// while it is up; the one who takes the device sees only their own.
func TestEverdellHotSeat(t *testing.T) {
	base := everdellServer(t)
	ctx := browsertest.Browser(t, 1100, 900)
	browsertest.APITable(t, ctx, base, `{"game":"everdell","seats":[{"kind":"local","name":"Ada"},{"kind":"local","name":"Ben"}],"first_seat":0}`)
	browsertest.WaitFor(t, ctx, 20*time.Second, `!!document.querySelector('[data-testid=board]')`)
	covers := 0
	hands := map[string]bool{}
	for i := 0; covers < 4; i++ {
		if i > 400 {
			t.Fatalf("only %d hand-overs in %d steps; page says:\n%s", covers, i, browsertest.Text(t, ctx))
		}
		if browsertest.Eval[bool](t, ctx, `!document.querySelector('#cover').hidden`) {
			// Nothing private is on the page under the cover.
			if n := browsertest.Eval[int](t, ctx, `document.querySelectorAll('[data-testid=hand-card]').length`); n != 0 {
				t.Fatalf("%d hand cards drawn under the hand-over cover", n)
			}
		} else if browsertest.Eval[bool](t, ctx, `!!document.querySelector('#private [data-testid=hand-card]')`) {
			who := browsertest.Eval[string](t, ctx, `document.querySelector('.ed-mine .ed-player-name').firstChild.textContent`)
			hands[who] = true
		}
		did := dellStep(t, ctx, i)
		switch {
		case did == "cover":
			covers++
			browsertest.WaitFor(t, ctx, 10*time.Second, `document.querySelector('#cover').hidden`)
		case strings.HasPrefix(did, "move:"):
			browsertest.WaitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
		default:
			time.Sleep(5 * time.Millisecond)
		}
	}
	if !hands["Ada"] || !hands["Ben"] {
		t.Errorf("the hands seen at the device: %v, want Ada's and Ben's, each in turn", hands)
	}
}

// TestEverdellPhone: an Everdell table on a 390×844 phone: nothing cut
// or pushed off the side, nothing over the decision panel, and the text
// keeps its contrast.
func TestEverdellPhone(t *testing.T) {
	base := everdellServer(t)
	ctx := browsertest.Phone(t)
	browsertest.Run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/new?game=everdell"), browsertest.Visible(`#seat-0-kind`))
	browsertest.Audit(t, ctx, "set the table (Everdell)", browsertest.CutJS)
	browsertest.Audit(t, ctx, "set the table (Everdell)", browsertest.OverflowJS)
	browsertest.APITable(t, ctx, base, `{"game":"everdell","seats":[{"kind":"local","name":"Ada"},{"kind":"bot","bot":"random"}],"first_seat":0}`)
	browsertest.WaitFor(t, ctx, 20*time.Second, `!!document.querySelector('#decision [data-testid=decision-kind]') && !!document.querySelector('#private [data-testid=hand-card]')`)
	browsertest.Audit(t, ctx, "an Everdell table", browsertest.OverflowJS)
	browsertest.Audit(t, ctx, "an Everdell table", browsertest.UncoveredJS)
	browsertest.Audit(t, ctx, "an Everdell table", browsertest.ContrastJS)
	// The bot's move is marked once it has made one.
	for i := 0; i < 40 && !browsertest.Eval[bool](t, ctx, `!!document.querySelector('[data-testid=last-actor-1]')`); i++ {
		if did := dellStep(t, ctx, i); strings.HasPrefix(did, "move:") {
			browsertest.WaitFor(t, ctx, 10*time.Second, `!document.querySelector('#table-app[data-busy]')`)
		} else {
			time.Sleep(20 * time.Millisecond)
		}
	}
	lastMarks(t, ctx, "the bot's move", 1, "", "")
	browsertest.Screenshot(t, ctx, "everdell-phone", "viewport")
}
