package main

import (
	"bytes"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// cli runs the program with args and returns the exit status and both
// outputs.
func cli(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestHelpEveryCommand: every command and subcommand answers -h, --help
// and "help CMD" alike, on standard output with exit 0, with its own
// usage line, an example and its flags; never another command's text.
func TestHelpEveryCommand(t *testing.T) {
	a := &app{list: hosted()}
	var paths [][]string
	root := a.rootCommand()
	for _, c := range root.Commands() {
		paths = append(paths, []string{c.Name()})
		for _, s := range c.Commands() {
			paths = append(paths, []string{c.Name(), s.Name()})
		}
	}
	for _, want := range []string{"serve", "games", "play", "scenario", "rules", "sim", "loadtest", "tables"} {
		if !slices.ContainsFunc(paths, func(p []string) bool { return len(p) == 1 && p[0] == want }) {
			t.Errorf("no command %q", want)
		}
	}
	for _, p := range paths {
		if p[0] == "completion" || p[0] == "help" {
			continue
		}
		name := "evergreen " + strings.Join(p, " ")
		var texts []string
		for _, args := range [][]string{append(slices.Clone(p), "-h"), append(slices.Clone(p), "--help"), append([]string{"help"}, p...)} {
			code, out, errOut := cli(t, args...)
			if code != 0 || errOut != "" {
				t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
			}
			texts = append(texts, out)
		}
		if texts[0] != texts[1] || texts[1] != texts[2] {
			t.Errorf("%s: -h, --help and help differ:\n%s\n---\n%s\n---\n%s", name, texts[0], texts[1], texts[2])
		}
		out := texts[0]
		if !strings.Contains(out, "Usage:\n  "+name) || !strings.Contains(out, "Examples:\n") || !strings.Contains(out, "-h, --help") {
			t.Errorf("%s: help lacks its usage line, examples or flags:\n%s", name, out)
		}
	}
}

func TestHelpNamesTheCommand(t *testing.T) {
	// Once "help sim" printed the top-level help and "scenario -h" tried
	// to open a file called -h.
	if code, out, _ := cli(t, "help", "sim"); code != 0 || !strings.Contains(out, "evergreen sim [flags]") || !strings.Contains(out, "--bots") {
		t.Errorf("help sim = %d\n%s", code, out)
	}
	if code, out, errOut := cli(t, "scenario", "-h"); code != 0 || !strings.Contains(out, "Run a scenario file") || strings.Contains(errOut, "no such file") {
		t.Errorf("scenario -h = %d %q %q", code, out, errOut)
	}
	if code, out, _ := cli(t, "loadtest", "-h"); code != 0 || strings.Contains(out, "Usage of") || strings.Contains(out, "`evergreen serve`") {
		t.Errorf("loadtest -h = %d\n%s", code, out)
	}
	if code, out, _ := cli(t, "help"); code != 0 || !strings.Contains(out, "Available Commands:") || !strings.Contains(out, "completion") {
		t.Errorf("help = %d\n%s", code, out)
	}
}

func TestDidYouMean(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"plya"}, "Did you mean this?\n\tplay"},
		{[]string{"rules", "valdate", "x.json"}, "Did you mean this?\n\tvalidate"},
	} {
		code, _, errOut := cli(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v = %d %q, want %q", tc.args, code, errOut, tc.want)
		}
	}
}

func TestVersion(t *testing.T) {
	for _, flag := range []string{"--version", "-version"} {
		code, out, _ := cli(t, flag)
		if code != 0 || !strings.HasPrefix(out, "evergreen ") || !strings.Contains(out, runtime.Version()) {
			t.Errorf("%s = %d %q", flag, code, out)
		}
	}
}

func TestUnknownFlag(t *testing.T) {
	code, out, errOut := cli(t, "play", "--sneed", "4")
	if code != 2 || out != "" || !strings.Contains(errOut, "unknown flag: --sneed") || !strings.Contains(errOut, `Run "evergreen play --help" for usage.`) {
		t.Errorf("play --sneed = %d %q %q", code, out, errOut)
	}
	if code, _, errOut := cli(t, "games", "extra"); code != 2 || !strings.Contains(errOut, `unexpected argument "extra"`) {
		t.Errorf("games extra = %d %q", code, errOut)
	}
	if code, _, errOut := cli(t, "scenario"); code != 2 || !strings.Contains(errOut, "missing FILE.json") {
		t.Errorf("scenario = %d %q", code, errOut)
	}
	if code, _, errOut := cli(t, "rules"); code != 2 || !strings.Contains(errOut, "missing command (diff, export, show, validate)") {
		t.Errorf("rules = %d %q", code, errOut)
	}
}

// TestGoStyleFlags: the one-dash flags of the README and the docs still
// work, and flags with no command are serve's.
func TestGoStyleFlags(t *testing.T) {
	got := goStyleArgs([]string{"-seats", "4", "-json", "-o", "x", "-", "-idle", "-5m", "-x=1", "--games", "2", "--", "-seats"})
	want := []string{"--seats", "4", "--json", "-o", "x", "-", "--idle", "-5m", "-x=1", "--games", "2", "--", "-seats"}
	if !slices.Equal(got, want) {
		t.Errorf("goStyleArgs = %q, want %q", got, want)
	}
	if got := serveByDefault(nil); !slices.Equal(got, []string{"serve"}) {
		t.Errorf("serveByDefault(nil) = %q", got)
	}
	code, _, errOut := cli(t, "-idle", "-5m", "-addr", "127.0.0.1:0", "-data", t.TempDir()+"/x.db")
	if code != 2 || !strings.Contains(errOut, "evergreen serve: --idle: must be 0") {
		t.Errorf("evergreen -idle -5m = %d %q", code, errOut)
	}
}

func TestCompletion(t *testing.T) {
	code, out, _ := cli(t, "completion", "bash")
	if code != 0 || !strings.Contains(out, "bash completion") {
		t.Errorf("completion bash = %d, %d bytes", code, len(out))
	}
	code, out, _ = cli(t, "__complete", "play", "--game", "")
	if code != 0 || !strings.Contains(out, "nobles\n") || !strings.Contains(out, "evergreen\n") {
		t.Errorf("completing --game = %d %q", code, out)
	}
}
