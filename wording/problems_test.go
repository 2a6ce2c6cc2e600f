package wording_test

import (
	"errors"
	"testing"

	"evergreen/ruleset"
	"evergreen/ruleset/rulesettest"
	"evergreen/wording"
)

// Every problem of the grammar (errorf, errIs and syntax pass each
// format) is translated into every locale, reading the same arguments,
// and no translation is left over.
func TestProblemsTranslated(t *testing.T) {
	own, err := ruleset.ReadTranslations(wording.ProblemFiles())
	if err != nil {
		t.Fatal(err)
	}
	rulesettest.Check(t, []string{"."}, map[string]int{"errorf": 0, "errIs": 1, "syntax": 1}, own)
}

// A problem keeps its words apart: the English reads as before, and a
// Wording says the whole sentence, the inner problem too, in German.
func TestProblemsWorded(t *testing.T) {
	w, err := ruleset.NewWording()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ text, en, de string }{
		{"{count:n|a|b} and {who}", `{who}: "who" names no value`, `{who}: zu "who" gibt es keinen Wert`},
		{"{n+x}", `{n+x}: "x" is not a number (a sum adds numbers)`, `{n+x}: "x" ist keine Zahl (eine Summe addiert nur Zahlen)`},
		{"{list:n}", "{list:n}: is not a list", "{list:n}: ist keine Liste"},
		{"Ada {if:x}rolls", "at character 5: an {if:…} is never closed with {end}", "bei Zeichen 5: ein {if:…} wird nie mit {end} geschlossen"},
		{"{ordinal:n|a}", "at character 1: {ordinal:n|a}: write {ordinal:name}, with no words after |", "bei Zeichen 1: {ordinal:n|a}: schreib {ordinal:Name}, ohne Wörter nach |"},
	} {
		_, err := wording.Fill(tt.text, wording.Map{"n": 1, "x": "y"})
		if err == nil {
			t.Fatalf("%q: no problem", tt.text)
		}
		if got := err.Error(); got != tt.en {
			t.Errorf("%q in English: %q, want %q", tt.text, got, tt.en)
		}
		if got := w.Error("de", err); got != tt.de {
			t.Errorf("%q in German: %q, want %q", tt.text, got, tt.de)
		}
	}
	_, err = wording.Fill("{n+x}", wording.Map{"n": 1, "x": "y"})
	if !errors.Is(err, wording.ErrNotNumber) {
		t.Errorf("%v is not ErrNotNumber", err)
	}
	var se *wording.SyntaxError
	_, err = wording.Parse("{a")
	if !errors.As(err, &se) {
		t.Fatalf("%v is not a SyntaxError", err)
	}
	se.Msg = "changed by hand"
	if got := w.Error("de", se); got != "bei Zeichen 1: changed by hand" {
		t.Errorf("a message changed by hand reads %q in German, want it kept as written", got)
	}
}

// A catalog's problems name the text's key and read in the reader's
// locale too, the grammar's problem inside them as well.
func TestCatalogProblemsWorded(t *testing.T) {
	w, err := ruleset.NewWording()
	if err != nil {
		t.Fatal(err)
	}
	_, err = wording.NewCatalog(map[string]string{"events.roll": "{who"})
	if err == nil {
		t.Fatal("a text that breaks the grammar made a catalog")
	}
	var se *wording.SyntaxError
	if !errors.As(err, &se) {
		t.Errorf("%v does not unwrap to its SyntaxError", err)
	}
	if got, want := w.Error("es", err), "events.roll: en el carácter 1: una { no se cierra nunca (para escribir una llave, pon {{)"; got != want {
		t.Errorf("a catalog's syntax problem in Spanish reads %q, want %q", got, want)
	}
	c, err := wording.NewCatalog(map[string]string{"roll": "{n} and {who}"})
	if err != nil {
		t.Fatal(err)
	}
	err = c.Check(func(_, name string) bool { return name == "who" })
	if got, want := w.Error("de", err), `roll: "n": kein solches Feld`; got != want {
		t.Errorf("a catalog's unknown field in German reads %q, want %q", got, want)
	}
}
