package termkit_test

import (
	"strings"
	"testing"

	"evergreen/engine"
	"evergreen/game"
	"evergreen/termkit"
)

// A menu entry's words wrap at the screen's width under their number,
// and its choices keep the moves in order with their questions.
func TestMenuWraps(t *testing.T) {
	var m termkit.Menu
	m.Line("Choose:")
	m.Add(engine.M("a"), strings.Repeat("word ", 20), "")
	m.Add(engine.M("b"), "wait", "Sure?")
	lines := strings.Split(m.String(), "\n")
	if lines[0] != "Choose:" || !strings.HasPrefix(lines[1], "  1) word") || !strings.HasPrefix(lines[2], "     word") || lines[3] != "  2) wait" {
		t.Errorf("menu\n%s", m.String())
	}
	for _, l := range lines {
		if len(l) > 76 {
			t.Errorf("line of %d columns: %q", len(l), l)
		}
	}
	if len(m.Choices) != 2 || m.Choices[1].Move != engine.M("b") || m.Choices[1].Confirm != "Sure?" {
		t.Errorf("choices %+v", m.Choices)
	}
}

// A seat's colour is bold true colour only with colour on and a light
// enough "#rrggbb"; otherwise bold alone or the words as they are.
func TestInColour(t *testing.T) {
	n := namedSeats(t, "en")
	if got := n.InColour("#ff8000", "Ivy"); got != "Ivy" {
		t.Errorf("without colour: %q", got)
	}
	n.Colour = true
	for hex, want := range map[string]string{
		"#ff8000": "\x1b[1;38;2;255;128;0mIvy\x1b[0m",
		"#101010": "\x1b[1mIvy\x1b[0m",
		"ff8000":  "Ivy",
		"#zz8000": "Ivy",
	} {
		if got := n.InColour(hex, "Ivy"); got != want {
			t.Errorf("%s: %q, want %q", hex, got, want)
		}
	}
}

// Headings must name an event the table words and be a turn or a
// season; the log writes each kind its way and plain lines not at all.
func TestHeadings(t *testing.T) {
	events := map[string]string{"roll": "x"}
	if err := termkit.CheckHeadings("table", events, map[string]string{"roll": "turn"}); err != nil {
		t.Error(err)
	}
	if err := termkit.CheckHeadings("table", events, map[string]string{"rol": "turn"}); err == nil || err.Error() != "table: headings.rol: no such event in events" {
		t.Errorf("unknown event: %v", err)
	}
	if err := termkit.CheckHeadings("table", events, map[string]string{"roll": "title"}); err == nil || !strings.Contains(err.Error(), `"title" is not "turn" or "season"`) {
		t.Errorf("unknown kind: %v", err)
	}
	n := namedSeats(t, "en")
	var b strings.Builder
	if !n.Heads(&b, "turn", "Ivy", "> ") || !n.Heads(&b, "season", "Summer", "") || n.Heads(&b, "", "plain", "") {
		t.Error("Heads reported the wrong kinds")
	}
	if b.String() != "> — Ivy —\nSummer\n" {
		t.Errorf("headings %q", b.String())
	}
}

// AskUntil says what is wrong until an answer passes; Enter is the
// default, checked like any answer.
func TestAskUntil(t *testing.T) {
	a := &asker{answers: []string{"x", ""}}
	got, err := termkit.AskUntil(a, "Name?", "Ivy", func(s string) string {
		if s == "x" {
			return "not x"
		}
		return ""
	})
	if err != nil || got != "Ivy" || strings.Join(a.said, "|") != "not x\n" || len(a.asked) != 2 {
		t.Errorf("got %q, %v, said %q, asked %q", got, err, a.said, a.asked)
	}
}

// AskPick takes a number in range or a name in any case, Enter alone
// only when one entry is left, and a word for fortune; what picks
// nothing is refused in refused's words.
func TestAskPick(t *testing.T) {
	names := func(i int) []string { return [][]string{{"oak"}, {"ash", "House Ash"}}[i] }
	refused := func(s string) string { return "not " + s }
	for _, tc := range []struct {
		answers []string
		n, want int
		fortune bool
		said    string
	}{
		{[]string{"2"}, 2, 1, false, ""},
		{[]string{"house ash"}, 2, 1, false, ""},
		{[]string{"", "3", "OAK"}, 2, 0, false, "not \nnot 3\n"},
		{[]string{""}, 1, 0, false, ""},
		{[]string{"Luck"}, 2, -1, true, ""},
	} {
		a := &asker{answers: tc.answers}
		got, fortune, err := termkit.AskPick(a, "House?", tc.n, names, []string{"luck"}, refused)
		if err != nil || fortune != tc.fortune || (tc.want >= 0 && got != tc.want) || got < 0 || got >= tc.n || strings.Join(a.said, "") != tc.said {
			t.Errorf("%q: picked %d (fortune %v, %v), said %q", tc.answers, got, fortune, err, a.said)
		}
	}
}

// The terminal's log is the Teller's lines: a season's heading in bold
// when colour is on, every other line plain, and the events the screens
// show themselves left out.
func TestLog(t *testing.T) {
	log := []engine.Event{{Type: "season"}, {Type: "reveal"}, {Type: "round"}, {Type: "pick"}}
	told := []game.Told{
		{At: 0, Kind: game.TellSeason, Text: "Summer begins."},
		{At: 1, Kind: game.TellEvent, Text: "Cards revealed."},
		{At: 2, Kind: game.TellTurn, Text: "Round 2."},
		{At: 3, Kind: game.TellEvent, Text: "Ivy picks."},
	}
	k, err := termkit.NewKit(true, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := k.Log(log, told, map[string]bool{"reveal": true}, "  ")
	if want := "  " + k.Bold("Summer begins.") + "\n  Round 2.\n  Ivy picks.\n"; got != want || !strings.Contains(got, "\x1b[") {
		t.Errorf("log %q, want %q", got, want)
	}
}
