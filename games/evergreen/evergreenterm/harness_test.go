package evergreenterm_test

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
)

// autoPlayer is an io.Reader that answers each prompt Run prints by
// reading the screen: first the scripted answers in order, then its
// policy. Run reads one line per prompt and writes straight to out, so at
// every Read the whole screen so far is in out.
type autoPlayer struct {
	t      testing.TB
	out    *bytes.Buffer
	seen   int
	script []string
	policy func(chunk, prompt string) string
	limit  int
	log    []exchange
}

type exchange struct {
	chunk, prompt, answer string
}

func newAutoPlayer(t testing.TB, policy func(chunk, prompt string) string, script ...string) (*autoPlayer, *bytes.Buffer) {
	out := new(bytes.Buffer)
	return &autoPlayer{t: t, out: out, script: script, policy: policy, limit: 20000}, out
}

func (a *autoPlayer) Read(p []byte) (int, error) {
	if len(a.log) >= a.limit {
		a.t.Errorf("more than %d prompts: is a prompt repeating forever? last prompt %q", a.limit, a.log[len(a.log)-1].prompt)
		return 0, io.EOF
	}
	chunk := string(a.out.Bytes()[a.seen:])
	a.seen = a.out.Len()
	prompt := chunk[strings.LastIndex(chunk, "\n")+1:]
	var ans string
	if len(a.script) > 0 {
		ans, a.script = a.script[0], a.script[1:]
	} else {
		ans = a.policy(chunk, prompt)
	}
	a.log = append(a.log, exchange{chunk: chunk, prompt: prompt, answer: ans})
	return copy(p, ans+"\n"), nil
}

var choosePrompt = regexp.MustCompile(`choose (\d+)`)

// firstChoice answers every menu with its first entry, y to every
// question, and Enter to anything else (names, the cover).
func firstChoice(_, prompt string) string {
	if strings.Contains(prompt, "[y/n]") {
		return "y"
	}
	if m := choosePrompt.FindStringSubmatch(prompt); m != nil {
		return m[1]
	}
	return ""
}

// menuChoice returns a policy that picks the menu entry whose text
// starts with one of prefer (in order of preference), else the first.
func menuChoice(prefer ...string) func(chunk, prompt string) string {
	return func(chunk, prompt string) string {
		if choosePrompt.MatchString(prompt) {
			for _, p := range prefer {
				re := regexp.MustCompile(`(?m)^  (\d+)\) ` + regexp.QuoteMeta(p))
				if m := re.FindStringSubmatch(chunk); m != nil {
					return m[1]
				}
			}
		}
		return firstChoice(chunk, prompt)
	}
}
