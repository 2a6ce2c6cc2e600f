package everdellgame

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/everdell"
)

// moveArgs says what each move of Everdell's vocabulary carries (package
// everdell's doc, "Moves and decisions"): an item of which kind, an
// option (a seat or a count), or nothing.
var moveArgs = map[string]struct {
	item   string // "", "card", "location", "event", "resource", "swap" (from-to) or "any" (see CheckMove)
	option bool
}{
	everdell.MPlace: {item: "location"}, everdell.MAchieve: {item: "event"}, everdell.MVisit: {item: "card", option: true},
	everdell.MPlay: {item: "card"}, everdell.MPlayMeadow: {item: "card"}, everdell.MPrepare: {}, everdell.MPass: {},
	everdell.MPay: {}, everdell.MOccupy: {item: "card"}, everdell.MDiscount: {item: "card"}, everdell.MWaive: {item: "resource"},
	everdell.MGain: {item: "resource"}, everdell.MDiscard: {item: "card"}, everdell.MDone: {},
	everdell.MSpend: {option: true}, everdell.MTarget: {option: true}, everdell.MChoose: {item: "any"},
	everdell.MCopy: {item: "card", option: true}, everdell.MJudge: {item: "swap"}, everdell.MImprison: {item: "card"},
}

// CheckMove refuses moves outside Everdell's vocabulary (game.MoveChecker):
// an unknown name, a missing or stray argument, an item that names no
// card, location, event or resource of the rule set. Whether the move is
// legal now is the rules' question.
func (r *Rules) CheckMove(m engine.Move) error {
	a, ok := moveArgs[m.Name]
	if !ok {
		names := make([]string, 0, len(moveArgs))
		for n := range moveArgs {
			names = append(names, n)
		}
		return fmt.Errorf("unknown move %q (moves: %s)", m.Name, strings.Join(sorted(names), ", "))
	}
	switch {
	case a.option && !m.HasOption:
		return fmt.Errorf("%s needs \"option\": a seat or a number", m.Name)
	case !a.option && m.HasOption:
		return fmt.Errorf("%s takes no \"option\"", m.Name)
	case a.item == "" && m.Item != "":
		return fmt.Errorf("%s takes no \"item\"", m.Name)
	case a.item != "" && m.Item == "":
		return fmt.Errorf("%s needs \"item\": a %s id", m.Name, a.item)
	}
	rs := r.RS
	_, card := rs.Card(m.Item)
	_, loc := rs.Location(m.Item)
	_, ev := rs.Event(m.Item)
	res := isResource(m.Item)
	var known bool
	switch a.item {
	case "":
		known = true
	case "any":
		// A card, a location, a resource, a source ("deck", "discard"),
		// a card from a source (the Queen's "hand:farm"), or one of the
		// player's placed workers (the Ranger's "w0").
		src, id, from := strings.Cut(m.Item, ":")
		_, fromCard := rs.Card(id)
		known = card || loc || res || m.Item == "deck" || m.Item == "discard" ||
			(from && (src == "hand" || src == "meadow") && fromCard) || isWorker(m.Item)
	case "card":
		known = card
	case "location":
		known = loc
	case "event":
		known = ev
	case "resource":
		known = res
	case "swap":
		from, to, ok := strings.Cut(m.Item, "-")
		known = ok && isResource(from) && isResource(to)
	}
	if !known {
		what := map[string]string{"any": "card, location, resource, source or placed worker (\"w0\")", "swap": "swap of two resources (\"berry-twig\")"}[a.item]
		if what == "" {
			what = a.item
		}
		return fmt.Errorf("%s: %q is not a %s of this rule set", m.Name, m.Item, what)
	}
	return nil
}

// isWorker reports whether s names a placed worker as the Ranger's and
// A Wee Run City's choices do: "w" and its index among the player's
// placed workers.
func isWorker(s string) bool {
	n, ok := strings.CutPrefix(s, "w")
	if !ok || n == "" || len(n) > 3 {
		return false
	}
	for _, r := range n {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func isResource(s string) bool {
	for r := range everdell.NumRes {
		if everdell.ResName(r) == s {
			return true
		}
	}
	return false
}

func sorted(xs []string) []string {
	slices.Sort(xs)
	return xs
}

var _ game.MoveChecker = (*Rules)(nil)
