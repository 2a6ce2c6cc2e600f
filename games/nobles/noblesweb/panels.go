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
	"evergreen/wording"
)

// panels draws the lists of one rule set.
type panels struct {
	s      *site
	rs     *nobles.Ruleset
	badges nobles.Badges
	table  string
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
	rs, who, where := p.rs, "This rule set plays", "in this rule set"
	if p.table != "" {
		who, where = "This table plays", "at this table"
	}
	per, year := wording.English.Number(rs.TurnsPerSeason), wording.English.Number(rs.TurnsPerSeason*nobles.Seasons)
	if rs.TurnCounting == nobles.Shared {
		return fmt.Sprintf("%s the shared reading: the season ends after %s turns in total around the table, %s in the year. The Crown's default, the per-noble reading, is not in use %s.", who, per, year, where)
	}
	return fmt.Sprintf("%s the per-noble reading, the Crown's ruling: every noble takes %s turns each season and %s across the year.", who, per, year)
}

func (p panels) badge(setting string) badge { return provenance.Get(p.badges.Setting(setting)) }

func (p panels) market() block {
	b := block{Class: "rb-panel rb-market", Heading: "The Market in this rule set"}
	for _, it := range p.rs.Market {
		item := gameweb.Item{Name: it.Name, Price: wording.English.Number(it.Price) + " Crowns", Text: it.Text,
			Badge: provenance.Get(p.badges.Entry("market/" + it.ID))}
		if it.Withheld {
			item.Status, item.Class = "withheld — not playable", "rb-item-withheld"
		}
		b.Items = append(b.Items, item)
	}
	return b
}

func (p panels) virtues() block {
	b := block{Class: "rb-panel rb-virtues", Heading: "The Virtues in this rule set"}
	for _, vt := range p.rs.Virtues {
		var houses []string
		for _, h := range p.rs.Houses {
			if h.Virtue == vt.ID {
				houses = append(houses, h.Name)
			}
		}
		item := gameweb.Item{Name: vt.Name, Text: vt.Text, Badge: provenance.Get(p.badges.Entry("virtues/" + vt.ID))}
		if len(houses) > 0 {
			item.Aside = "brought by " + strings.Join(houses, ", ")
		}
		b.Items = append(b.Items, item)
	}
	return b
}

// spaceWords name a kind of space, and its letter on the board.
var spaceWords = map[string][2]string{
	nobles.SpaceProving: {"Proving", "P"}, nobles.SpaceOrdeal: {"Ordeal", "O"}, nobles.SpaceDecree: {"Decree", "D"},
}

func (p panels) board() block {
	rs := p.rs
	stretch := len(rs.Board) / nobles.Seasons
	t := gameweb.Table{Head: []gameweb.Cell{{Text: "Stretch"}, {Text: "Spaces", Span: stretch}}}
	for sn := range nobles.Seasons {
		from, to := sn*stretch+1, (sn+1)*stretch
		row := []gameweb.Cell{{Text: fmt.Sprintf("%s %d–%d", seasonTitle(sn), from, to), Header: true}}
		for i := from; i <= to; i++ {
			k := rs.Board[i-1]
			w := spaceWords[k]
			row = append(row, gameweb.Cell{Text: fmt.Sprintf("%d %s", i, w[1]), Class: "rb-space rb-" + k, Title: w[0]})
		}
		t.Rows = append(t.Rows, row)
	}
	return block{Class: "rb-panel rb-board", Heading: "The board in this rule set", Badge: p.badge("board"),
		Text: fmt.Sprintf("Spaces 1 to %d, clockwise, by season stretch. P Proving · O Ordeal · D Decree.", len(rs.Board)), Table: &t}
}

func (p panels) year() block {
	rs := p.rs
	turns := "Your turns"
	if rs.TurnCounting == nobles.Shared {
		turns = "Turns around the table"
	}
	t := gameweb.Table{Head: []gameweb.Cell{{Text: "Season"}, {Text: turns}, {Text: "Income at start"}}}
	for sn := range nobles.Seasons {
		t.Rows = append(t.Rows, []gameweb.Cell{{Text: seasonTitle(sn), Header: true},
			{Text: fmt.Sprintf("%d–%d", sn*rs.TurnsPerSeason+1, (sn+1)*rs.TurnsPerSeason)},
			{Text: wording.English.Number(rs.Income.Season(sn)) + " Crowns"}})
	}
	return block{Class: "rb-panel rb-year", Table: &t}
}

