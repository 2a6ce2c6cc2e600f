package everdellstudio

// A rule set laid out for reading on the Studio's pages: its settings,
// seasons, cards, locations, events and solo opponent, each badged
// against the default (templates/studio.html draws it).

import (
	"fmt"
	"strings"

	"evergreen/game/provenance"
	"evergreen/games/everdell"
	"evergreen/games/everdell/everdellwords"
)

// browse is a rule set laid out for reading, every badge decided
// against the default (everdell.BadgesOf).
type browse struct {
	Rules     *everdell.Rules
	Settings  []line
	Seasons   []line
	Cards     []entry
	Locations []entry
	Events    []entry
	Solo      []line
	// Rugwort is whether the solo opponent is Rugwort (not the rival).
	Rugwort bool
}

// line is one setting: its name, its value in words and its badge.
type line struct {
	Name, Value string
	Badge       provenance.Badge
}

// entry is a card, location or event.
type entry struct {
	ID, Name, Kind, Cost, Does, Pair string
	Points, Count                    int
	Badge                            provenance.Badge
}

func ints(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, ", ")
}

func layOut(words *everdellwords.Words, rs, def *everdell.Ruleset) *browse {
	r := &rs.Rules
	badges := everdell.BadgesOf(r, &def.Rules)
	badge := func(k string) provenance.Badge {
		if b, ok := badges[k]; ok {
			return provenance.Get(b)
		}
		return provenance.Badge{}
	}
	b := &browse{Rules: r}
	set := func(name, key, value string) { b.Settings = append(b.Settings, line{name, value, badge(key)}) }
	set("Hand limit", "hand_limit", fmt.Sprintf("%d cards", r.HandLimit))
	set("City limit", "city_limit", fmt.Sprintf("%d cards", r.CityLimit))
	set("Meadow", "meadow", fmt.Sprintf("%d cards face up", r.Meadow))
	set("First hands, in turn order", "starting_hand", ints(r.StartingHand)+" cards")
	set("Forest locations dealt at 1, 2, 3 and 4 players", "forest_shown", ints(r.ForestShown))
	set("Special events dealt", "special_events_shown", fmt.Sprint(r.SpecialEventsShown))
	set("Open destinations: the owner's points per opponent's visit", "open_destination_points", fmt.Sprint(r.OpenDestinationPoints))
	for i, sn := range r.Seasons {
		v := fmt.Sprintf("+%d workers", sn.Workers)
		if i == 0 {
			v = fmt.Sprintf("the game starts here with %d workers", sn.Workers)
		}
		switch sn.Effect {
		case "production":
			v += "; production"
		case "meadow":
			v += fmt.Sprintf("; take up to %d Meadow cards", sn.Amount)
		}
		b.Seasons = append(b.Seasons, line{sn.ID, v, badge("seasons")})
	}
	for _, c := range r.Cards {
		kind := c.Type + " " + c.Kind
		if c.Unique {
			kind = "unique " + kind
		} else {
			kind = "common " + kind
		}
		pair := ""
		if p, ok := rs.Card(c.Pair); ok {
			pair = p.Name
		}
		b.Cards = append(b.Cards, entry{ID: c.ID, Name: c.Name, Kind: kind, Cost: orFree(everdellwords.Resources(c.Cost.Bag())),
			Does: words.Card(rs, c.ID), Pair: pair, Points: c.Points, Count: c.Count, Badge: badge("cards/" + c.ID)})
	}
	for _, l := range r.Locations {
		room := "any number of workers"
		if l.Spaces > 0 {
			room = fmt.Sprintf("%d worker(s)", l.Spaces)
		}
		if l.SpacesFour > 0 {
			room += fmt.Sprintf(", %d at four players", l.SpacesFour)
		}
		if l.Season != "" {
			room += ", only in " + l.Season
		}
		b.Locations = append(b.Locations, entry{ID: l.ID, Name: l.Name, Kind: l.Kind, Cost: room,
			Does: words.Location(rs, l.ID), Badge: badge("locations/" + l.ID)})
	}
	for _, e := range r.Events {
		b.Events = append(b.Events, entry{ID: e.ID, Name: e.Name, Kind: e.Kind, Points: e.Points,
			Does: words.Event(rs, e.ID), Badge: badge("events/" + e.ID)})
	}
	if so := r.Solo; so != nil && so.Opponent != everdell.OpponentRival {
		b.Rugwort = true
		sb := badge("solo")
		b.Solo = []line{{"Opponent", "Rugwort, the published solo opponent", sb}}
		if ru := so.Rugwort; ru != nil {
			journeys := make([]string, len(ru.Journey))
			for i, id := range ru.Journey {
				journeys[i] = id
				if l, ok := rs.Location(id); ok {
					journeys[i] = l.Name
				}
			}
			basic := make([]string, len(ru.Basic))
			for i, id := range ru.Basic {
				basic[i] = id
				if l, ok := rs.Location(id); ok {
					basic[i] = l.Name
				}
			}
			kidnap := "never"
			if ru.KidnapFrom > 0 {
				kidnap = fmt.Sprintf("from year %d", ru.KidnapFrom)
			}
			b.Solo = append(b.Solo,
				line{"Year (difficulty)", fmt.Sprint(ru.Year), sb},
				line{"His basic worker, by season", strings.Join(basic, "; "), sb},
				line{"Workers he puts on Meadow cards, by season", ints(ru.MeadowWorkers), sb},
				line{"His autumn journey, by year", strings.Join(journeys, "; "), sb},
				line{"One of his workers leaves with one of yours", kidnap, sb},
				line{"His points per card, per prosperity card", fmt.Sprintf("%d, %d", ru.CardPoints, ru.ProsperityPoints), sb},
				line{"His points per basic event, per special event you miss", fmt.Sprintf("%d, %d", ru.EventPoints, ru.SpecialPoints), sb})
		}
	} else if so != nil {
		sb := badge("solo")
		b.Solo = []line{
			{"Opponent", "the rival, our own automa (a variant)", sb},
			{"Workers it puts on locations, by season", ints(so.Blockers), sb},
			{"Meadow cards it takes, by season", ints(so.Meadow), sb},
			{"Basic events it claims, by season", ints(so.Events), sb},
			{"Points it gains on reaching each season", ints(so.Points), sb},
			{"Points per card it took, besides the card's own", fmt.Sprint(so.PointsPerCard), sb},
		}
	}
	return b
}

func orFree(s string) string {
	if s == "" {
		return "free"
	}
	return s
}
