package gametest

import (
	"encoding/json"
	"testing"

	"evergreen/engine"
	"evergreen/scenario"
)

// checkReads requires a listed move to read back as itself through the
// reader of every front end: the wire form the web API decodes
// (engine.Wire, embedded in its move request), and the scenario runner's
// (scenario.ReadMove: the wire form, the seat, then the game's own
// vocabulary, game.MoveChecker). The terminal offers the listed moves
// themselves, by number, so it accepts them all by construction. A game
// whose vocabulary check refuses a move its own decision lists (the
// Ranger's "choose w0" once was) fails here.
func (s *suite) checkReads(t testing.TB, m *match, seat engine.Seat, mv engine.Move) {
	t.Helper()
	data, err := json.Marshal(engine.SeatedMove{Seat: seat, Move: mv})
	if err != nil {
		m.failf(t, "seat %d's listed move %v does not encode: %v", seat, mv, err)
	}
	var web struct {
		Seat int `json:"seat"`
		engine.Wire
	}
	if err := json.Unmarshal(data, &web); err != nil {
		m.failf(t, "the web API's reader cannot decode seat %d's listed move %s: %v", seat, data, err)
	}
	if got, err := web.Parse(); err != nil || got != mv {
		m.failf(t, "the web API reads seat %d's listed move %s as %v (error %v)", seat, data, got, err)
	}
	got, err := scenario.ReadMove(m.rules, m.st.Seats(), data, len(m.moves))
	if err != nil {
		m.failf(t, "the scenario reader refuses seat %d's listed move %s: %v", seat, data, err)
	}
	if got.Seat != seat || got.Move != mv {
		m.failf(t, "the scenario reader reads seat %d's listed move %s as seat %d %v", seat, data, got.Seat, got.Move)
	}
}
