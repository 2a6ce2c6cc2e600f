package termplay

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// printer writes to the player's screen and remembers the first write
// error, which the next prompt reports, so that rendering code need not
// check every line.
type printer struct {
	w   io.Writer
	err error
}

func (p *printer) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

func (p *printer) write(s string) {
	if p.err == nil {
		_, p.err = io.WriteString(p.w, s)
	}
}

// lineReader reads one answer per line. It never reads ahead of the
// line it returns more than bufio does, so a scripted reader that answers
// one prompt per Read call works.
type lineReader struct {
	r      *bufio.Reader
	closed bool
}

func newLineReader(in io.Reader) *lineReader { return &lineReader{r: bufio.NewReader(in)} }

// read returns the next line without its line ending or surrounding
// spaces. End of input is ErrInputClosed.
func (l *lineReader) read() (string, error) {
	if l.closed {
		return "", ErrInputClosed
	}
	s, err := l.r.ReadString('\n')
	if err != nil {
		if !errors.Is(err, io.EOF) {
			return "", fmt.Errorf("reading input: %w", err)
		}
		l.closed = true
		if s == "" {
			return "", ErrInputClosed
		}
	}
	return strings.TrimSpace(s), nil
}

// about says what a prompt is about, for the h and k commands.
type about struct {
	viewer int    // the seat whose screen this is; -1 for a public prompt
	kind   string // a decision kind, "setup" or "cover"
}

// ask prints prompt and returns the answer. Every prompt understands q
// (quit, after confirming), h (help) and k (the game's board, as the
// prompt's viewer may see it).
func (g *table) ask(ctx about, prompt string) (string, error) {
	for {
		if g.p.err != nil {
			return "", fmt.Errorf("writing output: %w", g.p.err)
		}
		g.p.printf("%s > ", prompt)
		s, err := g.in.read()
		if err != nil {
			g.p.write("\n")
			return "", err
		}
		switch strings.ToLower(s) {
		case "q", "quit", "exit":
			g.p.printf("%s > ", g.say("term.quit"))
			yes, err := g.in.read()
			if err != nil {
				g.p.write("\n")
				return "", err
			}
			if isYes(yes) {
				return "", ErrQuit
			}
			g.p.write(g.say("term.carryOn") + "\n")
			continue
		case "h", "help", "?":
			g.p.write(g.ui.Help(ctx.kind, g.view(ctx.viewer), ctx.viewer))
			continue
		case "k", "keep":
			g.p.write(g.ui.Board(g.view(ctx.viewer), ctx.viewer))
			continue
		}
		return s, nil
	}
}

// askNumber asks for a whole number from lo to hi. An empty answer picks
// def when def is in range, or the only number when lo == hi.
func (g *table) askNumber(ctx about, prompt string, lo, hi, def int) (int, error) {
	for {
		s, err := g.ask(ctx, prompt)
		if err != nil {
			return 0, err
		}
		if s == "" && lo == hi {
			return lo, nil
		}
		if s == "" && def >= lo && def <= hi {
			return def, nil
		}
		n, err := strconv.Atoi(strings.TrimSuffix(s, ")"))
		if err == nil && n >= lo && n <= hi {
			return n, nil
		}
		g.p.printf("%s\n", g.say("term.number", "lo", lo, "hi", hi))
	}
}

// confirm asks a yes-or-no question.
func (g *table) confirm(ctx about, question string) (bool, error) {
	for {
		s, err := g.ask(ctx, question+" "+g.say("term.yn"))
		if err != nil {
			return false, err
		}
		switch {
		case isYes(s):
			return true, nil
		case isNo(s):
			return false, nil
		}
		g.p.write(g.say("term.answerYN") + "\n")
	}
}

func isYes(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s { // every language's yes the frame's [y/n] may stand for
	case "y", "yes", "j", "ja", "s", "si", "sí", "是", "好":
		return true
	}
	return false
}

func isNo(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "n", "no", "nein", "否", "不":
		return true
	}
	return false
}
