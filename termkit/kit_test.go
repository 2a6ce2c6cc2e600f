package termkit_test

import (
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"evergreen/game"
	"evergreen/termkit"
)

type asker struct {
	answers []string
	said    []string
	asked   []string
}

func (a *asker) Say(s string) { a.said = append(a.said, s) }
func (a *asker) Ask(p string) (string, error) {
	a.asked = append(a.asked, p)
	s := a.answers[0]
	a.answers = a.answers[1:]
	return s, nil
}
func (a *asker) Rand() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }

func namedSeats(t *testing.T, lang string, bots ...string) *termkit.NamedSeats {
	t.Helper()
	k, err := termkit.NewKit(false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := k.Speak(lang); err != nil {
		t.Fatal(err)
	}
	return &termkit.NamedSeats{Kit: k, Bots: bots}
}

// A name another seat has, or too long, is asked again saying why;
// Enter keeps "Player N"; bots take the first free name.
func TestSeatNames(t *testing.T) {
	seated := []game.Seat{{Name: "Ivy"}, {}, {}}
	a := &asker{answers: []string{"Ivy", strings.Repeat("x", 25), "Oak"}}
	n := namedSeats(t, "en", "Ivy", "Moss")
	s, err := n.AskSeat(a, 1, seated)
	if err != nil || s.Name != "Oak" || len(a.said) != 2 || !strings.Contains(a.said[0], "already called") {
		t.Errorf("got %q, %v, said %q", s.Name, err, a.said)
	}
	if s, _ := n.AskSeat(&asker{answers: []string{""}}, 2, seated); s.Name != "Player 3" {
		t.Errorf("Enter gave %q", s.Name)
	}
	if s := n.BotSeat(2, seated, nil); s.Name != "Moss" {
		t.Errorf("bot named %q", s.Name)
	}
	if s := namedSeats(t, "en", "Ivy").BotSeat(2, seated, nil); s.Name != "Player 3" {
		t.Errorf("bot named %q", s.Name)
	}
}

// NamedSeats keeps the seats' names, "Player N" for one left unnamed
// and for a seat past the table; bots take Bots in order.
func TestNamedSeats(t *testing.T) {
	n := namedSeats(t, "en", "Fern", "Moss")
	if b := n.BotSeat(1, []game.Seat{{Name: "Fern"}, {}}, nil); b.Name != "Moss" {
		t.Errorf("a bot beside Fern is called %q, want Moss", b.Name)
	}
	n.Seated([]game.Seat{{Name: "Ivy"}, {}}, []string{"person", "random bot"})
	if got := []string{n.Name(0), n.Name(1), n.Name(5), n.Who[1]}; strings.Join(got, ",") != "Ivy,Player 2,Player 6,random bot" {
		t.Errorf("names %q", got)
	}
	intro := n.IntroLines("Title", "Base", "abc", 7, "One line.")
	if want := "Title\nRule set: Base (code abc)\nSeed 7: play this very game again with -seed 7.\nOne line.\n\n"; intro != want {
		t.Errorf("intro %q, want %q", intro, want)
	}
}

// The kit's own words speak the language Speak chose: the seat
// questions, the default names, the intro, the banner and the cover.
func TestKitSpeaks(t *testing.T) {
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"de", []string{"Platz 2, dein Name (Enter für „Spieler 2“)", "Platz 1 heißt schon „Ivy“.", "Spieler 3", "Regelwerk: Base (Code abc)", "Startwert 7", "Ivy muss entscheiden: Zug", "Gib das Gerät an Ivy weiter."}},
		{"es", []string{"Asiento 2, tu nombre (Intro para \"Jugador 2\")", "El asiento 1 ya se llama \"Ivy\".", "Jugador 3", "Reglamento: Base (código abc)", "Semilla 7", "Ivy debe decidir: Turno", "Pasa el dispositivo a Ivy."}},
		{"zh-Hant", []string{"座位 2，你的名字（按 Enter 使用「玩家 2」）", "座位 1 已經叫「Ivy」了。", "玩家 3", "規則組：Base（代碼 abc）", "種子 7", "Ivy 要決定：回合", "請把裝置交給 Ivy。"}},
	} {
		n := namedSeats(t, tc.lang)
		a := &asker{answers: []string{"Ivy", "Oak"}}
		seated := []game.Seat{{Name: "Ivy"}, {}, {}}
		var got strings.Builder
		if _, err := n.AskSeat(a, 1, seated); err != nil {
			t.Fatal(err)
		}
		got.WriteString(strings.Join(a.said, "|"))
		n.Seated([]game.Seat{{Name: "Ivy"}, {}, {}}, nil)
		got.WriteString(n.Name(2) + n.IntroLines("T", "Base", "abc", 7) + n.DecisionBanner("x", "Ivy", map[string]string{"de": "Zug", "es": "Turno", "zh-Hant": "回合"}[tc.lang]) + n.Handover(0))
		for _, w := range tc.want {
			if !strings.Contains(got.String(), w) && !strings.Contains(strings.Join(a.asked, "|"), w) {
				t.Errorf("%s: no %q in %q", tc.lang, w, got.String())
			}
		}
	}
}

