package evergreen

import "evergreen/engine"

// Decision kinds: the question a seat answers.
const (
	DecideDraft       = "draft"         // pick a card from the row
	DecideOrder       = "order"         // use the power before or after the action
	DecideAction      = "action"        // choose action A, B, C or D
	DecideBiome       = "biome"         // choose the biome of a wild card's action
	DecidePlant       = "plant"         // the action plants a sprout
	DecideGrow        = "grow"          // the action grows a plant
	DecidePlantOrGrow = "plant-or-grow" // the action plants or grows, either first
	DecideSprout      = "sprout"        // the sprout power plants a sprout
	DecideSmallTree   = "small-tree"    // the small-tree power grows a sprout
	DecideBigTree     = "big-tree"      // the big-tree power grows a small tree
	DecideBush        = "bush"          // the bush power places a bush
	DecideLake        = "lake"          // the lake power places a lake
	DecideLakeGrow    = "lake-grow"     // the lake grows a plant next to it, or stops
)

// decisionKind names seat's open question, or "" if it has none.
func (s *State) decisionKind(seat int) string {
	switch s.phase {
	case phaseDraft:
		if seat == s.drafter {
			return DecideDraft
		}
		return ""
	case phaseOver:
		return ""
	}
	p := &s.players[seat]
	t := &p.turn
	switch t.stage {
	case stOrder:
		return DecideOrder
	case stAction:
		return DecideAction
	case stBiome:
		return DecideBiome
	case stSteps:
		switch {
		case t.plants > 0 && t.grows > 0:
			return DecidePlantOrGrow
		case t.plants > 0:
			return DecidePlant
		}
		return DecideGrow
	case stPower:
		return powerName(s.rs.cards[p.Card].power)
	case stLakeGrow:
		return DecideLakeGrow
	}
	return ""
}

// Pending lists one decision per seat that must decide now: the drafter
// during the draft, every seat still acting during the action phase.
func (s *State) Pending() []engine.Decision {
	var out []engine.Decision
	for i := range s.players {
		if k := s.decisionKind(i); k != "" {
			out = append(out, engine.Decision{Seat: engine.Seat(i), Kind: k, Moves: s.Legal(engine.Seat(i), nil)})
		}
	}
	return out
}

// Legal appends seat's legal moves to buf.
func (s *State) Legal(seat engine.Seat, buf []engine.Move) []engine.Move {
	i := int(seat)
	if i < 0 || i >= len(s.players) || s.decisionKind(i) == "" {
		return buf
	}
	if s.phase == phaseDraft {
		for k := range s.rowN {
			if s.taker[k] == notTaken {
				buf = append(buf, engine.WithOption(MovePick, k))
			}
		}
		return buf
	}
	p := &s.players[i]
	t := &p.turn
	switch t.stage {
	case stOrder:
		return append(buf, engine.WithItem(MoveOrder, PowerFirst), engine.WithItem(MoveOrder, ActionFirst))
	case stAction:
		for a := range numActions {
			if s.actionOK(i, a) {
				buf = append(buf, engine.WithItem(MoveAction, actionName(a)))
			}
		}
		return buf
	case stBiome:
		for b := range s.rs.Biomes {
			if s.biomeOK(i, b) {
				buf = append(buf, engine.WithItem(MoveBiome, s.rs.Biomes[b].ID))
			}
		}
		return buf
	case stLakeGrow:
		for _, c := range s.rs.adj[t.lake] {
			if c >= 0 && s.cellOK(i, MoveGrow, int(c)) {
				buf = append(buf, engine.WithOption(MoveGrow, int(c)))
			}
		}
		return append(buf, engine.M(MoveSkip))
	}
	cells := s.rs.onPlanet
	if t.stage == stSteps && t.region >= 0 {
		cells = s.rs.biomeCells[t.region]
	}
	for _, name := range s.cellMoves(i) {
		for _, c := range cells {
			if s.cellOK(i, name, int(c)) {
				buf = append(buf, engine.WithOption(name, int(c)))
			}
		}
	}
	return buf
}

// The lists cellMoves gives, made once and shared: read them only.
var (
	plantGrowMoves = []string{MovePlant, MoveGrow}
	plantMoves     = []string{MovePlant}
	growMoves      = []string{MoveGrow}
	bushMoves      = []string{MoveBush}
	lakeMoves      = []string{MoveLake}
)

// cellMoves lists the move names that take a space at seat's stage (a
// shared list, not to be changed).
func (s *State) cellMoves(seat int) []string {
	p := &s.players[seat]
	t := &p.turn
	if t.stage == stSteps {
		switch {
		case t.plants > 0 && t.grows > 0:
			return plantGrowMoves
		case t.plants > 0:
			return plantMoves
		case t.grows > 0:
			return growMoves
		}
		return nil
	}
	if t.stage != stPower || t.uses == 0 {
		return nil
	}
	switch s.rs.cards[p.Card].power {
	case pSprout:
		return plantMoves
	case pSmallTree, pBigTree:
		return growMoves
	case pBush:
		return bushMoves
	case pLake:
		return lakeMoves
	}
	return nil
}

