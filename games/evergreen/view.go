package evergreen

import (
	"evergreen/engine"
)

// View is what one seat (or a spectator) may know, which in this game is
// everything but the order of the draw pile and the generator: planets,
// tracks, scores, hands, the draft row and the fertility area are all
// public. It is the only form of a game that leaves the engine for a
// player.
type View struct {
	Game   string `json:"game"`
	Rules  string `json:"rules"` // the rule set's code
	Viewer int    `json:"viewer"`
	Seats  int    `json:"seats"`

	Phase string `json:"phase"` // "draft", "act" or "over"
	// Round is the number of rounds completed in the game, SeasonRounds
	// those completed in the current season (0-based Season).
	Round        int    `json:"round"`
	Rounds       int    `json:"rounds"`
	Season       int    `json:"season"`
	SeasonRounds int    `json:"season_rounds"`
	Sun          string `json:"sun"`
	First        int    `json:"first"`
	Leaf         int    `json:"leaf"`

	Row     []RowCard `json:"row"`
	Drafter int       `json:"drafter"` // -1 outside the draft
	Picked  int       `json:"picked"`  // seats that have had their pick this round

	Draw      int            `json:"draw"` // cards in the draw pile; their order is hidden
	Discard   []string       `json:"discard"`
	Fertility []FertileCard  `json:"fertility"`
	Fertile   map[string]int `json:"fertile"` // each biome's fertility now
	Automa    []string       `json:"automa,omitempty"`

	Players []PlayerView      `json:"players"`
	Pending []engine.Decision `json:"pending"`
	Outcome *engine.Outcome   `json:"outcome,omitempty"`
	// SoloRank is the solitary rank table's title for the score, once a
	// solitary game has ended.
	SoloRank string `json:"solo_rank,omitempty"`
}

// RowCard is one slot of the draft row. TakenBy is the seat that took
// it, -1 if nobody has, -2 if the solitary automa did.
type RowCard struct {
	Card    string `json:"card"`
	TakenBy int    `json:"taken_by"`
	Leaf    bool   `json:"leaf,omitempty"`
}

// FertileCard is one card of the fertility area, oldest first.
type FertileCard struct {
	Card   string `json:"card"`
	FaceUp bool   `json:"face_up"`
}

// PlayerView is one seat's public position.
type PlayerView struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Score int    `json:"score"`
	// Planet is one string per row, north first, in piece letters
	// ('.' empty, 's' sprout, 't' small tree, 'T' big tree, 'b' bush,
	// 'l' lake, '#' off the planet).
	Planet []string `json:"planet"`
	// Tracks gives each power's marker position (0: the start space).
	Tracks map[string]int `json:"tracks"`
	// Points breaks the score down by season and source.
	Points []SeasonPoints `json:"points"`
	Card   string         `json:"card,omitempty"` // taken this round
	Hand   []string       `json:"hand"`           // taken this season
	Turn   TurnView       `json:"turn"`
	// Preview is how this season's scoring reads the planet now (absent
	// once the game is over).
	Preview *Preview `json:"preview,omitempty"`
	// Outlook gives the season's points after each of the seat's listed
	// moves on a space.
	Outlook []Outlook `json:"outlook,omitempty"`
}

// SeasonPoints are one season's points by source.
type SeasonPoints struct {
	Compensation int `json:"compensation"`
	Sun          int `json:"sun"`
	Forest       int `json:"forest"`
	Bud          int `json:"bud"`
	Fertility    int `json:"fertility"`
}

// TurnView is a seat's progress through the action phase.
type TurnView struct {
	Stage      string `json:"stage"` // "done", "order", "action", "biome", "steps", "power", "lake-grow"
	PowerFirst bool   `json:"power_first,omitempty"`
	ActionDone bool   `json:"action_done,omitempty"`
	PowerDone  bool   `json:"power_done,omitempty"`
	Action     string `json:"action,omitempty"`
	Region     string `json:"region,omitempty"` // "" for anywhere
	Plants     int    `json:"plants,omitempty"`
	Grows      int    `json:"grows,omitempty"`
	Either     bool   `json:"either,omitempty"`
	Planted    int    `json:"planted"`
	Grown      [2]int `json:"grown"`
	Uses       int    `json:"uses,omitempty"`
	Lake       int    `json:"lake"`
	LakeGrows  int    `json:"lake_grows,omitempty"`
	LakeGrown  int    `json:"lake_grown"`
}

func stageName(st stage) string {
	switch st {
	case stOrder:
		return "order"
	case stAction:
		return "action"
	case stBiome:
		return "biome"
	case stSteps:
		return "steps"
	case stPower:
		return "power"
	case stLakeGrow:
		return "lake-grow"
	}
	return "done"
}

