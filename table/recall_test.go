package table

import (
	"context"
	"io"
	"log/slog"
	"maps"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/engine"
	"evergreen/game"
	"evergreen/games/nobles"
	"evergreen/games/nobles/noblesgame"
	"evergreen/store/memstore"
)

// recallGame is Nobles with one more bot, "recorder", which plays like
// random but notes what history each of its decisions was handed.
type recallGame struct {
	game.Game
	rec *recorder
}

func (g recallGame) Rules(patch []byte) (game.Rules, error) {
	r, err := g.Game.Rules(patch)
	return recallRules{r, g.rec}, err
}

func (g recallGame) Document(doc []byte) (game.Rules, error) {
	r, err := g.Game.Document(doc)
	return recallRules{r, g.rec}, err
}

type recallRules struct {
	game.Rules
	rec *recorder
}

func (r recallRules) Bots() bots.Registry {
	reg := maps.Clone(r.Rules.Bots())
	reg["recorder"] = func() bots.Bot { return r.rec }
	return reg
}

type recorder struct {
	mu        sync.Mutex
	decisions int
	knew      int // decisions that knew another House had given
	problems  []string
}

func (r *recorder) Name() string { return "recorder" }

func (r *recorder) Choose(seat engine.Seat, view any, legal []engine.Move, rng *rand.Rand) engine.Move {
	r.mu.Lock()
	r.problems = append(r.problems, "Choose called: the table kept the history back")
	r.mu.Unlock()
	return legal[0]
}

func (r *recorder) Recall(seat engine.Seat, view any, seen []engine.Event, legal []engine.Move, rng *rand.Rand) engine.Move {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.decisions++
	for _, e := range seen {
		if e.Seat != seat && e.Private != 0 {
			r.problems = append(r.problems, "a history event carried another seat's private value: "+e.Type)
		}
	}
	k, err := nobles.Remember(view.(*nobles.View), seen)
	if err != nil {
		r.problems = append(r.problems, err.Error())
	} else if k != nil {
		for i, g := range k.Gems {
			if engine.Seat(i) != seat && g > 0 {
				r.knew++
				break
			}
		}
	}
	return legal[rng.IntN(len(legal))]
}

// TestBotsRecallHistory plays a table of bots and checks that a bot that
// can use it is handed its seat's whole history, redacted for the seat,
// from which the announced Gives can be counted.
func TestBotsRecallHistory(t *testing.T) {
	ctx := context.Background()
	rec := &recorder{}
	r := NewRegistry(memstore.New(), slog.New(slog.NewTextHandler(io.Discard, nil)), game.MustList(recallGame{noblesgame.New(), rec}))
	defer r.Close()
	tb, host, err := r.Create(ctx, Config{Seed: 3, Seats: []SeatConfig{{Kind: Bot, Bot: "recorder"}, {Kind: Bot, Bot: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		up, err := tb.View(ctx, host, -1, 1<<62, "")
		if err != nil {
			t.Fatal(err)
		}
		if up.View.(*nobles.View).Ended {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the bots did not finish the year")
		}
		time.Sleep(2 * time.Millisecond)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, p := range rec.problems {
		t.Error(p)
	}
	if rec.decisions == 0 || rec.knew == 0 {
		t.Fatalf("%d decisions, %d knowing another House's Gems", rec.decisions, rec.knew)
	}
}
