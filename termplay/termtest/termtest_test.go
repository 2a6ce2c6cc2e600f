package termtest

import (
	"io"
	"testing"
)

func TestPlayerAnswersScriptThenPolicy(t *testing.T) {
	a, out := New(t, MenuChoice("Wait"), "Alys")
	buf := make([]byte, 64)
	out.WriteString("Your name? ")
	n, _ := a.Read(buf)
	if got := string(buf[:n]); got != "Alys\n" {
		t.Errorf("first answer %q, want the script's", got)
	}
	out.WriteString("\n  1) Give\n  2) Wait\nchoose 1-2: ")
	n, _ = a.Read(buf)
	if got := string(buf[:n]); got != "2\n" {
		t.Errorf("menu answer %q, want Wait's number", got)
	}
	out.WriteString("\nSure? [y/n] ")
	n, _ = a.Read(buf)
	if got := string(buf[:n]); got != "y\n" {
		t.Errorf("question answer %q, want y", got)
	}
	if len(a.Log) != 3 || a.Log[1].Prompt != "choose 1-2: " || a.Log[1].Answer != "2" {
		t.Errorf("log %+v does not record the menu exchange", a.Log)
	}
}

func TestPlayerStopsARepeatingPrompt(t *testing.T) {
	rec := &recorder{TB: t}
	a, out := New(rec, FirstChoice)
	a.Limit = 2
	buf := make([]byte, 8)
	for range 2 {
		out.WriteString("again? ")
		if _, err := a.Read(buf); err != nil {
			t.Fatalf("Read within the limit: %v", err)
		}
	}
	if _, err := a.Read(buf); err != io.EOF {
		t.Errorf("Read past the limit = %v, want io.EOF", err)
	}
	if rec.errs != 1 {
		t.Errorf("a repeating prompt failed the test %d times, want once", rec.errs)
	}
}

// recorder counts the failures a Player reports instead of failing.
type recorder struct {
	testing.TB
	errs int
}

func (r *recorder) Errorf(string, ...any) { r.errs++ }
