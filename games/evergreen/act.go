package evergreen

import "evergreen/engine"

// The action phase. Every seat with a card decides at once; each seat's
// progress is its own turn value, and a move of one seat touches only
// that seat's planet, tracks and score.

// act plays one action-phase move of seat.
func (f *flow) act(seat int, m engine.Move) {
	s := f.s
	p := &s.players[seat]
	t := &p.turn
	c := int16(m.Option)
	switch m.Name {
	case MoveOrder:
		t.powerFirst = m.Item == PowerFirst
		f.emit(EvOrder, seat, 0, "", m.Item)
		if t.powerFirst {
			f.startPower(seat)
		} else {
			t.stage = stAction
		}
	case MoveAction:
		a := int(m.Item[0] - 'A')
		t.action = int8(a)
		biome := s.rs.cards[p.Card].biome
		switch {
		case a == ActD:
			t.region = -1
		case biome < 0:
			t.stage = stBiome
			return
		default:
			t.region = biome
		}
		f.beginSteps(seat)
	case MoveBiome:
		t.region = int8(s.rs.biomeID[m.Item])
		f.beginSteps(seat)
	case MovePlant:
		p.Planet[c] = Sprout
		if t.stage == stSteps {
			f.emit(EvPlant, seat, int(c), "", "action")
			t.planted = c
			t.plants--
			if t.either {
				t.plants, t.grows = 0, 0
			}
		} else {
			f.emit(EvPlant, seat, int(c), "", PowerSprout)
			t.uses--
		}
	case MoveGrow:
		p.Planet[c]++
		grew := PowerSmallTree
		if p.Planet[c] == BigTree {
			grew = PowerBigTree
		}
		switch t.stage {
		case stSteps:
			f.emit(EvGrow, seat, int(c), grew, "action")
			t.grown[0], t.grown[1] = c, t.grown[0]
			t.grows--
			if t.either {
				t.plants, t.grows = 0, 0
			}
		case stLakeGrow:
			f.emit(EvGrow, seat, int(c), grew, PowerLake)
			t.lakeGrown = c
			t.lakeGrows--
		default:
			f.emit(EvGrow, seat, int(c), grew, powerName(s.rs.cards[p.Card].power))
			t.uses--
		}
	case MoveBush:
		p.Planet[c] = Bush
		f.emit(EvBush, seat, int(c), "", "")
		t.uses--
	case MoveLake:
		p.Planet[c] = Lake
		f.emit(EvLake, seat, int(c), "", "")
		t.uses--
		t.stage, t.lake, t.lakeGrows, t.lakeGrown = stLakeGrow, c, 2, -1
	case MoveSkip:
		f.emit(EvSkip, seat, 0, "", "")
		t.lakeGrows = 0
	}
	f.settle(seat)
	f.maybeEndRound()
}

// beginSteps opens the chosen action's plantings and growths.
func (f *flow) beginSteps(seat int) {
	t := &f.s.players[seat].turn
	region := ""
	if t.region >= 0 {
		region = f.s.rs.Biomes[t.region].ID
	}
	f.emit(EvAction, seat, 0, region, actionName(int(t.action)))
	t.stage = stSteps
	switch t.action {
	case ActA:
		t.plants = 3
	case ActB:
		t.grows = 2
	case ActC:
		t.plants, t.grows = 1, 1
	case ActD:
		t.plants, t.grows, t.either = 1, 1, true
	}
}

// startPower moves the power's track marker one step, then scores a bud
// at once or opens the power's uses.
func (f *flow) startPower(seat int) {
	s := f.s
	p := &s.players[seat]
	t := &p.turn
	pw := s.rs.cards[p.Card].power
	track := s.rs.tracks[pw]
	if int(p.Track[pw]) < len(track)-1 {
		p.Track[pw]++
	}
	v := track[p.Track[pw]]
	f.emit(EvTrack, seat, v, powerName(pw), "")
	if pw == pBud {
		f.score(seat, SrcBud, v)
		f.emit(EvBud, seat, v, "", "")
		v = 0 // nothing left to use: settle finishes the power
	}
	t.uses = uint8(v)
	t.stage = stPower
}

// settle carries seat's turn past everything that needs no decision:
// finished parts, and steps or uses that cannot be carried out (which are
// forfeited). It stops at the seat's next decision or when it is done.
func (f *flow) settle(seat int) {
	s := f.s
	p := &s.players[seat]
	t := &p.turn
	for {
		switch t.stage {
		case stAction:
			if s.anyAction(seat) {
				return
			}
			f.emit(EvForfeit, seat, 1, "action", "")
			t.actionDone = true
		case stBiome:
			return
		case stSteps:
			left := int(t.plants + t.grows)
			if t.either && left > 0 {
				left = 1
			}
			if left > 0 && s.anyStep(seat) {
				return
			}
			if left > 0 {
				f.emit(EvForfeit, seat, left, "action", "")
			}
			t.actionDone = true
		case stPower:
			if t.uses > 0 && s.anyUse(seat) {
				return
			}
			if t.uses > 0 {
				f.emit(EvForfeit, seat, int(t.uses), powerName(s.rs.cards[p.Card].power), "")
			}
			t.uses = 0
			t.powerDone = true
		case stLakeGrow:
			if t.lakeGrows > 0 && s.anyLakeGrow(seat) {
				return
			}
			t.stage, t.lake = stPower, -1
			continue
		case stDone, stOrder:
			return
		}
		// One part is finished: go on to the other, or finish.
		switch {
		case !t.actionDone:
			t.stage = stAction
		case !t.powerDone:
			f.startPower(seat)
		default:
			t.stage = stDone
			f.emit(EvDone, seat, 0, "", "")
			return
		}
	}
}

// maybeEndRound ends the round once no seat has anything left to decide.
func (f *flow) maybeEndRound() {
	s := f.s
	if s.phase != phaseAct {
		return
	}
	for i := range s.players {
		if s.players[i].turn.stage != stDone {
			return
		}
	}
	for i := range s.players {
		s.players[i].Card = -1
	}
	s.round++
	s.inSeas++
	if s.inSeas < s.rs.Seasons[s.season] {
		f.beginRound()
		return
	}
	f.endSeason()
}
