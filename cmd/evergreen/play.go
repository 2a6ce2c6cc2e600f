package main

import (
	"fmt"
	"io"
)

func playCmd(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, "evergreen play: not yet built")
	return 2
}
