package e2e

import (
	"context"
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

// seatSpec is one row of the set-the-table form.
type seatSpec struct{ kind, name, house string }

// setTable fills in the form at /new (or /solo) and submits it; it
// returns the new table's room code.
func setTable(t *testing.T, ctx context.Context, base, path string, seats []seatSpec, shared bool, shot string) string {
	t.Helper()
	acts := []chromedp.Action[chromedp.Void]{
		chromedp.Navigate(base + path),
		visible(`#seat-0-kind`),
		setSelect("seat-count", fmt.Sprint(len(seats))),
		visible(fmt.Sprintf(`#seat-%d-kind`, len(seats)-1)),
	}
	for i, s := range seats {
		acts = append(acts, setSelect(fmt.Sprintf("seat-%d-kind", i), s.kind))
		if s.house != "" {
			acts = append(acts, setSelect(fmt.Sprintf("seat-%d-house", i), s.house))
		}
		if s.kind == "local" && s.name != "" {
			acts = append(acts, typeInto(fmt.Sprintf("seat-%d-name", i), s.name))
		}
	}
	if shared {
		acts = append(acts, chromedp.Click(byTest("rules-shared")))
	}
	run(t, ctx, 20*time.Second, acts...)
	if shot != "" {
		screenshot(t, ctx, shot, "")
	}
	run(t, ctx, 20*time.Second, click("create-table"))
	waitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/t/') && document.querySelector('#loading') && document.querySelector('#loading').hidden`)
	return strings.TrimPrefix(eval[string](t, ctx, `location.pathname`), "/t/")
}

// TestHotSeatGameToGala plays a whole year of two Houses on one device,
// through the page alone: every decision clicked (the first enabled
// option), every Wait confirmed, every hand-over cover tapped.
func TestHotSeatGameToGala(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1280, 900)
	started := time.Now()

	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"), visible(`[data-testid=home-new]`))
	screenshot(t, ctx, "home", "")
	run(t, ctx, 20*time.Second, click("home-new"), visible(`#seat-1-kind`))

	setTable(t, ctx, ts.URL, "/new", []seatSpec{
		{"local", "Ada", "ashgrove"},
		{"local", "Ben", "merrow"},
	}, false, "set-the-table")

	seen := map[string]bool{}
	covers, moves := 0, 0
	// Bounded by progress, not by the clock: a loaded machine makes every
	// step slower, but a game that stops advancing or never ends is a bug.
	const maxMoves, stall = 3000, 90 * time.Second
	progressed := time.Now()
	for {
		if moves > maxMoves || time.Since(progressed) > stall {
			t.Fatalf("no Gala after %d moves and %d hand-overs (last progress %v ago); page says:\n%s", moves, covers, time.Since(progressed).Round(time.Second), text(t, ctx))
		}
		// Screenshots of the screens as a player meets them (the page is
		// idle: nothing changes while the picture is taken).
		if shots() {
			kind := eval[string](t, ctx, panelKindJS)
			shot := map[string]string{"proving": "proving-card", "payment": "ordeal-payment", "duty": "duty-panel"}[kind]
			switch {
			case kind == "cover" && covers >= 1 && !seen["cover"]:
				seen["cover"] = true
				screenshot(t, ctx, "hotseat-cover", "viewport")
			case kind == "journey" && moves >= 60 && !seen["mid"]:
				seen["mid"] = true
				screenshot(t, ctx, "table-mid-game", "")
			case shot != "" && !seen[kind]:
				seen[kind] = true
				screenshot(t, ctx, shot, "")
			}
		}
		did := step(t, ctx, "")
		switch {
		case did == "gala":
		case did == "cover":
			covers++
			progressed = time.Now()
			continue
		case strings.HasPrefix(did, "move:"):
			moves++
			seen[did] = true
			progressed = time.Now()
			continue
		default:
			time.Sleep(5 * time.Millisecond)
			continue
		}
		break
	}
	// That the cover hides every secret is TestHotSeatCoverHidesGems.
	if covers < 2 {
		t.Errorf("only %d hand-over covers in a two-House hot-seat year", covers)
	}
	body := text(t, ctx)
	for _, want := range []string{"The Evergreen Gala", "Paragon", "Ada", "Ben"} {
		if !strings.Contains(body, want) {
			t.Errorf("the Gala does not say %q", want)
		}
	}
	// Every House's Gems are revealed in the score table.
	rows := eval[int](t, ctx, `document.querySelectorAll('[data-testid=scores] tbody tr').length`)
	if rows != 2 {
		t.Errorf("score table has %d rows, want 2", rows)
	}
	screenshot(t, ctx, "gala", "")
	t.Logf("hot-seat year: %d moves, %d hand-overs, %v; seen %v", moves, covers, time.Since(started).Round(time.Millisecond), seen)
}

