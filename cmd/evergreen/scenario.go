package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"evergreen/scenario"
)

const scenarioLong = `Run a scenario file and print the result as JSON: a set-up, rigged dice
and draws, moves, optional autoplay (docs/RULESETS.md describes the file).
FILE "-" reads standard input. The file's "game" field names the game
(empty: the first hosted game); --game overrides it.

Exit status: 0 ok, 1 an illegal move, 2 bad input.`

const scenarioExample = `  evergreen scenario testdata/scenarios/autoplay-year.json
  cat my-scenario.json | evergreen scenario -
  evergreen scenario --game evergreen planet.json`

func (a *app) scenarioCommand() *cobra.Command {
	var gameName string
	cmd := &cobra.Command{
		Use:     "scenario [--game NAME] FILE.json",
		Short:   "Run a scenario file and print the result as JSON",
		Long:    scenarioLong,
		Example: scenarioExample,
		Args:    argsBetween(1, 1, "FILE.json (a scenario file, or - for standard input)"),
		RunE: func(_ *cobra.Command, args []string) error {
			a.code = a.scenario(gameName, args[0])
			return nil
		},
	}
	cmd.Flags().StringVar(&gameName, "game", "", "run the scenario with game `NAME` whatever the file says")
	_ = cmd.RegisterFlagCompletionFunc("game", a.completeGames)
	return cmd
}

// scenario runs the scenario file name and returns the exit status.
func (a *app) scenario(gameName, name string) int {
	stdin, stdout, stderr := a.stdin, a.stdout, a.stderr
	// Read no more than the largest file the runner accepts, and one byte
	// to know it is larger, so that a huge file costs no memory.
	data, err := readLimited(name, stdin, scenario.MaxBytes+1)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen scenario: %v\n", err)
		return scenario.ExitBadInput
	}
	in, err := scenario.Parse(data)
	if err != nil {
		fmt.Fprintf(stderr, "evergreen scenario: %s: %v\n", name, err)
		return scenario.ExitBadInput
	}
	if gameName != "" {
		in.Game = gameName
	}
	out, code, err := in.Run(a.list)
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
