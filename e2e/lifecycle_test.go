package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/game"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// seatCall POSTs body to the table's path as the holder of token and
// returns the answer, failing the test unless it is want.
func seatCall(t *testing.T, base, code, token, path, body string, want int) []byte {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, base+"/api/tables/"+code+"/"+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		t.Fatalf("POST %s: %d %s, want %d", path, resp.StatusCode, b, want)
	}
	return b
}

// claimAs claims seat for a newcomer named name and returns its token.
func claimAs(t *testing.T, base, code string, seat int, name string) string {
	t.Helper()
	var out struct{ Token string }
	b := seatCall(t, base, code, "", "claim", fmt.Sprintf(`{"seat":%d,"name":%q}`, seat, name), http.StatusOK)
	if err := json.Unmarshal(b, &out); err != nil || out.Token == "" {
		t.Fatalf("claiming seat %d: %s", seat, b)
	}
	return out.Token
}

// logSays waits until the table page's log holds text.
func logSays(t *testing.T, ctx context.Context, text string) {
	t.Helper()
	waitFor(t, ctx, 15*time.Second, fmt.Sprintf(`document.querySelector('[data-testid=log]').textContent.includes(%q)`, text))
}

// TestSeatsComeAndGoInEveryGame plays the life of a table in every
// hosted game, from the host's page: a player leaves the lobby and
// another takes the seat; the lobby shows the clock; during play the
// host reopens the away player's seat (choosing the bot by its label)
// and a newcomer takes it under the same name, which is marked; the
// newcomer concedes and a bot plays the seat under their name; each is
// a line every seat reads in the log; the host's Mute is for others
// only; the host concedes too (two clicks) and the table closes,
// saying the game is unfinished. Another table, left empty in the
// lobby, is closed by its host.
func TestSeatsComeAndGoInEveryGame(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())
	ts := startServerWith(t, games)
	ctx := browser(t, 1280, 900)
	for _, g := range games {
		t.Run(g.Name(), func(t *testing.T) {
			code := apiTable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}],"clock":{"kind":"relaxed"},"bot_delay_ms":50}`, g.Name()))
			run(t, ctx, 20*time.Second, visible(`[data-testid=lobby-seat-1]`))
			if got := eval[string](t, ctx, `document.querySelector('[data-testid=lobby-clock]').textContent`); !strings.Contains(got, "Relaxed clock") {
				t.Errorf("the lobby says of the clock %q", got)
			}
			bea := claimAs(t, ts.URL, code, 1, "Bea")
			waitFor(t, ctx, 15*time.Second, `document.querySelector('[data-testid=lobby-seat-1]').textContent.includes('Bea')`)
			seatCall(t, ts.URL, code, bea, "leave", `{"seat":1}`, http.StatusOK)
			waitFor(t, ctx, 15*time.Second, `document.querySelector('[data-testid=lobby-seat-1]').textContent.includes('Waiting for a player')`)
			claimAs(t, ts.URL, code, 1, "Cleo")
			waitFor(t, ctx, 15*time.Second, `!document.querySelector('[data-testid=start-year]').disabled`)
			run(t, ctx, 15*time.Second, click("start-year"), visible(`#game`), visible(`[data-testid=away-reopen-1]`))
			if eval[bool](t, ctx, `!!document.querySelector('[data-testid=mute-0]')`) {
				t.Error("the host is offered to mute their own seat")
			}
			if !eval[bool](t, ctx, `!!document.querySelector('[data-testid=mute-1]')`) {
				t.Error("the host is not offered to mute the other player")
			}
			// The host chooses the stand-in by its label, and reopens the seat.
			label := eval[string](t, ctx, `(() => { const s = document.querySelector('[data-testid=standin-bot-1]'); s.value = s.options[s.options.length - 1].value; return s.options[s.selectedIndex].textContent; })()`)
			run(t, ctx, 10*time.Second, click("away-reopen-1"))
			waitFor(t, ctx, 15*time.Second, fmt.Sprintf(`(document.querySelector('[data-testid=standin-1]') || {}).textContent?.includes(%q)`, label))
			logSays(t, ctx, "Cleo's seat was reopened by the host")
			dan := claimAs(t, ts.URL, code, 1, "Cleo")
			logSays(t, ctx, "A new player took Cleo's seat, under the same name.")
			waitFor(t, ctx, 15*time.Second, `!!document.querySelector('[data-testid=reused-1]')`)
			seatCall(t, ts.URL, code, dan, "concede", `{"seat":1}`, http.StatusOK)
			logSays(t, ctx, "Cleo conceded: a bot plays the seat to the end.")
			waitFor(t, ctx, 15*time.Second, `!!document.querySelector('[data-testid=bot-mark-1]') && document.querySelector('#players').textContent.includes('Cleo')`)
			run(t, ctx, 10*time.Second, click("concede-0"), visible(`[data-testid=concede-0-confirm]`), click("concede-0-confirm"))
			run(t, ctx, 15*time.Second, visible(`[data-testid=closed]`))
			logSays(t, ctx, "Ada conceded")

			// A table nobody joined is closed by its host from the lobby.
			apiTable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}]}`, g.Name()))
			run(t, ctx, 15*time.Second, visible(`[data-testid=end-table]`), click("end-table"), visible(`[data-testid=closed]`))
		})
	}
}

// TestYourTablesHidesARow: on the home page a row of "Your tables", one
// table of each hosted game, may be hidden; it stays hidden after a
// reload, and "Show hidden tables" brings it back.
func TestYourTablesHidesARow(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())
	ts := startServerWith(t, games)
	ctx := browser(t, 1280, 900)
	var codes []string
	for _, g := range games {
		codes = append(codes, apiTable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}]}`, g.Name())))
	}
	row := func(code string) string {
		return `document.querySelector('[data-testid=home-held] li[data-code="` + code + `"]')`
	}
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/"), visible(`[data-testid=home-held]`))
	for _, code := range codes {
		run(t, ctx, 10*time.Second, js(row(code)+`.querySelector('[data-testid=hide-row]').click()`))
		waitFor(t, ctx, 5*time.Second, row(code)+`.hidden`)
	}
	run(t, ctx, 20*time.Second, chromedp.Reload(), visible(`[data-testid=show-hidden]`))
	for _, code := range codes {
		if !eval[bool](t, ctx, row(code)+`.hidden`) {
			t.Errorf("table %s shows again after a reload", code)
		}
	}
	run(t, ctx, 10*time.Second, click("show-hidden"))
	for _, code := range codes {
		waitFor(t, ctx, 5*time.Second, `!`+row(code)+`.hidden`)
	}
}

