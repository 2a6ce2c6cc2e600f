package noblesgame_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
)

// TestSetupMarshalsAsAMap: Setup's hand-written JSON is what encoding/json
// writes for the same map, escapes included, and reads back the same.
func TestSetupMarshalsAsAMap(t *testing.T) {
	for _, su := range []noblesgame.Setup{
		{}, {House: "ashgrove"}, {Virtue: "thrift"}, {House: "merrow", Virtue: "royal_favour"},
		{House: "merrow", NoVirtue: true}, {NoVirtue: true}, {House: `a"b\c`, Virtue: "<&>"},
		{House: "é", Virtue: "tab\there\x7f"},
	} {
		m := map[string]any{}
		if su.House != "" {
			m["house"] = su.House
		}
		if su.NoVirtue {
			m["virtue"] = nil
		} else if su.Virtue != "" {
			m["virtue"] = su.Virtue
		}
		want, _ := json.Marshal(m)
		got, err := su.MarshalJSON()
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%+v: MarshalJSON gives %s (%v), encoding/json %s", su, got, err, want)
		}
		back, err := noblesgame.ParseSetup(got)
		if err != nil || back != su {
			t.Errorf("%+v: read back as %+v (%v)", su, back, err)
		}
	}
}

// TestReseedIsStart: a started year reseeded (game.Reseeder, as the
// simulator deals every game after the first of a set-up) is the year
// Start gives for the same set-up and the new seed, into fresh memory or
// a finished year's.
func TestReseedIsStart(t *testing.T) {
	g := noblesgame.New()
	r, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	seats := g.Undealt(r, 4)
	start, err := r.Start(game.Setup{Seed: 1, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	var spare engine.State
	for seed := uint64(2); seed < 6; seed++ {
		st := start.(game.Reseeder).Reseed(seed, spare)
		want, _ := r.Start(game.Setup{Seed: seed, Seats: seats})
		x, _ := json.Marshal(st)
		y, _ := json.Marshal(want)
		if !bytes.Equal(x, y) {
			t.Fatalf("seed %d: Reseed gives\n%s\nStart gives\n%s", seed, x, y)
		}
		for len(st.Pending()) > 0 {
			d := st.Pending()[0]
			next, _, err := st.Apply(d.Seat, d.Moves[len(d.Moves)-1])
			if err != nil {
				t.Fatal(err)
			}
			st = next
		}
		spare = st
	}
	again, _ := json.Marshal(start)
	first, _ := r.Start(game.Setup{Seed: 1, Seats: seats})
	if y, _ := json.Marshal(first); !bytes.Equal(again, y) {
		t.Fatal("Reseed changed the state it reseeded")
	}
}
