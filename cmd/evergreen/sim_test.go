package main

import (
	"bytes"
	"encoding/json"
	"strings"
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
