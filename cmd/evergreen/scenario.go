package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"evergreen/scenario"
)

const scenarioUsage = `Usage: evergreen scenario [-game NAME] FILE.json   (- reads standard input)

Run a scenario file and print the result as JSON. Exit 0 ok, 1 illegal
move, 2 bad input. The file's "game" field names the game (empty: the
first hosted game); -game overrides it.

Flags:
`

func scenarioCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("evergreen scenario", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameName := fs.String("game", "", "run the scenario with game `NAME` whatever the file says")
	fs.Usage = func() {
		fmt.Fprint(stderr, scenarioUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return scenario.ExitBadInput
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: evergreen scenario [-game NAME] FILE.json   (- reads standard input)")
		return scenario.ExitBadInput
	}
	name := fs.Arg(0)
	data, err := readInput(name, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen scenario: %v\n", err)
		return scenario.ExitBadInput
	}
	in, err := scenario.Parse(data)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen scenario: %s: %v\n", name, err)
		return scenario.ExitBadInput
	}
	if *gameName != "" {
		in.Game = *gameName
	}
	out, code, err := in.Run(hosted())
	if err != nil {
		fmt.Fprintf(stderr, "evergreen scenario: %s: %v\n", name, err)
		return scenario.ExitBadInput
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		fmt.Fprintf(stderr, "evergreen scenario: writing output: %v\n", err)
		return scenario.ExitBadInput
	}
	return code
}
