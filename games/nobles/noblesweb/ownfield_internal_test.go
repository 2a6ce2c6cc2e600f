package noblesweb

import (
	"slices"
	"testing"

	"evergreen/games/nobles"
	"evergreen/games/nobles/content"
	"evergreen/locale"
	"evergreen/web/gameweb"
)

// TestOwnDrawsField: the editor offers a Virtue's and a Market item's
// "who" only beside the kinds with an own scope (ordeal_payment,
// decree_gain), with the values the loader accepts there, in words in
// every locale.
func TestOwnDrawsField(t *testing.T) {
	words, err := content.StudioWords()
	if err != nil {
		t.Fatal(err)
	}
	fields, err := effectFields(words)
	if err != nil {
		t.Fatal(err)
	}
	data, err := editorData()
	if err != nil {
		t.Fatal(err)
	}
	for _, list := range []string{"virtues[].modifiers[].who", "market[].modifiers[].who"} {
		i := slices.IndexFunc(fields, func(f gameweb.Field) bool { return f.Path == list })
		if i < 0 {
			t.Fatalf("no field %s", list)
		}
		f := fields[i]
		if f.Kind != "choice" || f.When == nil || f.When.Key != "kind" || f.When.From != "own_draws" || f.Words == "" {
			t.Errorf("%s: %+v, want a choice shown for the own_draws kinds, in words", list, f)
		}
		for _, lang := range locale.Tags() {
			if lang != locale.Default && f.In[lang] == "" {
				t.Errorf("%s: no words in %s", list, lang)
			}
		}
	}
	for _, lang := range locale.Tags() {
		cs := data[lang].(map[string]any)["choices"].(map[string][]choice)
		var own []string
		for _, c := range cs["own_draws"] {
			own = append(own, c.Value)
		}
		if want := []string{nobles.ModOrdealPayment, nobles.ModDecreeGain}; !slices.Equal(own, want) {
			t.Errorf("%s: own_draws kinds %v, want %v", lang, own, want)
		}
		for _, place := range []string{nobles.PlaceVirtue, nobles.PlaceItem} {
			var vals []string
			for _, c := range cs["who."+place] {
				vals = append(vals, c.Value)
				if c.Words == "" || c.Words == c.Value {
					t.Errorf("%s: who.%s %q reads %q, not words", lang, place, c.Value, c.Words)
				}
			}
			if !slices.Equal(vals, []string{"", "active"}) {
				t.Errorf("%s: who.%s offers %v, want \"\" and active", lang, place, vals)
			}
		}
	}
}
