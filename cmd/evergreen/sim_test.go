package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
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
	} {
		out.Reset()
		errOut.Reset()
		if code := run(args, nil, &out, &errOut); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
