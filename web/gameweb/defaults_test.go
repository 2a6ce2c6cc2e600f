package gameweb_test

import (
	"errors"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/locale"
	"evergreen/web/gameweb"
)

// A Studio that declares no Changes words each top-level setting its
// fields name, in the reader's language, and nothing that did not change.
func TestFieldChanges(t *testing.T) {
	words, err := locale.Load()
	if err != nil {
		t.Fatal(err)
	}
	fields := []gameweb.Field{
		{Path: "name", Words: "Name"},
		{Path: "rounds", Words: "Rounds", In: map[string]string{"de": "Runden"}},
		{Path: "highest", Words: "Highest number"},
		{Path: "cards[].points", Words: "Points"}, // inside a list: not a flat setting
	}
	def := []byte(`{"name":"Highest Unique","rounds":3,"highest":5,"cards":[{"points":1}]}`)
	doc := []byte(`{"name":"Long game","rounds":1600,"highest":5,"cards":[{"points":2}]}`)
	for _, tc := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Name: “Highest Unique” → “Long game”", "Rounds: 3 → 1,600"}},
		{"de", []string{"Name: “Highest Unique” → “Long game”", "Runden: 3 → 1.600"}},
	} {
		got := gameweb.FieldChanges(words, fields, tc.lang, def, doc)
		if len(got) != len(tc.want) {
			t.Fatalf("%s: %d changes %+v, want %q", tc.lang, len(got), got, tc.want)
		}
		for i, c := range got {
			if c.Words != tc.want[i] || c.Kind != "changed" {
				t.Errorf("%s: change %d = %+v, want %q", tc.lang, i, c, tc.want[i])
			}
		}
	}
	if got := gameweb.FieldChanges(words, fields, "en", def, def); got == nil || len(got) != 0 {
		t.Errorf("the default against itself: %+v, want an empty list", got)
	}
}

// OpenAs opens a game's own rules and refuses another game's by name.
func TestOpenAs(t *testing.T) {
	r, err := highest.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := gameweb.OpenAs[*highest.Rules](r); err != nil || got != r {
		t.Errorf("OpenAs its own rules = %v, %v", got, err)
	}
	if _, err := gameweb.OpenAs[interface{ Nothing() }](r); !errors.Is(err, game.ErrOtherGame) {
		t.Errorf("OpenAs another kind = %v, want game.ErrOtherGame", err)
	}
}
