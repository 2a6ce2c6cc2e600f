package highest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"evergreen/engine"
	"evergreen/game"
)

// Terminal is Highest Unique's screens for evergreen play.
func (Game) Terminal(r game.Rules, _ bool) (game.TermUI, error) {
	d, err := game.RulesetOf[Doc](r)
	if err != nil {
		return nil, err
	}
	return &term{d: d}, nil
}

// term words the game in plain text; it sees only views and redacted
// events.
type term struct {
	d     Doc
	names []string
}

// Speak: the smallest game speaks English only, and says so.
func (u *term) Speak(lang string) error {
	if lang != "en" {
		return fmt.Errorf("the screens of Highest Unique are in English only, not %q", lang)
	}
	return nil
}

func (u *term) Intro(seed uint64) string {
	return fmt.Sprintf("Highest Unique (%s): each round everyone picks a number from 1 to %d at once; the highest number nobody else picked wins the prize. Seed %d replays this game.\n", u.d.Name, u.d.Highest, seed)
}
func (u *term) SeatWords() (string, string) { return "player", "players" }
func (u *term) DefaultBot() string          { return "greedy" }
func (u *term) AskSeat(a game.Asker, seat int, _ []game.Seat) (game.Seat, error) {
	name, err := a.Ask(fmt.Sprintf("Name of player %d: ", seat+1))
	if name == "" {
		name = game.SeatName(seat)
	}
	return game.Seat{Name: name}, err
}
func (u *term) BotSeat(seat int, _ []game.Seat, _ *rand.Rand) game.Seat {
	return game.Seat{Name: fmt.Sprintf("Bot %d", seat+1)}
}
func (u *term) Seated(seats []game.Seat, _ []string) { u.names = game.Names(seats) }

func (u *term) Table(view any) string {
	v, _ := view.(View)
	var b strings.Builder
	fmt.Fprintf(&b, "Round %d of %d, for %d points.", v.Round, v.Rounds, v.Prize)
	for i, sc := range v.Scores {
		fmt.Fprintf(&b, " %s %d.", u.names[i], sc)
	}
	return b.String() + "\n"
}

// Tell words the log: the sentences the terminal prints and the
// browser shows (game.Teller).
func (u *term) Tell(log []engine.Event, from int, _ engine.Seat, names []string) []game.Told {
	var out []game.Told
	for i := from; i < len(log); i++ {
		e := log[i]
		var line string
		switch e.Type {
		case "prize":
			line = fmt.Sprintf("Round %s is for %d points.", e.Detail, e.Amount)
		case "picked":
			line = names[e.Seat] + " has picked."
		case "reveal":
			line = fmt.Sprintf("%s picked %d.", names[e.Seat], e.Amount)
		case "round":
			line = "Nobody picked a number of their own."
			if e.Seat != engine.NoSeat {
				line = fmt.Sprintf("%s wins %d points.", names[e.Seat], e.Amount)
			}
		}
		if line != "" {
			out = append(out, game.Told{At: i, Kind: game.TellEvent, Text: line})
		}
	}
	return out
}

func (u *term) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	var b strings.Builder
	for _, l := range u.Tell(engine.RedactAll(log, viewer), from, viewer, u.names) {
		b.WriteString(indent + l.Text + "\n")
	}
	return b.String()
}

func (u *term) Decision(view any, d engine.Decision, since string) (string, string, []game.TermChoice) {
	screen := fmt.Sprintf("%s%s, pick a number: %s", since, u.names[d.Seat], u.Table(view))
	var menu strings.Builder
	choices := make([]game.TermChoice, len(d.Moves))
	for i, m := range d.Moves {
		fmt.Fprintf(&menu, "  %d. %d\n", i+1, m.Option)
		choices[i] = game.TermChoice{Move: m}
	}
	return screen, menu.String(), choices
}

func (u *term) Board(view any, _ int) string {
	if view == nil {
		return "Nothing is dealt yet.\n"
	}
	return u.Table(view)
}
func (u *term) Help(string, any, int) string {
	return "Pick the highest number you think nobody else will pick.\n"
}
func (u *term) Handover(seat engine.Seat) string { return "Pass the device to " + u.names[seat] + "." }
func (u *term) Final(view any, seed uint64) string {
	v, _ := view.(View)
	var won []string
	if len(v.Scores) > 0 {
		best := slices.Max(v.Scores)
		for i, sc := range v.Scores {
			if sc == best {
				won = append(won, u.names[i])
			}
		}
	}
	return fmt.Sprintf("%sWon by %s. Seed %d replays this game.\n", u.Table(view), strings.Join(won, " and "), seed)
}
