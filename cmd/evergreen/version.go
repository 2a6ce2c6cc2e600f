package main

import (
	"runtime/debug"
	"strings"
)

// version describes this build from the information the Go toolchain
// records in every binary: the module version, the commit and its time
// when built from a checkout, and the Go version.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown build)"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, when string
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	parts := []string{v}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "+dirty"
		}
		c := "commit " + rev
		if when != "" {
			c += " (" + when + ")"
		}
		parts = append(parts, c)
	}
	parts = append(parts, "built with "+bi.GoVersion)
	return strings.Join(parts, ", ")
}
