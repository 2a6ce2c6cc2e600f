package provenance_test

import (
	"testing"

	"evergreen/game/provenance"
)

func TestEveryBadgeReads(t *testing.T) {
	for _, b := range provenance.Legend() {
		if b.Name == "" || b.Label == "" || b.Meaning == "" {
			t.Errorf("badge %+v: every badge needs a name, a label and a meaning", b)
		}
	}
	if got := provenance.Get("nonsense").Name; got != provenance.Provisional {
		t.Errorf("an unknown badge reads as %q, want provisional", got)
	}
}

func TestOf(t *testing.T) {
	cases := []struct {
		def     string
		changed bool
		want    string
	}{
		{provenance.Source, false, provenance.Source},
		{provenance.Source, true, provenance.Variant},
		{provenance.Ruling, true, provenance.Variant},
		{provenance.Ruling, false, provenance.Ruling},
		{"", false, provenance.Provisional},
	}
	for _, c := range cases {
		if got := provenance.Of(c.def, c.changed); got != c.want {
			t.Errorf("Of(%q, %v) = %q, want %q", c.def, c.changed, got, c.want)
		}
	}
}

func TestWeakestAndCommon(t *testing.T) {
	if got := provenance.Weakest(provenance.Source, provenance.Provisional, provenance.Ruling); got != provenance.Provisional {
		t.Errorf("Weakest = %q", got)
	}
	if got, ok := provenance.Common([]string{"source", "source"}); !ok || got != "source" {
		t.Errorf("Common of agreeing lines = %q, %v", got, ok)
	}
	if _, ok := provenance.Common([]string{"source", "ruling"}); ok {
		t.Error("Common of disagreeing lines agreed")
	}
}
