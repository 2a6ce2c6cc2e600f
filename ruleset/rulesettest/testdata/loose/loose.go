// Package loose words a problem with a format no catalog can hold.
package loose

import "evergreen/ruleset"

func check(ps *ruleset.Problems, field string) {
	msg := "must not be empty"
	ps.Add(field, msg)
	ps.Add(field, "must be "+field)
}
