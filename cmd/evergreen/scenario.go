package main

import (
	"encoding/json"
	"fmt"
	"io"

	"evergreen/scenario"
)

func scenarioCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 1 {
		fmt.Fprintln(stderr, "usage: evergreen scenario FILE.json   (- reads standard input)")
		return scenario.ExitBadInput
	}
	data, err := readInput(args[0], stdin)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen scenario: %v\n", err)
		return scenario.ExitBadInput
	}
	out, code, err := scenario.Run(data)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen scenario: %s: %v\n", args[0], err)
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
