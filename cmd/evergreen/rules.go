package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"evergreen/game"
)

const rulesUsage = `Usage:
  evergreen rules [-game NAME] validate FILE
                                       check FILE merged onto the default rule set;
                                       print its name and code (exit 0), or every
                                       problem with its path (exit 1)
  evergreen rules [-game NAME] show [FILE]
                                       print the complete merged rule set (keys sorted)
                                       on standard output, its name and code on
                                       standard error
  evergreen rules [-game NAME] diff FILE [OTHER]
                                       list in words what FILE changes from the
                                       default, or what OTHER changes from FILE;
                                       exit 0 if nothing differs, 1 if something does
  evergreen rules [-game NAME] export [-o OUT] FILE
                                       write the complete rule set as the Rules Studio
                                       exports it (indented, canonical: importing it
                                       anywhere gives the same code) to OUT or
                                       standard output

-game names the game whose rule sets these are (default: the first hosted
game; see "evergreen games"); it may also follow the subcommand. FILE may be
"-" for standard input. Each FILE is a rule-set document: a whole rule set,
or only what it changes from the default. Exit 2: wrong usage, an unknown
game, or a file that cannot be read.
`

func rulesCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return rulesWith(hosted(), args, stdin, stdout, stderr)
}

// rulesWith is "evergreen rules" for the games of list.
func rulesWith(list game.List, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "evergreen rules: "+format+"\n\n%s", append(a, rulesUsage)...)
		return 2
	}
	// -game may come before the subcommand or after it.
	top := flag.NewFlagSet("evergreen rules", flag.ContinueOnError)
	top.SetOutput(io.Discard)
	gameName := top.String("game", "", "")
	if err := top.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, rulesUsage)
			return 0
		}
		return usage("%v", err)
	}
	if top.NArg() == 0 {
		fmt.Fprint(stderr, rulesUsage)
		return 2
	}
	sub := top.Arg(0)
	if sub == "help" || sub == "-h" || sub == "--help" {
		fmt.Fprint(stdout, rulesUsage)
		return 0
	}
	fs := flag.NewFlagSet("evergreen rules "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(gameName, "game", *gameName, "the game whose rule sets these are")
	out := fs.String("o", "", "write to `OUT` instead of standard output (export)")
	if err := fs.Parse(top.Args()[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *out != "" && sub != "export" {
		return usage("-o is for export")
	}
	rest := fs.Args()
	g, err := list.Get(*gameName)
	if err != nil {
		return usage("-game: %s", strings.TrimPrefix(err.Error(), "game: "))
	}
	read := func(name string) ([]byte, bool) {
		data, err := readInput(name, stdin)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return nil, false
		}
		return data, true
	}
	switch sub {
	case "validate":
		if len(rest) != 1 {
			return usage("validate takes one FILE")
		}
		patch, ok := read(rest[0])
		if !ok {
			return 2
		}
		r, err := g.Rules(patch)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", rest[0], err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: valid rule set %q, code %s\n", rest[0], game.TitleOf(r), r.Code())
		return 0

	case "show":
		if len(rest) > 1 {
			return usage("show takes at most one FILE")
		}
		var patch []byte
		if len(rest) == 1 {
			var ok bool
			if patch, ok = read(rest[0]); !ok {
				return 2
			}
		}
		r, err := g.Rules(patch)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return 1
		}
		var pretty any
		_ = json.Unmarshal(r.Doc(), &pretty)
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		fmt.Fprintf(stderr, "rule set %q, code %s\n", game.TitleOf(r), r.Code())
		if err := enc.Encode(pretty); err != nil {
			return 1
		}
		return 0

	case "diff":
		if len(rest) < 1 || len(rest) > 2 {
			return usage("diff takes FILE, or FILE and OTHER")
		}
		base, err := g.Rules(nil)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return 1
		}
		sets := []game.Rules{base}
		for _, name := range rest {
			patch, ok := read(name)
			if !ok {
				return 2
			}
			r, err := g.Rules(patch)
			if err != nil {
				// An invalid rule set cannot be compared: say why, as
				// validate would.
				fmt.Fprintf(stderr, "%s: %v\n", name, err)
				return 2
			}
			sets = append(sets, r)
		}
		from, to := sets[len(sets)-2], sets[len(sets)-1]
		changes, err := diffRules(from, to)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s (%s) → %s (%s): %s\n", game.TitleOf(from), from.Code(), game.TitleOf(to), to.Code(), countChanges(len(changes)))
		for _, c := range changes {
			fmt.Fprintf(stdout, "  %s  [%s]\n", c.Words, c.Path)
		}
		if len(changes) > 0 {
			return 1
		}
		return 0

	case "export":
		if len(rest) != 1 {
			return usage("export takes one FILE")
		}
		patch, ok := read(rest[0])
		if !ok {
			return 2
		}
		r, err := g.Rules(patch)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", rest[0], err)
			return 1
		}
		var b bytes.Buffer
		if err := json.Indent(&b, r.Doc(), "", "  "); err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return 1
		}
		b.WriteByte('\n')
		if *out == "" {
			if _, err := stdout.Write(b.Bytes()); err != nil {
				return 1
			}
			return 0
		}
		if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return 1
		}
		fmt.Fprintf(stderr, "%s: rule set %q, code %s\n", *out, game.TitleOf(r), r.Code())
		return 0
	}
	return usage("unknown subcommand %q (validate, show, diff, export)", sub)
}

func countChanges(n int) string {
	switch n {
	case 0:
		return "no changes"
	case 1:
		return "1 change"
	}
	return fmt.Sprintf("%d changes", n)
}

// diffRules says what to changes from from: in the game's own words if
// it is a game.Differ, else value by value from the two documents.
func diffRules(from, to game.Rules) ([]game.Change, error) {
	if d, ok := from.(game.Differ); ok {
		return d.Diff(to)
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
