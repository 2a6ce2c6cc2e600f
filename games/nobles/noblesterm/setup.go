package noblesterm

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode"

	"evergreen/game"
	"evergreen/games/nobles"
)

// houseOf is the House id in a seat's set-up ("" if none).
func houseOf(s game.Seat) string {
	var su struct {
		House string `json:"house"`
	}
	_ = json.Unmarshal(s.Setup, &su) // an unreadable set-up has no House
	return su.House
}

// seatWith is a seat playing House id.
func seatWith(name, id string) game.Seat {
	setup, _ := json.Marshal(map[string]string{"house": id})
	return game.Seat{Name: name, Setup: setup}
}

// taken maps the Houses of seated to who took them.
func taken(seated []game.Seat) map[string]string {
	t := map[string]string{}
	for _, s := range seated {
		if h := houseOf(s); h != "" {
			t[h] = s.Name
		}
	}
	return t
}

// AskSeat asks the person at seat for a House and a name.
func (u *UI) AskSeat(a game.Asker, seat int, seated []game.Seat) (game.Seat, error) {
	a.Say(fmt.Sprintf("\n%s\n", u.Bold(fmt.Sprintf("Seat %d — a House for a person", seat+1))))
	t := taken(seated)
	h, err := u.askHouse(a, seat, t)
	if err != nil {
		return game.Seat{}, err
	}
	name, err := u.askName(a, seat, h, seated)
	if err != nil {
		return game.Seat{}, err
	}
	return seatWith(name, h.ID), nil
}

// BotSeat gives a bot a free House at random, and its noble's name.
func (u *UI) BotSeat(_ int, seated []game.Seat, rng *rand.Rand) game.Seat {
	free := u.freeHouses(taken(seated))
	h := free[rng.IntN(len(free))]
	name := h.Noble
	if name == "" || nameTaken(seated, name) {
		name = h.Name
	}
	return seatWith(name, h.ID)
}

func (u *UI) freeHouses(taken map[string]string) []nobles.House {
	var free []nobles.House
	for _, h := range u.rs.Houses {
		if _, ok := taken[h.ID]; !ok {
			free = append(free, h)
		}
	}
	return free
}

// askHouse lists the Houses still free, with noble, sigil and Virtue, and
// asks seat to pick one (or "random").
func (u *UI) askHouse(a game.Asker, seat int, taken map[string]string) (nobles.House, error) {
	free := u.freeHouses(taken)
	var b strings.Builder
	for i, h := range free {
		fmt.Fprintf(&b, "  %d) %s — %s, sigil: %s", i+1, u.houseColour(h, h.Name), h.Noble, h.Sigil)
		if h.Motto != "" {
			fmt.Fprintf(&b, ". “%s”", h.Motto)
		}
		b.WriteString("\n")
		if v, ok := u.words.virtue(h.Virtue); ok {
			b.WriteString(wrap("Virtue: "+v.Name+". "+v.Text, lineWidth, "       "))
		}
	}
	if len(taken) > 0 {
		var seated []string
		for _, h := range u.rs.Houses {
			if who, ok := taken[h.ID]; ok {
				seated = append(seated, fmt.Sprintf("%s (%s)", h.Name, who))
			}
		}
		fmt.Fprintf(&b, "  Already seated: %s.\n", strings.Join(seated, ", "))
	}
	a.Say(b.String())
	prompt := fmt.Sprintf("Seat %d, your House (%s, or type random)", seat+1, rangePrompt(1, len(free)))
	for {
		s, err := a.Ask(prompt)
		if err != nil {
			return nobles.House{}, err
		}
		if strings.EqualFold(s, "random") || strings.EqualFold(s, "r") {
			h := free[a.Rand().IntN(len(free))]
			a.Say(fmt.Sprintf("Fortune chooses %s.\n", h.Name))
			return h, nil
		}
		h, problem := matchHouse(s, free, u.rs.Houses, taken)
		if problem == "" {
			return h, nil
		}
		a.Say(problem + "\n")
	}
}

// matchHouse reads an answer to the House menu: a number from the list
// of free Houses, or a House's id or name.
func matchHouse(s string, free, all []nobles.House, taken map[string]string) (nobles.House, string) {
	if s == "" && len(free) == 1 {
		return free[0], ""
	}
	if k, err := strconv.Atoi(s); err == nil && k >= 1 && k <= len(free) {
		return free[k-1], ""
	}
	same := func(h nobles.House) bool {
		return strings.EqualFold(s, h.ID) || strings.EqualFold(s, h.Name) || strings.EqualFold("House "+s, h.Name)
	}
	for _, h := range free {
		if same(h) {
			return h, ""
		}
	}
	for _, h := range all {
		if who, ok := taken[h.ID]; ok && same(h) {
			return nobles.House{}, fmt.Sprintf("%s is already seated (%s). Choose another.", h.Name, who)
		}
	}
	return nobles.House{}, fmt.Sprintf("Please type a number from 1 to %d, or random.", len(free))
}

// maxName bounds a player's name so that screens stay tidy.
const maxName = 32

// askName asks seat for a display name; Enter takes the House's noble.
func (u *UI) askName(a game.Asker, seat int, h nobles.House, seated []game.Seat) (string, error) {
	def := h.Noble
	if def == "" || nameTaken(seated, def) {
		def = h.Name
	}
	prompt := fmt.Sprintf("Seat %d, your name (Enter for %s)", seat+1, def)
	for {
		s, err := a.Ask(prompt)
		if err != nil {
			return "", err
		}
		if s == "" {
			return def, nil
		}
		switch {
		case len([]rune(s)) > maxName:
			a.Say(fmt.Sprintf("Please keep your name to %d letters.\n", maxName))
		case strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
			a.Say("Please use letters, digits and spaces only.\n")
		case strings.IndexFunc(s, unicode.IsLetter) < 0:
			a.Say("Please use a name with at least one letter.\n")
		case nameTaken(seated, s):
			a.Say(fmt.Sprintf("%s is already at the table; choose another name.\n", s))
		default:
			return s, nil
		}
	}
}

func nameTaken(seated []game.Seat, name string) bool {
	for _, s := range seated {
		if s.Name != "" && strings.EqualFold(s.Name, name) {
			return true
		}
	}
	return false
}

// Table prints who sits where once the year is dealt.
func (u *UI) Table(view any) string {
	v, ok := view.(*nobles.View)
	if !ok {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s\n", u.Bold("The table, clockwise"))
	for i, h := range v.Houses {
		house := u.words.house(h.House)
		fmt.Fprintf(&b, "  Seat %d  %s — %s (%s), %s", i+1, u.houseColour(house, u.names[i]), house.Name, house.Sigil, u.who[i])
		if vt, ok := u.words.virtue(h.Virtue); ok {
			fmt.Fprintf(&b, "; Virtue: %s", vt.Name)
		}
		if i == v.FirstSeat {
			b.WriteString("  ← first turn")
		}
		b.WriteString("\n")
	}
	per := "each noble takes"
	if u.rs.TurnCounting == nobles.Shared {
		per = "the table shares"
	}
	fmt.Fprintf(&b, "\nThe year runs Spring, Summer, Autumn, Winter; %s %d turns a season. Every noble begins with %s.\n",
		per, u.rs.TurnsPerSeason, crowns(u.rs.Income.Spring))
	fmt.Fprintf(&b, "At the Gala, Gems given plus Vault Tokens held is the score.\n")
	return b.String()
}