// TestHotSeatCoverHidesGems checks that while the hand-over cover is up,
// the page holds no private ledger and no Gem count at all; and that a
// player's name is text, never markup.
func TestHotSeatCoverHidesGems(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1024, 800)
	// A name that is markup must show as text, never become an element.
	setTable(t, ctx, ts.URL, "/new", []seatSpec{{"local", "<img src=x onerror=alert(1)>Ada", "ashgrove"}, {"local", "Ben", "merrow"}}, true, "")
	waitFor(t, ctx, 10*time.Second, `!document.querySelector('#game').hidden`)
	if n := eval[int](t, ctx, `document.querySelectorAll('main img').length`); n != 0 {
		t.Fatalf("a player's name became %d <img> element(s)", n)
	}
	if !strings.Contains(text(t, ctx), "<img src=x onerror=alert(1)>Ada") {
		t.Fatal("a player's name is not shown as typed")
	}
	for covers := 0; covers < 6; {
		waitFor(t, ctx, 10*time.Second, `!!document.querySelector('[data-testid=cover-tap]') || !!document.querySelector('#decision button[data-move]:not([disabled])')`)
		if eval[bool](t, ctx, `!!document.querySelector('[data-testid=cover-tap]')`) {
			page := html(t, ctx)
			if strings.Contains(page, `data-testid="my-gems"`) || strings.Contains(page, "Gems given by") {
				t.Fatalf("the hand-over cover is up but the page holds a private ledger")
			}
			covers++
		}
		// Prefer Give so that there are Gems to leak.
		step(t, ctx, "give")
		time.Sleep(20 * time.Millisecond)
	}
}

// TestOnlineTwoBrowsers seats two players in two separate browsers at one
// online table, joined by room code; each plays their own seat to the
// Gala and never sees the other's Gems.
func TestOnlineTwoBrowsers(t *testing.T) {
	ts := startServer(t)
	host := browser(t, 1280, 900)
	guest := browser(t, 1280, 900)
	started := time.Now()

	code := setTable(t, host, ts.URL, "/new", []seatSpec{{"local", "Ada", "ashgrove"}, {"online", "", "merrow"}}, true, "")
	run(t, host, 10*time.Second, visible(`[data-testid=room-code]`))
	if shown := eval[string](t, host, `document.querySelector('[data-testid=room-code]').textContent`); shown != code {
		t.Fatalf("lobby shows room code %q, the address says %q", shown, code)
	}

	// The guest types the code the way people do: lower case, a space.
	typed := strings.ToLower(code[:3] + " " + code[3:])
	run(t, guest, 20*time.Second,
		chromedp.Navigate(ts.URL+"/"), click("home-join"),
		typeInto("code", typed), click("join-go"),
		visible(`[data-testid=claim-seat-1]`))
	screenshot(t, guest, "lobby-visitor", "")
	run(t, guest, 20*time.Second,
		typeInto("claim-name-1", "Ben"), click("claim-seat-1"),
		visible(`[data-testid=seated]`))
	if p := eval[string](t, guest, `location.pathname`); p != "/t/"+code {
		t.Fatalf("join led to %s, want /t/%s", p, code)
	}
	waitFor(t, host, 10*time.Second, `(() => { const b = document.querySelector('[data-testid=start-year]'); return b && !b.disabled; })()`)
	screenshot(t, host, "lobby", "")
	run(t, host, 10*time.Second, click("start-year"))

	players := []struct {
		name       string
		c          context.Context
		mine, them string
	}{
		{"host", host, "Gems given by House Ashgrove", "Gems given by House Merrow"},
		{"guest", guest, "Gems given by House Merrow", "Gems given by House Ashgrove"},
	}
	done := map[string]bool{}
	deadline := time.Now().Add(100 * time.Second)
	for i := 0; len(done) < 2; i++ {
		if time.Now().After(deadline) {
			t.Fatalf("no Gala in time; host page:\n%s\n\nguest page:\n%s", text(t, host), text(t, guest))
		}
		p := players[i%2]
		did := step(t, p.c, "give")
		if did == "gala" {
			done[p.name] = true
			continue
		}
		if i%25 == 0 || strings.HasPrefix(did, "move:give") {
			// One look at the page: the whole DOM, and whether the year is
			// still being played (before the Gala every Gem is secret).
			look := eval[[]any](t, p.c, `[!document.querySelector('#game').hidden && document.querySelector('#gala').hidden, document.documentElement.outerHTML]`)
			playing, page := look[0].(bool), look[1].(string)
			if playing && strings.Contains(page, p.them) {
				t.Fatalf("the %s's page shows the other House's Gems (%q)", p.name, p.them)
			}
			if playing && !strings.Contains(page, p.mine) {
				t.Fatalf("the %s's page does not show their own Gems (%q):\n%s", p.name, p.mine, text(t, p.c))
			}
		}
		if !strings.HasPrefix(did, "move:") {
			time.Sleep(3 * time.Millisecond)
		}
	}
	for _, p := range players {
		body := text(t, p.c)
		if !strings.Contains(body, "The Evergreen Gala") || !strings.Contains(body, "Ada") || !strings.Contains(body, "Ben") {
			t.Errorf("the %s's Gala is missing names or title:\n%s", p.name, body)
		}
	}
	t.Logf("online year in %v", time.Since(started).Round(time.Millisecond))

	// Play again: the host opens a new table; the guest follows to it.
	run(t, host, 20*time.Second, click("rematch"))
	waitAcross(t, host, 20*time.Second, `location.pathname !== '/t/`+code+`' && !!document.querySelector('[data-testid=room-code]')`)
	next := strings.TrimPrefix(eval[string](t, host, `location.pathname`), "/t/")
	// The rematch kept seat 1 for the guest: they arrive holding it.
	waitAcross(t, guest, 20*time.Second, `location.pathname === '/t/`+next+`' && !!document.querySelector('[data-testid=seated]')`)
	if got := eval[string](t, host, `document.querySelector('[data-testid=lobby-seat-0]').textContent`); !strings.Contains(got, "Ada") {
		t.Errorf("the rematch lobby's first seat reads %q, want Ada", got)
	}
}

