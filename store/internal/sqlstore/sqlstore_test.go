package sqlstore

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"evergreen/store"
)

// TestPlaceholders: each dialect's statements use only its own
// placeholders, and InsertTable one for each column.
func TestPlaceholders(t *testing.T) {
	columns := len(strings.Split(TableColumns, ","))
	for _, c := range []struct{ own, other string }{{"?", "$"}, {"$", "?"}} {
		d := New("test", c.own)
		for name, q := range map[string]string{
			"InsertTable": d.InsertTable, "UpdateTable": d.UpdateTable, "SelectTable": d.SelectTable,
			"InsertRules": d.InsertRules, "SelectRules": d.SelectRules, "SelectName": d.SelectName,
			"SavePreview": d.SavePreview, "SelectPreview": d.SelectPreview,
			"SaveReview": d.SaveReview, "SelectReview": d.SelectReview,
		} {
			if strings.Contains(q, c.other) || !strings.Contains(q, c.own+"1") {
				t.Errorf("%s placeholders, %s: %s", c.own, name, q)
			}
		}
		for i := 1; i <= columns; i++ {
			if !strings.Contains(d.InsertTable, fmt.Sprintf("%s%d,", c.own, i)) && !strings.Contains(d.InsertTable, fmt.Sprintf("%s%d)", c.own, i)) {
				t.Errorf("%s placeholders, InsertTable lacks number %d: %s", c.own, i, d.InsertTable)
			}
		}
	}
}

// TestTableRoundTrip: what TableValues binds, scanned back through
// TableRow.Dest in TableColumns' order, is the table again, so the two
// lists cannot drift apart.
func TestTableRoundTrip(t *testing.T) {
	d := New("test", "$")
	at := time.Date(2026, 1, 2, 3, 4, 5, 6000, time.UTC)
	in := store.Table{
		Code: "ABCD", Game: "nobles", RulesCode: "r1", Seed: 1<<64 - 1, FirstSeat: 2,
		Seats:  []store.Seat{{Seat: 0, Kind: store.KindBot, Name: "Ash", Bot: "random"}},
		Status: store.StatusPlaying, HostTokenHash: []byte{1}, Rematch: "EFGH", BotDelayMs: 7,
		SeedCommitment: []byte{2}, SeedSalt: []byte{3}, SeedChosen: true,
		Clock:     store.Clock{Kind: "turn", Seconds: 30, Bot: "random", Misses: 2},
		Due:       at.Add(time.Hour),
		CreatedAt: at, UpdatedAt: at.Add(time.Minute),
	}
	in, seats, clock, err := d.NewTable(in)
	if err != nil {
		t.Fatal(err)
	}
	values := TableValues(in, seats, clock, in.CreatedAt, in.UpdatedAt, in.Due)
	var r TableRow
	var created, updated, due time.Time
	dest := r.Dest(&created, &updated, &due)
	if len(dest) != len(values) || len(values) != len(strings.Split(TableColumns, ",")) {
		t.Fatalf("%d destinations, %d values, %d columns", len(dest), len(values), len(strings.Split(TableColumns, ",")))
	}
	for i, v := range values {
		reflect.ValueOf(dest[i]).Elem().Set(reflect.ValueOf(v))
	}
	out, err := r.Table(created, updated, due)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(out, in) {
		t.Errorf("round trip:\n got %+v\nwant %+v", out, in)
	}
}
