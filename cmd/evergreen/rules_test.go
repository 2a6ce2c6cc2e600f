package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"evergreen/games/nobles"
	"evergreen/ruleset"
)

// rules runs "evergreen rules ARGS" with stdin and returns the exit code
// and both outputs.
func rules(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := rulesCmd(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func writeFile(t *testing.T, name, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRulesValidate(t *testing.T) {
	def, _ := nobles.Default()
	code, out, _ := rules(t, `{}`, "validate", "-")
	if code != 0 || out != `-: valid rule set "The Crown's Guidance", code `+def.Code+"\n" {
		t.Errorf("validate {} = %d %q", code, out)
	}
	code, _, errOut := rules(t, `{"duties":{"give_cost":0},"board":["x"]}`, "validate", "-")
	if code != 1 || !strings.Contains(errOut, "duties.give_cost: must be positive, got 0") || !strings.Contains(errOut, "board: must list exactly 32 spaces") {
		t.Errorf("validate invalid = %d %q", code, errOut)
	}
	if code, _, _ := rules(t, "", "validate", filepath.Join(t.TempDir(), "missing.json")); code != 2 {
		t.Errorf("validate missing file = %d", code)
	}
	if code, _, _ := rules(t, "", "validate"); code != 2 {
		t.Errorf("validate without a file = %d", code)
	}
	if code, _, errOut := rules(t, "", "frobnicate"); code != 2 || !strings.Contains(errOut, `unknown command "frobnicate"`) {
		t.Errorf("unknown subcommand = %d %q", code, errOut)
	}
}

func TestRulesDiff(t *testing.T) {
	shared := writeFile(t, "shared.json", `{"turn_counting":"shared"}`)
	code, out, _ := rules(t, "", "diff", shared)
	if code != 1 || !strings.Contains(out, ": 1 change\n") || !strings.Contains(out, "  Turn counting: each noble takes every season's turns → a season's turns are shared round the table  [turn_counting]\n") {
		t.Errorf("diff = %d\n%s", code, out)
	}
	// FILE → OTHER.
	more := writeFile(t, "more.json", `{"turn_counting":"shared","income":{"winter":2500},"board":["decree","proving","proving","ordeal","proving","decree","ordeal","proving","decree","proving","ordeal","decree","proving","ordeal","decree","proving","proving","ordeal","proving","decree","proving","ordeal","decree","proving","ordeal","proving","decree","ordeal","proving","decree","ordeal","proving"]}`)
	code, out, _ = rules(t, "", "diff", shared, more)
	for _, want := range []string{": 3 changes\n", "Income in winter: 2,200 Crowns → 2,500 Crowns  [income.winter]", "Board space 1: a Proving space → a Decree space  [board[0]]", "Board space 2: a Decree space → a Proving space  [board[1]]"} {
		if !strings.Contains(out, want) {
			t.Errorf("diff FILE OTHER lacks %q:\n%s", want, out)
		}
	}
	if code != 1 || strings.Contains(out, "Turn counting") {
		t.Errorf("diff FILE OTHER = %d\n%s", code, out)
	}
	// No difference: exit 0.
	if code, out, _ := rules(t, "", "diff", shared, shared); code != 0 || !strings.Contains(out, "no changes") {
		t.Errorf("diff same = %d %q", code, out)
	}
	// A removed card, a changed effect and a reworded text.
	var r nobles.Rules
	rs, _ := nobles.Default()
	r = rs.Rules
	first := r.Decks.Ordeal[0]
	code, out, _ = rules(t, `{"decks":{"ordeal":[{"id":"`+first.ID+`","title":"`+first.Title+`","text":"Short.","provenance":"provisional","effects":[{"kind":"pay","amount":800}]}]}}`, "diff", "-")
	if code != 1 || !strings.Contains(out, "Ordeal '"+first.Title+"': “pay ") || !strings.Contains(out, "→ “pay 800 Crowns”  [decks.ordeal[0].effects[0].amount]") ||
		!strings.Contains(out, "Ordeal '"+r.Decks.Ordeal[1].Title+"': removed  [") || !strings.Contains(out, "text reworded") {
		t.Errorf("diff cards = %d\n%s", code, out)
	}
	// In words: no key, kind or id of the file format (the path in
	// brackets is there for those who want it).
	edited := rs.Rules
	edited.Virtues = slices.Clone(edited.Virtues)
	edited.Virtues[1].Modifiers = []nobles.Effect{{Kind: "proving_cost", Amount: -200}}
	doc, _ := json.Marshal(edited)
	code, out, _ = rules(t, string(doc), "diff", "-")
	was := fmt.Sprintf("“Proving choices cost %d Crowns less”", -rs.Rules.Virtues[1].Modifiers[0].Amount)
	if code != 1 || !strings.Contains(out, "Virtue 'Steady Resolve': "+was+" → “Proving choices cost 200 Crowns less”") {
		t.Errorf("diff of a Virtue's modifier:\n%s", out)
	}
	for _, line := range strings.Split(out, "\n") {
		words, _, _ := strings.Cut(line, "  [")
		for _, internal := range []string{"amount", "proving_cost", "modifier", "_"} {
			if strings.Contains(words, internal) {
				t.Errorf("diff says %q: %s", internal, line)
			}
		}
	}
	// An invalid file cannot be compared.
	if code, _, errOut := rules(t, `{"turns_per_season":0}`, "diff", "-"); code != 2 || !strings.Contains(errOut, "turns_per_season") {
		t.Errorf("diff invalid = %d %q", code, errOut)
	}
	if code, _, _ := rules(t, "", "diff"); code != 2 {
		t.Errorf("diff without files = %d", code)
	}
}

func TestRulesExport(t *testing.T) {
	code, out, _ := rules(t, `{"turn_counting":"shared","name":"Shared"}`, "export", "-")
	c, err := ruleset.Code([]byte(out))
	want, _ := nobles.LoadRules([]byte(`{"name":"Shared","turn_counting":"shared"}`))
	if code != 0 || err != nil || c != want.Code || !strings.HasPrefix(out, "{\n  \"board\": [") {
		t.Errorf("export = %d, code %s (%v), want %s:\n%.80s", code, c, err, want.Code, out)
	}
	// The exported file is a complete rule set: validating it again, or
	// diffing it against itself, changes nothing.
	p := filepath.Join(t.TempDir(), "out.json")
	if code, _, errOut := rules(t, `{"turn_counting":"shared","name":"Shared"}`, "export", "-o", p, "-"); code != 0 || !strings.Contains(errOut, want.Code) {
		t.Errorf("export -o = %d %q", code, errOut)
	}
	if code, out, _ := rules(t, "", "validate", p); code != 0 || !strings.Contains(out, want.Code) {
		t.Errorf("validate exported = %d %q", code, out)
	}
	if code, _, _ := rules(t, `{"board":[]}`, "export", "-"); code != 1 {
		t.Errorf("export invalid = %d", code)
	}
}

func TestRulesShow(t *testing.T) {
	code, out, errOut := rules(t, `{"turn_counting":"shared"}`, "show", "-")
	if code != 0 || !strings.Contains(out, `"turn_counting": "shared"`) || !strings.Contains(errOut, "code ") {
		t.Errorf("show = %d %q", code, errOut)
	}
	if code, _, _ := rules(t, "", "show", "a", "b"); code != 2 {
		t.Errorf("show two files = %d", code)
	}
}

// TestRulesDiffInGerman: --lang says the changes, and how many, in that
// language; a language we do not offer is refused.
func TestRulesDiffInGerman(t *testing.T) {
	more := writeFile(t, "more.json", `{"turn_counting":"shared","income":{"winter":2500}}`)
	code, out, _ := rules(t, "", "diff", "--lang", "de", more)
	for _, want := range []string{": 2 Änderungen\n", "  Einkommen im Winter: 2.200 Kronen → 2.500 Kronen  [income.winter]\n",
		"  Zählung der Züge: jeder Adlige macht alle Züge der Jahreszeit → die Züge einer Jahreszeit werden am Tisch geteilt  [turn_counting]\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("diff --lang de lacks %q:\n%s", want, out)
		}
	}
	if code != 1 {
		t.Errorf("diff --lang de = %d", code)
	}
	if code, _, errOut := rules(t, "", "diff", "--lang", "fr", more); code != 2 || !strings.Contains(errOut, "--lang") {
		t.Errorf("diff --lang fr = %d %q", code, errOut)
	}
}

// TestRulesCheckLang: "evergreen rules check --lang de" words every
// problem in German (the paths as they are); English stays as it was,
// and a language we do not offer is a usage error.
func TestRulesCheckLang(t *testing.T) {
	doc := `{"duties":{"give_cost":0},"board":["x"]}`
	code, _, en := rules(t, doc, "check", "-")
	_, _, validate := rules(t, doc, "validate", "-")
	if code != 1 || en != validate || !strings.HasPrefix(en, "-: rule set: 3 problems:\n") {
		t.Errorf("check = %d %q, validate %q", code, en, validate)
	}
	code, _, de := rules(t, doc, "check", "--lang", "de", "-")
	for _, want := range []string{"-: Regelsatz: 3 Probleme:\n", "duties.give_cost: muss positiv sein, ist aber 0", "board: muss genau 32 Felder haben, hat aber 1"} {
		if code != 1 || !strings.Contains(de, want) {
			t.Errorf("check --lang de = %d, lacks %q:\n%s", code, want, de)
		}
	}
	if _, _, zh := rules(t, `{"name": "a",}`, "--lang", "zh-Hant", "check", "-"); !strings.Contains(zh, "-: 規則集文件：第 1 行第 14 字（位元組 13）：',' 後應為鍵") {
		t.Errorf("a syntax error in Chinese: %q", zh)
	}
	if code, _, errOut := rules(t, doc, "check", "--lang", "fr", "-"); code != 2 || !strings.Contains(errOut, "--lang") {
		t.Errorf("--lang fr = %d %q", code, errOut)
	}
}
