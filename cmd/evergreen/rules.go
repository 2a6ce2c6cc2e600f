package main

import (
	"encoding/json"
	"fmt"
	"io"

	"evergreen/games/nobles"
)

func rulesCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: evergreen rules validate FILE | rules show [FILE]")
		return 2
	}
	var patch []byte
	if len(args) > 1 {
		data, err := readInput(args[1], stdin)
		if err != nil {
			fmt.Fprintf(stderr, "evergreen rules: %v\n", err)
			return 2
		}
		patch = data
	}
	switch args[0] {
	case "validate":
		if patch == nil {
			fmt.Fprintln(stderr, "usage: evergreen rules validate FILE")
			return 2
		}
		rs, err := nobles.LoadRules(patch)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", args[1], err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: valid rule set %q, code %s\n", args[1], rs.Name, rs.Code)
		return 0
	case "show":
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
	}
	fmt.Fprintf(stderr, "evergreen rules: unknown subcommand %q (validate, show)\n", args[0])
	return 2
}
