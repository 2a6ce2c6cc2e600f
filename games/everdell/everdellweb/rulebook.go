package everdellweb

// The Rulebook's facts: every number, badge and table the text of
// content/rulebook.json names, read here from the rule set in force. The
// platform's one Rulebook page (gameweb.Book) draws them.

import (
	"strconv"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/everdell"
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

// book is the Rulebook of rs in locale lang (table is the table's code,
// or ""): its text (content/rulebook.{lang}.json) and its tables'
// powers, rulings and solitary rules (everdellwords in lang).
func (s *site) book(rs *everdell.Ruleset, table, lang string) (gameweb.Book, []error) {
	in := *s
	if w := s.local[lang]; w != nil {
		in.words = w
	}
	if t, ok := s.books[lang]; ok {
		in.text = t
	}
	return in.fill(rs, table, lang)
}

// fill is the Rulebook of rs in s's words and text.
func (s *site) fill(rs *everdell.Ruleset, table, lang string) (gameweb.Book, []error) {
	count := 0
	for _, c := range rs.Cards {
		count += c.Count
	}
	values := wording.Map{
		"city_limit": rs.CityLimit, "hand_limit": rs.HandLimit, "meadow": rs.Meadow, "card_count": count,
		"hands": s.list(rs.StartingHand), "forest": s.list(rs.ForestShown), "specials": rs.SpecialEventsShown,
		"open_points": rs.OpenDestinationPoints,
	}
	facts := gameweb.BookFacts{Values: values, Badges: map[string]gameweb.Badge{}, Parts: map[string][]block{
		"rulings": {s.rulings()}, "seasons": {s.seasons(rs)}, "places": s.places(rs),
		"events": {s.events(rs)}, "cards": {s.cards(rs)},
	}, Lang: lang}
	s.solo(rs, facts)
	b, errs := s.text.Fill(facts)
	b.InForce = gameweb.InForce{Name: everdell.TextIn(lang, rs.Name), Code: rs.Code, Description: everdell.TextIn(lang, rs.Description), IsDefault: rs.Code == s.def.Code,
		Changed: s.say("changedRules")}
	return b, errs
}

// rulings sets our first notes beside the published rules.
func (s *site) rulings() block {
	t := gameweb.Table{Head: heads(s.say("topic"), s.say("note"), s.say("inOriginal"), s.say("published"), "")}
	for _, r := range s.words.Rulings {
		badge := gameweb.Badge{Name: provenance.Source, Label: s.say("confirmed")}
		if r.Badge == "differs" {
			badge = gameweb.Badge{Name: provenance.Provisional, Label: s.say("differs")}
		}
		t.Rows = append(t.Rows, row(r.Topic, cell{Text: r.Seed, Class: "rb-note"}, cell{Text: r.Original, Class: "rb-note"}, r.Published, cell{Badge: badge}))
	}
	return table(t)
}

func (s *site) seasons(rs *everdell.Ruleset) block {
	t := gameweb.Table{Head: heads(s.say("season"), s.say("workersGained"), s.say("whenPrepare"))}
	for _, sn := range rs.Seasons {
		effect := ""
		switch sn.Effect {
		case "production":
			effect = s.say("production")
		case "meadow":
			effect = s.say("meadow", "amount", strconv.Itoa(sn.Amount))
		}
		t.Rows = append(t.Rows, row(s.named(s.words.Book.Seasons, sn.ID), sn.Workers, effect))
	}
	return table(t)
}

// places are the locations, one table a kind.
func (s *site) places(rs *everdell.Ruleset) []block {
	kinds := []string{everdell.LocBasic, everdell.LocForest, everdell.LocHaven, everdell.LocJourney}
	rows := map[string][][]cell{}
	for _, l := range rs.Locations {
		rows[l.Kind] = append(rows[l.Kind], row(s.words.LocationName(rs, l.ID), s.spaces(l), s.words.Location(rs, l.ID)))
	}
	var out []block
	for _, k := range kinds {
		out = append(out, table(gameweb.Table{Rows: rows[k]}))
	}
	return out
}

func (s *site) events(rs *everdell.Ruleset) block {
	t := gameweb.Table{Head: heads(s.say("event"), s.say("points"), s.say("needs"), s.say("does"))}
	var special [][]cell
	for _, e := range rs.Events {
		var needs []string
		for _, id := range e.Requires.Cards {
			if n := s.words.CardName(rs, id); n != "" {
				needs = append(needs, n)
			}
		}
		r := row(s.words.EventName(rs, e.ID), e.Points, s.words.List(needs), s.words.Event(rs, e.ID))
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
	t := gameweb.Table{Head: heads(s.say("card"), s.say("kind"), s.say("type"), "", s.say("cost"), s.say("points"), s.say("copies"), s.say("pairsWith"), s.say("does"))}
	for _, c := range rs.Cards {
		rarity, cost, pair := s.say("common"), s.words.Say(c.Cost.Bag()), s.words.CardName(rs, c.Pair)
		if c.Unique {
			rarity = s.say("unique")
		}
		if cost == "" {
			cost = s.say("free")
		}
		if c.PairsAnyCritter {
			pair = s.say("anyCritter")
		}
		t.Rows = append(t.Rows, row(s.words.CardName(rs, c.ID), s.named(s.words.Book.Texts, c.Kind), s.named(s.words.Book.Types, c.Type),
			rarity, cost, c.Points, c.Count, pair, s.words.Card(rs, c.ID)))
	}
	return table(t)
}

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
	values["solo"], values["rival"], values["rugwort"], values["opponent"] = true, rival, !rival, s.say("rugwort")
	facts.Badges["solo"] = gameweb.BadgeOf(badges["solo"])
	if rival {
		// The rival is a table's choice, never the published game's.
		values["opponent"], facts.Badges["solo"] = s.say("rival"), gameweb.BadgeOf(provenance.Variant)
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
	ranks := gameweb.Table{Head: heads(s.say("rankMin"), s.say("rank"))}
	for _, r := range so.Ranks {
		ranks.Rows = append(ranks.Rows, row(r.Min, s.words.Rank(r.Title)))
	}
	facts.Parts["ranks"] = []block{table(ranks)}
	values["points_per_card"] = so.PointsPerCard
	rivalTable := gameweb.Table{Head: heads(s.say("season"), s.say("rivalWorkers"), s.say("rivalMeadow"), s.say("rivalEvents"), s.say("rivalPoints"))}
	if rival {
		for k, sn := range rs.Seasons {
			rivalTable.Rows = append(rivalTable.Rows, row(s.named(s.words.Book.Seasons, sn.ID), so.Blockers[k], so.Meadow[k], so.Events[k], so.Points[k]))
		}
	}
	facts.Parts["rival"] = []block{table(rivalTable)}
	facts.Parts["rugwort"] = []block{table(s.rugwort(rs))}
}

// rugwort is Rugwort's numbers at this table.
func (s *site) rugwort(rs *everdell.Ruleset) gameweb.Table {
	t := gameweb.Table{Head: heads(s.say("atTable"), "")}
	ru := rs.Solo.Rugwort
	if ru == nil {
		return t
	}
	year := strconv.Itoa(ru.Year)
	if ys := s.words.Book.Years; ru.Year >= 1 && ru.Year <= len(ys) {
		year = s.say("year", "year", year, "name", ys[ru.Year-1])
	}
	journey := ""
	if ru.Year >= 1 && ru.Year <= len(ru.Journey) {
		if l, ok := rs.Location(ru.Journey[ru.Year-1]); ok {
			journey = s.say("journey", "place", s.words.LocationName(rs, l.ID), "n", strconv.Itoa(l.Effect.Points))
		}
	}
	kidnap := s.say("no")
	if ru.KidnapFrom > 0 && ru.Year >= ru.KidnapFrom {
		kidnap = s.say("kidnapYes")
	}
	for _, r := range [][2]string{
		{s.say("rowYear"), year},
		{s.say("rowJourney"), journey},
		{s.say("rowKidnap"), kidnap},
		{s.say("rowCardPoints"), s.say("cardPoints", "n", strconv.Itoa(ru.CardPoints), "prosperity", strconv.Itoa(ru.ProsperityPoints))},
		{s.say("rowEventPoints"), strconv.Itoa(ru.EventPoints)},
		{s.say("rowSpecialPoints"), strconv.Itoa(ru.SpecialPoints)},
	} {
		t.Rows = append(t.Rows, row(r[0], r[1]))
	}
	return t
}

func (s *site) spaces(l everdell.Location) string {
	n := s.say("spacesAny")
	switch {
	case l.Spaces == 1:
		n = s.say("spacesOne", "n", "1")
	case l.Spaces > 1:
		n = s.say("spacesMany", "n", strconv.Itoa(l.Spaces))
	}
	if l.SpacesFour > 0 && l.SpacesFour != l.Spaces {
		n = s.say("spacesFour", "spaces", n, "n", strconv.Itoa(l.SpacesFour))
	}
	return n
}

func (s *site) list(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return s.words.List(parts)
}

// say is the Rulebook's text key in s's language, filled with the
// name-value pairs kv.
func (s *site) say(key string, kv ...string) string {
	f := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		f[kv[i]] = kv[i+1]
	}
	return s.words.BookText(key, f)
}

// named is names[id], or id with a capital for one names lacks.
func (s *site) named(names map[string]string, id string) string {
	if n := names[id]; n != "" {
		return n
	}
	if id == "" {
		return id
	}
	return strings.ToUpper(id[:1]) + id[1:]
}