// The final table cuts names to 16 letters and makes each column as wide
// as its head, at least 6; the winners and the replay line speak the
// kit's language.
func TestScoreTable(t *testing.T) {
	n := namedSeats(t, "en")
	got := n.ScoreTable([]string{"sun", "fertility"}, []termkit.ScoreRow{{Name: "An extremely long name", Points: []int{3, 12}}})
	want := "  " + strings.Repeat(" ", 16) + "    sun fertility\n  An extremely lon      3        12\n"
	if got != want {
		t.Errorf("table\n%q, want\n%q", got, want)
	}
	if got := n.Winners("Oak", "Ivy") + n.Replay(7); got != "  Ivy and Oak wins.\nPlay this game again with -seed 7.\n" {
		t.Errorf("end %q", got)
	}
	if got := namedSeats(t, "de").Winners("Ivy", "Oak"); got != "  Ivy und Oak gewinnen.\n" {
		t.Errorf("German end %q", got)
	}
}

// Chinese heads take two columns a character, so the numbers stay under
// their heads.
func TestScoreTableWide(t *testing.T) {
	n := namedSeats(t, "zh-Hant")
	got := n.ScoreTable([]string{"陽光", "肥沃區"}, []termkit.ScoreRow{{Name: "玩家", Points: []int{3, 12}}})
	want := "  " + strings.Repeat(" ", 16) + "   陽光 肥沃區\n  玩家" + strings.Repeat(" ", 12) + "      3     12\n"
	if got != want {
		t.Errorf("table\n%q, want\n%q", got, want)
	}
}

// A game's screens' words must have every key of the English in every
// language, reading the same placeholders: NewKit refuses a table that
// lacks one, adds one, misreads one or is missing, naming what is wrong.
func TestNewKitRefusesGaps(t *testing.T) {
	tables := func(de string) fstest.MapFS {
		fs := fstest.MapFS{}
		for tag, text := range map[string]string{"en": `{"a": "{n} seats", "b": "x"}`, "es": `{"a": "{n} asientos", "b": "x"}`, "zh-Hant": `{"a": "{n} 個座位", "b": "x"}`, "de": de} {
			if text != "" {
				fs["screens/"+tag+".json"] = &fstest.MapFile{Data: []byte(text)}
			}
		}
		return fs
	}
	if _, err := termkit.NewKit(false, tables(`{"a": "{n} Plätze", "b": "x"}`)); err != nil {
		t.Fatalf("a complete table: %v", err)
	}
	for de, want := range map[string]string{
		`{"a": "{n} Plätze"}`:                     "b: not translated",
		`{"a": "{n} Plätze", "b": "x", "c": "y"}`: "c: no such key in English",
		`{"a": "{count} Plätze", "b": "x"}`:       "a: reads {count}, the English reads {n}",
		`{"a": "{n Plätze", "b": "x"}`:            "a: at character",
		`["a"]`:                                   "words in de (screens/de.json) are not a JSON object",
		``:                                        "the terminal's words in de: open screens/de.json",
	} {
		if _, err := termkit.NewKit(false, tables(de)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("German %s: error %v, want %q", de, err, want)
		}
	}
}

// Or is the game's or the frame's words of a key when they have it,
// else the fallback. A final screen is the game's title in a banner over the table under
// the game's heads.
func TestFinalScores(t *testing.T) {
	files := fstest.MapFS{}
	for _, tag := range []string{"en", "de", "es", "zh-Hant"} {
		files["screens/"+tag+".json"] = &fstest.MapFile{Data: []byte(`{"final.title": "The end", "final.cols": "sun,total"}`)}
	}
	k, err := termkit.NewKit(false, files)
	if err != nil {
		t.Fatal(err)
	}
	if got := k.Or("final.title", "x") + "|" + k.Or("term.and", "x") + "|" + k.Or("season.none", "x"); got != "The end| and |x" {
		t.Errorf("Or: %q", got)
	}
	got := k.FinalScores([]termkit.ScoreRow{{Name: "Ivy", Points: []int{3, 9}}})
	rule := strings.Repeat("=", 76)
	want := "\n" + rule + "\n  The end\n" + rule + "\n" + k.ScoreTable([]string{"sun", "total"}, []termkit.ScoreRow{{Name: "Ivy", Points: []int{3, 9}}})
	if got != want || !strings.Contains(got, "   sun  total\n  Ivy") {
		t.Errorf("final\n%q, want\n%q", got, want)
	}
}
