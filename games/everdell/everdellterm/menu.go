package everdellterm

import (
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
	"evergreen/locale"
)

// title is the deciding seat's title for a decision of kind (the words'
// title.{kind}), and for "choose" by what follows (choose.{Task.Then}):
// a title the terminal gives the small steps inside an action.
func (u *UI) title(v *everdell.View, kind string) string {
	t := u.Or("title."+kind, kind)
	if tv := v.Task; tv != nil && kind != "turn" {
		if kind == "choose" {
			t = u.Or("choose."+tv.Then, t)
		}
		if tv.Card != "" {
			t += " (" + u.cardName(tv.Card) + ")"
		}
		if len(tv.Cost) > 0 && kind != "give-res" {
			t += u.T("title.cost", "res", u.res(tv.Cost))
		}
		if tv.Max > 1 {
			t += u.T("title.chosen", "n", tv.N, "max", tv.Max)
		}
	}
	return t
}

// moveLabel words one menu entry.
func (u *UI) moveLabel(v *everdell.View, s int, m engine.Move) string {
	switch m.Name {
	case everdell.MPlace:
		if v.Task != nil {
			if _, ok := u.rs.Event(m.Item); ok {
				return u.T("move.moveTo", "place", u.eventName(m.Item))
			}
			return u.T("move.moveTo", "place", u.placeName(m.Item))
		}
		return u.T("move.place", "place", u.placeName(m.Item), "text", u.words.Location(u.rs, m.Item))
	case everdell.MAchieve:
		e, _ := u.rs.Event(m.Item)
		name := m.Item
		pts := 0
		if e != nil {
			name, pts = u.eventName(m.Item), e.Points
		}
		return u.T("move.achieve", "name", name, "points", pts, "text", u.words.Event(u.rs, m.Item))
	case everdell.MVisit:
		return u.T("move.visit", "who", u.name(m.Option), "card", u.cardName(m.Item), "text", u.words.Card(u.rs, m.Item))
	case everdell.MPlay:
		return u.T("move.play", "card", u.cardCost(m.Item))
	case everdell.MPlayMeadow:
		return u.T("move.playMeadow", "card", u.cardCost(m.Item))
	case everdell.MPrepare:
		p := v.Players[s]
		for i, sn := range u.rs.Seasons {
			if sn.ID == p.Season && i+1 < len(u.rs.Seasons) {
				next := u.rs.Seasons[i+1]
				return u.T("move.prepare", "season", u.season(next.ID), "n", next.Workers)
			}
		}
		return u.T("move.prepareNext")
	case everdell.MPass:
		return u.T("move.pass")
	case everdell.MPay:
		if v.Task != nil {
			if c, ok := u.rs.Card(v.Task.Card); ok {
				cost := u.resources(c.Cost.Bag())
				if cost == "" {
					cost = u.T("nothing")
				}
				return u.T("move.pay", "cost", cost, "any", v.Task.Any)
			}
		}
		return u.T("move.payRes")
	case everdell.MOccupy:
		return u.T("move.occupy", "card", u.cardName(m.Item))
	case everdell.MDiscount:
		return u.T("move.discount", "card", u.cardName(m.Item))
	case everdell.MWaive:
		return u.T("move.waive", "res", u.resOne(m.Item))
	case everdell.MGain:
		return u.T("move.gain", "res", u.resOne(m.Item))
	case everdell.MDiscard:
		return u.T("move.discard", "card", u.cardName(m.Item))
	case everdell.MDone:
		return u.T("move.done")
	case everdell.MSpend:
		return strconv.Itoa(m.Option)
	case everdell.MTarget:
		return u.name(m.Option)
	case everdell.MCopy:
		return u.T("move.copy", "who", u.name(m.Option), "card", u.cardName(m.Item))
	case everdell.MJudge:
		from, to, _ := strings.Cut(m.Item, "-")
		return u.T("move.judge", "to", u.resOne(to), "from", u.resOne(from))
	case everdell.MImprison:
		return u.T("move.imprison", "card", u.cardName(m.Item))
	case everdell.MChoose:
		switch m.Item {
		case "deck":
			return u.T("move.deck")
		case "discard":
			return u.T("move.discardPile")
		}
		if _, ok := u.rs.Card(m.Item); ok {
			return u.cardCost(m.Item)
		}
		if src, id, ok := strings.Cut(m.Item, ":"); ok {
			if src == "hand" {
				return u.T("move.fromHand", "card", u.cardCost(id))
			}
			return u.T("move.fromMeadow", "card", u.cardCost(id))
		}
		return u.placeName(m.Item)
	}
	return m.String()
}

// Names of things on the screens, from the rule set in the screens'
// language (everdellwords: the default's names translated, a rule set's
// own as written).

func (u *UI) cardName(id string) string {
	if n := u.words.CardName(u.rs, id); n != "" {
		return n
	}
	return id
}

func (u *UI) cardList(ids []string) string {
	if len(ids) == 0 {
		return u.T("none")
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = u.cardName(id)
	}
	return strings.Join(out, ", ")
}

func (u *UI) placeName(id string) string {
	if n := u.words.LocationName(u.rs, id); n != "" {
		return n
	}
	return u.cardName(id)
}

func (u *UI) eventName(id string) string {
	if n := u.words.EventName(u.rs, id); n != "" {
		return n
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
	if s := u.resources(b); s != "" {
		return s
	}
	return u.T("noResources")
}

// resources words a bag of resources, "" for none: in English as the
// browser's log does (everdellwords), else from the words' res.{name}
// in the language's list.
func (u *UI) resources(b everdell.Bag) string {
	if u.Lang() == locale.Default {
		return everdellwords.Resources(b)
	}
	var parts []string
	for r, n := range b {
		if n != 0 {
			parts = append(parts, u.T("res."+everdell.ResName(r), "n", n))
		}
	}
	return locale.FormatterOf(u.Lang()).List(parts)
}

// resOne is one resource by name without its number ("twig"), as a
// menu names what to pay or gain.
func (u *UI) resOne(name string) string {
	if u.Lang() == locale.Default || !u.Has("name."+name) {
		return name
	}
	return u.T("name." + name)
}

// season is a season's name ("winter"), the rule set's id when the
// words have none.
func (u *UI) season(id string) string {
	return u.Or("season."+id, id)
}
