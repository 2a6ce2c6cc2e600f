package highest

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/termkit"
)

// Terminal is Highest Unique's screens for evergreen play: declared, and
// drawn by the platform (termkit.Simple).
func (Game) Terminal(r game.Rules, colour bool) (game.TermUI, error) {
	d, err := game.RulesetOf[Doc](r)
	if err != nil {
		return nil, err
	}
	return termkit.NewSimple(colour, termkit.SimpleSpec{
		Teller: teller{}, Title: "Highest Unique", Rules: d.Name, Code: r.Code(), Bot: "greedy",
		About:    fmt.Sprintf("Each round everyone picks a number from 1 to %d at once; the highest number nobody else picked wins the prize.", d.Highest),
		HelpText: "Pick the highest number you think nobody else will pick.",
		Table:    table, Final: final,
		Prompt: func(engine.Decision) string { return "pick a number" },
		Label:  func(m engine.Move) string { return strconv.Itoa(m.Option) },
	})
}

func table(view any, names []string) string {
	v, ok := view.(View)
	if !ok {
		return "Nothing is dealt yet.\n"
	}
	var b strings.Builder
	if v.Ended {
		fmt.Fprintf(&b, "After %d rounds:", v.Rounds)
	} else {
		fmt.Fprintf(&b, "Round %d of %d, for %s.", v.Round, v.Rounds, points(v.Prize))
	}
	for i, sc := range v.Scores {
		fmt.Fprintf(&b, " %s %d.", names[i], sc)
	}
	return b.String() + "\n"
}

func final(view any, names []string) string {
	v, _ := view.(View)
	var won []string
	for i, sc := range v.Scores {
		if sc == slices.Max(v.Scores) {
			won = append(won, names[i])
		}
	}
	return table(view, names) + "Won by " + strings.Join(won, " and ") + ".\n"
}

func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// teller words the log: the sentences the terminal prints and the
// browser shows (game.Teller).
type teller struct{}

func (teller) Tell(log []engine.Event, from int, _ engine.Seat, names []string) []game.Told {
	var out []game.Told
	for i := from; i < len(log); i++ {
		e := log[i]
		line := ""
		switch e.Type {
		case "prize":
			line = fmt.Sprintf("Round %s is for %s.", e.Detail, points(e.Amount))
		case "picked":
			line = names[e.Seat] + " has picked."
		case "reveal":
			line = fmt.Sprintf("%s picked %d.", names[e.Seat], e.Amount)
		case "round":
			line = "Nobody picked a number of their own."
			if e.Seat != engine.NoSeat {
				line = fmt.Sprintf("%s wins %s.", names[e.Seat], points(e.Amount))
			}
		}
		if line != "" {
			out = append(out, game.Told{At: i, Kind: game.TellEvent, Text: line})
		}
	}
	return out
}