// cellOK reports whether seat may make move name on space c now.
func (s *State) cellOK(seat int, name string, c int) bool {
	rs := s.rs
	if c < 0 || c >= rs.cells || rs.biomeOf[c] < 0 {
		return false
	}
	p := &s.players[seat]
	t := &p.turn
	piece := p.Planet[c]
	switch t.stage {
	case stSteps:
		if t.region >= 0 && rs.biomeOf[c] != t.region {
			return false
		}
		switch name {
		case MovePlant:
			return t.plants > 0 && piece == Empty
		case MoveGrow:
			// The action never grows the same plant twice, nor the
			// sprout it has just planted.
			cc := int16(c)
			return t.grows > 0 && piece.grows() && cc != t.planted && cc != t.grown[0] && cc != t.grown[1]
		}
	case stPower:
		if t.uses == 0 {
			return false
		}
		switch rs.cards[p.Card].power {
		case pSprout:
			return name == MovePlant && piece == Empty
		case pSmallTree:
			return name == MoveGrow && piece == Sprout
		case pBigTree:
			return name == MoveGrow && piece == SmallTree
		case pBush:
			return name == MoveBush && piece == Empty
		case pLake:
			return name == MoveLake && piece == Empty
		}
	case stLakeGrow:
		if name != MoveGrow || t.lakeGrows == 0 || int16(c) == t.lakeGrown || !piece.grows() {
			return false
		}
		for _, a := range rs.adj[t.lake] {
			if int(a) == c {
				return true
			}
		}
	}
	return false
}

// actionOK reports whether action a has at least one step seat can carry
// out now: in the card's biome, any biome for a wild card, anywhere for D.
func (s *State) actionOK(seat, a int) bool {
	p := &s.players[seat]
	b := int(s.rs.cards[p.Card].biome)
	if a == ActD || b < 0 {
		return s.regionHas(seat, -1, a)
	}
	return s.regionHas(seat, b, a)
}

// biomeOK reports whether the wild card's chosen action has a step seat
// can carry out in biome b.
func (s *State) biomeOK(seat, b int) bool {
	return s.regionHas(seat, b, int(s.players[seat].turn.action))
}

// regionHas reports whether action a finds a space to plant (A, C, D) or
// a plant to grow (B, C, D) in biome b (-1: anywhere) of seat's planet.
func (s *State) regionHas(seat, b, a int) bool {
	cells := s.rs.onPlanet
	if b >= 0 {
		cells = s.rs.biomeCells[b]
	}
	planet := &s.players[seat].Planet
	for _, c := range cells {
		switch pc := planet[c]; {
		case pc == Empty && a != ActB:
			return true
		case pc.grows() && a != ActA:
			return true
		}
	}
	return false
}

func (s *State) anyAction(seat int) bool {
	for a := range numActions {
		if s.actionOK(seat, a) {
			return true
		}
	}
	return false
}

// anyStep reports whether the action's next planting or growth has a
// space.
func (s *State) anyStep(seat int) bool {
	t := &s.players[seat].turn
	cells := s.rs.onPlanet
	if t.region >= 0 {
		cells = s.rs.biomeCells[t.region]
	}
	for _, c := range cells {
		if s.cellOK(seat, MovePlant, int(c)) || s.cellOK(seat, MoveGrow, int(c)) {
			return true
		}
	}
	return false
}

// anyUse reports whether the power's next use has a space.
func (s *State) anyUse(seat int) bool {
	names := s.cellMoves(seat)
	for _, c := range s.rs.onPlanet {
		for _, n := range names {
			if s.cellOK(seat, n, int(c)) {
				return true
			}
		}
	}
	return false
}

func (s *State) anyLakeGrow(seat int) bool {
	t := &s.players[seat].turn
	for _, c := range s.rs.adj[t.lake] {
		if c >= 0 && s.cellOK(seat, MoveGrow, int(c)) {
			return true
		}
	}
	return false
}

// isLegal reports whether *m is among seat's legal moves without
// building the list; it must agree with Legal.
func (s *State) isLegal(seat int, m *engine.Move) bool {
	if s.decisionKind(seat) == "" {
		return false
	}
	if s.phase == phaseDraft {
		return m.Name == MovePick && m.HasOption && m.Item == "" && m.Option >= 0 && m.Option < s.rowN && s.taker[m.Option] == notTaken
	}
	t := &s.players[seat].turn
	// A move without an option must carry no stray option value either:
	// Legal lists such moves with Option 0, and a move equal to none of
	// them is not legal.
	noOption := !m.HasOption && m.Option == 0
	switch m.Name {
	case MoveOrder:
		return t.stage == stOrder && noOption && (m.Item == PowerFirst || m.Item == ActionFirst)
	case MoveAction:
		return t.stage == stAction && noOption && len(m.Item) == 1 && m.Item[0] >= 'A' && m.Item[0] < 'A'+numActions && s.actionOK(seat, int(m.Item[0]-'A'))
	case MoveBiome:
		b, ok := s.rs.biomeID[m.Item]
		return t.stage == stBiome && noOption && ok && s.biomeOK(seat, b)
	case MoveSkip:
		return t.stage == stLakeGrow && noOption && m.Item == ""
	case MovePlant, MoveGrow, MoveBush, MoveLake:
		return m.HasOption && m.Item == "" && s.cellOK(seat, m.Name, m.Option)
	}
	return false
}

// DecisionKind names seat's open question (Decide*), or "" if it has
// none.
func (s *State) DecisionKind(seat int) string {
	if seat < 0 || seat >= len(s.players) {
		return ""
	}
	return s.decisionKind(seat)
}
