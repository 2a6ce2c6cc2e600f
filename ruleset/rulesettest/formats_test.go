package rulesettest

import (
	"slices"
	"strings"
	"testing"

	"evergreen/ruleset"
)

func TestFormats(t *testing.T) {
	got, err := Formats("testdata/sample", map[string]int{"over": 1})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"is reserved", "must be at most %s", "must be positive, got %d", "the text does not read: %v"}
	if !slices.Equal(got, want) {
		t.Errorf("Formats = %q, want %q", got, want)
	}
	// Without the wrapper named, its format is not found.
	if got, _ := Formats("testdata/sample", nil); slices.Contains(got, "must be at most %s") {
		t.Errorf("a wrapper's format found without naming it: %q", got)
	}
}

func TestFormatsRefusesOtherFormats(t *testing.T) {
	_, err := Formats("testdata/loose", nil)
	if err == nil || strings.Count(err.Error(), "not a literal string") != 2 || !strings.Contains(err.Error(), "loose.go:8") {
		t.Errorf("Formats of a variable and a sum = %v, want both refused by place", err)
	}
}

func TestMissingAndUnused(t *testing.T) {
	formats := []string{"must be positive, got %d", "unknown card %q"}
	ts := ruleset.Translations{
		"de":      {"must be positive, got %d": "muss positiv sein, ist aber %d", "unknown card %q": "unbekannte Karte %s", "gone": "weg"},
		"es":      {"must be positive, got %d": "debe ser positivo, pero es %d", "unknown card %q": "carta desconocida %q"},
		"zh-Hant": {"must be positive, got %d": "必須是正數，卻是 %d"},
	}
	missing := Missing(formats, ts)
	if len(missing) != 2 || !strings.Contains(missing[0], `de: the translation of "unknown card %q" reads`) || !strings.Contains(missing[1], `zh-Hant: "unknown card %q" is not translated`) {
		t.Errorf("Missing = %q", missing)
	}
	if unused := Unused(formats, ts); len(unused) != 1 || !strings.Contains(unused[0], `de: "gone"`) {
		t.Errorf("Unused = %q", unused)
	}
}
