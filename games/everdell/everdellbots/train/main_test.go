package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"evergreen/games/everdell/everdellbots"
)

// TestTrainReproducible: the same flags write the same file, byte for
// byte, however many games are played at once; the file reads as a
// weight set that names the command and the fit; another seed gives
// other weights.
func TestTrainReproducible(t *testing.T) {
	dir := t.TempDir()
	train := func(file string, extra ...string) []byte {
		t.Helper()
		path := filepath.Join(dir, file)
		args := append([]string{"-bot", "gatherer", "-games", "3", "-seed", "5", "-every", "2", "-quiet", "-out", path}, extra...)
		var stderr bytes.Buffer
		if code := run(args, &bytes.Buffer{}, &stderr); code != 0 {
			t.Fatalf("train %v: exit %d: %s", args, code, stderr.String())
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	a := train("a.json")
	b := train("a.json", "-workers", "3")
	if !bytes.Equal(a, b) {
		t.Errorf("the same flags wrote different files:\n%s\n%s", a, b)
	}
	set, err := everdellbots.ParseWeights("a.json", a)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(set.Command, "-bot gatherer -games 3 -seed 5 -seats 2 -every 2 -ridge 1 -out ") || set.Fit == nil || set.Fit.Samples == 0 {
		t.Errorf("the file names command %q and fit %+v", set.Command, set.Fit)
	}
	other := train("a.json", "-seed", "6")
	if bytes.Equal(a, other) {
		t.Error("seeds 5 and 6 wrote the same weights")
	}
}

// TestTrainFlags: a run without a file to write, or with nonsense, fails
// and says why.
func TestTrainFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "give -out FILE"},
		{[]string{"-out", "-", "-games", "0"}, "0 games"},
		{[]string{"-out", "-", "-bot", "nosuch"}, "nosuch"},
		{[]string{"-out", "-", "-every", "0"}, "want at least 1"},
	} {
		var stderr bytes.Buffer
		if code := run(append(c.args, "-quiet"), &bytes.Buffer{}, &stderr); code == 0 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("train %v: exit %d, %q; want an error holding %q", c.args, code, stderr.String(), c.want)
		}
	}
}
