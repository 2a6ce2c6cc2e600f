package nobles

// Texts made from the numbers. A card's, option's, Virtue's or Market
// item's text never states a number its effects hold: it names it with a
// placeholder, filled from the entry when the rule set loads, so the words
// and the rules cannot drift apart (an Ordeal edited to 450 reads 450).
//
// A placeholder names a number by its path, relative to the entry the
// text belongs to (a Proving option's text: the option), else from the
// top of the rule set:
//
//	{price}                          Market items
//	{cost}                           Proving options
//	{effects[0].amount}              cards and options
//	{modifiers[1].amount}            Virtues and Market items
//	{effects[0].if.min_crowns}       a condition's bound
//	{effects[0].duration.turns}      a duration
//	{duties.save_cost}               the rule set's own numbers: duties.*,
//	                                 income.*, turns_per_season
//	{duties.give_cost+modifiers[0].amount}   a sum (or difference) of
//	                                 paths and whole numbers
//
// and says how it reads:
//
//	{path}                  the number in digits, "1,600" (without its sign)
//	{crowns:path}           "1,600 Crowns", "1 Crown"
//	{more:path|up|down}     "100 Crowns up" when the number is 0 or more,
//	                        "100 Crowns down" when it is less: the sign in words
//	{words:path}            "two"; {words:path|one|many}: "two turns", "one turn"
//
// "{{" stands for a literal "{". The browser fills the same placeholders
// (games/nobles/noblesui/assets/cardtext.js) for Rules Studio's live preview and for the
// game's pages, which read the document as written.

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"evergreen/ruleset"
)

// errText marks a text whose placeholders do not fill.
var errText = errors.New("text")

// textScope resolves placeholder paths: first within the entry, then
// from the top of the rule set.
type textScope struct {
	entry, root any
}

func jsonTree(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var t any
	_ = json.Unmarshal(b, &t)
	return t
}

// textRoot is what a text may read from the rule set itself: its Duty
// costs, season incomes and turns per season (the browser's filler reads
// the same three).
func (r *Rules) textRoot() any {
	return jsonTree(struct {
		Duties         Duties `json:"duties"`
		Income         Income `json:"income"`
		TurnsPerSeason int    `json:"turns_per_season"`
	}{r.Duties, r.Income, r.TurnsPerSeason})
}

// lookup resolves one path ("effects[0].if.min_crowns") in tree to a
// whole number.
func lookup(tree any, path string) (int, bool) {
	cur := tree
	for _, part := range strings.Split(path, ".") {
		name, rest, _ := strings.Cut(part, "[")
		if name != "" {
			m, ok := cur.(map[string]any)
			if !ok {
				return 0, false
			}
			if cur, ok = m[name]; !ok {
				return 0, false
			}
		}
		for rest != "" {
			idx, after, ok := strings.Cut(rest, "]")
			if !ok {
				return 0, false
			}
			i, err := strconv.Atoi(idx)
			arr, isArr := cur.([]any)
			if err != nil || !isArr || i < 0 || i >= len(arr) {
				return 0, false
			}
			cur = arr[i]
			rest = strings.TrimPrefix(after, "[")
		}
	}
	switch v := cur.(type) {
	case float64:
		if v != float64(int(v)) {
			return 0, false
		}
		return int(v), true
	case nil:
		// An omitted number (omitempty) is 0: a cost of 0, an amount left out.
		return 0, true
	}
	return 0, false
}

func (s textScope) value(expr string) (int, error) {
	// expr is terms joined by + and -; a term is a path or a whole number
	// ("effects[0].duration.turns-1": the turns after this one).
	sum, sign, start := 0, 1, 0
	for i := 0; i <= len(expr); i++ {
		if i < len(expr) && expr[i] != '+' && expr[i] != '-' {
			continue
		}
		term := strings.TrimSpace(expr[start:i])
		v, err := strconv.Atoi(term)
		if err != nil {
			var ok bool
			if v, ok = lookup(s.entry, term); !ok {
				v, ok = lookup(s.root, term)
			}
			if !ok {
				return 0, fmt.Errorf("%q names no number", term)
			}
		}
		sum += sign * v
		if i < len(expr) {
			sign = 1
			if expr[i] == '-' {
				sign = -1
			}
		}
		start = i + 1
	}
	return sum, nil
}

// fillText fills every placeholder in text from scope. Text without a
// placeholder comes back as it is.
func fillText(text string, scope textScope) (string, error) {
	if !strings.Contains(text, "{") {
		return text, nil
	}
	var b strings.Builder
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
			return "", fmt.Errorf("%w: a { is never closed (write {{ for a brace)", errText)
		}
		spec := text[i+1 : i+end]
		i += end + 1
		out, err := fillOne(spec, scope)
		if err != nil {
			return "", fmt.Errorf("%w: {%s}: %v", errText, spec, err)
		}
		b.WriteString(out)
	}
	return b.String(), nil
}

