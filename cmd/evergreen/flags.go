package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
)

// goStyleArgs rewrites Go-style long flags (-seats 4, -json) into the
// double-dash form cobra parses (--seats 4, --json), so that every
// command written for the flag package keeps working. One-letter flags
// (-h, -o), a lone "-" (standard input), negative numbers and everything
// after "--" are left alone.
func goStyleArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && isLetter(a[1]) && a[2] != '=' {
			a = "-" + a
		}
		out = append(out, a)
	}
	return out
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// usageError reports a bad flag value for command (e.g. "evergreen sim"),
// points to its help, and returns exit status 2.
func usageError(stderr io.Writer, command, format string, a ...any) int {
	fmt.Fprintf(stderr, command+": "+format+"\n", a...)
	fmt.Fprintf(stderr, "Run %q for usage.\n", command+" --help")
	return 2
}

// argsBetween accepts lo to hi positional arguments, naming them as what
// says (e.g. "FILE") when the count is wrong.
func argsBetween(lo, hi int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) < lo:
			return fmt.Errorf("missing %s", what)
		case len(args) > hi && hi == 0:
			return fmt.Errorf("unexpected argument %q (this command takes flags only)", args[0])
		case len(args) > hi:
			return fmt.Errorf("unexpected argument %q (expected %s)", args[hi], what)
		}
		return nil
	}
}

// noArgs is argsBetween(0, 0, "").
var noArgs = argsBetween(0, 0, "")

// needSubcommand is the run function of a command that only groups
// others: it names the missing or mistyped one, with suggestions.
func needSubcommand(cmd *cobra.Command, args []string) error {
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
		}
	}
	if len(args) == 0 {
		return fmt.Errorf("missing command (%s)", strings.Join(names, ", "))
	}
	msg := fmt.Sprintf("unknown command %q (%s)", args[0], strings.Join(names, ", "))
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2 // cobra's default, set only on the root
	}
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		msg += "\n\nDid you mean this?\n\t" + strings.Join(s, "\n\t")
	}
	return fmt.Errorf("%s", msg)
}

// completeGames completes a --game flag with the hosted games' names.
func (a *app) completeGames(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return a.list.Names(), cobra.ShellCompDirectiveNoFileComp
}
