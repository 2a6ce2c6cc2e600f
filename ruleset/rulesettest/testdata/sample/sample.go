// Package sample words problems every way Formats reads.
package sample

import (
	"fmt"
	"math/big"

	"evergreen/ruleset"
)

const reserved = "is reserved"

func check(ps *ruleset.Problems, n int) {
	ps.Add("a", "must be positive, got %d", n)
	ps.Add("b", reserved)
	ps.Add("c", "must be positive, got %d", n) // a repeat
	_ = ruleset.Errorf("the text does not read: %v", fmt.Errorf("not a format of ours: %d", n))
	over := func(path, format string, args ...any) { ps.Add(path, format, args...) }
	over("d", "must be at most %s", ruleset.Grouped(n))
	var x big.Int
	x.Add(&x, big.NewInt(1)) // another type's Add
}
