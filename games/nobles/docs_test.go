package nobles_test

import (
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"evergreen/game/provenance"
	"evergreen/games/nobles"
)

// docSection returns the text of docs/RULESETS.md from heading to the
// next heading of the same level or above.
func docSection(t *testing.T, doc, heading string) string {
	t.Helper()
	i := strings.Index(doc, "\n"+heading+"\n")
	if i < 0 {
		t.Fatalf("docs/RULESETS.md has no heading %q", heading)
	}
	level := strings.Index(heading, " ")
	rest := doc[i+len(heading)+2:]
	for j := 0; j < len(rest); j++ {
		if (j == 0 || rest[j-1] == '\n') && strings.HasPrefix(rest[j:], "#") {
			if k := strings.IndexByte(rest[j:], ' '); k > 0 && k <= level {
				return rest[:j]
			}
		}
	}
	return rest
}

func readDoc(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../docs/RULESETS.md")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// signed reads "+50", "−100" (a minus sign) or "50".
func signed(s string) int {
	n, _ := strconv.Atoi(strings.NewReplacer("−", "-", "+", "").Replace(s))
	return n
}

// TestDocFiguresMatchDefault: every figure docs/RULESETS.md gives for the
// default rule set's Virtues, Market items and cards (its tables in 1.4
// and the examples in 2.2) is the default rule set's own.
func TestDocFiguresMatchDefault(t *testing.T) {
	doc := readDoc(t)
	def := rules(t, "")
	byName := map[string][]nobles.Effect{}
	for _, v := range def.Virtues {
		byName[v.Name] = v.Modifiers
	}
	for _, it := range def.Market {
		byName[it.Name] = it.Modifiers
	}
	for _, c := range def.Decks.Ordeal {
		byName[c.Title] = c.Effects
	}
	for _, c := range def.Decks.Decree {
		byName[c.Title] = c.Effects
	}
	amountOf := func(name, kind string) (int, bool) {
		for _, e := range byName[name] {
			if e.Kind == kind {
				return e.Amount, true
			}
		}
		return 0, false
	}
	mod := regexp.MustCompile("`([a-z_]+)`(?: ([+−-]?\\d+))?( \\(own draws\\))?")

	// 1.4: each House's Virtue and its modifiers; each item's price,
	// modifiers, withheld flag and badge.
	t14 := docSection(t, doc, "### 1.4 Default Houses, Virtues and Market")
	rows := 0
	for _, line := range strings.Split(t14, "\n") {
		cells := strings.Split(strings.Trim(line, "| "), " | ")
		if len(cells) == 4 && strings.HasPrefix(cells[0], "`") && !strings.Contains(cells[0], "id") {
			h, ok := def.HouseIndex(strings.Trim(cells[0], "`"))
			if !ok {
				t.Errorf("1.4 names House %s, which the default lacks", cells[0])
				continue
			}
			rows++
			vid := strings.Trim(cells[2], "`")
			if def.Houses[h].Virtue != vid {
				t.Errorf("1.4: %s holds %s, the default says %s", cells[0], vid, def.Houses[h].Virtue)
			}
			vi, _ := def.VirtueIndex(vid)
			checkMods(t, "1.4 "+vid, mod.FindAllStringSubmatch(cells[3], -1), def.Virtues[vi].Modifiers)
		}
		if len(cells) == 6 && strings.HasPrefix(cells[0], "`") {
			i, ok := def.ItemIndex(strings.Trim(cells[0], "`"))
			if !ok {
				t.Errorf("1.4 names item %s, which the default lacks", cells[0])
				continue
			}
			rows++
			it := def.Market[i]
			if strconv.Itoa(it.Price) != cells[2] || (cells[4] == "yes") != it.Withheld || cells[5] != it.Provenance {
				t.Errorf("1.4: %s reads %v; the default has price %d, withheld %v, %s", it.ID, cells, it.Price, it.Withheld, it.Provenance)
			}
			checkMods(t, "1.4 "+it.ID, mod.FindAllStringSubmatch(cells[3], -1), it.Modifiers)
		}
	}
	if rows != len(def.Houses)+len(def.Market) {
		t.Errorf("1.4 lists %d Houses and items, the default has %d", rows, len(def.Houses)+len(def.Market))
	}

	// 2.2: "Name: ±N" examples, by the row's kind.
	t22 := docSection(t, doc, "### 2.2 Modifier kinds")
	example := regexp.MustCompile(`([A-Z][A-Za-z' ]+?)(?: \((?:Virtue|item)\))?: ([+−-]?\d+)`)
	found := 0
	for _, line := range strings.Split(t22, "\n") {
		m := regexp.MustCompile("^\\| `([a-z_]+)` \\|").FindStringSubmatch(line)
		if m == nil {
			continue
		}
		kind := m[1]
		for _, ex := range example.FindAllStringSubmatch(line, -1) {
			name := ex[1]
			got, ok := amountOf(name, kind)
			if !ok {
				continue // not an example of the default's
			}
			found++
			if got != signed(ex[2]) {
				t.Errorf("2.2 %s: %s %s, but the default rule set has %d", kind, name, ex[2], got)
			}
		}
	}
	if found < 6 {
		t.Errorf("only %d examples in 2.2 checked: the pattern no longer finds them", found)
	}
}

func checkMods(t *testing.T, where string, doc [][]string, mods []nobles.Effect) {
	t.Helper()
	if len(doc) != len(mods) {
		t.Errorf("%s: the doc lists %d modifiers, the default %d", where, len(doc), len(mods))
		return
	}
	for i, m := range doc {
		if m[1] != mods[i].Kind || (m[2] != "" && signed(m[2]) != mods[i].Amount) {
			t.Errorf("%s: the doc says %s %s, the default %s %d", where, m[1], m[2], mods[i].Kind, mods[i].Amount)
		}
		// "(own draws)": "who": "active", only the cards its holder draws.
		if own := len(m) > 3 && m[3] != ""; own != (mods[i].Who == "active") {
			t.Errorf("%s: the doc says %s is limited to its holder's own draws: %v; the default's who is %q", where, m[1], own, mods[i].Who)
		}
	}
}

// TestDocProvenance: docs/RULESETS.md defines the badges as package
// provenance does (one definition), and states the default's badges as
// the default rule set holds them.
func TestDocProvenance(t *testing.T) {
	doc := readDoc(t)
	s12 := docSection(t, doc, "### 1.2 Every field")
	for _, b := range provenance.Legend() {
		if !strings.Contains(s12, "**"+b.Name+"** ("+b.Label+"): "+b.Meaning) {
			t.Errorf("1.2 does not define %q as %q", b.Name, b.Meaning)
		}
	}
	def := rules(t, "")
	want, _ := json.Marshal(def.Provenance)
	if !strings.Contains(s12, "`"+string(want)+"`") {
		t.Errorf("1.2 does not give the default provenance object %s", want)
	}
	for k, v := range def.Provenance {
		row := regexp.MustCompile("(?m)^\\| `" + regexp.QuoteMeta(k) + "` \\|.*\\| ([a-z]+) \\|$").FindStringSubmatch(s12)
		if row == nil || row[1] != v {
			t.Errorf("1.2's table badges %s as %v, the default as %s", k, row, v)
		}
	}
}
