package nobles_test

import (
	"math/rand/v2"
	"testing"

	"evergreen/engine"
	"evergreen/games/nobles"
)

// TestCodesAgreeWithMoves checks the compact move form against the
// engine.Move form on random positions of random games (Virtues, the
// reroll and both Ruling variants included): LegalCodes lists Legal's
// moves in the same order, Code and Move convert both ways, and PlayCode
// accepts exactly the listed Codes and leaves the state as StepQuiet does.
func TestCodesAgreeWithMoves(t *testing.T) {
	for _, patch := range []string{"", `{"rulings":{"token_conversion":"offer"}}`, `{"rulings":{"item_once":false}}`} {
		rs := rules(t, patch)
		var every []nobles.Code
		for k := nobles.CodeRoll; k <= nobles.CodeWait+1; k++ {
			every = append(every, k)
		}
		for o := range 3 {
			every = append(every, nobles.ChooseCode(o))
		}
		for i := range len(rs.Market) + 1 {
			every = append(every, nobles.InvestCode(i))
		}
		for seed := range uint64(10) {
			st, _ := nobles.NewGame(rs, nobles.Setup{Seed: seed, Seats: make([]nobles.SeatSetup, 2+int(seed)%4)})
			rng := rand.New(rand.NewPCG(seed, 9))
			for !st.Ended() {
				legal := st.Legal(st.Decider(), nil)
				codes := st.LegalCodes(nil)
				if len(legal) != len(codes) {
					t.Fatalf("Legal %v, LegalCodes %v", legal, codes)
				}
				for i, c := range codes {
					if m := st.Move(c); m != legal[i] {
						t.Fatalf("code %d is %v, Legal lists %v", c, m, legal[i])
					}
					if back, ok := st.Code(&legal[i]); !ok || back != c {
						t.Fatalf("Code(%v) = %d, %v; want %d", legal[i], back, ok, c)
					}
				}
				for _, c := range every {
					listed := false
					for _, l := range codes {
						listed = listed || l == c
					}
					if err := st.Clone().PlayCode(c); listed != (err == nil) {
						t.Fatalf("code %d (%v): listed %v, PlayCode error %v", c, st.Move(c), listed, err)
					}
				}
				i := rng.IntN(len(codes))
				quiet := st.Clone()
				if err := quiet.StepQuiet(st.Decider(), legal[i]); err != nil {
					t.Fatal(err)
				}
				if err := st.PlayCode(codes[i]); err != nil {
					t.Fatal(err)
				}
				if !equalStates(st, quiet) {
					t.Fatalf("PlayCode and StepQuiet disagree after %v", legal[i])
				}
			}
			if err := st.PlayCode(nobles.CodeRoll); err == nil {
				t.Fatal("PlayCode played after the Gala")
			}
		}
	}
}

func equalStates(a, b *nobles.State) bool {
	x, _ := a.MarshalJSON()
	y, _ := b.MarshalJSON()
	return string(x) == string(y)
}

// TestPlayRandomPicksAsAList checks PlayRandom against a random player
// that lists the Codes and draws an index with IntN from the same
// generator (for every decision but the Journey's lone Roll): the same
// move, the same state, move after move, with and without Virtues and
// the reroll.
func TestPlayRandomPicksAsAList(t *testing.T) {
	for _, patch := range []string{"", `{"rulings":{"token_conversion":"offer"}}`, `{"rulings":{"item_once":false}}`} {
		rs := rules(t, patch)
		for seed := range uint64(10) {
			st, _ := nobles.NewGame(rs, nobles.Setup{Seed: seed, Seats: make([]nobles.SeatSetup, 2+int(seed)%4)})
			listed := st.Clone()
			fast, slow := engine.NewQuick(seed), engine.NewQuick(seed)
			for moves := 0; ; moves++ {
				c, ok := st.PlayRandom(&fast)
				if ok != !listed.Ended() {
					t.Fatalf("seed %d, move %d: PlayRandom ok %v, year ended %v", seed, moves, ok, listed.Ended())
				}
				if !ok {
					break
				}
				codes := listed.LegalCodes(nil)
				want := nobles.CodeRoll // the Journey's Roll: no draw
				if codes[0] != nobles.CodeRoll {
					want = codes[slow.IntN(len(codes))]
				}
				if c != want {
					t.Fatalf("seed %d, move %d: PlayRandom played %v, the list's pick is %v", seed, moves, st.Move(c), listed.Move(want))
				}
				if err := listed.PlayCode(want); err != nil {
					t.Fatal(err)
				}
				if !equalStates(st, listed) {
					t.Fatalf("seed %d, move %d: states differ after %v", seed, moves, listed.Move(want))
				}
			}
		}
	}
}

