package nobles_test

import (
	"errors"
	"strings"
	"testing"

	"evergreen/games/nobles"
)

const twoVirtues = `"virtues":[
 {"id":"charity","name":"C","text":"Give costs less.","provenance":"provisional","modifiers":[{"kind":"give_cost","amount":-100}]},
 {"id":"thrift","name":"T","text":"Gain at the end of each turn.","provenance":"provisional","modifiers":[{"kind":"turn_gain","amount":50}]}
],"houses":`

// TestEveryHouseHoldsAVirtue: Rule 1. A table with more Houses than the
// rule set has Virtues is refused, naming the rule set's virtues, rather
// than seating a House with none.
func TestEveryHouseHoldsAVirtue(t *testing.T) {
	rs := testRules(t, "decree", twoVirtues+eightHouses(""))
	if _, err := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, 2)}); err != nil {
		t.Fatalf("two Houses, two Virtues: %v", err)
	}
	_, err := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, 3)})
	var se *nobles.SetupError
	if !errors.As(err, &se) || se.Path != "virtues" || !strings.Contains(se.Message, "Rule 1") {
		t.Fatalf("three Houses, two Virtues: got %v, want a refusal at virtues citing Rule 1", err)
	}
}

// TestNoVirtuesVariant: a table that means to play without Virtues says
// so, and then no House holds one, nor may a seat ask for one.
func TestNoVirtuesVariant(t *testing.T) {
	rs := testRules(t, "decree", twoVirtues+eightHouses("")+`,"rulings":{"token_conversion":"offer","item_once":true,"no_virtues":true}`)
	st, err := nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: make([]nobles.SeatSetup, 4)})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 4 {
		if v := st.Noble(i).Virtue; v >= 0 {
			t.Errorf("seat %d holds Virtue %d under the variant without Virtues", i, v)
		}
	}
	_, err = nobles.NewGame(rs, nobles.Setup{Seed: 1, Seats: []nobles.SeatSetup{{Virtue: "charity"}, {}}})
	var se *nobles.SetupError
	if !errors.As(err, &se) || se.Path != "seats[0].virtue" {
		t.Fatalf("asking for a Virtue under the variant: got %v", err)
	}
}
