package nobles_test

import (
	"testing"

	"evergreen/games/nobles"
)

// TestDefaultBadges: the default rule set is badged as the seeds say —
// turn counting per noble is the Crown's ruling (Guidance), the number of
// turns in a season and the board order provisional (Rulebook Rule 3),
// incomes and Duty costs the source's — and every entry keeps its own.
func TestDefaultBadges(t *testing.T) {
	def := rules(t, "")
	b := nobles.BadgesOf(&def.Rules, &def.Rules)
	want := map[string]string{
		"turn_counting": nobles.Ruling, "turns_per_season": nobles.Provisional,
		"income": nobles.Source, "duties": nobles.Source, "rulings": nobles.Provisional,
		"rulings.token_conversion": nobles.Provisional, "board": nobles.Provisional, "virtues": nobles.Source,
	}
	for k, v := range want {
		if got := b.Setting(k); got != v {
			t.Errorf("default %s is badged %q, want %q", k, got, v)
		}
	}
	n := 0
	check := func(key, own string) {
		n++
		if got := b.Entry(key); got != own {
			t.Errorf("default %s is badged %q, want its own %q", key, got, own)
		}
	}
	for _, h := range def.Houses {
		check("houses/"+h.ID, h.Provenance)
	}
	for _, v := range def.Virtues {
		check("virtues/"+v.ID, v.Provenance)
	}
	for _, it := range def.Market {
		check("market/"+it.ID, it.Provenance)
	}
	for _, c := range def.Decks.Proving {
		check("decks.proving/"+c.ID, c.Provenance)
	}
	for _, c := range def.Decks.Ordeal {
		check("decks.ordeal/"+c.ID, c.Provenance)
	}
	for _, c := range def.Decks.Decree {
		check("decks.decree/"+c.ID, c.Provenance)
	}
	if n != len(b.Entries) {
		t.Errorf("%d entries checked, %d badged", n, len(b.Entries))
	}
}

// TestChangedIsVariant: what a copy changes is badged by what it is now,
// the table's variant, not by the badge it inherited from the default.
func TestChangedIsVariant(t *testing.T) {
	def := rules(t, "")
	cp := rules(t, `{"turn_counting":"shared","income":{"spring":1700},"rulings":{"surrender_stacks":true,"no_virtues":true}}`)
	b := nobles.BadgesOf(&cp.Rules, &def.Rules)
	for k, v := range map[string]string{
		"turn_counting": nobles.Variant, "income": nobles.Variant, "rulings.surrender_stacks": nobles.Variant,
		"rulings.token_conversion": nobles.Provisional, "duties": nobles.Source, "virtues": nobles.Variant,
	} {
		if got := b.Setting(k); got != v {
			t.Errorf("%s is badged %q, want %q", k, got, v)
		}
	}
	cp2 := def.Rules
	cp2.Market = append([]nobles.Item(nil), def.Market...)
	cp2.Market[2].Price = 650
	cp2.Market[3].Withheld = false
	b = nobles.BadgesOf(&cp2, &def.Rules)
	if got := b.Entry("market/reinforced-vault-door"); got != nobles.Variant {
		t.Errorf("a repriced source item is badged %q", got)
	}
	if got := b.Entry("market/gilded-carriage"); got != nobles.Variant {
		t.Errorf("a withheld item brought into play is badged %q", got)
	}
	if got := b.Entry("market/estate-butler"); got != nobles.Source {
		t.Errorf("an untouched item is badged %q", got)
	}
	if nobles.ReadingBadge(nobles.Shared) == nobles.Source || nobles.ReadingBadge(nobles.PerNoble) != nobles.Ruling {
		t.Error("the shared reading, NOT ADOPTED, must not be badged source; per noble is the Crown's ruling")
	}
}
