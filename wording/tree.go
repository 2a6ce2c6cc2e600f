package wording

import (
	"encoding/json"
	"strconv"
	"strings"
)

// Tree is Values read by path from a JSON document, so that a text can
// name the numbers of the entry it describes: "price",
// "effects[0].duration.turns", "duties.give_cost". A null reads 0 (an
// omitted amount); objects and arrays are not values.
type Tree struct{ root any }

// TreeOf is the Tree of v's JSON form (v may already be decoded JSON).
func TreeOf(v any) Tree {
	b, err := json.Marshal(v)
	if err != nil {
		return Tree{}
	}
	var t any
	_ = json.Unmarshal(b, &t)
	return Tree{t}
}

func (t Tree) Value(path string) (Value, bool) {
	cur := t.root
	for _, part := range strings.Split(path, ".") {
		name, rest, _ := strings.Cut(part, "[")
		if name != "" {
			m, ok := cur.(map[string]any)
			if !ok {
				return Value{}, false
			}
			if cur, ok = m[name]; !ok {
				return Value{}, false
			}
		}
		for rest != "" {
			idx, after, ok := strings.Cut(rest, "]")
			if !ok {
				return Value{}, false
			}
			i, err := strconv.Atoi(idx)
			arr, isArr := cur.([]any)
			if err != nil || !isArr || i < 0 || i >= len(arr) {
				return Value{}, false
			}
			cur = arr[i]
			rest = strings.TrimPrefix(after, "[")
		}
	}
	if cur == nil {
		return Num(0), true
	}
	return ValueOf(cur)
}
