package nobles_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/nobles"
)

var update = enginetest.Update

// replay is a recorded game: its inputs and the final position they must
// reach. Any change to the rules that alters play shows up as a diff.
type replay struct {
	Seats     int                 `json:"seats"`
	Seed      uint64              `json:"seed"`
	FirstSeat int                 `json:"first_seat"`
	Rules     json.RawMessage     `json:"rules,omitempty"`
	Moves     []engine.SeatedMove `json:"moves"`
	Final     json.RawMessage     `json:"final"`
}

var goldenGames = []struct {
	name  string
	seats int
	seed  uint64
	first int
	rules string
}{
	{"two-houses", 2, 11, 0, ""},
	{"four-houses", 4, 12, 1, ""},
	{"eight-houses", 8, 13, 7, ""},
	{"three-houses-shared", 3, 14, 2, `{"turn_counting":"shared"}`},
	{"auto-conversion-stacking", 5, 15, 0, `{"rulings":{"token_conversion":"auto","surrender_stacks":true,"item_once":false}}`},
}

func TestGoldenReplays(t *testing.T) {
	for _, g := range goldenGames {
		t.Run(g.name, func(t *testing.T) {
			file := filepath.Join("testdata", "golden", g.name+".json")
			rs := rules(t, g.rules)
			setup := nobles.Setup{Seed: g.seed, Seats: make([]nobles.SeatSetup, g.seats), FirstSeat: g.first}
			start := enginetest.Start(t, nobles.NewGame, rs, setup)
			if *update {
				rec := replay{Seats: g.seats, Seed: g.seed, FirstSeat: g.first}
				if g.rules != "" {
					rec.Rules = json.RawMessage(g.rules)
				}
				st := start
				rng := rand.New(rand.NewPCG(g.seed, 99))
				for !st.Ended() {
					d := st.Pending()[0]
					m := d.Moves[rng.IntN(len(d.Moves))]
					next, _, err := st.Apply(d.Seat, m)
					if err != nil {
						t.Fatal(err)
					}
					st = next.(*nobles.State)
					rec.Moves = append(rec.Moves, engine.SeatedMove{Seat: d.Seat, Move: m})
				}
				rec.Final, _ = json.Marshal(st)
				b, _ := json.MarshalIndent(rec, "", " ")
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, append(b, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test ./games/nobles -run Golden -update)", err)
			}
			var rec replay
			if err := json.Unmarshal(data, &rec); err != nil {
				t.Fatal(err)
			}
			final, _, err := engine.Replay(start, rec.Moves)
			if err != nil {
				t.Fatalf("recorded move refused: %v", err)
			}
			got, _ := json.Marshal(final)
			var want bytes.Buffer
			json.Compact(&want, rec.Final)
			if !bytes.Equal(got, want.Bytes()) {
				t.Errorf("replay of %s no longer reaches the recorded position:\n got %s\nwant %s", file, clip(got), clip(want.Bytes()))
			}
			if !final.Outcome().Ended {
				t.Errorf("recorded game does not reach the Gala")
			}
		})
	}
}

func clip(b []byte) string {
	if len(b) > 400 {
		return fmt.Sprintf("%s… (%d bytes)", b[:400], len(b))
	}
	return string(b)
}
