package highest

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"evergreen/engine"
)

// State is a game in progress. Apply never changes it.
type State struct {
	rules *Rules
	// Round counts from 1; past the last round the game has ended.
	Round  int
	Prize  int
	Scores []int
	// Picks holds this round's numbers, 0 for a seat yet to pick.
	Picks []int
	// Last holds the numbers revealed at the end of the previous round.
	Last    []int
	rng     rand.PCG
	rig     *engine.Rig
	opening []engine.Event
	// rounds records each round scored, for Seasons; shared by copies
	// and never changed in place.
	rounds []RoundRecord
}

// RoundRecord is what one round's scoring saw: the prize, every seat's
// number and the winner (NoSeat when every number was shared).
type RoundRecord struct {
	Round  int         `json:"round"`
	Prize  int         `json:"prize"`
	Picks  []int       `json:"picks"`
	Winner engine.Seat `json:"winner"`
}

// Seasons returns a RoundRecord for each round scored so far: Highest
// Unique scores by round (game.SeasonRecorder).
func (s *State) Seasons() any { return slices.Clone(s.rounds) }

func (s *State) clone() *State {
	c := *s
	c.Scores = slices.Clone(s.Scores)
	c.Picks = slices.Clone(s.Picks)
	c.Last = slices.Clone(s.Last)
	c.rig = s.rig.Clone()
	c.opening = nil
	return &c
}

// Seats is the number of players.
func (s *State) Seats() int { return len(s.Scores) }

func (s *State) ended() bool { return s.Round > s.rules.RS.Rounds }

// Pending lists one decision for every seat yet to pick this round: all
// of them decide at once.
func (s *State) Pending() []engine.Decision {
	if s.ended() {
		return nil
	}
	var out []engine.Decision
	for seat, p := range s.Picks {
		if p == 0 {
			out = append(out, engine.Decision{Seat: engine.Seat(seat), Kind: "pick", Moves: s.Legal(engine.Seat(seat), nil)})
		}
	}
	return out
}

// Legal lists pick(1)…pick(highest) for a seat yet to pick.
func (s *State) Legal(seat engine.Seat, buf []engine.Move) []engine.Move {
	if s.ended() || seat < 0 || int(seat) >= len(s.Picks) || s.Picks[seat] != 0 {
		return buf
	}
	for k := 1; k <= s.rules.RS.Highest; k++ {
		buf = append(buf, engine.WithOption("pick", k))
	}
	return buf
}

// Apply plays a pick.
func (s *State) Apply(seat engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	fail := func(err error, msg string) (engine.State, []engine.Event, error) {
		return nil, nil, &engine.MoveError{Err: err, Seat: seat, Move: m, Message: msg}
	}
	switch {
	case s.ended():
		return fail(engine.ErrGameOver, "the game is over")
	case seat < 0 || int(seat) >= len(s.Picks):
		return fail(engine.ErrUnknownSeat, "no such seat")
	case s.Picks[seat] != 0:
		return fail(engine.ErrNotYourTurn, "this seat has picked this round already")
	case m.Name != "pick" || !m.HasOption || m.Item != "":
		return fail(engine.ErrIllegalMove, `the only move is {"move":"pick","option":k}`)
	case m.Option < 1 || m.Option > s.rules.RS.Highest:
		return fail(engine.ErrIllegalMove, "pick a number from 1 to "+strconv.Itoa(s.rules.RS.Highest))
	}
	n := s.clone()
	n.Picks[seat] = m.Option
	evs := []engine.Event{{Type: "picked", Seat: seat}}
	if slices.Contains(n.Picks, 0) {
		return n, evs, nil
	}
	return n, n.reveal(evs), nil
}

// reveal ends a round once every pick is in.
func (s *State) reveal(evs []engine.Event) []engine.Event {
	count := map[int]int{}
	for seat, p := range s.Picks {
		count[p]++
		evs = append(evs, engine.Event{Type: "reveal", Seat: engine.Seat(seat), Amount: p})
	}
	winner, best := engine.NoSeat, 0
	for seat, p := range s.Picks {
		if count[p] == 1 && p > best {
			winner, best = engine.Seat(seat), p
		}
	}
	won := 0
	if winner != engine.NoSeat {
		s.Scores[winner] += s.Prize
		won = s.Prize
	}
	evs = append(evs, engine.Event{Type: "round", Seat: winner, Amount: won, Detail: strconv.Itoa(s.Round)})
	s.rounds = append(slices.Clip(s.rounds), RoundRecord{Round: s.Round, Prize: s.Prize, Picks: s.Picks, Winner: winner})
	s.Last, s.Picks = s.Picks, make([]int, len(s.Picks))
	s.Round++
	if s.ended() {
		s.Prize = 0
		return append(evs, engine.Event{Type: "end", Seat: engine.NoSeat})
	}
	return s.drawPrize(evs)
}

// drawPrize sets the round's prize: a rigged die first, else 1 to 3.
func (s *State) drawPrize(evs []engine.Event) []engine.Event {
	p, ok := s.rig.NextDie()
	if !ok || p < 1 || p > 3 {
		p = 1 + engine.IntN(&s.rng, 3)
	}
	s.Prize = p
	return append(evs, engine.Event{Type: "prize", Seat: engine.NoSeat, Amount: p, Detail: strconv.Itoa(s.Round)})
}

// Opening is the first round's prize.
func (s *State) Opening() []engine.Event { return slices.Clone(s.opening) }

// View is what seat may know: its own pick, and only whether others have
// picked.
type View struct {
	// Seat is the viewer (engine.Spectator for nobody).
	Seat    int    `json:"seat"`
	Round   int    `json:"round"`
	Rounds  int    `json:"rounds"`
	Highest int    `json:"highest"`
	Prize   int    `json:"prize"`
	Scores  []int  `json:"scores"`
	Picked  []bool `json:"picked"`
	Mine    int    `json:"mine,omitempty"`
	Last    []int  `json:"last"`
	Ended   bool   `json:"ended"`
}

// View redacts the other seats' picks.
func (s *State) View(seat engine.Seat) any {
	v := View{
		Seat: int(seat), Round: s.Round, Rounds: s.rules.RS.Rounds, Highest: s.rules.RS.Highest, Prize: s.Prize,
		Scores: slices.Clone(s.Scores), Last: slices.Clone(s.Last), Ended: s.ended(),
	}
	for i, p := range s.Picks {
		v.Picked = append(v.Picked, p != 0)
		if engine.Seat(i) == seat {
			v.Mine = p
		}
	}
	return v
}

// Outcome is the most points once the rounds are played.
func (s *State) Outcome() engine.Outcome {
	if !s.ended() {
		return engine.Outcome{}
	}
	best := slices.Max(s.Scores)
	out := engine.Outcome{Ended: true, Scores: slices.Clone(s.Scores)}
	for i, sc := range s.Scores {
		if sc == best {
			out.Winners = append(out.Winners, engine.Seat(i))
		}
	}
	return out
}

// Snapshot is everything, picks included, for scenario output.
func (Game) Snapshot(st engine.State) any {
	s := st.(*State)
	return map[string]any{"round": s.Round, "prize": s.Prize, "scores": s.Scores, "picks": s.Picks, "last": s.Last}
}
