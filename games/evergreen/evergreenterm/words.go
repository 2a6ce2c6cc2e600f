package evergreenterm

import (
	"fmt"
	"strconv"
	"strings"

	"evergreen/engine"
	"evergreen/games/evergreen"
)

// card words a card by id: "Grassland · Sprout · fertility".
func (u *UI) card(id string) string {
	i, ok := u.rs.CardIndex(id)
	if !ok {
		return id
	}
	c := u.rs.Cards[i]
	s := u.biomeName(c.Biome) + " · " + u.powerName(c.Power)
	if c.Symbol != evergreen.SymbolNone {
		s += " · " + c.Symbol
	}
	return s
}

func (u *UI) cardBiome(id string) string {
	if i, ok := u.rs.CardIndex(id); ok {
		return u.rs.Cards[i].Biome
	}
	return ""
}

func (u *UI) biomeName(id string) string {
	if id == evergreen.Wild {
		return "Wild"
	}
	for _, bm := range u.rs.Biomes {
		if bm.ID == id {
			return bm.Name
		}
	}
	return id
}

func (u *UI) powerName(id string) string {
	for _, p := range u.rs.Powers {
		if p.ID == id {
			return p.Name
		}
	}
	return id
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

func joinInts(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}

// Events words log[from:] for viewer, one line each; the moves a seat
// makes one step at a time are worded briefly.
func (u *UI) Events(log []engine.Event, from int, viewer engine.Seat, indent string) string {
	var b strings.Builder
	for _, e := range log[from:] {
		if line := u.event(e.Redact(viewer)); line != "" {
			b.WriteString(indent + line + "\n")
		}
	}
	return b.String()
}

func (u *UI) event(e engine.Event) string {
	who := u.name(int(e.Seat))
	switch e.Type {
	case evergreen.EvCompensation:
		return fmt.Sprintf("%s starts with %s.", who, plural(e.Amount, "point", "points"))
	case evergreen.EvSetupReveal, evergreen.EvReveal, evergreen.EvDone:
		return "" // shown on the screens themselves
	case evergreen.EvReshuffle:
		if e.Detail == "discards" {
			return fmt.Sprintf("The discards (%s) are shuffled into a new draw pile.", plural(e.Amount, "card", "cards"))
		}
		return fmt.Sprintf("%s go back and the draw pile is shuffled.", plural(e.Amount, "card", "cards"))
	case evergreen.EvSeason:
		return fmt.Sprintf("Season %d begins; the sun shines from the %s.", e.Amount, e.Detail)
	case evergreen.EvRound:
		return fmt.Sprintf("Round %d: %s holds the leaf.", e.Amount, who)
	case evergreen.EvPick:
		return fmt.Sprintf("%s takes %s.", who, u.card(e.Ref))
	case evergreen.EvLeafLaid:
		return fmt.Sprintf("%s lays the leaf on %s.", who, u.card(e.Ref))
	case evergreen.EvAutoma:
		return fmt.Sprintf("The automa takes %s.", u.card(e.Ref))
	case evergreen.EvNoCard:
		return fmt.Sprintf("No card is left for %s: no action this round.", who)
	case evergreen.EvLeafPassed:
		return fmt.Sprintf("%s took the leaf's card and holds the leaf next round.", who)
	case evergreen.EvLeafReturned:
		return fmt.Sprintf("No player took the leaf's card: %s keeps the leaf.", who)
	case evergreen.EvFertility:
		return fmt.Sprintf("%s goes to the fertility area: %s fertility is now %d.", u.card(e.Detail), u.biomeName(e.Ref), e.Amount)
	case evergreen.EvDrought:
		if e.Detail == "" {
			return fmt.Sprintf("Drought in %s, but no fertility card there is face up.", u.biomeName(e.Ref))
		}
		return fmt.Sprintf("Drought in %s: %s turns face down; fertility is now %d.", u.biomeName(e.Ref), u.card(e.Detail), e.Amount)
	case evergreen.EvDiscard:
		return fmt.Sprintf("%s is left over and discarded.", u.card(e.Ref))
	case evergreen.EvOrder:
		if e.Detail == evergreen.PowerFirst {
			return who + " uses the power first."
		}
		return who + " acts first."
	case evergreen.EvAction:
		if e.Ref == "" {
			return fmt.Sprintf("%s takes action %s, anywhere.", who, e.Detail)
		}
		return fmt.Sprintf("%s takes action %s in %s.", who, e.Detail, u.biomeName(e.Ref))
	case evergreen.EvPlant:
		return fmt.Sprintf("%s plants a sprout on %s.", who, u.spaceName(e.Amount))
	case evergreen.EvGrow:
		return fmt.Sprintf("%s grows a %s on %s.", who, strings.ReplaceAll(e.Ref, "-", " "), u.spaceName(e.Amount))
	case evergreen.EvBush:
		return fmt.Sprintf("%s places a bush on %s.", who, u.spaceName(e.Amount))
	case evergreen.EvLake:
		return fmt.Sprintf("%s places a lake on %s.", who, u.spaceName(e.Amount))
	case evergreen.EvSkip:
		return fmt.Sprintf("%s grows nothing more by the lake.", who)
	case evergreen.EvTrack:
		if e.Ref == evergreen.PowerBud {
			return fmt.Sprintf("%s moves the %s marker to %d.", who, u.powerName(e.Ref), e.Amount)
		}
		return fmt.Sprintf("%s moves the %s marker: %s.", who, u.powerName(e.Ref), plural(e.Amount, "use", "uses"))
	case evergreen.EvBud:
		return fmt.Sprintf("%s's bud scores %s.", who, plural(e.Amount, "point", "points"))
	case evergreen.EvForfeit:
		what := "the action"
		if e.Ref != "action" {
			what = "the " + u.powerName(e.Ref) + " power"
		}
		return fmt.Sprintf("%s loses %s of %s: no space for them.", who, plural(e.Amount, "step", "steps"), what)
	case evergreen.EvSun:
		return fmt.Sprintf("%s scores %s for lit trees (sun from the %s).", who, plural(e.Amount, "point", "points"), e.Detail)
	case evergreen.EvForest:
		return fmt.Sprintf("%s scores %s for the largest forest.", who, plural(e.Amount, "point", "points"))
	case evergreen.EvSeasonEnds:
		return fmt.Sprintf("Season %d ends.", e.Amount)
	case evergreen.EvFertileScore:
		return fmt.Sprintf("%s scores %s for big trees in %s.", who, plural(e.Amount, "point", "points"), u.biomeName(e.Ref))
	case evergreen.EvGameEnds:
		return "The game ends."
	case evergreen.EvScore:
		return fmt.Sprintf("%s finishes with %s.", who, plural(e.Amount, "point", "points"))
	case evergreen.EvWinner:
		return who + " wins."
	}
	return ""
}
