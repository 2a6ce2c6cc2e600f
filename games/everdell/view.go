package everdell

import (
	"fmt"
	"slices"

	"evergreen/engine"
)

// View is everything one seat may know: its own hand, every city, the
// board, the Meadow; of the others' hands and the deck only their sizes.
// The discard pile is face down.
type View struct {
	Seat     int          `json:"seat"`
	Turn     int          `json:"turn"`
	First    int          `json:"first"`
	Over     bool         `json:"over"`
	Meadow   []string     `json:"meadow"`
	Deck     int          `json:"deck_count"`
	Discard  int          `json:"discard_count"`
	Forest   []string     `json:"forest"`
	Specials []string     `json:"specials"`
	Board    []SpotView   `json:"board"`
	Events   []EventView  `json:"events"`
	Players  []PlayerView `json:"players"`
	// Task is the open step of the active seat's action, as far as this
	// seat may see it.
	Task *TaskView `json:"task,omitempty"`
	// Stack is every open step of the action, the top last, as the rules
	// hold it (cards by index), with the cards this seat may not see
	// left out: what a search bot needs to rebuild the position.
	Stack    []Task   `json:"stack,omitempty"`
	Revealed []string `json:"revealed,omitempty"`
	Scores   []Score  `json:"scores,omitempty"`
	// Outcome is the winners and scores, once the game is over: what
	// the browser's final count names (the platform sends no outcome of
	// its own).
	Outcome *engine.Outcome `json:"outcome,omitempty"`
	// Rival is the solitary rival, all of it public; nil without one.
	Rival *RivalView `json:"rival,omitempty"`
}

// RivalView is the solitary opponent as everyone sees it.
type RivalView struct {
	// Opponent is "rugwort" or "rival"; Year Rugwort's.
	Opponent string   `json:"opponent"`
	Year     int      `json:"year,omitempty"`
	Cards    []string `json:"cards"`
	Events   []string `json:"events"`
	// Blocked are the locations its workers stand on (Rugwort's forest
	// or journey worker first).
	Blocked []string `json:"blocked"`
	// Meadow are the Meadow cards Rugwort's workers stand on; Owed the
	// cards he will take when the player's action is over.
	Meadow []string `json:"meadow,omitempty"`
	Owed   int      `json:"owed,omitempty"`
	Season string   `json:"season"`
	Score  int      `json:"score"`
	// Rank is the title of the player's margin, once the game is over.
	Rank string `json:"rank,omitempty"`
	// Parts is the final count's parts, once the game is over; they add
	// up to Score (RivalScoreParts).
	Parts *RivalParts `json:"parts,omitempty"`
}

// SpotView is a location and the seats of the workers there.
type SpotView struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"`
	Spaces  int    `json:"spaces"`
	Workers []int  `json:"workers"`
}

// EventView is an event on offer or achieved.
type EventView struct {
	ID    string `json:"id"`
	Owner int    `json:"owner"` // -1: not yet achieved
}

// PlayerView is one seat as the viewer sees it.
type PlayerView struct {
	Name string `json:"name"`
	// Hand is only the viewer's own.
	Hand      []string       `json:"hand,omitempty"`
	HandCount int            `json:"hand_count"`
	City      []CityView     `json:"city"`
	Res       map[string]int `json:"resources"`
	Points    int            `json:"points"`
	Season    string         `json:"season"`
	Workers   int            `json:"workers"`
	Available int            `json:"available"`
	Passed    bool           `json:"passed,omitempty"`
	Events    []AchievedView `json:"events,omitempty"`
	Journey   int            `json:"journey,omitempty"`
	Spaces    int            `json:"spaces"`
	// Placed says where each worker out stands: a location id,
	// "event:ID" or "card:OWNER:ID", with "!" after a worker placed for
	// good.
	Placed []string `json:"placed,omitempty"`
}

// CityView is a card in a city.
type CityView struct {
	Card     string         `json:"card"`
	Occupied bool           `json:"occupied,omitempty"`
	Tokens   int            `json:"tokens,omitempty"`
	Store    map[string]int `json:"store,omitempty"`
	Workers  int            `json:"workers,omitempty"`
	Under    int            `json:"under,omitempty"`
	// Prisoners are the critters beneath a Dungeon, which were in the
	// city for all to see.
	Prisoners []string `json:"prisoners,omitempty"`
}

// AchievedView is an achieved event with its stored points.
type AchievedView struct {
	Event  string `json:"event"`
	Points int    `json:"points,omitempty"`
}

// TaskView is the open step. Cards are shown to the deciding seat, and
// to everyone when a power revealed them.
type TaskView struct {
	Kind  string         `json:"kind"`
	Then  string         `json:"then,omitempty"`
	Card  string         `json:"card,omitempty"`
	N     int            `json:"n"`
	Min   int            `json:"min,omitempty"`
	Max   int            `json:"max,omitempty"`
	Cards []string       `json:"cards,omitempty"`
	Cost  map[string]int `json:"cost,omitempty"`
	Any   int            `json:"any,omitempty"`
}

func (s *State) ids(cs []int) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = s.rs.Cards[c].ID
	}
	return out
}

func resMap(b Bag) map[string]int {
	m := map[string]int{}
	for r, n := range b {
		m[resNames[r]] = n
	}
	return m
}

// View returns what seat may know (engine.Spectator: public only).
func (s *State) View(seat engine.Seat) any { return s.ViewFor(seat) }

