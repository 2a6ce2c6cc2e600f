package noblesterm

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"evergreen/games/nobles"
	"evergreen/locale"
	"evergreen/termkit"
)

// Final shows the final scores, every House's Gems revealed, and crowns
// the Paragon of Evergreen.
func (u *UI) Final(view any, seed uint64) string {
	v, ok := view.(*nobles.View)
	if !ok {
		return ""
	}
	var b strings.Builder
	b.WriteString(u.Banner("*", u.Bold(u.T("gala.title"))))
	b.WriteString(termkit.Wrap(u.T("gala.opened"), "  "))
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
		width = max(width, len([]rune(u.Names[i]+u.words.house(v.Houses[i].House).Name))+3)
	}
	for rank, i := range order {
		label := fmt.Sprintf("%s (%s)", u.Names[i], u.words.house(v.Houses[i].House).Name)
		pad := strings.Repeat(" ", max(1, width-len([]rune(label))+1))
		fmt.Fprintf(&b, "  %d. %s%s%s\n", rank+1, label, pad,
			u.T("gala.row", "gems", u.T("gala.gems", "n", gems(i)), "tokens", u.T("tokens", "n", v.Houses[i].Tokens), "score", score(i)))
	}
	b.WriteString("\n")
	var winners []string
	if v.Outcome != nil {
		for _, w := range v.Outcome.Winners {
			winners = append(winners, u.Names[w])
		}
	}
	switch len(winners) {
	case 0:
	case 1:
		b.WriteString(u.T("gala.winner", "who", winners[0], "title", u.Bold(u.T("gala.paragon"))) + "\n")
		w := v.Outcome.Winners[0]
		for i := range v.Houses {
			if i != int(w) && score(i) == score(int(w)) {
				b.WriteString(u.T("gala.tie") + "\n")
				break
			}
		}
	default:
		b.WriteString(u.T("gala.shared", "who", locale.FormatterOf(u.Lang()).List(winners), "title", u.Bold(u.T("gala.paragons"))) + "\n")
	}
	b.WriteString("\n" + u.T("gala.seed", "seed", strconv.FormatUint(seed, 10)) + "\n")
	return b.String()
}
