package noblesterm

import (
	"strings"

	"evergreen/games/nobles"
)

// Words for numbers and names: the screens' (from screens/*.json), and
// the English ones the wording table falls back on.

func seasonTitle(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// deckTitle is "Proving", "Ordeal" or "Decree".
func deckTitle(kind string) string { return seasonTitle(kind) }

// spaceWords is "a Proving space", "an Ordeal space", "a Decree space".
func spaceWords(kind string) string {
	if kind == nobles.SpaceOrdeal {
		return "an Ordeal space"
	}
	return "a " + deckTitle(kind) + " space"
}

// stretchSeason is the season ("spring") whose stretch of the loop
// space n lies in.
func stretchSeason(n int) string {
	if n < 1 {
		return nobles.SeasonName(0)
	}
	return nobles.SeasonName((n - 1) / (nobles.BoardSize / nobles.Seasons))
}

// Words of the screens in the language they speak (screens/*.json): the
// log's sentences above are the content's.

// crowns is an amount of Crowns: "1 Crown", "1,600 Crowns".
func (u *UI) crowns(n int) string { return u.T("crowns", "n", n) }

// whose is a name as the owner of a turn: "Alys's".
func (u *UI) whose(name string) string { return u.T("whose", "name", name) }

// season is a season's title, "Summer".
func (u *UI) season(s string) string {
	return u.Or("season."+s, seasonTitle(s))
}

// sigil names h's emblem: the screens' word for a sigil they know
// ("Eiche" for oak), else the rule set's own.
func (u *UI) sigil(h nobles.House) string {
	return u.Or("sigil."+h.Sigil, h.Sigil)
}

// deck is "Proving", "Ordeal" or "Decree".
func (u *UI) deck(kind string) string {
	return u.Or("deck."+kind, deckTitle(kind))
}

// space is "a Proving space", "an Ordeal space", "a Decree space".
func (u *UI) space(kind string) string {
	return u.Or("space."+kind, spaceWords(kind))
}

// stretch names the season whose stretch of the loop space n lies in.
func (u *UI) stretch(n int) string {
	return u.season(stretchSeason(n))
}

// lasts words a duration badge: "all year", "2 turns left".
func (u *UI) lasts(turns, seasons int, year bool) string {
	switch {
	case year:
		return u.T("lasts.year")
	case turns > 0:
		return u.T("lasts.turns", "n", turns)
	case seasons == 1:
		return u.T("lasts.next")
	case seasons > 1:
		return u.T("lasts.seasons", "n", seasons)
	}
	return ""
}
