package evergreen

import (
	"fmt"
	"math/rand/v2"

	"evergreen/engine"
)

// Determinization: bots that search (see package bots/ismcts) must not be
// handed the real state, whose draw pile order and generator are hidden.
// They rebuild full states from a View instead: every public fact copied,
// the draw pile (every card not seen anywhere else) shuffled afresh, and
// a new generator drawn for the reshuffles to come.

// ViewError reports a View that cannot be rebuilt into a State under the
// rule set given, located by a path such as "players[1].planet".
type ViewError = engine.ViewError

// Determinizer reads a View once and then samples as many consistent
// States as a search needs, cheaply.
type Determinizer struct {
	base State
}

// NewDeterminizer prepares to sample States consistent with v. It fails
// when v does not belong to rs or is not self-consistent.
func NewDeterminizer(rs *Ruleset, v *View) (*Determinizer, error) {
	bad := engine.ViewProblem("evergreen")
	if v == nil {
		return nil, bad("", "is nil")
	}
	if v.Rules != rs.Code {
		return nil, bad("rules", "is %q but the rule set given is %q", v.Rules, rs.Code)
	}
	n := v.Seats
	if n < MinSeats || n > MaxSeats || len(v.Players) != n {
		return nil, bad("players", "%d players for %d seats", len(v.Players), n)
	}
	if v.First < 0 || v.First >= n || v.Leaf < 0 || v.Leaf >= n {
		return nil, bad("leaf", "seat %d (first %d) is not at the table", v.Leaf, v.First)
	}
	if v.Season < 0 || v.Season >= len(rs.Seasons) || v.SeasonRounds < 0 || v.SeasonRounds >= rs.Seasons[v.Season] && v.Phase != "over" {
		return nil, bad("season", "season %d, round %d is not in the rule set", v.Season, v.SeasonRounds)
	}
	d := &Determinizer{}
	s := &d.base
	*s = State{rs: rs, players: make([]Player, n), first: v.First, leaf: v.Leaf,
		round: v.Round, season: v.Season, inSeas: v.SeasonRounds, leafSlot: -1, picked: v.Picked}
	used := make([]bool, len(rs.cards))
	card := func(path, id string) (int16, error) {
		c, ok := rs.cardID[id]
		if !ok {
			return 0, bad(path, "no card has id %q", id)
		}
		if used[c] {
			return 0, bad(path, "card %q is in two places", id)
		}
		used[c] = true
		return int16(c), nil
	}
	cards := func(path string, ids []string) ([]int16, error) {
		out := make([]int16, 0, len(ids))
		for i, id := range ids {
			c, err := card(fmt.Sprintf("%s[%d]", path, i), id)
			if err != nil {
				return nil, err
			}
			out = append(out, c)
		}
		return out, nil
	}
	switch v.Phase {
	case "draft":
		s.phase = phaseDraft
		if v.Drafter < 0 || v.Drafter >= n {
			return nil, bad("drafter", "seat %d is not at the table", v.Drafter)
		}
		s.drafter = v.Drafter
	case "act":
		s.phase = phaseAct
	case "over":
		s.phase = phaseOver
	default:
		return nil, bad("phase", "unknown phase %q", v.Phase)
	}
	if len(v.Row) > maxRow {
		return nil, bad("row", "%d cards", len(v.Row))
	}
	for k, rc := range v.Row {
		// A taken card is also in a hand or the automa's pile, which
		// account for it.
		c, ok := int16(rs.cardID[rc.Card]), true
		if rc.TakenBy == notTaken {
			var err error
			if c, err = card(fmt.Sprintf("row[%d]", k), rc.Card); err != nil {
				return nil, err
			}
		} else if _, ok = rs.cardID[rc.Card]; !ok {
			return nil, bad(fmt.Sprintf("row[%d]", k), "no card has id %q", rc.Card)
		}
		if rc.TakenBy < byAutoma || rc.TakenBy >= n {
			return nil, bad(fmt.Sprintf("row[%d].taken_by", k), "%d", rc.TakenBy)
		}
		s.row[k], s.taker[k] = c, int8(rc.TakenBy)
		if rc.Leaf {
			s.leafSlot = k
		}
	}
	s.rowN = len(v.Row)
	var err error
	if s.discard, err = cards("discard", v.Discard); err != nil {
		return nil, err
	}
	if s.automa, err = cards("automa", v.Automa); err != nil {
		return nil, err
	}
	for i, fc := range v.Fertility {
		c, err := card(fmt.Sprintf("fertility[%d]", i), fc.Card)
		if err != nil {
			return nil, err
		}
		s.fertility = append(s.fertility, fertile{card: c, faceUp: fc.FaceUp})
	}
	for i, pv := range v.Players {
		if err := d.player(i, &pv, used); err != nil {
			return nil, err
		}
	}
	for c, u := range used {
		if !u {
			s.draw = append(s.draw, int16(c))
		}
	}
	if len(s.draw) != v.Draw {
		return nil, bad("draw", "%d cards, but %d are unaccounted for", v.Draw, len(s.draw))
	}
	return d, nil
}

