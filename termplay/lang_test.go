package termplay

import (
	"strings"
	"testing"
)

// TestFrameSpeaksItsLanguage: with Lang set, the frame's own questions,
// its re-prompts and its cover read in that language, the game's screens
// are told to speak it (game.TermUI.Speak), and the answers in that
// language are understood.
func TestFrameSpeaksItsLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"de", []string{"Wie viele Plätze (Spieler) hat der Tisch (wähle 2-4) >", "Bitte gib eine Zahl von 2 bis 4 ein", "Platz 3 steht doppelt da.", "Ann, drücke Enter, wenn du bereit bist"}},
		{"es", []string{"¿Cuántos asientos (jugadores) tiene la mesa? (elige 2-4) >", "Escribe un número del 2 al 4", "El asiento 3 aparece dos veces.", "Ann, pulsa Intro cuando estés listo"}},
		{"zh-Hant", []string{"牌桌上有幾個座位（玩家）？（選 2-4） >", "請輸入 2 至 4 的數字", "座位 3 重複了。", "Ann，準備好就按 Enter"}},
	} {
		var out strings.Builder
		// 9 seats is out of range; then 3 seats, 2 people, seats "3 3"
		// (twice), then 1 and 3; names; three rounds of picks.
		in := "9\n3\n2\n3 3\n1 3\nAnn\nBen\n" + strings.Repeat("\n3\n\n2\n", 3)
		ui := &pickUI{}
		if err := Run(Config{Game: pick{ui: ui}, Lang: tc.lang, CoverLines: 2}, strings.NewReader(in), &out); err != nil {
			t.Fatalf("%s: Run: %v\n%s", tc.lang, err, out.String())
		}
		if ui.lang != tc.lang {
			t.Errorf("%s: the game's screens were told to speak %q", tc.lang, ui.lang)
		}
		for _, w := range tc.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s: no %q in:\n%s", tc.lang, w, out.String())
			}
		}
	}
	if err := Run(Config{Game: pick{}, Lang: "fr"}, strings.NewReader(""), new(strings.Builder)); err == nil || !strings.Contains(err.Error(), `lang: "fr" is not a language we offer`) {
		t.Errorf("Lang fr: %v", err)
	}
}
