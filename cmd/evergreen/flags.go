package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// parseFlags parses a subcommand's flags and refuses stray arguments. When
// the command must stop (help asked for, or bad flags), done is true and
// code is its exit status: 0 for help, 2 for a mistake.
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) (code int, done bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, true
		}
		return 2, true
	}
	if fs.NArg() > 0 {
		return usageError(stderr, fs.Name(), "unexpected argument %q", fs.Arg(0)), true
	}
	return 0, false
}

// usageError reports a bad flag value for command (e.g. "evergreen sim"),
// points to its help, and returns exit status 2.
func usageError(stderr io.Writer, command, format string, a ...any) int {
	fmt.Fprintf(stderr, command+": "+format+"\n", a...)
	fmt.Fprintf(stderr, "Run %q for the flags.\n", command+" -h")
	return 2
}
