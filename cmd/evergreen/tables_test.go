package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"evergreen/store/sqlite"
	"evergreen/table"
)

// TestTablesCmd lists the tables of a SQLite file made by the table
// layer: newest first, filtered by status, as text and as JSON, and
// refuses bad flags and a database that is not there.
func TestTablesCmd(t *testing.T) {
	ctx := context.Background()
	data := filepath.Join(t.TempDir(), "ev.db")
	st, err := sqlite.Open(data)
	if err != nil {
		t.Fatal(err)
	}
	r := table.NewRegistry(st, slog.New(slog.NewTextHandler(io.Discard, nil)), hosted())
	hot, _, err := r.Create(ctx, table.Config{Seed: 1, Seats: []table.SeatConfig{{Kind: table.Local, Name: "Ada"}, {Kind: table.Local}}})
	if err != nil {
		t.Fatal(err)
	}
	lobby, _, err := r.Create(ctx, table.Config{Seats: []table.SeatConfig{{Kind: table.Local, Name: "Ben"}, {Kind: table.Online}, {Kind: table.Bot, Bot: "steward"}}})
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}

	var out, errOut bytes.Buffer
	if code := run([]string{"tables", "-data", data}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	text := out.String()
	for _, want := range []string{"CODE", hot.Code(), lobby.Code(), "playing", "lobby", `"Ada" (local), "`, `"Ben" (local), open (online), bot steward`} {
		if !strings.Contains(text, want) {
			t.Errorf("listing lacks %q:\n%s", want, text)
		}
	}

	out.Reset()
	if code := run([]string{"tables", "-data", data, "-status", "lobby", "-json"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var lines []tableLine
	if err := json.Unmarshal(out.Bytes(), &lines); err != nil {
		t.Fatalf("%v:\n%s", err, out.String())
	}
	if len(lines) != 1 || lines[0].Code != lobby.Code() || lines[0].Status != "lobby" || len(lines[0].Seats) != 3 {
		t.Errorf("lobby tables = %+v", lines)
	}
	if strings.Contains(out.String(), "hash") {
		t.Errorf("the JSON shows token hashes:\n%s", out.String())
	}

	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-data", data, "-status", "won"}, 2, "--status: must be lobby, playing or ended"},
		{[]string{"-data", data, "-limit", "-1"}, 2, "--limit: must be 0"},
		{[]string{"-data", filepath.Join(t.TempDir(), "none.db")}, 1, "no database at"},
	} {
		errOut.Reset()
		if code := run(append([]string{"tables"}, tc.args...), nil, &out, &errOut); code != tc.code || !strings.Contains(errOut.String(), tc.want) {
			t.Errorf("%v: exit %d, %q", tc.args, code, errOut.String())
		}
	}
}
