package store_test

import (
	"encoding/json"
	"testing"

	"evergreen/store"
)

// TestSeatSetupFromOldFields: a stored seat without "setup" gathers the
// fields that are not the platform's into Setup; one with "setup" keeps
// it as it is.
func TestSeatSetupFromOldFields(t *testing.T) {
	for _, tc := range []struct{ in, setup string }{
		{`{"seat":1,"kind":"local","name":"A","house":"merrow","virtue":"x","claimed":true}`, `{"house":"merrow","virtue":"x"}`},
		{`{"seat":1,"kind":"local","name":"A","zeta":1,"alpha":[true]}`, `{"alpha":[true],"zeta":1}`},
		{`{"seat":1,"kind":"local","name":"A","setup":{"colour":"red"}}`, `{"colour":"red"}`},
		{`{"seat":1,"kind":"local","name":"A","setup":{"colour":"red"},"house":"merrow"}`, `{"colour":"red"}`},
		{`{"seat":1,"kind":"local","name":"A","setup":null,"house":"merrow"}`, `{"house":"merrow"}`},
		{`{"seat":1,"kind":"local","name":"A"}`, ``},
		{`{"seat":1,"kind":"local","name":"A","setup":null}`, ``},
		// The clock's and the stewardship's fields are the platform's.
		{`{"seat":1,"kind":"local","name":"A","due":"2030-01-01T00:00:00Z","due_seq":4,"missed":2,"standin":"random","muted":true,"reserved":"AQI=","reserved_until":"2030-01-01T00:10:00Z"}`, ``},
	} {
		var s store.Seat
		if err := json.Unmarshal([]byte(tc.in), &s); err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if string(s.Setup) != tc.setup || s.Seat != 1 || s.Kind != "local" || s.Name != "A" {
			t.Errorf("%s: got %+v with setup %s, want setup %s", tc.in, s, s.Setup, tc.setup)
		}
	}
	for _, bad := range []string{`[]`, `{"seat":"one"}`, `{"seat":1,"house":}`} {
		var s store.Seat
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
	// Written out, a seat has its set-up under "setup".
	b, _ := json.Marshal(store.Seat{Seat: 0, Kind: "bot", Bot: "random", Setup: json.RawMessage(`{"house":"merrow"}`)})
	if string(b) != `{"seat":0,"kind":"bot","name":"","bot":"random","claimed":false,"setup":{"house":"merrow"}}` {
		t.Errorf("marshalled: %s", b)
	}
}