// TestPlayoutRandomIsPlayRandom checks that PlayoutRandom plays the year
// PlayRandom plays move by move from the same state and generator: the
// same final state, the same number of decisions and of Rolls.
func TestPlayoutRandomIsPlayRandom(t *testing.T) {
	for _, patch := range []string{"", `{"rulings":{"token_conversion":"offer"}}`} {
		rs := rules(t, patch)
		for seed := range uint64(10) {
			a, _ := nobles.NewGame(rs, nobles.Setup{Seed: seed, Seats: make([]nobles.SeatSetup, 2+int(seed)%4)})
			b := a.Clone()
			ra, rb := engine.NewQuick(seed), engine.NewQuick(seed)
			moves, rolls := 0, 0
			for {
				c, ok := a.PlayRandom(&ra)
				if !ok {
					break
				}
				moves++
				if c == nobles.CodeRoll {
					rolls++
				}
			}
			gotMoves, gotRolls := b.PlayoutRandom(&rb)
			if gotMoves != moves || gotRolls != rolls || !b.Ended() || !equalStates(a, b) {
				t.Fatalf("seed %d: PlayoutRandom made %d moves, %d Rolls (ended %v); PlayRandom %d, %d; same state %v",
					seed, gotMoves, gotRolls, b.Ended(), moves, rolls, equalStates(a, b))
			}
		}
	}
}

// TestStepRandomPicksAsRandomBot checks StepRandom against the
// simulator's random player: the legal moves listed as engine.Move, one
// drawn with rand.Rand.IntN when there is more than one, played with
// Step. The same move, the same state, move after move.
func TestStepRandomPicksAsRandomBot(t *testing.T) {
	for _, patch := range []string{"", `{"rulings":{"token_conversion":"offer"}}`, `{"rulings":{"item_once":false}}`} {
		rs := rules(t, patch)
		for seed := range uint64(10) {
			st, _ := nobles.NewGame(rs, nobles.Setup{Seed: seed, Seats: make([]nobles.SeatSetup, 2+int(seed)%4)})
			listed := st.Clone()
			fast, slow := rand.NewPCG(seed, 3), rand.New(rand.NewPCG(seed, 3))
			for moves := 0; !listed.Ended(); moves++ {
				seat := listed.Decider()
				legal := listed.Legal(seat, nil)
				m := legal[0]
				if len(legal) > 1 {
					m = legal[slow.IntN(len(legal))]
				}
				choice := st.StepRandom(fast)
				if choice != (len(legal) > 1) {
					t.Fatalf("seed %d, move %d: StepRandom says choice %v among %d moves", seed, moves, choice, len(legal))
				}
				if err := listed.StepQuiet(seat, m); err != nil {
					t.Fatal(err)
				}
				if !equalStates(st, listed) {
					t.Fatalf("seed %d, move %d: states differ after %v", seed, moves, m)
				}
			}
			if !st.Ended() {
				t.Fatalf("seed %d: StepRandom's year goes on after the list's ended", seed)
			}
		}
	}
}

// TestPlainResolutionIsTheLoop plays the same random years under a rule
// set whose one-effect cards take resolvePlain's loop and under the same
// rule set resolving every card by the general loop: the same state
// after every move, payment decisions (the offer ruling) included.
func TestPlainResolutionIsTheLoop(t *testing.T) {
	for _, patch := range []string{"", `{"rulings":{"token_conversion":"offer"}}`} {
		plain, full := rules(t, patch), rules(t, patch)
		full.ResolveEveryCardInFull()
		for seed := range uint64(20) {
			seats := make([]nobles.SeatSetup, 2+int(seed)%4)
			a, _ := nobles.NewGame(plain, nobles.Setup{Seed: seed, Seats: seats})
			b, _ := nobles.NewGame(full, nobles.Setup{Seed: seed, Seats: seats})
			ra, rb := engine.NewQuick(seed), engine.NewQuick(seed)
			for moves := 0; ; moves++ {
				ca, oka := a.PlayRandom(&ra)
				cb, okb := b.PlayRandom(&rb)
				if oka != okb || ca != cb {
					t.Fatalf("seed %d, move %d: %v (%v) against %v (%v)", seed, moves, ca, oka, cb, okb)
				}
				if !oka {
					break
				}
				x, _ := a.MarshalJSON()
				y, _ := b.MarshalJSON()
				if string(x) != string(y) {
					t.Fatalf("seed %d, move %d: the states differ after %v", seed, moves, a.Move(ca))
				}
			}
		}
	}
}
