package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
)

func TestSimCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"sim", "--games", "20", "--bots", "steward,random", "--seed", "2", "--json"}, strings.NewReader(""), &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var rep struct {
		Games int `json:"games"`
		ByBot []struct {
			Name string `json:"name"`
		} `json:"by_bot"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if rep.Games != 20 || len(rep.ByBot) != 2 {
		t.Fatalf("report %+v", rep)
	}
	if errOut.Len() != 0 {
		t.Errorf("progress written although stderr is not a terminal: %q", errOut.String())
	}

	out.Reset()
	errOut.Reset()
	if code := run([]string{"sim", "--games", "4", "--houses", "3", "--bots", "random", "--shared", "--progress"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "3 Houses") || !strings.Contains(errOut.String(), "4/4 games") {
		t.Errorf("text report or progress missing:\n%s\n%s", out.String(), errOut.String())
	}

	for _, args := range [][]string{
		{"sim", "--bots", "nobody"},
		{"sim", "--houses", "9"},
		{"sim", "--bots", "random,random,random", "--houses", "2"},
		{"sim", "--games", "0"},
		{"sim", "extra"},
		{"sim", "--game", "chess"},
		{"sim", "--players", "1", "--bots", "random"},
	} {
		out.Reset()
		errOut.Reset()
		if code := run(args, nil, &out, &errOut); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// TestSimGame plays a second game through -game, with -players for the
// seat count, and checks its player range is enforced with a clear error.
func TestSimGame(t *testing.T) {
	list := game.MustList(append(hosted(), highest.New())...)
	var out, errOut bytes.Buffer
	code := simGames(list, []string{"--game", "highest", "--players", "3", "--bots", "greedy,random", "--games", "10", "--json"}, nil, &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var rep map[string]any
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep["rules"] != "Highest Unique" || rep["seats"] != 3.0 || rep["houses"] != nil {
		t.Errorf("report %v", rep)
	}
	out.Reset()
	errOut.Reset()
	if code := simGames(list, []string{"--game", "highest", "--houses", "7", "--bots", "random"}, nil, &out, &errOut); code != 2 {
		t.Errorf("7 players of Highest Unique: exit %d", code)
	}
	if !strings.Contains(errOut.String(), "Highest Unique seats 2 to 6 players, got 7") {
		t.Errorf("error %q does not say the player range", errOut.String())
	}
	// The default game is the list's first, the hosted default (Nobles,
	// whose report says "houses").
	out.Reset()
	if code := simGames(list, []string{"--games", "2", "--json"}, nil, &out, &errOut); code != 0 || !strings.Contains(out.String(), `"houses": 2`) {
		t.Errorf("default game: exit %d\n%s", code, out.String())
	}
}

// TestSimAgainst compares two rule sets: the same games under each, and
// every figure's difference with its interval, as text and as JSON.
func TestSimAgainst(t *testing.T) {
	dir := t.TempDir()
	b := filepath.Join(dir, "b.json")
	if err := os.WriteFile(b, []byte(`{"turn_counting":"shared"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"sim", "--games", "10", "--bots", "random", "--houses", "3", "--against", b}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"A: --rules", "B: --against", "Rule sets compared", "Moves per game", "B − A (95% interval)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if code := run([]string{"sim", "--games", "10", "--bots", "random", "--houses", "3", "--against", b, "--json"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var cmp struct {
		A, B  struct{ Games int }
		Diffs []struct {
			Key             string
			Diff, Low, High float64
		}
	}
	if err := json.Unmarshal(out.Bytes(), &cmp); err != nil {
		t.Fatal(err)
	}
	if cmp.A.Games != 10 || cmp.B.Games != 10 || len(cmp.Diffs) == 0 {
		t.Errorf("comparison %+v", cmp)
	}
	for _, d := range cmp.Diffs {
		if d.Key == "length" && !(d.High < 0) {
			t.Errorf("shared turns do not clearly shorten the year: %+v", d)
		}
	}
	if code := run([]string{"sim", "--against", filepath.Join(dir, "none.json")}, nil, &out, &errOut); code != 2 {
		t.Errorf("a missing --against file: exit %d", code)
	}
}

// interrupter is standard error that sends this process an interrupt
// (Ctrl-C) the first time the progress bar shows a finished game.
type interrupter struct {
	bytes.Buffer
	sent bool
}

func (w *interrupter) Write(p []byte) (int, error) {
	if !w.sent && strings.Contains(string(p), "games/s") {
		w.sent = true
		if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
			return 0, err
		}
	}
	return w.Buffer.Write(p)
}

// TestSimInterrupted: Ctrl-C stops a long run and still prints the
// report of the games that finished, marked partial, with exit status
// 130; the progress bar shows the rate.
func TestSimInterrupted(t *testing.T) {
	var out bytes.Buffer
	var errOut interrupter
	code := run([]string{"sim", "--games", "100000000", "--bots", "random", "--workers", "1", "--progress"}, nil, &out, &errOut)
	if code != 130 {
		t.Fatalf("exit %d, want 130: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "PARTIAL: interrupted after") || !strings.Contains(out.String(), "of 100000000 games") {
		t.Errorf("report:\n%s", out.String())
	}
	if !strings.Contains(errOut.String(), "interrupted: the report covers the") {
		t.Errorf("stderr: %s", errOut.String())
	}
}
