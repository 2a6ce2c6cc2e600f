package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"evergreen/game"
	"evergreen/locale"
	"evergreen/ruleset"
)

const rulesLong = `Rule sets from the command line. Each FILE is a rule-set document: a
whole rule set, or only what it changes from the default; "-" reads
standard input. --game names the game whose rule sets these are (default:
the first hosted game; see "evergreen games"); it may come before the
subcommand or after it. --lang words a rule set's problems and its
changes in another language (de, es, zh-Hant), the paths as they are.

Exit status 2: wrong usage, an unknown game, or a file that cannot be read.`

func (a *app) rulesCommand() *cobra.Command {
	var gameName string
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "Validate, show, compare and export rule sets",
		Long:  rulesLong,
		Example: `  evergreen rules validate my-rules.json
  evergreen rules diff my-rules.json
  evergreen rules --game evergreen show`,
		Args: cobra.ArbitraryArgs,
		RunE: needSubcommand,
	}
	cmd.PersistentFlags().StringVar(&gameName, "game", "", "the game whose rule sets these are, by name: "+strings.Join(a.list.Names(), ", "))
	cmd.PersistentFlags().StringVar(&a.rulesLang, "lang", locale.Default, "language of a rule set's problems and changes: "+strings.Join(locale.Tags(), ", "))
	_ = cmd.RegisterFlagCompletionFunc("game", a.completeGames)
	// pick resolves --game, or reports it and sets the exit status.
	pick := func() game.Game {
		g, err := a.list.Get(gameName)
		if err != nil {
			a.code = usageError(a.stderr, "evergreen rules", "--game: %s", strings.TrimPrefix(err.Error(), "game: "))
			return nil
		}
		if !locale.Supported(a.rulesLang) {
			a.code = usageError(a.stderr, "evergreen rules", "--lang: %q is not a language we offer (%s)", a.rulesLang, strings.Join(locale.Tags(), ", "))
			return nil
		}
		if a.rulesWords, err = ruleset.WordingOf(g); err != nil {
			fmt.Fprintf(a.stderr, "evergreen rules: %v\n", err)
			a.code = 1
			return nil
		}
		return g
	}
	sub := func(c *cobra.Command, f func(g game.Game, args []string) int) *cobra.Command {
		c.RunE = func(_ *cobra.Command, args []string) error {
			if g := pick(); g != nil {
				a.code = f(g, args)
			}
			return nil
		}
		return c
	}
	var out string
	export := sub(&cobra.Command{
		Use:   "export [-o OUT] FILE",
		Short: "Write the complete merged rule set, as the Rules Studio exports it",
		Long: `Write the complete rule set FILE gives, as the Rules Studio exports it
(indented, canonical: importing it anywhere gives the same code), to OUT
or standard output. Exit 0 done, 1 FILE is not a valid rule set.`,
		Example: `  evergreen rules export -o full.json my-rules.json`,
		Args:    argsBetween(1, 1, "FILE"),
	}, func(g game.Game, args []string) int { return a.rulesExport(g, args[0], out) })
	export.Flags().StringVarP(&out, "output", "o", "", "write to `OUT` instead of standard output")
	diff := sub(&cobra.Command{
		Use:   "diff FILE [OTHER]",
		Short: "Say in words what a rule set changes",
		Long: `List in words what FILE changes from the default, or what OTHER changes
from FILE, in the language --lang names. Exit 0 if nothing differs, 1 if
something does, 2 if a file is not a valid rule set or the language is
not one we offer.`,
		Example: `  evergreen rules diff my-rules.json
  evergreen rules diff old.json new.json
  evergreen rules diff --lang de my-rules.json`,
		Args: argsBetween(1, 2, "FILE, or FILE and OTHER"),
	}, func(g game.Game, args []string) int { return a.rulesDiff(g, args, a.rulesLang) })
	cmd.AddCommand(
		sub(&cobra.Command{
			Use:     "validate FILE",
			Aliases: []string{"check"},
			Short:   "Check a rule-set document against the default",
			Long: `Check FILE merged onto the default rule set: print its name and code
(exit 0), or every problem with its path (exit 1).`,
			Example: `  evergreen rules validate my-rules.json
  cat my-rules.json | evergreen rules validate -`,
			Args: argsBetween(1, 1, "FILE"),
		}, func(g game.Game, args []string) int { return a.rulesValidate(g, args[0]) }),
		sub(&cobra.Command{
			Use:   "show [FILE]",
			Short: "Print the merged rule set and its code",
			Long: `Print the complete rule set (the default, or FILE merged onto it) with
its keys sorted on standard output, and its name and code on standard
error. Exit 1 if FILE is not a valid rule set.`,
			Example: `  evergreen rules show
  evergreen rules show my-rules.json`,
			Args: argsBetween(0, 1, "at most one FILE"),
		}, func(g game.Game, args []string) int { return a.rulesShow(g, args) }),
		diff,
		export,
	)
	return cmd
}

// rulesError words a rule set's problems in --lang.
func (a *app) rulesError(err error) string { return a.rulesWords.Error(a.rulesLang, err) }

// read reads a rule-set file, reporting failure (exit 2) itself.
func (a *app) read(name string) ([]byte, bool) {
	data, err := readRuleSet(name, a.stdin)
	if err != nil {
		fmt.Fprintf(a.stderr, "evergreen rules: %v\n", err)
		a.code = 2
		return nil, false
	}
	return data, true
}

func (a *app) rulesValidate(g game.Game, name string) int {
	patch, ok := a.read(name)
	if !ok {
		return 2
	}
	r, err := g.Rules(patch)
	if err != nil {
		fmt.Fprintf(a.stderr, "%s: %s\n", name, a.rulesError(err))
		return 1
	}
	fmt.Fprintf(a.stdout, "%s: valid rule set %q, code %s\n", name, game.TitleOf(r), r.Code())
	return 0
}

