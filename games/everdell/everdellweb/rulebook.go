package everdellweb

// The Rulebook's facts: every number, badge and table the text of
// content/rulebook.json names, read here from the rule set in force. The
// platform's one Rulebook page (gameweb.Book) draws them.

import (
	"fmt"
	"strconv"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
	"evergreen/web/gameweb"
	"evergreen/wording"
)

type (
	block = gameweb.Block
	cell  = gameweb.Cell
)

var (
	row   = gameweb.Row
	heads = gameweb.Head
	table = gameweb.TableBlock
)

// book is the Rulebook of rs; table is the table's code, or "".
func (s *site) book(rs *everdell.Ruleset, table, lang string) (gameweb.Book, []error) {
	count := 0
	for _, c := range rs.Cards {
		count += c.Count
	}
	values := wording.Map{
		"city_limit": rs.CityLimit, "hand_limit": rs.HandLimit, "meadow": rs.Meadow, "card_count": count,
		"hands": list(rs.StartingHand), "forest": list(rs.ForestShown), "specials": rs.SpecialEventsShown,
		"open_points": rs.OpenDestinationPoints,
	}
	facts := gameweb.BookFacts{Values: values, Badges: map[string]gameweb.Badge{}, Parts: map[string][]block{
		"rulings": {s.rulings()}, "seasons": {seasons(rs)}, "places": s.places(rs),
		"events": {s.events(rs)}, "cards": {s.cards(rs)},
	}, Lang: lang}
	s.solo(rs, facts)
	b, errs := s.text.In(lang).Fill(facts)
	b.InForce = gameweb.InForce{Name: rs.Name, Code: rs.Code, Description: rs.Description, IsDefault: rs.Code == s.def.Code,
		Changed: ": changed from the default rules."}
	return b, errs
}

// rulings sets our first notes beside the published rules.
func (s *site) rulings() block {
	t := gameweb.Table{Head: heads("Topic", "Our first note", "The published rules", "")}
	for _, r := range s.words.Rulings {
		badge := gameweb.Badge{Name: provenance.Source, Label: "source-confirmed"}
		if r.Badge == "differs" {
			badge = gameweb.Badge{Name: provenance.Provisional, Label: "differs"}
		}
		t.Rows = append(t.Rows, row(r.Topic, cell{Text: r.Seed, Class: "rb-note"}, r.Published, cell{Badge: badge}))
	}
	return table(t)
}

func seasons(rs *everdell.Ruleset) block {
	t := gameweb.Table{Head: heads("Season", "Workers gained", "When you prepare for it")}
	for _, sn := range rs.Seasons {
		effect := ""
		switch sn.Effect {
		case "production":
			effect = "every production card of your city produces"
		case "meadow":
			effect = fmt.Sprintf("take up to %d Meadow cards into your hand", sn.Amount)
		}
		t.Rows = append(t.Rows, row(title(sn.ID), sn.Workers, effect))
	}
	return table(t)
}

// places are the locations, one table a kind.
func (s *site) places(rs *everdell.Ruleset) []block {
	kinds := []string{everdell.LocBasic, everdell.LocForest, everdell.LocHaven, everdell.LocJourney}
	rows := map[string][][]cell{}
	for _, l := range rs.Locations {
		rows[l.Kind] = append(rows[l.Kind], row(l.Name, spaces(l), s.words.Location(rs, l.ID)))
	}
	var out []block
	for _, k := range kinds {
		out = append(out, table(gameweb.Table{Rows: rows[k]}))
	}
	return out
}

func (s *site) events(rs *everdell.Ruleset) block {
	t := gameweb.Table{Head: heads("Event", "Points", "Needs", "What it does")}
	var special [][]cell
	for _, e := range rs.Events {
		var needs []string
		for _, id := range e.Requires.Cards {
			if c, ok := rs.Card(id); ok {
				needs = append(needs, c.Name)
			}
		}
		r := row(e.Name, e.Points, strings.Join(needs, " and "), s.words.Event(rs, e.ID))
		if e.Kind == "basic" {
			t.Rows = append(t.Rows, r)
		} else {
			special = append(special, r)
		}
	}
	t.Rows = append(t.Rows, special...)
	return table(t)
}

func (s *site) cards(rs *everdell.Ruleset) block {
	t := gameweb.Table{Head: heads("Card", "Kind", "Type", "", "Cost", "Points", "Copies", "Pairs with", "What it does")}
	for _, c := range rs.Cards {
		rarity, cost, pair := "common", everdellwords.Resources(c.Cost.Bag()), ""
		if c.Unique {
			rarity = "unique"
		}
		if cost == "" {
			cost = "free"
		}
		if p, ok := rs.Card(c.Pair); ok {
			pair = p.Name
		}
		if c.PairsAnyCritter {
			pair = "any critter"
		}
		t.Rows = append(t.Rows, row(c.Name, title(c.Kind), title(c.Type), rarity, cost, c.Points, c.Count, pair, s.words.Card(rs, c.ID)))
	}
	return table(t)
}

