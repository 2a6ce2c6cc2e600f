package noblesterm

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode"

	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/termkit"
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
	a.Say(fmt.Sprintf("\n%s\n", u.Bold(u.T("setup.seat", "seat", seat+1))))
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
		b.WriteString(u.T("setup.houseLine", "n", i+1, "house", u.houseColour(h, h.Name), "noble", h.Noble, "sigil", u.sigil(h), "motto", h.Motto) + "\n")
		if v, ok := u.words.virtue(h.Virtue); ok {
			b.WriteString(termkit.Wrap(u.T("setup.virtue", "name", v.Name, "text", v.Text), "       "))
		}
	}
	if len(taken) > 0 {
		var seated []string
		for _, h := range u.rs.Houses {
			if who, ok := taken[h.ID]; ok {
				seated = append(seated, fmt.Sprintf("%s (%s)", h.Name, who))
			}
		}
		b.WriteString(u.T("setup.already", "list", strings.Join(seated, ", ")) + "\n")
	}
	a.Say(b.String())
	prompt := u.T("setup.house", "seat", seat+1, "range", u.RangePrompt(1, len(free)))
	i, fortune, err := termkit.AskPick(a, prompt, len(free), func(i int) []string { return houseNames(free[i]) },
		[]string{"random", "r", u.T("setup.random")}, func(s string) string {
			for _, h := range u.rs.Houses {
				if who, ok := taken[h.ID]; ok && slices.ContainsFunc(houseNames(h), func(n string) bool { return strings.EqualFold(s, n) }) {
					return u.T("setup.houseTaken", "house", h.Name, "who", who)
				}
			}
			return u.T("setup.houseWhich", "n", len(free))
		})
	if err != nil {
		return nobles.House{}, err
	}
	if fortune {
		a.Say(u.T("setup.fortune", "house", free[i].Name) + "\n")
	}
	return free[i], nil
}

// houseNames are the answers that name h: its id, its name, and its
// name without "House " ("Oak" for "House Oak").
func houseNames(h nobles.House) []string {
	names := []string{h.ID, h.Name}
	if len(h.Name) > 6 && strings.EqualFold(h.Name[:6], "House ") {
		names = append(names, h.Name[6:])
	}
	return names
}

// maxName bounds a player's name so that screens stay tidy.
const maxName = 32

// askName asks seat for a display name; Enter takes the House's noble.
func (u *UI) askName(a game.Asker, seat int, h nobles.House, seated []game.Seat) (string, error) {
	def := h.Noble
	if def == "" || nameTaken(seated, def) {
		def = h.Name
	}
	return termkit.AskUntil(a, u.T("setup.name", "seat", seat+1, "name", def), def, func(s string) string {
		switch {
		case s == def:
			return ""
		case len([]rune(s)) > maxName:
			return u.T("setup.nameLong", "n", maxName)
		case strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0:
			return u.T("setup.namePrint")
		case strings.IndexFunc(s, unicode.IsLetter) < 0:
			return u.T("setup.nameLetter")
		case nameTaken(seated, s):
			return u.T("setup.nameTaken", "name", s)
		}
		return ""
	})
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
	b.WriteString(u.Heading("table.title"))
	for i, h := range v.Houses {
		house := u.words.house(h.House)
		b.WriteString(u.T("table.seat", "seat", i+1, "name", u.houseColour(house, u.Names[i]), "house", house.Name, "sigil", u.sigil(house), "who", u.Who[i]))
		if vt, ok := u.words.virtue(h.Virtue); ok {
			b.WriteString(u.T("table.virtue", "name", vt.Name))
		}
		if i == v.FirstSeat {
			b.WriteString(u.T("table.first"))
		}
		b.WriteString("\n")
	}
	per := u.T("table.each")
	if u.rs.TurnCounting == nobles.Shared {
		per = u.T("table.shared")
	}
	b.WriteString("\n" + u.T("table.year", "per", per, "n", u.rs.TurnsPerSeason, "crowns", u.crowns(u.rs.Income.Spring)) + "\n")
	b.WriteString(u.T("table.gala") + "\n")
	return b.String()
}
