package game

import (
	"fmt"
	"strings"
)

// SettleColours settles the seats' colours for a game whose seats differ
// only by colour: a colour a seat asked for is kept (in lower case) unless
// an earlier seat asked for it too, which is an error naming the seat's
// path; every seat that asked for none gets the first colour of palette no
// seat holds yet (none is left once palette runs out). colours is changed
// in place, one entry a seat.
func SettleColours(colours, palette []string) error {
	taken := map[string]int{}
	for i, c := range colours {
		if c == "" {
			continue
		}
		lc := strings.ToLower(c)
		if j, ok := taken[lc]; ok {
			return fmt.Errorf("seats[%d].setup.colour: %s is seat %d's colour", i, c, j)
		}
		taken[lc] = i
		colours[i] = lc
	}
	for i := range colours {
		if colours[i] != "" {
			continue
		}
		for _, c := range palette {
			if _, ok := taken[c]; !ok {
				colours[i] = c
				taken[c] = i
				break
			}
		}
	}
	return nil
}
