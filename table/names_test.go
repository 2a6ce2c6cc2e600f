package table_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"evergreen/store/memstore"
	"evergreen/table"
)

// TestCleanName: control characters and the invisible characters that
// reorder or hide text are stripped; what a person typed otherwise stays.
func TestCleanName(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Ada", "Ada"},
		{"  Ada   Lovelace ", "Ada Lovelace"},
		{"Ada\u202Egnp.exe", "Adagnp.exe"},             // right-to-left override
		{"\u202Aa\u202Bb\u202Cc\u202Dd\u202E", "abcd"}, // embeddings, pop, overrides
		{"\u2066x\u2067y\u2068z\u2069", "xyz"},         // isolates
		{"a\u200Eb\u200Fc\u061Cd", "abcd"},             // marks
		{"a\u200Bb\uFEFFc", "abc"},                     // zero-width space, BOM
		{"bell\a tab\there\nnew\x00line\x7f", "bell tab here newline"},
		{"line\u2028para\u2029graph", "line para graph"},
		{"\u00e9l\u00e8ve \u0645\u0631\u064a\u0645 \u5c0f\u660e", "\u00e9l\u00e8ve \u0645\u0631\u064a\u0645 \u5c0f\u660e"},
		{"👩\u200d👩\u200d👧 fam", "👩\u200d👩\u200d👧 fam"}, // the joiner stays
		{"bad\xffutf8", "badutf8"},
	} {
		if got := table.CleanName(tc.in); got != tc.want {
			t.Errorf("CleanName(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestNamesCleanedAtTheTable: names given when the table is set and
// when a seat is claimed are stored clean.
func TestNamesCleanedAtTheTable(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	cfg := table.Config{Seats: seats(table.Local, table.Online)}
	cfg.Seats[0].Name = "Ada\u202E\u0007"
	tb, host, err := r.Create(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Claim(ctx, "", 1, "\u2067Ben\u2069\r\n"); err != nil {
		t.Fatal(err)
	}
	in, _ := tb.Info(ctx, host)
	if in.Seats[0].Name != "Ada" || in.Seats[1].Name != "Ben" {
		t.Fatalf("names %q, %q", in.Seats[0].Name, in.Seats[1].Name)
	}
}

// TestCheckName: a name is measured in characters, not bytes, and one
// that would show as blank is refused with a reason in plain words.
func TestCheckName(t *testing.T) {
	long := strings.Repeat("小", 40)
	for _, tc := range []struct {
		in, want string
		refused  string // a word the refusal must hold; "" when accepted
	}{
		{"", "", ""},
		{"Ada", "Ada", ""},
		{strings.Repeat("小明", 7), strings.Repeat("小明", 7), ""}, // 14 characters, 42 bytes
		{long, long, ""},
		{strings.Repeat("é", 40), strings.Repeat("é", 40), ""},
		{long + "小", "", "at most 40 characters"},
		{strings.Repeat("a", 41), "", "at most 40 characters"},
		{"\u3164", "", "blank"},               // Hangul filler
		{"\u3164\u3164\u3164", "", "blank"},   // several
		{"\u2800\u2800", "", "blank"},         // Braille pattern blank
		{"\u115f\u1160\uffa0", "", "blank"},   // other Hangul fillers
		{"\u200b\u2060\ufeff", "", "blank"},   // zero-width characters
		{"\u200d\u200c", "", "blank"},         // joiners with nothing to join
		{"\u00a0\u2003\u3000 ", "", "blank"},  // spaces of every width
		{"\u0301\u034f\ufe0f", "", "blank"},   // marks with no letter
		{"Ada\u3164\u3164Ben", "Ada Ben", ""}, // a filler inside is a space
		{"\u2800Cleo\u2800", "Cleo", ""},      // and at the ends is trimmed
		{"e\u0301", "e\u0301", ""},            // a mark on a letter stays
		{"👍", "👍", ""},                        // a symbol is visible
	} {
		got, err := table.CheckName(tc.in)
		switch {
		case tc.refused == "" && err != nil:
			t.Errorf("CheckName(%q): refused: %v", tc.in, err)
		case tc.refused == "" && got != tc.want:
			t.Errorf("CheckName(%q) = %q, want %q", tc.in, got, tc.want)
		case tc.refused != "" && err == nil:
			t.Errorf("CheckName(%q) = %q, want refused", tc.in, got)
		case tc.refused != "" && (!errors.Is(err, table.ErrBadRequest) || !strings.Contains(err.Error(), tc.refused)):
			t.Errorf("CheckName(%q): %v, want a bad request saying %q", tc.in, err, tc.refused)
		}
	}
}

// TestBlankNamesRefusedAtTheTable: setting a table or claiming a seat
// with a blank or overlong name is refused; 14 Chinese characters pass.
func TestBlankNamesRefusedAtTheTable(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	cfg := table.Config{Seats: seats(table.Local, table.Online)}
	cfg.Seats[0].Name = "\u3164"
	if _, _, err := r.Create(ctx, cfg); !errors.Is(err, table.ErrBadRequest) || !strings.Contains(err.Error(), "seat 0") {
		t.Fatalf("a blank name at creation: %v", err)
	}
	cfg = table.Config{Seats: seats(table.Local, table.Online)}
	cfg.Seats[0].Name = strings.Repeat("小明", 7)
	tb, _, err := r.Create(ctx, cfg)
	if err != nil {
		t.Fatalf("14 Chinese characters: %v", err)
	}
	if _, err := tb.Claim(ctx, "", 1, "\u2800\u2800"); !errors.Is(err, table.ErrBadRequest) {
		t.Fatalf("a blank claim: %v", err)
	}
	if _, err := tb.Claim(ctx, "", 1, strings.Repeat("明", 41)); !errors.Is(err, table.ErrBadRequest) {
		t.Fatalf("a 41-character claim: %v", err)
	}
	if _, err := tb.Claim(ctx, "", 1, strings.Repeat("明", 40)); err != nil {
		t.Fatalf("a 40-character claim: %v", err)
	}
}
