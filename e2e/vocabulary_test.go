package e2e

import (
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"evergreen/games/nobles"
)

// TestStudioEditorVocabulary: the Rules Studio editor offers the effect
// kinds and who values of nobles.Vocabulary(), which the page carries,
// and no list of its own.
func TestStudioEditorVocabulary(t *testing.T) {
	ts := startServer(t)
	ctx := browser(t, 1200, 900)
	run(t, ctx, 20*time.Second, chromedp.Navigate(ts.URL+"/studio/new"),
		until(`document.querySelector('#studio-edit').dataset.state === 'valid'`))
	v := nobles.Vocabulary()
	var kinds, who []string
	for _, k := range v.Kinds {
		if slices.Contains(k.Places, nobles.SpaceOrdeal) {
			kinds = append(kinds, k.Kind)
		}
	}
	for _, w := range v.Who[nobles.SpaceOrdeal] {
		who = append(who, w.Label)
	}
	got := eval[[]string](t, ctx, `[...document.querySelector('select[data-path="decks.ordeal[0].effects[0].kind"]').options].map((o) => o.value)`)
	if !slices.Equal(got, kinds) {
		t.Errorf("an Ordeal effect's kinds: %v, want %v", got, kinds)
	}
	gotWho := eval[[]string](t, ctx, `[...document.querySelector('select[data-path="decks.ordeal[0].effects[0].who"]').options].map((o) => o.textContent)`)
	if !slices.Equal(gotWho, who) {
		t.Errorf("an Ordeal effect's who: %v, want %v", gotWho, who)
	}
}
