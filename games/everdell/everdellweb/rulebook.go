package everdellweb

// The Rulebook's page model: everything ready to print, every number
// read here from the rule set in force.

import (
	"fmt"
	"strings"

	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
)

type view struct {
	Title, Base, Table string
	Name, Code         string
	Description        string
	IsDefault          bool
	HandLimit          int
	CityLimit          int
	Meadow             int
	Hands              string // "5, 6, 7 and 8"
	Forest             string // "3, 3, 4 and 4"
	Specials           int
	OpenPoints         int
	Seasons            []seasonView
	Basic, Forests     []placeView
	Haven, Journeys    []placeView
	BasicEvents        []placeView
	SpecialEvents      []placeView
	Cards              []cardView
	CardCount          int
	Rulings            []everdellwords.Ruling
	Solo               *soloView
}

// soloView is the solitary rival's tables, read from the rule set.
type soloView struct {
	Seasons       []soloSeason
	PointsPerCard int
	Ranks         []everdell.SoloRank
}

type soloSeason struct {
	Name                             string
	Blockers, Meadow, Events, Points int
}

type seasonView struct {
	Name    string
	Workers int
	Effect  string
}

type placeView struct {
	Name, Does string
	Spaces     string
	Points     int
	Needs      string
}

type cardView struct {
	Name, Kind, Type, Rarity, Cost, Pair, Does string
	Points, Count                              int
}

func (s *site) view(rs *everdell.Ruleset, table string) view {
	v := view{Title: "Everdell · Rulebook", Base: s.host.Base, Table: table, Name: rs.Name, Code: rs.Code,
		Description: rs.Description, IsDefault: rs.Code == s.def.Code, HandLimit: rs.HandLimit,
		CityLimit: rs.CityLimit, Meadow: rs.Meadow, Hands: list(rs.StartingHand), Forest: list(rs.ForestShown),
		Specials: rs.SpecialEventsShown, OpenPoints: rs.OpenDestinationPoints, Rulings: s.words.Rulings}
	for _, sn := range rs.Seasons {
		sv := seasonView{Name: title(sn.ID), Workers: sn.Workers}
		switch sn.Effect {
		case "production":
			sv.Effect = "every production card of your city produces"
		case "meadow":
			sv.Effect = fmt.Sprintf("take up to %d Meadow cards into your hand", sn.Amount)
		}
		v.Seasons = append(v.Seasons, sv)
	}
	if so := rs.Solo; so != nil {
		v.Solo = &soloView{PointsPerCard: so.PointsPerCard, Ranks: so.Ranks}
		for k, sn := range rs.Seasons {
			v.Solo.Seasons = append(v.Solo.Seasons, soloSeason{Name: title(sn.ID),
				Blockers: so.Blockers[k], Meadow: so.Meadow[k], Events: so.Events[k], Points: so.Points[k]})
		}
	}
	for _, l := range rs.Locations {
		p := placeView{Name: l.Name, Does: s.words.Location(rs, l.ID), Spaces: spaces(l)}
		switch l.Kind {
		case everdell.LocBasic:
			v.Basic = append(v.Basic, p)
		case everdell.LocForest:
			v.Forests = append(v.Forests, p)
		case everdell.LocHaven:
			v.Haven = append(v.Haven, p)
		case everdell.LocJourney:
			v.Journeys = append(v.Journeys, p)
		}
	}
	for _, e := range rs.Events {
		p := placeView{Name: e.Name, Does: s.words.Event(rs, e.ID), Points: e.Points}
		var needs []string
		for _, id := range e.Requires.Cards {
			if c, ok := rs.Card(id); ok {
				needs = append(needs, c.Name)
			}
		}
		p.Needs = strings.Join(needs, " and ")
		if e.Kind == "basic" {
			v.BasicEvents = append(v.BasicEvents, p)
		} else {
			v.SpecialEvents = append(v.SpecialEvents, p)
		}
	}
	for _, c := range rs.Cards {
		cv := cardView{Name: c.Name, Kind: title(c.Kind), Type: title(c.Type), Rarity: "common", Points: c.Points,
			Count: c.Count, Cost: everdellwords.Resources(c.Cost.Bag()), Does: s.words.Card(rs, c.ID)}
		if c.Unique {
			cv.Rarity = "unique"
		}
		if cv.Cost == "" {
			cv.Cost = "free"
		}
		if p, ok := rs.Card(c.Pair); ok {
			cv.Pair = p.Name
		}
		if c.PairsAnyCritter {
			cv.Pair = "any critter"
		}
		v.Cards = append(v.Cards, cv)
		v.CardCount += c.Count
	}
	return v
}

func spaces(l everdell.Location) string {
	s := "any number of workers"
	if l.Spaces > 0 {
		s = fmt.Sprintf("%d worker", l.Spaces)
		if l.Spaces > 1 {
			s += "s"
		}
	}
	if l.SpacesFour > 0 && l.SpacesFour != l.Spaces {
		s += fmt.Sprintf(" (%d at four players)", l.SpacesFour)
	}
	return s
}

func list(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
