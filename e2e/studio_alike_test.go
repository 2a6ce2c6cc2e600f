package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/games/everdell/everdellgame"
	"evergreen/games/evergreen/evergreengame"
	"evergreen/games/nobles/noblesgame"
)

// studioEdits is, for each game with a Studio, one top-level number
// setting of its documents and the name the Studio gives it in words:
// the test sets it out of range, then to the default plus one.
var studioEdits = map[string]struct{ key, words string }{
	"nobles":    {"turns_per_season", "Turns per season"},
	"evergreen": {"fertility_setup", "Fertility symbols revealed at the start"},
	"everdell":  {"hand_limit", "Hand limit"},
	"highest":   {"rounds", "Rounds"},
}

// TestStudioAlikeInEveryGame: the one Rules Studio behaves alike in
// every hosted game that has one. In its editor a setting out of range
// is refused beside its field, named in words with its path as a detail
// (never the path alone); a valid change is listed in words, not by its
// key; saving gives a code whose page carries the library name, and a
// table set with that code names the rule set by it. The preview's bots
// are offered by the labels players know, never by internal names.
func TestStudioAlikeInEveryGame(t *testing.T) {
	games := game.MustList(noblesgame.New(), evergreengame.New(), everdellgame.New(), highest.New())
	ts := startServerWith(t, games)
	ctx := browser(t, 1280, 900)
	for _, g := range games {
		if len(g.Manifest().Studio) == 0 {
			continue
		}
		t.Run(g.Name(), func(t *testing.T) {
			edit, ok := studioEdits[g.Name()]
			if !ok {
				t.Fatalf("%s has a Studio but no setting to edit in this test", g.Name())
			}
			base := ts.URL + "/games/" + g.Name()
			run(t, ctx, 20*time.Second, chromedp.Navigate(base+"/studio/new"), editorIs("valid"))
			// The draft is edited as JSON, which every game's editor has.
			setKey := func(value string) chromedp.Action[chromedp.Void] {
				return js(fmt.Sprintf(`(() => {
					const el = document.querySelector('[data-testid=json-text]');
					const doc = JSON.parse(el.value);
					doc[%q] = %s;
					el.value = JSON.stringify(doc, null, 2);
					el.dispatchEvent(new Event('input', {bubbles: true}));
				})()`, edit.key, value))
			}
			def := eval[int](t, ctx, fmt.Sprintf(`JSON.parse(document.querySelector('[data-testid=json-text]').value)[%q]`, edit.key))

			beside := fmt.Sprintf(`.sd-field-problem[data-problem-path=%q]`, edit.key)
			run(t, ctx, 20*time.Second, setKey("-1"), editorIs("invalid"), until(`!!document.querySelector('`+beside+`')`))
			msg := eval[string](t, ctx, `document.querySelector('`+beside+`').textContent`)
			if !strings.HasPrefix(msg, edit.words+" — "+edit.key+": ") {
				t.Errorf("the problem beside the field reads %q, want the field's words %q first, then its path", msg, edit.words)
			}
			if !eval[bool](t, ctx, fmt.Sprintf(`document.querySelector('[data-path=%q]:not(li)').getAttribute('aria-invalid') === 'true'`, edit.key)) {
				t.Error("the field with the problem is not marked invalid")
			}
			if list := eval[string](t, ctx, `document.querySelector('[data-testid=problems]').innerText`); !strings.Contains(list, edit.words) {
				t.Errorf("the problem list does not name the field in words:\n%s", list)
			}

			run(t, ctx, 20*time.Second, setKey(fmt.Sprint(def+1)), editorIs("valid"), until(`!document.querySelector('.sd-field-problem')`))
			changes := eval[string](t, ctx, `document.querySelector('[data-testid=live-changes]').innerText`)
			if !strings.Contains(changes, fmt.Sprint(def+1)) || strings.Contains(changes, edit.key) {
				t.Errorf("the live changes do not say the change in words:\n%s", changes)
			}

			name := "Alike in " + g.Title()
			run(t, ctx, 20*time.Second, js(`document.querySelector('[data-testid=save-name]').value = `+fmt.Sprintf("%q", name)),
				js(`document.querySelector('[data-testid=save-name]').dispatchEvent(new Event('input', {bubbles: true}))`),
				editorIs("valid"), until(`!document.querySelector('[data-testid=save]').disabled`), press("save"))
			waitAcross(t, ctx, 20*time.Second, `!!document.querySelector('#studio-view[data-ready]')`)
			code := eval[string](t, ctx, `document.querySelector('[data-testid=ruleset-code]').textContent`)
			if got := eval[string](t, ctx, `document.querySelector('[data-testid=ruleset-name]').textContent`); got != name || len(code) != 10 {
				t.Fatalf("saved as %q, code %q; want %q", got, code, name)
			}
			labels := eval[[]string](t, ctx, `[...document.querySelectorAll('#pv-bots option')].map((o) => o.textContent)`)
			for _, label := range labels {
				if strings.ContainsAny(label, ":-") || label == strings.ToLower(label) {
					t.Errorf("the preview offers a bot as %q, not by a label players know", label)
				}
			}
			// A game with levels offers the three (Highest Unique has none,
			// and offers its bots by name); the expert searches, so choosing
			// it lowers the games a preview may play, and the field follows.
			if r, err := g.Rules(nil); err == nil && r.Bots()["expert"] != nil {
				for _, level := range []string{"Novice", "Skilled", "Expert"} {
					if !slices.Contains(labels, level) {
						t.Errorf("the preview offers %q, not the level %s", labels, level)
					}
				}
				run(t, ctx, 10*time.Second, setSelect("pv-bots", "expert"))
				if got := eval[[]string](t, ctx, `[document.querySelector('#pv-games').max, document.querySelector('#pv-games').value]`); got[0] != "40" || got[1] != "40" {
					t.Errorf("with the expert the games field allows %s and holds %s, want 40 and 40", got[0], got[1])
				}
			}

			body := fmt.Sprintf(`{"game":%q,"rules_code":%q,"seats":[{"kind":"local","name":"Ada"},{"kind":"local","name":"Bea"}]}`, g.Name(), code)
			apiTable(t, ctx, ts.URL, body)
			run(t, ctx, 20*time.Second, visible(`[data-testid=table-rules-name]`))
			if got := eval[string](t, ctx, `document.querySelector('[data-testid=table-rules-name]').textContent`); !strings.Contains(got, name) {
				t.Errorf("the table names its rule set %q, want the Studio's name %q", got, name)
			}
		})
	}
}