// yearNames are Rugwort's titles by year.
var yearNames = []string{"the Rascal", "the Rotten", "the Rapscallion"}

// solo adds the solitary section's facts under rs: Rugwort's rules in
// our words with his numbers, or the rival's tables (a variant). A rule
// set without a solitary opponent sets no "solo" value, and the section
// is left out.
func (s *site) solo(rs *everdell.Ruleset, facts gameweb.BookFacts) {
	so := rs.Solo
	if so == nil {
		return
	}
	values := facts.Values.(wording.Map)
	badges := everdell.BadgesOf(&rs.Rules, &s.def.Rules)
	rival := so.Opponent == everdell.OpponentRival
	values["solo"], values["rival"], values["rugwort"], values["opponent"] = true, rival, !rival, "Rugwort"
	facts.Badges["solo"] = gameweb.BadgeOf(badges["solo"])
	if rival {
		// The rival is a table's choice, never the published game's.
		values["opponent"], facts.Badges["solo"] = "the rival", gameweb.BadgeOf(provenance.Variant)
	}
	facts.Badges["ranks"] = gameweb.BadgeOf(badges["solo.ranks"])
	var rules []block
	for _, r := range s.words.Solo {
		if (r.Opponent == everdell.OpponentRival) != rival {
			continue
		}
		b := block{Text: r.Text, Badge: gameweb.BadgeOf(r.Badge)}
		if !rival {
			b.Lead = r.Topic + "."
		}
		rules = append(rules, b)
	}
	facts.Parts["solo_rules"] = rules
	ranks := gameweb.Table{Head: heads("Your points minus your opponent's, at least", "Rank")}
	for _, r := range so.Ranks {
		ranks.Rows = append(ranks.Rows, row(r.Min, r.Title))
	}
	facts.Parts["ranks"] = []block{table(ranks)}
	values["points_per_card"] = so.PointsPerCard
	rivalTable := gameweb.Table{Head: heads("Season", "Workers it places", "Meadow cards it takes", "Basic events it claims", "Points it gains")}
	if rival {
		for k, sn := range rs.Seasons {
			rivalTable.Rows = append(rivalTable.Rows, row(title(sn.ID), so.Blockers[k], so.Meadow[k], so.Events[k], so.Points[k]))
		}
	}
	facts.Parts["rival"] = []block{table(rivalTable)}
	facts.Parts["rugwort"] = []block{table(rugwort(rs))}
}

// rugwort is Rugwort's numbers at this table.
func rugwort(rs *everdell.Ruleset) gameweb.Table {
	t := gameweb.Table{Head: heads("At this table", "")}
	ru := rs.Solo.Rugwort
	if ru == nil {
		return t
	}
	year := strconv.Itoa(ru.Year)
	if ru.Year >= 1 && ru.Year <= len(yearNames) {
		year += " (" + yearNames[ru.Year-1] + ")"
	}
	journey := ""
	if ru.Year >= 1 && ru.Year <= len(ru.Journey) {
		if l, ok := rs.Location(ru.Journey[ru.Year-1]); ok {
			journey = fmt.Sprintf("%s: %d points", l.Name, l.Effect.Points)
		}
	}
	kidnap := "no"
	if ru.KidnapFrom > 0 && ru.Year >= ru.KidnapFrom {
		kidnap = "yes, in autumn"
	}
	for _, r := range [][2]string{
		{"Rugwort's year", year},
		{"His autumn journey", journey},
		{"He takes one of your workers out of the game", kidnap},
		{"Points per card in his city", fmt.Sprintf("%d (%d per prosperity card)", ru.CardPoints, ru.ProsperityPoints)},
		{"Points per basic event he achieved", strconv.Itoa(ru.EventPoints)},
		{"Points per special event you did not achieve", strconv.Itoa(ru.SpecialPoints)},
	} {
		t.Rows = append(t.Rows, row(r[0], r[1]))
	}
	return t
}

func spaces(l everdell.Location) string {
	s := "any number of workers"
	if l.Spaces > 0 {
		s = fmt.Sprintf("%d worker", l.Spaces)
		if l.Spaces > 1 {
			s += "s"
		}
	}
	if l.SpacesFour > 0 && l.SpacesFour != l.Spaces {
		s += fmt.Sprintf(" (%d at four players)", l.SpacesFour)
	}
	return s
}

func list(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return wording.English.List(parts)
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
