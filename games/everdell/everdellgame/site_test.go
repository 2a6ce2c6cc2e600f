package everdellgame_test

import (
	"html"
	"net/http"
	"strings"
	"testing"

	"evergreen/games/everdell/everdellgame"
	"evergreen/games/nobles/noblesgame"
	"evergreen/server/servertest"
)

// The Rulebook as a visitor meets it, through a real server: the seed's
// statements beside the published rules, badged, and every card.
func TestSiteRulebookThroughServer(t *testing.T) {
	ts := servertest.Start(t, nil, noblesgame.New(), everdellgame.New())
	status, page := servertest.Get(t, ts, "/games/everdell/rulebook")
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	for _, want := range []string{
		"one turn per player per round", "There are no rounds", // difference 1
		"only with four players", "Three forest locations are dealt at two players", // 2
		"only a point to its owner", "plays a Meadow card for 3 resources", // 3
		`rb-badge rb-provisional">differs`, `rb-badge rb-source">source-confirmed`,
		"Production: gain 1 berry.", "Ever Tree", "Journey of 5", "The Everdell Games",
		// Rugwort, the published solo opponent, badged source, his open
		// details provisional, his numbers from the rule set
		`Playing alone: Rugwort <span class="rb-badge rb-source">Source-confirmed`, "neither play, take nor discard",
		`a tie goes to him; the ranks for your margin are ours. <span class="rb-badge rb-provisional">`,
		"<td>1 (the Rascal)</td>", "<td>Journey of 3: 3 points</td>", "Legend of Everdell",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the Rulebook lacks %q", want)
		}
	}
	// The rival is a variant: not a word of it where Rugwort plays.
	for _, not := range []string{"the rival", "gentler", "Workers it places"} {
		if strings.Contains(page, not) {
			t.Errorf("the default Rulebook speaks of the rival: %q", not)
		}
	}
	if status, _ := servertest.Get(t, ts, "/games/everdell/t/QQQQQ/rulebook"); status != http.StatusNotFound {
		t.Errorf("an unknown table's Rulebook: status %d, want 404", status)
	}
}

// The Rulebook in a Spanish or German reader's language: its text, the
// cards' and locations' powers, the solitary rules and our notes in it,
// each note beside the seed's own Spanish statement.
func TestSiteRulebookInTheReadersLanguage(t *testing.T) {
	ts := servertest.Start(t, nil, noblesgame.New(), everdellgame.New())
	for lang, wants := range map[string][]string{
		"es": {"Reglamento", "Coloca trabajadores para reunir ramitas", "Producción: ganas 1 baya.", "Jugar en solitario: Rugwort",
			"No hay rondas", "El juego dura cuatro estaciones", "<td>1 (el Granuja)</td>", "<td>Viaje de 3: 3 puntos</td>",
			`<th scope="col">Qué hace</th>`, "Sapo Barquero", "Cuatro cartas de producción", "confirmada por la fuente"},
		"de": {"Spielregel", "Setze Arbeiter ein, um Zweige", "Produktion: erhalte 1 Beere.", "Allein spielen: Rugwort",
			"Es gibt keine Runden", "Das Spiel läuft über vier Jahreszeiten"},
	} {
		_, raw := servertest.GetIn(t, ts, "/games/everdell/rulebook", lang)
		page := html.UnescapeString(raw)
		for _, want := range append(wants, "«La posada no da recursos al colocarla", `<article class="rb-page rb-rules" lang="`+lang+`">`) {
			if !strings.Contains(page, want) {
				t.Errorf("%s: the Rulebook lacks %q", lang, want)
			}
		}
		for _, english := range []string{"Production: gain 1 berry.", "What it does", "Workers gained", "any number of workers",
			"Barge Toad", "the Rascal", "source-confirmed<"} {
			if strings.Contains(page, english) {
				t.Errorf("%s: the Rulebook reads %q in English", lang, english)
			}
		}
	}
}

// texts.json, what the renderer shows a card do, comes in the reader's
// language, names and powers alike; English without a choice.
func TestSiteTextsInTheReadersLanguage(t *testing.T) {
	ts := servertest.Start(t, nil, noblesgame.New(), everdellgame.New())
	for lang, want := range map[string][]string{
		"":   {`"farm":"Production: gain 1 berry."`, `"barge-toad":"Barge Toad"`},
		"es": {`"farm":"Producción: ganas 1 baya."`, `"barge-toad":"Sapo Barquero"`},
		"de": {`"farm":"Produktion: erhalte 1 Beere."`, `"barge-toad":"Kahnkröte"`},
	} {
		status, body := servertest.GetIn(t, ts, "/games/everdell/texts.json", lang)
		if status != http.StatusOK {
			t.Fatalf("%q: status %d", lang, status)
		}
		for _, w := range want {
			if !strings.Contains(body, w) {
				t.Errorf("%q: texts.json lacks %s", lang, w)
			}
		}
	}
}