// TestVariantShownInTheLobby: in every game with a Studio, a changed
// rule set may not be saved under the standard rules' name; a table of a
// variant, whatever its name, lists in its lobby that it is changed from
// the standard rules and what changes.
func TestVariantShownInTheLobby(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())
	ts := startServerWith(t, games)
	ctx := browser(t, 1280, 900)
	for _, g := range games {
		t.Run(g.Name(), func(t *testing.T) {
			def, _ := g.Rules(nil)
			var doc map[string]any
			if err := json.Unmarshal([]byte(get(t, ts.URL+"/api/games/"+g.Name()+"/content")), &doc); err != nil {
				t.Fatal(err)
			}
			doc["name"] = game.TitleOf(def)
			doc["description"] = "A quiet change, under the standard name."
			save := func(name string) (int, []byte) {
				body, _ := json.Marshal(map[string]any{"doc": doc, "name": name})
				resp, err := http.Post(ts.URL+"/games/"+g.Name()+"/api/rulesets", "application/json", strings.NewReader(string(body)))
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				b, _ := io.ReadAll(resp.Body)
				return resp.StatusCode, b
			}
			if status, b := save(game.TitleOf(def)); status != http.StatusBadRequest || !strings.Contains(string(b), "standard rules") {
				t.Errorf("saving a changed rule set under the standard name: %d %s", status, b)
			}
			if status, b := save(strings.ToUpper(game.TitleOf(def))); status != http.StatusBadRequest {
				t.Errorf("saving a changed rule set under the standard name in capitals: %d %s", status, b)
			}
			code := saveNamed(t, ts.URL, g.Name(), "Quiet variant of "+g.Title())
			apiTable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"rules_code":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}]}`, g.Name(), code))
			run(t, ctx, 20*time.Second, visible(`[data-testid=variant]`))
			if got := eval[string](t, ctx, `document.querySelector('[data-testid=variant]').textContent`); !strings.Contains(got, "Changed from "+game.TitleOf(def)) {
				t.Errorf("the lobby says of the variant %q", got)
			}
			apiTable(t, ctx, ts.URL, fmt.Sprintf(`{"game":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"online"}]}`, g.Name()))
			run(t, ctx, 20*time.Second, visible(`[data-testid=lobby-clock]`))
			if eval[bool](t, ctx, `!!document.querySelector('[data-testid=variant]')`) {
				t.Error("the standard rules are listed as a variant")
			}
		})
	}
}

// TestSoloFormOffersBotsByLabel: in every hosted game the solo form
// offers its bots by their labels for players, never by their internal
// names.
func TestSoloFormOffersBotsByLabel(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New())
	ts := startServerWith(t, games)
	ctx := browser(t, 1280, 900)
	for _, g := range games {
		t.Run(g.Name(), func(t *testing.T) {
			run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/solo?game="+g.Name()), until(`!!document.querySelector('#seat-count option[value="2"]')`))
			run(t, ctx, 10*time.Second, setSelect("seat-count", "2"), visible(`#seat-1-kind`), setSelect("seat-1-kind", "bot"), visible(`#seat-1-bot`))
			var opts []struct{ Value, Text string }
			raw := eval[string](t, ctx, `JSON.stringify([...document.querySelectorAll('#seat-1-bot option')].map((o) => ({Value: o.value, Text: o.textContent})))`)
			if err := json.Unmarshal([]byte(raw), &opts); err != nil {
				t.Fatal(err)
			}
			if len(opts) < 2 {
				t.Fatalf("the form offers %d bots", len(opts))
			}
			for _, o := range opts {
				if o.Text == o.Value || strings.ContainsAny(o.Text, ":-") {
					t.Errorf("a bot is offered as %q (its name %q), not by its label", o.Text, o.Value)
				}
			}
		})
	}
}
