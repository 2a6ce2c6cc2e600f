package noblesweb

// Placeholders in the Rulebook's text, filled from the rule set in force.
//
// A placeholder is written in package wording's grammar, the one of
// every text: {key}, {words:key} ("thirty-two"), {ordinal:key}
// ("eighth"), {count:key|one|many}, {if:key}…{end}; "{{" stands for a
// literal "{". A text that breaks the grammar or names an unknown key is
// an error (reported by the content test, and logged and shown as a
// marker on a page). Keys:
//
//	turn_counting                    per_noble or shared
//	turns_per_season, turns_per_year  turns, counted as turn_counting says
//	income.spring … income.winter    base season income
//	duties.save_cost, duties.give_cost, duties.token_value
//	rulings.token_conversion         offer or auto
//	rulings.surrender_stacks, rulings.item_once, rulings.no_virtues   true or false
//	board.size, board.proving, board.ordeal, board.decree   space counts
//	market.ID.name, market.ID.price  a Market item by id
//
// A line's "when" condition, "key=value", compares the key's raw value
// (digits without separators, true/false, or the string) with value.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"evergreen/games/nobles"
	"evergreen/wording"
)

// rbValue is a placeholder's value: a number or a string.
type rbValue = wording.Value

func rbNum(n int) rbValue    { return wording.Num(n) }
func rbStr(s string) rbValue { return wording.Text(s) }
func rbFlag(b bool) rbValue  { return rbStr(strconv.FormatBool(b)) }

// rbRaw is a value as a "when" condition compares it: digits without
// separators, true/false, or the string.
func rbRaw(v rbValue) string {
	if n, ok := v.Number(); ok {
		return strconv.Itoa(n)
	}
	return v.String()
}

// rbVars returns every placeholder key's value under rs.
func rbVars(rs *nobles.Ruleset) rbMap {
	vars := rbMap{
		"turn_counting":            rbStr(rs.TurnCounting),
		"turns_per_season":         rbNum(rs.TurnsPerSeason),
		"turns_per_year":           rbNum(rs.TurnsPerSeason * nobles.Seasons),
		"income.spring":            rbNum(rs.Income.Spring),
		"income.summer":            rbNum(rs.Income.Summer),
		"income.autumn":            rbNum(rs.Income.Autumn),
		"income.winter":            rbNum(rs.Income.Winter),
		"duties.save_cost":         rbNum(rs.Duties.SaveCost),
		"duties.give_cost":         rbNum(rs.Duties.GiveCost),
		"duties.token_value":       rbNum(rs.Duties.TokenValue),
		"rulings.token_conversion": rbStr(rs.Rulings.TokenConversion),
		"rulings.surrender_stacks": rbFlag(rs.Rulings.SurrenderStacks),
		"rulings.item_once":        rbFlag(rs.Rulings.ItemOnce),
		"rulings.no_virtues":       rbFlag(rs.Rulings.NoVirtues),
		"board.size":               rbNum(len(rs.Board)),
	}
	counts := map[string]int{}
	for _, k := range rs.Board {
		counts[k]++
	}
	for _, k := range []string{nobles.SpaceProving, nobles.SpaceOrdeal, nobles.SpaceDecree} {
		vars["board."+k] = rbNum(counts[k])
	}
	for _, it := range rs.Market {
		vars["market."+it.ID+".name"] = rbStr(it.Name)
		vars["market."+it.ID+".price"] = rbNum(it.Price)
	}
	return vars
}

// rbVarsIn is rbVars with the Market items' names as texts, rs's rules
// in the reader's language (textsIn), name them, so a Rulebook sentence
// that names an item names it in the sentence's language.
func rbVarsIn(rs *nobles.Ruleset, texts nobles.Rules) rbMap {
	vars := rbVars(rs)
	for _, it := range texts.Market {
		vars["market."+it.ID+".name"] = rbStr(it.Name)
	}
	return vars
}

// errRBPlaceholder marks text that does not fill cleanly.
var errRBPlaceholder = errors.New("placeholder")

// rbMissingMark stands in the text for a placeholder that cannot be filled,
// so a reader sees a gap rather than a wrong number.
const rbMissingMark = "[not set in this rule set]"

// rbMap is the Rulebook's values by key.
type rbMap map[string]rbValue

func (m rbMap) Value(k string) (wording.Value, bool) {
	v, ok := m[k]
	return v, ok
}

// rbFillKeys replaces every placeholder in text in format's way and
// returns the keys the text reads. On a problem it still returns the
// text, with rbMissingMark in place of each bad placeholder (or of the
// whole text, when it breaks the grammar), and reports the first
// problem.
func rbFillKeys(text string, vars rbMap, format wording.Formatter) (string, []string, error) {
	t, err := wording.Parse(text)
	if err != nil {
		return rbMissingMark, nil, fmt.Errorf("%w: %v in %q", errRBPlaceholder, err, text)
	}
	out, err := t.FillWith(vars, wording.Options{Missing: rbMissingMark, Format: format})
	if err != nil {
		return out, nil, fmt.Errorf("%w: %v in %q", errRBPlaceholder, err, text)
	}
	return out, t.Names(), nil
}

// rbWhenHolds evaluates a "key=value" condition; the empty condition holds.
// A malformed condition or unknown key does not hold.
func rbWhenHolds(when string, vars rbMap) (bool, error) {
	if when == "" {
		return true, nil
	}
	key, want, ok := strings.Cut(when, "=")
	if !ok {
		return false, fmt.Errorf("%w: condition %q: want key=value", errRBPlaceholder, when)
	}
	v, ok := vars[key]
	if !ok {
		return false, fmt.Errorf("%w: condition %q: unknown key %q", errRBPlaceholder, when, key)
	}
	return rbRaw(v) == want, nil
}
