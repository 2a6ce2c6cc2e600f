// Package termtest plays terminal games in tests: a Player is the
// io.Reader that termplay.Run reads answers from, and it answers each
// prompt by reading the screen Run has written so far, first with a
// script, then with a policy. Every game's terminal tests share it.
package termtest

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
)

// DefaultLimit is how many prompts a Player answers before it decides a
// prompt repeats forever and ends the input.
const DefaultLimit = 5000

// Player answers each prompt Run prints by reading the screen: first the
// scripted answers in order, then its policy. Run reads one line per
// prompt and writes straight to Out, so at every Read the whole screen so
// far is in Out.
type Player struct {
	// Out is the screen: pass it to Run as its output.
	Out *bytes.Buffer
	// Log is every prompt answered so far, in order.
	Log []Exchange
	// Limit is the most prompts answered (DefaultLimit unless set); one
	// more fails the test and ends the input.
	Limit int

	t      testing.TB
	seen   int
	script []string
	policy func(chunk, prompt string) string
}

// Exchange is one prompt: the output since the last answer (ending with
// the prompt) and the answer given.
type Exchange struct {
	Chunk, Prompt, Answer string
}

// New returns a Player and the screen it reads (its Out).
func New(t testing.TB, policy func(chunk, prompt string) string, script ...string) (*Player, *bytes.Buffer) {
	out := new(bytes.Buffer)
	return &Player{Out: out, Limit: DefaultLimit, t: t, script: script, policy: policy}, out
}

// Read answers the prompt at the end of the screen.
func (a *Player) Read(p []byte) (int, error) {
	if len(a.Log) >= a.Limit {
		last := ""
		if len(a.Log) > 0 {
			last = a.Log[len(a.Log)-1].Prompt
		}
		a.t.Errorf("more than %d prompts: is a prompt repeating forever? last prompt %q", a.Limit, last)
		return 0, io.EOF
	}
	chunk := string(a.Out.Bytes()[a.seen:])
	a.seen = a.Out.Len()
	prompt := chunk[strings.LastIndex(chunk, "\n")+1:]
	var ans string
	if len(a.script) > 0 {
		ans, a.script = a.script[0], a.script[1:]
	} else {
		ans = a.policy(chunk, prompt)
	}
	a.Log = append(a.Log, Exchange{Chunk: chunk, Prompt: prompt, Answer: ans})
	return copy(p, ans+"\n"), nil
}

// choosePrompt finds a numbered prompt in every language the frame
// speaks (the catalogs' term.choose.*).
var choosePrompt = regexp.MustCompile(`(?:choose|wähle|elige|選) (\d+)`)

// FirstChoice answers every menu with its first entry, yes to every
// question, and Enter to anything else (names, the cover).
func FirstChoice(_, prompt string) string {
	for _, yn := range []string{"[y/n]", "[j/n]", "[s/n]"} {
		if strings.Contains(prompt, yn) {
			return yn[1:2]
		}
	}
	if m := choosePrompt.FindStringSubmatch(prompt); m != nil {
		return m[1]
	}
	return ""
}

// MenuChoice returns a policy that picks the menu entry whose text
// starts with one of prefer (in order of preference), else the first.
func MenuChoice(prefer ...string) func(chunk, prompt string) string {
	return func(chunk, prompt string) string {
		if choosePrompt.MatchString(prompt) {
			for _, p := range prefer {
				re := regexp.MustCompile(`(?m)^  (\d+)\) ` + regexp.QuoteMeta(p))
				if m := re.FindStringSubmatch(chunk); m != nil {
					return m[1]
				}
			}
		}
		return FirstChoice(chunk, prompt)
	}
}
