package everdell

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
)

// A rules scenario (testdata/scenarios/NAME.json) sets up a position by
// hand, plays moves, and says what must hold; NAME.golden.json keeps the
// whole event log and the final position, so that any change in play
// shows as a diff (rewrite with -update after a deliberate change and
// review it). testdata/scenarios/README.md describes the fields.
type scenarioFile struct {
	About   string          `json:"about"`
	Rules   json.RawMessage `json:"rules,omitempty"`
	Players int             `json:"players"`
	// Exercises are the card kinds whose powers the scenario exercises
	// (TestEveryCardHasAScenario).
	Exercises []string       `json:"exercises"`
	Turn      int            `json:"turn"`
	Seats     []scenarioSeat `json:"seats"`
	Meadow    []string       `json:"meadow,omitempty"`
	Deck      []string       `json:"deck,omitempty"` // on top of the deck, the first drawn first
	Discard   []string       `json:"discard,omitempty"`
	Specials  []string       `json:"specials,omitempty"`
	// Rugwort's city and die faces, for a lone player's game.
	Rugwort []string        `json:"rugwort,omitempty"`
	Dice    []int           `json:"dice,omitempty"`
	Moves   []scenarioMove  `json:"moves"`
	Expect  scenarioExpects `json:"expect"`
}

type scenarioSeat struct {
	Hand     []string       `json:"hand,omitempty"`
	City     []string       `json:"city,omitempty"`
	Occupied []string       `json:"occupied,omitempty"`
	Tokens   map[string]int `json:"tokens,omitempty"` // point tokens on city cards, beyond the card's own
	Res      Res            `json:"res"`
	Points   int            `json:"points,omitempty"`
	Season   string         `json:"season,omitempty"`
	Workers  int            `json:"workers,omitempty"`
	Placed   []string       `json:"placed,omitempty"` // locations a worker of the seat stands on
	Passed   bool           `json:"passed,omitempty"`
}

// scenarioMove is a move; Refused: it must be refused as illegal (and
// the scenario goes on without it).
type scenarioMove struct {
	Seat int `json:"seat"`
	engine.Wire
	Refused bool `json:"refused,omitempty"`
}

type scenarioExpects struct {
	// Events must occur in this order (others may come between); an
	// event's empty fields are not compared, but for the seat.
	Events []engine.Event   `json:"events,omitempty"`
	Seats  []scenarioResult `json:"seats,omitempty"`
	Over   bool             `json:"over,omitempty"`
	// Rugwort is his city, in order.
	Rugwort []string `json:"rugwort,omitempty"`
	// Meadow is the Meadow, in its positions 1 to 8.
	Meadow []string `json:"meadow,omitempty"`
}

// scenarioResult is what must hold of a seat; absent fields are not
// checked.
type scenarioResult struct {
	Hand    []string `json:"hand,omitempty"` // in any order
	City    []string `json:"city,omitempty"` // in order
	Res     *Res     `json:"res,omitempty"`
	Points  *int     `json:"points,omitempty"`
	Score   *Score   `json:"score,omitempty"`
	Workers *int     `json:"workers,omitempty"`
}

type scenarioGolden struct {
	Events []engine.Event `json:"events"`
	Final  Snapshot       `json:"final"`
	Scores []Score        `json:"scores"`
}

func TestScenarios(t *testing.T) {
	files := scenarioFiles(t)
	if len(files) < 15 {
		t.Fatalf("%d scenarios in testdata/scenarios, expected at least 15", len(files))
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".json"), func(t *testing.T) {
			sc := readScenario(t, f)
			if e := sc.Expect; len(e.Events) == 0 && len(e.Seats) == 0 && e.Rugwort == nil && e.Meadow == nil && !e.Over {
				t.Fatal("the file states nothing its play must show (expect)")
			}
			st, evs := runScenario(t, sc)
			checkScenario(t, sc, st, evs)
			golden(t, f, st, evs)
		})
	}
}

