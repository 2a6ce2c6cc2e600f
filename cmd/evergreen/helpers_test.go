package main

import (
	"io"

	"evergreen/game"
)

// The helpers below run one command as the binary would, with the
// command name in front of args; the tests were written against them.

func gamesWith(list game.List, args []string, stdout, stderr io.Writer) int {
	return runWith(list, append([]string{"games"}, args...), nil, stdout, stderr)
}

func rulesWith(list game.List, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(list, append([]string{"rules"}, args...), stdin, stdout, stderr)
}

func rulesCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return run(append([]string{"rules"}, args...), stdin, stdout, stderr)
}

func playCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return run(append([]string{"play"}, args...), stdin, stdout, stderr)
}

func scenarioCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return run(append([]string{"scenario"}, args...), stdin, stdout, stderr)
}

func simGames(list game.List, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(list, append([]string{"sim"}, args...), stdin, stdout, stderr)
}
