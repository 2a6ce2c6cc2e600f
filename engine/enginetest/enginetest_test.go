package enginetest_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
)

// race is a small game for the checks: two seats take turns adding 1 or
// 2 to a shared count; the game is over at goal. sloppy makes Apply
// count itself on its receiver, endless makes the goal unreachable.
type race struct {
	Count, Turn, Goal int
	Applied           int // moves applied to this very value: always 0 unless sloppy
	sloppy, endless   bool
}

func (r *race) Seats() int { return 2 }

func (r *race) Pending() []engine.Decision {
	if r.Count >= r.Goal && !r.endless {
		return nil
	}
	return []engine.Decision{{Seat: engine.Seat(r.Turn), Kind: "add", Moves: []engine.Move{engine.WithOption("add", 1), engine.WithOption("add", 2)}}}
}

func (r *race) Legal(seat engine.Seat, buf []engine.Move) []engine.Move {
	for _, d := range r.Pending() {
		if d.Seat == seat {
			return append(buf, d.Moves...)
		}
	}
	return buf
}

func (r *race) Apply(seat engine.Seat, m engine.Move) (engine.State, []engine.Event, error) {
	if len(r.Legal(seat, nil)) == 0 {
		return nil, nil, engine.ErrNotYourTurn
	}
	if r.sloppy {
		r.Applied++
	}
	c := *r
	next := &c
	next.Count += m.Option
	next.Turn = 1 - next.Turn
	return next, []engine.Event{{Type: "add", Seat: seat, Amount: m.Option}}, nil
}

func (r *race) View(engine.Seat) any { return r }

func (r *race) Outcome() engine.Outcome {
	return engine.Outcome{Ended: r.Count >= r.Goal && !r.endless, Winners: []engine.Seat{engine.Seat(1 - r.Turn)}}
}

// fatal is a Fataler that records the first failure and stops the check.
type fatal struct{ msg string }

func (f *fatal) Helper() {}
func (f *fatal) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	panic(f)
}

// failure runs check and returns what it failed with, "" for nothing.
func failure(check func(enginetest.Fataler)) (msg string) {
	f := &fatal{}
	defer func() {
		if r := recover(); r != nil {
			if r != f {
				panic(r)
			}
			msg = f.msg
		}
	}()
	check(f)
	return ""
}

func TestPlayRandom(t *testing.T) {
	for _, tc := range []struct {
		name string
		st   *race
		want string // the failure, "" for none
	}{
		{"sound", &race{Goal: 20}, ""},
		{"changes its receiver", &race{Goal: 20, sloppy: true}, "changed its receiver"},
		{"never ends", &race{Goal: 20, endless: true}, "not over after 100 moves"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			moves, turns := 0, 0
			got := failure(func(f enginetest.Fataler) {
				final, played := enginetest.PlayRandom(f, tc.st, enginetest.Random{
					Rng: rand.New(rand.NewPCG(1, 2)), MaxMoves: 100, CheckEvery: 3,
					Each: func(tr enginetest.Turn) {
						if tr.Index != turns || len(tr.Open) != 1 || tr.Events[0].Amount != tr.Move.Option {
							t.Fatalf("turn %+v", tr)
						}
						turns++
					},
				})
				moves = len(played)
				if final.(*race).Count < 20 {
					t.Fatalf("final count %d", final.(*race).Count)
				}
				enginetest.CheckReplay(f, &race{Goal: 20}, final, played)
			})
			if tc.want == "" && (got != "" || moves == 0 || moves != turns) {
				t.Fatalf("a sound game: failure %q, %d moves, %d turns", got, moves, turns)
			}
			if !strings.Contains(got, tc.want) {
				t.Fatalf("failure %q, want one saying %q", got, tc.want)
			}
		})
	}
}

func TestCheckReplay(t *testing.T) {
	moves := []engine.SeatedMove{{Seat: 0, Move: enginetest.Move("add", 2)}, {Seat: 1, Move: enginetest.Move("add", 1)}}
	if got := failure(func(f enginetest.Fataler) {
		enginetest.CheckReplay(f, &race{Goal: 9}, &race{Count: 3, Goal: 9}, moves)
	}); got != "" {
		t.Fatalf("a true replay: %s", got)
	}
	if got := failure(func(f enginetest.Fataler) {
		enginetest.CheckReplay(f, &race{Goal: 9}, &race{Count: 4, Goal: 9}, moves)
	}); !strings.Contains(got, "different state") {
		t.Fatalf("a replay reaching another state: %q", got)
	}
}

func TestMove(t *testing.T) {
	if got, want := enginetest.Move("choose", 0), engine.WithOption("choose", 0); got != want {
		t.Errorf("Move(choose, 0) = %v", got)
	}
	if got, want := enginetest.Move("invest", "lantern"), engine.WithItem("invest", "lantern"); got != want {
		t.Errorf("Move(invest, lantern) = %v", got)
	}
}

func TestLoad(t *testing.T) {
	load := func(patch []byte) (string, error) {
		if string(patch) == "bad" {
			return "", fmt.Errorf("turns: must be positive")
		}
		return "rules+" + string(patch), nil
	}
	if got := enginetest.Load(t, load, ""); got != "rules+" {
		t.Errorf("Load with no patch = %q", got)
	}
	if got := enginetest.Load(t, load, "x"); got != "rules+x" {
		t.Errorf("Load with a patch = %q", got)
	}
	if got := failure(func(f enginetest.Fataler) { enginetest.Load(f, load, "bad") }); !strings.Contains(got, "does not load: turns: must be positive") {
		t.Errorf("Load of a rule set that does not load: failure %q", got)
	}
}