func scenarioFiles(t *testing.T) []string {
	t.Helper()
	all, err := filepath.Glob(filepath.Join("testdata", "scenarios", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range all {
		if !strings.HasSuffix(f, ".golden.json") {
			out = append(out, f)
		}
	}
	return out
}

func readScenario(t *testing.T, file string) *scenarioFile {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var sc scenarioFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sc); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return &sc
}

// scenarioState sets up sc's position on a fixture: hands, cities,
// resources, workers and the Meadow as the file says, the deck as dealt
// from seed 1 with the file's cards on top.
func scenarioState(t *testing.T, sc *scenarioFile) *State {
	t.Helper()
	s := fixture(t, sc.Players)
	if len(sc.Rules) > 0 {
		rs, err := LoadRules(sc.Rules)
		if err != nil {
			t.Fatal(err)
		}
		mutate(t, rs)
		s.rs = rs
	}
	if len(sc.Seats) != sc.Players {
		t.Fatalf("%d seats for %d players", len(sc.Seats), sc.Players)
	}
	for i, ss := range sc.Seats {
		p := &s.players[i]
		s.setHand(t, i, ss.Hand...)
		s.setCity(t, i, ss.City...)
		for _, id := range ss.Occupied {
			p.City[p.find(s.idx(t, id))].Occupied = true
		}
		for id, n := range ss.Tokens {
			p.City[p.find(s.idx(t, id))].Tokens += n
		}
		p.Res, p.Points, p.Passed = ss.Res.Bag(), ss.Points, ss.Passed
		if ss.Season != "" {
			k := slices.IndexFunc(s.rs.Seasons, func(sn Season) bool { return sn.ID == ss.Season })
			if k < 0 {
				t.Fatalf("no season %q", ss.Season)
			}
			p.Season = k
		}
		if ss.Workers > 0 {
			p.Workers = ss.Workers
		}
		for _, l := range ss.Placed {
			s.worker(t, i, l)
		}
	}
	// Cards named in the position leave the deck, so that no card is
	// counted twice.
	take := func(ids []string) {
		for _, id := range ids {
			c := s.idx(t, id)
			if i := slices.Index(s.deck, c); i >= 0 {
				s.deck = slices.Delete(s.deck, i, i+1)
			} else if i := slices.Index(s.discard, c); i >= 0 {
				s.discard = slices.Delete(s.discard, i, i+1)
			}
		}
	}
	if sc.Meadow != nil {
		s.discard = append(s.discard, s.meadow...)
		s.setMeadow(t, sc.Meadow...)
		take(sc.Meadow)
	}
	for _, ss := range sc.Seats {
		take(ss.Hand)
		take(ss.City)
	}
	take(sc.Deck)
	take(sc.Discard)
	s.stackDeck(t, sc.Deck...)
	for _, id := range sc.Discard {
		s.discard = append(s.discard, s.idx(t, id))
	}
	if sc.Specials != nil {
		s.specials = nil
		for _, id := range sc.Specials {
			e, ok := s.rs.eventID[id]
			if !ok {
				t.Fatalf("no event %q", id)
			}
			s.specials = append(s.specials, e)
		}
	}
	if sc.Rugwort != nil || sc.Dice != nil {
		if s.rival == nil {
			t.Fatal("rugwort and dice need a lone player's game against Rugwort")
		}
		for _, id := range sc.Rugwort {
			s.rival.Cards = append(s.rival.Cards, s.idx(t, id))
		}
		take(sc.Rugwort)
		s.rig = &engine.Rig{Dice: sc.Dice}
	}
	s.turn = sc.Turn
	return s
}

func runScenario(t *testing.T, sc *scenarioFile) (*State, []engine.Event) {
	t.Helper()
	s := scenarioState(t, sc)
	var log []engine.Event
	for i, sm := range sc.Moves {
		m, err := sm.Parse()
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		next, evs, err := s.Apply(engine.Seat(sm.Seat), m)
		switch {
		case sm.Refused && err == nil:
			t.Fatalf("move %d (%s by seat %d) was played; it must be refused", i, m, sm.Seat)
		case sm.Refused:
			continue
		case err != nil:
			t.Fatalf("move %d (%s by seat %d): %v; legal: %v", i, m, sm.Seat, err, s.Legal(engine.Seat(sm.Seat), nil))
		}
		s, log = next.(*State), append(log, evs...)
	}
	return s, log
}

func checkScenario(t *testing.T, sc *scenarioFile, s *State, log []engine.Event) {
	t.Helper()
	k := 0
	for _, e := range log {
		if k < len(sc.Expect.Events) && eventMatches(e, sc.Expect.Events[k]) {
			k++
		}
	}
	if k < len(sc.Expect.Events) {
		w, _ := json.Marshal(sc.Expect.Events[k])
		t.Errorf("expected event %d %s did not happen (in order); events:\n%s", k, w, enginetest.EventLines(log))
	}
	if want := sc.Expect.Rugwort; want != nil {
		if got := s.ids(s.rival.Cards); !slices.Equal(got, want) {
			t.Errorf("Rugwort's city %v, want %v", got, want)
		}
	}
	if want := sc.Expect.Meadow; want != nil {
		if got := s.ids(s.meadow); !slices.Equal(got, want) {
			t.Errorf("the Meadow %v, want %v", got, want)
		}
	}
	if sc.Expect.Over != s.over {
		t.Errorf("over %v, want %v", s.over, sc.Expect.Over)
	}
	for i, want := range sc.Expect.Seats {
		if want.Hand != nil {
			wantHand(t, s, i, want.Hand...)
		}
		if want.City != nil {
			wantCity(t, s, i, want.City...)
		}
		if want.Res != nil {
			wantRes(t, s, i, want.Res.Bag())
		}
		if want.Points != nil && s.players[i].Points != *want.Points {
			t.Errorf("seat %d has %d point tokens, want %d", i, s.players[i].Points, *want.Points)
		}
		if want.Workers != nil && s.players[i].Workers != *want.Workers {
			t.Errorf("seat %d has %d workers, want %d", i, s.players[i].Workers, *want.Workers)
		}
		if want.Score != nil {
			if got := s.ScoreOf(i); got != *want.Score {
				t.Errorf("seat %d scores %+v, want %+v", i, got, *want.Score)
			}
		}
	}
}

func eventMatches(e, want engine.Event) bool {
	return e.Type == want.Type && e.Seat == want.Seat &&
		(want.Ref == "" || e.Ref == want.Ref) &&
		(want.Detail == "" || e.Detail == want.Detail) &&
		(want.Amount == 0 || e.Amount == want.Amount) &&
		(want.Secret == "" || e.Secret == want.Secret)
}

func golden(t *testing.T, file string, s *State, log []engine.Event) {
	t.Helper()
	if mutating() {
		return // a golden log shows any change; the mutation run counts what the file states
	}
	g := scenarioGolden{Events: log, Final: s.Snapshot()}
	for i := range s.players {
		g.Scores = append(g.Scores, s.ScoreOf(i))
	}
	b, err := json.MarshalIndent(g, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, '\n')
	gold := strings.TrimSuffix(file, ".json") + ".golden.json"
	enginetest.Golden(t, gold, b, *update, "go test ./games/everdell -run Scenarios -update", func([]byte) {
		t.Errorf("events now:\n%s", enginetest.EventLines(log))
	})
}

// TestEveryCardHasAScenario: every card kind of the default rule set is
// exercised by at least one scenario file, and each card a file says it
// exercises takes part in it: it is in the position set up or named by
// an event of its log.
func TestEveryCardHasAScenario(t *testing.T) {
	rs := defaultRuleset(t)
	by := map[string][]string{}
	for _, f := range scenarioFiles(t) {
		sc := readScenario(t, f)
		_, log := runScenario(t, sc)
		in := map[string]bool{}
		for _, ss := range sc.Seats {
			for _, id := range append(append(slices.Clone(ss.Hand), ss.City...), sc.Meadow...) {
				in[id] = true
			}
		}
		for _, e := range log {
			in[e.Ref] = true
			if e.Secret != "" {
				in[e.Secret] = true
			}
		}
		for _, id := range sc.Exercises {
			if _, ok := rs.Card(id); !ok {
				t.Errorf("%s exercises %q, which is no card", f, id)
				continue
			}
			if !in[id] {
				t.Errorf("%s says it exercises %s, which takes no part in it", f, id)
			}
			by[id] = append(by[id], filepath.Base(f))
		}
	}
	missing := 0
	for _, c := range rs.Cards {
		if len(by[c.ID]) == 0 {
			t.Errorf("no scenario exercises %s", c.ID)
			missing++
		}
	}
	if len(rs.Cards) != 48 {
		t.Errorf("%d card kinds, the base game has 48", len(rs.Cards))
	}
	t.Logf("%d of %d card kinds have a scenario", len(rs.Cards)-missing, len(rs.Cards))
}