func (d *Determinizer) player(i int, pv *PlayerView, used []bool) error {
	s := &d.base
	rs := s.rs
	path := fmt.Sprintf("players[%d]", i)
	at := engine.ViewProblem("evergreen")
	bad := func(field, format string, args ...any) error { return at(path+"."+field, format, args...) }
	p := &s.players[i]
	p.Name, p.Score, p.Card = pv.Name, pv.Score, -1
	if err := rs.readPlanet(pv.Planet, &p.Planet); err != nil {
		return bad(err.Path, "%s", err.Message)
	}
	for k := range numPowers {
		pos := pv.Tracks[powerName(k)]
		if pos < 0 || pos >= len(rs.tracks[k]) {
			return bad("tracks", "%s at %d", powerName(k), pos)
		}
		p.Track[k] = uint8(pos)
	}
	if len(pv.Points) > len(rs.Seasons) {
		return bad("points", "%d seasons", len(pv.Points))
	}
	for season, pt := range pv.Points {
		p.Points[season] = [NumSources]int16{int16(pt.Compensation), int16(pt.Sun), int16(pt.Forest), int16(pt.Bud), int16(pt.Fertility)}
	}
	if len(pv.Hand) > MaxRounds {
		return bad("hand", "%d cards", len(pv.Hand))
	}
	for k, id := range pv.Hand {
		c, ok := rs.cardID[id]
		if !ok || used[c] {
			return bad(fmt.Sprintf("hand[%d]", k), "card %q is unknown or in two places", id)
		}
		used[c] = true
		p.Hand[k] = int16(c)
		if id == pv.Card {
			p.Card = int16(c)
		}
	}
	p.HandN = uint8(len(pv.Hand))
	if pv.Card != "" && p.Card < 0 {
		return bad("card", "%q is not in the hand", pv.Card)
	}
	tv := &pv.Turn
	t := blankTurn()
	st := -1
	for k := stDone; k <= stLakeGrow; k++ {
		if stageName(k) == tv.Stage {
			st = int(k)
		}
	}
	if st < 0 {
		return bad("turn.stage", "unknown stage %q", tv.Stage)
	}
	if st != int(stDone) && p.Card < 0 {
		return bad("turn.stage", "%q without a card", tv.Stage)
	}
	t.stage = stage(st)
	t.powerFirst, t.actionDone, t.powerDone, t.either = tv.PowerFirst, tv.ActionDone, tv.PowerDone, tv.Either
	if tv.Action != "" {
		if len(tv.Action) != 1 || tv.Action[0] < 'A' || tv.Action[0] >= 'A'+numActions {
			return bad("turn.action", "unknown action %q", tv.Action)
		}
		t.action = int8(tv.Action[0] - 'A')
	}
	if tv.Region != "" {
		b, ok := rs.biomeID[tv.Region]
		if !ok {
			return bad("turn.region", "unknown biome %q", tv.Region)
		}
		t.region = int8(b)
	}
	cell := func(c int) bool { return c >= -1 && c < rs.cells }
	if !cell(tv.Planted) || !cell(tv.Grown[0]) || !cell(tv.Grown[1]) || !cell(tv.Lake) || !cell(tv.LakeGrown) {
		return bad("turn", "a space is off the board")
	}
	if t.stage == stLakeGrow && tv.Lake < 0 {
		return bad("turn.lake", "lake growths without a lake")
	}
	if tv.Plants < 0 || tv.Plants > 3 || tv.Grows < 0 || tv.Grows > 2 || tv.Uses < 0 || tv.Uses > 20 || tv.LakeGrows < 0 || tv.LakeGrows > 2 {
		return bad("turn", "step counts out of range")
	}
	t.plants, t.grows, t.uses, t.lakeGrows = uint8(tv.Plants), uint8(tv.Grows), uint8(tv.Uses), uint8(tv.LakeGrows)
	t.planted, t.grown = int16(tv.Planted), [2]int16{int16(tv.Grown[0]), int16(tv.Grown[1])}
	t.lake, t.lakeGrown = int16(tv.Lake), int16(tv.LakeGrown)
	p.turn = t
	return nil
}

// Sample returns one complete state consistent with the view, its draw
// pile shuffled and a fresh generator drawn from rng. It reuses into's
// memory when into is not nil.
func (d *Determinizer) Sample(rng *rand.Rand, into *State) *State {
	if into == nil {
		into = new(State)
	}
	d.base.CopyInto(into)
	rng.Shuffle(len(into.draw), func(i, j int) { into.draw[i], into.draw[j] = into.draw[j], into.draw[i] })
	into.rng = engine.NewSource(rng.Uint64())
	into.rig = nil
	return into
}

// Determinize builds one complete State consistent with v.
func Determinize(rs *Ruleset, v *View, rng *rand.Rand) (*State, error) {
	d, err := NewDeterminizer(rs, v)
	if err != nil {
		return nil, err
	}
	return d.Sample(rng, nil), nil
}
