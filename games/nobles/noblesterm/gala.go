package noblesterm

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/games/nobles"
)

// Final shows the final scores, every House's Gems revealed, and crowns
// the Paragon of Evergreen.
func (u *UI) Final(view any, seed uint64) string {
	v, ok := view.(*nobles.View)
	if !ok {
		return ""
	}
	var b strings.Builder
	b.WriteString(u.Banner("*", u.Bold("The Evergreen Gala")))
	b.WriteString(wrap("The Charity chest is opened and every House's Gems are revealed. "+
		"Score: House Gems given plus Vault Tokens held.", lineWidth, "  "))
	b.WriteString("\n")
	order := make([]int, len(v.Houses))
	for i := range order {
		order[i] = i
	}
	gems := func(i int) int {
		if p := v.Houses[i].Gems; p != nil {
			return *p
		}
		return 0
	}
	score := func(i int) int { return gems(i) + v.Houses[i].Tokens }
	slices.SortStableFunc(order, func(a, c int) int {
		if score(a) != score(c) {
			return score(c) - score(a)
		}
		return gems(c) - gems(a)
	})
	width := 0
	for _, i := range order {
		width = max(width, len([]rune(u.names[i]+u.words.house(v.Houses[i].House).Name))+3)
	}
	for rank, i := range order {
		label := fmt.Sprintf("%s (%s)", u.names[i], u.words.house(v.Houses[i].House).Name)
		pad := strings.Repeat(" ", max(1, width-len([]rune(label))+1))
		fmt.Fprintf(&b, "  %d. %s%s%s + %s = %d\n", rank+1, label, pad,
			plural(gems(i), "Gem given", "Gems given"), plural(v.Houses[i].Tokens, "Vault Token", "Vault Tokens"), score(i))
	}
	b.WriteString("\n")
	var winners []string
	if v.Outcome != nil {
		for _, w := range v.Outcome.Winners {
			winners = append(winners, u.names[w])
		}
	}
	switch len(winners) {
	case 0:
	case 1:
		fmt.Fprintf(&b, "  %s is crowned %s!\n", winners[0], u.Bold("Paragon of Evergreen"))
		w := v.Outcome.Winners[0]
		for i := range v.Houses {
			if i != int(w) && score(i) == score(int(w)) {
				b.WriteString("  (Level on score; the most House Gems given breaks the tie.)\n")
				break
			}
		}
	default:
		fmt.Fprintf(&b, "  A shared victory! %s are crowned %s together,\n  level on score and on Gems given.\n",
			joinAnd(winners), u.Bold("Paragons of Evergreen"))
	}
	fmt.Fprintf(&b, "\nSeed %d: play this very year again with -seed %d.\n", seed, seed)
	return b.String()
}
