package evergreen_test

import (
	"testing"

	"evergreen/game/provenance"
	"evergreen/games/evergreen"
)

// TestBadgesOf: the default keeps its own badges; what a copy changes is
// the table's variant, whatever it inherited.
func TestBadgesOf(t *testing.T) {
	def := defaultRuleset(t)
	b := evergreen.BadgesOf(&def.Rules, &def.Rules)
	for k, v := range def.Provenance {
		if _, ok := b[k]; ok && b[k] != v {
			t.Errorf("default %s is badged %q, want its own %q", k, b[k], v)
		}
	}
	for _, c := range def.Cards {
		if b["cards/"+c.ID] != c.Provenance {
			t.Errorf("default card %s is badged %q", c.ID, b["cards/"+c.ID])
		}
	}
	cp, err := evergreen.LoadRules([]byte(`{"compensation":[0,2,4,6]}`))
	if err != nil {
		t.Fatal(err)
	}
	b = evergreen.BadgesOf(&cp.Rules, &def.Rules)
	if b["compensation"] != provenance.Variant {
		t.Errorf("changed compensation is badged %q", b["compensation"])
	}
	if b["seasons"] != def.Provenance["seasons"] {
		t.Errorf("untouched seasons are badged %q", b["seasons"])
	}
}
