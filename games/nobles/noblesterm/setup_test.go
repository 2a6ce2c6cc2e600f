package noblesterm

import (
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"evergreen/game"
)

// script answers a set-up's questions in order and keeps what was said.
type script struct {
	answers []string
	said    strings.Builder
}

func (s *script) Say(text string) { s.said.WriteString(text) }
func (s *script) Ask(string) (string, error) {
	if len(s.answers) == 0 {
		return "", io.EOF
	}
	a := s.answers[0]
	s.answers = s.answers[1:]
	return a, nil
}
func (s *script) Rand() *rand.Rand { return rand.New(rand.NewPCG(4, 4)) }

// A House is picked by its name without "House ", in any case; a House
// another seat holds is refused naming who holds it; "random" leaves it
// to fortune and says which.
func TestAskHouse(t *testing.T) {
	u, err := New(defaultRules(t), false)
	if err != nil {
		t.Fatal(err)
	}
	seated := []game.Seat{seatWith("Ann", "ashgrove"), {}}
	a := &script{answers: []string{"ashgrove", "house merrow", ""}}
	s, err := u.AskSeat(a, 1, seated)
	if err != nil || houseOf(s) != "merrow" || s.Name != "Sir Aldric Merrow" {
		t.Errorf("got %+v (%s), %v", s, houseOf(s), err)
	}
	if !strings.Contains(a.said.String(), "House Ashgrove is already seated (Ann). Choose another.") {
		t.Errorf("a taken House is not refused by name:\n%s", a.said.String())
	}
	// A House whose id is not its name: "Merrow" still names it.
	rs := *defaultRules(t)
	rs.Houses = slices.Clone(rs.Houses)
	rs.Houses[1].ID = "h2"
	other, err := New(&rs, false)
	if err != nil {
		t.Fatal(err)
	}
	a = &script{answers: []string{"Merrow", ""}}
	if s, err := other.AskSeat(a, 1, seated); houseOf(s) != "h2" {
		t.Errorf("Merrow picked %q (%v)", houseOf(s), err)
	}
	a = &script{answers: []string{"RANDOM", ""}}
	s, _ = u.AskSeat(a, 1, seated)
	if h := houseOf(s); h == "" || h == "ashgrove" || !strings.Contains(a.said.String(), "Fortune chooses House ") {
		t.Errorf("random picked %q, said\n%s", h, a.said.String())
	}
}
