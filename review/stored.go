package review

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/store"
)

// judges are the bot names a review asks a game for, strongest first,
// when none is named: the first a game's rules offer that can judge
// (Judge) is used. The expert level comes first; where it is no search
// bot (a heuristic), the game's strongest search is the judge.
var judges = []string{bots.Expert, "ismcts:hard", "ismcts:normal", "ismcts"}

// Reviewer is implemented by Rules whose strongest bot at the table is
// not the judge a review should borrow (it searches only a few rounds
// ahead, say): ReviewJudge is the judge, a Judge that plays samples to
// the end of the game.
type Reviewer interface {
	ReviewJudge() bots.Bot
}

// JudgeFor returns the bot called name under r, or with name empty the
// game's judge (Reviewer) or else the strongest bot r offers that can
// judge positions.
func JudgeFor(r game.Rules, name string) (bots.Bot, error) {
	if rv, ok := r.(Reviewer); ok && name == "" {
		if b := rv.ReviewJudge(); b != nil {
			if _, ok := b.(Judge); ok {
				return b, nil
			}
		}
	}
	if name != "" {
		b, err := game.NewBot(r, name)
		if err != nil {
			return nil, err
		}
		if _, ok := b.(Judge); !ok {
			return nil, fmt.Errorf("%w: %s does not sample positions for a review; use a search bot (ismcts)", ErrNoJudge, name)
		}
		return b, nil
	}
	for _, n := range judges {
		if b, err := game.NewBot(r, n); err == nil {
			if _, ok := b.(Judge); ok {
				return b, nil
			}
		}
	}
	return nil, fmt.Errorf("%w: this game offers no search bot to judge with (known: %s)", ErrNoJudge, strings.Join(r.Bots().Names(), ", "))
}

// Table is a stored table made ready for a review.
type Table struct {
	Rules game.Rules
	Game  Game
	// People are the seats people played (not bots): the seats a review
	// of the table looks at.
	People []engine.Seat
	// Names are the seats' names.
	Names []string
	// Words words moves in the game's own words, or is nil.
	Words MoveWords
	// source is what FromStore read, for a review in a worker process.
	source *stored
}

// ErrNotEnded is returned for a table whose game is not over.
var ErrNotEnded = errors.New("review: the game is not over yet; a review opens once it has ended")

// FromStore rebuilds a stored table's game from its rule-set document,
// its record and its moves, with the games of list.
func FromStore(list game.List, doc []byte, rec store.Table, moves []store.Move) (*Table, error) {
	if rec.Status != store.StatusEnded {
		return nil, ErrNotEnded
	}
	g, err := list.Get(rec.Game)
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", rec.Code, err)
	}
	rules, err := g.Document(doc)
	if err != nil {
		return nil, fmt.Errorf("table %s: its rule set: %w", rec.Code, err)
	}
	seats := make([]game.Seat, len(rec.Seats))
	t := &Table{Rules: rules, source: &stored{Rules: doc, Table: store.Table{Code: rec.Code, Game: rec.Game, Status: rec.Status, Seed: rec.Seed, FirstSeat: rec.FirstSeat}, Moves: moves}}
	for i, s := range rec.Seats {
		t.source.Table.Seats = append(t.source.Table.Seats, store.Seat{Seat: s.Seat, Kind: s.Kind, Name: s.Name, Setup: s.Setup})
		seats[i] = game.Seat{Name: s.Name, Setup: s.Setup}
		t.Names = append(t.Names, s.Name)
		if s.Kind != store.KindBot {
			t.People = append(t.People, engine.Seat(i))
		}
	}
	t.Words = TerminalWords(g, rules, seats)
	start, err := rules.Start(game.Setup{Seed: rec.Seed, Seats: seats, First: rec.FirstSeat})
	if err != nil {
		return nil, fmt.Errorf("table %s: dealing it again: %w", rec.Code, err)
	}
	t.Game.Start = start
	for _, mv := range moves {
		var m engine.Move
		if err := json.Unmarshal(mv.Move, &m); err != nil {
			return nil, fmt.Errorf("table %s: stored move %d: %w", rec.Code, mv.Seq, err)
		}
		t.Game.Moves = append(t.Game.Moves, engine.SeatedMove{Seat: engine.Seat(mv.Seat), Move: m})
	}
	return t, nil
}
