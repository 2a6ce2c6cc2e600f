package table_test

import (
	"context"
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
