package store

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// seatFields are the JSON fields of a Seat that belong to the platform;
// every other field of a stored seat is the game's.
var seatFields = map[string]bool{
	"seat": true, "kind": true, "name": true, "bot": true,
	"token_hash": true, "claimed": true, "setup": true,
	"due": true, "due_seq": true, "missed": true, "standin": true, "muted": true,
	"reserved": true, "reserved_until": true,
}

// UnmarshalJSON reads a stored seat. Seats written before set-up was the
// game's own data carry the game's fields at the top level (Nobles:
// "house" and "virtue"); a seat without "setup" gathers every field that
// is not the platform's into Setup, as one JSON object with sorted keys,
// so that old rows load unchanged without a migration. A seat that has
// "setup" keeps it, and other fields are ignored as usual.
func (s *Seat) UnmarshalJSON(data []byte) error {
	type plain Seat // without this method
	var p plain
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	*s = Seat(p)
	if !setupNull(s.Setup) {
		return nil
	}
	s.Setup = nil
	var all map[string]json.RawMessage
	if err := json.Unmarshal(data, &all); err != nil {
		return err
	}
	extra := map[string]json.RawMessage{}
	for k, v := range all {
		if !seatFields[k] {
			extra[k] = v
		}
	}
	if len(extra) == 0 {
		return nil
	}
	setup, err := json.Marshal(extra) // sorted keys: the same row reads the same bytes
	if err != nil {
		return fmt.Errorf("seat %d: setup: %w", s.Seat, err)
	}
	s.Setup = setup
	return nil
}

// setupNull reports whether a set-up says nothing.
func setupNull(raw json.RawMessage) bool {
	raw = bytes.TrimSpace(raw)
	return len(raw) == 0 || bytes.Equal(raw, []byte("null"))
}