// TestReloadKeepsSeat checks that a reload, in the lobby and mid-game,
// comes back to the same seat.
func TestReloadKeepsSeat(t *testing.T) {
	ts := startServer(t)
	host := browser(t, 1100, 850)
	guest := browser(t, 1100, 850)

	code := setTable(t, host, ts.URL, "/new", []seatSpec{{"local", "Ada", "ashgrove"}, {"online", "", "merrow"}, {"online", "", "hallowell"}}, false, "")
	run(t, host, 10*time.Second, click("seat-bot-2"),
		until(`document.querySelector('[data-testid=lobby-seat-2]').textContent.includes('bot')`))
	run(t, guest, 20*time.Second,
		chromedp.Navigate(ts.URL+"/t/"+code),
		typeInto("claim-name-1", "Ben"), click("claim-seat-1"),
		visible(`[data-testid=seated]`),
		chromedp.Reload(),
		visible(`[data-testid=seated]`))
	if got := eval[string](t, guest, `document.querySelector('[data-testid=seated]').textContent`); !strings.Contains(got, "seat 2") {
		t.Fatalf("after a reload in the lobby the guest is told %q", got)
	}
	waitFor(t, host, 10*time.Second, `(() => { const b = document.querySelector('[data-testid=start-year]'); return b && !b.disabled; })()`)
	run(t, host, 10*time.Second, click("start-year"))

	// The host plays until the guest must decide.
	guestDecides := `!!document.querySelector('#decision button[data-move]:not([disabled])')`
	waitFor(t, guest, 10*time.Second, `!document.querySelector('#game').hidden`)
	for i := 0; !eval[bool](t, guest, guestDecides); i++ {
		if i > 2000 {
			t.Fatal("the guest never got a decision")
		}
		step(t, host, "give")
		time.Sleep(5 * time.Millisecond)
	}
	run(t, guest, 20*time.Second, chromedp.Reload())
	waitFor(t, guest, 10*time.Second, guestDecides)
	page := html(t, guest)
	if !strings.Contains(page, "Gems given by House Merrow") || strings.Contains(page, "Gems given by House Ashgrove") {
		t.Fatal("after a reload mid-game the guest does not hold seat 2 (House Merrow)")
	}
	if did := step(t, guest, ""); !strings.HasPrefix(did, "move:") {
		t.Fatalf("after a reload the guest could not move: %s", did)
	}
	// The guest leaves for the home page: it lists the table, and
	// Continue leads back to the same seat.
	row := `[data-testid=home-held] li[data-code="` + code + `"]`
	run(t, guest, 20*time.Second, chromedp.Navigate(ts.URL+"/"), visible(row))
	if got := eval[string](t, guest, `document.querySelector('`+row+`').textContent`); !strings.Contains(got, "Ben (you)") || !strings.Contains(got, "In play") {
		t.Fatalf("the home page lists the guest's table as %q", got)
	}
	screenshot(t, guest, "home-your-tables", "")
	run(t, guest, 20*time.Second, chromedp.Click(row+` a.btn`, chromedp.NodeVisible))
	waitAcross(t, guest, 20*time.Second, `location.pathname === '/t/`+code+`' && !!document.querySelector('[data-testid=my-gems]')`)
	if got := eval[string](t, guest, `document.querySelector('[data-testid=my-gems]').textContent`); !strings.Contains(got, "House Merrow") {
		t.Fatalf("Continue from the home page gave the guest %q", got)
	}
	run(t, host, 20*time.Second, chromedp.Reload())
	waitFor(t, host, 10*time.Second, `!!document.querySelector('[data-testid=my-gems]')`)
	if got := eval[string](t, host, `document.querySelector('[data-testid=my-gems]').textContent`); !strings.Contains(got, "House Ashgrove") {
		t.Fatalf("after a reload the host holds %q", got)
	}

	// A visitor with no seat watches: the game, and no private ledger.
	watcher := browser(t, 900, 800)
	run(t, watcher, 20*time.Second, chromedp.Navigate(ts.URL+"/t/"+code), until(`!document.querySelector('#game').hidden`))
	if page := html(t, watcher); strings.Contains(page, "Gems given by") || !strings.Contains(page, "You are watching") {
		t.Fatal("a spectator's page shows a private ledger, or does not say they are watching")
	}
}