func phaseName(p phase) string {
	switch p {
	case phaseDraft:
		return "draft"
	case phaseAct:
		return "act"
	}
	return "over"
}

// View returns what seat may know; engine.Spectator sees the same public
// information.
func (s *State) View(seat engine.Seat) any { return s.ViewFor(seat) }

// ViewFor is View with its concrete type.
func (s *State) ViewFor(seat engine.Seat) *View {
	v := s.publicView(seat)
	v.Pending = s.Pending()
	return v
}

// publicView is the view without the pending decisions, which follow
// from the rest.
func (s *State) publicView(seat engine.Seat) *View {
	rs := s.rs
	v := &View{
		Game: "evergreen", Rules: rs.Code, Viewer: int(seat), Seats: len(s.players),
		Phase: phaseName(s.phase), Round: s.round, Rounds: rs.totalRounds,
		Season: s.season, SeasonRounds: s.inSeas, Sun: s.Sun(),
		First: s.first, Leaf: s.leaf, Drafter: -1, Picked: s.picked,
		Draw: len(s.draw), Discard: s.ids(s.discard), Row: []RowCard{},
		Fertility: []FertileCard{}, Fertile: map[string]int{},
		Automa: s.ids(s.automa),
	}
	if s.phase == phaseDraft {
		v.Drafter = s.drafter
	}
	for k := range s.rowN {
		v.Row = append(v.Row, RowCard{Card: rs.cards[s.row[k]].id, TakenBy: int(s.taker[k]), Leaf: k == s.leafSlot})
	}
	for _, f := range s.fertility {
		v.Fertility = append(v.Fertility, FertileCard{Card: rs.cards[f.card].id, FaceUp: f.faceUp})
	}
	for b, bm := range rs.Biomes {
		v.Fertile[bm.ID] = s.Fertility(b)
	}
	if s.phase == phaseOver {
		o := s.Outcome()
		v.Outcome = &o
		if len(s.players) == 1 {
			v.SoloRank = rs.Rank(s.players[0].Score)
		}
	}
	for i := range s.players {
		v.Players = append(v.Players, s.playerView(i))
	}
	return v
}

func (s *State) ids(cards []int16) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = s.rs.cards[c].id
	}
	return out
}

func (s *State) playerView(i int) PlayerView {
	rs := s.rs
	p := &s.players[i]
	pv := PlayerView{
		Seat: i, Name: p.Name, Score: p.Score, Planet: rs.PlanetRows(&p.Planet),
		Tracks: map[string]int{}, Hand: s.ids(p.Hand[:p.HandN]),
	}
	for k := range numPowers {
		pv.Tracks[powerName(k)] = int(p.Track[k])
	}
	for season := range rs.Seasons {
		pt := p.Points[season]
		pv.Points = append(pv.Points, SeasonPoints{
			Compensation: int(pt[SrcCompensation]), Sun: int(pt[SrcSun]), Forest: int(pt[SrcForest]),
			Bud: int(pt[SrcBud]), Fertility: int(pt[SrcFertility]),
		})
	}
	if p.Card >= 0 {
		pv.Card = rs.cards[p.Card].id
	}
	t := &p.turn
	tv := TurnView{
		Stage: stageName(t.stage), PowerFirst: t.powerFirst, ActionDone: t.actionDone, PowerDone: t.powerDone,
		Plants: int(t.plants), Grows: int(t.grows), Either: t.either, Planted: int(t.planted),
		Grown: [2]int{int(t.grown[0]), int(t.grown[1])}, Uses: int(t.uses), Lake: int(t.lake),
		LakeGrows: int(t.lakeGrows), LakeGrown: int(t.lakeGrown),
	}
	if t.action >= 0 {
		tv.Action = actionName(int(t.action))
	}
	if t.region >= 0 {
		tv.Region = rs.Biomes[t.region].ID
	}
	pv.Turn = tv
	if s.phase != phaseOver {
		pv.Preview = rs.Preview(&p.Planet, rs.sunStart+s.season)
		pv.Outlook = s.outlook(i)
	}
	return pv
}

// PlanetRows spells a planet in piece letters, one string per row.
func (rs *Ruleset) PlanetRows(planet *[MaxCells]Piece) []string {
	rows := make([]string, rs.height)
	buf := make([]byte, rs.width)
	for y := range rs.height {
		for x := range rs.width {
			c := y*rs.width + x
			if rs.biomeOf[c] < 0 {
				buf[x] = '#'
			} else {
				buf[x] = planet[c].Letter()
			}
		}
		rows[y] = string(buf)
	}
	return rows
}

// Points returns seat's points in season by source (see SourceName).
func (s *State) Points(seat, season int) [NumSources]int {
	var out [NumSources]int
	for k, v := range s.players[seat].Points[season] {
		out[k] = int(v)
	}
	return out
}
