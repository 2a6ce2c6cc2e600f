package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"evergreen/games/nobles"
)

const rulesUsage = `Usage:
  evergreen rules validate FILE        check FILE merged onto the default rule set;
                                       print its name and code (exit 0), or every
                                       problem with its path (exit 1)
  evergreen rules show [FILE]          print the complete merged rule set (keys sorted)
                                       on standard output, its name and code on
                                       standard error
  evergreen rules diff FILE [OTHER]    list in words what FILE changes from the
                                       default, or what OTHER changes from FILE;
                                       exit 0 if nothing differs, 1 if something does
  evergreen rules export [-o OUT] FILE write the complete rule set as the Rules Studio
                                       exports it (indented, canonical: importing it
                                       anywhere gives the same code) to OUT or
                                       standard output

FILE may be "-" for standard input. Each FILE is a rule-set document: a whole
rule set, or only what it changes from the default. Exit 2: wrong usage, or a
file that cannot be read.
`

func rulesCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, rulesUsage)
		return 2
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "evergreen rules: "+format+"\n\n%s", append(a, rulesUsage)...)
		return 2
	}
	read := func(name string) ([]byte, bool) {
		data, err := readInput(name, stdin)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return nil, false
		}
		return data, true
	}
	sub, rest := args[0], args[1:]
	switch sub {
	case "validate":
		if len(rest) != 1 {
			return usage("validate takes one FILE")
		}
		patch, ok := read(rest[0])
		if !ok {
			return 2
		}
		rs, err := nobles.LoadRules(patch)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", rest[0], err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: valid rule set %q, code %s\n", rest[0], rs.Name, rs.Code)
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
		rs, err := nobles.LoadRules(patch)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return 1
		}
		var pretty any
		_ = json.Unmarshal(rs.Doc, &pretty)
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		fmt.Fprintf(stderr, "rule set %q, code %s\n", rs.Name, rs.Code)
		if err := enc.Encode(pretty); err != nil {
			return 1
		}
		return 0

	case "diff":
		if len(rest) < 1 || len(rest) > 2 {
			return usage("diff takes FILE, or FILE and OTHER")
		}
		base, err := nobles.Default()
		if err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return 1
		}
		sets := []*nobles.Ruleset{base}
		for _, name := range rest {
			patch, ok := read(name)
			if !ok {
				return 2
			}
			rs, err := nobles.LoadRules(patch)
			if err != nil {
				// An invalid rule set cannot be compared: say why, as
				// validate would.
				fmt.Fprintf(stderr, "%s: %v\n", name, err)
				return 2
			}
			sets = append(sets, rs)
		}
		from, to := sets[len(sets)-2], sets[len(sets)-1]
		changes := nobles.Diff(&from.Rules, &to.Rules)
		fmt.Fprintf(stdout, "%s (%s) → %s (%s): %s\n", from.Name, from.Code, to.Name, to.Code, countChanges(len(changes)))
		for _, c := range changes {
			fmt.Fprintf(stdout, "  %s  [%s]\n", changeWords(c), c.Path)
		}
		if len(changes) > 0 {
			return 1
		}
		return 0

	case "export":
		fs := flag.NewFlagSet("evergreen rules export", flag.ContinueOnError)
		fs.SetOutput(stderr)
		out := fs.String("o", "", "write to `OUT` instead of standard output")
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return 0
			}
			return 2
		}
		if fs.NArg() != 1 {
			return usage("export takes one FILE")
		}
		patch, ok := read(fs.Arg(0))
		if !ok {
			return 2
		}
		rs, err := nobles.LoadRules(patch)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", fs.Arg(0), err)
			return 1
		}
		var b bytes.Buffer
		if err := json.Indent(&b, rs.Doc, "", "  "); err != nil {
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
		fmt.Fprintf(stderr, "%s: rule set %q, code %s\n", *out, rs.Name, rs.Code)
		return 0

	case "help", "-h", "--help":
		fmt.Fprint(stdout, rulesUsage)
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

// changeWords words a change as the Rules Studio does:
// "Ordeal 'The Flooded Mill': amount 600 → 800".
func changeWords(c nobles.Change) string {
	field := ""
	if c.Field != "" {
		field = " " + c.Field
	}
	or := func(s string) string {
		if s == "" {
			return "(none)"
		}
		return s
	}
	switch c.Kind {
	case nobles.ChangeAdded:
		return fmt.Sprintf("%s: added%s %s", c.Item, field, c.New)
	case nobles.ChangeRemoved:
		return fmt.Sprintf("%s: removed%s %s", c.Item, field, c.Old)
	case nobles.ChangeMoved:
		return fmt.Sprintf("%s: new order %s (was %s)", c.Item, c.New, c.Old)
	}
	if len(c.Old) > 60 || len(c.New) > 60 || strings.Contains(c.Old+c.New, "\n") {
		return fmt.Sprintf("%s:%s reworded\n      was: %s\n      now: %s", c.Item, field, or(c.Old), or(c.New))
	}
	return fmt.Sprintf("%s:%s %s → %s", c.Item, field, or(c.Old), or(c.New))
}
