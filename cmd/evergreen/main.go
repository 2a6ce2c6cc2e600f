// Command evergreen is the Evergreen platform in one binary.
//
//	evergreen                      start the web app (same as "serve")
//	evergreen serve [flags]        the web app on http://localhost:8080
//	evergreen games [-json]        the hosted games, their player counts and bots
//	evergreen play [flags]         hot-seat or solo play in the terminal (-game NAME)
//	evergreen scenario FILE.json   run a scenario file, print JSON
//	evergreen rules validate|show|diff|export …   rule sets from the command line (-game NAME)
//	evergreen sim [flags]          many bot games in parallel, with statistics
//	evergreen loadtest [flags]     many tables of bot clients over WebSockets
//	evergreen tables [flags]       list the tables in a server's database
//	evergreen help                 this text
package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `Evergreen: play Nobles of Evergreen and the games that follow it.

Usage:
  evergreen                       start the web app (same as "serve")
  evergreen serve [flags]         the web app: -addr localhost:8080, -data evergreen.db
  evergreen games [-json]         list the hosted games: name, players, title, bots;
                                  the first is the default wherever -game is left out
  evergreen play [flags]          hot-seat or solo against bots in the terminal
                                  (-game NAME picks the game)
  evergreen scenario FILE.json    run a scenario (use - for standard input) and
                                  print the result as JSON; exit 0 ok, 1 illegal
                                  move, 2 bad input; the file's "game" field (or
                                  -game NAME) picks the game
  evergreen rules validate FILE   check a rule-set document against the default
  evergreen rules show [FILE]     print the merged rule set and its code
  evergreen rules diff FILE [OTHER]
                                  what FILE changes from the default (or OTHER), in words
  evergreen rules export [-o OUT] FILE
                                  write the complete merged rule set
                                  (every rules command takes -game NAME)
  evergreen sim [flags]           play many games between bots and report statistics
  evergreen loadtest [flags]      open many tables of bot clients over real
                                  WebSockets and report moves/s and latency
  evergreen tables [flags]        list the tables in a server's database
                                  (-data, -status, -limit, -json)
  evergreen help                  show this help

Run "evergreen play -h" for the play flags, "evergreen games" for the games.
`

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || (strings.HasPrefix(args[0], "-") && args[0] != "-h" && args[0] != "--help") {
		return serveCmd(args, stdout, stderr)
	}
	switch args[0] {
	case "serve":
		return serveCmd(args[1:], stdout, stderr)
	case "play":
		return playCmd(args[1:], stdin, stdout, stderr)
	case "loadtest":
		return loadtestCmd(args[1:], stdout, stderr)
	case "games":
		return gamesCmd(args[1:], stdout, stderr)
	case "scenario":
		return scenarioCmd(args[1:], stdin, stdout, stderr)
	case "rules":
		return rulesCmd(args[1:], stdin, stdout, stderr)
	case "sim":
		return simCmd(args[1:], stdin, stdout, stderr)
	case "tables":
		return tablesCmd(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "evergreen: unknown command %q\n\n%s", args[0], usage)
	return 2
}

// readInput reads a named file, or standard input for "-".
func readInput(name string, stdin io.Reader) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}
