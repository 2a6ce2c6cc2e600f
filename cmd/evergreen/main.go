// Command evergreen is the Evergreen platform in one binary.
//
//	evergreen                      start the web app (same as "serve")
//	evergreen serve [flags]        the web app on http://localhost:8080
//	evergreen games [--json]       the hosted games, their player counts and bots
//	evergreen play [flags]         hot-seat or solo play in the terminal (--game NAME)
//	evergreen scenario FILE.json   run a scenario file, print JSON
//	evergreen rules validate|show|diff|export …   rule sets from the command line
//	evergreen sim [flags]          many bot games in parallel, with statistics
//	evergreen loadtest [flags]     many tables of bot clients over WebSockets
//	evergreen tables [flags]       list the tables in a server's database
//	evergreen help [COMMAND]       help for any command
//	evergreen completion SHELL     a shell completion script
//
// The commands are built with cobra; every flag is accepted with one dash
// or two (-seats 4 and --seats 4), as the Go tools accept them.
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"evergreen/game"
	"evergreen/ruleset"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the program: it returns the exit status. 0 is success, 2 wrong
// usage (an unknown command or flag, a bad flag value); each command
// documents its others.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(hosted(), args, stdin, stdout, stderr)
}

// app is what every command shares: the hosted games, the standard
// streams, and the exit status the command chose.
type app struct {
	list   game.List
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	code   int
	// rulesLang and rulesWords word a rule set's problems (evergreen
	// rules --lang).
	rulesLang  string
	rulesWords *ruleset.Wording
}

// runWith is run for the games of list (tests host test games).
func runWith(list game.List, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	a := &app{list: list, stdin: stdin, stdout: stdout, stderr: stderr}
	root := a.rootCommand()
	root.SetArgs(goStyleArgs(serveByDefault(args)))
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	cmd, err := root.ExecuteC()
	if err != nil {
		// cobra says `unknown command "plya" for "evergreen"`; the prefix
		// already names the command.
		msg := strings.Replace(err.Error(), ` for "`+cmd.CommandPath()+`"`, "", 1)
		fmt.Fprintf(stderr, "%s: %s\n", cmd.CommandPath(), strings.TrimRight(msg, "\n"))
		fmt.Fprintf(stderr, "Run %q for usage.\n", cmd.CommandPath()+" --help")
		return 2
	}
	return a.code
}

const rootLong = `Evergreen: play Nobles of Evergreen and the games that follow it.

With no command, evergreen starts the web app (the same as "evergreen
serve"), and flags given without a command are serve's. Every flag may be
written with one dash or two: -seats 4 and --seats 4 are the same.`

const rootExample = `  evergreen                          # the web app on http://localhost:8080
  evergreen -addr :9000 -data /var/lib/evergreen.db
  evergreen play -houses 4 -humans 1  # you against three bots, in the terminal
  evergreen rules diff my-rules.json  # what a rule set changes, in words
  evergreen help sim`

func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:     "evergreen",
		Short:   "Play Nobles of Evergreen and the games that follow it",
		Long:    rootLong,
		Example: rootExample,
		Version: version(),
		// Errors are printed once by runWith, with a pointer to the help.
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.SetVersionTemplate("{{.Name}} {{.Version}}\n")
	root.AddCommand(
		a.serveCommand(),
		a.gamesCommand(),
		a.playCommand(),
		a.scenarioCommand(),
		a.rulesCommand(),
		a.simCommand(),
		a.loadtestCommand(),
		a.tablesCommand(),
		a.reviewCommand(),
		a.workerCommand(),
	)
	return root
}

// serveByDefault makes "evergreen" and "evergreen -addr :9000" mean
// "evergreen serve …", as they always have.
func serveByDefault(args []string) []string {
	if len(args) == 0 {
		return []string{"serve"}
	}
	switch args[0] {
	case "-h", "-help", "--help", "-version", "--version", "-v":
		return args
	}
	if len(args[0]) > 1 && args[0][0] == '-' {
		return append([]string{"serve"}, args...)
	}
	return args
}

// readInput reads a named file, or standard input for "-".
func readInput(name string, stdin io.Reader) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}

// readLimited is readInput reading at most limit bytes.
func readLimited(name string, stdin io.Reader, limit int64) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(io.LimitReader(stdin, limit))
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit))
}

// readRuleSet reads a rule-set document as readInput does, refusing an
// empty one: an empty file is far more often a failed save or a wrong
// name than a wish to play the default, which "{}" says plainly.
func readRuleSet(name string, stdin io.Reader) ([]byte, error) {
	data, err := readInput(name, stdin)
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(data)) == 0 {
		if name == "-" {
			name = "standard input"
		}
		return nil, fmt.Errorf("%s is empty: a rule-set document is a JSON object (write {} for the default rules unchanged)", name)
	}
	return data, nil
}
