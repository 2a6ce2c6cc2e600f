package ruleset_test

import (
	"fmt"

	"evergreen/ruleset"
)

func ExampleMerge() {
	defaults := []byte(`{
		"turns_per_season": 4,
		"income": {"spring": 5, "summer": 3},
		"board": ["proving", "ordeal", "decree"],
		"variant": "classic"
	}`)
	table := []byte(`{"income": {"summer": 4}, "board": ["ordeal"], "variant": null}`)

	merged, err := ruleset.Merge(defaults, table)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(string(merged))
	// Output:
	// {"turns_per_season":4,"income":{"spring":5,"summer":4},"board":["ordeal"]}
}

func ExampleCode() {
	a, _ := ruleset.Code([]byte(`{"income": {"spring": 5, "summer": 3}, "turns_per_season": 4}`))
	b, _ := ruleset.Code([]byte(`{"turns_per_season":4.0,"income":{"summer":3,"spring":5}}`))
	c, _ := ruleset.Code([]byte(`{"turns_per_season":4,"income":{"summer":3,"spring":6}}`))
	fmt.Println(a, b, c)
	// Output:
	// 4byf1vwqxf 4byf1vwqxf p8xmy6b125
}

func ExampleDecodeStrict() {
	type Effect struct {
		Kind   string `json:"kind"`
		Amount int    `json:"amount"`
	}
	type Card struct {
		ID      string   `json:"id"`
		Effects []Effect `json:"effects"`
	}
	type Rules struct {
		Ordeal []Card `json:"ordeal"`
	}

	doc := []byte(`{"ordeal": [
		{"id": "flood", "effects": [{"kind": "pay", "amount": 2}]},
		{"id": "storm", "efects": [{"kind": "pay", "amount": 1}]},
		{"id": "fire", "effects": [{"kind": "pay", "amount": "3"}]}
	]}`)
	var r Rules
	err := ruleset.DecodeStrict(doc, &r)
	fmt.Println(err)
	// Output:
	// rule set: 2 problems:
	//   ordeal[1].efects: unknown field (did you mean "effects"?)
	//   ordeal[2].effects[0].amount: must be an integer, got string "3"
}
