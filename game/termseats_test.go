package game_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"evergreen/game"
)

type asker struct {
	answers []string
	said    []string
}

func (a *asker) Say(s string) { a.said = append(a.said, s) }
func (a *asker) Ask(string) (string, error) {
	s := a.answers[0]
	a.answers = a.answers[1:]
	return s, nil
}
func (a *asker) Rand() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }

// A name another seat has, or too long, is asked again saying why;
// Enter keeps "Player N"; bots take the first free name.
func TestSeatNames(t *testing.T) {
	seated := []game.Seat{{Name: "Ivy"}, {}, {}}
	a := &asker{answers: []string{"Ivy", strings.Repeat("x", 25), "Oak"}}
	s, err := game.AskSeatName(a, 1, seated)
	if err != nil || s.Name != "Oak" || len(a.said) != 2 || !strings.Contains(a.said[0], "already called") {
		t.Errorf("got %q, %v, said %q", s.Name, err, a.said)
	}
	if s, _ := game.AskSeatName(&asker{answers: []string{""}}, 2, seated); s.Name != "Player 3" {
		t.Errorf("Enter gave %q", s.Name)
	}
	if s := game.BotSeatName([]string{"Ivy", "Moss"}, 2, seated); s.Name != "Moss" {
		t.Errorf("bot named %q", s.Name)
	}
	if s := game.BotSeatName([]string{"Ivy"}, 2, seated); s.Name != "Player 3" {
		t.Errorf("bot named %q", s.Name)
	}
}

// NamedSeats keeps the seats' names, "Player N" for one left unnamed
// and for a seat past the table; bots take Bots in order.
func TestNamedSeats(t *testing.T) {
	n := &game.NamedSeats{Bots: []string{"Fern", "Moss"}}
	if b := n.BotSeat(1, []game.Seat{{Name: "Fern"}, {}}, nil); b.Name != "Moss" {
		t.Errorf("a bot beside Fern is called %q, want Moss", b.Name)
	}
	n.Seated([]game.Seat{{Name: "Ivy"}, {}}, []string{"person", "random bot"})
	if got := []string{n.Name(0), n.Name(1), n.Name(5), n.Who[1]}; strings.Join(got, ",") != "Ivy,Player 2,Player 6,random bot" {
		t.Errorf("names %q", got)
	}
	intro := game.TermIntro("Title", "Base", "abc", 7, "One line.")
	if want := "Title\nRule set: Base (code abc)\nSeed 7: play this very game again with -seed 7.\nOne line.\n\n"; intro != want {
		t.Errorf("intro %q, want %q", intro, want)
	}
}