func fillOne(spec string, scope textScope) (string, error) {
	form, rest, ok := strings.Cut(spec, ":")
	if !ok {
		form, rest = "", spec
	}
	args := strings.Split(rest, "|")
	n, err := scope.value(args[0])
	if err != nil {
		return "", err
	}
	abs := max(n, -n)
	switch form {
	case "":
		if len(args) != 1 {
			return "", errors.New("a bare number takes no words after |")
		}
		return GroupDigits(abs), nil
	case "crowns":
		if len(args) != 1 {
			return "", errors.New("crowns takes no words after |")
		}
		return crownsText(abs), nil
	case "more":
		if len(args) != 3 {
			return "", errors.New("write {more:path|word if 0 or more|word if less}")
		}
		if n >= 0 {
			return crownsText(abs) + " " + args[1], nil
		}
		return crownsText(abs) + " " + args[2], nil
	case "words":
		switch len(args) {
		case 1:
			return NumberWords(abs), nil
		case 3:
			if abs == 1 {
				return NumberWords(abs) + " " + args[1], nil
			}
			return NumberWords(abs) + " " + args[2], nil
		}
		return "", errors.New("write {words:path} or {words:path|one|many}")
	}
	return "", fmt.Errorf("unknown form %q (forms: crowns, more, words)", form)
}

func crownsText(n int) string {
	if n == 1 {
		return "1 Crown"
	}
	return GroupDigits(n) + " Crowns"
}

// GroupDigits writes n with a comma between groups of three digits:
// 1600 is "1,600".
func GroupDigits(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// NumberWords spells 0–99 ("thirty-two"); other numbers are written in
// digits.
func NumberWords(n int) string {
	small := [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
		"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	tens := [...]string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	switch {
	case n < 0 || n > 99:
		return GroupDigits(n)
	case n < 20:
		return small[n]
	case n%10 == 0:
		return tens[n/10]
	}
	return tens[n/10] + "-" + small[n%10]
}

// textField is one text of a rule set with the entry it is filled from.
type textField struct {
	path  string  // "decks.ordeal[0].text"
	text  *string // the text, filled in place by renderTexts
	entry any     // the entry whose numbers the text may name
}

// textFields lists every card, option, Virtue and item text in r.
func (r *Rules) textFields() []textField {
	var out []textField
	for i := range r.Virtues {
		out = append(out, textField{fmt.Sprintf("virtues[%d].text", i), &r.Virtues[i].Text, &r.Virtues[i]})
	}
	for i := range r.Market {
		out = append(out, textField{fmt.Sprintf("market[%d].text", i), &r.Market[i].Text, &r.Market[i]})
	}
	for i := range r.Decks.Proving {
		c := &r.Decks.Proving[i]
		out = append(out, textField{fmt.Sprintf("decks.proving[%d].text", i), &c.Text, c})
		for j := range c.Options {
			out = append(out, textField{fmt.Sprintf("decks.proving[%d].options[%d].text", i, j), &c.Options[j].Text, &c.Options[j]})
		}
	}
	for d, deck := range [2][]Card{r.Decks.Ordeal, r.Decks.Decree} {
		for i := range deck {
			out = append(out, textField{fmt.Sprintf("decks.%s[%d].text", deckNames[d+1], i), &deck[i].Text, &deck[i]})
		}
	}
	return out
}

// checkTexts reports every text whose placeholders do not fill, without
// filling any.
func (r *Rules) checkTexts(ps *ruleset.Problems) {
	root := r.textRoot()
	for _, f := range r.textFields() {
		if _, err := fillText(*f.text, textScope{entry: jsonTree(f.entry), root: root}); err != nil {
			ps.Add(f.path, "%v", err)
		}
	}
}

// TextProblem is a text whose placeholders do not fill, by path.
type TextProblem struct {
	Path string
	Err  error
}

// RenderTexts fills the placeholders of every card, option, Virtue and
// Market item text of r in place. A text that does not fill is left as
// written and reported. LoadDocument does this for every rule set it
// loads, so the rules code, the bots and every page read finished text;
// Ruleset.Doc keeps the texts as written.
func (r *Rules) RenderTexts() []TextProblem {
	root := r.textRoot()
	var ps []TextProblem
	for _, f := range r.textFields() {
		out, err := fillText(*f.text, textScope{entry: jsonTree(f.entry), root: root})
		if err != nil {
			ps = append(ps, TextProblem{f.path, err})
			continue
		}
		*f.text = out
	}
	return ps
}