// TestSoloAgainstBots plays a solitary year against bots to the Gala,
// then opens its replay.
func TestSoloAgainstBots(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1280, 900)
	started := time.Now()
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"), click("home-solo"), visible(`#seat-2-kind`))
	if k := eval[string](t, ctx, `[0,1,2].map(i => document.getElementById('seat-'+i+'-kind').value).join()`); k != "local,bot,bot" {
		t.Fatalf("the solo form is preset to %s, want local,bot,bot", k)
	}
	setTable(t, ctx, ts.URL, "/solo", []seatSpec{{"local", "Ada", "stagmere"}, {"bot", "", ""}, {"bot", "", ""}}, false, "")

	moves := 0
	for deadline := time.Now().Add(90 * time.Second); ; {
		if time.Now().After(deadline) {
			t.Fatalf("no Gala after %d moves; page says:\n%s", moves, text(t, ctx))
		}
		did := step(t, ctx, "")
		if did == "gala" {
			break
		}
		if did == "cover" {
			t.Fatal("a solo table showed a hand-over cover")
		}
		if strings.HasPrefix(did, "move:") {
			moves++
		} else {
			time.Sleep(5 * time.Millisecond)
		}
	}
	if !strings.Contains(text(t, ctx), "Paragon") {
		t.Error("the Gala crowns nobody")
	}
	run(t, ctx, 20*time.Second, click("replay-link"),
		visible(`[data-testid=replay-next]`),
		click("replay-next"), click("replay-next"),
		until(`document.querySelector('[data-testid=replay-label]').textContent.startsWith('Move 2 of')`))
	run(t, ctx, 10*time.Second, setSelect("step", "60"), js(`document.getElementById('step').dispatchEvent(new Event('input'))`),
		until(`document.querySelector('[data-testid=replay-label]').textContent.startsWith('Move 60 of')`))
	screenshot(t, ctx, "replay", "")
	t.Logf("solo year: %d moves by the human, %v", moves, time.Since(started).Round(time.Millisecond))
}

