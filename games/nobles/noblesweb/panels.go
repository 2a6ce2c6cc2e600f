package noblesweb

// The rule set's own lists on the Rulebook and Guidance pages, and the
// rule set in force: the board, the Market, the Virtues, the year, the
// turns counted, each read from the rule set and marked where it differs
// from the Crown's Guidance.

import (
	"fmt"
	"slices"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/nobles"
	"evergreen/web/gameweb"
)

// panels draws the lists of one rule set.
type panels struct {
	s      *site
	rs     *nobles.Ruleset
	badges nobles.Badges
	table  string
	words  words
	// texts are rs's rules with their texts in the page's locale
	// (nobles.Ruleset.RulesIn): what a reader reads of its names and
	// texts; rs is what is compared and counted.
	texts nobles.Rules
}

// textsIn is rs's rules with their texts in lang; where a text does not
// fill in lang (a variant's translation gone wrong), the English, as the
// rule set's own page then says.
func textsIn(rs *nobles.Ruleset, lang string) nobles.Rules {
	r, err := rs.RulesIn(lang)
	if err != nil {
		return rs.Rules
	}
	return r
}

// shown is the panels names asks for, in the order of order.
func (p panels) shown(names []string, order ...string) []block {
	var out []block
	for _, n := range order {
		if !slices.Contains(names, n) {
			continue
		}
		switch n {
		case "board":
			out = append(out, p.board())
		case "market":
			out = append(out, p.market())
		case "virtues":
			out = append(out, p.virtues())
		case "year":
			out = append(out, p.year())
		case "turn_counting":
			out = append(out, block{Class: "rb-in-use", Text: p.turns()})
		}
	}
	return out
}

// turns says how this rule set counts turns.
func (p panels) turns() string {
	rs, w := p.rs, p.words
	key := "turns.per_noble"
	if rs.TurnCounting == nobles.Shared {
		key = "turns.shared"
	}
	return w.w(key, "table", p.table != "", "per", w.num(rs.TurnsPerSeason), "year", w.num(rs.TurnsPerSeason*nobles.Seasons))
}

func (p panels) badge(setting string) badge { return provenance.Get(p.badges.Setting(setting)) }

func (p panels) market() block {
	w := p.words
	b := block{Class: "rb-panel rb-market", Heading: w.w("market.heading")}
	for _, it := range p.texts.Market {
		item := gameweb.Item{Name: it.Name, Price: w.crowns(it.Price), Text: it.Text,
			Badge: provenance.Get(p.badges.Entry("market/" + it.ID))}
		if it.Withheld {
			item.Status, item.Class = w.w("market.withheld"), "rb-item-withheld"
		}
		b.Items = append(b.Items, item)
	}
	return b
}

func (p panels) virtues() block {
	b := block{Class: "rb-panel rb-virtues", Heading: p.words.w("virtues.heading")}
	for _, vt := range p.texts.Virtues {
		var houses []string
		for _, h := range p.texts.Houses {
			if h.Virtue == vt.ID {
				houses = append(houses, h.Name)
			}
		}
		item := gameweb.Item{Name: vt.Name, Text: vt.Text, Badge: provenance.Get(p.badges.Entry("virtues/" + vt.ID))}
		if len(houses) > 0 {
			item.Aside = p.words.w("virtues.brought", "houses", houses)
		}
		b.Items = append(b.Items, item)
	}
	return b
}

func (p panels) board() block {
	rs, w := p.rs, p.words
	stretch := len(rs.Board) / nobles.Seasons
	t := gameweb.Table{Head: []gameweb.Cell{{Text: w.w("board.stretch")}, {Text: w.w("board.spaces"), Span: stretch}}}
	for sn := range nobles.Seasons {
		from, to := sn*stretch+1, (sn+1)*stretch
		row := []gameweb.Cell{{Text: fmt.Sprintf("%s %d–%d", w.season(sn), from, to), Header: true}}
		for i := from; i <= to; i++ {
			k := rs.Board[i-1]
			row = append(row, gameweb.Cell{Text: fmt.Sprintf("%d %s", i, w.w("space."+k+".letter")), Class: "rb-space rb-" + k, Title: w.w("space." + k)})
		}
		t.Rows = append(t.Rows, row)
	}
	return block{Class: "rb-panel rb-board", Heading: w.w("board.heading"), Badge: p.badge("board"),
		Text: w.w("board.text", "n", len(rs.Board)), Table: &t}
}

