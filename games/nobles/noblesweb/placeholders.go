package noblesweb

// Placeholders in the Rulebook's text, filled from the rule set in force.
//
// A placeholder is written {key} or {key|format} inside any text of
// rulebook.json; "{{" stands for a literal "{". A "{" that does not open a
// well-formed placeholder is an error (reported by the content test, and
// logged and shown as a marker on a page). Keys:
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
// A number prints in digits with thousands separators ("1,600"); the
// formats words ("thirty-two") and ordinal ("eighth") spell it out (in
// digits above ninety-nine). Other values print as they are.
//
// A line's "when" condition, "key=value", compares the key's raw value
// (digits without separators, true/false, or the string) with value.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"evergreen/games/nobles"
)

// rbValue is a placeholder's value: a number or a string.
type rbValue struct {
	num   int
	str   string
	isNum bool
}

func (v rbValue) raw() string {
	if v.isNum {
		return strconv.Itoa(v.num)
	}
	return v.str
}

func rbNum(n int) rbValue    { return rbValue{num: n, isNum: true} }
func rbStr(s string) rbValue { return rbValue{str: s} }
func rbFlag(b bool) rbValue  { return rbStr(strconv.FormatBool(b)) }

// rbVars returns every placeholder key's value under rs.
func rbVars(rs *nobles.Ruleset) map[string]rbValue {
	vars := map[string]rbValue{
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

// errRBPlaceholder marks text that does not fill cleanly.
var errRBPlaceholder = errors.New("placeholder")

// rbMissingMark stands in the text for a placeholder that cannot be filled,
// so a reader sees a gap rather than a wrong number.
const rbMissingMark = "[not set in this rule set]"

// rbFill replaces every placeholder in text. On a problem it
// still returns the text, with rbMissingMark in place of each bad
// placeholder, and reports the first problem.
func rbFill(text string, vars map[string]rbValue) (string, error) {
	out, _, err := rbFillKeys(text, vars)
	return out, err
}

// rbFillKeys is rbFill that also returns the keys it filled.
func rbFillKeys(text string, vars map[string]rbValue) (string, []string, error) {
	if !strings.Contains(text, "{") {
		return text, nil, nil
	}
	var keys []string
	var b strings.Builder
	var first error
	bad := func(format string, args ...any) {
		if first == nil {
			first = fmt.Errorf("%w: %s in %q", errRBPlaceholder, fmt.Sprintf(format, args...), text)
		}
		b.WriteString(rbMissingMark)
	}
	for i := 0; i < len(text); {
		c := text[i]
		if c != '{' {
			b.WriteByte(c)
			i++
			continue
		}
		if strings.HasPrefix(text[i:], "{{") {
			b.WriteByte('{')
			i += 2
			continue
		}
		end := strings.IndexByte(text[i:], '}')
		if end < 0 {
			bad("an unclosed {")
			break
		}
		spec := text[i+1 : i+end]
		i += end + 1
		key, format, _ := strings.Cut(spec, "|")
		v, ok := vars[key]
		if !ok || !rbValidKey(key) {
			bad("unknown key %q", key)
			continue
		}
		out, err := rbFormat(v, format)
		if err != nil {
			bad("{%s}: %v", spec, err)
			continue
		}
		b.WriteString(out)
		keys = append(keys, key)
	}
	return b.String(), keys, first
}

func rbValidKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

func rbFormat(v rbValue, format string) (string, error) {
	switch format {
	case "":
		if v.isNum {
			return nobles.GroupDigits(v.num), nil
		}
		return v.str, nil
	case "words", "ordinal":
		if !v.isNum {
			return "", fmt.Errorf("format %s needs a number", format)
		}
		if format == "words" {
			return nobles.NumberWords(v.num), nil
		}
		return rbOrdinal(v.num), nil
	}
	return "", fmt.Errorf("unknown format %q (formats: words, ordinal)", format)
}

// rbWhenHolds evaluates a "key=value" condition; the empty condition holds.
// A malformed condition or unknown key does not hold.
func rbWhenHolds(when string, vars map[string]rbValue) (bool, error) {
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
	return v.raw() == want, nil
}

// rbOrdinal spells 1–99 as an ordinal ("eighth", "thirty-second");
// other numbers are digits with a suffix ("112th").
func rbOrdinal(n int) string {
	if n < 1 || n > 99 {
		suffix := "th"
		if n%100 < 11 || n%100 > 13 {
			switch n % 10 {
			case 1:
				suffix = "st"
			case 2:
				suffix = "nd"
			case 3:
				suffix = "rd"
			}
		}
		return strconv.Itoa(n) + suffix
	}
	w := nobles.NumberWords(n)
	head, last := "", w
	if i := strings.LastIndexByte(w, '-'); i >= 0 {
		head, last = w[:i+1], w[i+1:]
	}
	switch last {
	case "one":
		last = "first"
	case "two":
		last = "second"
	case "three":
		last = "third"
	case "five":
		last = "fifth"
	case "eight":
		last = "eighth"
	case "nine":
		last = "ninth"
	case "twelve":
		last = "twelfth"
	default:
		if strings.HasSuffix(last, "y") {
			last = strings.TrimSuffix(last, "y") + "ieth"
		} else {
			last += "th"
		}
	}
	return head + last
}