// ViewFor is View with its concrete type.
func (s *State) ViewFor(seat engine.Seat) *View {
	v := &View{Seat: int(seat), Turn: s.turn, First: s.first, Over: s.over, Meadow: s.ids(s.meadow),
		Deck: len(s.deck), Discard: len(s.discard), Forest: s.locIDs(s.forest), Specials: s.eventIDs(s.specials),
		Revealed: s.ids(s.revealed)}
	for i, l := range s.rs.Locations {
		if !s.shown(i) {
			continue
		}
		// The order workers arrived in carries no rule: sorted, views of
		// rebuilt positions compare equal.
		ws := append([]int{}, s.occ[i]...)
		slices.Sort(ws)
		v.Board = append(v.Board, SpotView{ID: l.ID, Kind: l.Kind, Spaces: s.spacesAt(i), Workers: ws})
	}
	for i, e := range s.rs.Events {
		if e.Kind == "basic" || containsInt(s.specials, i) {
			v.Events = append(v.Events, EventView{ID: e.ID, Owner: s.eventOwner[i]})
		}
	}
	for i := range s.players {
		p := &s.players[i]
		pv := PlayerView{Name: p.Name, HandCount: len(p.Hand), Res: resMap(p.Res), Points: p.Points,
			Season: s.rs.Seasons[p.Season].ID, Workers: p.Workers, Available: p.available(), Passed: p.Passed,
			Journey: p.Journey, Spaces: s.spaces(i), City: []CityView{}}
		if i == int(seat) {
			pv.Hand = s.ids(p.Hand)
		}
		for _, cc := range p.City {
			cv := CityView{Card: s.rs.Cards[cc.Card].ID, Occupied: cc.Occupied, Tokens: cc.Tokens, Workers: cc.Workers, Under: len(cc.Under)}
			cv.Prisoners = s.ids(cc.Under)
			if len(cv.Prisoners) == 0 {
				cv.Prisoners = nil
			}
			if cc.Store.Total() > 0 {
				cv.Store = resMap(cc.Store)
			}
			pv.City = append(pv.City, cv)
		}
		for _, pl := range p.Placed {
			var w string
			switch pl.Kind {
			case placeLoc:
				w = s.rs.Locations[pl.Index].ID
			case placeEvent:
				w = "event:" + s.rs.Events[pl.Index].ID
			case placeCard:
				w = fmt.Sprintf("card:%d:%s", pl.Owner, s.rs.Cards[s.players[pl.Owner].City[pl.Index].Card].ID)
			}
			if pl.Permanent {
				w += "!"
			}
			pv.Placed = append(pv.Placed, w)
		}
		for _, a := range p.Events {
			pv.Events = append(pv.Events, AchievedView{Event: s.rs.Events[a.Event].ID, Points: a.Points})
		}
		v.Players = append(v.Players, pv)
	}
	if len(s.tasks) > 0 {
		t := &s.tasks[len(s.tasks)-1]
		tv := &TaskView{Kind: t.Kind, Then: t.Then, N: t.N, Min: t.Min, Max: t.Max, Any: t.Any}
		if t.Kind == "pay" || t.Kind == "waive" {
			tv.Card = s.rs.Cards[t.Card].ID
		}
		if t.Kind == "waive" || t.Kind == "give-res" {
			tv.Cost = resMap(t.Cost)
		}
		if t.Public || int(seat) == s.turn {
			tv.Cards = s.ids(t.Cards)
		}
		v.Task = tv
		for _, t := range s.tasks {
			t.Cards = slices.Clone(t.Cards)
			t.AnyOf = slices.Clone(t.AnyOf)
			if !t.Public && int(seat) != s.turn {
				t.Hidden, t.Cards = len(t.Cards), nil
			}
			v.Stack = append(v.Stack, t)
		}
	}
	if s.over {
		for i := range s.players {
			v.Scores = append(v.Scores, s.ScoreOf(i))
		}
		o := s.Outcome()
		v.Outcome = &o
	}
	if r := s.rival; r != nil {
		v.Rival = &RivalView{Opponent: OpponentRival, Cards: s.ids(r.Cards), Events: s.eventIDs(r.Events), Blocked: s.locIDs(r.Blocked),
			Season: s.rs.Seasons[r.Season].ID, Score: s.RivalScore()}
		if s.rugwort() {
			v.Rival.Opponent, v.Rival.Year = OpponentRugwort, s.rs.Solo.Rugwort.Year
			v.Rival.Meadow, v.Rival.Owed = s.ids(r.Meadow), r.Owed
		}
		if s.over {
			parts := s.RivalScoreParts()
			v.Rival.Rank, v.Rival.Parts = s.SoloRank(), &parts
		}
	}
	return v
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func (s *State) locIDs(is []int) []string {
	out := make([]string, len(is))
	for i, x := range is {
		out[i] = s.rs.Locations[x].ID
	}
	return out
}

func (s *State) eventIDs(is []int) []string {
	out := make([]string, len(is))
	for i, x := range is {
		out[i] = s.rs.Events[x].ID
	}
	return out
}

// Opening returns the events of the deal.
func (s *State) Opening() []engine.Event { return append([]engine.Event(nil), s.opening...) }

var (
	_ engine.State  = (*State)(nil)
	_ engine.Opener = (*State)(nil)
)
