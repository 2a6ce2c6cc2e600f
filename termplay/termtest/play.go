package termtest

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"evergreen/engine/enginetest"
	"evergreen/game"
	"evergreen/termplay"
)

// Game plays one game's terminal in tests: its games run to the end
// screen, whose heading is End.
type Game struct {
	// Game is the game as cmd/evergreen hosts it.
	Game game.Game
	// End is a phrase only the final screen shows ("The final count").
	End string
	// Limit is the most prompts a Player answers (DefaultLimit if zero).
	Limit int
}

// Play runs a whole game of c with a Player answering by script, then by
// policy, and fails the test if Run fails or the screen never reaches
// g.End. It returns the Player (its Log) and the whole screen.
func (g Game) Play(t *testing.T, c termplay.Config, policy func(chunk, prompt string) string, script ...string) (*Player, string) {
	t.Helper()
	c.Game = g.Game
	a, out := New(t, policy, script...)
	if g.Limit > 0 {
		a.Limit = g.Limit
	}
	if err := termplay.Run(c, a, out); err != nil {
		t.Fatalf("Run: %v\n--- last output ---\n%s", err, Tail(out.String(), 3000))
	}
	s := out.String()
	if !strings.Contains(s, g.End) {
		t.Fatalf("the game did not reach %q\n%s", g.End, Tail(s, 3000))
	}
	return a, s
}

// CheckSameSeed checks that the same seed and answers replay the same
// game, screen for screen, bots included, and that the next seed plays
// another: c is played twice, and once more with Seed+1.
func (g Game) CheckSameSeed(t *testing.T, c termplay.Config, script ...string) {
	t.Helper()
	_, one := g.Play(t, c, FirstChoice, script...)
	_, two := g.Play(t, c, FirstChoice, script...)
	if one != two {
		t.Error("two games with the same seed and answers differ")
	}
	c.Seed++
	if _, other := g.Play(t, c, FirstChoice, script...); other == one {
		t.Error("two seeds gave the same game")
	}
}

// Tail is the last n bytes of s (all of s if shorter), for failure
// messages.
func Tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

var (
	// DeciderLine finds who a decision screen asks, in every language
	// the frame speaks (the catalogs' term.decide).
	DeciderLine = regexp.MustCompile(`(?m)^  (.+) (?:must decide: |muss entscheiden: |debe decidir: |要決定：)`)
	// CoverPrompt finds who a pass-the-device cover hands the device to.
	CoverPrompt = regexp.MustCompile(`^(.+), press Enter when ready > $`)
)

// CheckHotSeat walks a hot-seat game's exchanges: every decision screen
// asks the person the device was last handed to, and every cover names
// the person it hands the device to. It calls each (if not nil) with
// every exchange and who decides on its screen ("" if nobody), and
// returns the number of covers and of decisions by person.
func (a *Player) CheckHotSeat(t *testing.T, each func(i int, e Exchange, who string)) (covers int, decisions map[string]int) {
	t.Helper()
	holder, decisions := "", map[string]int{}
	for i, e := range a.Log {
		who := ""
		if m := DeciderLine.FindStringSubmatch(e.Chunk); m != nil {
			who = m[1]
			if who != holder {
				t.Fatalf("exchange %d: %s decides while the device is with %q", i, who, holder)
			}
			decisions[who]++
		}
		if each != nil {
			each(i, e, who)
		}
		if m := CoverPrompt.FindStringSubmatch(e.Prompt); m != nil {
			covers++
			holder = m[1]
			if !strings.Contains(e.Chunk, "Pass the device to "+holder) {
				t.Errorf("exchange %d: the cover does not name %s", i, holder)
			}
		}
	}
	return covers, decisions
}

// Glimpse plays a whole game of c with a Player answering by script,
// then by policy (as Play), and returns what a language's golden file
// holds: the screens up to the first decision's prompt, and the final
// screen from g.End on.
func (g Game) Glimpse(t *testing.T, c termplay.Config, policy func(chunk, prompt string) string, script ...string) string {
	t.Helper()
	a, out := g.Play(t, c, policy, script...)
	var b strings.Builder
	for _, e := range a.Log {
		b.WriteString(e.Chunk + e.Answer + "\n")
		if DeciderLine.MatchString(e.Chunk) {
			break
		}
	}
	b.WriteString("…\n")
	b.WriteString(out[strings.LastIndex(out, g.End):])
	return b.String()
}

// CheckNoEnglish fails for every phrase of english that screen shows:
// the English a game's screens in another language must not keep.
func CheckNoEnglish(t *testing.T, lang, screen string, english []string) {
	t.Helper()
	for _, w := range english {
		if i := strings.Index(screen, w); i >= 0 {
			t.Errorf("%s: the screens still read English %q: …%s…", lang, w, screen[max(0, i-60):min(len(screen), i+60)])
		}
	}
}

// CheckLanguages plays c once in each language of ends (a language → a
// phrase only its final screen shows), answering by script then
// FirstChoice: no screen of the whole game may keep a phrase of english,
// and each language's Glimpse must match testdata/lang.{lang}.golden.txt
// (rewritten when update; rerun is the command that does it).
func (g Game) CheckLanguages(t *testing.T, c termplay.Config, ends map[string]string, english []string, update bool, rerun string, script ...string) {
	t.Helper()
	for _, lang := range slices.Sorted(maps.Keys(ends)) {
		in := Game{Game: g.Game, End: ends[lang], Limit: g.Limit}
		c.Lang = lang
		_, out := in.Play(t, c, FirstChoice, script...)
		CheckNoEnglish(t, lang, out, english)
		enginetest.Golden(t, "testdata/lang."+lang+".golden.txt", []byte(in.Glimpse(t, c, FirstChoice, script...)), update, rerun, nil)
	}
}