func (p panels) year() block {
	rs, w := p.rs, p.words
	turns := w.w("year.turns")
	if rs.TurnCounting == nobles.Shared {
		turns = w.w("year.turns.shared")
	}
	t := gameweb.Table{Head: []gameweb.Cell{{Text: w.w("year.season")}, {Text: turns}, {Text: w.w("year.income")}}}
	for sn := range nobles.Seasons {
		t.Rows = append(t.Rows, []gameweb.Cell{{Text: w.season(sn), Header: true},
			{Text: fmt.Sprintf("%d–%d", sn*rs.TurnsPerSeason+1, (sn+1)*rs.TurnsPerSeason)},
			{Text: w.crowns(rs.Income.Season(sn))}})
	}
	return block{Class: "rb-panel rb-year", Table: &t}
}

// inForce describes rs against the Crown's Guidance, in w's words.
func (s *site) inForce(rs *nobles.Ruleset, texts nobles.Rules, badges nobles.Badges, table string, w words) gameweb.InForce {
	def := s.def
	p := panels{s: s, rs: rs, badges: badges, table: table, words: w, texts: texts}
	var income []string
	incomeChanged := false
	for sn := range nobles.Seasons {
		income = append(income, w.season(sn)+" "+w.num(rs.Income.Season(sn)))
		incomeChanged = incomeChanged || rs.Income.Season(sn) != def.Income.Season(sn)
	}
	pick := func(on bool, yes, no string) string {
		if on {
			return w.w(yes)
		}
		return w.w(no)
	}
	changed := map[string]bool{
		"board": !slices.Equal(rs.Board, def.Board), "market": !sameMarket(rs.Market, def.Market), "virtues": !sameVirtues(rs.Virtues, def.Virtues),
	}
	var lists []string
	for _, k := range []string{"board", "market", "virtues"} {
		if changed[k] {
			lists = append(lists, w.w("lists."+k))
		}
	}
	listsText := w.w("lists.same")
	if len(lists) > 0 {
		listsText = w.w("lists.changed", "lists", lists)
	}
	return gameweb.InForce{
		Name: texts.Name, Code: rs.Code, Description: texts.Description, IsDefault: rs.Code == def.Code,
		Unchanged: w.w("set.unchanged"), Changed: w.w("set.changed"),
		Values: []gameweb.Value{
			{Term: w.w("term.turns"), Badge: provenance.Get(provenance.Weakest(badges.Setting("turn_counting"), badges.Setting("turns_per_season"))),
				Text: p.turns(), Changed: rs.TurnCounting != def.TurnCounting || rs.TurnsPerSeason != def.TurnsPerSeason},
			{Term: w.w("term.income"), Badge: p.badge("income"), Text: w.w("income.text", "income", strings.Join(income, " · ")), Changed: incomeChanged},
			{Term: w.w("term.duties"), Badge: p.badge("duties"),
				Text:    w.w("duties.text", "save", w.num(rs.Duties.SaveCost), "give", w.num(rs.Duties.GiveCost), "token", w.num(rs.Duties.TokenValue)),
				Changed: rs.Duties != def.Duties},
			{Term: w.w("term.conversion"), Badge: p.badge("rulings.token_conversion"), Changed: rs.Rulings.TokenConversion != def.Rulings.TokenConversion,
				Text: pick(rs.Rulings.TokenConversion == "auto", "conversion.auto", "conversion.offer")},
			{Term: w.w("term.surrender"), Badge: p.badge("rulings.surrender_stacks"), Changed: rs.Rulings.SurrenderStacks != def.Rulings.SurrenderStacks,
				Text: pick(rs.Rulings.SurrenderStacks, "surrender.stack", "surrender.single")},
			{Term: w.w("term.items"), Badge: p.badge("rulings.item_once"), Changed: rs.Rulings.ItemOnce != def.Rulings.ItemOnce,
				Text: pick(rs.Rulings.ItemOnce, "items.once", "items.any")},
			{Term: w.w("term.virtues"), Badge: p.badge("virtues"), Changed: rs.Rulings.NoVirtues != def.Rulings.NoVirtues,
				Text: pick(rs.Rulings.NoVirtues, "virtues.none", "virtues.each")},
			{Term: w.w("term.lists"), Text: listsText},
		},
	}
}

func sameMarket(a, b []nobles.Item) bool {
	return slices.EqualFunc(a, b, func(x, y nobles.Item) bool {
		return x.ID == y.ID && x.Price == y.Price && x.Withheld == y.Withheld && x.Text == y.Text
	})
}

func sameVirtues(a, b []nobles.Virtue) bool {
	return slices.EqualFunc(a, b, func(x, y nobles.Virtue) bool { return x.ID == y.ID && x.Text == y.Text && x.Name == y.Name })
}
