package everdellgame

import (
	"strings"

	"evergreen/game"
	"evergreen/games/everdell"
)

// Moves is Everdell's vocabulary (game.MoveChecker; package everdell's
// doc, "Moves and decisions"): what each move carries, an item of which
// kind, an option (a seat or a count), or nothing, so that an unknown
// name, a missing or stray argument or an item that names no card,
// location, event or resource of the rule set is refused. Whether the
// move is legal now is the rules' question.
func (r *Rules) Moves() game.Moves {
	rs := r.RS
	isCard := func(id string) bool { _, ok := rs.Card(id); return ok }
	isLocation := func(id string) bool { _, ok := rs.Location(id); return ok }
	card := game.MoveArgs{Item: "a card of this rule set", Known: isCard}
	resource := game.MoveArgs{Item: "a resource of this rule set", Known: isResource}
	const seat = "a seat or a number"
	return game.Moves{
		everdell.MPlace:   {Item: "a location of this rule set", Known: isLocation},
		everdell.MAchieve: {Item: "an event of this rule set", Known: func(id string) bool { _, ok := rs.Event(id); return ok }},
		everdell.MVisit:   {Item: card.Item, Known: isCard, Option: seat}, everdell.MCopy: {Item: card.Item, Known: isCard, Option: seat},
		everdell.MPlay: card, everdell.MPlayMeadow: card, everdell.MOccupy: card, everdell.MDiscount: card,
		everdell.MDiscard: card, everdell.MImprison: card, everdell.MWaive: resource, everdell.MGain: resource,
		everdell.MPrepare: {}, everdell.MPass: {}, everdell.MPay: {}, everdell.MDone: {},
		everdell.MSpend: {Option: seat}, everdell.MTarget: {Option: seat},
		// A card, a location, a resource, a source ("deck", "discard"), a
		// card from a source (the Queen's "hand:farm"), or one of the
		// player's placed workers (the Ranger's "w0").
		everdell.MChoose: {Item: `a card, location, resource, source or placed worker ("w0") of this rule set`, Known: func(it string) bool {
			src, id, from := strings.Cut(it, ":")
			return isCard(it) || isLocation(it) || isResource(it) || it == "deck" || it == "discard" ||
				(from && (src == "hand" || src == "meadow") && isCard(id)) || isWorker(it)
		}},
		everdell.MJudge: {Item: `a swap of two resources ("berry-twig")`, Known: func(it string) bool {
			from, to, ok := strings.Cut(it, "-")
			return ok && isResource(from) && isResource(to)
		}},
	}
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

var _ game.MoveChecker = (*Rules)(nil)