// inForce describes rs against the Crown's Guidance.
func (s *site) inForce(rs *nobles.Ruleset, badges nobles.Badges, table string) gameweb.InForce {
	def := s.def
	p := panels{s: s, rs: rs, badges: badges, table: table}
	num := wording.English.Number
	var income []string
	incomeChanged := false
	for sn := range nobles.Seasons {
		income = append(income, seasonTitle(sn)+" "+num(rs.Income.Season(sn)))
		incomeChanged = incomeChanged || rs.Income.Season(sn) != def.Income.Season(sn)
	}
	pick := func(on bool, yes, no string) string {
		if on {
			return yes
		}
		return no
	}
	changed := map[string]bool{
		"board": !slices.Equal(rs.Board, def.Board), "market": !sameMarket(rs.Market, def.Market), "virtues": !sameVirtues(rs.Virtues, def.Virtues),
	}
	var lists []string
	for _, k := range []string{"board", "market", "virtues"} {
		if changed[k] {
			lists = append(lists, map[string]string{"board": "the board", "market": "the Market", "virtues": "the Virtues"}[k])
		}
	}
	listsText := "As the Crown's Guidance sets them; every list on this page is the one in force."
	if len(lists) > 0 {
		listsText = "This rule set changes " + strings.Join(lists, " ") + "; every list on this page is the one in force."
	}
	return gameweb.InForce{
		Name: rs.Name, Code: rs.Code, Description: rs.Description, IsDefault: rs.Code == def.Code,
		Unchanged: ": the Crown's own rules, unchanged.", Changed: ": the Crown's Guidance with changes, marked below.",
		Values: []gameweb.Value{
			{Term: "Turns", Badge: provenance.Get(provenance.Weakest(badges.Setting("turn_counting"), badges.Setting("turns_per_season"))),
				Text: p.turns(), Changed: rs.TurnCounting != def.TurnCounting || rs.TurnsPerSeason != def.TurnsPerSeason},
			{Term: "Base income", Badge: p.badge("income"), Text: strings.Join(income, " · ") + " Crowns, paid as each season begins.", Changed: incomeChanged},
			{Term: "Duty costs", Badge: p.badge("duties"),
				Text: fmt.Sprintf("Save %s Crowns for a Vault Token · Give %s Crowns for a House Gem · a converted Vault Token pays %s Crowns.",
					num(rs.Duties.SaveCost), num(rs.Duties.GiveCost), num(rs.Duties.TokenValue)),
				Changed: rs.Duties != def.Duties},
			{Term: "Vault Token conversion", Badge: p.badge("rulings.token_conversion"), Changed: rs.Rulings.TokenConversion != def.Rulings.TokenConversion,
				Text: pick(rs.Rulings.TokenConversion == "auto", "Automatic: when one token covers what your Crowns cannot, it is converted without asking.",
					"Offered: when one token covers what your Crowns cannot, you choose to convert it or decline.")},
			{Term: "Surrendered turns", Badge: p.badge("rulings.surrender_stacks"), Changed: rs.Rulings.SurrenderStacks != def.Rulings.SurrenderStacks,
				Text: pick(rs.Rulings.SurrenderStacks, "They stack: each Ordeal failed while a surrender is pending costs one more turn.",
					"They do not stack: failing again while a surrender is pending costs nothing more.")},
			{Term: "Market items", Badge: p.badge("rulings.item_once"), Changed: rs.Rulings.ItemOnce != def.Rulings.ItemOnce,
				Text: pick(rs.Rulings.ItemOnce, "Each item once: a noble may own each Market item once.", "Any number: a noble may buy the same item again.")},
			{Term: "Virtues", Badge: p.badge("virtues"), Changed: rs.Rulings.NoVirtues != def.Rulings.NoVirtues,
				Text: pick(rs.Rulings.NoVirtues, "This table plays without Virtues: no House holds one.", "Every House holds one Virtue.")},
			{Term: "Board, Market and Virtues", Text: listsText},
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

func seasonTitle(s int) string {
	n := nobles.SeasonName(s)
	return strings.ToUpper(n[:1]) + n[1:]
}
