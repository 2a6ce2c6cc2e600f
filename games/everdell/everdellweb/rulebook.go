package everdellweb

// The Rulebook's page model: everything ready to print, every number
// read here from the rule set in force.

import (
	"fmt"
	"strings"

	"evergreen/game/provenance"
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

// soloView is the solitary opponent the rule set plays: Rugwort's rules
// in our words with his numbers, or the rival's tables (a variant).
type soloView struct {
	Rugwort bool
	// Badge is the section's, from the rule set's provenance: "source" for
	// the published Rugwort, the table's variant when it changes him.
	Badge, BadgeLabel string
	Rules             []soloRule
	// Rugwort's numbers.
	Year                         int
	YearName, Journey            string
	JourneyPoints, KidnapFrom    int
	CardPoints, ProsperityPoints int
	EventPoints, SpecialPoints   int
	RanksBadge, RanksLabel       string
	Seasons                      []soloSeason
	PointsPerCard                int
	Ranks                        []everdell.SoloRank
}

type soloRule struct {
	Topic, Text, Badge, Label string
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
	v := view{Title: "Everdell · Rulebook", Base: s.Host.Base, Table: table, Name: rs.Name, Code: rs.Code,
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
	v.Solo = s.solo(rs)
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

// yearNames are Rugwort's titles by year.
var yearNames = []string{"the Rascal", "the Rotten", "the Rapscallion"}

// solo is the Rulebook's solitary section under rs; nil without one.
func (s *site) solo(rs *everdell.Ruleset) *soloView {
	so := rs.Solo
	if so == nil {
		return nil
	}
	badges := everdell.BadgesOf(&rs.Rules, &s.def.Rules)
	rival := so.Opponent == everdell.OpponentRival
	sv := &soloView{Rugwort: !rival, PointsPerCard: so.PointsPerCard, Ranks: so.Ranks}
	sv.Badge = badges["solo"]
	if rival {
		// The rival is a table's choice, never the published game's.
		sv.Badge = provenance.Variant
	}
	sv.BadgeLabel = badgeLabel(sv.Badge)
	sv.RanksBadge = badges["solo.ranks"]
	sv.RanksLabel = badgeLabel(sv.RanksBadge)
	for _, r := range s.words.Solo {
		if (r.Opponent == everdell.OpponentRival) != rival {
			continue
		}
		sv.Rules = append(sv.Rules, soloRule{Topic: r.Topic, Text: r.Text, Badge: r.Badge, Label: badgeLabel(r.Badge)})
	}
	if rival {
		for k, sn := range rs.Seasons {
			sv.Seasons = append(sv.Seasons, soloSeason{Name: title(sn.ID),
				Blockers: so.Blockers[k], Meadow: so.Meadow[k], Events: so.Events[k], Points: so.Points[k]})
		}
		return sv
	}
	if ru := so.Rugwort; ru != nil {
		sv.Year, sv.KidnapFrom = ru.Year, ru.KidnapFrom
		if ru.Year >= 1 && ru.Year <= len(yearNames) {
			sv.YearName = yearNames[ru.Year-1]
		}
		if ru.Year >= 1 && ru.Year <= len(ru.Journey) {
			if l, ok := rs.Location(ru.Journey[ru.Year-1]); ok {
				sv.Journey, sv.JourneyPoints = l.Name, l.Effect.Points
			}
		}
		sv.CardPoints, sv.ProsperityPoints = ru.CardPoints, ru.ProsperityPoints
		sv.EventPoints, sv.SpecialPoints = ru.EventPoints, ru.SpecialPoints
	}
	return sv
}

func badgeLabel(b string) string { return provenance.Get(b).Label }

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
