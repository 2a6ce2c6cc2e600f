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
	"evergreen/locale"
	"evergreen/wording"
)

// browsed is a rule set laid out in every locale; the template reads
// the page's (In).
type browsed map[string]*browse

// In is the layout in lang, English for a locale there is none of.
func (b browsed) In(lang string) *browse {
	if x, ok := b[lang]; ok {
		return x
	}
	return b[locale.Default]
}

// lang is one locale's words for a layout: the game's table (names,
// powers, resources) and its Studio's texts.
type lang struct {
	words *everdellwords.Words
	texts wording.Catalog
}

// say fills the Studio's text key with values given as name, value
// pairs.
func (l lang) say(key string, pairs ...any) string {
	t, ok := l.texts[key]
	if !ok {
		return key
	}
	m := wording.Map{}
	for i := 0; i+1 < len(pairs); i += 2 {
		m[pairs[i].(string)] = pairs[i+1]
	}
	s, _ := t.FillWith(m, wording.Options{Format: locale.FormatterOf(l.words.Locale())})
	return s
}

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

func layOut(langs map[string]lang, rs, def *everdell.Ruleset) browsed {
	out := browsed{}
	for tag, l := range langs {
		out[tag] = layOutIn(l, rs, def)
	}
	return out
}

func layOutIn(l lang, rs, def *everdell.Ruleset) *browse {
	r, w := &rs.Rules, l.words
	badges := everdell.BadgesOf(r, &def.Rules)
	badge := func(k string) provenance.Badge {
		if b, ok := badges[k]; ok {
			return provenance.Get(b)
		}
		return provenance.Badge{}
	}
	b := &browse{Rules: r}
	set := func(key, badgeKey, value string) {
		b.Settings = append(b.Settings, line{l.say(key), value, badge(badgeKey)})
	}
	set("set.hand_limit", "hand_limit", l.say("val.cards", "n", r.HandLimit))
	set("set.city_limit", "city_limit", l.say("val.cards", "n", r.CityLimit))
	set("set.meadow", "meadow", l.say("val.face_up", "n", r.Meadow))
	set("set.starting_hand", "starting_hand", l.say("val.hands", "list", ints(r.StartingHand)))
	set("set.forest_shown", "forest_shown", ints(r.ForestShown))
	set("set.special_events", "special_events_shown", fmt.Sprint(r.SpecialEventsShown))
	set("set.open_destination", "open_destination_points", fmt.Sprint(r.OpenDestinationPoints))
	for i, sn := range r.Seasons {
		v := l.say("season.workers", "n", sn.Workers)
		if i == 0 {
			v = l.say("season.start", "n", sn.Workers)
		}
		switch sn.Effect {
		case "production":
			v = l.say("season.production", "what", v)
		case "meadow":
			v = l.say("season.meadow", "what", v, "n", sn.Amount)
		}
		b.Seasons = append(b.Seasons, line{seasonName(w, sn.ID), v, badge("seasons")})
	}
	for _, c := range r.Cards {
		kind := "kind.common"
		if c.Unique {
			kind = "kind.unique"
		}
		pair := ""
		if _, ok := rs.Card(c.Pair); ok {
			pair = w.CardName(rs, c.Pair)
		}
		cost := w.Say(c.Cost.Bag())
		if cost == "" {
			cost = l.say("free")
		}
		b.Cards = append(b.Cards, entry{ID: c.ID, Name: w.CardName(rs, c.ID),
			Kind: l.say(kind, "type", l.say("type."+c.Type), "kind", l.say("kind."+c.Kind)), Cost: cost,
			Does: w.Card(rs, c.ID), Pair: pair, Points: c.Points, Count: c.Count, Badge: badge("cards/" + c.ID)})
	}
	for _, loc := range r.Locations {
		room := l.say("room.any")
		if loc.Spaces > 0 {
			room = l.say("room.n", "n", loc.Spaces)
		}
		if loc.SpacesFour > 0 {
			room = l.say("room.four", "what", room, "n", loc.SpacesFour)
		}
		if loc.Season != "" {
			room = l.say("room.season", "what", room, "season", seasonName(w, loc.Season))
		}
		b.Locations = append(b.Locations, entry{ID: loc.ID, Name: w.LocationName(rs, loc.ID), Kind: l.say("kind." + loc.Kind), Cost: room,
			Does: w.Location(rs, loc.ID), Badge: badge("locations/" + loc.ID)})
	}
	for _, e := range r.Events {
		b.Events = append(b.Events, entry{ID: e.ID, Name: w.EventName(rs, e.ID), Kind: l.say("kind." + e.Kind), Points: e.Points,
			Does: w.Event(rs, e.ID), Badge: badge("events/" + e.ID)})
	}
	b.Solo, b.Rugwort = soloLines(l, rs, badge("solo"))
	return b
}

// seasonName is a season's id in w's words ("winter" → "Winter").
func seasonName(w *everdellwords.Words, id string) string {
	if n := w.Seasons[id]; n != "" {
		return n
	}
	return id
}

// soloLines lays out the solo opponent: Rugwort's numbers, or the
// rival's tables; whether it is Rugwort.
func soloLines(l lang, rs *everdell.Ruleset, sb provenance.Badge) ([]line, bool) {
	so := rs.Rules.Solo
	if so == nil {
		return nil, false
	}
	if so.Opponent == everdell.OpponentRival {
		return []line{
			{l.say("solo.who"), l.say("solo.rival.value"), sb},
			{l.say("rival.blockers"), ints(so.Blockers), sb},
			{l.say("rival.meadow"), ints(so.Meadow), sb},
			{l.say("rival.events"), ints(so.Events), sb},
			{l.say("rival.points"), ints(so.Points), sb},
			{l.say("rival.per_card"), fmt.Sprint(so.PointsPerCard), sb},
		}, false
	}
	out := []line{{l.say("solo.who"), l.say("solo.rugwort.value"), sb}}
	ru := so.Rugwort
	if ru == nil {
		return out, true
	}
	places := func(ids []string) string {
		names := make([]string, len(ids))
		for i, id := range ids {
			if names[i] = l.words.LocationName(rs, id); names[i] == "" {
				names[i] = id
			}
		}
		return strings.Join(names, "; ")
	}
	kidnap := l.say("kidnap.never")
	if ru.KidnapFrom > 0 {
		kidnap = l.say("kidnap.from", "n", ru.KidnapFrom)
	}
	return append(out,
		line{l.say("solo.year"), fmt.Sprint(ru.Year), sb},
		line{l.say("solo.basic"), places(ru.Basic), sb},
		line{l.say("solo.meadow"), ints(ru.MeadowWorkers), sb},
		line{l.say("solo.journey"), places(ru.Journey), sb},
		line{l.say("solo.kidnap"), kidnap, sb},
		line{l.say("solo.card_points"), fmt.Sprintf("%d, %d", ru.CardPoints, ru.ProsperityPoints), sb},
		line{l.say("solo.event_points"), fmt.Sprintf("%d, %d", ru.EventPoints, ru.SpecialPoints), sb}), true
}
