package nobles

import (
	"encoding/hex"
	"encoding/json"

	"evergreen/engine"
)

// Snapshot is the omniscient form of a state: everything, hidden parts
// included. It is for scenarios, tests and debugging, never for players
// (they get View). Two states are the same game position exactly when
// their snapshots serialise to the same bytes.
type Snapshot struct {
	Rules       string          `json:"rules"`
	Seed        uint64          `json:"seed"`
	Season      string          `json:"season"`
	SeasonTurns int             `json:"season_turns"`
	Active      int             `json:"active"`
	FirstSeat   int             `json:"first_seat"`
	Phase       string          `json:"phase"`
	Die         int             `json:"die"`
	Rerolled    bool            `json:"rerolled"`
	EndTurn     bool            `json:"end_turn"`
	Card        *CardRef        `json:"card,omitempty"`
	Resolution  [3]int          `json:"resolution"` // noble offset, effect index, payment awaiting decision
	Ended       bool            `json:"ended"`
	Houses      []HouseSnapshot `json:"houses"`
	Effects     []EffectView    `json:"effects"`
	Decks       []DeckSnapshot  `json:"decks"`
	RNG         string          `json:"rng"`
	Rig         any             `json:"rig,omitempty"`
}

// HouseSnapshot is one House's full position.
type HouseSnapshot struct {
	Name       string   `json:"name"`
	House      string   `json:"house"`
	Virtue     *string  `json:"virtue"`
	Crowns     int      `json:"crowns"`
	Tokens     int      `json:"vault_tokens"`
	Gems       int      `json:"gems_given"`
	Items      []string `json:"market_items"`
	Position   int      `json:"position"`
	Turns      int      `json:"turns_taken"`
	Surrender  bool     `json:"surrender_pending"`
	Surrenders int      `json:"surrenders_pending"`
}

// DeckSnapshot is a deck's full order: Draw lists the pile bottom to top
// (the last id is drawn next).
type DeckSnapshot struct {
	Deck    string   `json:"deck"`
	Draw    []string `json:"draw"`
	Discard []string `json:"discard"`
}

// Snapshot returns the omniscient form of s.
func (s *State) Snapshot() Snapshot {
	rng, _ := s.rng.MarshalBinary()
	sn := Snapshot{
		Rules: s.rs.Code, Seed: s.seed, Season: SeasonName(s.season), SeasonTurns: s.seasonTurns,
		Active: s.activeSeat, FirstSeat: s.first, Phase: s.decisionKind(), Die: s.die,
		Rerolled: s.rerolled, EndTurn: s.endTurn,
		Resolution: [3]int{s.resK, s.resE, s.payAmount}, Ended: s.phase == phaseOver,
		RNG: hex.EncodeToString(rng), Effects: []EffectView{},
	}
	if s.phase == phaseProving || s.phase == phasePayment {
		sn.Card = &CardRef{Deck: deckNames[s.cardDeck], ID: s.cardID()}
	}
	if !s.rig.Empty() {
		sn.Rig = s.rig
	}
	for _, n := range s.nobles {
		h := HouseSnapshot{
			Name: n.Name, House: s.rs.Houses[n.House].ID, Crowns: n.Crowns, Tokens: n.Tokens,
			Gems: n.Gems, Items: []string{}, Position: n.Position, Turns: n.Turns,
			Surrender: n.Surrender > 0, Surrenders: n.Surrender,
		}
		if n.Virtue >= 0 {
			id := s.rs.Virtues[n.Virtue].ID
			h.Virtue = &id
		}
		for it, c := range n.Items[:len(s.rs.Market)] {
			for range c {
				h.Items = append(h.Items, s.rs.Market[it].ID)
			}
		}
		sn.Houses = append(sn.Houses, h)
	}
	for e := range s.inForce() {
		sn.Effects = append(sn.Effects, EffectView{
			Seat: int(e.Seat), Kind: e.Kind.String(), Amount: int(e.Amount), Turns: int(e.Turns),
			Seasons: int(e.Seasons), Year: e.Year, Card: s.cardIDOf(int(e.Deck), int(e.Card)),
		})
	}
	for d := range numDecks {
		ds := DeckSnapshot{Deck: deckNames[d], Draw: []string{}, Discard: []string{}}
		for _, c := range s.decks[d].Draw {
			ds.Draw = append(ds.Draw, s.cardIDOf(d, int(c)))
		}
		for _, c := range s.decks[d].Discard {
			ds.Discard = append(ds.Discard, s.cardIDOf(d, int(c)))
		}
		sn.Decks = append(sn.Decks, ds)
	}
	return sn
}

// MarshalJSON serialises the omniscient snapshot.
func (s *State) MarshalJSON() ([]byte, error) { return json.Marshal(s.Snapshot()) }

// Reveal returns each House's full position (Gems included), for replays of
// finished games. It carries no deck order and no generator state.
func (s *State) Reveal() any { return s.Snapshot().Houses }

// Opening returns the events that open the year, before any move: the
// first noble's turn beginning. Tables put them at the head of the log.
func (s *State) Opening() []engine.Event {
	if s.seasonTurns != 0 || s.season != 0 {
		return nil
	}
	return []engine.Event{{Type: EvTurnBegins, Seat: engine.Seat(s.first), Amount: 1, Detail: SeasonName(0)}}
}
