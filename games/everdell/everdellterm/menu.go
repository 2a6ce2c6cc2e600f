package everdellterm

import (
	"fmt"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
)

// Decision titles by kind, and for "choose" by what follows (Task.Then):
// a title the terminal gives the small steps inside an action.
var titles = map[string]string{
	"turn":     "your turn: place a worker, play a card, or prepare for the season",
	"pay":      "how to pay for the card",
	"waive":    "which resource to leave out of the cost",
	"gain":     "which resource to take",
	"give-res": "which resources to set aside",
	"discard":  "which cards to discard",
	"spend":    "how many to pay",
	"target":   "which opponent",
	"copy":     "which production card to copy",
	"place":    "where the worker goes",
	"choose":   "which to take",
}

var chooseTitles = map[string]string{
	"meadow-take":     "which Meadow cards to take into your hand",
	"clock":           "whether to use the Clock Tower's token",
	"copy-basic":      "which basic location to copy",
	"copy-location":   "which location to copy",
	"free-play":       "which card to play for free",
	"queen":           "which card to play for free",
	"inn":             "which Meadow card to play for less",
	"md-play":         "which Meadow card to play",
	"md-take":         "which Meadow card to take",
	"cemetery-source": "where to reveal cards from",
	"bury":            "which card to play from the revealed",
	"ruin":            "which construction to ruin",
	"university":      "which card to take from your city",
	"fool":            "whose city the Fool goes into",
	"fool-rugwort":    "which card your Fool throws out of Rugwort's city",
	"keep":            "which cards to keep",
	"give-card":       "which card to give",
	"give-cards":      "which cards to give",
	"store":           "what to store",
	"recall":          "which worker to bring back",
	"scrolls":         "which cards to put in the Meadow",
}

// title is the deciding seat's title for a decision of kind.
func (u *UI) title(v *everdell.View, kind string) string {
	t := titles[kind]
	if t == "" {
		t = kind
	}
	if tv := v.Task; tv != nil && kind != "turn" {
		if kind == "choose" && chooseTitles[tv.Then] != "" {
			t = chooseTitles[tv.Then]
		}
		if tv.Card != "" {
			t += " (" + u.cardName(tv.Card) + ")"
		}
		if len(tv.Cost) > 0 && kind != "give-res" {
			t += ", cost " + u.res(tv.Cost)
		}
		if tv.Max > 1 {
			t += fmt.Sprintf(" — %d chosen, up to %d", tv.N, tv.Max)
		}
	}
	return t
}

// moveLabel words one menu entry.
func (u *UI) moveLabel(v *everdell.View, s int, m engine.Move) string {
	switch m.Name {
	case everdell.MPlace:
		if v.Task != nil {
			if e, ok := u.rs.Event(m.Item); ok {
				return "Move a worker to " + e.Name
			}
			return "Move a worker to " + u.placeName(m.Item)
		}
		return "Place a worker on " + u.placeName(m.Item) + ": " + u.words.Location(u.rs, m.Item)
	case everdell.MAchieve:
		e, _ := u.rs.Event(m.Item)
		name := m.Item
		pts := 0
		if e != nil {
			name, pts = e.Name, e.Points
		}
		return fmt.Sprintf("Achieve %s (%s): %s", name, plural(pts, "point", "points"), u.words.Event(u.rs, m.Item))
	case everdell.MVisit:
		return fmt.Sprintf("Visit %s's %s: %s", u.name(m.Option), u.cardName(m.Item), u.words.Card(u.rs, m.Item))
	case everdell.MPlay:
		return "Play " + u.cardCost(m.Item) + " from your hand"
	case everdell.MPlayMeadow:
		return "Play " + u.cardCost(m.Item) + " from the Meadow"
	case everdell.MPrepare:
		p := v.Players[s]
		for i, sn := range u.rs.Seasons {
			if sn.ID == p.Season && i+1 < len(u.rs.Seasons) {
				next := u.rs.Seasons[i+1]
				return fmt.Sprintf("Prepare for %s: take back your workers and gain %s", next.ID, plural(next.Workers, "more", "more"))
			}
		}
		return "Prepare for the next season: take back your workers"
	case everdell.MPass:
		return "Pass for good: your game is over"
	case everdell.MPay:
		if v.Task != nil {
			if c, ok := u.rs.Card(v.Task.Card); ok {
				label := "Pay its cost, " + orFree(everdellwords.Resources(c.Cost.Bag()))
				if v.Task.Any > 0 {
					label += fmt.Sprintf(", less %d of your choice", v.Task.Any)
				}
				return label
			}
		}
		return "Pay its cost in resources"
	case everdell.MOccupy:
		return "Let it in free through your " + u.cardName(m.Item)
	case everdell.MDiscount:
		return "Discard your " + u.cardName(m.Item) + " from your city to pay less"
	case everdell.MWaive:
		return "Leave one " + m.Item + " out of the cost"
	case everdell.MGain:
		return "One " + m.Item
	case everdell.MDiscard:
		return "Discard " + u.cardName(m.Item)
	case everdell.MDone:
		return "Done"
	case everdell.MSpend:
		return strconv.Itoa(m.Option)
	case everdell.MTarget:
		return u.name(m.Option)
	case everdell.MCopy:
		return fmt.Sprintf("Copy %s's %s", u.name(m.Option), u.cardName(m.Item))
	case everdell.MJudge:
		from, to, _ := strings.Cut(m.Item, "-")
		return fmt.Sprintf("Pay one %s instead of one %s (Judge)", to, from)
	case everdell.MImprison:
		return "Put your " + u.cardName(m.Item) + " beneath the Dungeon"
	case everdell.MChoose:
		switch m.Item {
		case "deck":
			return "The deck"
		case "discard":
			return "The discard pile"
		}
		if _, ok := u.rs.Card(m.Item); ok {
			return u.cardCost(m.Item)
		}
		if src, id, ok := strings.Cut(m.Item, ":"); ok {
			return u.cardCost(id) + " from " + map[string]string{"hand": "your hand", "meadow": "the Meadow"}[src]
		}
		return u.placeName(m.Item)
	}
	return m.String()
}

// Names of things on the screens, from the rule set.

func (u *UI) cardName(id string) string {
	if c, ok := u.rs.Card(id); ok {
		return c.Name
	}
	return id
}

func (u *UI) cardList(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = u.cardName(id)
	}
	return strings.Join(out, ", ")
}

func (u *UI) placeName(id string) string {
	if l, ok := u.rs.Location(id); ok {
		return l.Name
	}
	return u.cardName(id)
}

func (u *UI) eventName(id string) string {
	if e, ok := u.rs.Event(id); ok {
		return e.Name
	}
	return id
}

// res words resources as the views hold them: "2 twigs and 1 berry", or
// "no resources".
func (u *UI) res(m map[string]int) string {
	var b everdell.Bag
	for r := range everdell.NumRes {
		b[r] = m[everdell.ResName(r)]
	}
	if s := everdellwords.Resources(b); s != "" {
		return s
	}
	return "no resources"
}

func orFree(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
