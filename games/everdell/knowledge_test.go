package everdell

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"evergreen/engine"
)

// playLog is play that also returns every event, unredacted.
func playLog(t *testing.T, s *State, moves ...engine.Move) (*State, []engine.Event) {
	t.Helper()
	var log []engine.Event
	for i, m := range moves {
		seat := engine.Seat(s.turn)
		next, evs, err := s.Apply(seat, m)
		if err != nil {
			t.Fatalf("move %d (%s) by seat %d: %v", i, m, seat, err)
		}
		log = append(log, evs...)
		s = next.(*State)
	}
	return s, log
}

// TestRememberGivenCards: what each seat knows of the others' hands
// after a Post Office visit, read from that seat's own redacted history.
func TestRememberGivenCards(t *testing.T) {
	give := []engine.Move{at(MVisit, "post-office", 1), opt(MTarget, 1), it(MChoose, "farm"), it(MChoose, "mine"), mv(MDone)}
	cases := []struct {
		name   string
		then   []engine.Move // seat 1's moves afterwards
		viewer int
		want   [][]string // known hand per seat
	}{
		{"the giver knows both cards", nil, 0, [][]string{nil, {"farm", "mine"}, nil}},
		{"the receiver learns nothing of others' hands", nil, 1, [][]string{nil, nil, nil}},
		{"a third seat learns nothing", nil, 2, [][]string{nil, nil, nil}},
		{"a card played from the hand is no longer known", []engine.Move{it(MPlay, "farm"), mv(MPay)}, 0, [][]string{nil, {"mine"}, nil}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, 3)
			s.setCity(t, 1, "post-office")
			s.setHand(t, 0, "farm", "mine")
			s.setHand(t, 1)
			s.players[1].Res = Bag{Twig: 2, Resin: 1}
			s, log := playLog(t, s, give...)
			if len(tc.then) > 0 {
				s.turn = 1
				var more []engine.Event
				_, more = playLog(t, s, tc.then...)
				log = append(log, more...)
			}
			k := Remember(s.rs, tc.viewer, 3, engine.RedactAll(log, engine.Seat(tc.viewer)))
			for seat, want := range tc.want {
				got := s.ids(k.Hands[seat])
				if len(got) != len(want) || !slices.Equal(got, want) {
					t.Errorf("seat %d known %v, want %v", seat, got, want)
				}
			}
		})
	}
}

// TestRememberCardGivenBack: a gift is one event for giver and receiver
// (its Secret for both): a card seat 0 gave seat 1 and seat 1 gave back
// is no longer known to be in seat 1's hand, while the other card given
// still is; seat 2, outside both gifts' audience, learns nothing.
func TestRememberCardGivenBack(t *testing.T) {
	rs := defaultRuleset(t)
	gift := func(from, to int, card string) engine.Event {
		return engine.Event{Type: EvGiveCard, Seat: engine.Seat(from), Detail: strconv.Itoa(to), Secret: card,
			Audience: engine.SeatsOf(engine.Seat(from), engine.Seat(to))}
	}
	log := []engine.Event{gift(0, 1, "farm"), gift(0, 1, "mine"), gift(1, 0, "farm")}
	for viewer, want := range [][]string{{"mine"}, nil, nil} {
		k := Remember(rs, viewer, 3, engine.RedactAll(log, engine.Seat(viewer)))
		var got []string
		for _, c := range k.Hands[1] {
			got = append(got, rs.Cards[c].ID)
		}
		if !slices.Equal(got, want) {
			t.Errorf("seat %d knows seat 1 holds %v, want %v", viewer, got, want)
		}
	}
}

// TestDeterminizeKeepsGivenCards: a seat that gave cards samples
// positions where the receiver still holds them; without the history it
// does not always.
func TestDeterminizeKeepsGivenCards(t *testing.T) {
	s := fixture(t, 2)
	s.setCity(t, 1, "post-office")
	s.setHand(t, 0, "king", "queen")
	s.setHand(t, 1, "farm", "farm")
	s, log := playLog(t, s, at(MVisit, "post-office", 1), opt(MTarget, 1), it(MChoose, "king"), it(MChoose, "queen"), mv(MDone))
	v := s.ViewFor(0)
	k := Remember(s.rs, 0, 2, engine.RedactAll(log, 0))
	rng := rand.New(rand.NewPCG(1, 2))
	holds := func(st *State) bool {
		h := st.ids(st.players[1].Hand)
		return slices.Contains(h, "king") && slices.Contains(h, "queen")
	}
	for i := range 50 {
		st, err := DeterminizeKnowing(s.rs, v, k, rng)
		if err != nil {
			t.Fatal(err)
		}
		if !holds(st) {
			t.Fatalf("sample %d: seat 1 holds %v, not the King and Queen it was given", i, st.ids(st.players[1].Hand))
		}
		if len(st.players[1].Hand) != len(s.players[1].Hand) {
			t.Fatalf("sample %d: hand of %d, want %d", i, len(st.players[1].Hand), len(s.players[1].Hand))
		}
	}
	// The plain view alone cannot know them.
	all := true
	for range 50 {
		st, err := Determinize(s.rs, v, rng)
		if err != nil {
			t.Fatal(err)
		}
		all = all && holds(st)
	}
	if all {
		t.Error("the view alone always dealt the given cards back: the test cannot tell knowledge from luck")
	}
}

// TestRememberMeadowTakes: a card another seat took from the Meadow into
// its hand is public, and known to every other seat until it is played.
func TestRememberMeadowTakes(t *testing.T) {
	cases := []struct {
		name  string
		then  []engine.Move // seat 1's moves after taking
		known []string
	}{
		{"taken cards are known", nil, []string{"king", "farm"}},
		{"a taken card played from the hand is no longer known", []engine.Move{it(MPlay, "farm"), mv(MPay)}, []string{"king"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := fixture(t, 3)
			s.turn = 1
			s.setMeadow(t, "king", "farm", "mine", "castle", "inn", "wife", "fool", "ruins")
			s.players[1].Res = Bag{Twig: 2, Resin: 1}
			s.push(Task{Kind: "choose", Then: "meadow-take", Max: 2})
			s, log := playLog(t, s, it(MChoose, "king"), it(MChoose, "farm"))
			if len(tc.then) > 0 {
				s.turn = 1
				var more []engine.Event
				_, more = playLog(t, s, tc.then...)
				log = append(log, more...)
			}
			for _, viewer := range []int{0, 2} {
				k := Remember(s.rs, viewer, 3, engine.RedactAll(log, engine.Seat(viewer)))
				if got := s.ids(k.Hands[1]); !slices.Equal(got, tc.known) {
					t.Errorf("seat %d knows %v in seat 1's hand, want %v", viewer, got, tc.known)
				}
			}
		})
	}
}
