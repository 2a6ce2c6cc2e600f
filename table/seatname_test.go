package table_test

import (
	"context"
	"encoding/json"
	"testing"

	"evergreen/store/memstore"
	"evergreen/table"
)

// A seat left unnamed that the rules name from their content (Nobles: its
// House's noble, game.SeatNamer) is named in the language of whoever
// sets the table; a name given is kept, and English reads the English.
func TestUnnamedSeatNamedInTheSettersLanguage(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	for _, tt := range []struct{ lang, want string }{
		{"zh-Hant", "羅溫娜·艾許格羅夫夫人"},
		{"", "Lady Rowena Ashgrove"},
		{"en", "Lady Rowena Ashgrove"},
	} {
		ss := seats(table.Local, table.Local)
		ss[0].Setup = json.RawMessage(`{"house":"ashgrove"}`)
		ss[1].Name, ss[1].Setup = "Ada", json.RawMessage(`{"house":"merrow"}`)
		tb, host, err := r.Create(ctx, table.Config{Seats: ss, Lang: tt.lang})
		if err != nil {
			t.Fatal(err)
		}
		in, err := tb.Info(ctx, host)
		if err != nil {
			t.Fatal(err)
		}
		if got := in.Seats[0].Name; got != tt.want {
			t.Errorf("set in %q: the unnamed seat of House Ashgrove is named %q, want %q", tt.lang, got, tt.want)
		}
		if got := in.Seats[1].Name; got != "Ada" {
			t.Errorf("set in %q: the seat named Ada reads %q", tt.lang, got)
		}
	}
}