func (a *app) rulesShow(g game.Game, args []string) int {
	var patch []byte
	if len(args) == 1 {
		var ok bool
		if patch, ok = a.read(args[0]); !ok {
			return 2
		}
	}
	r, err := g.Rules(patch)
	if err != nil {
		fmt.Fprintf(a.stderr, "evergreen rules: %s\n", a.rulesError(err))
		return 1
	}
	var pretty any
	_ = json.Unmarshal(r.Doc(), &pretty)
	enc := json.NewEncoder(a.stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	fmt.Fprintf(a.stderr, "rule set %q, code %s\n", game.TitleOf(r), r.Code())
	if err := enc.Encode(pretty); err != nil {
		return 1
	}
	return 0
}

func (a *app) rulesDiff(g game.Game, args []string, lang string) int {
	if !locale.Supported(lang) {
		fmt.Fprintf(a.stderr, "evergreen rules diff: --lang %q is not a language we offer (%s)\n", lang, strings.Join(locale.Tags(), ", "))
		return 2
	}
	base, err := g.Rules(nil)
	if err != nil {
		fmt.Fprintf(a.stderr, "evergreen rules: %v\n", err)
		return 1
	}
	sets := []game.Rules{base}
	for _, name := range args {
		patch, ok := a.read(name)
		if !ok {
			return 2
		}
		r, err := g.Rules(patch)
		if err != nil {
			// An invalid rule set cannot be compared: say why, as
			// validate would.
			fmt.Fprintf(a.stderr, "%s: %s\n", name, a.rulesError(err))
			return 2
		}
		sets = append(sets, r)
	}
	from, to := sets[len(sets)-2], sets[len(sets)-1]
	changes, err := diffRules(from, to, lang)
	if err != nil {
		fmt.Fprintf(a.stderr, "evergreen rules: %v\n", err)
		return 1
	}
	fmt.Fprintf(a.stdout, "%s (%s) → %s (%s): %s\n", game.TitleOf(from), from.Code(), game.TitleOf(to), to.Code(), countChanges(lang, len(changes)))
	for _, c := range changes {
		fmt.Fprintf(a.stdout, "  %s  [%s]\n", c.Words, c.Path)
	}
	if len(changes) > 0 {
		return 1
	}
	return 0
}

func (a *app) rulesExport(g game.Game, name, out string) int {
	patch, ok := a.read(name)
	if !ok {
		return 2
	}
	r, err := g.Rules(patch)
	if err != nil {
		fmt.Fprintf(a.stderr, "%s: %s\n", name, a.rulesError(err))
		return 1
	}
	var b bytes.Buffer
	if err := json.Indent(&b, r.Doc(), "", "  "); err != nil {
		fmt.Fprintf(a.stderr, "evergreen rules: %v\n", err)
		return 1
	}
	b.WriteByte('\n')
	if out == "" {
		if _, err := a.stdout.Write(b.Bytes()); err != nil {
			return 1
		}
		return 0
	}
	if err := os.WriteFile(out, b.Bytes(), 0o644); err != nil {
		fmt.Fprintf(a.stderr, "evergreen rules: %v\n", err)
		return 1
	}
	fmt.Fprintf(a.stderr, "%s: rule set %q, code %s\n", out, game.TitleOf(r), r.Code())
	return 0
}

// countChanges says how many changes there are, in lang.
func countChanges(lang string, n int) string {
	b, err := locale.Load()
	if err != nil { // the catalogs are embedded and tested
		return strconv.Itoa(n)
	}
	return b.T(lang, "diff.count", "n", n)
}

// diffRules says what to changes from from: in the game's own words if
// it is a game.Differ (in lang), else value by value from the two documents.
func diffRules(from, to game.Rules, lang string) ([]game.Change, error) {
	if d, ok := from.(game.Differ); ok {
		return d.Diff(to, lang)
	}
	var a, b any
	if err := json.Unmarshal(from.Doc(), &a); err != nil {
		return nil, fmt.Errorf("reading %s: %w", from.Code(), err)
	}
	if err := json.Unmarshal(to.Doc(), &b); err != nil {
		return nil, fmt.Errorf("reading %s: %w", to.Code(), err)
	}
	var out []game.Change
	jsonDiff("", a, b, &out)
	return out, nil
}

// jsonDiff appends every value that differs between a and b under path,
// object keys in sorted order and array entries by position.
func jsonDiff(path string, a, b any, out *[]game.Change) {
	join := func(k string) string {
		if path == "" {
			return k
		}
		return path + "." + k
	}
	switch av := a.(type) {
	case map[string]any:
		if bv, ok := b.(map[string]any); ok {
			keys := map[string]bool{}
			for k := range av {
				keys[k] = true
			}
			for k := range bv {
				keys[k] = true
			}
			for _, k := range sortedKeys(keys) {
				jsonDiff(join(k), av[k], bv[k], out)
			}
			return
		}
	case []any:
		if bv, ok := b.([]any); ok {
			for i := range max(len(av), len(bv)) {
				var x, y any
				if i < len(av) {
					x = av[i]
				}
				if i < len(bv) {
					y = bv[i]
				}
				jsonDiff(fmt.Sprintf("%s[%d]", path, i), x, y, out)
			}
			return
		}
	}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		show := func(j []byte) string {
			if string(j) == "null" {
				return "(none)"
			}
			return strings.Trim(string(j), `"`)
		}
		*out = append(*out, game.Change{Path: path, Words: fmt.Sprintf("%s: %s → %s", path, show(ja), show(jb))})
	}
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