// TestSetTableWithSavedRules opens the form from Rules Studio's link
// (/new?rules=CODE) and sets a table under that saved rule set.
func TestSetTableWithSavedRules(t *testing.T) {
	ts := startServer(t)
	// Any table's rule set is saved under its code: make one to point at.
	resp, err := http.Post(ts.URL+"/api/tables", "application/json", strings.NewReader(
		`{"rules":{"name":"A Short Year","turn_counting":"shared"},"seats":[{"kind":"local"},{"kind":"bot","bot":"random"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var made struct {
		Table struct {
			RulesCode string `json:"rules_code"`
		} `json:"table"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&made); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	rules := made.Table.RulesCode

	ctx := browser(t, 1100, 900)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/new?rules="+rules),
		until(`!!document.querySelector('[data-testid=rules-studio]')?.checked`))
	if got := eval[string](t, ctx, `document.getElementById('rules-studio-text').textContent`); !strings.Contains(got, "A Short Year") {
		t.Fatalf("the form offers %q, want the saved rule set A Short Year", got)
	}
	run(t, ctx, 20*time.Second, click("create-table"))
	waitAcross(t, ctx, 20*time.Second, `location.pathname.startsWith('/t/') && !document.querySelector('#game').hidden`)
	code := strings.TrimPrefix(eval[string](t, ctx, `location.pathname`), "/t/")
	resp, err = http.Get(ts.URL + "/api/tables/" + code)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var info struct {
		RulesCode string `json:"rules_code"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&info); err != nil {
		t.Fatal(err)
	}
	if info.RulesCode != rules {
		t.Fatalf("the table plays rule set %s, want %s", info.RulesCode, rules)
	}
	if !strings.Contains(text(t, ctx), "table turn") {
		t.Error("a shared-counting table does not show the table's turn count")
	}
}

// TestReconnectsAfterDrop cuts the page's WebSocket mid-game: the page
// says so, reconnects by itself, and play goes on with the log intact.
func TestReconnectsAfterDrop(t *testing.T) {
	ts, drop := startServerWithDrop(t)
	ctx := browser(t, 1100, 850)
	setTable(t, ctx, ts.URL, "/solo", []seatSpec{{"local", "Ada", ""}, {"bot", "", ""}}, false, "")
	for moves := 0; moves < 6; {
		if strings.HasPrefix(step(t, ctx, ""), "move:") {
			moves++
		} else {
			time.Sleep(5 * time.Millisecond)
		}
	}
	// Wait for a decision so that nothing is in flight, then cut.
	waitFor(t, ctx, 10*time.Second, `!!document.querySelector('#decision button[data-move]:not([disabled])')`)
	logLen := `document.querySelectorAll('#log-list li').length`
	before := eval[int](t, ctx, logLen)
	drop()
	waitFor(t, ctx, 10*time.Second, `!document.querySelector('#conn').hidden`)
	waitFor(t, ctx, 20*time.Second, `document.querySelector('#conn').hidden && !!document.querySelector('#decision button[data-move]:not([disabled])')`)
	if after := eval[int](t, ctx, logLen); after != before {
		t.Fatalf("after reconnecting the log has %d lines, before %d", after, before)
	}
	// Play on until the log grows: one click may only open a confirmation
	// (Wait asks first), which the next step answers.
	grown := logLen + ` > ` + fmt.Sprint(before)
	for i := 0; !eval[bool](t, ctx, grown); i++ {
		if i > 200 {
			t.Fatalf("after reconnecting, no move reached the log")
		}
		step(t, ctx, "")
		time.Sleep(20 * time.Millisecond)
	}
}

// plainGame is a game without its hooks (its renderer among them): only
// game.Game's methods are promoted.
type plainGame struct{ game.Game }

// TestPlainRenderer plays Highest Unique, kept from its own renderer, on one device: the page draws it with the plain fallback (the view
// as JSON, a button per legal move) and hands the device to each local
// seat with an open decision in turn, both seats deciding at once.
func TestPlainRenderer(t *testing.T) {
	ts := startServerWith(t, game.MustList(noblesgame.New(), plainGame{highest.New()}))
	resp, err := http.Post(ts.URL+"/api/tables", "application/json", strings.NewReader(
		`{"game":"highest","seats":[{"kind":"local","name":"Ada"},{"kind":"local","name":"Ben"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var made struct {
		URL   string `json:"url"`
		Token string `json:"token"`
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&made); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("creating a Highest Unique table: %d %s", resp.StatusCode, made.Error.Message)
	}
	ctx := browser(t, 1100, 850)
	code := strings.TrimPrefix(made.URL, "/t/")
	// The host's cookie, as the form would have set it.
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"),
		js(fmt.Sprintf(`document.cookie = 'eg_%s=%s; path=/'`, code, made.Token)),
		chromedp.Navigate(ts.URL+made.URL), visible(`[data-testid=fallback]`))
	covers, moves := 0, 0
	for deadline := time.Now().Add(60 * time.Second); ; {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end after %d moves and %d hand-overs; page says:\n%s", moves, covers, text(t, ctx))
		}
		did := step(t, ctx, "")
		if did == "gala" {
			break
		}
		switch {
		case did == "cover":
			covers++
		case strings.HasPrefix(did, "move:"):
			moves++
			if did != "move:pick" {
				t.Fatalf("the plain renderer offered %s; Highest Unique's only move is pick", did)
			}
		default:
			time.Sleep(5 * time.Millisecond)
		}
	}
	if covers < 2 || moves < 2 {
		t.Errorf("%d moves and %d hand-overs: both seats should have picked in turn", moves, covers)
	}
	if !strings.Contains(text(t, ctx), "The game is over") {
		t.Errorf("the plain results frame is missing:\n%s", text(t, ctx))
	}
}
